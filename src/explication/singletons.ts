/**
 * Les singletons. Caché : dans une ligne, une colonne ou un carré, un chiffre
 * est éliminé de toutes les cases sauf une ; il y va (l'unité et les N − 1
 * éliminations). Nu : une case a perdu tous ses candidats sauf un ; il y va
 * (la case et ses N − 1 éliminations).
 *
 * Les noms commencent par « chercher » : `singletonsCaches` est un exercice
 * de la leçon 3, et pendant la correction d'un devoir qui le contient, toute
 * fonction du cours qui porte ce nom ne répond plus (src/noyau/sans-references.ts) ;
 * `expliquer` doit, lui, continuer de répondre.
 */
import type { Deduction, Etat } from "./etat";
import { uniteDeCase } from "./geometrie";

export function* chercherSingletonsCaches(e: Etat): Generator<Deduction> {
  const { g } = e;
  for (let m = 0; m < g.maisons.length; m++) {
    for (let v = 1; v <= e.taille; v++) {
      const places = g.maisons[m].filter((y) => e.possible(y, v));
      if (places.length !== 1 || e.valeurs[places[0]] !== 0) continue;
      yield {
        technique: "singleton caché",
        place: e.variable(places[0], v),
        elimine: [],
        unites: [m],
        faits: g.maisons[m].filter((y) => y !== places[0]).map((y) => e.elimination(y, v)),
      };
    }
  }
}

export function* chercherSingletonsNus(e: Etat): Generator<Deduction> {
  for (let x = 0; x < e.valeurs.length; x++) {
    const c = e.candidats[x];
    if (e.valeurs[x] !== 0 || c === 0 || (c & (c - 1)) !== 0) continue;
    const v = 32 - Math.clz32(c);
    const faits: number[] = [];
    for (let w = 1; w <= e.taille; w++) if (w !== v) faits.push(e.elimination(x, w));
    yield {
      technique: "singleton nu",
      place: e.variable(x, v),
      elimine: [],
      unites: [uniteDeCase(e.g, x)],
      faits,
    };
  }
}
