/**
 * Leçon 3 : `singletonsCaches(unite, valeurs)`, la règle du singleton
 * caché de la contrainte « toutes différentes » d'une unité. Les variables
 * de l'unité doivent recevoir exactement les valeurs de `valeurs` : une
 * valeur qui ne tient plus que dans un label y est posée (le label se
 * réduit à elle) ; une valeur qui ne tient dans aucun rend l'unité
 * impossible (faux).
 */
import { singletonsCaches as singletonsCachesReference } from "../psc/toutes-differentes";
import { Variable, ecrireEnsemble, type Valeur } from "../psc/variable";
import { memeBooleen } from "./comparaison";
import type { Hasard } from "../hasard/hasard";
import type { Cas, ErreurTypique, Exercice } from "./exercice";
import { casObjets, nommer } from "./psc-cas";
import { partieTiree, unA } from "./psc-tirages";
import { casTires, entre } from "./tirages";

type SingletonsCaches = (unite: Variable[], valeurs: Valeur[]) => boolean;

/** Les labels des variables de l'unité (premier argument). */
function labelsDeLUnite(args: unknown[]): string {
  const unite = args[0];
  if (!Array.isArray(unite)) return "(pas un tableau de variables)";
  return unite
    .map((v) => (v instanceof Variable ? `${v.nom} : ${ecrireEnsemble(v.label)}` : String(v)))
    .join(" ; ");
}

/** La règle, avec une façon de trouver les places d'une valeur et de réagir à une valeur sans place. */
function singletonsAvec(options: {
  places?: (unite: Variable[], v: Valeur) => Variable[];
  sansPlace?: boolean;
}): SingletonsCaches {
  const { places = (u, v) => u.filter((x) => x.label.includes(v)), sansPlace = false } = options;
  return (unite, valeurs) => {
    for (const v of valeurs) {
      const ou = places(unite, v);
      if (ou.length === 0 && !sansPlace) return false;
      if (ou.length === 1) ou[0].label = [v];
    }
    return true;
  };
}

/** La règle du singleton nu, appliquée à la place : une case à une seule valeur la retire aux autres. */
const singletonsNus: SingletonsCaches = (unite) => {
  for (const x of unite) {
    if (x.label.length !== 1) continue;
    for (const y of unite) if (y !== x) y.enleveDuLabel(x.label[0]);
  }
  return true;
};

const erreursSingletons: ErreurTypique[] = [
  {
    code: "places-dans-le-domaine",
    titre: "les places d'une valeur sont cherchées dans les domaines au lieu des labels",
    explication:
      "Le domaine ne change jamais : chaque valeur y a toujours toutes ses places. Comptez les " +
      "variables dont le label contient encore la valeur (x.label.includes(v)).",
    fonction: singletonsAvec({ places: (u, v) => u.filter((x) => x.domaine.includes(v)) }),
  },
  {
    code: "valeur-sans-place-ignoree",
    titre: "une valeur qui n'a plus aucune place ne rend pas l'unité impossible",
    explication:
      "Chaque valeur de valeurs doit aller dans une des cases : si aucun label ne la contient, " +
      "l'unité ne peut pas être remplie. Renvoyez false.",
    fonction: singletonsAvec({ sansPlace: true }),
  },
  {
    code: "premiere-place-sans-compter",
    titre: "la valeur est posée dans la première case qui l'accepte, sans compter les autres",
    explication:
      "Une valeur n'est forcée que si elle n'a qu'une seule place. Comptez d'abord toutes ses " +
      "places ; réduisez le label seulement s'il y en a exactement une.",
    fonction: singletonsAvec({
      places: (u, v) => u.filter((x) => x.label.includes(v)).slice(0, 1),
    }),
  },
  {
    code: "singleton-nu-au-lieu-de-cache",
    titre: "c'est la règle du singleton nu qui est appliquée",
    explication:
      "Le singleton nu (une case qui n'a plus qu'une valeur) est déjà l'affaire d'AC-3. Le " +
      "singleton caché regarde l'autre sens : pour chaque valeur, combien de cases peuvent la " +
      "recevoir ?",
    fonction: singletonsNus,
  },
];

/** Des variables x0, x1… de domaine 1 … 4 (ou `domaine`), aux labels donnés ; on leur demande `valeurs`. */
function casUnite(description: string, labels: number[][], valeurs: number[], domaine = unA(4)) {
  const fabriquer = () => {
    const unite = labels.map((label, k) => {
      const x = new Variable(`x${k}`, domaine);
      x.label = [...label];
      return x;
    });
    return [nommer(unite, "unite"), valeurs];
  };
  const texte = labels.map((l, k) => `x${k} : {${l.join(", ")}}`).join(", ");
  return casObjets(description, fabriquer, `labels ${texte} ; valeurs = [${valeurs.join(", ")}]`);
}

/**
 * Des unités tirées : 3 à 5 cases aux labels tirés parmi 1 … n, les valeurs
 * 1 … n demandées dans un ordre tiré ; au premier cas, une valeur n'est plus
 * dans aucun label (l'unité est impossible).
 */
function tirerDesUnites(hasard: Hasard): Cas[] {
  return casTires(4, (k) => {
    const n = entre(hasard, 3, 5);
    const valeurs = hasard.melanger(unA(n));
    const absente = k === 0 ? hasard.choisir(valeurs) : undefined;
    const possibles = unA(n).filter((v) => v !== absente);
    const labels = unA(n).map(() => partieTiree(hasard, possibles, 1, n - 1));
    const description =
      absente === undefined
        ? `une unité tirée de ${n} cases`
        : `une unité tirée de ${n} cases, où le ${absente} n'a plus de place`;
    return casUnite(description, labels, valeurs, unA(n));
  });
}

export const exerciceSingletonsCaches: Exercice = {
  nom: "singletonsCaches",
  parametres: ["unite", "valeurs"],
  obligatoires: 2,
  reference: (unite: Variable[], valeurs: Valeur[]) => singletonsCachesReference(unite, valeurs),
  // La fonction de la bibliothèque qui porte ce nom : verifier la refuse comme la référence.
  equivalents: [singletonsCachesReference],
  appelle: [],
  delai: 1000,
  memeValeur: memeBooleen,
  etatApres: labelsDeLUnite,
  nomEtat: "Les labels",
  erreurs: erreursSingletons,
  tirer: tirerDesUnites,
  cas: [
    casUnite(
      "le 3 n'a qu'une place, dans un label de trois valeurs",
      [
        [1, 2, 3],
        [1, 2],
        [1, 2],
      ],
      [1, 2, 3],
    ),
    casUnite(
      "chaque valeur a deux places : rien ne change",
      [
        [1, 2],
        [1, 2],
      ],
      [1, 2],
    ),
    casUnite(
      "le 3 n'a plus aucune place",
      [
        [1, 2],
        [1, 2],
      ],
      [1, 3],
    ),
    casUnite(
      "une case n'a plus qu'une valeur, mais aucune valeur n'a une seule place",
      [[1], [1, 2, 3], [2, 3]],
      [1, 2, 3],
    ),
    casUnite(
      "le 4 n'a qu'une place, la dernière case",
      [
        [1, 2],
        [1, 2, 3],
        [2, 3],
        [2, 3, 4],
      ],
      [1, 2, 3, 4],
    ),
    casUnite("le 2 et le 3 n'ont que la même case : impossible", [[1, 2, 3], [1], [1]], [2, 3, 1]),
  ],
};
