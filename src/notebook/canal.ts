/**
 * Le canal vers la sortie de la cellule : envoyer un affichage, le mettre à
 * jour, effacer la sortie. Les deux noyaux du cours (src/noyau/ : celui de
 * Jupyter et celui du navigateur) installent ce canal sous une clé globale
 * (`CLE_CANAL`, src/socle/protocole.ts) ; sous un tslab ordinaire, l'hôte
 * Node en fournit un de repli (voir `src/hote/node/canal-de-tslab.ts`).
 *
 * Hors d'un carnet (tests, ligne de commande), il n'y a pas de canal : les
 * fonctions d'affichage le disent par une erreur claire.
 */
import { hote } from "../hote/index";
import { CLE_CANAL, type CanalJupyter } from "../socle/protocole";

/** Le canal du noyau en cours, ou `undefined` hors d'un carnet. */
export function canalCourant(): CanalJupyter | undefined {
  const propre = (globalThis as { [CLE_CANAL]?: CanalJupyter })[CLE_CANAL];
  return propre ?? hote.canalDeRepli();
}

/** Le canal, ou une erreur qui dit pourquoi il manque. */
export function canalExige(): CanalJupyter {
  const canal = canalCourant();
  if (!canal) {
    throw new Error(
      "pas de carnet Jupyter ici : afficher, montrer et effacerSortie ne marchent que dans une " +
        "cellule du noyau « TypeScript (cours Sudoku) » ; ailleurs, utilisez le texte " +
        "(String(objet), versTexte, tableauTexte).",
    );
  }
  return canal;
}
