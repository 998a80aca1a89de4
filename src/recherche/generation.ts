/**
 * Des énoncés pour l'expérience « facile – difficile – facile » de Lewis :
 * on part d'une grille solution et l'on n'en garde que quelques cases,
 * tirées au hasard. L'énoncé a au moins une solution (celle de départ),
 * mais rien ne garantit qu'elle soit unique : pour mesurer la difficulté de
 * la recherche locale, peu importe, tout ce qu'on lui demande est d'en
 * trouver une.
 */
import { ErreurGrille } from "../socle/erreurs";
import { Grille } from "../grille/grille";
import { verifierGrille } from "../grille/regles";
import type { Hasard } from "../hasard/hasard";
import { entierAuMoins } from "./parametres";

/** Un énoncé qui garde `indices` cases de `solution`, tirées au hasard ; les autres sont vidées. */
export function enonceParRetrait(solution: Grille, indices: number, hasard: Hasard): Grille {
  if (!verifierGrille(solution).resolue) {
    throw new ErreurGrille(
      "enonceParRetrait : la grille de départ doit être une solution (pleine et sans conflit)",
    );
  }
  const total = solution.taille * solution.taille;
  entierAuMoins("enonceParRetrait", "indices", indices, 0);
  if (indices > total) {
    throw new RangeError(
      `enonceParRetrait : indices doit être au plus ${total} (le nombre de cases), et non ${indices}.`,
    );
  }
  // Les numéros de case mélangés : les `indices` premiers sont les cases gardées.
  const ordre = hasard.melanger(Array.from({ length: total }, (_, k) => k));
  const gardees = new Set(ordre.slice(0, indices));
  return new Grille(solution.valeurs.map((v, k) => (gardees.has(k) ? v : 0)));
}
