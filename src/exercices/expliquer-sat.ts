/**
 * Leçon 7, partie SAT : vérifier une étape soi-même, puis la réduire.
 *
 * - `etapeJustifiee(etape, options?)` : les unités et les faits cités
 *   impliquent-ils l'étape ? Clauses des unités, faits en hypothèses, et la
 *   négation de l'étape : pour un placement, le chiffre supposé faux ; pour
 *   des éliminations, AU MOINS UN des candidats éliminés vrai (une clause).
 *   L'étape est justifiée quand tout cela est insatisfiable. Les options vont
 *   telles quelles à `insatisfiable` (le solveur, son budget).
 * - `reduireParSuppression(elements, resteInsatisfiable)` : la réduction par
 *   suppression (« deletion ») : chaque élément, dans l'ordre, est retiré de
 *   la liste courante si elle reste insatisfiable sans lui. Le résultat,
 *   dans l'ordre de départ, est minimal pour l'inclusion.
 */
import { controlerExplication, impliqueeSelonMiniSat } from "../explication/controle";
import { expliquer } from "../explication/expliquer";
import { estPlacement, type CaseEtChiffre, type EtapeExpliquee } from "../explication/etape";
import { ecrireEtape } from "../explication/ecriture";
import {
  clausesDesUnites,
  insatisfiable,
  variable,
  type OptionsInsatisfiable,
} from "../explication/hypotheses";
import { Grille } from "../grille/grille";
import type { Hasard } from "../hasard/hasard";
import type { Clause, Litteral } from "../sat/formules";
import { egales, memeBooleen } from "./comparaison";
import type { Cas, ErreurTypique, Exercice } from "./exercice";
import { casTires } from "./tirages";

// ——— etapeJustifiee ———

type EtapeJustifiee = (etape: EtapeExpliquee, options?: OptionsInsatisfiable) => unknown;

/** Les faits cités en littéraux : un chiffre placé est vrai, un candidat éliminé est faux. */
const faitsEnLitteraux = (etape: EtapeExpliquee): Litteral[] => [
  ...etape.faits.places.map((f) => variable(...f)),
  ...etape.faits.elimines.map((f) => -variable(...f)),
];

const etapeJustifiee: EtapeJustifiee = (etape, options = {}) => {
  const clauses: Clause[] = clausesDesUnites(etape.unites);
  const hypotheses = faitsEnLitteraux(etape);
  if (estPlacement(etape)) hypotheses.push(-variable(...etape.place));
  else clauses.push(etape.elimine.map((f) => variable(...f)));
  return insatisfiable(clauses, hypotheses, options);
};

/** Une version fausse, écrite comme la référence, où l'on change une pièce. */
function justifieeSauf(changer: {
  hypotheses?: (etape: EtapeExpliquee) => Litteral[];
  negation?: (etape: EtapeExpliquee, clauses: Clause[], hypotheses: Litteral[]) => void;
  inverse?: boolean;
}): EtapeJustifiee {
  return (etape, options = {}) => {
    const clauses: Clause[] = clausesDesUnites(etape.unites);
    const hypotheses = (changer.hypotheses ?? faitsEnLitteraux)(etape);
    if (changer.negation) changer.negation(etape, clauses, hypotheses);
    else if (estPlacement(etape)) hypotheses.push(-variable(...etape.place));
    else clauses.push(etape.elimine.map((f) => variable(...f)));
    const reponse = insatisfiable(clauses, hypotheses, options);
    return changer.inverse ? !reponse : reponse;
  };
}

const erreursEtape: ErreurTypique[] = [
  {
    code: "etape-negation-oubliee",
    titre: "l'étape elle-même est supposée, au lieu de sa négation",
    explication:
      "Pour prouver une étape, on suppose le contraire et l'on cherche une contradiction. " +
      "Un placement (i, j) = v se nie par l'hypothèse −variable(i, j, v) ; des éliminations " +
      "se nient en exigeant qu'au moins un des candidats éliminés soit vrai. Supposer l'étape " +
      "vraie donne une formule satisfiable, et toute étape juste est refusée.",
    fonction: justifieeSauf({
      negation: (etape, _clauses, hypotheses) => {
        if (estPlacement(etape)) hypotheses.push(variable(...etape.place));
        else for (const f of etape.elimine) hypotheses.push(-variable(...f));
      },
    }),
  },
  {
    code: "etape-et-au-lieu-de-ou",
    titre: "les candidats éliminés tous supposés vrais (ET) au lieu d'au moins un (OU)",
    explication:
      "« Tous ces candidats sont éliminés » a pour négation « l'un d'eux au moins est vrai » : " +
      "une seule clause, la disjonction de leurs variables. Les mettre tous en hypothèses " +
      "suppose qu'ils sont tous vrais à la fois, ce qui se contredit souvent tout seul (deux " +
      "chiffres dans une case) : une étape qui élimine un candidat de trop passe alors pour juste.",
    fonction: justifieeSauf({
      negation: (etape, _clauses, hypotheses) => {
        if (estPlacement(etape)) hypotheses.push(-variable(...etape.place));
        else for (const f of etape.elimine) hypotheses.push(variable(...f));
      },
    }),
  },
  {
    code: "etape-faits-oublies",
    titre: "les faits cités ne sont pas supposés",
    explication:
      "Les unités seules n'impliquent presque rien : une étape s'appuie sur les chiffres déjà " +
      "placés et les candidats déjà éliminés qu'elle cite. Chacun devient une hypothèse : " +
      "variable(i, j, v) pour un chiffre placé, −variable(i, j, v) pour un candidat éliminé.",
    fonction: justifieeSauf({ hypotheses: () => [] }),
  },
  {
    code: "etape-signe-des-elimines",
    titre: "les candidats éliminés cités supposés vrais",
    explication:
      "Un fait « (i, j) ≠ v » dit que le chiffre v n'est pas en (i, j) : son littéral est " +
      "−variable(i, j, v). Supposé vrai, il met des chiffres partout et rend la formule " +
      "contradictoire quelle que soit l'étape.",
    fonction: justifieeSauf({
      hypotheses: (etape) => [
        ...etape.faits.places.map((f) => variable(...f)),
        ...etape.faits.elimines.map((f) => variable(...f)),
      ],
    }),
  },
  {
    code: "etape-resultat-inverse",
    titre: "la réponse est inversée",
    explication:
      "L'étape est justifiée quand la formule (unités, faits, négation de l'étape) est " +
      "insatisfiable : il faut rendre `insatisfiable(…)` tel quel, pas sa négation.",
    fonction: justifieeSauf({ inverse: true }),
  },
];

/** Quelques étapes vraies d'`expliquer`, sur la grille n° 5 de top95 (fixées ici, une fois pour toutes). */
const VRAIES: Record<string, EtapeExpliquee> = {
  singletonCache: {
    place: [7, 8, 8],
    technique: "singleton caché",
    unites: ["carré 8"],
    faits: {
      places: [],
      elimines: [
        [6, 6, 8],
        [6, 7, 8],
        [6, 8, 8],
        [7, 6, 8],
        [7, 7, 8],
        [8, 6, 8],
        [8, 7, 8],
        [8, 8, 8],
      ],
    },
  },
  singletonNu: {
    place: [2, 8, 3],
    technique: "singleton nu",
    unites: ["case (2, 8)"],
    faits: {
      places: [],
      elimines: [1, 2, 4, 5, 6, 7, 8, 9].map((v): CaseEtChiffre => [2, 8, v]),
    },
  },
  directe: {
    elimine: [
      [8, 6, 5],
      [8, 6, 9],
    ],
    technique: "élimination directe",
    unites: ["case (8, 6)"],
    faits: { places: [[8, 6, 3]], elimines: [] },
  },
  verrouilles: {
    elimine: [
      [1, 7, 7],
      [1, 8, 7],
    ],
    technique: "candidats verrouillés",
    unites: ["ligne 0", "carré 2"],
    faits: { places: [], elimines: [0, 1, 2, 3, 4, 5].map((j): CaseEtChiffre => [0, j, 7]) },
  },
  minimal: {
    elimine: [
      [5, 0, 4],
      [5, 2, 4],
    ],
    technique: "raisonnement minimal",
    unites: ["ligne 5", "ligne 7", "colonne 1", "colonne 3", "carré 3"],
    faits: {
      places: [],
      elimines: [
        ...[0, 1, 2, 6, 8].flatMap((i): CaseEtChiffre[] => [
          [i, 1, 4],
          [i, 3, 4],
        ]),
        [3, 3, 4],
        [4, 3, 4],
      ],
    },
  },
};

function casEtape(description: string, etape: EtapeExpliquee, remarque?: string): Cas {
  const contexte = `etape : ${ecrireEtape(etape)}${remarque ? ` (${remarque})` : ""}`;
  return { description, arguments: [etape], contexte };
}

/** L'étape sans son unité n° k. */
const sansUnite = (etape: EtapeExpliquee, k: number): EtapeExpliquee => ({
  ...etape,
  unites: etape.unites.filter((_, m) => m !== k),
});

/** L'étape sans son k-ième fait (chiffres placés, puis candidats éliminés). */
function sansFait(etape: EtapeExpliquee, k: number): EtapeExpliquee {
  const { places, elimines } = etape.faits;
  return {
    ...etape,
    faits: {
      places: places.filter((_, m) => m !== k),
      elimines: elimines.filter((_, m) => m !== k - places.length),
    },
  };
}

/** Le même placement avec un autre chiffre ; des éliminations avec un candidat de plus. */
function autreConclusion(etape: EtapeExpliquee, en: CaseEtChiffre): EtapeExpliquee {
  if (estPlacement(etape)) return { ...etape, place: en };
  return { ...etape, elimine: [...etape.elimine, en] };
}

/** Les grilles des cas tirés : la n° 5 de top95 (raisonnement minimal) et une grille facile. */
const GRILLES_TIREES = [
  "....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8...",
  "..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..",
];

/** Les chiffres d'une grille renommés : même raisonnement, autres nombres. */
function renommee(hasard: Hasard, ligne: string): Grille {
  const nom = [0, ...hasard.melanger([1, 2, 3, 4, 5, 6, 7, 8, 9])];
  const valeurs = [...ligne].map((c) => (c === "." ? 0 : nom[Number(c)]));
  return new Grille(valeurs);
}

/**
 * Des étapes d'`expliquer` sur une grille renommée, la moitié abîmées : une
 * unité ou un fait retiré, un autre chiffre placé, un candidat éliminé de plus
 * (celui-là attrape l'erreur du ET).
 */
function tirerDesEtapes(hasard: Hasard): Cas[] {
  const grille = renommee(hasard, hasard.choisir(GRILLES_TIREES));
  const etapes = expliquer(grille).etapes.filter(
    (e) => e.unites.length + e.faits.places.length + e.faits.elimines.length > 1,
  );
  return casTires(6, (k) => {
    const etape = hasard.choisir(etapes);
    const n = etape.faits.places.length + etape.faits.elimines.length;
    const [i, j] = estPlacement(etape) ? etape.place : etape.elimine[0];
    const ailleurs: CaseEtChiffre = [hasard.entier(9), hasard.entier(9), 1 + hasard.entier(9)];
    switch (k % 4) {
      case 0:
        return casEtape(`une étape « ${etape.technique} » d'expliquer`, etape);
      case 1:
        return casEtape(
          `une étape « ${etape.technique} » sans une de ses unités`,
          sansUnite(etape, hasard.entier(etape.unites.length)),
        );
      case 2:
        return n === 0
          ? casEtape(`une étape « ${etape.technique} » d'expliquer`, etape)
          : casEtape(
              `une étape « ${etape.technique} » sans un de ses faits`,
              sansFait(etape, hasard.entier(n)),
            );
      default: {
        const autre: CaseEtChiffre = estPlacement(etape)
          ? [i, j, 1 + ((etape.place[2] + hasard.entier(8)) % 9)]
          : ailleurs;
        return casEtape(
          `une étape « ${etape.technique} » à la conclusion changée`,
          autreConclusion(etape, autre),
        );
      }
    }
  });
}

export const exerciceEtapeJustifiee: Exercice = {
  nom: "etapeJustifiee",
  parametres: ["etape", "options"],
  obligatoires: 1,
  // Une formule neuve par appel, au plus quelques milliers de clauses : le CDCL répond en
  // quelques millisecondes.
  delai: 1000,
  appelle: [],
  reference: etapeJustifiee,
  // Le contrôle par MiniSat de la bibliothèque fait ce travail : à la correction, il ne répond
  // plus dans la cage (et les démonstrations de la leçon qui s'en servent n'y sont pas refaites).
  equivalents: [impliqueeSelonMiniSat, controlerExplication],
  erreurs: erreursEtape,
  memeValeur: memeBooleen,
  tirer: tirerDesEtapes,
  cas: [
    casEtape("un singleton caché d'expliquer", VRAIES.singletonCache),
    casEtape("un singleton nu d'expliquer", VRAIES.singletonNu),
    casEtape("une élimination directe de deux candidats", VRAIES.directe),
    casEtape("des candidats verrouillés : deux éliminations", VRAIES.verrouilles),
    casEtape("une étape de raisonnement minimal : deux éliminations", VRAIES.minimal),
    casEtape(
      "un singleton caché qui a perdu un de ses faits",
      sansFait(VRAIES.singletonCache, 3),
      "le fait (7, 6) ≠ 8 est retiré",
    ),
    casEtape(
      "un placement changé : un autre chiffre",
      autreConclusion(VRAIES.singletonNu, [2, 8, 4]),
      "3 remplacé par 4",
    ),
    casEtape(
      "des candidats verrouillés sans le carré",
      sansUnite(VRAIES.verrouilles, 1),
      "l'unité « carré 2 » est retirée",
    ),
    casEtape(
      "des candidats verrouillés qui éliminent un candidat de trop",
      autreConclusion(VRAIES.verrouilles, [1, 0, 7]),
      "(1, 0) ≠ 7 ajouté : la ligne 1 n'est pas citée",
    ),
    casEtape(
      "un raisonnement minimal sans une de ses lignes",
      sansUnite(VRAIES.minimal, 1),
      "l'unité « ligne 7 » est retirée",
    ),
  ],
};

// ——— reduireParSuppression ———

type Reduire = (
  elements: unknown[],
  resteInsatisfiable: (sousListe: unknown[]) => boolean,
) => unknown;

const reduireParSuppression: Reduire = (elements, resteInsatisfiable) => {
  let courante = [...elements];
  for (const e of elements) {
    const sans = courante.filter((x) => x !== e);
    if (resteInsatisfiable(sans)) courante = sans;
  }
  return courante;
};

const erreursReduire: ErreurTypique[] = [
  {
    code: "reduire-liste-de-depart",
    titre: "chaque élément est testé contre la liste de départ, pas la liste courante",
    explication:
      "Retirer un élément n'est permis que si ce qui reste *après les retraits déjà faits* " +
      "reste insatisfiable. Tester chaque élément seul contre la liste de départ retire deux " +
      "éléments dont chacun, seul, était remplaçable par l'autre : quand deux noyaux se " +
      "chevauchent, le résultat n'est plus insatisfiable. Gardez la liste courante et testez " +
      "`courante` privée de l'élément.",
    fonction: (elements: unknown[], resteInsatisfiable: (s: unknown[]) => boolean) =>
      elements.filter((e) => !resteInsatisfiable(elements.filter((x) => x !== e))),
  },
  {
    code: "reduire-test-inverse",
    titre: "un élément est retiré quand la liste devient satisfiable sans lui",
    explication:
      "On retire un élément quand il ne sert pas : sans lui, la liste reste insatisfiable. " +
      "Si elle devient satisfiable, il est nécessaire, et on le garde.",
    fonction: (elements: unknown[], resteInsatisfiable: (s: unknown[]) => boolean) => {
      let courante = [...elements];
      for (const e of elements) {
        const sans = courante.filter((x) => x !== e);
        if (!resteInsatisfiable(sans)) courante = sans;
      }
      return courante;
    },
  },
  {
    code: "reduire-arret-premier",
    titre: "la boucle s'arrête à la première suppression",
    explication:
      "Une suppression réussie n'est pas la fin : les éléments suivants peuvent être inutiles " +
      "eux aussi. Il faut essayer chaque élément une fois, jusqu'au bout de la liste.",
    fonction: (elements: unknown[], resteInsatisfiable: (s: unknown[]) => boolean) => {
      for (const e of elements) {
        const sans = elements.filter((x) => x !== e);
        if (resteInsatisfiable(sans)) return sans;
      }
      return [...elements];
    },
  },
  {
    code: "reduire-rend-les-retires",
    titre: "la fonction rend les éléments retirés au lieu de ceux qui restent",
    explication:
      "Le résultat est le noyau : les éléments gardés, ceux dont on a besoin. Les éléments " +
      "retirés sont justement ceux qui ne servent pas.",
    fonction: (elements: unknown[], resteInsatisfiable: (s: unknown[]) => boolean) => {
      let courante = [...elements];
      const retires: unknown[] = [];
      for (const e of elements) {
        const sans = courante.filter((x) => x !== e);
        if (resteInsatisfiable(sans)) {
          courante = sans;
          retires.push(e);
        }
      }
      return retires;
    },
  },
  {
    code: "reduire-a-l-envers",
    titre: "les éléments sont essayés de la fin vers le début",
    explication:
      "Un autre ordre donne un autre noyau, minimal lui aussi : la réduction par suppression " +
      "n'a pas de résultat unique. La leçon essaie les éléments dans l'ordre de la liste, " +
      "du premier au dernier, et garde cet ordre dans le résultat.",
    fonction: (elements: unknown[], resteInsatisfiable: (s: unknown[]) => boolean) => {
      let courante = [...elements];
      for (const e of [...elements].reverse()) {
        const sans = courante.filter((x) => x !== e);
        if (resteInsatisfiable(sans)) courante = sans;
      }
      return courante;
    },
  },
  {
    code: "reduire-ordre-perdu",
    titre: "le résultat est trié : l'ordre de départ est perdu",
    explication:
      "Les éléments gardés restent dans l'ordre où ils étaient : pas de tri, pas d'ensemble " +
      "(`Set`) rangé autrement.",
    fonction: (elements: unknown[], resteInsatisfiable: (s: unknown[]) => boolean) => {
      let courante = [...elements];
      for (const e of elements) {
        const sans = courante.filter((x) => x !== e);
        if (resteInsatisfiable(sans)) courante = sans;
      }
      return courante.sort();
    },
  },
];

/** Le test de ces cas : la sous-liste contient-elle l'un des noyaux en entier ? */
function contientUnNoyau(noyaux: unknown[][]): (sousListe: unknown[]) => boolean {
  return (sousListe) => noyaux.some((noyau) => noyau.every((x) => sousListe.includes(x)));
}

const ecrireListe = (l: unknown[]) => `[${l.map((x) => JSON.stringify(x)).join(", ")}]`;

function casReduire(description: string, elements: unknown[], noyaux: unknown[][]): Cas {
  return {
    description,
    arguments: [elements, contientUnNoyau(noyaux)],
    contexte:
      `elements = ${ecrireListe(elements)} ; resteInsatisfiable(s) est vrai quand s contient ` +
      `en entier l'un de ces noyaux : ${noyaux.map(ecrireListe).join(", ")}`,
  };
}

/** Une liste de noms d'unités, et deux ou trois noyaux tirés, dont deux qui se chevauchent. */
function tirerDesListes(hasard: Hasard): Cas[] {
  const noms = [
    ...["ligne", "colonne", "carré"].flatMap((s) => [0, 1, 2, 3, 4].map((k) => `${s} ${k}`)),
  ];
  return casTires(4, (k) => {
    const elements = hasard.melanger([...noms]).slice(0, 6 + hasard.entier(5));
    const commun = hasard.choisir(elements);
    const noyau = () => {
      const autres = hasard.melanger(elements.filter((x) => x !== commun));
      return [commun, ...autres.slice(0, 1 + hasard.entier(3))];
    };
    const noyaux = [noyau(), noyau()];
    if (k % 2 === 1) noyaux.push(hasard.melanger([...elements]).slice(0, 2));
    return casReduire(`${noyaux.length} noyaux sur ${elements.length} unités`, elements, noyaux);
  });
}

export const exerciceReduireParSuppression: Exercice = {
  nom: "reduireParSuppression",
  parametres: ["elements", "resteInsatisfiable"],
  obligatoires: 2,
  delai: 1000,
  appelle: [],
  reference: reduireParSuppression,
  erreurs: erreursReduire,
  memeValeur: egales,
  tirer: tirerDesListes,
  cas: [
    casReduire(
      "un seul noyau",
      ["ligne 0", "colonne 3", "carré 1", "case (0, 3)", "ligne 4"],
      [["colonne 3", "case (0, 3)"]],
    ),
    casReduire(
      "deux noyaux qui se chevauchent",
      ["ligne 0", "ligne 1", "carré 0"],
      [
        ["ligne 0", "ligne 1"],
        ["ligne 1", "carré 0"],
      ],
    ),
    casReduire(
      "deux noyaux séparés : le premier trouvé n'est pas le premier de la liste",
      ["a", "b", "c", "d", "e"],
      [
        ["a", "b"],
        ["d", "e"],
      ],
    ),
    casReduire(
      "tous les éléments sont nécessaires",
      ["colonne 2", "ligne 7"],
      [["colonne 2", "ligne 7"]],
    ),
    casReduire("des nombres, gardés dans leur ordre", [5, 3, 8, 1], [[1, 3]]),
    casReduire("contradictoire sans rien : le noyau est vide", ["ligne 0", "ligne 1"], [[]]),
  ],
};

/** Les exercices de la partie SAT de la leçon 7. */
export const EXERCICES_EXPLICATION_SAT: readonly Exercice[] = [
  exerciceEtapeJustifiee,
  exerciceReduireParSuppression,
];
