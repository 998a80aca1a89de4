/**
 * Leçon 4, min-conflits écrit par l'élève : `minConflits(M, fixes, tirages, budget)`.
 *
 * M est une affectation complète (aucune case vide) ; la fonction la répare
 * sur place et renvoie le nombre de pas faits. Au pas p (compté à partir de
 * 0), s'il reste une case libre en conflit :
 *   - `tirages[2p]` choisit la case parmi les cases libres en conflit, rangées
 *     dans l'ordre de lecture ;
 *   - `tirages[2p + 1]` choisit sa nouvelle valeur parmi les valeurs permises
 *     (qu'aucun indice voisin ne porte) qui ont le moins de voisines égales,
 *     par ordre croissant ;
 * chaque fois comme `liste[Math.floor(u * liste.length)]`. Le hasard vient
 * ainsi de l'appelant : à tirages égaux, une seule bonne réponse, et une
 * erreur sur un pas ne décale pas les tirages des suivants. La vérification
 * compare aussi M après chaque pas (recherche-journaux.ts).
 *
 * C'est le min-conflits de la bibliothèque sans marche au hasard
 * (`minConflits(enonce, { marche: 0 })`) : avec les mêmes tirages, il fait
 * exactement les mêmes pas (test/exercices/recherche-min-conflits.test.ts).
 */
import { Hasard } from "../hasard/hasard";
import { minConflits as minConflitsDeLaBibliotheque } from "../recherche/min-conflits";
import { egales } from "./comparaison";
import { casALaPremiereLecture, type Cas, type Exercice } from "./exercice";
import { ANNEXE, SOLUTION, avec } from "./grilles";
import { etatsParTirage } from "./recherche-journaux";
import { fixesEnTexte } from "./recherche-tirages";
import { casTires, entre, grilleEnTexte, grillePleineTiree } from "./tirages";

type Case = [number, number];

/** Vrai si (a, b) et (i, j) sont deux cases différentes d'une même ligne, colonne ou carré. */
function voisines(a: number, b: number, i: number, j: number): boolean {
  if (a === i && b === j) return false;
  const memeCarre =
    Math.floor(a / 3) === Math.floor(i / 3) && Math.floor(b / 3) === Math.floor(j / 3);
  return a === i || b === j || memeCarre;
}

/** Les voisines de (i, j) qui valent v ; `elleAussi` : la case elle-même compte (une erreur). */
function voisinesEgales(M: number[][], i: number, j: number, v: number, elleAussi = false): number {
  let n = elleAussi && M[i][j] === v ? 1 : 0;
  for (let a = 0; a < 9; a++) {
    for (let b = 0; b < 9; b++) if (voisines(a, b, i, j) && M[a][b] === v) n++;
  }
  return n;
}

/** Vrai si un indice voisin de (i, j) porte la valeur v : elle est interdite à (i, j). */
function interdite(M: number[][], fixes: boolean[][], i: number, j: number, v: number): boolean {
  for (let a = 0; a < 9; a++) {
    for (let b = 0; b < 9; b++)
      if (voisines(a, b, i, j) && fixes[a][b] && M[a][b] === v) return true;
  }
  return false;
}

/** Les choix qui font une version, juste ou fausse, de min-conflits. */
interface Choix {
  /** La case est tirée parmi toutes les cases libres, en conflit ou non. */
  toutesLesCases?: boolean;
  /** La case se compte parmi ses propres voisines. */
  elleAussi?: boolean;
  /** Les indices aussi sont des variables. */
  indicesAussi?: boolean;
  /** Les valeurs interdites par un indice voisin sont proposées aussi. */
  domaineComplet?: boolean;
  /** La valeur actuelle de la case n'est jamais gardée. */
  sansValeurActuelle?: boolean;
  /** À égalité, toujours la plus petite valeur. */
  plusPetite?: boolean;
  /** Un pas de plus que le budget. */
  pasDeTrop?: boolean;
  /** Les tirages du pas p lus en tirages[p] et tirages[p + 1], au lieu de tirages[2p] et tirages[2p + 1]. */
  unTirageParPas?: boolean;
}

/** Les cases qui peuvent changer (les cases libres, ou toutes), dans l'ordre de lecture. */
function variables(fixes: boolean[][], choix: Choix): Case[] {
  const cases: Case[] = [];
  for (let i = 0; i < 9; i++) {
    for (let j = 0; j < 9; j++) if (choix.indicesAussi || !fixes[i][j]) cases.push([i, j]);
  }
  return cases;
}

/** Les valeurs permises de (i, j) qui ont le moins de voisines égales, par ordre croissant. */
function valeursMinimales(M: number[][], fixes: boolean[][], [i, j]: Case, choix: Choix): number[] {
  const permises = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter(
    (v) =>
      (choix.domaineComplet || !interdite(M, fixes, i, j, v)) &&
      !(choix.sansValeurActuelle && v === M[i][j]),
  );
  const comptes = permises.map((v) => voisinesEgales(M, i, j, v, choix.elleAussi));
  const minimum = Math.min(...comptes);
  return permises.filter((_, r) => comptes[r] === minimum);
}

function minConflitsSelon(choix: Choix = {}) {
  return (M: number[][], fixes: boolean[][], tirages: number[], budget: number): number => {
    const enConflit = ([i, j]: Case) => voisinesEgales(M, i, j, M[i][j], choix.elleAussi) > 0;
    let p = 0;
    for (; choix.pasDeTrop ? p <= budget : p < budget; p++) {
      const candidates = variables(fixes, choix);
      const fautives = candidates.filter(enConflit);
      if (fautives.length === 0) return p;
      const liste = choix.toutesLesCases ? candidates : fautives;
      const premier = choix.unTirageParPas ? p : 2 * p;
      const [i, j] = liste[Math.floor(tirages[premier] * liste.length)];
      const meilleures = valeursMinimales(M, fixes, [i, j], choix);
      const r = choix.plusPetite ? 0 : Math.floor(tirages[premier + 1] * meilleures.length);
      M[i][j] = meilleures[r];
    }
    return p;
  };
}

// ——— Les cas ———

/** Les cases fixes de l'annexe. */
const FIXES = ANNEXE.map((ligne) => ligne.map((v) => v !== 0));

/**
 * Un départ comme celui de la bibliothèque : chaque case libre, dans l'ordre
 * de lecture, reçoit une de ses valeurs permises, tirée par `hasard` ; puis
 * les tirages des pas, pris au même générateur (2 par pas, et 2 de plus
 * pour qui ferait un pas de trop).
 */
export function departAuHasard(
  enonce: number[][],
  graine: number,
  budget: number,
): { M: number[][]; fixes: boolean[][]; tirages: number[] } {
  const hasard = new Hasard(graine);
  const fixes = enonce.map((ligne) => ligne.map((v) => v !== 0));
  const M = enonce.map((ligne) => [...ligne]);
  for (let i = 0; i < 9; i++) {
    for (let j = 0; j < 9; j++) {
      if (fixes[i][j]) continue;
      const permises = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((v) => !interdite(M, fixes, i, j, v));
      M[i][j] = permises[hasard.entier(permises.length)];
    }
  }
  const tirages = Array.from({ length: 2 * budget + 2 }, () => hasard.reel());
  return { M, fixes, tirages };
}

function casMC(
  description: string,
  M: number[][],
  tirages: number[],
  budget: number,
  contexte: string,
): Cas {
  return {
    description,
    arguments: [M, FIXES, tirages, budget],
    contexte: `M = ${contexte} ; fixes = les indices de l'annexe ; tirages = ${tirages.length} réels de [0, 1) ; budget = ${budget}`,
  };
}

function casAuHasard(description: string, graine: number, budget: number): Cas {
  const { M, tirages } = departAuHasard(ANNEXE, graine, budget);
  return casMC(
    description,
    M,
    tirages,
    budget,
    `l'annexe, chaque case libre remplie par une valeur permise tirée au hasard (graine ${graine})`,
  );
}

/** La solution de l'annexe où la case libre (0, 0) vaut 3 au lieu de 6 : trois cases en conflit. */
const UN_TROIS_EN_TROP = avec(SOLUTION, [[0, 0, 3]]);

/** La solution où la case libre (0, 0) vaut 1, la valeur de deux indices voisins. */
const VALEUR_D_UN_INDICE = avec(SOLUTION, [[0, 0, 1]]);

/**
 * Les cas tirés, chacun sur une autre grille (de 35 à 50 cases vides) : un
 * départ au hasard avec un petit budget, puis un plus grand ; enfin la
 * solution où deux cases libres reçoivent une autre valeur permise, réparée
 * en quelques pas.
 */
function tirerDesReparations(hasard: Hasard): Cas[] {
  return casTires(3, (k) => {
    const S = grillePleineTiree(hasard);
    const enonce = S.map((ligne) => [...ligne]);
    for (const m of hasard
      .melanger(Array.from({ length: 81 }, (_, m) => m))
      .slice(0, entre(hasard, 35, 50)))
      enonce[Math.floor(m / 9)][m % 9] = 0;
    const vides = enonce.flat().filter((v) => v === 0).length;
    const dEnonce = `l'énoncé ${grilleEnTexte(enonce)} (${vides} cases vides)`;
    if (k < 2) {
      const graine = entre(hasard, 1, 1_000_000);
      const budget = k === 0 ? entre(hasard, 1, 10) : entre(hasard, 50, 300);
      const { M, fixes, tirages } = departAuHasard(enonce, graine, budget);
      return {
        description: `un départ au hasard sur une autre grille, budget ${budget}`,
        arguments: [M, fixes, tirages, budget],
        contexte:
          `M = ${dEnonce}, chaque case libre remplie par une valeur permise tirée au hasard (graine ${graine}) : ` +
          `${grilleEnTexte(M)} ; ${fixesEnTexte(fixes)} ; tirages = ${tirages.length} réels de [0, 1) ; budget = ${budget}`,
      };
    }
    const fixes = enonce.map((ligne) => ligne.map((v) => v !== 0));
    const M = S.map((ligne) => [...ligne]);
    const libres = hasard.melanger(
      fixes.flatMap((ligne, i) => ligne.flatMap((f, j) => (f ? [] : [[i, j]]))),
    );
    const changees: string[] = [];
    // La première reçoit n'importe quelle autre valeur (peut-être celle d'un indice voisin), la
    // seconde une autre valeur permise, s'il y en a une.
    libres.slice(0, 2).forEach(([i, j], r) => {
      const autres = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter(
        (v) => v !== S[i][j] && (r === 0 || !interdite(M, fixes, i, j, v)),
      );
      if (autres.length === 0) return;
      M[i][j] = hasard.choisir(autres);
      changees.push(`(${i}, ${j}) vaut ${M[i][j]} au lieu de ${S[i][j]}`);
    });
    const budget = entre(hasard, 4, 12);
    const tirages = Array.from(
      { length: 2 * budget + 2 },
      () => Math.round(hasard.reel() * 1e6) / 1e6,
    );
    return {
      description: `une solution où ${["aucune case libre n'a", "une case libre a", "deux cases libres ont"][changees.length]} une autre valeur, budget ${budget}`,
      arguments: [M, fixes, tirages, budget],
      contexte:
        `M = la solution de ${dEnonce}${changees.length > 0 ? ` où ${changees.join(", ")}` : ""} : ${grilleEnTexte(M)} ; ` +
        `${fixesEnTexte(fixes)} ; tirages = [${tirages.join(", ")}] ; budget = ${budget}`,
    };
  });
}

const casDeMinConflits = casALaPremiereLecture(() => [
  casMC(
    "une solution : aucun conflit, aucun pas",
    SOLUTION,
    [0.5, 0.5, 0.5, 0.5, 0.5, 0.5],
    2,
    "la solution de l'annexe",
  ),
  casMC(
    "un 3 de trop : la case réparée d'un seul pas",
    UN_TROIS_EN_TROP,
    [0.1, 0.9, 0.1, 0.9],
    1,
    "la solution de l'annexe où (0, 0) vaut 3 au lieu de 6",
  ),
  casMC(
    "un 3 de trop, mais le tirage désigne une autre case en conflit",
    UN_TROIS_EN_TROP,
    [0.55, 0.05, 0.65, 0.25, 0.55, 0.05, 0.05, 0.95, 0.35, 0.75, 0.15, 0.45, 0.85, 0.25],
    6,
    "la solution de l'annexe où (0, 0) vaut 3 au lieu de 6",
  ),
  casMC(
    "une case libre porte la valeur de deux indices voisins",
    VALEUR_D_UN_INDICE,
    [0.3, 0.5, 0.3, 0.5, 0.3, 0.5, 0.3, 0.5],
    3,
    "la solution de l'annexe où (0, 0) vaut 1, comme les indices (0, 3) et (6, 0)",
  ),
  casAuHasard("budget nul : aucun pas, M intacte", 3, 0),
  casAuHasard("l'annexe remplie au hasard : 30 pas, pas encore résolue", 3, 30),
  casAuHasard("l'annexe remplie au hasard : résolue en quelques centaines de pas", 84, 1000),
]);

export const exerciceMinConflits: Exercice = {
  nom: "minConflits",
  parametres: ["M", "fixes", "tirages", "budget"],
  obligatoires: 4,
  reference: minConflitsSelon(),
  // Le min-conflits de la bibliothèque porte déjà le nom de l'exercice ; sans marche au hasard,
  // à départ et tirages égaux, il fait exactement ces pas.
  equivalents: [minConflitsDeLaBibliotheque],
  indiceMatrice: 0,
  delai: 1000,
  appelle: [],
  memeValeur: egales,
  journal: etatsParTirage(
    0,
    2,
    2,
    "pas",
    (p) => `le pas ${p} (tirages[${2 * p}] et tirages[${2 * p + 1}])`,
  ),
  tirer: tirerDesReparations,
  get cas() {
    return casDeMinConflits();
  },
  erreurs: [
    {
      code: "mc-case-quelconque",
      titre: "la case est tirée parmi toutes les cases libres, pas parmi celles en conflit",
      explication:
        "Min-conflits ne révise que des variables en conflit : une case sans conflit a déjà une " +
        "bonne valeur pour ses voisines. Tirez la case dans la liste des cases libres dont une " +
        "voisine porte la même valeur.",
      fonction: minConflitsSelon({ toutesLesCases: true }),
    },
    {
      code: "mc-se-compte-elle-meme",
      titre: "la case se compte parmi ses voisines",
      explication:
        "Une case n'est pas sa propre voisine : en la comptant, sa valeur actuelle a toujours un " +
        "conflit de trop, chaque case paraît en conflit et la recherche ne s'arrête jamais. " +
        "Sautez (i, j) quand vous parcourez sa ligne, sa colonne et son carré.",
      fonction: minConflitsSelon({ elleAussi: true }),
    },
    {
      code: "mc-plus-petite-valeur",
      titre: "à égalité, c'est toujours la plus petite valeur qui est prise",
      explication:
        "Les ex æquo se départagent au hasard : meilleures[Math.floor(tirages[2p + 1] × " +
        "meilleures.length)]. Toujours prendre la première, c'est risquer de refaire sans fin les " +
        "mêmes pas.",
      fonction: minConflitsSelon({ plusPetite: true }),
    },
    {
      code: "mc-indices-modifies",
      titre: "un indice de l'énoncé est modifié",
      explication:
        "Les indices ne sont pas des variables : seules les cases où fixes[i][j] vaut false " +
        "peuvent être choisies, même quand un indice est en conflit.",
      fonction: minConflitsSelon({ indicesAussi: true }),
    },
    {
      code: "mc-valeurs-interdites",
      titre: "une valeur portée par un indice voisin est proposée",
      explication:
        "Le domaine d'une case libre ne contient que les valeurs qu'aucun indice voisin ne porte : " +
        "les autres la mettraient en conflit pour toujours, puisqu'un indice ne bouge pas.",
      fonction: minConflitsSelon({ domaineComplet: true }),
    },
    {
      code: "mc-valeur-actuelle-exclue",
      titre: "la case change toujours de valeur",
      explication:
        "Sa valeur actuelle fait partie des candidates : si elle a le moins de conflits (seule " +
        "ou à égalité), elle peut rester, et le pas ne change rien. Ne l'écartez pas de la " +
        "liste des valeurs permises.",
      fonction: minConflitsSelon({ sansValeurActuelle: true }),
    },
    {
      code: "mc-tirages-mal-indexes",
      titre: "le pas p lit tirages[p] au lieu de tirages[2 * p]",
      explication:
        "Chaque pas consomme deux tirages : tirages[2 * p] choisit la case, tirages[2 * p + 1] " +
        "sa valeur. Avec tirages[p] et tirages[p + 1], le pas 1 relit le tirage de valeur du " +
        "pas 0 pour choisir sa case, et tous les pas suivants tirent leurs cases et leurs " +
        "valeurs dans des nombres déjà servis.",
      fonction: minConflitsSelon({ unTirageParPas: true }),
    },
    {
      code: "mc-budget-depasse",
      titre: "un pas de plus que le budget",
      explication:
        "Le budget compte les pas : les pas 0 à budget − 1. La boucle s'arrête quand p atteint " +
        "budget (p < budget, pas p <= budget).",
      fonction: minConflitsSelon({ pasDeTrop: true }),
    },
  ],
};
