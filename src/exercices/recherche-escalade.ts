/**
 * Leçon 4, un pas d'escalade par la plus forte pente sur la formulation de
 * Lewis : `meilleurEchange(M, fixes)` renvoie l'échange [i1, j1, i2, j2] qui
 * fait le plus baisser le coût, ou `null` si aucun ne le fait baisser (un
 * optimum local). M n'est que lue.
 *
 * Pour que chaque cas n'ait qu'une réponse, l'ordre de parcours est imposé :
 * les carrés de 0 à 8, et dans chaque carré les paires de cases libres
 * (a avant b dans l'ordre de lecture) ; à égalité, le premier échange trouvé
 * est gardé.
 */
import type { Hasard } from "../hasard/hasard";
import { egales } from "./comparaison";
import type { Cas, Exercice } from "./exercice";
import { SOLUTION, avec } from "./grilles";
import { FIXES_ANNEXE, LEWIS_ANNEXE } from "./recherche-lewis";
import {
  carresTires,
  casesDuCarre,
  configurationTiree,
  fixesEnTexte,
  fixesTirees,
} from "./recherche-tirages";
import { casTires, entre, grilleEnTexte, grillePleineTiree } from "./tirages";

type Echange = [number, number, number, number];
type Case = [number, number];

/** Les cases libres du carré c, dans l'ordre de lecture. */
function casesLibres(fixes: boolean[][], c: number, avecFixes = false): Case[] {
  const [i0, j0] = [3 * Math.floor(c / 3), 3 * (c % 3)];
  const cases: Case[] = [];
  for (let i = i0; i < i0 + 3; i++) {
    for (let j = j0; j < j0 + 3; j++) if (avecFixes || !fixes[i][j]) cases.push([i, j]);
  }
  return cases;
}

/** Le coût de Lewis : valeurs manquantes de chaque ligne et de chaque colonne. */
function coutDe(M: number[][]): number {
  let total = 0;
  for (let k = 0; k < 9; k++) {
    total += 9 - new Set(M[k]).size;
    total += 9 - new Set(M.map((ligne) => ligne[k])).size;
  }
  return total;
}

/** Les choix qui font une version, juste ou fausse, du pas d'escalade. */
interface Choix {
  /** Les cases fixes aussi peuvent être échangées. */
  avecFixes?: boolean;
  /** On s'arrête au premier échange qui améliore. */
  premier?: boolean;
  /** Un échange qui laisse le coût égal est renvoyé aussi. */
  neutreAccepte?: boolean;
  /** À égalité, le dernier échange trouvé remplace le meilleur. */
  dernier?: boolean;
  /** L'échange d'essai n'est pas défait. */
  sansDefaire?: boolean;
}

function pasDEscalade(choix: Choix = {}) {
  return (M: number[][], fixes: boolean[][]): Echange | null => {
    const avant = coutDe(M);
    let meilleur: Echange | null = null;
    let meilleurDelta = 0;
    for (let c = 0; c < 9; c++) {
      const cases = casesLibres(fixes, c, choix.avecFixes);
      for (let r = 0; r < cases.length; r++) {
        for (let s = r + 1; s < cases.length; s++) {
          const [[i1, j1], [i2, j2]] = [cases[r], cases[s]];
          [M[i1][j1], M[i2][j2]] = [M[i2][j2], M[i1][j1]];
          const delta = coutDe(M) - avant;
          if (!choix.sansDefaire) [M[i1][j1], M[i2][j2]] = [M[i2][j2], M[i1][j1]];
          const mieux =
            meilleur === null
              ? delta < 0 || (choix.neutreAccepte === true && delta === 0)
              : delta < meilleurDelta || (choix.dernier === true && delta === meilleurDelta);
          if (mieux) {
            meilleur = [i1, j1, i2, j2];
            meilleurDelta = delta;
            if (choix.premier) return meilleur;
          }
        }
      }
    }
    return meilleur;
  };
}

// ——— Les grilles des cas ———

/**
 * Un optimum local (coût > 0) : l'escalade menée depuis l'état initial de
 * Lewis de l'annexe, en appliquant le pas de la référence tant qu'il trouve
 * un échange. Écrit tel quel, et non calculé au chargement : pendant la
 * correction de la leçon 4, la référence n'est pas dans la cage
 * (src/noyau/sans-references.ts). Un test vérifie que c'est bien là que
 * mène l'escalade (test/exercices/recherche-locale.test.ts).
 */
export const MINIMUM_LOCAL_ANNEXE = [
  [4, 6, 9, 1, 2, 3, 4, 7, 8],
  [7, 1, 3, 5, 9, 8, 5, 6, 2],
  [2, 8, 5, 6, 4, 7, 3, 1, 9],
  [8, 4, 6, 5, 7, 9, 2, 3, 1],
  [2, 9, 1, 3, 1, 4, 7, 5, 6],
  [5, 3, 7, 8, 2, 6, 9, 8, 4],
  [1, 2, 4, 3, 8, 7, 6, 2, 5],
  [9, 5, 3, 9, 6, 1, 8, 4, 7],
  [6, 7, 8, 4, 5, 2, 1, 9, 3],
];

/** La solution où (0, 0) et (1, 1), libres dans l'annexe, sont échangées. */
const DIAGONALE = avec(SOLUTION, [
  [0, 0, SOLUTION[1][1]],
  [1, 1, SOLUTION[0][0]],
]);

/** De même dans le carré 0 et dans le carré 8 : deux échanges réparent chacun la moitié. */
const DEUX_CARRES = avec(DIAGONALE, [
  [7, 7, SOLUTION[8][8]],
  [8, 8, SOLUTION[7][7]],
]);

/**
 * La solution où l'indice (0, 3) de l'annexe (le 1) est échangé avec la case
 * libre (1, 4) : le meilleur échange, les remettre, est interdit.
 */
const INDICE_DEPLACE = avec(SOLUTION, [
  [0, 3, SOLUTION[1][4]],
  [1, 4, SOLUTION[0][3]],
]);

function casPas(description: string, M: number[][], contexte: string): Cas {
  return {
    description,
    arguments: [M, FIXES_ANNEXE],
    contexte: `M = ${contexte} ; fixes = les indices de l'annexe`,
  };
}

/** Échange les valeurs de deux cases de M. */
function permuter(M: number[][], [i1, j1]: Case, [i2, j2]: Case): void {
  [M[i1][j1], M[i2][j2]] = [M[i2][j2], M[i1][j1]];
}

/**
 * Les cas tirés, chacun sur une autre solution et d'autres cases libres (de
 * 2 à 7 dans 4 à 9 carrés) : une configuration de Lewis tirée (beaucoup
 * d'échanges améliorent, le meilleur est à trouver) ; la solution où deux
 * paires de cases libres, dans deux carrés, sont échangées (deux
 * réparations : à égalité, la première dans l'ordre) ; la solution où un
 * indice et une case libre d'un même carré sont échangés (la réparation
 * toucherait l'indice).
 */
function tirerDesPas(hasard: Hasard): Cas[] {
  return casTires(3, (k) => {
    const S = grillePleineTiree(hasard);
    const carres = carresTires(hasard, entre(hasard, 4, 9));
    const fixes = fixesTirees(hasard, carres, 2, 7);
    const libres = (c: number) => casesDuCarre(c).filter(([i, j]) => !fixes[i][j]);
    let quoi = "une solution tirée dont les cases libres de chaque carré sont mélangées";
    let M = S;
    if (k === 0) M = configurationTiree(hasard, S, fixes);
    else if (k === 1) {
      const echanges = hasard
        .melanger([...carres])
        .slice(0, 2)
        .map((c) => hasard.melanger(libres(c)).slice(0, 2) as [Case, Case]);
      for (const [a, b] of echanges) permuter(M, a, b);
      quoi = `une solution tirée où ${echanges.map(([[i1, j1], [i2, j2]]) => `(${i1}, ${j1}) et (${i2}, ${j2})`).join(", puis ")} sont échangées`;
    } else {
      const c = hasard.choisir(carres);
      const indice = hasard.choisir(casesDuCarre(c).filter(([i, j]) => fixes[i][j]));
      const libre = hasard.choisir(libres(c));
      permuter(M, indice, libre);
      quoi = `une solution tirée où l'indice (${indice.join(", ")}) et la case libre (${libre.join(", ")}) sont échangés`;
    }
    return {
      description: quoi,
      arguments: [M, fixes],
      contexte: `M = ${grilleEnTexte(M)} (ligne par ligne) ; ${fixesEnTexte(fixes)}`,
    };
  });
}

export const exerciceMeilleurEchange: Exercice = {
  nom: "meilleurEchange",
  parametres: ["M", "fixes"],
  obligatoires: 2,
  reference: pasDEscalade(),
  indiceMatrice: 0,
  lectureSeule: true,
  delai: 1000,
  appelle: ["cout"],
  memeValeur: egales,
  // Pas de journal : la réponse, un seul échange, est entièrement fixée par l'ordre de parcours
  // imposé ; la façon de mesurer chaque échange (le faire et le défaire, ou calculer sur une
  // copie) est libre, et rien d'autre ne se voit dans M.
  tirer: tirerDesPas,
  cas: [
    casPas(
      "l'état initial de Lewis pour l'annexe",
      LEWIS_ANNEXE,
      "l'annexe dont chaque carré est complété par ses valeurs manquantes, dans l'ordre",
    ),
    casPas("une solution : aucun échange n'améliore", SOLUTION, "solution de l'annexe"),
    casPas(
      "deux cases libres échangées : les remettre",
      DIAGONALE,
      "solution de l'annexe où (0, 0) et (1, 1) sont échangées",
    ),
    casPas(
      "deux réparations aussi bonnes l'une que l'autre : la première dans l'ordre",
      DEUX_CARRES,
      "solution de l'annexe où (0, 0) et (1, 1), puis (7, 7) et (8, 8), sont échangées",
    ),
    casPas(
      "le meilleur échange toucherait un indice",
      INDICE_DEPLACE,
      "solution de l'annexe où l'indice (0, 3) et la case libre (1, 4) sont échangés",
    ),
    casPas(
      "un optimum local : des échanges neutres, aucun qui améliore",
      MINIMUM_LOCAL_ANNEXE,
      "l'escalade menée depuis l'état initial de Lewis pour l'annexe, jusqu'à ce qu'aucun échange n'améliore",
    ),
  ],
  erreurs: [
    {
      code: "escalade-premier-qui-ameliore",
      titre: "le premier échange qui améliore est renvoyé, pas le meilleur",
      explication:
        "C'est l'escalade « premier choix ». La plus forte pente évalue tous les échanges et " +
        "garde celui qui fait le plus baisser le coût.",
      fonction: pasDEscalade({ premier: true }),
    },
    {
      code: "escalade-neutre-accepte",
      titre: "un échange qui laisse le coût égal est renvoyé",
      explication:
        "Un pas d'escalade doit faire baisser le coût strictement : sinon, c'est un optimum " +
        "local et la fonction renvoie null. Accepter les échanges neutres, c'est risquer de " +
        "tourner en rond sur un plateau.",
      fonction: pasDEscalade({ neutreAccepte: true }),
    },
    {
      code: "escalade-indices-echanges",
      titre: "des indices de l'énoncé sont échangés",
      explication: "Seules les cases libres bougent : sautez les cases où fixes[i][j] vaut true.",
      fonction: pasDEscalade({ avecFixes: true }),
    },
    {
      code: "escalade-dernier-des-meilleurs",
      titre: "à égalité, le dernier échange trouvé est gardé",
      explication:
        "Ne remplacez le meilleur échange que par un échange strictement meilleur (<, pas <=) : " +
        "à égalité, on garde le premier dans l'ordre de parcours.",
      fonction: pasDEscalade({ dernier: true }),
    },
    {
      code: "escalade-essai-non-defait",
      titre: "l'échange d'essai n'est pas défait",
      explication:
        "Pour mesurer un échange, on peut le faire, calculer le coût, puis le défaire : " +
        "sans ce dernier échange, M change à chaque essai et les coûts suivants sont faux.",
      fonction: pasDEscalade({ sansDefaire: true }),
    },
  ],
};
