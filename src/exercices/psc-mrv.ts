/**
 * Leçon 3 : `choisirVariableMRV(psc)`, MRV dynamique sans inférence. Parmi
 * les variables sans valeur, celle qui a le moins de valeurs restantes :
 * les valeurs de son label compatibles avec les variables déjà instanciées
 * (`c.estValide(v, x)` pour chacune de ses contraintes). À égalité, la
 * première dans l'ordre de `psc.variables` ; `undefined` si toutes ont une valeur.
 */
import type { Hasard } from "../hasard/hasard";
import type { Operateur } from "../psc/contrainte";
import { ContrainteBinaire } from "../psc/contrainte-binaire";
import { PSC } from "../psc/psc";
import { choisirVariable, nombreDeValeursRestantes } from "../psc/retour-arriere";
import { Variable, type Valeur } from "../psc/variable";
import type { Cas, ErreurTypique, Exercice } from "./exercice";
import { casObjets, nommer } from "./psc-cas";
import { casDuPSC, partieTiree, unA, type PSCDecrit, type VariableDecrite } from "./psc-tirages";
import { casTires, entre } from "./tirages";

type ChoisirVariable = (psc: PSC) => Variable | undefined;

/** Les valeurs de `valeurs` compatibles avec les voisins instanciés de v. */
function compatibles(psc: PSC, v: Variable, valeurs: readonly Valeur[]): number {
  return valeurs.filter((x) => psc.contraintesDe(v).every((c) => c.estValide(v, x))).length;
}

/** MRV avec une mesure de la taille, un filtre des candidates et une règle d'égalité. */
function mrvAvec(options: {
  taille?: (psc: PSC, v: Variable) => number;
  candidates?: (v: Variable) => boolean;
  derniere?: boolean;
}): ChoisirVariable {
  const {
    taille = (psc, v) => compatibles(psc, v, v.label),
    candidates = (v) => v.valeur === null,
    derniere = false,
  } = options;
  return (psc) => {
    let choisie: Variable | undefined;
    let meilleure = Infinity;
    for (const v of psc.variables) {
      if (!candidates(v)) continue;
      const t = taille(psc, v);
      if (t < meilleure || (derniere && t === meilleure)) {
        choisie = v;
        meilleure = t;
      }
    }
    return choisie;
  };
}

const erreursMRV: ErreurTypique[] = [
  {
    code: "label-statique",
    titre: "la taille du label est comptée sans tenir compte de l'affectation en cours",
    explication:
      "Sans inférence, les labels ne changent pas pendant la recherche : v.label.length est la " +
      "même à chaque nœud, et MRV devient un simple tri au départ. Comptez les valeurs du label " +
      "pour lesquelles toutes les contraintes de v restent valides (c.estValide(v, x)).",
    fonction: mrvAvec({ taille: (_psc, v) => v.label.length }),
  },
  {
    code: "variables-deja-instanciees",
    titre: "une variable qui a déjà une valeur peut être choisie",
    explication:
      "On choisit la prochaine variable à instancier : ignorez celles dont la valeur n'est pas " +
      "null.",
    fonction: mrvAvec({ candidates: () => true }),
  },
  {
    code: "egalite-la-derniere",
    titre: "à égalité, c'est la dernière variable qui est choisie",
    explication:
      "Avec <= au lieu de <, chaque variable aussi contrainte que la meilleure la remplace. La " +
      "règle du cours garde la première : comparez avec < strict.",
    fonction: mrvAvec({ derniere: true }),
  },
  {
    code: "domaine-au-lieu-du-label",
    titre: "les valeurs restantes sont cherchées dans le domaine au lieu du label",
    explication:
      "Le label a peut-être déjà perdu des valeurs (cohérence unaire, AC-3) : elles ne reviennent " +
      "pas. Parcourez v.label, pas v.domaine.",
    fonction: mrvAvec({ taille: (psc, v) => compatibles(psc, v, v.domaine) }),
  },
];

interface DescriptionVariable {
  nom: string;
  domaine: Valeur[];
  label?: Valeur[];
  valeur?: Valeur;
}

/** Un PSC de variables décrites, liées par des contraintes « différent » (par leurs noms). */
function reseau(variables: DescriptionVariable[], differences: [string, string][]): PSC {
  const psc = new PSC();
  const parNom = new Map<string, Variable>();
  for (const d of variables) {
    const v = psc.ajouteVar(new Variable(d.nom, d.domaine));
    if (d.label) v.label = [...d.label];
    if (d.valeur !== undefined) v.metAJourValeur(d.valeur);
    parNom.set(d.nom, v);
  }
  for (const [a, b] of differences) {
    psc.ajouteContrainte(
      new ContrainteBinaire(parNom.get(a) as Variable, "!=", parNom.get(b) as Variable),
    );
  }
  return psc;
}

function casMRV(description: string, fabriquer: () => PSC, contexte: string) {
  return casObjets(description, () => [nommer(fabriquer(), "psc")], contexte);
}

const D3 = [1, 2, 3];

/**
 * Des PSC tirés, chacun bâti pour qu'une erreur typique y choisisse une autre
 * variable (noms, valeurs et ordre des variables tirés) :
 * 0. une variable a le plus grand label mais le moins de valeurs restantes,
 *    car ses voisines instanciées en prennent deux ;
 * 1. deux variables à égalité, au plus petit label ;
 * 2. une variable instanciée, au label d'une seule valeur ;
 * 3. une variable au label plus petit que son domaine, et une autre dont une
 *    voisine instanciée prend une valeur.
 */
function tirerDesChoix(hasard: Hasard): Cas[] {
  return casTires(4, (k) => {
    const D = unA(4);
    const noms = hasard.melanger(["p", "q", "r", "s", "t", "u", "v", "w"]);
    const variables: VariableDecrite[] = [];
    const contraintes: [string, Operateur, string][] = [];
    const ajouter = (label: Valeur[], valeur?: Valeur) => {
      const nom = noms[variables.length];
      variables.push({ nom, domaine: D, label, ...(valeur !== undefined && { valeur }) });
      return nom;
    };
    const differentes = (a: string, b: string) =>
      contraintes.push(hasard.entier(2) === 0 ? [a, "!=", b] : [b, "!=", a]);
    const [v1, v2] = hasard.melanger([...D]);
    const deux = () => partieTiree(hasard, D, 2, 2);
    if (k === 0) {
      const p = ajouter(D);
      differentes(p, ajouter(D, v1));
      differentes(p, ajouter(D, v2));
      differentes(p, ajouter(partieTiree(hasard, D, 3, 3)));
    } else if (k === 1) {
      differentes(ajouter(deux()), ajouter(deux()));
      differentes(ajouter(D), ajouter(D, v1));
    } else if (k === 2) {
      const instanciee = ajouter([v1], v1);
      differentes(instanciee, ajouter(D));
      ajouter(deux());
    } else {
      differentes(ajouter(D), ajouter(D, v1));
      ajouter(deux());
    }
    for (let n = entre(hasard, 0, 2); n > 0; n--) ajouter(D);
    const d: PSCDecrit = { variables: hasard.melanger(variables), contraintes };
    const instanciees = variables.filter((v) => v.valeur !== undefined).length;
    return casDuPSC(
      `un PSC tiré de ${variables.length} variables, dont ${instanciees} ${instanciees > 1 ? "ont" : "a"} une valeur`,
      d,
    );
  });
}

export const exerciceMRV: Exercice = {
  nom: "choisirVariableMRV",
  parametres: ["psc"],
  obligatoires: 1,
  reference: (psc: PSC) => choisirVariable({ psc, choixVariable: "mrv", inference: "aucune" }),
  appelle: [],
  delai: 1000,
  memeValeur: (attendue, obtenue) =>
    attendue instanceof Variable
      ? obtenue instanceof Variable && obtenue.nom === attendue.nom
      : obtenue === attendue,
  erreurs: erreursMRV,
  tirer: tirerDesChoix,
  // choisirVariable fait ce choix (c'est la référence), et nombreDeValeursRestantes son compte.
  equivalents: [choisirVariable, nombreDeValeursRestantes],
  cas: [
    casMRV(
      "l'affectation en cours réduit c plus que le label de b",
      () =>
        reseau(
          [
            { nom: "a", domaine: D3, valeur: 1 },
            { nom: "b", domaine: D3, label: [1, 2] },
            { nom: "c", domaine: D3 },
            { nom: "d", domaine: D3, valeur: 2 },
          ],
          [
            ["c", "a"],
            ["c", "d"],
            ["b", "c"],
          ],
        ),
      "a = 1, d = 2 ; b de label {1, 2}, c de label {1, 2, 3} ; c != a, c != d, b != c",
    ),
    casMRV(
      "égalité entre deux variables : la première",
      () =>
        reseau(
          [
            { nom: "x", domaine: D3 },
            { nom: "y", domaine: D3, label: [1, 2] },
            { nom: "z", domaine: D3, label: [2, 3] },
          ],
          [["x", "y"]],
        ),
      "x ∈ {1, 2, 3}, labels y : {1, 2}, z : {2, 3} ; x != y ; aucune valeur donnée",
    ),
    casMRV(
      "une variable déjà instanciée a le plus petit label",
      () =>
        reseau(
          [
            { nom: "p", domaine: D3, label: [2], valeur: 2 },
            { nom: "q", domaine: D3 },
            { nom: "r", domaine: D3 },
          ],
          [
            ["p", "q"],
            ["q", "r"],
          ],
        ),
      "p = 2 (label {2}), q et r de label {1, 2, 3} ; p != q, q != r",
    ),
    casMRV(
      "un label réduit plus petit que son domaine",
      () =>
        reseau(
          [
            { nom: "u", domaine: D3, valeur: 3 },
            { nom: "v", domaine: D3 },
            { nom: "w", domaine: D3, label: [1, 2] },
          ],
          [["u", "v"]],
        ),
      "u = 3 ; v de label {1, 2, 3}, w de label {1, 2} (domaine {1, 2, 3}) ; u != v",
    ),
    casMRV(
      "un label déjà réduit à une valeur par la cohérence",
      () =>
        reseau(
          [
            { nom: "n", domaine: D3 },
            { nom: "m", domaine: D3, label: [1] },
            { nom: "k", domaine: D3, valeur: 1 },
          ],
          [["n", "k"]],
        ),
      "k = 1 ; n de label {1, 2, 3}, m de label {1} (domaine {1, 2, 3}) ; n != k",
    ),
    casMRV(
      "toutes les variables ont une valeur",
      () =>
        reseau(
          [
            { nom: "a", domaine: D3, valeur: 1 },
            { nom: "b", domaine: D3, valeur: 2 },
          ],
          [["a", "b"]],
        ),
      "a = 1, b = 2 ; a != b",
    ),
  ],
};
