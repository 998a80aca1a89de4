/**
 * Afficher une grille en texte, pour `console.log` ou un terminal : les
 * carrés sont séparés par des « | » et des traits, quelle que soit la taille.
 *
 *     5 3 . | . 7 . | . . .
 *     6 . . | 1 9 5 | . . .
 *     ------+-------+------
 */
import type { Grille } from "./grille";
import { symbole } from "./symboles";

export interface OptionsTexte {
  /** Le caractère d'une case vide (« . » par défaut). */
  vide?: string;
  /** Séparer les carrés par « | » et des traits (oui par défaut). */
  separateurs?: boolean;
}

/** La grille en texte, une rangée par ligne, sans « \n » final. */
export function versTexte(g: Grille, options: OptionsTexte = {}): string {
  const vide = options.vide ?? ".";
  const separateurs = options.separateurs ?? true;
  const rangees = g.versMatrice().map((rangee) =>
    ecrireRangee(
      rangee.map((v) => symbole(v, vide)),
      g.n,
      separateurs,
    ),
  );
  if (!separateurs) return rangees.join("\n");
  // Le trait suit exactement la rangée : « - » sous chaque caractère, « + » sous chaque « | ».
  const trait = rangees[0].replace(/[^|]/g, "-").replace(/\|/g, "+");
  const sortie: string[] = [];
  rangees.forEach((rangee, i) => {
    if (i > 0 && i % g.n === 0) sortie.push(trait);
    sortie.push(rangee);
  });
  return sortie.join("\n");
}

/** Une rangée : symboles séparés par des espaces, carrés par « | ». */
function ecrireRangee(symboles: string[], n: number, separateurs: boolean): string {
  if (!separateurs) return symboles.join(" ");
  const morceaux: string[] = [];
  for (let debut = 0; debut < symboles.length; debut += n) {
    morceaux.push(symboles.slice(debut, debut + n).join(" "));
  }
  return morceaux.join(" | ");
}
