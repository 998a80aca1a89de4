/**
 * Leçon 3 : `revise(c, xi)`, le cœur d'AC-3. La contrainte `c` lie xi à
 * une autre variable xj (`c.autre(xi)`) ; on retire du label de xi chaque
 * valeur x sans support, c'est-à-dire sans valeur y dans le label de xj
 * telle que `c.estSatisfaite(xi, x, y)`. Renvoie vrai si le label a changé.
 */
import { revise as reviseReference } from "../psc/ac3";
import type { Hasard } from "../hasard/hasard";
import { OPERATEURS, type Operateur } from "../psc/contrainte";
import { ContrainteBinaire } from "../psc/contrainte-binaire";
import type { Valeur, Variable } from "../psc/variable";
import { memeBooleen } from "./comparaison";
import type { Cas, ErreurTypique, Exercice } from "./exercice";
import { exerciceAC3 } from "./psc-ac3";
import { casObjets, etatDesLabels, nommer, variableReduite } from "./psc-cas";
import { exerciceForwardChecking } from "./psc-forward-checking";
import { exerciceMRV } from "./psc-mrv";
import { partieTiree, unA } from "./psc-tirages";
import { exerciceSingletonsCaches } from "./psc-toutes-differentes";
import { casTires } from "./tirages";

type Revise = (c: ContrainteBinaire, xi: Variable) => boolean;

/** revise écrite avec une façon de choisir la variable réduite, le label parcouru et le test de support. */
function reviseAvec(options: {
  reduite?: (c: ContrainteBinaire, xi: Variable) => Variable;
  parcourir?: (v: Variable) => Valeur[];
  supports?: (xj: Variable) => readonly Valeur[];
  pourTout?: boolean;
}): Revise {
  const {
    reduite = (_c, xi) => xi,
    parcourir = (v) => [...v.label],
    supports = (xj) => xj.label,
    pourTout = false,
  } = options;
  return (c, xiDonnee) => {
    const xi = reduite(c, xiDonnee);
    const xj = c.autre(xi);
    let modifie = false;
    for (const x of parcourir(xi)) {
      const compatibles = (y: Valeur) => c.estSatisfaite(xi, x, y);
      const soutenue = pourTout ? supports(xj).every(compatibles) : supports(xj).some(compatibles);
      if (!soutenue) {
        xi.enleveDuLabel(x);
        modifie = true;
      }
    }
    return modifie;
  };
}

const erreursRevise: ErreurTypique[] = [
  {
    code: "support-dans-le-domaine",
    titre: "le support est cherché dans le domaine de xj au lieu de son label",
    explication:
      "Le domaine ne change jamais ; ce sont les valeurs encore possibles de xj, son label, qui " +
      "peuvent soutenir x. Parcourez xj.label.",
    fonction: reviseAvec({ supports: (xj) => xj.domaine }),
  },
  {
    code: "pour-tout-au-lieu-d-il-existe",
    titre: "x est gardée seulement si toutes les valeurs de xj conviennent",
    explication:
      "Il suffit d'un support : x reste si au moins une valeur y du label de xj satisfait la " +
      "contrainte (some, ou une boucle qui s'arrête au premier y trouvé), pas toutes (every).",
    fonction: reviseAvec({ pourTout: true }),
  },
  {
    code: "mauvaise-variable-reduite",
    titre: "c'est le label de xj qui est réduit",
    explication:
      "revise(c, xi) rend l'arc (xi, xj) cohérent : seul le label de xi perd des valeurs. Le label " +
      "de xj sera révisé par l'arc inverse (xj, xi), qu'AC-3 a aussi dans sa file.",
    fonction: reviseAvec({ reduite: (c, xi) => c.autre(xi) }),
  },
  {
    code: "parcours-du-label-modifie",
    titre: "le label de xi est parcouru pendant qu'on en retire des valeurs",
    explication:
      "for (const x of xi.label) saute la valeur qui suit chaque valeur retirée. Parcourez une " +
      "copie : for (const x of [...xi.label]).",
    fonction: reviseAvec({ parcourir: (v) => v.label }),
  },
];

/** Un cas : contrainte x1 op x2 avec ces labels (et éventuellement un domaine plus grand), on révise x1 ou x2. */
function casArc(
  description: string,
  op: Operateur,
  label1: Valeur[],
  label2: Valeur[],
  revisee: 1 | 2,
  domaine: Valeur[] = typeof label1[0] === "string" ? ["a", "b", "c"] : [1, 2, 3, 4, 5],
) {
  const fabriquer = () => {
    const x1 = variableReduite("x1", domaine, label1);
    const x2 = variableReduite("x2", domaine, label2);
    const xi = revisee === 1 ? x1 : x2;
    return [new ContrainteBinaire(x1, op, x2), nommer(xi, xi.nom)];
  };
  const texte = (l: Valeur[]) => `{${l.join(", ")}}`;
  return casObjets(
    description,
    fabriquer,
    `domaines {${domaine.join(", ")}} ; labels x1 : ${texte(label1)}, x2 : ${texte(label2)}`,
  );
}

/**
 * Des arcs tirés : x1 op x2 de domaine 1 … 5, un opérateur tiré (le premier
 * cas « != », où presque tout a un support), des labels tirés plus petits
 * que le domaine, le côté révisé tiré. Au dernier, x1 < x2 ou x1 > x2 où
 * x1 perd deux valeurs qui se suivent dans son label.
 */
function tirerDesArcs(hasard: Hasard): Cas[] {
  return casTires(4, (k) => {
    const domaine = unA(5);
    if (k === 3) {
      const [op, perdues, autres]: [Operateur, number[], number[]] =
        hasard.entier(2) === 0 ? ["<", [4, 5], [1, 2, 3]] : [">", [1, 2], [3, 4, 5]];
      const label1 = [...partieTiree(hasard, autres, 1, 2), ...perdues].sort((a, b) => a - b);
      const label2 = partieTiree(hasard, op === "<" ? [1, 2, 3] : [3, 4, 5], 1, 2);
      return casArc(`x1 ${op} x2, on révise x1`, op, label1, label2, 1, domaine);
    }
    const op = k === 0 ? "!=" : hasard.choisir(OPERATEURS);
    const [label1, label2] = [
      partieTiree(hasard, domaine, 1, 4),
      partieTiree(hasard, domaine, 1, 4),
    ];
    const revisee = hasard.entier(2) === 0 ? 1 : 2;
    return casArc(`x1 ${op} x2, on révise x${revisee}`, op, label1, label2, revisee, domaine);
  });
}

export const exerciceRevise: Exercice = {
  nom: "revise",
  parametres: ["c", "xi"],
  obligatoires: 2,
  reference: (c: ContrainteBinaire, xi: Variable) => reviseReference(c, xi),
  // La fonction de la bibliothèque qui porte ce nom : verifier la refuse comme la référence.
  equivalents: [reviseReference],
  appelle: [],
  delai: 1000,
  memeValeur: memeBooleen,
  etatApres: etatDesLabels,
  nomEtat: "Les labels",
  erreurs: erreursRevise,
  tirer: tirerDesArcs,
  cas: [
    casArc(
      "x1 < x2, on révise x1 : plusieurs valeurs de suite sans support",
      "<",
      [1, 2, 3, 4],
      [1, 2],
      1,
    ),
    casArc("x1 < x2, on révise x2 (à droite de <)", "<", [2, 3], [1, 2, 3, 4], 2),
    casArc(
      "x1 != x2 : chaque valeur a un support, rien ne change",
      "!=",
      ["a", "b"],
      ["a", "b"],
      1,
    ),
    casArc(
      "x1 != x2 : le label de x2 est réduit à {b}, plus petit que son domaine",
      "!=",
      ["a", "b"],
      ["b"],
      1,
    ),
    casArc("x1 == x2 : seule la valeur commune reste", "==", [1, 2, 3], [2], 1),
    casArc(
      "x1 < x2 : aucune valeur de x1 n'a de support, le label se vide",
      "<",
      [3, 4],
      [1, 2],
      1,
    ),
  ],
};

/** Leçon 3, dans l'ordre du carnet. */
export const EXERCICES_PSC_FILTRAGE: readonly Exercice[] = [
  exerciceRevise,
  exerciceAC3,
  exerciceSingletonsCaches,
  exerciceForwardChecking,
  exerciceMRV,
];
