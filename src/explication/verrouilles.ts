/**
 * Les candidats verrouillés : dans une unité, un chiffre n'est plus possible
 * que dans des cases qui appartiennent toutes à une autre unité (un carré
 * dont il ne reste qu'une ligne, une ligne dont il ne reste qu'un carré).
 * Il doit aller dans la première, donc dans leur intersection : il est
 * éliminé du reste de la seconde. On cite les deux unités et les
 * éliminations de la première hors de l'intersection.
 */
import type { Deduction, Etat } from "./etat";

export function* candidatsVerrouilles(e: Etat): Generator<Deduction> {
  const { g } = e;
  for (let u = 0; u < g.maisons.length; u++) {
    for (let v = 1; v <= e.taille; v++) {
      const places = g.maisons[u].filter((y) => e.possible(y, v));
      if (places.length < 2 || places.some((y) => e.valeurs[y] !== 0)) continue;
      for (let k = 0; k < 3; k++) {
        const w = g.maisonsDe[places[0]][k];
        if (w === u || !places.every((y) => g.maisonsDe[y][k] === w)) continue;
        const ailleurs = g.maisons[w].filter((y) => !g.maisons[u].includes(y) && e.possible(y, v));
        if (ailleurs.length === 0) continue;
        yield {
          technique: "candidats verrouillés",
          place: 0,
          elimine: ailleurs.map((y) => e.variable(y, v)),
          unites: [u, w],
          faits: g.maisons[u]
            .filter((y) => !g.maisons[w].includes(y))
            .map((y) => e.elimination(y, v)),
        };
      }
    }
  }
}
