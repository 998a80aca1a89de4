/**
 * Leçon 4 (section facultative), l'escalade avec redémarrages écrite par
 * l'élève : `escaladeAvecRedemarrages(departs, fixes, budget)`.
 *
 * Chaque montée part d'une copie d'une configuration de `departs` (la
 * première, puis une nouvelle à chaque redémarrage : le hasard vient de
 * l'appelant) et fait des pas de plus forte pente (`meilleurEchange`) jusqu'à
 * un minimum local. Le budget compte les **évaluations**, comme celui de
 * l'escalade de la bibliothèque : chaque appel à `meilleurEchange` évalue les
 * N échanges permis (N = Σ f_c (f_c − 1) / 2, f_c les cases libres du carré
 * c), qu'il trouve un échange ou non ; on ne l'appelle que s'il reste N
 * évaluations. La bibliothèque, elle, s'arrête au milieu d'un pas ; la
 * fonction de l'élève, qui ne voit pas l'intérieur de `meilleurEchange`,
 * s'arrête avant. La meilleure configuration rencontrée est rendue ; les
 * départs restent intacts. La vérification suit aussi les départs lus, dans
 * l'ordre (recherche-journaux.ts).
 *
 * La référence fait le même pas que celle de `meilleurEchange` (le premier
 * des meilleurs échanges, dans l'ordre des carrés puis des paires), mais avec
 * le coût tenu à jour de `ConfigurationLewis`, pour aller vite.
 *
 * Quand la boucle et une fonction qu'elle appelle sont fausses toutes deux,
 * aucune erreur typique ne refait exactement la copie : un compte
 * d'évaluations au-delà du budget désigne pourtant la boucle, quoi que
 * fassent `cout`, `echanger` et `meilleurEchange` (`symptome` des erreurs de
 * budget).
 */
import { Grille } from "../grille/grille";
import { Hasard } from "../hasard/hasard";
import { escalade } from "../recherche/escalade";
import { ConfigurationLewis, type IndiceCase } from "../recherche/lewis";
import { casALaPremiereLecture, type Cas, type Exercice } from "./exercice";
import { SOLUTION } from "./grilles";
import { departsLus } from "./recherche-journaux";
import { FIXES_ANNEXE, fixesHors } from "./recherche-lewis";
import { champsDifferents, memeDonnee } from "./recherche-resultats";
import { carresTires, configurationTiree, fixesEnTexte, fixesTirees } from "./recherche-tirages";
import { casTires, entre, grilleEnTexte, grillePleineTiree } from "./tirages";

export interface ResultatRedemarrages {
  meilleure: number[][];
  meilleurCout: number;
  /** Les échanges évalués, toutes montées confondues : N par appel à meilleurEchange. */
  evaluations: number;
  /** Les montées commencées après la première. */
  redemarrages: number;
}

/** Les écarts à la consigne qui font une erreur typique. */
interface ChoixRedemarrages {
  /** La configuration rendue est la fin de la dernière montée. */
  derniere?: boolean;
  /** Une seule montée. */
  sansRedemarrage?: boolean;
  /** Le budget est compté montée par montée. */
  budgetParMontee?: boolean;
  /** Le budget est testé sans le coût du pas : evaluations < budget au lieu de evaluations + N <= budget. */
  budgetDepasse?: boolean;
  /** On redémarre même après avoir trouvé la solution. */
  apresSolution?: boolean;
  /** Les montées se font dans departs même, sans copie. */
  departsModifies?: boolean;
  /** Une seule matrice de travail, rechargée à chaque départ, et meilleure = M sans copie. */
  meilleureNonCopiee?: boolean;
}

const enMatrice = (valeurs: ArrayLike<number>) =>
  Array.from({ length: 9 }, (_, i) => Array.from({ length: 9 }, (_, j) => valeurs[9 * i + j]));

/** N, le nombre d'échanges permis : deux cases libres d'un même carré. */
export function echangesPermis(fixes: boolean[][]): number {
  let n = 0;
  for (let c = 0; c < 9; c++) {
    let libres = 0;
    for (let r = 0; r < 9; r++) {
      const [i, j] = [3 * Math.floor(c / 3) + Math.floor(r / 3), 3 * (c % 3) + (r % 3)];
      if (!fixes[i]?.[j]) libres++;
    }
    n += (libres * (libres - 1)) / 2;
  }
  return n;
}

/** Le premier des échanges qui font le plus baisser le coût, ou null (minimum local). */
function meilleurPas(c: ConfigurationLewis): [IndiceCase, IndiceCase] | null {
  let meilleur: [IndiceCase, IndiceCase] | null = null;
  let meilleurDelta = 0;
  for (const [a, b] of c.tousLesEchanges()) {
    const delta = c.deltaEchange(a, b);
    if (delta < meilleurDelta) [meilleur, meilleurDelta] = [[a, b], delta];
  }
  return meilleur;
}

function redemarragesSelon(choix: ChoixRedemarrages = {}) {
  return (departs: number[][][], fixes: boolean[][], budget: number): ResultatRedemarrages => {
    const N = echangesPermis(fixes);
    let meilleure: Uint8Array | undefined;
    let meilleurCout = Infinity;
    let derniere: Uint8Array | undefined;
    let [evaluations, redemarrages] = [0, 0];
    for (let k = 0; k < departs.length; k++) {
      if (k > 0) redemarrages++;
      const c = new ConfigurationLewis(departs[k].flat(), fixes.flat());
      let deLaMontee = 0;
      const compte = () => (choix.budgetParMontee ? deLaMontee : evaluations);
      const reste = () => (choix.budgetDepasse ? compte() < budget : compte() + N <= budget);
      while (c.cout > 0 && reste()) {
        evaluations += N;
        deLaMontee += N;
        const echange = meilleurPas(c);
        if (echange === null) break;
        c.echanger(...echange);
      }
      if (choix.departsModifies) departs[k] = enMatrice(c.valeurs);
      derniere = c.valeurs;
      if (choix.derniere || c.cout < meilleurCout) [meilleure, meilleurCout] = [c.valeurs, c.cout];
      const fini = (meilleurCout === 0 && !choix.apresSolution) || !reste();
      if (fini || choix.sansRedemarrage) break;
    }
    const rendue = choix.meilleureNonCopiee ? derniere : meilleure;
    return { meilleure: enMatrice(rendue ?? []), meilleurCout, evaluations, redemarrages };
  };
}

/**
 * Les départs après l'appel, un par ligne de texte (les 81 valeurs, ligne
 * par ligne) : la fonction doit les laisser tels quels.
 */
export function departsApres(args: unknown[]): string {
  const departs = args[0];
  if (!Array.isArray(departs)) return "(departs n'est plus un tableau)";
  return departs
    .map((M: unknown, k) =>
      Array.isArray(M) && M.every(Array.isArray)
        ? `departs[${k}] = ${grilleEnTexte(M as number[][])}`
        : `departs[${k}] n'est plus une matrice`,
    )
    .join(" ; ");
}

/** Le compte d'évaluations d'une copie, s'il est un nombre. */
function evaluationsDe(obtenue: unknown): number | undefined {
  const n = (obtenue as { evaluations?: unknown } | null)?.evaluations;
  return typeof n === "number" ? n : undefined;
}

/**
 * Trop d'évaluations pour le budget, d'au moins un pas entier : seul un compte
 * remis à zéro (ou oublié) à chaque redémarrage y mène, quoi que rendent les
 * fonctions appelées, puisque la boucle doit compter N par appel.
 */
function budgetDepasseDUnPasAuMoins(args: unknown[], obtenue: unknown): string | undefined {
  const [, fixes, budget] = args as [unknown, boolean[][], number];
  const n = evaluationsDe(obtenue);
  const N = echangesPermis(fixes);
  if (n === undefined || N === 0 || n < budget + N) return undefined;
  return (
    `votre fonction annonce ${n} évaluations pour un budget de ${budget}, soit plus d'un pas ` +
    `(N = ${N} évaluations) au-delà : c'est la boucle des redémarrages qui compte mal, quoi que ` +
    `fassent cout, echanger et meilleurEchange.`
  );
}

/** Un peu plus que le budget, de moins d'un pas : le dernier pas a été commencé sans le payer. */
function budgetDepasseDeMoinsDUnPas(args: unknown[], obtenue: unknown): string | undefined {
  const [, fixes, budget] = args as [unknown, boolean[][], number];
  const n = evaluationsDe(obtenue);
  const N = echangesPermis(fixes);
  if (n === undefined || n <= budget || n >= budget + N) return undefined;
  return (
    `votre fonction annonce ${n} évaluations pour un budget de ${budget} : le dernier pas a été ` +
    `commencé alors qu'il restait moins de N = ${N} évaluations, quoi que fassent cout, echanger ` +
    `et meilleurEchange.`
  );
}

// ——— Les cas ———

/**
 * `nombre` configurations de départ de Lewis pour la solution de l'annexe
 * privée de ses cases libres : chaque carré reçoit ses valeurs manquantes
 * dans un ordre tiré au hasard (`ConfigurationLewis.auHasard`).
 */
export function departsAuHasard(fixes: boolean[][], nombre: number, graine: number): number[][][] {
  const enonce = Grille.depuisMatrice(
    SOLUTION.map((l, i) => l.map((v, j) => (fixes[i][j] ? v : 0))),
  );
  const hasard = new Hasard(graine);
  return Array.from({ length: nombre }, () =>
    enMatrice(ConfigurationLewis.auHasard(enonce, hasard).valeurs),
  );
}

function casRedemarrages(
  description: string,
  fixes: boolean[][],
  nombre: number,
  graine: number,
  budget: number,
  contexte: string,
): Cas {
  return {
    description,
    arguments: [departsAuHasard(fixes, nombre, graine), fixes, budget],
    contexte:
      `departs = ${nombre} configurations de Lewis tirées au hasard (graine ${graine}) ` +
      `pour la solution de l'annexe ; fixes = ${contexte}`,
  };
}

const DIAGONALE = fixesHors([0, 4, 8]);
const CINQ_CARRES = fixesHors([0, 2, 4, 6, 8]);
const EN_DIAGONALE =
  "tout sauf les 15 cases (i + j pair) des carrés 0, 4 et 8 (N = 30 échanges permis)";
const EN_CINQ_CARRES =
  "tout sauf les 25 cases (i + j pair) des carrés 0, 2, 4, 6 et 8 (N = 50 échanges permis)";
const INDICES_ANNEXE = "les indices de l'annexe (53 cases libres, N = 133 échanges permis)";

/**
 * Les cas tirés, chacun sur une autre solution : peu de cases libres (trois
 * carrés) et un grand budget, où une montée finit souvent par résoudre ;
 * plus de cases libres (cinq carrés), où les minimums locaux se succèdent ;
 * un petit budget, qui s'épuise au milieu d'une montée.
 */
function tirerDesEscalades(hasard: Hasard): Cas[] {
  const formes = [
    { carres: 3, libres: [3, 5], budget: [500, 1000] },
    { carres: 5, libres: [4, 6], budget: [500, 1000] },
    { carres: 6, libres: [3, 5], budget: [3, 25] },
  ];
  return casTires(3, (k) => {
    const forme = formes[k];
    const S = grillePleineTiree(hasard);
    const fixes = fixesTirees(
      hasard,
      carresTires(hasard, forme.carres),
      forme.libres[0],
      forme.libres[1],
    );
    const departs = Array.from({ length: entre(hasard, 3, 6) }, () =>
      configurationTiree(hasard, S, fixes),
    );
    // Un budget de tant de pas, plus un reste qui ne paie pas un pas de plus.
    const N = echangesPermis(fixes);
    const budget = entre(hasard, forme.budget[0], forme.budget[1]) * N + hasard.entier(N);
    const libres = fixes.flat().filter((f) => !f).length;
    return {
      description: `${departs.length} départs sur une autre solution, ${libres} cases libres (N = ${N}), budget ${budget}`,
      arguments: [departs, fixes, budget],
      contexte:
        `departs = ${departs.length} configurations de Lewis (une solution tirée, dont les cases libres ` +
        `de chaque carré sont mélangées) : ${departs.map((M, d) => `departs[${d}] = ${grilleEnTexte(M)}`).join(" ; ")} ; ` +
        `${fixesEnTexte(fixes)} (N = ${N} échanges permis)`,
    };
  });
}

const casDesRedemarrages = casALaPremiereLecture(() => [
  casRedemarrages("la première montée résout la grille", DIAGONALE, 3, 1, 30_000, EN_DIAGONALE),
  casRedemarrages(
    "des minimums locaux, puis une montée qui résout",
    CINQ_CARRES,
    6,
    1,
    50_000,
    EN_CINQ_CARRES,
  ),
  casRedemarrages(
    "aucune montée ne résout : la meilleure n'est pas la dernière",
    CINQ_CARRES,
    4,
    3,
    50_000,
    EN_CINQ_CARRES,
  ),
  casRedemarrages(
    "le budget s'épuise au milieu de la troisième montée",
    FIXES_ANNEXE,
    3,
    1,
    4_000,
    INDICES_ANNEXE,
  ),
  casRedemarrages(
    "six départs, un budget de deux appels à meilleurEchange et un reste qui n'en paie pas un troisième",
    FIXES_ANNEXE,
    6,
    4,
    2 * 133 + 100,
    INDICES_ANNEXE,
  ),
  casRedemarrages(
    "un budget nul : le premier départ, tel quel",
    FIXES_ANNEXE,
    2,
    2,
    0,
    INDICES_ANNEXE,
  ),
]);

export const exerciceEscaladeAvecRedemarrages: Exercice = {
  nom: "escaladeAvecRedemarrages",
  parametres: ["departs", "fixes", "budget"],
  obligatoires: 3,
  reference: redemarragesSelon(),
  // L'escalade de la bibliothèque tire ses départs elle-même : elle ne refait pas ces montées, mais
  // elle fait le même travail, et n'est pas dans la cage pendant la correction.
  equivalents: [escalade],
  delai: 1000,
  appelle: ["cout", "echanger", "meilleurEchange"],
  memeValeur: memeDonnee,
  difference: champsDifferents,
  etatApres: departsApres,
  nomEtat: "Les départs",
  journal: departsLus,
  tirer: tirerDesEscalades,
  get cas() {
    return casDesRedemarrages();
  },
  erreurs: [
    {
      code: "redemarrages-derniere-montee",
      titre: "la fin de la dernière montée est rendue, pas la meilleure",
      explication:
        "Chaque montée finit dans un minimum local, plus ou moins bon : après chacune, gardez sa " +
        "configuration seulement si son coût est plus bas que le meilleur coût vu jusque-là.",
      fonction: redemarragesSelon({ derniere: true }),
    },
    {
      code: "redemarrages-aucun",
      titre: "la recherche s'arrête au premier minimum local",
      explication:
        "Dans un minimum local (meilleurEchange renvoie null), on repart de la configuration " +
        "suivante de departs, tant qu'il en reste et qu'il reste du budget.",
      fonction: redemarragesSelon({ sansRedemarrage: true }),
    },
    {
      code: "redemarrages-budget-par-montee",
      titre: "le compte des évaluations est remis à zéro à chaque redémarrage",
      explication:
        "Le budget borne toute la recherche : comptez les évaluations de toutes les montées " +
        "ensemble, dans un compteur déclaré avant la boucle des départs, sans le remettre à zéro " +
        "à chaque redémarrage.",
      fonction: redemarragesSelon({ budgetParMontee: true }),
      symptome: budgetDepasseDUnPasAuMoins,
    },
    {
      code: "redemarrages-budget-depasse",
      titre: "un pas est commencé alors que le budget ne peut plus le payer",
      explication:
        "Un appel à meilleurEchange coûte N évaluations (N = Σ f_c (f_c − 1) / 2, les échanges " +
        "permis) : avant de l'appeler, testez evaluations + N <= budget, pas seulement " +
        "evaluations < budget, sans quoi la recherche dépasse son budget.",
      fonction: redemarragesSelon({ budgetDepasse: true }),
      symptome: budgetDepasseDeMoinsDUnPas,
    },
    {
      code: "redemarrages-apres-solution",
      titre: "la recherche redémarre alors que la grille est résolue",
      explication:
        "Un coût nul, c'est une solution : on ne peut pas faire mieux. Arrêtez-vous dès qu'une " +
        "montée l'atteint, sans essayer les départs suivants.",
      fonction: redemarragesSelon({ apresSolution: true }),
    },
    {
      code: "redemarrages-departs-modifies",
      titre: "les montées modifient departs sur place",
      explication:
        "departs appartient à l'appelant, qui peut vouloir relancer la recherche sur les mêmes " +
        "départs (pour comparer deux escalades, par exemple) : montez sur une copie, " +
        "departs[k].map((ligne) => [...ligne]), jamais sur departs[k] lui-même.",
      fonction: redemarragesSelon({ departsModifies: true }),
    },
    {
      code: "redemarrages-meilleure-non-copiee",
      titre: "la meilleure configuration n'est pas copiée : elle suit la matrice de travail",
      explication:
        "meilleure = M ne copie pas M, elle la désigne : si M sert encore (rechargée au départ " +
        "suivant, puis modifiée par la montée), meilleure change avec elle, et la configuration " +
        "rendue n'a plus le coût annoncé. Gardez une copie, M.map((ligne) => [...ligne]), ou " +
        "partez d'une matrice neuve à chaque montée.",
      fonction: redemarragesSelon({ meilleureNonCopiee: true }),
    },
  ],
};
