/**
 * Leçon 2, « trouvez le bogue » : `labelsDesCases(M)`, le label de chaque case
 * d'une grille (son chiffre pour une case d'indice, les chiffres que `test`
 * permet pour une case vide). La version fautive donnée dans la leçon reprend
 * les deux bogues du programme du rapport 8INF846 :
 *   - un seul tableau, rangé dans toutes les cases : ce qu'on retire du label
 *     d'une case disparaît de toutes ;
 *   - des valeurs retirées du tableau que l'on est en train de parcourir : la
 *     valeur qui suit chaque valeur retirée est sautée.
 */
import { test } from "../td/contraintes";
import { egales } from "./comparaison";
import type { Hasard } from "../hasard/hasard";
import type { Cas, ErreurTypique, Exercice } from "./exercice";
import { ANNEXE, SOLUTION, VIDE, avec, casMatrice } from "./grilles";
import { casTires, entre, grilleEnTexte, grilleTiree } from "./tirages";

type Labels = number[][][];

const CHIFFRES = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** La référence : un tableau neuf par case, rempli par `filter`, qui ne retire rien en parcourant. */
function labelsDesCases(M: number[][]): Labels {
  return M.map((ligne, i) =>
    ligne.map((valeur, j) =>
      valeur !== 0 ? [valeur] : CHIFFRES.filter((chiffre) => test(i, j, chiffre, M)),
    ),
  );
}

/**
 * Une version à la manière du rapport 8INF846 : chaque case reçoit un label
 * de départ, les cases d'indice sont réduites à leur chiffre, puis on retire
 * de chaque label les chiffres que `test` refuse.
 */
function labelsALaManiereDu8INF846(options: {
  partage: boolean;
  retraitPendantLeParcours: boolean;
  indicesReduits: boolean;
}) {
  return (M: number[][]): Labels => {
    const domaine = [...CHIFFRES];
    const labels = M.map((ligne) => ligne.map(() => (options.partage ? domaine : [...CHIFFRES])));
    M.forEach((ligne, i) =>
      ligne.forEach((valeur, j) => {
        if (valeur !== 0 && options.indicesReduits) labels[i][j] = [valeur];
      }),
    );
    M.forEach((ligne, i) =>
      ligne.forEach((valeur, j) => {
        if (valeur !== 0 && options.indicesReduits) return;
        const label = labels[i][j];
        const parcours = options.retraitPendantLeParcours ? label : [...label];
        for (const chiffre of parcours) {
          if (!test(i, j, chiffre, M)) label.splice(label.indexOf(chiffre), 1);
        }
      }),
    );
    return labels;
  };
}

/**
 * La fonction fautive de la leçon : les deux bogues à la fois. Elle n'est
 * pas exportée : la fabrique, qui ne sert qu'aux erreurs typiques, ne reste
 * ainsi pas dans la bibliothèque de la correction, où une copie
 * l'appellerait, ses trois options à false, pour avoir la version juste.
 */
const labelsFautifs = labelsALaManiereDu8INF846({
  partage: true,
  retraitPendantLeParcours: true,
  indicesReduits: true,
});

/** Deux cases dont le label est le même tableau, s'il y en a : « (0, 0) et (0, 2) ». */
function casesQuiPartagent(labels: unknown): string | undefined {
  if (!Array.isArray(labels)) return undefined;
  const vus = new Map<unknown, string>();
  for (const [i, ligne] of labels.entries()) {
    if (!Array.isArray(ligne)) continue;
    for (const [j, label] of ligne.entries()) {
      if (!Array.isArray(label)) continue;
      const deja = vus.get(label);
      if (deja !== undefined) return `${deja} et (${i}, ${j})`;
      vus.set(label, `(${i}, ${j})`);
    }
  }
  return undefined;
}

/**
 * Les mêmes labels, partagés de la même façon : la référence a un tableau à
 * part pour chaque case, et une erreur typique partage les siens comme l'élève.
 */
function memesLabels(attendue: unknown, obtenue: unknown): boolean {
  return egales(attendue, obtenue) && casesQuiPartagent(attendue) === casesQuiPartagent(obtenue);
}

/** La première case dont le label diffère, ou deux cases qui partagent le leur. */
function differenceDeLabels(attendue: unknown, obtenue: unknown): string | undefined {
  if (!Array.isArray(attendue) || !Array.isArray(obtenue)) return undefined;
  for (const [i, ligne] of (attendue as Labels).entries()) {
    for (const [j, label] of ligne.entries()) {
      const obtenu: unknown = Array.isArray(obtenue[i]) ? obtenue[i][j] : undefined;
      if (!egales(label, obtenu)) {
        return `case (${i}, ${j}) : label attendu [${label.join(", ")}], obtenu ${JSON.stringify(obtenu)}`;
      }
    }
  }
  const partage = casesQuiPartagent(obtenue);
  return (
    partage && `les cases ${partage} ont le même tableau pour label : modifier l'un modifie l'autre`
  );
}

const erreurs: ErreurTypique[] = [
  {
    code: "labels-bogues-du-8INF846",
    titre: "la fonction fautive telle quelle : ses deux bogues",
    explication:
      "Deux bogues s'ajoutent. Toutes les cases vides reçoivent le même tableau domaine : " +
      "ce qu'on retire du label d'une case disparaît de toutes. Et le label est parcouru par " +
      "for…of pendant qu'on en retire des valeurs : la valeur qui suit chaque valeur retirée " +
      "est sautée. Donnez à chaque case son propre tableau ([...domaine], ou filter), et ne " +
      "retirez rien du tableau que vous parcourez.",
    fonction: labelsFautifs,
  },
  {
    code: "labels-partages",
    titre: "toutes les cases vides partagent le même tableau",
    explication:
      "ligne.map(() => domaine) range dans chaque case le même tableau, comme fill dans la " +
      "leçon 0 : retirer un chiffre du label d'une case le retire de toutes. Chaque case doit " +
      "avoir son propre tableau : ligne.map(() => [...domaine]).",
    fonction: labelsALaManiereDu8INF846({
      partage: true,
      retraitPendantLeParcours: false,
      indicesReduits: true,
    }),
  },
  {
    code: "labels-retrait-pendant-le-parcours",
    titre: "des valeurs sont retirées du tableau que l'on parcourt",
    explication:
      "for (const chiffre of label) avance d'une place à chaque tour ; splice décale d'une place " +
      "tout ce qui suit la valeur retirée : la valeur suivante prend sa place et n'est jamais " +
      "examinée. Parcourez une copie (for (const chiffre of [...label])), ou construisez le " +
      "label par filter.",
    fonction: labelsALaManiereDu8INF846({
      partage: false,
      retraitPendantLeParcours: true,
      indicesReduits: true,
    }),
  },
  {
    code: "labels-indices-filtres",
    titre: "les cases d'indice sont traitées comme les cases vides",
    explication:
      "Le label d'une case d'indice est son chiffre, et lui seul : [M[i][j]]. Filtrée par test " +
      "comme une case vide, elle garderait d'autres chiffres que le sien.",
    fonction: labelsALaManiereDu8INF846({
      partage: false,
      retraitPendantLeParcours: false,
      indicesReduits: false,
    }),
  },
];

/**
 * D'autres grilles : peu d'indices (le tableau partagé perd des chiffres
 * qu'une case lointaine doit garder), beaucoup (des chiffres voisins à
 * retirer d'un même label), puis un nombre quelconque.
 */
function tirerDesGrilles(hasard: Hasard): Cas[] {
  return casTires(3, (k) => {
    const vides =
      k === 0 ? entre(hasard, 66, 78) : k === 1 ? entre(hasard, 8, 30) : entre(hasard, 20, 70);
    const M = grilleTiree(hasard, vides);
    return casMatrice(
      `une grille de ${81 - vides} indices`,
      M,
      `${grilleEnTexte(M)} (ligne par ligne)`,
    );
  });
}

export const exerciceLabelsDesCases: Exercice = {
  nom: "labelsDesCases",
  parametres: ["M"],
  obligatoires: 1,
  reference: labelsDesCases,
  indiceMatrice: 0,
  lectureSeule: true,
  delai: 1000,
  appelle: [],
  memeValeur: memesLabels,
  difference: differenceDeLabels,
  erreurs,
  tirer: tirerDesGrilles,
  cas: [
    casMatrice("grille vide : chaque case a son propre label, 1 à 9", VIDE, "grille vide"),
    casMatrice(
      "un seul indice : seules ses voisines perdent son chiffre",
      avec(VIDE, [[0, 0, 5]]),
      "grille vide avec un 5 en (0, 0)",
    ),
    casMatrice(
      "deux indices qui se suivent, 1 et 2 : une case vide doit perdre les deux",
      avec(VIDE, [
        [0, 0, 1],
        [0, 1, 2],
      ]),
      "grille vide avec 1 en (0, 0) et 2 en (0, 1)",
    ),
    casMatrice(
      "une seule case vide : son label est le seul chiffre qui lui manque",
      avec(SOLUTION, [[4, 4, 0]]),
      "solution de l'annexe où la case (4, 4) est vidée",
    ),
    casMatrice("grille de l'annexe", ANNEXE, "grille de l'annexe"),
  ],
};
