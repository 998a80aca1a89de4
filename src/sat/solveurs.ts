/** Les solveurs SAT du cours, choisis par leur nom (`sudoku sat --solveur NOM`). */
import { solveurCDCL } from "./cdcl";
import { solveurDPLL } from "./dpll";
import { solveurLogicSolver } from "./minisat";
import type { SolveurSAT } from "./solveur";

/** Dans l'ordre de la leçon : le lisible, le rapide, la référence. */
export const SOLVEURS_SAT: readonly SolveurSAT[] = [solveurDPLL, solveurCDCL, solveurLogicSolver];

/** Le solveur de ce nom ; un nom inconnu lève une erreur qui liste les noms possibles. */
export function trouverSolveurSAT(nom: string): SolveurSAT {
  const solveur = SOLVEURS_SAT.find((s) => s.nom === nom);
  if (!solveur) {
    const noms = SOLVEURS_SAT.map((s) => s.nom).join(", ");
    throw new RangeError(`solveur SAT inconnu : « ${nom} » ; disponibles : ${noms}`);
  }
  return solveur;
}
