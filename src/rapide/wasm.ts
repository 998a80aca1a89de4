/**
 * Les moteurs WebAssembly du solveur rapide, construits par `npm run
 * construire:wasm` et versés dans le dépôt (rien n'est téléchargé ni compilé
 * à l'exécution, sauf par V8) :
 * - `bandes.wasm` (`assembly/bandes.ts`), le moteur `wasm`, celui de la leçon 3 bis ;
 * - `triades.wasm` (`assembly/triades.ts`), le moteur par configurations de
 *   bande, qui emploie le SIMD de WebAssembly.
 * Les deux ont les mêmes exports : un seul chargeur les sert.
 *
 * Le module est chargé au premier usage, de façon synchrone
 * (`WebAssembly.Module` puis `WebAssembly.Instance`). La grille et la
 * solution passent par sa mémoire : on écrit 81 octets, on appelle
 * `chercher`, on lit le bilan. Pour un lot de grilles (`lot.ts`), on écrit
 * jusqu'à 1 024 grilles bout à bout et l'on appelle une seule fois
 * `resoudreLot` : un seul passage de JavaScript à WebAssembly pour tout le lot.
 *
 * Compilé d'office, V8 traduit une fonction WebAssembly à son premier appel
 * par un compilateur rapide mais naïf (Liftoff), et ne la recompile avec
 * l'optimiseur (TurboFan) qu'après un long usage. Pour ce moteur, tout tient
 * dans une fonction très chaude : on demande donc l'optimiseur tout de suite,
 * pour ce module seulement (les réglages de V8 sont remis ensuite). Mesures
 * (norvig_top95 puis magictour_top1465, première passe dans un processus
 * neuf, µs par grille ; chargement en ms de CPU) : d'office 60 et 32 µs,
 * chargement 1 ms ; optimisé d'avance 22 et 21,5 µs (la vitesse des passes
 * suivantes), chargement 4 à 6 ms.
 *
 * Ces 5 ms sont la compilation par TurboFan elle-même (un module d'une
 * fonction compilé d'avance : 0,6 ms ; lire le fichier : 0,4 ms ; instancier :
 * 0,1 ms). Essayé pour le lot (top95 en un appel, µs CPU par grille,
 * chargement compris) : TurboFan d'avance 81 ; Liftoff puis passage à
 * TurboFan à la demande (les réglages d'office) 81 à 91, chargement 0,9 ms
 * mais première passe à 72-82 µs ; TurboFan à la demande, fonction par
 * fonction, 84 ; un seuil de passage à TurboFan plus bas
 * (`--wasm-tiering-budget`) 109 à 158 ; sur magictour, tous entre 25 et 27.
 * Garder le module compilé d'un processus à l'autre : Node 20 n'a pas de
 * cache de code WebAssembly, et `v8.serialize` d'un `WebAssembly.Module` ne
 * rend que 2 octets. On garde donc TurboFan d'avance.
 */
import { hote } from "../hote/index";
import type { BilanMoteur } from "./bilan";

/** Ce que l'on emploie de l'API WebAssembly (les types d'ES2022 ne la décrivent pas). */
const webAssembly = (
  globalThis as unknown as {
    WebAssembly: { Instance: new (module: object, imports: object) => { exports: unknown } };
  }
).WebAssembly;

/** Les deux modules : `bandes.wasm` et `triades.wasm`. */
export type ModuleRapide = "bandes" | "triades";

/** Ce que chaque module exporte (voir `assembly/bandes.ts` et `assembly/triades.ts`). */
interface ExportsModule {
  memory: { buffer: ArrayBuffer };
  chercher(limite: number, budget: number): number;
  adresseGrille(): number;
  adresseSolution(): number;
  adresseBilan(): number;
  resoudreLot(nombre: number, limite: number, budget: number): number;
  lotMaximal(): number;
  adresseLotCases(): number;
  adresseLotSolutions(): number;
  adresseLotBilans(): number;
}

/** Le module instancié et des vues sur sa mémoire (fixe : elles restent valides). */
export interface MoteurWasm {
  chercher(limite: number, budget: number): number;
  grille: Uint8Array;
  solution: Uint8Array;
  bilan: Int32Array;
  /** Résout le lot ; rend −1, ou la place de la première case hors de 0 à 9. */
  resoudreLot(nombre: number, limite: number, budget: number): number;
  /** Le lot : au plus `lotMaximal` grilles, leurs solutions, et leurs bilans en colonnes. */
  lotMaximal: number;
  lotCases: Uint8Array;
  lotSolutions: Uint8Array;
  lotNombresDeSolutions: Int32Array;
  lotEssais: Int32Array;
  lotRetours: Int32Array;
  lotBudgetsEpuises: Int32Array;
}

/** Le fichier de chaque module, et son nom dans les messages d'erreur. */
const FICHIERS: Record<ModuleRapide, { nom: string; quoi: string }> = {
  bandes: { nom: "bandes.wasm", quoi: "moteur wasm" },
  triades: { nom: "triades.wasm", quoi: "moteur triades" },
};
/** Le plus grand entier de 32 bits : « sans limite » pour le module. */
const ENTIER_MAX = 0x7fffffff;

const moteurs: Partial<Record<ModuleRapide, MoteurWasm>> = {};
const valides: Partial<Record<ModuleRapide, boolean>> = {};

/** Où le module a été trouvé (un chemin sous Node, voir src/hote/). */
export function cheminDuModuleWasm(nom: ModuleRapide = "bandes"): string {
  return hote.wasm.origine("rapide", FICHIERS[nom].nom, FICHIERS[nom].quoi);
}

/** Vrai si cette machine sait compiler le module (le SIMD pour `triades`) ; vérifié une fois. */
export function moduleDisponible(nom: ModuleRapide): boolean {
  const { nom: fichier, quoi } = FICHIERS[nom];
  return (valides[nom] ??= hote.wasm.valider("rapide", fichier, quoi));
}

/** Compile et instancie le module (une seule fois) ; rend le moteur prêt. */
export function chargerMoteurWasm(nom: ModuleRapide = "bandes"): MoteurWasm {
  const deja = moteurs[nom];
  if (deja) return deja;
  const { nom: fichier, quoi } = FICHIERS[nom];
  const module = hote.wasm.compiler("rapide", fichier, quoi, { optimise: true });
  const instance = new webAssembly.Instance(module, {});
  const e = instance.exports as unknown as ExportsModule;
  const memoire = e.memory.buffer;
  const moteur: MoteurWasm = {
    chercher: e.chercher,
    grille: new Uint8Array(memoire, e.adresseGrille(), 81),
    solution: new Uint8Array(memoire, e.adresseSolution(), 81),
    bilan: new Int32Array(memoire, e.adresseBilan(), 4),
    resoudreLot: e.resoudreLot,
    lotMaximal: e.lotMaximal(),
    lotCases: new Uint8Array(memoire, e.adresseLotCases(), 81 * e.lotMaximal()),
    lotSolutions: new Uint8Array(memoire, e.adresseLotSolutions(), 81 * e.lotMaximal()),
    ...colonnesDesBilans(memoire, e.adresseLotBilans(), e.lotMaximal()),
  };
  moteurs[nom] = moteur;
  return moteur;
}

/**
 * Comme `chercherBandes` : cherche les solutions de la grille 9×9 `valeurs`
 * (déjà vérifiées : 81 entiers de 0 à 9) avec le module `nom`, et remplit `bilan`.
 */
export function chercherWasm(
  valeurs: ArrayLike<number>,
  limite: number,
  budget: number,
  bilan: BilanMoteur,
  nom: ModuleRapide = "bandes",
): void {
  const m = moteurs[nom] ?? chargerMoteurWasm(nom);
  m.grille.set(valeurs);
  const solutions = m.chercher(enEntier(limite), enEntier(budget));
  bilan.solutions = solutions;
  bilan.essais = m.bilan[1];
  bilan.retours = m.bilan[2];
  bilan.budgetEpuise = m.bilan[3] !== 0;
  if (solutions > 0) bilan.solution.set(m.solution);
}

/**
 * Le module compte en entiers de 32 bits : « solutions ≥ limite » vaut
 * « solutions ≥ ⌈limite⌉ », et Infinity devient le plus grand entier.
 */
export function enEntier(x: number): number {
  return Math.ceil(Math.min(x, ENTIER_MAX));
}

/** Les 4 colonnes de bilans du lot, de `n` entiers chacune, l'une après l'autre. */
function colonnesDesBilans(memoire: ArrayBuffer, adresse: number, n: number) {
  const colonne = (k: number) => new Int32Array(memoire, adresse + 4 * n * k, n);
  return {
    lotNombresDeSolutions: colonne(0),
    lotEssais: colonne(1),
    lotRetours: colonne(2),
    lotBudgetsEpuises: colonne(3),
  };
}
