/**
 * Question 9 : resolution. On vérifie la valeur renvoyée (booléen, ou objet
 * avec `resolue`) et surtout M après l'appel. Les grilles vont de la plus
 * rapide à la plus longue : une résolution fausse est souvent repérée avant
 * la grille de l'annexe, la seule qui demande de reculer beaucoup.
 */
import { avance_case, recule_case } from "../td/cases";
import { protection, remplissage, type Case } from "../td/remplissage";
import { resolution } from "../td/resolution";
import { memeReussite } from "./comparaison";
import type { Hasard } from "../hasard/hasard";
import { BoucleSansFin, type Cas, type Exercice } from "./exercice";
import { test } from "../td/contraintes";
import {
  ANNEXE,
  INDICES_CONTRADICTOIRES,
  INDICES_CONTRADICTOIRES_ET_VIDES,
  PRESQUE_PLEINE,
  SANS_SOLUTION,
  SOLUTION,
  casMatrice,
} from "./grilles";
import { ecrituresDansM } from "./suivi-de-m";
import { casTires, entre, grilleEnTexte, grilleTiree } from "./tirages";

/** La référence renvoie un booléen, comme la résolution du TD. */
function resolutionDuTD(M: number[][]): boolean {
  return resolution(M).resolue;
}

/** Cinq fois les 53 751 tours de la grille de l'annexe, et plus que toute grille tirée (66 455 tours au plus sur 2 000 tirages). */
const TOURS_MAX = 300_000;

type Defaut =
  "sans-arret-a-moins-un" | "sens-garde" | "sans-protection" | "arret-a-8" | "indices-non-verifies";

/**
 * La boucle du TD, avec un défaut (un seul : les indices sont vérifiés avant
 * la boucle, sauf pour le défaut qui l'oublie). Au-delà de `TOURS_MAX` tours,
 * elle ne s'arrêterait pas.
 */
function resolutionFausse(defaut: Defaut) {
  return (M: number[][]): boolean => {
    const matrice_originale = M.map((ligne) => [...ligne]);
    const indicesFaux = protection(matrice_originale).some(([i, j]) => !test(i, j, M[i][j], M));
    if (indicesFaux && defaut !== "indices-non-verifies") return false;
    const liste_protegee: Case[] =
      defaut === "sans-protection" ? [] : protection(matrice_originale);
    const derniere = defaut === "arret-a-8" ? 8 : 9;
    let [i, j] = [0, 0];
    let sens = true;
    for (let tours = 0; tours < TOURS_MAX; tours++) {
      if (remplissage(i, j, M, liste_protegee, sens)) {
        [i, j] = avance_case(i, j);
        sens = true;
      } else {
        [i, j] = recule_case(i, j);
        if (defaut !== "sens-garde") sens = false;
      }
      if (i === derniere) return true;
      if (i === -1 && defaut !== "sans-arret-a-moins-un") return false;
    }
    throw new BoucleSansFin();
  };
}

/**
 * Les cas tirés : deux autres grilles à résoudre (de 30 à 45 cases vides :
 * la boucle du TD les finit en quelques milliers de tours au plus), puis une
 * grille dont un indice contredit un autre.
 */
function tirerDesResolutions(hasard: Hasard): Cas[] {
  return casTires(3, (k) => {
    const M = grilleTiree(hasard, entre(hasard, 30, 45));
    if (k < 2)
      return casMatrice("une autre grille à résoudre", M, `${grilleEnTexte(M)} (ligne par ligne)`);
    // Un indice de plus, qui répète le chiffre d'une autre case remplie de sa ligne.
    for (const i of hasard.melanger([0, 1, 2, 3, 4, 5, 6, 7, 8])) {
      const remplies = M[i].filter((v) => v !== 0);
      const vides = M[i].flatMap((v, j) => (v ? [] : [j]));
      if (remplies.length === 0 || vides.length === 0) continue;
      M[i][hasard.choisir(vides)] = hasard.choisir(remplies);
      break;
    }
    return casMatrice(
      "une autre grille, dont deux indices se contredisent : on attend false et M intacte",
      M,
      `${grilleEnTexte(M)} (ligne par ligne)`,
    );
  });
}

export const exerciceResolution: Exercice = {
  nom: "resolution",
  parametres: ["M"],
  obligatoires: 1,
  reference: resolutionDuTD,
  // La fonction de la bibliothèque qui porte ce nom : verifier la refuse comme la référence.
  equivalents: [resolution],
  indiceMatrice: 0,
  delai: 5000,
  appelle: ["test", "protection", "remplissage", "avance_case", "recule_case"],
  memeValeur: memeReussite,
  journal: ecrituresDansM(0),
  tirer: tirerDesResolutions,
  cas: [
    casMatrice("grille déjà complète", SOLUTION, "solution de l'annexe"),
    casMatrice(
      "grille sans solution : la première case vide n'a aucune valeur possible",
      SANS_SOLUTION,
      "ligne 0 : 0 1 2 3 4 5 6 7 8, un 9 en (3, 0), le reste vide",
    ),
    casMatrice(
      "indices contradictoires dans une grille déjà complète : on attend false",
      INDICES_CONTRADICTOIRES,
      "solution de l'annexe avec un 3 en (0, 0) : deux 3 dans la ligne 0",
    ),
    casMatrice(
      "indices contradictoires, et trois cases vides faciles à remplir : on attend false et M intacte",
      INDICES_CONTRADICTOIRES_ET_VIDES,
      "solution de l'annexe avec un 9 en (8, 8) : deux 9 dans la ligne 8 ; " +
        "(3, 3), (4, 4) et (5, 0) vidées",
    ),
    casMatrice(
      "grille presque pleine : chaque case vide n'a qu'une valeur possible",
      PRESQUE_PLEINE,
      "solution de l'annexe où six cases ont été vidées",
    ),
    casMatrice("grille de l'annexe", ANNEXE, "grille de l'annexe"),
  ],
  erreurs: [
    {
      code: "resolution-sans-arret-a-moins-un",
      titre: "la boucle ne s'arrête pas quand i atteint -1",
      explication:
        "i = -1 veut dire que toutes les valeurs de la première case ont échoué : la grille n'a " +
        "pas de solution, il faut sortir de la boucle (tournetourne = false) et renvoyer false. " +
        "Sinon la boucle continue avec la case (-1, 8), qui n'existe pas : M[-1] vaut undefined.",
      fonction: resolutionFausse("sans-arret-a-moins-un"),
    },
    {
      code: "resolution-sens-garde",
      titre: "sens reste true après un échec",
      explication:
        "Quand remplissage renvoie false, il faut reculer ET écrire sens = false. Sinon, en " +
        "reculant sur une case protégée, remplissage renvoie true : on repart en avant vers la " +
        "case qui vient d'échouer, elle échoue encore, et la boucle tourne sans fin.",
      fonction: resolutionFausse("sens-garde"),
    },
    {
      code: "resolution-sans-protection",
      titre: "les cases de l'énoncé ne sont pas protégées",
      explication:
        "Les cases d'indice sont alors changées par remplissage comme les autres. Avant la boucle, gardez " +
        "une copie de M (matrice_originale), calculez liste_protegee = protection(matrice_originale) " +
        "et passez cette liste à chaque appel de remplissage.",
      fonction: resolutionFausse("sans-protection"),
    },
    {
      code: "resolution-indices-non-verifies",
      titre: "les indices ne sont pas vérifiés avant la boucle",
      explication:
        "remplissage saute une case protégée sans jamais appeler test : si deux indices se " +
        "contredisent, la boucle ne le voit pas, arrive en (9, 0) et annonce une grille résolue " +
        "qui est fausse. Avant la boucle, pour chaque case (i, j) de liste_protegee, appelez " +
        "test(i, j, M[i][j], M) : s'il est faux, renvoyez false sans toucher à M.",
      fonction: resolutionFausse("indices-non-verifies"),
    },
    {
      code: "resolution-arret-a-8",
      titre: "la boucle s'arrête quand i atteint 8 au lieu de 9",
      explication:
        "i = 8 est la dernière ligne, pas encore remplie. La grille est finie quand on a dépassé " +
        "la case (8, 8) : avance_case donne alors (9, 0), donc il faut tester i === 9.",
      fonction: resolutionFausse("arret-a-8"),
    },
  ],
};
