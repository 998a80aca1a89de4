/**
 * Questions 5 et 6 : protection et remplissage. Ces fonctions lisent ou
 * modifient M : on observe donc aussi M après l'appel.
 */
import { test } from "../td/contraintes";
import { estProtegee, protection, remplissage, type Case } from "../td/remplissage";
import { ecrireRangee } from "./affichage";
import { differenceDeCases, memeBooleen, memesCases } from "./comparaison";
import type { Hasard } from "../hasard/hasard";
import type { Cas, Exercice } from "./exercice";
import { ANNEXE, PRESQUE_PLEINE, SOLUTION, VIDE, avec } from "./grilles";
import { ecrituresDansM } from "./suivi-de-m";
import { casesRemplies, casTires, entre, grilleEnTexte, grilleTiree } from "./tirages";

// ——— protection ———

function casProtection(description: string, M: number[][], grille: string): Cas {
  return { description, arguments: [M], contexte: `matrice_originale = ${grille}` };
}

export const exerciceProtection: Exercice = {
  nom: "protection",
  parametres: ["matrice_originale"],
  obligatoires: 1,
  reference: protection,
  indiceMatrice: 0,
  lectureSeule: true,
  delai: 1000,
  appelle: [],
  memeValeur: memesCases,
  difference: differenceDeCases,
  // D'autres grilles, de la presque vide à la presque pleine.
  tirer: (hasard) =>
    casTires(3, () => {
      const M = grilleTiree(hasard, entre(hasard, 5, 76));
      const remplies = casesRemplies(M).length;
      return casProtection(
        `une autre grille, ${remplies} cases remplies`,
        M,
        `${grilleEnTexte(M)} (ligne par ligne)`,
      );
    }),
  cas: [
    casProtection("la grille de l'annexe", ANNEXE, "grille de l'annexe"),
    casProtection("une grille vide", VIDE, "grille vide (que des 0)"),
    casProtection("une grille complète", SOLUTION, "solution de l'annexe"),
    casProtection(
      "une seule case remplie, en haut à droite",
      avec(VIDE, [[0, 8, 5]]),
      "grille vide sauf M[0][8] = 5",
    ),
  ],
  erreurs: [
    {
      code: "protection-cases-vides",
      titre: "la liste contient les cases vides au lieu des cases remplies",
      explication:
        "Les cases à protéger sont celles que l'énoncé remplit, où M[i][j] !== 0. " +
        "Ce sont les seules que la résolution ne doit jamais changer.",
      fonction: (M: number[][]) => {
        const liste_protegee: Case[] = [];
        M.forEach((ligne, i) =>
          ligne.forEach((valeur, j) => {
            if (valeur === 0) liste_protegee.push([i, j]);
          }),
        );
        return liste_protegee;
      },
    },
    {
      code: "protection-coordonnees-echangees",
      titre: "les coordonnées sont échangées",
      explication:
        "La liste contient [j, i] au lieu de [i, j]. Une case s'écrit [ligne, colonne] : " +
        "la case remplie M[0][8] donne [0, 8].",
      fonction: (M: number[][]) => protection(M).map(([i, j]): Case => [j, i]),
    },
    {
      code: "protection-affectation",
      titre: "= au lieu de === dans le test de la case",
      explication:
        "La condition if (M[i][j] = 0) écrit 0 dans la case au lieu de la comparer : la grille " +
        "est effacée, et comme la condition vaut 0 (faux), toutes les cases sont gardées. " +
        "Pour comparer, écrivez M[i][j] === 0 (ou !== 0).",
      fonction: (M: number[][]) => {
        const liste_protegee: Case[] = [];
        M.forEach((ligne, i) =>
          ligne.forEach((_valeur, j) => {
            // Le défaut : = écrit 0 dans la case, et la condition, qui vaut 0, est fausse.
            // eslint-disable-next-line no-constant-condition -- c'est l'erreur imitée
            if ((ligne[j] = 0)) return;
            liste_protegee.push([i, j]);
          }),
        );
        return liste_protegee;
      },
    },
    {
      code: "protection-modifie-la-matrice",
      titre: "la fonction modifie la matrice qu'elle reçoit",
      explication:
        "La liste est juste, mais matrice_originale a changé : protection doit seulement la " +
        "lire. Évitez shift, pop, splice, sort ou une affectation M[i][j] = … sur la grille reçue.",
      fonction: (M: number[][]) => {
        const liste_protegee: Case[] = [];
        M.forEach((ligne, i) => {
          // Le défaut : shift() vide la ligne en la parcourant.
          for (let j = 0; ligne.length > 0; j++) {
            if (ligne.shift() !== 0) liste_protegee.push([i, j]);
          }
        });
        return liste_protegee;
      },
    },
  ],
};

// ——— remplissage ———

/**
 * La liste protégée de la grille de l'annexe, celle du carnet. Calculée sans
 * `protection` : pendant la correction de la leçon 1, la version du cours n'est
 * pas dans la cage (src/noyau/sans-references.ts), et ce module se charge quand même.
 */
const PROTEGEES = casesRemplies(ANNEXE);

type Remplissage = (
  i: number,
  j: number,
  M: number[][],
  liste_protegee: Case[],
  sens: boolean,
) => boolean;

/** Un cas sur la grille de l'annexe, où la case (i, j) vaut d'abord `valeur`. */
function casAnnexe(description: string, i: number, j: number, sens: boolean, valeur?: number): Cas {
  const M = valeur === undefined ? ANNEXE : avec(ANNEXE, [[i, j, valeur]]);
  const grille =
    valeur === undefined
      ? "grille de l'annexe"
      : `grille de l'annexe avec M[${i}][${j}] = ${valeur}`;
  return {
    description,
    arguments: [i, j, M, PROTEGEES, sens],
    contexte: `M = ${grille} ; liste_protegee = protection(grille de l'annexe) ; ligne ${i} : ${ecrireRangee(M[i], j)}`,
  };
}

/**
 * Un cas tiré : une autre grille, ses cases remplies protégées ; le plus
 * souvent une case libre, qui contient déjà une valeur d'essai une fois sur
 * deux, sinon une case protégée ; un sens au hasard.
 */
function tirerUnRemplissage(hasard: Hasard): Cas {
  const M = grilleTiree(hasard, entre(hasard, 25, 55));
  const protegees = casesRemplies(M);
  const libres = M.flatMap((ligne, i) =>
    ligne.flatMap((v, j): [number, number][] => (v ? [] : [[i, j]])),
  );
  const protegee = hasard.entier(4) === 0;
  const [i, j] = hasard.choisir(protegee ? protegees : libres);
  if (!protegee && hasard.entier(2) === 0) M[i][j] = entre(hasard, 1, 9);
  const sens = hasard.entier(2) === 0;
  return {
    description: `case (${i}, ${j}) ${protegee ? "protégée" : `qui vaut ${M[i][j]}`}, sens = ${sens}, sur une autre grille`,
    arguments: [i, j, M, protegees, sens],
    contexte:
      `M = ${grilleEnTexte(M)} (ligne par ligne) ; liste_protegee = les cases remplies de M` +
      `${protegee || M[i][j] === 0 ? "" : `, sauf (${i}, ${j}), case libre`} ; ligne ${i} : ${ecrireRangee(M[i], j)}`,
  };
}

/** La bonne recherche de valeur, pour les versions fausses qui se trompent ailleurs. */
function chercheValeur(i: number, j: number, M: number[][], depart: number, fin = 9): boolean {
  for (let nombre = depart; nombre <= fin; nombre++) {
    if (test(i, j, nombre, M)) {
      M[i][j] = nombre;
      return true;
    }
  }
  M[i][j] = 0;
  return false;
}

const sansRemiseAZero: Remplissage = (i, j, M, liste_protegee, sens) => {
  if (estProtegee(i, j, liste_protegee)) return sens;
  const avant = M[i][j];
  if (chercheValeur(i, j, M, avant + 1)) return true;
  M[i][j] = avant; // Le défaut : la valeur essayée reste dans la case.
  return false;
};

const includesDeTableaux: Remplissage = (i, j, M, liste_protegee, sens) => {
  // Le défaut : [i, j] est un tableau neuf, jamais présent dans la liste.
  if (liste_protegee.includes([i, j])) return sens;
  return chercheValeur(i, j, M, M[i][j] + 1);
};

const ecritDansLaCaseProtegee: Remplissage = (i, j, M, liste_protegee, sens) => {
  const trouve = chercheValeur(i, j, M, M[i][j] + 1);
  return estProtegee(i, j, liste_protegee) ? sens : trouve;
};

export const exerciceRemplissage: Exercice = {
  nom: "remplissage",
  parametres: ["i", "j", "M", "liste_protegee", "sens"],
  obligatoires: 5,
  reference: remplissage,
  indiceMatrice: 2,
  delai: 1000,
  appelle: ["test"],
  memeValeur: memeBooleen,
  journal: ecrituresDansM(2),
  tirer: (hasard) => casTires(4, () => tirerUnRemplissage(hasard)),
  cas: [
    casAnnexe("case vide : on y écrit la première valeur possible", 0, 0, true),
    casAnnexe("case déjà remplie : on essaie les valeurs suivantes", 0, 0, true, 3),
    casAnnexe("aucune valeur possible après la valeur actuelle", 0, 0, false, 6),
    {
      description: "la seule valeur possible est 9",
      arguments: [0, 2, PRESQUE_PLEINE, casesRemplies(PRESQUE_PLEINE), true],
      contexte:
        "M = solution de l'annexe où six cases ont été vidées ; liste_protegee = protection(M) ; " +
        `ligne 0 : ${ecrireRangee(PRESQUE_PLEINE[0], 2)}`,
    },
    casAnnexe("case protégée, en avançant (sens = true)", 0, 3, true),
    casAnnexe("case protégée, en reculant (sens = false)", 0, 3, false),
  ],
  erreurs: [
    {
      code: "remplissage-sans-remise-a-zero",
      titre: "la case n'est pas remise à 0 quand aucune valeur ne convient",
      explication:
        "La dernière valeur essayée reste dans M. Or elle gêne les tests des autres cases, et au " +
        "prochain passage la recherche repartirait d'elle au lieu de 1. Avant de renvoyer false, " +
        "écrivez M[i][j] = 0.",
      fonction: sansRemiseAZero,
    },
    {
      code: "remplissage-repart-de-1",
      titre: "la recherche repart de 1 au lieu de M[i][j] + 1",
      explication:
        "En revenant sur une case, on doit essayer les valeurs après celle qu'elle contient : " +
        "les précédentes ont déjà été essayées. Sinon la résolution retrouve sans fin la même " +
        "valeur. Commencez à nombre = M[i][j] + 1.",
      fonction: ((i, j, M, liste_protegee, sens) =>
        estProtegee(i, j, liste_protegee) ? sens : chercheValeur(i, j, M, 1)) as Remplissage,
    },
    {
      code: "remplissage-s-arrete-a-8",
      titre: "la valeur 9 n'est jamais essayée",
      explication:
        "La boucle s'arrête avant 9 (nombre < 9 au lieu de nombre < 10, ou nombre <= 9). " +
        "Les valeurs possibles vont de 1 à 9.",
      fonction: ((i, j, M, liste_protegee, sens) =>
        estProtegee(i, j, liste_protegee)
          ? sens
          : chercheValeur(i, j, M, M[i][j] + 1, 8)) as Remplissage,
    },
    {
      code: "remplissage-includes",
      titre: "liste_protegee.includes([i, j]) ne reconnaît pas les cases protégées",
      explication:
        "includes compare les tableaux par identité (est-ce le même objet ?), pas par contenu : " +
        "[i, j] crée un tableau neuf, qui n'est jamais dans la liste, donc le test est toujours " +
        "faux et les cases de l'énoncé sont modifiées. Comparez les nombres : " +
        "liste_protegee.some(([a, b]) => a === i && b === j).",
      fonction: includesDeTableaux,
    },
    {
      code: "remplissage-protegee-renvoie-true",
      titre: "sur une case protégée, la fonction renvoie true au lieu de sens",
      explication:
        "Une case protégée ne change pas la direction : en reculant (sens = false), il faut " +
        "continuer à reculer. Renvoyer true fait repartir en avant, vers la case qui vient " +
        "d'échouer. Sur une case protégée, renvoyez sens.",
      fonction: ((i, j, M, liste_protegee) =>
        estProtegee(i, j, liste_protegee) || chercheValeur(i, j, M, M[i][j] + 1)) as Remplissage,
    },
    {
      code: "remplissage-ecrit-case-protegee",
      titre: "la fonction change la valeur d'une case protégée",
      explication:
        "Elle renvoie bien sens, mais cherche d'abord une valeur et l'écrit dans la case. Une " +
        "case de l'énoncé ne doit jamais changer : si elle est protégée, renvoyez sens " +
        "tout de suite, sans toucher à M.",
      fonction: ecritDansLaCaseProtegee,
    },
  ],
};
