/**
 * Le journal des procédures du TD qui écrivent dans M (`remplissage`,
 * `resolution`) : la suite des cases changées, dans l'ordre, avec leur
 * nouvelle valeur. C'est la recherche elle-même, pas à pas : un autre
 * solveur trouve la même grille par d'autres écritures.
 */
import type { JournalDeLExercice } from "./exercice";
import { matriceSuivie } from "./enveloppes";

/** Le journal des écritures dans la matrice, qui est l'argument n° `indice`. */
export function ecrituresDansM(indice: number): JournalDeLExercice {
  return {
    nom: "les écritures dans M",
    pas: "écriture",
    instrumenter: (args, journal) =>
      args.map((arg, k) => (k === indice ? matriceSuivie(arg as number[][], journal) : arg)),
    decrire(pas) {
      const ecriture = /^(\d+),(\d+)=(.*)$/.exec(pas);
      return ecriture ? `${ecriture[3]} en (${ecriture[1]}, ${ecriture[2]})` : pas;
    },
  };
}
