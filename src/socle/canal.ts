/**
 * Le canal vers la sortie de la cellule : envoyer un affichage, le mettre à
 * jour, effacer la sortie. Les deux noyaux du cours (src/noyau/ : celui de
 * Jupyter et celui du navigateur) installent ce canal dans une clé globale ;
 * sous un tslab ordinaire, l'hôte Node en fournit un de repli (voir
 * `src/hote/node/`).
 *
 * Hors d'un carnet (tests, ligne de commande), il n'y a pas de canal : les
 * fonctions d'affichage le disent par une erreur claire.
 */
import { hote } from "../hote/index";
import type { PaquetMime } from "./protocole";

/** Une sortie de cellule, au format du protocole de Jupyter (`display_data`). */
export interface SortieAffichee {
  data: PaquetMime;
  metadata: Record<string, unknown>;
  /** `display_id` : le nom qui permet de remplacer cette sortie plus tard. */
  transient: { display_id?: string };
}

/** Ce que le noyau offre au code des cellules. */
export interface CanalJupyter {
  /** Envoie une sortie ; si `miseAJour`, remplace celle qui a le même `display_id`. */
  afficher(sortie: SortieAffichee, miseAJour: boolean): void;
  /** Efface la sortie de la cellule ; avec `attendre`, seulement à l'arrivée de la suivante. */
  effacer(attendre: boolean): void;
}

/** La clé globale où le noyau du cours range son canal. */
export const CLE_CANAL: unique symbol = Symbol.for("sudoku-ts.canal");

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
