/**
 * Leçon 3 : `ac3(psc)`, la boucle de la file d'AC-3 autour de `revise`.
 * On part de tous les arcs ; on en retire un, on le révise ; si le label
 * de xi a changé, il faut revoir les arcs (xk, xi) de ses autres voisins.
 * Renvoie faux dès qu'un label est vide.
 */
import { ac3 as ac3Reference, arcs, revise, type Arc } from "../psc/ac3";
import type { Hasard } from "../hasard/hasard";
import type { Operateur } from "../psc/contrainte";
import { ContrainteBinaire } from "../psc/contrainte-binaire";
import { petitPSC } from "../psc/exemples";
import { PSC } from "../psc/psc";
import { Variable, ecrireEnsemble, type Valeur } from "../psc/variable";
import { memeBooleen } from "./comparaison";
import type { Cas, ErreurTypique, Exercice } from "./exercice";
import { casObjets, nommer, sudokuReduit } from "./psc-cas";
import { revisionsDAC3 } from "./psc-suivi-filtrage";
import {
  casDuPSC,
  casDuSudoku4x4,
  grille4x4EnTexte,
  reseauTire,
  unA,
  type PSCDecrit,
} from "./psc-tirages";
import { casTires, entre, grille4x4Tiree } from "./tirages";

type AC3 = (psc: PSC) => boolean;

/**
 * Les labels de toutes les variables du PSC passé en premier argument. Si
 * un label est vide, on ne montre que cela : les autres labels dépendent
 * alors de l'ordre de la file, que chacun peut choisir.
 */
export function labelsDuPSC(args: unknown[]): string {
  const psc = args[0];
  if (!(psc instanceof PSC)) return "(pas un PSC)";
  if (psc.variables.some((v) => v.label.length === 0)) return "un label est vide";
  return psc.variables.map((v) => `${v.nom} : ${ecrireEnsemble(v.label)}`).join(" ; ");
}

/** AC-3 écrit avec une faute choisie. */
function ac3Avec(
  faute: "une-passe" | "vide-ignore" | "un-sens" | "arret-trop-tot" | "sens-inverse",
): AC3 {
  return (psc) => {
    const file: Arc[] =
      faute === "un-sens"
        ? psc.contraintesBinaires.map((c) => ({ xi: c.refVar1, contrainte: c }))
        : arcs(psc);
    while (file.length > 0) {
      const { xi, contrainte } = file.shift() as Arc;
      if (!revise(contrainte, xi)) {
        if (faute === "arret-trop-tot") return true;
        continue;
      }
      if (xi.label.length === 0 && faute !== "vide-ignore") return false;
      if (faute === "une-passe") continue;
      for (const c of psc.contraintesDe(xi)) {
        if (c === contrainte) continue;
        file.push(
          faute === "sens-inverse" ? { xi, contrainte: c } : { xi: c.autre(xi), contrainte: c },
        );
      }
    }
    return true;
  };
}

const erreursAC3: ErreurTypique[] = [
  {
    code: "une-seule-passe",
    titre: "les arcs des voisins ne sont pas remis dans la file",
    explication:
      "Quand revise retire des valeurs à xi, une valeur d'un voisin xk a pu perdre son dernier " +
      "support : il faut remettre dans la file chaque arc (xk, xi), c'est-à-dire " +
      "{ xi: c.autre(xi), contrainte: c } pour chaque contrainte c de xi autre que celle de l'arc.",
    fonction: ac3Avec("une-passe"),
  },
  {
    code: "arcs-remis-dans-le-mauvais-sens",
    titre: "les arcs remis dans la file sont dans le mauvais sens",
    explication:
      "Quand revise réduit xi, ce sont les voisins xk qui ont pu perdre un support : l'arc à " +
      "revoir est (xk, xi), qui réduit xk, soit { xi: c.autre(xi), contrainte: c }. " +
      "{ xi: xi, contrainte: c } révise encore xi, qui n'a rien à perdre de sa propre réduction : " +
      "le champ xi d'un arc est la variable que l'arc réduit.",
    fonction: ac3Avec("sens-inverse"),
  },
  {
    code: "label-vide-ignore",
    titre: "un label vide n'arrête pas AC-3",
    explication:
      "Si revise vide le label de xi, aucune valeur ne convient à xi : le PSC n'a pas de solution. " +
      "Renvoyez false aussitôt.",
    fonction: ac3Avec("vide-ignore"),
  },
  {
    code: "un-seul-arc-par-contrainte",
    titre: "la file de départ n'a qu'un arc par contrainte",
    explication:
      "Chaque contrainte se révise des deux côtés : (x1, x2) réduit x1, (x2, x1) réduit x2. " +
      "Partez de arcs(psc), qui donne les deux.",
    fonction: ac3Avec("un-sens"),
  },
  {
    code: "arret-au-premier-arc-inchange",
    titre: "AC-3 s'arrête au premier arc qui ne change rien",
    explication:
      "Un arc déjà cohérent ne dit rien des autres : passez à l'arc suivant (continue). On ne " +
      "s'arrête que quand la file est vide, ou qu'un label est vide.",
    fonction: ac3Avec("arret-trop-tot"),
  },
];

/** Un PSC de variables à domaine numérique, et des contraintes entre elles (par leurs noms). */
function reseau(domaines: Record<string, Valeur[]>, contraintes: [string, string, string][]): PSC {
  const psc = new PSC();
  const vs = new Map<string, Variable>();
  for (const [nom, d] of Object.entries(domaines)) vs.set(nom, psc.ajouteVar(new Variable(nom, d)));
  for (const [a, op, b] of contraintes) {
    psc.ajouteContrainte(
      new ContrainteBinaire(vs.get(a) as Variable, op as "<", vs.get(b) as Variable),
    );
  }
  return psc;
}

function casAC3(description: string, fabriquer: () => PSC, contexte: string) {
  return casObjets(description, () => [nommer(fabriquer(), "psc")], contexte);
}

/** Un Sudoku 4×4 après la cohérence unaire. */
const sudoku4x4 = () =>
  sudokuReduit([
    [0, 0, 0, 4],
    [0, 0, 1, 0],
    [0, 3, 0, 0],
    [2, 0, 0, 0],
  ]);

/**
 * Des PSC tirés : une chaîne d'opérateurs tirés (une réduction se propage
 * d'un bout à l'autre), un réseau tiré, un Sudoku 4×4 tiré, et une chaîne
 * x1 < x2 < … plus longue que le domaine, où un label finit par se vider.
 */
function tirerDesPSC(hasard: Hasard): Cas[] {
  return casTires(4, (k) => {
    if (k === 2) {
      const M = grille4x4Tiree(hasard, entre(hasard, 8, 11));
      return casDuSudoku4x4(`un Sudoku 4×4 tiré (${grille4x4EnTexte(M)})`, M);
    }
    if (k === 1) {
      const d = reseauTire(hasard, entre(hasard, 5, 6), 4, 0.4);
      return casDuPSC(`un réseau tiré de ${d.variables.length} variables`, d);
    }
    const n = entre(hasard, 4, 5);
    const noms = hasard.melanger(unA(n).map((i) => `x${i}`));
    const domaine = unA(k === 0 ? 4 : n - 1);
    const chaine = noms
      .slice(1)
      .map((b, i): [string, Operateur, string] => [
        noms[i],
        k === 0 ? hasard.choisir<Operateur>(["<", "<=", "==", ">", ">="]) : "<",
        b,
      ]);
    const d: PSCDecrit = {
      variables: [...noms].sort().map((nom) => ({ nom, domaine })),
      contraintes: hasard.melanger([...chaine, ...reseauTire(hasard, n, 4, 0.2).contraintes]),
    };
    return casDuPSC(
      k === 0
        ? `une chaîne d'opérateurs tirés, ${noms.join(", ")}`
        : `une chaîne ${noms.join(" < ")} sur ${ecrireEnsemble(domaine)} : un label se vide`,
      d,
    );
  });
}

export const exerciceAC3: Exercice = {
  nom: "ac3",
  parametres: ["psc"],
  obligatoires: 1,
  reference: (psc: PSC) => ac3Reference(psc).coherent,
  // La fonction de la bibliothèque qui porte ce nom : verifier la refuse comme la référence.
  equivalents: [ac3Reference],
  appelle: ["revise"],
  delai: 1000,
  memeValeur: memeBooleen,
  etatApres: labelsDuPSC,
  nomEtat: "Les labels",
  erreurs: erreursAC3,
  journal: revisionsDAC3(0),
  tirer: tirerDesPSC,
  cas: [
    casAC3(
      "x < y < z : une réduction en entraîne d'autres",
      () =>
        reseau({ x: [1, 2, 3], y: [1, 2, 3], z: [1, 2, 3] }, [
          ["x", "<", "y"],
          ["y", "<", "z"],
        ]),
      "x, y, z de domaine {1, 2, 3} ; x < y, y < z",
    ),
    casAC3(
      "x != y puis y < z : le premier arc ne change rien, la suite si",
      () =>
        reseau({ x: [1, 2], y: [1, 2, 3], z: [1, 2] }, [
          ["x", "!=", "y"],
          ["y", "<", "z"],
        ]),
      "x ∈ {1, 2}, y ∈ {1, 2, 3}, z ∈ {1, 2} ; x != y, y < z",
    ),
    casAC3(
      "x < y < z sur {1, 2} : un label se vide",
      () =>
        reseau({ x: [1, 2], y: [1, 2], z: [1, 2] }, [
          ["x", "<", "y"],
          ["y", "<", "z"],
        ]),
      "x, y, z de domaine {1, 2} ; x < y, y < z",
    ),
    casAC3(
      "le petit PSC de la leçon 2 : tout est déjà cohérent",
      petitPSC,
      "psc = petitPSC() : x1 ∈ {b, c}, x2 ∈ {a, c}, x3 ∈ {a, c}, x4 ∈ {b, c} ; x1 != x2, x1 != x4, x2 != x3, x2 != x4, x3 != x4",
    ),
    casAC3(
      "un Sudoku 4×4 après la cohérence unaire",
      sudoku4x4,
      "psc = un SudokuPSC 4×4 (...4 / ..1. / .3.. / 2...), labels réduits par les indices",
    ),
    casAC3(
      "x == y, x == w, w == z, z > y : la réduction de y doit revenir jusqu'à x",
      () =>
        reseau({ x: [1, 2, 3], y: [1, 2, 3], z: [1, 2, 3], w: [2, 3] }, [
          ["x", "==", "w"],
          ["x", "==", "y"],
          ["w", "==", "z"],
          ["z", ">", "y"],
        ]),
      "x, y, z ∈ {1, 2, 3}, w ∈ {2, 3} ; x == w, x == y, w == z, z > y (pas de solution)",
    ),
    casAC3(
      "y > x, lu à droite de l'opérateur",
      () => reseau({ x: [2, 3], y: [1, 2, 3] }, [["y", ">", "x"]]),
      "x ∈ {2, 3}, y ∈ {1, 2, 3} ; y > x",
    ),
  ],
};
