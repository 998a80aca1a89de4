/**
 * Mesurer un moteur du solveur rapide « à froid » : dans un moteur
 * JavaScript neuf, qui n'a encore rien observé ni compilé (voir la leçon
 * 3 bis, idée 5). Dans le fil d'où on le lance, V8 a déjà optimisé le code
 * qui a tourné : la première passe y serait déjà chaude. On lance donc un
 * fil d'exécution neuf (l'hôte sait le faire : un processus neuf sous Node,
 * un Web Worker dans le navigateur), qui charge la bibliothèque, chronomètre
 * le chargement du module, une première passe, puis les passes suivantes.
 */
import { hote } from "../hote/index";
import type { Grille } from "../grille/grille";
import { chronometrer } from "../mesure/chronometre";
import { resoudreLotRapide } from "./lot";
import { resoudreRapide } from "./rapide";
import { chargerMoteurWasm } from "./wasm";

/** `bandes` (TypeScript), `wasm` (WebAssembly, grille par grille) ou `wasm-lot` (un appel pour tout le lot). */
export type MoteurAFroid = "bandes" | "wasm" | "wasm-lot";

/** Les durées, en millisecondes : charger le module, la première passe, la médiane des suivantes. */
export interface MesureAFroid {
  chargement: number;
  froid: number;
  chaud: number;
}

/** Ce que reçoit le fil neuf : le moteur, et les cases des grilles bout à bout (81 octets chacune). */
export interface DonneesAFroid {
  moteur: MoteurAFroid;
  cases: Uint8Array;
}

/** Le travail du fil neuf (l'hôte l'y appelle : `FILS` dans src/hote/contrat.ts), jamais dans le fil du carnet. */
export function mesurerDansCeFil({ moteur, cases }: DonneesAFroid): MesureAFroid {
  const nombre = cases.length / 81;
  const grilles = Array.from({ length: nombre }, (_, k) => cases.subarray(81 * k, 81 * k + 81));
  const passe =
    moteur === "wasm-lot"
      ? () => resoudreLotRapide(cases, nombre, { limite: 2 })
      : () => {
          for (const g of grilles) resoudreRapide(g, { limite: 2, moteur });
        };
  const une = { echauffement: 0, repetitions: 1 };
  const chargement = moteur === "bandes" ? 0 : chronometrer(chargerMoteurWasm, une).mediane;
  const froid = chronometrer(passe, une).mediane;
  const chaud = chronometrer(passe, { echauffement: 2, repetitions: 5 }).mediane;
  return { chargement, froid, chaud };
}

/** Lance la mesure de `moteur` sur `grilles` (des 9×9) dans un fil neuf. */
export function mesurerAFroid(
  moteur: MoteurAFroid,
  grilles: readonly Grille[],
): Promise<MesureAFroid> {
  const cases = new Uint8Array(81 * grilles.length);
  grilles.forEach((g, k) => cases.set(g.valeurs, 81 * k));
  return new Promise((resoudre, rejeter) => {
    const fil = hote.fils.lancer("a-froid", { moteur, cases } satisfies DonneesAFroid);
    let fini = false;
    const finir = (issue: () => void) => {
      if (fini) return;
      fini = true;
      fil.arreter();
      issue();
    };
    fil.surMessage((m) => finir(() => resoudre(m as MesureAFroid)));
    fil.surErreur((e) => finir(() => rejeter(e)));
    fil.surFin((code) =>
      finir(() => rejeter(new Error(`le fil de mesure s'est arrêté sans répondre (code ${code})`))),
    );
  });
}
