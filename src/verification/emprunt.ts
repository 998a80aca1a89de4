/**
 * Une fonction empruntée au cours : `verifier("revise", cours.revise)`
 * passerait tous les cas sans que l'élève ait rien écrit. On refuse donc la
 * version de référence de l'exercice, et toute fonction de la bibliothèque
 * qui porte le nom de l'exercice, sous quelque nom qu'on l'importe.
 *
 * Les parties de la bibliothèque sont importées une à une, et non par
 * `../index` : celui-ci importe `verifier`, et tslab ne sait pas charger un
 * cycle d'imports.
 */
import * as algos from "../algos/index";
import * as commande from "../cli/en-memoire";
import * as comparaison from "../comparaison/index";
import * as generateur from "../generateur/index";
import * as grille from "../grille/index";
import * as hasard from "../hasard/index";
import * as mesure from "../mesure/index";
import * as notebook from "../notebook/index";
import * as psc from "../psc/index";
import * as rapide from "../rapide/index";
import * as recherche from "../recherche/index";
import * as sat from "../sat/index";
import * as td from "../td/index";
import * as libelles from "../socle/libelles";
import type { Exercice, FonctionEleve } from "../exercices/exercice";

const PARTIES = [
  grille,
  td,
  algos,
  psc,
  recherche,
  sat,
  rapide,
  generateur,
  hasard,
  comparaison,
  mesure,
  notebook,
  commande,
  libelles,
];

// Chaque fonction de la bibliothèque, avec le nom sous lequel elle est exportée.
let exportees: Map<unknown, string> | undefined;

/** Les fonctions (et classes) exportées par la bibliothèque, hors vérification des exercices. */
export function fonctionsDuCours(): Map<unknown, string> {
  if (exportees === undefined) {
    exportees = new Map();
    for (const partie of PARTIES) {
      for (const [nom, valeur] of Object.entries(partie)) {
        if (typeof valeur === "function" && !exportees.has(valeur)) exportees.set(valeur, nom);
      }
    }
  }
  return exportees;
}

/**
 * D'où vient `fonction`, si c'est une fonction du cours et non celle de
 * l'élève : « la version de référence de revise », « la fonction revise de la
 * bibliothèque du cours » ; `undefined` pour une fonction écrite dans le carnet.
 */
export function origineEmpruntee(exercice: Exercice, fonction: FonctionEleve): string | undefined {
  const { nom } = exercice;
  if (fonction === exercice.reference) return `la version de référence de ${nom}`;
  const exportee = fonctionsDuCours().get(fonction);
  if (exportee === undefined) return undefined;
  // Son nom propre survit à un renommage (`import { revise as maRevise }`).
  if (exportee !== nom && fonction.name !== nom) return undefined;
  return `la fonction ${exportee} de la bibliothèque du cours`;
}
