/** Ce que partagent les tests des PSC : lire les grilles du dépôt, et juger une solution sans la bibliothèque. */
import { join } from "node:path";
import { lireFichier } from "../../src/grille/lecture";
import { lireFichierSolutions } from "../../src/grille/solutions";
import type { Affectation, PSC } from "../../src/psc/index";
import { RACINE } from "../aide-processus";

export const donnees = (...chemin: string[]) => join(RACINE, "data", ...chemin);

export const grillesDe = (nom: string) => lireFichier(donnees("ensembles", nom));

export const pairesDe = (nom: string) => lireFichierSolutions(donnees("ensembles", nom));

// Les six comparaisons, réécrites ici pour ne pas juger la bibliothèque avec elle-même.
const RELATIONS: Record<string, (a: number | string, b: number | string) => boolean> = {
  "<": (a, b) => a < b,
  "<=": (a, b) => a <= b,
  ">": (a, b) => a > b,
  ">=": (a, b) => a >= b,
  "==": (a, b) => a === b,
  "!=": (a, b) => a !== b,
};

/**
 * Les contraintes que viole l'affectation (vide si c'est une solution) : une
 * valeur manquante, hors domaine, ou une contrainte unaire ou binaire violée.
 */
export function violations(psc: PSC, a: Affectation): string[] {
  const fautes: string[] = [];
  for (const v of psc.variables) {
    if (!(v.nom in a)) fautes.push(`${v.nom} sans valeur`);
    else if (!v.domaine.includes(a[v.nom])) fautes.push(`${v.nom} hors domaine`);
  }
  for (const c of psc.contraintesUnaires) {
    if (!RELATIONS[c.op](a[c.refVar.nom], c.ref)) fautes.push(c.toString());
  }
  for (const c of psc.contraintesBinaires) {
    if (!RELATIONS[c.op](a[c.refVar1.nom], a[c.refVar2.nom])) fautes.push(c.toString());
  }
  return fautes;
}
