/**
 * Le CDCL compilé en WebAssembly : le module `cdcl.wasm`, construit depuis
 * `assembly/cdcl.ts` par `npm run construire:wasm` et versé dans le dépôt.
 * C'est le même algorithme que `cdcl.ts` (mêmes choix, même nombre de conflits),
 * pour une formule entière sans hypothèses : ce que fait `sudoku sat` sur un
 * fichier. Le CDCL TypeScript reste celui des leçons (hypothèses, Sudoku incrémental).
 *
 * Pourquoi : en JavaScript, le CDCL paie la mise en route du compilateur à la
 * volée (le premier dixième de seconde d'un processus) et un contrôle de type à
 * chaque accès ; le module, déjà typé, est compilé d'un coup. Mesures :
 * `npm run bench:sat-natif`.
 *
 * Le module est compilé et instancié au premier usage, de façon synchrone, puis
 * réutilisé d'une formule à l'autre (chaque formule vide son arène). La formule
 * passe par sa mémoire : les littéraux DIMACS, chaque clause terminée par 0.
 */
import { hote } from "../hote/index";
import { verifierLitteral } from "./formules";
import type { FNC } from "./probleme";
import { lireBudget, type ResultatSAT, type StatutSAT } from "./solveur";

/** Ce que le module exporte (voir `assembly/cdcl.ts`). */
interface ExportsCdcl {
  memory: { buffer: ArrayBuffer };
  preparer(variables: number, entiers: number): number;
  resoudre(entiers: number, budget: number): number;
  adresseValeurs(): number;
  adresseCompteurs(): number;
  erreurMemoire(): number;
  limiterMemoire(pages: number): void;
}

const NOM = "cdcl.wasm";
/** Le budget par défaut, en conflits : celui du CDCL TypeScript. */
export const BUDGET_CDCL_WASM = 10_000_000;
/** Les noms des compteurs, dans l'ordre où le module les écrit (ceux du CDCL TypeScript). */
const COMPTEURS = [
  "decisions",
  "propagations",
  "conflits",
  "redemarrages",
  "apprises",
  "oubliees",
  "compactions",
] as const;
const STATUTS: Record<number, StatutSAT> = {
  10: "satisfiable",
  20: "insatisfiable",
  0: "budget-epuise",
};

/** La mémoire du module ne suffit pas à la formule (4 Gio au plus). */
export class ErreurMemoireCdclWasm extends Error {
  constructor(variables: number, clauses: number) {
    super(
      `le CDCL WebAssembly a manqué de mémoire (formule de ${variables} variables et ${clauses} clauses) : ` +
        "sa mémoire ne peut plus grandir",
    );
    this.name = "ErreurMemoireCdclWasm";
  }
}

let compile: object | undefined;
let instance: ExportsCdcl | undefined;
/** La borne de `limiterMemoireCdclWasm`, rendue à chaque instance neuve. */
let pagesMax = 65536;

/** Ce que l'on emploie de l'API WebAssembly (les types d'ES2022 ne la décrivent pas). */
const webAssembly = (
  globalThis as unknown as {
    WebAssembly: { Instance: new (module: object, imports: object) => { exports: unknown } };
  }
).WebAssembly;

/** Où `cdcl.wasm` a été trouvé (un chemin sous Node, voir src/hote/). */
export function cheminDuModuleCdcl(): string {
  return hote.wasm.origine("sat", NOM, "CDCL WebAssembly");
}

/** Le module instancié (compilé une fois, instancié de nouveau après un manque de mémoire). */
function charger(): ExportsCdcl {
  if (instance) return instance;
  compile ??= hote.wasm.compiler("sat", NOM, "CDCL WebAssembly");
  instance = new webAssembly.Instance(compile, {}).exports as ExportsCdcl;
  instance.limiterMemoire(pagesMax);
  return instance;
}

/**
 * Borne la mémoire du module à `pages` pages de 64 Kio (pour essayer le manque de
 * mémoire sans remplir 4 Gio) ; `undefined` rend la borne d'origine.
 */
export function limiterMemoireCdclWasm(pages: number | undefined): void {
  pagesMax = pages ?? 65536;
  charger().limiterMemoire(pagesMax);
}

/**
 * Résout la formule d'un coup avec le CDCL WebAssembly, en au plus `budget`
 * conflits (10 millions par défaut). Rend le statut, le modèle (`modele[v]`
 * pour v de 1 à n) et les compteurs du CDCL TypeScript.
 */
export function resoudreCdclWasm(fnc: FNC, options: { budget?: number } = {}): ResultatSAT {
  const budget = lireBudget(options.budget, BUDGET_CDCL_WASM);
  // Les variables (une clause peut en nommer au-delà de l'en-tête, comme pour le CDCL
  // TypeScript) et la place de la formule : ses littéraux et un 0 par clause.
  let n = fnc.nombreDeVariables;
  let entiers = 0;
  for (const clause of fnc.clauses) {
    entiers += clause.length + 1;
    for (const l of clause) {
      if (!Number.isInteger(l) || l === 0) verifierLitteral(l);
      if (l > n) n = l;
      else if (-l > n) n = -l;
    }
  }
  if (n > 0x3fffffff || entiers > 0x3fffffff)
    throw new ErreurMemoireCdclWasm(n, fnc.clauses.length);
  const m = charger();
  let code: number;
  try {
    const adresse = m.preparer(n, entiers);
    const entree = new Int32Array(m.memory.buffer, adresse, entiers);
    let k = 0;
    for (const clause of fnc.clauses) {
      for (const l of clause) entree[k++] = l;
      entree[k++] = 0;
    }
    code = m.resoudre(entiers, budget);
  } catch (e) {
    // Le module s'est arrêté en route : on en prendra une instance neuve la prochaine fois.
    const memoire = m.erreurMemoire() === 1;
    instance = undefined;
    if (memoire) throw new ErreurMemoireCdclWasm(n, fnc.clauses.length);
    throw e;
  }
  const valeurs = new Float64Array(m.memory.buffer, m.adresseCompteurs(), COMPTEURS.length);
  const compteurs: Record<string, number> = {};
  COMPTEURS.forEach((nom, k) => (compteurs[nom] = valeurs[k]));
  const statut = STATUTS[code];
  if (statut !== "satisfiable") return { statut, compteurs };
  const valeur = new Int8Array(m.memory.buffer, m.adresseValeurs(), 2 * n + 2);
  const modele = new Array<boolean>(n + 1);
  modele[0] = false;
  for (let v = 1; v <= n; v++) modele[v] = valeur[2 * v] === 1;
  return { statut, modele, compteurs };
}
