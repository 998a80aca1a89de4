/**
 * Le canal vers la sortie de la cellule : envoyer un affichage, le mettre à
 * jour, effacer la sortie. Le noyau du cours (src/noyau/) installe ce canal
 * dans une clé globale avant chaque cellule ; sous un tslab ordinaire, on
 * passe par la fonction interne de tslab qui sert à `tslab.display`, qui sait
 * afficher et mettre à jour, mais pas effacer.
 *
 * Hors d'un carnet (tests, ligne de commande), il n'y a pas de canal : les
 * fonctions d'affichage le disent par une erreur claire.
 */
import * as tslabJupyter from "tslab/dist/jupyter";
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
  if (propre) return propre;
  const ecrire = tslabJupyter.lastWriteDisplayData as
    typeof tslabJupyter.lastWriteDisplayData | null;
  if (!ecrire) return undefined;
  return {
    // tslab déclare des données en texte ou en octets ; il transmet en fait tout objet JSON.
    afficher: (sortie, miseAJour) => ecrire(sortie as Parameters<typeof ecrire>[0], miseAJour),
    // tslab seul ne sait pas effacer une sortie : on laisse la sortie telle quelle.
    effacer: () => undefined,
  };
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
