/**
 * Leçon 5 : `propagationUnitaire(clauses, vrais)`. Partant des littéraux
 * vrais, elle ajoute tout littéral forcé par une clause dont les autres
 * littéraux sont faux, jusqu'à ne plus rien apprendre ; une clause dont tous
 * les littéraux sont faux est un conflit, et la réponse est `null`.
 */
import { propagationUnitaire } from "../sat/dpll-recursif";
import type { Clause } from "../sat/formules";
import type { Hasard } from "../hasard/hasard";
import type { Cas, ErreurTypique, Exercice } from "./exercice";
import { casTires } from "./tirages";
import { contexteDesClauses, ecartDeLitteraux, memesLitteraux } from "./sat-litteraux";

type Propagation = (clauses: Clause[], vrais: number[]) => number[] | null;

/**
 * Une propagation avec un défaut choisi : `unePasse` ne repasse pas,
 * `sansConflit` saute les clauses toutes fausses, `satisfaitesComprises`
 * ne saute pas les clauses déjà vraies, `seulementLongueurUn` ne regarde que
 * les clauses d'un seul littéral.
 */
function propagationAvec(defaut: {
  unePasse?: boolean;
  sansConflit?: boolean;
  satisfaitesComprises?: boolean;
  seulementLongueurUn?: boolean;
}): Propagation {
  return (clauses, vrais) => {
    const affectes = new Set(vrais);
    let nouveau = true;
    while (nouveau) {
      nouveau = false;
      for (const clause of clauses) {
        const satisfaite = clause.some((l) => affectes.has(l));
        if (satisfaite && !defaut.satisfaitesComprises) continue;
        if (defaut.seulementLongueurUn && clause.length !== 1) continue;
        const libres = clause.filter((l) => !affectes.has(l) && !affectes.has(-l));
        if (libres.length === 0 && !satisfaite && !defaut.sansConflit) return null;
        if (libres.length === 1) {
          affectes.add(libres[0]);
          nouveau = true;
        }
      }
      if (defaut.unePasse) break;
    }
    return [...affectes];
  };
}

const erreurs: ErreurTypique[] = [
  {
    code: "propagation-une-seule-passe",
    titre: "un seul passage sur les clauses",
    explication:
      "Un littéral déduit peut rendre unitaire une clause déjà passée. Il faut repasser sur " +
      "toutes les clauses tant que le dernier passage a déduit quelque chose.",
    fonction: propagationAvec({ unePasse: true }),
  },
  {
    code: "propagation-conflit-ignore",
    titre: "une clause dont tous les littéraux sont faux est ignorée",
    explication:
      "Une clause sans littéral vrai ni libre ne peut plus être satisfaite : c'est un conflit, " +
      "et la réponse est null. La sauter, c'est continuer avec une affectation impossible.",
    fonction: propagationAvec({ sansConflit: true }),
  },
  {
    code: "propagation-clause-satisfaite",
    titre: "une clause déjà satisfaite force encore un littéral",
    explication:
      "Si un littéral de la clause est déjà vrai, elle est satisfaite : elle n'exige plus rien, " +
      "même si un seul de ses autres littéraux est libre. Sautez-la.",
    fonction: propagationAvec({ satisfaitesComprises: true }),
  },
  {
    code: "propagation-clauses-d-un-litteral",
    titre: "seules les clauses d'un littéral sont regardées",
    explication:
      "Une clause devient unitaire quand tous ses littéraux sont faux sauf un, quelle que soit " +
      "sa longueur : [-1, 2] force 2 dès que 1 est vrai. Comptez les littéraux libres, pas la " +
      "longueur de la clause.",
    fonction: propagationAvec({ seulementLongueurUn: true }),
  },
];

function cas(description: string, clauses: Clause[], vrais: number[], remarque?: string): Cas {
  const contexte = contexteDesClauses(clauses, remarque, ` et vrais = [${vrais.join(", ")}]`);
  return { description, arguments: [clauses, vrais], contexte };
}

/**
 * Une formule tirée, dont les pièces visent chacune une erreur : une chaîne
 * a → b → c écrite à rebours (un seul passage n'en voit qu'un bout), une
 * clause de trois littéraux que b et c rendent unitaire, une clause déjà
 * satisfaite qui aurait un seul littéral libre, deux clauses qui impliquent u
 * sans qu'aucune ne soit unitaire (la propagation n'en déduit rien, un
 * solveur si), et, si `conflit`, une clause que la chaîne rend toute fausse.
 * Les variables sont numérotées et signées au hasard ; a est vrai au départ,
 * par une clause unitaire ou par `vrais`.
 */
function formuleTiree(hasard: Hasard, conflit: boolean, aDansVrais: boolean): Cas {
  const numeros = hasard.melanger([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  const [a, b, c, m, t, u, w, e] = numeros.map((v) => (hasard.entier(2) === 0 ? v : -v));
  // La chaîne, à rebours de l'ordre où la propagation la déduit.
  const chaine: Clause[] = [[-b, -c, m], [-b, c], [-a, b], ...(aDansVrais ? [] : [[a]])];
  if (conflit) chaine.unshift([-m, -c]);
  const autres: Clause[] = [
    [c, -a, t],
    [u, w],
    [u, -w],
  ];
  const clauses = [...chaine];
  for (const clause of autres) clauses.splice(hasard.entier(clauses.length + 1), 0, clause);
  const vrais = aDansVrais ? hasard.melanger([a, e]) : hasard.entier(2) === 0 ? [e] : [];
  const melangees = clauses.map((clause) => hasard.melanger([...clause]));
  return {
    description: `une formule tirée de ${clauses.length} clauses, vrais = [${vrais.join(", ")}]`,
    arguments: [melangees, vrais],
    contexte: `clauses = ${JSON.stringify(melangees).replace(/,/g, ", ")} et vrais = [${vrais.join(", ")}]`,
  };
}

export const exercicePropagationUnitaire: Exercice = {
  nom: "propagationUnitaire",
  parametres: ["clauses", "vrais"],
  obligatoires: 2,
  delai: 1000,
  appelle: [],
  reference: propagationUnitaire,
  erreurs,
  memeValeur: memesLitteraux,
  difference: ecartDeLitteraux,
  // Un conflit au premier cas ; a vrai par `vrais` au deuxième.
  tirer: (hasard) => casTires(4, (k) => formuleTiree(hasard, k === 0, k === 1)),
  cas: [
    cas("une clause unitaire, puis une autre qui le devient", [[1], [-1, 2]], []),
    cas(
      "une chaîne de déductions, dans l'ordre inverse des clauses",
      [[-2, 3], [-1, 2], [1]],
      [],
      "il faut 1, puis 2, puis 3 : un seul passage n'en voit qu'un",
    ),
    cas("une clause déjà satisfaite n'exige rien", [[1, 2, 3]], [1, -2]),
    cas("deux déductions contradictoires : un conflit", [[1], [-1, 2], [-1, -2]], []),
    cas("une clause fausse dès le départ", [[1, 2]], [-1, -2]),
    cas(
      "rien à déduire : la réponse est l'affectation reçue",
      [
        [1, 2],
        [-1, 3],
      ],
      [4],
    ),
  ],
};
