/**
 * Résoudre tout un lot de grilles 9×9 en un seul appel au module WebAssembly.
 *
 * `resoudreRapide` traverse la frontière entre JavaScript et WebAssembly à
 * chaque grille, et le code JavaScript qui l'entoure (contrôle des valeurs,
 * copie de la solution, objet résultat) coûte, sur une grille facile, autant
 * que la recherche elle-même. Ici, les cases de n grilles, mises bout à bout
 * (81 octets par grille, 0 pour une case vide : les `cases` d'un
 * `PaquetDeGrilles`), sont copiées d'un bloc dans la mémoire du module, qui les
 * contrôle, les résout toutes et écrit pour chacune son bilan et sa première
 * solution. Les résultats reviennent en tableaux typés, une case par grille.
 */
import type { Statut } from "../grille/resultat";
import { ErreurGrille } from "../socle/erreurs";
import { BUDGET_RAPIDE_PAR_DEFAUT, type ResultatRapide } from "./rapide";
import { chargerMoteurWasm, enEntier, moduleDisponible, type ModuleRapide } from "./wasm";

export interface OptionsLot {
  /** Solutions à chercher pour chaque grille : 1 (par défaut), 2 (unicité), `Infinity` (toutes). */
  limite?: number;
  /** Nombre maximal d'essais pour chaque grille (`BUDGET_RAPIDE_PAR_DEFAUT` par défaut). */
  budget?: number;
}

/** Les résultats d'un lot : l'indice g de chaque tableau est la grille g du lot. */
export interface ResultatsLot {
  nombre: number;
  /** Solutions trouvées, au plus `limite`. */
  solutions: Int32Array;
  essais: Int32Array;
  retours: Int32Array;
  /** 1 si la recherche s'est arrêtée faute de budget, 0 sinon. */
  budgetEpuise: Int32Array;
  /** Les premières solutions, 81 cases par grille, bout à bout (des 0 si aucune). */
  grilles: Uint8Array;
}

/**
 * Résout les `nombre` premières grilles de `cases` (81 octets chacune) avec
 * le moteur wasm. Mêmes réponses, essais et retours que `resoudreRapide`
 * grille par grille ; une valeur hors de 0 à 9 lève une `ErreurGrille` avant
 * toute recherche dans son lot.
 */
export function resoudreLotRapide(
  cases: Uint8Array,
  nombre: number,
  options: OptionsLot = {},
): ResultatsLot {
  return resoudreLotAvec("bandes", "resoudreLotRapide", cases, nombre, options);
}

/**
 * Comme `resoudreLotRapide`, avec le moteur par configurations de bande
 * (`assembly/triades.ts`) : mêmes réponses, mais ses propres essais (un essai
 * y donne une configuration de bande à un chiffre). Sur une machine dont le
 * WebAssembly n'a pas le SIMD (`triadesDisponible()` faux), le lot passe par
 * le moteur de `resoudreLotRapide`.
 */
export function resoudreLotTriades(
  cases: Uint8Array,
  nombre: number,
  options: OptionsLot = {},
): ResultatsLot {
  const module = moduleDisponible("triades") ? "triades" : "bandes";
  return resoudreLotAvec(module, "resoudreLotTriades", cases, nombre, options);
}

/** Le lot résolu par le module `module` ; `appel` nomme la fonction publique dans les erreurs. */
function resoudreLotAvec(
  module: ModuleRapide,
  appel: string,
  cases: Uint8Array,
  nombre: number,
  options: OptionsLot,
): ResultatsLot {
  const { limite = 1, budget = BUDGET_RAPIDE_PAR_DEFAUT } = options;
  if (!(limite >= 1)) throw new RangeError(`${appel} : limite doit être ≥ 1, et non ${limite}`);
  if (!(budget >= 0)) throw new RangeError(`${appel} : budget doit être ≥ 0, et non ${budget}`);
  if (!Number.isInteger(nombre) || nombre < 0 || 81 * nombre > cases.length) {
    throw new RangeError(`${appel} : ${nombre} grilles demandées, ${cases.length} cases données`);
  }
  const resultats: ResultatsLot = {
    nombre,
    solutions: new Int32Array(nombre),
    essais: new Int32Array(nombre),
    retours: new Int32Array(nombre),
    budgetEpuise: new Int32Array(nombre),
    grilles: new Uint8Array(81 * nombre),
  };
  const m = chargerMoteurWasm(module);
  // Les gros lots passent en plusieurs fois : la mémoire du module en tient `lotMaximal`.
  for (let premiere = 0; premiere < nombre; premiere += m.lotMaximal) {
    const n = Math.min(m.lotMaximal, nombre - premiere);
    m.lotCases.set(cases.subarray(81 * premiere, 81 * (premiere + n)));
    const faute = m.resoudreLot(n, enEntier(limite), enEntier(budget));
    if (faute >= 0) {
      const g = premiere + Math.floor(faute / 81);
      const k = faute % 81;
      throw new ErreurGrille(
        `grille ${g + 1} du lot : case (${Math.floor(k / 9)}, ${k % 9}) : ` +
          `valeur ${cases[81 * g + k]} impossible ; attendu 0 à 9`,
      );
    }
    // Chaque colonne de bilans d'un bloc, puis les solutions ; une grille sans solution garde des 0.
    resultats.solutions.set(m.lotNombresDeSolutions.subarray(0, n), premiere);
    resultats.essais.set(m.lotEssais.subarray(0, n), premiere);
    resultats.retours.set(m.lotRetours.subarray(0, n), premiere);
    resultats.budgetEpuise.set(m.lotBudgetsEpuises.subarray(0, n), premiere);
    resultats.grilles.set(m.lotSolutions.subarray(0, 81 * n), 81 * premiere);
    for (let g = premiere; g < premiere + n; g++) {
      if (resultats.solutions[g] === 0) resultats.grilles.fill(0, 81 * g, 81 * g + 81);
    }
  }
  return resultats;
}

/** Le statut de la grille g du lot, comme celui de `resoudreRapide`. */
export function statutDansLeLot(resultats: ResultatsLot, g: number): Statut {
  if (resultats.budgetEpuise[g]) return "budget-epuise";
  return resultats.solutions[g] > 0 ? "resolue" : "insoluble";
}

/** La première solution de la grille g du lot, en tableau ordinaire, s'il y en a une. */
export function solutionDansLeLot(resultats: ResultatsLot, g: number): number[] | undefined {
  if (resultats.solutions[g] === 0) return undefined;
  return Array.from(resultats.grilles.subarray(81 * g, 81 * g + 81));
}

/** Le résultat de la grille g du lot, tel que `resoudreRapide` l'aurait rendu pour elle seule. */
export function resultatDansLeLot(resultats: ResultatsLot, g: number): ResultatRapide {
  return {
    statut: statutDansLeLot(resultats, g),
    solutions: resultats.solutions[g],
    solution: solutionDansLeLot(resultats, g),
    compteurs: { essais: resultats.essais[g], retours: resultats.retours[g] },
  };
}
