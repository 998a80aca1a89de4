/**
 * Leçon 4, la boucle du recuit simulé de Lewis écrite par l'élève :
 * `recuitSimule(M, fixes, tirages, reglages)`.
 *
 * Le hasard vient de l'appelant, comme pour `accepter` : `tirages[k]` vaut
 * [i1, j1, i2, j2, u], l'échange proposé à la k-ième évaluation (deux cases
 * libres d'un même carré) et le réel de [0, 1) qui décide de l'accepter.
 * La fonction ne tire donc rien : à tirages égaux, une seule bonne réponse,
 * et l'on compare tout, la meilleure grille comme les compteurs, et M, que
 * la boucle modifie sur place, après chaque tirage (recherche-journaux.ts).
 *
 * Le schéma est celui de la bibliothèque (`src/recherche/recuit.ts`) :
 * chaînes de (cases libres)² pas à température constante, T ← α·T à la fin
 * de chaque chaîne, réchauffe (T ← T0) après `chainesSansProgres` chaînes
 * sans nouveau record depuis la dernière réchauffe, arrêt au coût 0 ou au
 * budget d'évaluations, et la meilleure configuration rendue. La température
 * au pas m d'une descente, T0·α^⌊m / L⌋, se calcule dans la boucle (elle
 * était un exercice à part, `temperatureAuPas`) : ses fautes (refroidir à
 * chaque pas, au début des chaînes, des chaînes trop courtes) sont des
 * erreurs typiques de `recuitSimule`.
 */
import { Hasard } from "../hasard/hasard";
import { ConfigurationLewis } from "../recherche/lewis";
import { recuit } from "../recherche/recuit";
import { casALaPremiereLecture, type Cas, type Exercice } from "./exercice";
import { SOLUTION, avec } from "./grilles";
import { etatsParTirage } from "./recherche-journaux";
import { fixesHors } from "./recherche-lewis";
import { champsDifferents, memeDonnee } from "./recherche-resultats";
import { carresTires, configurationTiree, fixesEnTexte, fixesTirees } from "./recherche-tirages";
import { casTires, entre, grilleEnTexte, grillePleineTiree } from "./tirages";

/** Les réglages du recuit, fixés par l'appelant. */
export interface ReglagesRecuit {
  /** La température initiale T0 (celle des réchauffes aussi). */
  t0: number;
  /** α : T est multipliée par α à la fin de chaque chaîne. */
  alpha: number;
  /** Chaînes de suite sans nouveau record avant de réchauffer. */
  chainesSansProgres: number;
  /** Évaluations (échanges proposés) au plus. */
  budget: number;
}

export interface ResultatRecuit {
  meilleure: number[][];
  meilleurCout: number;
  evaluations: number;
  rechauffes: number;
}

/** Les écarts au schéma qui font une erreur typique. */
interface ChoixRecuit {
  /** T est multipliée par α à chaque pas, pas à chaque chaîne. */
  refroidirAChaquePas?: boolean;
  /** Une chaîne compte (cases libres) pas, pas leur carré. */
  chaineDeLibres?: boolean;
  /** La configuration rendue est la dernière, pas la meilleure. */
  derniere?: boolean;
  /** Jamais de réchauffe. */
  sansRechauffe?: boolean;
  /** Le record n'est pas remis au coût courant à la réchauffe : le progrès se mesure au meilleur coût de toute la recherche. */
  recordGlobal?: boolean;
  /** Une évaluation de plus que le budget. */
  budgetDepasse?: boolean;
  /** On continue après avoir atteint le coût 0. */
  sansArretAZero?: boolean;
  /** Un échange refusé n'est pas défait : M le garde, le coût courant retenu ne le suit plus. */
  refusNonDefait?: boolean;
  /** δ de mauvais signe : coût courant moins nouveau coût. */
  deltaInverse?: boolean;
  /** T est multipliée par α au début de chaque chaîne au lieu de la fin : la première est déjà à α·T0. */
  refroidiDEmblee?: boolean;
}

/** Les valeurs d'une configuration, remises en matrice 9×9. */
const enMatrice = (valeurs: ArrayLike<number>) =>
  Array.from({ length: 9 }, (_, i) => Array.from({ length: 9 }, (_, j) => valeurs[9 * i + j]));

function recuitSelon(choix: ChoixRecuit = {}) {
  return (
    M: number[][],
    fixes: boolean[][],
    tirages: number[][],
    reglages: ReglagesRecuit,
  ): ResultatRecuit => {
    const { t0, alpha, chainesSansProgres, budget } = reglages;
    const c = new ConfigurationLewis(M.flat(), fixes.flat());
    const libres = fixes.flat().filter((f) => !f).length;
    const longueur = choix.chaineDeLibres ? libres : libres * libres;
    const limite = choix.budgetDepasse ? budget + 1 : budget;
    let t = t0;
    let meilleure = c.valeurs.slice();
    let meilleurCout = c.cout;
    // Le plus bas coût depuis la dernière réchauffe : c'est lui qu'une chaîne doit battre.
    let record = c.cout;
    let [evaluations, rechauffes, pas, sansProgres, progres] = [0, 0, 0, 0, false];
    // Le coût courant tel que la boucle le retient : celui de M, sauf si un refus n'est pas défait.
    let courant = c.cout;
    while ((choix.sansArretAZero || courant > 0) && evaluations < limite) {
      const [i1, j1, i2, j2, u] = tirages[evaluations++];
      const [a, b] = [9 * i1 + j1, 9 * i2 + j2];
      const nouveau = c.cout + c.deltaEchange(a, b);
      const delta = choix.deltaInverse ? courant - nouveau : nouveau - courant;
      // Refroidir au début de chaque chaîne, c'est la même suite de températures multipliée par α.
      const T = choix.refroidiDEmblee ? t * alpha : t;
      const accepte = delta <= 0 || u < Math.exp(-delta / T);
      if (accepte || choix.refusNonDefait) {
        c.echanger(a, b);
        // M suit la configuration, comme dans la leçon (l'échange accepté y reste).
        [M[i1][j1], M[i2][j2]] = [M[i2][j2], M[i1][j1]];
      }
      if (accepte) {
        courant = nouveau;
        if (courant < meilleurCout) [meilleure, meilleurCout] = [c.valeurs.slice(), courant];
        if (courant < record) [record, progres] = [courant, true];
      }
      if (choix.refroidirAChaquePas) t *= alpha;
      if (++pas < longueur) continue;
      // Fin d'une chaîne : réchauffer si la recherche stagne, sinon refroidir.
      sansProgres = progres ? 0 : sansProgres + 1;
      [pas, progres] = [0, false];
      if (!choix.sansRechauffe && sansProgres >= chainesSansProgres) {
        [t, sansProgres] = [t0, 0];
        rechauffes++;
        if (!choix.recordGlobal) record = courant;
      } else if (!choix.refroidirAChaquePas) {
        t *= alpha;
      }
    }
    return choix.derniere
      ? { meilleure: enMatrice(c.valeurs), meilleurCout: courant, evaluations, rechauffes }
      : { meilleure: enMatrice(meilleure), meilleurCout, evaluations, rechauffes };
  };
}

// ——— Les cas ———

/**
 * `nombre` tirages pour une configuration : l'échange que proposerait le
 * recuit de la bibliothèque (un carré mobile, deux de ses cases libres), puis
 * un réel de [0, 1), tirés d'un générateur à graine.
 */
export function tiragesPour(
  M: number[][],
  fixes: boolean[][],
  nombre: number,
  graine: number,
): number[][] {
  const c = new ConfigurationLewis(M.flat(), fixes.flat());
  const hasard = new Hasard(graine);
  return Array.from({ length: nombre }, () => {
    const [a, b] = c.echangeAuHasard(hasard);
    // Au millionième près : les pièces de la correction, qui recopient les tirages, restent légères.
    return [
      Math.floor(a / 9),
      a % 9,
      Math.floor(b / 9),
      b % 9,
      Math.round(hasard.reel() * 1e6) / 1e6,
    ];
  });
}

/** M où les valeurs des cases libres de chaque carré sont mélangées (les carrés restent complets). */
function melangee(M: number[][], fixes: boolean[][], graine: number): number[][] {
  const c = new ConfigurationLewis(M.flat(), fixes.flat());
  const hasard = new Hasard(graine);
  for (let k = 0; k < 200; k++) {
    if (c.carresMobiles.length === 0) break;
    const [a, b] = c.echangeAuHasard(hasard);
    c.echanger(a, b);
  }
  return enMatrice(c.valeurs);
}

function casRecuit(
  description: string,
  M: number[][],
  fixes: boolean[][],
  reglages: ReglagesRecuit,
  graine: number,
  contexte: string,
): Cas {
  // Quelques tirages de plus que le budget : un dépassement se voit dans les compteurs.
  const tirages = tiragesPour(M, fixes, reglages.budget + 5, graine);
  return {
    description,
    arguments: [M, fixes, tirages, Object.freeze({ ...reglages })],
    contexte: `${contexte} ; tirages : générateur de graine ${graine}`,
  };
}

/** La solution de l'annexe où deux indices du carré 2, l'un sous l'autre, sont échangés : aucun échange permis ne la répare. */
const SANS_SOLUTION_LEWIS = avec(SOLUTION, [
  [0, 6, SOLUTION[1][6]],
  [1, 6, SOLUTION[0][6]],
]);

const DIAGONALE = fixesHors([0, 4, 8]);
const CINQ_CARRES = fixesHors([0, 2, 4, 6, 8]);
const RAPIDE = { t0: 1, alpha: 0.8, chainesSansProgres: 3 };
const LENT = { t0: 1.5, alpha: 0.9, chainesSansProgres: 3 };

const EN_DIAGONALE =
  "fixes : tout sauf les 15 cases (i + j pair) des carrés 0, 4 et 8 (chaînes de 225 pas)";
const EN_CINQ_CARRES =
  "fixes : tout sauf les 25 cases (i + j pair) des carrés 0, 2, 4, 6 et 8 (chaînes de 625 pas)";

/**
 * Les cas tirés, chacun sur une autre solution : peu de cases libres (deux
 * ou trois carrés), puis davantage (quatre carrés), où le recuit finit
 * souvent par résoudre ; puis une grille sans solution de Lewis (deux
 * indices d'un carré, l'un sous l'autre, échangés), où il réchauffe. Les
 * réglages sont tirés aussi ; les budgets restent petits, car les pièces de
 * la correction recopient les tirages.
 */
function tirerDesRecuits(hasard: Hasard): Cas[] {
  return casTires(3, (k) => {
    const S = grillePleineTiree(hasard);
    const carres = carresTires(hasard, k === 1 ? 4 : entre(hasard, 2, 3));
    const fixes = fixesTirees(hasard, carres, 3, 5);
    let quoi = "une solution tirée";
    if (k === 2) {
      // Deux indices d'une même colonne, dans un carré sans case libre : aucun échange ne les remet.
      const c = hasard.choisir([0, 1, 2, 3, 4, 5, 6, 7, 8].filter((d) => !carres.includes(d)));
      const [i0, j] = [3 * Math.floor(c / 3), 3 * (c % 3) + hasard.entier(3)];
      const [i1, i2] = hasard.melanger([i0, i0 + 1, i0 + 2]);
      [S[i1][j], S[i2][j]] = [S[i2][j], S[i1][j]];
      quoi = `une solution tirée où les indices (${i1}, ${j}) et (${i2}, ${j}) sont échangés`;
    }
    const M = configurationTiree(hasard, S, fixes);
    const libres = fixes.flat().filter((f) => !f).length;
    const reglages = Object.freeze({
      t0: entre(hasard, 8, 20) / 10,
      alpha: hasard.choisir([0.8, 0.85, 0.9]),
      chainesSansProgres: entre(hasard, 2, 4),
      budget: entre(hasard, 800, 1500),
    });
    const graine = entre(hasard, 1, 1_000_000);
    // Quelques tirages de plus que le budget : un dépassement se voit dans les compteurs.
    const tirages = tiragesPour(M, fixes, reglages.budget + 5, graine);
    return {
      description: `${libres} cases libres, ${quoi}, budget ${reglages.budget}`,
      arguments: [M, fixes, tirages, reglages],
      contexte:
        `M = ${quoi}, dont les cases libres de chaque carré sont mélangées : ${grilleEnTexte(M)} (ligne par ligne) ; ` +
        `${fixesEnTexte(fixes)} (chaînes de ${libres * libres} pas) ; reglages = ${JSON.stringify(reglages)} ; ` +
        `tirages : générateur de graine ${graine}`,
    };
  });
}

const casDuRecuit = casALaPremiereLecture(() => [
  casRecuit(
    "une grille déjà résolue : aucune évaluation",
    SOLUTION,
    DIAGONALE,
    { ...RAPIDE, budget: 100 },
    1,
    `M = solution de l'annexe ; ${EN_DIAGONALE}`,
  ),
  casRecuit(
    "15 cases libres : la grille est résolue avant la fin du budget",
    melangee(SOLUTION, DIAGONALE, 1),
    DIAGONALE,
    { ...RAPIDE, budget: 3000 },
    1,
    `M = solution de l'annexe, cases libres mélangées (graine 1) ; ${EN_DIAGONALE}`,
  ),
  casRecuit(
    "25 cases libres, refroidissement plus lent : résolue elle aussi",
    melangee(SOLUTION, CINQ_CARRES, 2),
    CINQ_CARRES,
    { ...LENT, budget: 4000 },
    2,
    `M = solution de l'annexe, cases libres mélangées (graine 2) ; ${EN_CINQ_CARRES}`,
  ),
  casRecuit(
    "25 cases libres : le budget s'épuise avant la solution",
    melangee(SOLUTION, CINQ_CARRES, 4),
    CINQ_CARRES,
    { ...LENT, budget: 4000 },
    4,
    `M = solution de l'annexe, cases libres mélangées (graine 4) ; ${EN_CINQ_CARRES}`,
  ),
  casRecuit(
    "sans solution : le record stagne, le recuit réchauffe plusieurs fois",
    melangee(SANS_SOLUTION_LEWIS, DIAGONALE, 2),
    DIAGONALE,
    { ...RAPIDE, chainesSansProgres: 2, budget: 3000 },
    2,
    "M = solution de l'annexe où les indices (0, 6) et (1, 6) sont échangés (coût 2 au mieux), " +
      `cases libres mélangées (graine 2) ; ${EN_DIAGONALE}`,
  ),
  casRecuit(
    "sans solution, T0 plus haute et réchauffes plus rares",
    melangee(SANS_SOLUTION_LEWIS, DIAGONALE, 3),
    DIAGONALE,
    { t0: 2, alpha: 0.9, chainesSansProgres: 4, budget: 4000 },
    3,
    "M = solution de l'annexe où les indices (0, 6) et (1, 6) sont échangés (coût 2 au mieux), " +
      `cases libres mélangées (graine 3) ; ${EN_DIAGONALE}`,
  ),
]);

export const exerciceRecuitSimule: Exercice = {
  nom: "recuitSimule",
  parametres: ["M", "fixes", "tirages", "reglages"],
  obligatoires: 4,
  reference: recuitSelon(),
  // Le recuit de la bibliothèque tire son hasard lui-même : il fait le même travail, mais pas ces
  // pas-là, et n'est pas dans la cage pendant la correction.
  equivalents: [recuit],
  delai: 1000,
  appelle: ["cout", "echanger", "accepter"],
  memeValeur: memeDonnee,
  difference: champsDifferents,
  journal: etatsParTirage(0, 2, 1, "tirage", (k) => `tirages[${k}]`),
  tirer: tirerDesRecuits,
  get cas() {
    return casDuRecuit();
  },
  erreurs: [
    {
      code: "recuit-refroidi-a-chaque-pas",
      titre: "la température baisse à chaque pas, pas à la fin de chaque chaîne",
      explication:
        "Lewis garde T constante pendant une chaîne de (cases libres)² pas, puis la multiplie par " +
        "α. Baisser T à chaque pas la fait tomber presque à zéro en quelques centaines de pas : le " +
        "recuit devient une descente, qui ne sort plus des minimums locaux.",
      fonction: recuitSelon({ refroidirAChaquePas: true }),
    },
    {
      code: "recuit-chaine-trop-courte",
      titre: "une chaîne compte (cases libres) pas au lieu de leur carré",
      explication:
        "La longueur d'une chaîne est le carré du nombre de cases libres : comptez les cases où fixes[i][j] vaut false, puis élevez au carré.",
      fonction: recuitSelon({ chaineDeLibres: true }),
    },
    {
      code: "recuit-derniere-configuration",
      titre: "la dernière configuration est rendue, pas la meilleure",
      explication:
        "Le recuit accepte des remontées : la configuration finale peut coûter plus cher qu'une " +
        "configuration déjà rencontrée. Gardez une copie de la meilleure (M.map((ligne) => " +
        "[...ligne])) chaque fois que le coût descend sous le meilleur coût ; une simple " +
        "affectation meilleure = M suivrait M jusqu'au bout.",
      fonction: recuitSelon({ derniere: true }),
    },
    {
      code: "recuit-sans-rechauffe",
      titre: "la température n'est jamais remise à T0",
      explication:
        "Après reglages.chainesSansProgres chaînes de suite sans nouveau record, Lewis réchauffe : " +
        "T repart de T0 (au lieu d'être multipliée par α), et l'on compte une réchauffe.",
      fonction: recuitSelon({ sansRechauffe: true }),
    },
    {
      code: "recuit-record-global",
      titre: "le record n'est pas remis au coût courant à la réchauffe",
      explication:
        "Une chaîne progresse si elle bat le plus bas coût atteint depuis la dernière réchauffe. " +
        "À chaque réchauffe, ce record repart du coût courant : sinon, après une réchauffe, il " +
        "faudrait battre le meilleur coût de toute la recherche, et le recuit réchaufferait sans " +
        "cesse.",
      fonction: recuitSelon({ recordGlobal: true }),
    },
    {
      code: "recuit-refroidi-d-emblee",
      titre: "la première chaîne est déjà refroidie",
      explication:
        "Au pas m, la température vaut T0·α^⌊m / L⌋ (sans réchauffe) : les pas 0 à L − 1 sont à " +
        "T0, les pas L à 2L − 1 à α·T0, etc. On multiplie T par α à la fin d'une chaîne, quand " +
        "son L-ième pas est fait, pas au début de la suivante ni avant le premier pas.",
      fonction: recuitSelon({ refroidiDEmblee: true }),
    },
    {
      code: "recuit-refus-non-defait",
      titre: "un échange refusé n'est pas défait",
      explication:
        "Pour mesurer δ, vous faites l'échange dans M ; s'il est refusé, il faut le défaire " +
        "(echanger une seconde fois les deux mêmes cases). Sinon M garde un échange que le recuit " +
        "a refusé, et le coût courant que vous retenez n'est plus celui de M.",
      fonction: recuitSelon({ refusNonDefait: true }),
    },
    {
      code: "recuit-delta-inverse",
      titre: "δ est de mauvais signe : ancien coût moins nouveau",
      explication:
        "δ est ce que l'échange ajoute au coût : nouveau coût moins coût courant, positif quand " +
        "l'échange fait monter le coût. Dans l'autre sens, accepter prend toute remontée et ne " +
        "garde les baisses qu'au hasard : le recuit fuit les solutions.",
      fonction: recuitSelon({ deltaInverse: true }),
    },
    {
      code: "recuit-budget-depasse",
      titre: "une évaluation de plus que le budget",
      explication:
        "Le budget compte les échanges proposés : testez evaluations < reglages.budget avant " +
        "de prendre un tirage, pas après (ni avec <=).",
      fonction: recuitSelon({ budgetDepasse: true }),
    },
    {
      code: "recuit-continue-apres-solution",
      titre: "la recherche continue après avoir atteint le coût 0",
      explication:
        "Un coût nul, c'est une grille résolue : arrêtez-vous aussitôt. Continuer use le budget " +
        "pour rien, et le recuit pourrait même quitter la solution en acceptant une remontée.",
      fonction: recuitSelon({ sansArretAZero: true }),
    },
  ],
};
