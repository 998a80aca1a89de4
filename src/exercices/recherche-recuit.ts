/**
 * Leçon 4, les deux pièces du recuit simulé de Lewis écrites à part :
 *   - `accepter(delta, T, tirage)` : la règle d'acceptation. Le tirage au
 *     hasard est passé en paramètre : la fonction ne tire rien elle-même, si
 *     bien que chaque cas a une seule bonne réponse ;
 *   - `temperatureInitiale(couts)` : T0, l'écart-type des coûts d'une marche
 *     au hasard.
 * Le refroidissement par paliers (T0·α^⌊m / L⌋ au pas m, L = cases libres²)
 * n'est plus un exercice à part : il se programme et se vérifie dans la
 * boucle `recuitSimule` (recherche-recuit-simule.ts).
 */
import type { Hasard } from "../hasard/hasard";
import { memeBooleen } from "./comparaison";
import type { Cas, Exercice } from "./exercice";
import { casTires, entre } from "./tirages";

/** Un réel tiré de [a, b], arrondi à `decimales` chiffres (le rapport les montre tels quels). */
function reelEntre(hasard: Hasard, a: number, b: number, decimales: number): number {
  const echelle = 10 ** decimales;
  return Math.round((a + (b - a) * hasard.reel()) * echelle) / echelle;
}

// ——— accepter ———

type Acceptation = (delta: number, T: number, tirage: number) => boolean;

/** Une règle d'acceptation, à partir de la probabilité de remonter de delta > 0. */
function regle(probabilite: (delta: number, T: number) => number): Acceptation {
  return (delta, T, tirage) => delta <= 0 || tirage < probabilite(delta, T);
}

const accepterReference = regle((delta, T) => Math.exp(-delta / T));

function casAccepter(description: string, delta: number, T: number, tirage: number): Cas {
  const p = delta > 0 ? ` ; exp(−δ/T) ≈ ${Math.exp(-delta / T).toFixed(3)}` : "";
  return {
    description,
    arguments: [delta, T, tirage],
    contexte: `δ = ${delta}, T = ${T}, tirage = ${tirage}${p}`,
  };
}

/**
 * Une remontée δ > 0 et une température T tirées, dont la probabilité
 * exp(−δ/T) est entre 0,1 et 0,9 : un tirage peut s'en écarter nettement.
 */
function remonteeTiree(hasard: Hasard): [number, number, number] {
  for (;;) {
    const [delta, T] = [entre(hasard, 1, 4), reelEntre(hasard, 0.3, 4, 2)];
    const p = Math.exp(-delta / T);
    if (p >= 0.1 && p <= 0.9) return [delta, T, p];
  }
}

/**
 * Les cas tirés : une baisse du coût (acceptée quel que soit le tirage) ;
 * une remontée dont le tirage tombe sous exp(−δ/T), puis une autre dont il
 * tombe au-dessus, avec une température tirée de part et d'autre de 1 ; un
 * échange neutre et un grand tirage.
 */
function tirerDesAcceptations(hasard: Hasard): Cas[] {
  return casTires(4, (k) => {
    if (k === 0)
      return casAccepter(
        "une baisse du coût",
        -entre(hasard, 1, 4),
        reelEntre(hasard, 0.2, 3, 2),
        reelEntre(hasard, 0.5, 0.99, 3),
      );
    if (k === 3)
      return casAccepter(
        "un échange neutre (δ = 0)",
        0,
        reelEntre(hasard, 0.2, 3, 2),
        reelEntre(hasard, 0.9, 0.999, 3),
      );
    const [delta, T, p] = remonteeTiree(hasard);
    const tirage =
      k === 1
        ? reelEntre(hasard, 0.1 * p, 0.8 * p, 4)
        : reelEntre(hasard, p + 0.05, Math.min(0.999, p + 0.5), 4);
    return casAccepter(
      `une remontée, un tirage ${k === 1 ? "sous" : "au-dessus de"} exp(−δ/T)`,
      delta,
      T,
      tirage,
    );
  });
}

export const exerciceAccepter: Exercice = {
  nom: "accepter",
  parametres: ["delta", "T", "tirage"],
  obligatoires: 3,
  reference: accepterReference,
  delai: 1000,
  appelle: [],
  memeValeur: memeBooleen,
  tirer: tirerDesAcceptations,
  cas: [
    casAccepter(
      "un échange qui baisse le coût est accepté, même avec un grand tirage",
      -2,
      1,
      0.99,
    ),
    casAccepter("un échange neutre (δ = 0) est accepté", 0, 0.5, 0.99),
    casAccepter("δ = 1, T = 1 : un tirage sous e⁻¹ accepte", 1, 1, 0.3),
    casAccepter("δ = 1, T = 1 : un tirage au-dessus de e⁻¹ refuse", 1, 1, 0.5),
    casAccepter("température haute : presque tout est accepté", 1, 4, 0.7),
    casAccepter("δ = 2, T = 2 : la probabilité ne dépend que de δ / T", 2, 2, 0.2),
    casAccepter("température basse : seul un tout petit tirage accepte", 2, 0.5, 0.01),
    casAccepter("température basse : un tirage moyen refuse", 2, 0.5, 0.05),
    casAccepter("T < 1 : diviser par T n'est pas multiplier par T", 1, 0.5, 0.5),
  ],
  erreurs: [
    {
      code: "accepter-jamais-pire",
      titre: "un échange qui fait monter le coût n'est jamais accepté",
      explication:
        "C'est la règle de l'escalade, pas celle du recuit : quand δ > 0, l'échange est accepté " +
        "si le tirage est inférieur à exp(−δ / T). C'est ce qui permet de sortir d'un minimum local.",
      fonction: regle(() => 0),
    },
    {
      code: "accepter-comparaison-inversee",
      titre: "l'échange est accepté quand le tirage dépasse exp(−δ / T)",
      explication:
        "Le tirage est uniforme sur [0, 1) : il est inférieur à p avec la probabilité p. Pour " +
        "accepter avec la probabilité exp(−δ / T), la condition est tirage < exp(−δ / T).",
      fonction: (delta: number, T: number, tirage: number) =>
        delta <= 0 || tirage > Math.exp(-delta / T),
    },
    {
      code: "accepter-sans-signe-moins",
      titre: "exp(δ / T) au lieu de exp(−δ / T)",
      explication:
        "Pour δ > 0, exp(δ / T) dépasse 1 : tout échange serait accepté, le recuit deviendrait " +
        "une marche au hasard. Le signe moins rend la probabilité inférieure à 1, et d'autant " +
        "plus petite que δ est grand.",
      fonction: regle((delta, T) => Math.exp(delta / T)),
    },
    {
      code: "accepter-rapport-inverse",
      titre: "exp(−T / δ) au lieu de exp(−δ / T)",
      explication:
        "La température divise la dégradation : plus T est haute, plus la probabilité est " +
        "proche de 1. Avec exp(−T / δ), c'est l'inverse.",
      fonction: regle((delta, T) => Math.exp(-T / delta)),
    },
    {
      code: "accepter-produit",
      titre: "exp(−δ·T) au lieu de exp(−δ / T)",
      explication:
        "On divise δ par la température : en refroidissant (T qui baisse), exp(−δ / T) baisse. " +
        "Avec un produit, baisser T rendrait les remontées plus probables.",
      fonction: regle((delta, T) => Math.exp(-delta * T)),
    },
    {
      code: "accepter-sans-temperature",
      titre: "la température est oubliée : exp(−δ)",
      explication:
        "Sans T, la probabilité d'accepter une remontée ne change jamais : il n'y a plus de " +
        "refroidissement. Divisez δ par T.",
      fonction: regle((delta) => Math.exp(-delta)),
    },
  ],
};

// ——— Comparer deux réels ———

/**
 * Le même nombre, à l'arrondi près du calcul en virgule flottante. Deux NaN
 * se valent : c'est ainsi qu'une erreur typique qui divise par zéro reconnaît
 * l'élève qui fait de même.
 */
export function procheDe(attendue: unknown, obtenue: unknown): boolean {
  if (typeof attendue !== "number" || typeof obtenue !== "number") return false;
  if (Number.isNaN(attendue) || Number.isNaN(obtenue)) return Object.is(attendue, obtenue);
  return Math.abs(attendue - obtenue) <= 1e-9 * Math.max(1, Math.abs(attendue));
}

function pasUnNombre(_attendue: unknown, obtenue: unknown): string | undefined {
  if (typeof obtenue !== "number") return "la fonction doit renvoyer un nombre";
  if (Number.isNaN(obtenue)) return "NaN : une division par zéro, ou un calcul sur undefined ?";
  return undefined;
}

// ——— temperatureInitiale ———

const moyenne = (x: number[]) => x.reduce((s, v) => s + v, 0) / x.length;

/** La somme des carrés des écarts à la moyenne. */
function carresDesEcarts(x: number[]): number {
  const m = moyenne(x);
  return x.reduce((s, v) => s + (v - m) ** 2, 0);
}

const ecartType = (couts: number[]) => Math.sqrt(carresDesEcarts(couts) / couts.length);

/** Une version de T0 : la dispersion calculée, puis le repli à 1 si elle est nulle. */
function temperatureDe(dispersion: (couts: number[]) => number, repli = true) {
  return (couts: number[]): number => {
    const t = dispersion(couts);
    return repli && t === 0 ? 1 : t;
  };
}

/**
 * Les 20 coûts d'une marche au hasard sur l'annexe, relevés avec la
 * bibliothèque : configuration `ConfigurationLewis.auHasard(annexe, h)`, puis
 * 20 échanges `echangeAuHasard(h)`, avec h = new Hasard(1).
 */
const MARCHE_ANNEXE = [
  41, 43, 43, 44, 45, 46, 45, 46, 45, 44, 43, 42, 40, 39, 38, 37, 38, 35, 39, 39,
];

function casT0(description: string, couts: number[], contexte?: string): Cas {
  return {
    description,
    arguments: [couts],
    contexte: `couts = [${couts.join(", ")}]${contexte ? ` : ${contexte}` : ""}`,
  };
}

/**
 * Les cas tirés : les coûts d'une marche au hasard (de 10 à 30 coûts autour
 * d'un coût tiré), quelques coûts très dispersés, et des coûts tous égaux
 * (T0 = 1).
 */
function tirerDesT0(hasard: Hasard): Cas[] {
  return casTires(3, (k) => {
    if (k === 0) {
      let cout = entre(hasard, 30, 60);
      const couts = Array.from(
        { length: entre(hasard, 10, 30) },
        () => (cout += entre(hasard, -2, 2)),
      );
      return casT0("une marche au hasard", couts);
    }
    if (k === 1)
      return casT0(
        "quelques coûts dispersés",
        Array.from({ length: entre(hasard, 2, 5) }, () => entre(hasard, 0, 80)),
      );
    const c = entre(hasard, 1, 60);
    return casT0(
      "des coûts tous égaux",
      Array.from({ length: entre(hasard, 1, 6) }, () => c),
    );
  });
}

export const exerciceTemperatureInitiale: Exercice = {
  nom: "temperatureInitiale",
  parametres: ["couts"],
  obligatoires: 1,
  reference: temperatureDe(ecartType),
  delai: 1000,
  appelle: [],
  memeValeur: procheDe,
  difference: pasUnNombre,
  tirer: tirerDesT0,
  cas: [
    casT0("moyenne 5, écart-type 2", [2, 4, 4, 4, 5, 5, 7, 9]),
    casT0("deux coûts : écart-type 0,5", [1, 2]),
    casT0("cinq coûts autour de 42", [40, 44, 42, 46, 38]),
    casT0(
      "une marche au hasard sur l'annexe",
      MARCHE_ANNEXE,
      "les coûts de 20 échanges au hasard depuis un état initial de Lewis (graine 1)",
    ),
    casT0("des coûts tous égaux : écart-type nul, T0 = 1", [10, 10, 10]),
    casT0("un seul coût : T0 = 1", [7]),
  ],
  erreurs: [
    {
      code: "t0-variance",
      titre: "la variance au lieu de l'écart-type",
      explication:
        "L'écart-type est la racine carrée de la variance : Math.sqrt(…). Il s'exprime dans la " +
        "même unité que le coût, et c'est lui que Lewis prend pour T0.",
      fonction: temperatureDe((x) => carresDesEcarts(x) / x.length),
    },
    {
      code: "t0-n-moins-un",
      titre: "on divise par n − 1 au lieu de n",
      explication:
        "On veut l'écart-type des coûts observés, pas une estimation corrigée : divisez la " +
        "somme des carrés des écarts par le nombre de coûts n.",
      fonction: temperatureDe((x) => Math.sqrt(carresDesEcarts(x) / (x.length - 1))),
    },
    {
      code: "t0-moyenne",
      titre: "la moyenne des coûts au lieu de leur écart-type",
      explication:
        "T0 mesure combien le coût varie d'un échange à l'autre, pas sa valeur : avec un coût " +
        "moyen de 45, une température de 45 accepterait presque tout pendant très longtemps.",
      fonction: temperatureDe(moyenne),
    },
    {
      code: "t0-sans-repli",
      titre: "un écart-type nul donne T0 = 0",
      explication:
        "Avec T = 0, exp(−δ / T) divise par zéro. Quand tous les coûts sont égaux, renvoyez 1.",
      fonction: temperatureDe(ecartType, false),
    },
  ],
};
