/**
 * Les chiffres de la prose des leçons qui ne sortent pas du carnet parce
 * qu'ils sont publiés ailleurs : chacun a sa source, écrite aussi à côté du
 * chiffre dans la leçon. Clé : le carnet, puis la forme canonique du nombre
 * (sans espace, point décimal ; voir outils/carnets/chiffres-de-la-prose.ts).
 */
export const CHIFFRES_PUBLIES: Record<string, Record<string, string>> = {
  "04-recherche-locale": {
    "4771":
      "le volume des Lecture Notes in Computer Science (Hybrid Metaheuristics 2007) où paraît " +
      "l'article hybride de Lewis, « On the combination of constraint programming and stochastic " +
      "search: the Sudoku case »",
  },
  "03b-solveur-rapide": {
    "10000":
      "rapport 8INF846 (UQAC, TP2), partie III.B : « environ 10 000 tables de sudoku différentes », sans son calcul",
  },
};
