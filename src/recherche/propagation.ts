/**
 * Le prétraitement de Lewis : avant la recherche locale, on remplit les cases
 * qui n'ont qu'un seul candidat, et l'on recommence tant qu'il en apparaît
 * (les « singletons »). Ces cases deviennent fixes : il reste moins de cases
 * libres, donc moins de mouvements inutiles.
 *
 * Attention au piège des mesures : sur une grille facile, ce prétraitement
 * suffit souvent à tout remplir, et la recherche locale n'a plus rien à faire.
 */
import { Grille } from "../grille/grille";
import { candidats, etatDepuisGrille } from "./formulation-grille";

export interface ResultatPropagation {
  /** L'énoncé complété : les cases remplies ici comptent comme indices. */
  grille: Grille;
  /** Le nombre de cases remplies par la propagation. */
  fixees: number;
  /** Vrai si une case vide n'a plus aucun candidat : l'énoncé n'a pas de solution. */
  impasse: boolean;
}

/** Remplit, tant qu'il en reste, les cases vides qui n'ont qu'un seul candidat. */
export function fixerLesCasesForcees(enonce: Grille): ResultatPropagation {
  const etat = etatDepuisGrille(enonce);
  const N = etat.taille;
  let fixees = 0;
  let change = true;
  while (change) {
    change = false;
    for (let k = 0; k < N * N; k++) {
      if (etat.valeurs[k] !== 0) continue;
      const possibles = candidats(etat, Math.floor(k / N), k % N);
      if (possibles.length === 0)
        return { grille: versEnonce(etat.valeurs), fixees, impasse: true };
      if (possibles.length === 1) {
        etat.valeurs[k] = possibles[0];
        fixees++;
        change = true;
      }
    }
  }
  return { grille: versEnonce(etat.valeurs), fixees, impasse: false };
}

/** Une grille dont toutes les cases remplies sont des indices. */
function versEnonce(valeurs: Uint8Array): Grille {
  return new Grille(Array.from(valeurs));
}
