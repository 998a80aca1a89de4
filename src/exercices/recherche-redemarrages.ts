/**
 * Leçon 4, l'escalade avec redémarrages écrite par l'élève :
 * `escaladeAvecRedemarrages(departs, fixes, budget)`.
 *
 * Chaque montée part d'une configuration de `departs` (la première, puis une
 * nouvelle à chaque redémarrage : le hasard vient de l'appelant) et fait des
 * pas de plus forte pente (`meilleurEchange`, question 5) jusqu'à un minimum
 * local. Le budget compte les pas (échanges faits), toutes montées
 * confondues ; la meilleure configuration rencontrée est rendue. La
 * vérification suit aussi les départs lus, dans l'ordre (recherche-journaux.ts).
 *
 * La référence fait le même pas que celle de `meilleurEchange` (le premier
 * des meilleurs échanges, dans l'ordre des carrés puis des paires), mais avec
 * le coût tenu à jour de `ConfigurationLewis`, pour aller vite.
 */
import { Grille } from "../grille/grille";
import { Hasard } from "../hasard/hasard";
import { escalade } from "../recherche/escalade";
import { ConfigurationLewis, type IndiceCase } from "../recherche/lewis";
import type { Cas, Exercice } from "./exercice";
import { SOLUTION } from "./grilles";
import { departsLus } from "./recherche-journaux";
import { FIXES_ANNEXE, fixesHors } from "./recherche-lewis";
import { champsDifferents, memeDonnee } from "./recherche-resultats";
import { carresTires, configurationTiree, fixesEnTexte, fixesTirees } from "./recherche-tirages";
import { casTires, entre, grilleEnTexte, grillePleineTiree } from "./tirages";

export interface ResultatRedemarrages {
  meilleure: number[][];
  meilleurCout: number;
  /** Les échanges faits, toutes montées confondues. */
  pas: number;
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
  /** Un pas de plus que le budget. */
  budgetDepasse?: boolean;
  /** On redémarre même après avoir trouvé la solution. */
  apresSolution?: boolean;
}

const enMatrice = (valeurs: ArrayLike<number>) =>
  Array.from({ length: 9 }, (_, i) => Array.from({ length: 9 }, (_, j) => valeurs[9 * i + j]));

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
    const limite = choix.budgetDepasse ? budget + 1 : budget;
    let meilleure: Uint8Array | undefined;
    let meilleurCout = Infinity;
    let [pas, redemarrages] = [0, 0];
    for (let k = 0; k < departs.length; k++) {
      if (k > 0) redemarrages++;
      const c = new ConfigurationLewis(departs[k].flat(), fixes.flat());
      let pasDeLaMontee = 0;
      const reste = () => (choix.budgetParMontee ? pasDeLaMontee : pas) < limite;
      while (c.cout > 0 && reste()) {
        const echange = meilleurPas(c);
        if (echange === null) break;
        c.echanger(...echange);
        pas++;
        pasDeLaMontee++;
      }
      if (choix.derniere || c.cout < meilleurCout) [meilleure, meilleurCout] = [c.valeurs, c.cout];
      const fini = (meilleurCout === 0 && !choix.apresSolution) || pas >= limite;
      if (fini || choix.sansRedemarrage) break;
    }
    return { meilleure: enMatrice(meilleure ?? []), meilleurCout, pas, redemarrages };
  };
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
const EN_DIAGONALE = "tout sauf les 15 cases (i + j pair) des carrés 0, 4 et 8";
const EN_CINQ_CARRES = "tout sauf les 25 cases (i + j pair) des carrés 0, 2, 4, 6 et 8";
const INDICES_ANNEXE = "les indices de l'annexe (53 cases libres)";

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
    const budget = entre(hasard, forme.budget[0], forme.budget[1]);
    const libres = fixes.flat().filter((f) => !f).length;
    return {
      description: `${departs.length} départs sur une autre solution, ${libres} cases libres, budget ${budget}`,
      arguments: [departs, fixes, budget],
      contexte:
        `departs = ${departs.length} configurations de Lewis (une solution tirée, dont les cases libres ` +
        `de chaque carré sont mélangées) : ${departs.map((M, d) => `departs[${d}] = ${grilleEnTexte(M)}`).join(" ; ")} ; ` +
        fixesEnTexte(fixes),
    };
  });
}

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
  journal: departsLus,
  tirer: tirerDesEscalades,
  cas: [
    casRedemarrages("la première montée résout la grille", DIAGONALE, 3, 1, 1000, EN_DIAGONALE),
    casRedemarrages(
      "des minimums locaux, puis une montée qui résout",
      CINQ_CARRES,
      6,
      1,
      1000,
      EN_CINQ_CARRES,
    ),
    casRedemarrages(
      "aucune montée ne résout : la meilleure n'est pas la dernière",
      CINQ_CARRES,
      4,
      3,
      1000,
      EN_CINQ_CARRES,
    ),
    casRedemarrages(
      "le budget s'épuise au milieu de la troisième montée",
      FIXES_ANNEXE,
      3,
      1,
      30,
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
  ],
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
      titre: "le budget est compté montée par montée",
      explication:
        "Le budget borne toute la recherche : comptez les pas de toutes les montées ensemble, " +
        "sans remettre le compteur à zéro à chaque redémarrage.",
      fonction: redemarragesSelon({ budgetParMontee: true }),
    },
    {
      code: "redemarrages-budget-depasse",
      titre: "un pas de plus que le budget",
      explication:
        "Testez pas < budget avant de chercher un échange : quand pas vaut budget, le budget est " +
        "épuisé, et l'on ne fait plus aucun pas.",
      fonction: redemarragesSelon({ budgetDepasse: true }),
    },
    {
      code: "redemarrages-apres-solution",
      titre: "la recherche redémarre alors que la grille est résolue",
      explication:
        "Un coût nul, c'est une solution : on ne peut pas faire mieux. Arrêtez-vous dès qu'une " +
        "montée l'atteint, sans essayer les départs suivants.",
      fonction: redemarragesSelon({ apresSolution: true }),
    },
  ],
};
