/**
 * Leçon 3 bis : `casesAUnSeulCandidat(masques)`, le cœur des singletons nus
 * du solveur rapide. Chaque masque dit, pour un chiffre, les cases où il
 * peut encore aller (bit k : la case k) ; la fonction rend le masque des
 * cases présentes dans exactement un des masques. Toute méthode juste est
 * acceptée ; celle du cours compte en parallèle sur tous les bits :
 * `deux |= un & m; un |= m;` puis `un & ~deux`.
 */
import { egales } from "./comparaison";
import type { Hasard } from "../hasard/hasard";
import type { Cas, ErreurTypique, Exercice } from "./exercice";
import { casTires, entre } from "./tirages";

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

/** Un masque de `bits` cases, chacune présente une fois sur `1 / densite`. */
function masqueTire(hasard: Hasard, bits: number, densite: number): number {
  let m = 0;
  for (let k = 0; k < bits; k++) if (hasard.entier(densite) === 0) m |= 1 << k;
  return m;
}

const ecrireMasques = (masques: number[]) =>
  `[${masques.map((m) => `0b${m.toString(2)}`).join(", ")}]`;

/**
 * D'autres masques : les 9 chiffres d'une unité (9 cases), puis ceux d'une
 * bande (27 cases), puis un nombre de masques quelconque. Chaque liste a une
 * case vue une fois, une vue deux fois et une vue trois fois, là où
 * l'union, le ou exclusif et `deux` mis à jour trop tard se trompent.
 */
function tirerDesMasques(hasard: Hasard): Cas[] {
  return casTires(3, (k) => {
    const bits = k === 0 ? 9 : 27;
    const nombre = k === 2 ? entre(hasard, 3, 12) : 9;
    const masques = Array.from({ length: nombre }, () =>
      masqueTire(hasard, bits, entre(hasard, 2, 6)),
    );
    // Les cases 0 à `bits` - 1, mélangées : les trois premières sont vues une, deux et trois fois.
    const cases = hasard.melanger(Array.from({ length: bits }, (_, b) => b));
    const lignes = hasard.melanger(masques.map((_, n) => n));
    cases.slice(0, 3).forEach((c, vues) => {
      masques.forEach((_, n) => (masques[n] &= ~(1 << c)));
      for (const n of lignes.slice(0, vues + 1)) masques[n] |= 1 << c;
    });
    const unite = k === 0 ? "une unité de 9 cases" : `${bits} cases`;
    return cas(
      `${nombre} masques sur ${unite}`,
      masques,
      `masques = ${ecrireMasques(masques)} ; les cases ${cases.slice(0, 3).join(", ")} sont vues une, deux et trois fois`,
    );
  });
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
  tirer: tirerDesMasques,
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
