/**
 * Leçon 3 bis : `casesAUnSeulCandidat(masques)`, le cœur des singletons nus
 * du solveur rapide. Chaque masque dit, pour un chiffre, les cases où il
 * peut encore aller (bit k : la case k) ; la fonction rend le masque des
 * cases présentes dans exactement un des masques. Toute méthode juste est
 * acceptée ; celle du cours compte en parallèle sur tous les bits :
 * `deux |= un & m; un |= m;` puis `un & ~deux`.
 */
import { egales } from "./comparaison";
import type { Cas, ErreurTypique, Exercice } from "./exercice";

type Singletons = (masques: number[]) => unknown;

const casesAUnSeulCandidat: Singletons = (masques) => {
  let un = 0;
  let deux = 0;
  for (const m of masques) {
    deux |= un & m;
    un |= m;
  }
  return un & ~deux;
};

/** « 0b101 (cases 0 et 2) » : un masque lisible, bits et cases. */
function ecrireMasque(valeur: unknown): string {
  if (typeof valeur !== "number" || !Number.isInteger(valeur)) return String(valeur);
  const cases: number[] = [];
  for (let k = 0; k < 31; k++) if (valeur & (1 << k)) cases.push(k);
  const liste = cases.length === 0 ? "aucune case" : `cases ${cases.join(", ")}`;
  return `0b${(valeur >>> 0).toString(2)} (${liste})`;
}

function difference(attendue: unknown, obtenue: unknown): string | undefined {
  if (typeof obtenue !== "number") return "la fonction doit renvoyer un nombre : un masque de bits";
  return `attendu ${ecrireMasque(attendue)}, obtenu ${ecrireMasque(obtenue)}`;
}

function cas(description: string, masques: number[], contexte: string): Cas {
  return { description, arguments: [masques], contexte };
}

const erreurs: ErreurTypique[] = [
  {
    code: "singletons-union",
    titre: "toutes les cases vues au moins une fois",
    explication:
      "`un |= m` seul donne les cases qui ont au moins un candidat. Une case présente dans " +
      "deux masques a deux candidats : il faut aussi savoir qui est vu au moins deux fois " +
      "(`deux`), et le retirer : `un & ~deux`.",
    fonction: (masques: number[]) => masques.reduce((u, m) => u | m, 0),
  },
  {
    code: "singletons-ou-exclusif",
    titre: "le ou exclusif compte la parité, pas « exactement une fois »",
    explication:
      "`x ^= m` garde les cases vues un nombre impair de fois : une case à trois candidats " +
      "ressort comme si elle n'en avait qu'un. Il faut deux masques, `un` et `deux`.",
    fonction: (masques: number[]) => masques.reduce((x, m) => x ^ m, 0),
  },
  {
    code: "singletons-ordre",
    titre: "`un` est mis à jour avant `deux`",
    explication:
      "Avec `un |= m; deux |= un & m;`, la case vient d'être ajoutée à `un` : `un & m` contient " +
      "tout `m`, et chaque case vue une fois passe dans `deux`. Calculez d'abord " +
      "`deux |= un & m` (ce qui était déjà vu et revient), puis `un |= m`.",
    fonction: (masques: number[]) => {
      let un = 0;
      let deux = 0;
      for (const m of masques) {
        un |= m;
        deux |= un & m;
      }
      return un & ~deux;
    },
  },
  {
    code: "singletons-au-moins-deux",
    titre: "le complément oublié : les cases vues au moins deux fois",
    explication:
      "`deux` contient les cases à plusieurs candidats ; on veut les autres cases de `un` : " +
      "`un & ~deux`, et non `un & deux`.",
    fonction: (masques: number[]) => {
      let un = 0;
      let deux = 0;
      for (const m of masques) {
        deux |= un & m;
        un |= m;
      }
      return un & deux;
    },
  },
];

export const exerciceCasesAUnSeulCandidat: Exercice = {
  nom: "casesAUnSeulCandidat",
  parametres: ["masques"],
  obligatoires: 1,
  delai: 1000,
  appelle: [],
  reference: casesAUnSeulCandidat,
  erreurs,
  memeValeur: egales,
  difference,
  cas: [
    cas("deux masques sans case commune", [0b0011, 0b1100], "masques = [0b0011, 0b1100]"),
    cas(
      "deux masques qui partagent une case",
      [0b0110, 0b0011],
      "masques = [0b0110, 0b0011] : la case 1 a deux candidats",
    ),
    cas(
      "une case dans trois masques",
      [0b1, 0b1, 0b1, 0b10],
      "masques = [0b1, 0b1, 0b1, 0b10] : la case 0 a trois candidats",
    ),
    cas("aucun masque", [], "masques = [] : aucune case"),
    cas(
      "une bande de 27 cases et ses 9 chiffres",
      [0x7ffffff, 0x1ff, 0x3fe00, 0x7fc0000, 0, 0, 0, 0x4000001, 0],
      "masques = les 9 chiffres d'une bande (27 bits) : le premier partout, trois chiffres sur une ligne chacun, un sur les cases 0 et 26",
    ),
  ],
};

/** Les exercices de la leçon 3 bis. */
export const EXERCICES_RAPIDE: readonly Exercice[] = [exerciceCasesAUnSeulCandidat];
