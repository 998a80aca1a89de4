/**
 * Les sous-ensembles de k cases d'une unité (paires pour k = 2, triplets
 * pour k = 3). Nu : k cases vides n'ont à elles toutes que k candidats ;
 * ces k chiffres s'y logent, et sont éliminés des autres cases de l'unité.
 * Caché : k chiffres n'ont plus que les mêmes k cases dans l'unité ; ces
 * cases les prennent, et perdent leurs autres candidats. Dans les deux cas,
 * on cite l'unité, les k cases (chacune a exactement un chiffre) et les
 * éliminations qui enferment les k chiffres dans les k cases.
 */
import { combinaisons } from "../generateur/difficulte";
import { compterBits } from "../psc/moteur";
import type { NomDeTechnique } from "./etape";
import type { Deduction, Etat } from "./etat";
import { uniteDeCase } from "./geometrie";

const NOMS: Record<number, [NomDeTechnique, NomDeTechnique]> = {
  2: ["paire nue", "paire cachée"],
  3: ["triplet nu", "triplet caché"],
};

export function* sousEnsemblesNus(e: Etat, k: 2 | 3): Generator<Deduction> {
  const { g } = e;
  for (let m = 0; m < g.maisons.length; m++) {
    const vides = g.maisons[m].filter((y) => e.valeurs[y] === 0);
    for (const groupe of combinaisons(vides, k)) {
      const union = groupe.reduce((masque, y) => masque | e.candidats[y], 0);
      if (compterBits(union) !== k) continue;
      const elimine: number[] = [];
      for (const y of vides) {
        if (groupe.includes(y)) continue;
        for (const v of chiffres(e.candidats[y] & union)) elimine.push(e.variable(y, v));
      }
      if (elimine.length === 0) continue;
      const faits: number[] = [];
      for (const y of groupe) {
        for (const v of chiffres(~union & ((1 << e.taille) - 1))) faits.push(e.elimination(y, v));
      }
      const unites = [m, ...groupe.map((y) => uniteDeCase(g, y))];
      yield { technique: NOMS[k][0], place: 0, elimine, unites, faits };
    }
  }
}

export function* sousEnsemblesCaches(e: Etat, k: 2 | 3): Generator<Deduction> {
  const { g } = e;
  for (let m = 0; m < g.maisons.length; m++) {
    const cases = g.maisons[m];
    const absents = chiffres((1 << e.taille) - 1).filter(
      (v) => !cases.some((y) => e.valeurs[y] === v),
    );
    for (const groupe of combinaisons(absents, k)) {
      const gardes = groupe.reduce((masque, v) => masque | (1 << (v - 1)), 0);
      const prises = cases.filter((y) => (e.candidats[y] & gardes) !== 0);
      if (prises.length !== k || prises.some((y) => e.valeurs[y] !== 0)) continue;
      const elimine: number[] = [];
      for (const y of prises) {
        for (const v of chiffres(e.candidats[y] & ~gardes)) elimine.push(e.variable(y, v));
      }
      if (elimine.length === 0) continue;
      const faits: number[] = [];
      for (const v of groupe) {
        for (const y of cases) if (!prises.includes(y)) faits.push(e.elimination(y, v));
      }
      const unites = [m, ...prises.map((y) => uniteDeCase(g, y))];
      yield { technique: NOMS[k][1], place: 0, elimine, unites, faits };
    }
  }
}

/** Les chiffres d'un masque (bit v − 1 pour v), dans l'ordre. */
function chiffres(masque: number): number[] {
  const liste: number[] = [];
  // 25 : le plus grand chiffre des grilles du cours (25×25).
  for (let v = 1; v <= 25; v++) if (masque & (1 << (v - 1))) liste.push(v);
  return liste;
}
