/**
 * L'élimination directe : un chiffre placé (donné ou déduit) n'a plus sa
 * place ailleurs dans sa ligne, sa colonne et son carré, et sa case ne prend
 * plus d'autre chiffre. Une seule étape par chiffre placé, qui cite le fait
 * « (i, j) = v » et, parmi « case (i, j) », « ligne i », « colonne j » et
 * « carré k », celles sans lesquelles une de ses éliminations tomberait.
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
    // Les unités à citer pour v : la ligne (la colonne) si elle a une case hors du carré,
    // le carré s'il lui reste une case que ni l'une ni l'autre ne couvre.
    const [ligne, colonne, carre] = g.maisonsDe[x];
    const avecV = (m: number) => g.maisons[m].filter((y) => y !== x && e.possible(y, v));
    const horsDuCarre = (y: number) => g.maisonsDe[y][2] !== carre;
    const parLigne = avecV(ligne);
    const parColonne = avecV(colonne);
    const ligneUtile = parLigne.some(horsDuCarre);
    const colonneUtile = parColonne.some(horsDuCarre);
    const parCarre = avecV(carre).filter(
      (y) =>
        !(ligneUtile && g.maisonsDe[y][0] === ligne) &&
        !(colonneUtile && g.maisonsDe[y][1] === colonne),
    );
    for (const [m, utile, cases] of [
      [ligne, ligneUtile, parLigne],
      [colonne, colonneUtile, parColonne],
      [carre, parCarre.length > 0, parCarre],
    ] as const) {
      if (!utile) continue;
      unites.push(m);
      elimine.push(...cases.map((y) => e.variable(y, v)));
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
