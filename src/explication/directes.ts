/**
 * L'élimination directe : un chiffre placé (donné ou déduit) n'a plus sa
 * place ailleurs dans sa ligne, sa colonne et son carré, et sa case ne prend
 * plus d'autre chiffre. Une seule étape par chiffre placé, qui ne cite que
 * les unités où elle élimine quelque chose : le fait « (i, j) = v » et
 * « case (i, j) », « ligne i », « colonne j », « carré k ».
 */
import type { Deduction, Etat } from "./etat";
import { uniteDeCase } from "./geometrie";

export function* eliminationsDirectes(e: Etat): Generator<Deduction> {
  const { g } = e;
  for (let x = 0; x < e.valeurs.length; x++) {
    const v = e.valeurs[x];
    if (v === 0) continue;
    const elimine: number[] = [];
    const unites: number[] = [];
    for (let w = 1; w <= e.taille; w++) {
      if (w !== v && e.possible(x, w)) elimine.push(e.variable(x, w));
    }
    if (elimine.length > 0) unites.push(uniteDeCase(g, x));
    // Une case de la ligne et du carré n'est citée qu'une fois, par la première des deux.
    const vues = new Set<number>();
    for (const m of g.maisonsDe[x]) {
      const ici = g.maisons[m].filter((y) => y !== x && !vues.has(y) && e.possible(y, v));
      ici.forEach((y) => vues.add(y));
      if (ici.length === 0) continue;
      unites.push(m);
      elimine.push(...ici.map((y) => e.variable(y, v)));
    }
    if (elimine.length === 0) continue;
    yield {
      technique: "élimination directe",
      place: 0,
      elimine,
      unites,
      faits: [e.variable(x, v)],
    };
  }
}
