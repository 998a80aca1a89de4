/**
 * Un PSC traduit en entiers, pour la recherche rapide (`moteur.ts`).
 *
 * Les variables deviennent 0, 1, …, n − 1 et les valeurs de chaque domaine
 * 0, 1, …, d − 1 (leur rang dans le domaine). Un label devient un *masque*
 * de bits : le bit a vaut 1 si la valeur a est encore possible. Retirer une
 * valeur, tester un label vide ou compter ses valeurs coûte alors une ou
 * deux opérations sur un entier, au lieu d'un parcours de tableau.
 *
 * Chaque contrainte binaire donne deux *arcs*, un par variable. L'arc e
 * part de la variable s vers la variable t et porte une table :
 * `tables[e][a]` est le masque des valeurs de t compatibles avec s = a.
 * Les arcs de chaque variable sont rangés à la suite (format « CSR ») :
 * ceux de s sont les indices `debut[s]` à `debut[s + 1] − 1`, dans l'ordre
 * des contraintes du PSC — le même ordre que `psc.contraintesDe(s)`.
 */
import { ErreurPSC } from "./erreurs";
import type { Valeur } from "./variable";

/** Au plus 30 valeurs par domaine : un masque tient dans un entier de 32 bits, sans le bit de signe. */
export const TAILLE_MAX_DOMAINE = 30;

export interface ProblemeCompile {
  /** Nombre de variables. */
  n: number;
  /** `valeurs[i][a]` : la valeur de rang a du domaine de la variable i. */
  valeurs: readonly (readonly Valeur[])[];
  /** Le label de départ de chaque variable, en masque. */
  initial: Int32Array;
  /** Les arcs de la variable s sont `debut[s]` … `debut[s + 1] − 1`. */
  debut: Int32Array;
  /** La variable d'arrivée de chaque arc. */
  cible: Int32Array;
  /** L'arc inverse (de t vers s, même contrainte). */
  inverse: Int32Array;
  /** La table de compatibilité de chaque arc (souvent partagée entre arcs). */
  tables: Int32Array[];
  /**
   * 1 si l'arc est une contrainte « différent » entre deux domaines égaux
   * (`tables[e][a]` = tout sauf a) : AC-3 la révise alors sans parcourir
   * les valeurs (voir `moteur.ts`).
   */
  difference: Uint8Array;
  /** Pour la contrainte k : l'arc de sa première variable (`2k`), puis celui de la seconde (`2k + 1`). */
  arcsDesContraintes: Int32Array;
}

/** Une contrainte entre les variables i et j, donnée par ses deux tables. */
export interface ContrainteCompilee {
  i: number;
  j: number;
  /** Pour chaque valeur a de i, le masque des valeurs de j compatibles. */
  tableIJ: Int32Array;
  /** Pour chaque valeur b de j, le masque des valeurs de i compatibles. */
  tableJI: Int32Array;
}

/** Assemble le problème : les arcs de chaque variable, dans l'ordre des contraintes. */
export function assembler(
  valeurs: readonly (readonly Valeur[])[],
  initial: Int32Array,
  contraintes: readonly ContrainteCompilee[],
): ProblemeCompile {
  const n = valeurs.length;
  for (let i = 0; i < n; i++) {
    if (valeurs[i].length > TAILLE_MAX_DOMAINE) {
      throw new ErreurPSC(
        `la recherche rapide accepte des domaines d'au plus ${TAILLE_MAX_DOMAINE} valeurs ; ` +
          `la variable n° ${i} en a ${valeurs[i].length} (prenez la recherche simple, chercher)`,
      );
    }
  }
  const debut = new Int32Array(n + 1);
  for (const c of contraintes) {
    debut[c.i + 1]++;
    debut[c.j + 1]++;
  }
  for (let s = 0; s < n; s++) debut[s + 1] += debut[s];
  const m = debut[n];
  const cible = new Int32Array(m);
  const inverse = new Int32Array(m);
  const tables = new Array<Int32Array>(m);
  const arcsDesContraintes = new Int32Array(2 * contraintes.length);
  const prochain = debut.slice(0, n);
  contraintes.forEach((c, k) => {
    const e = prochain[c.i]++;
    const f = prochain[c.j]++;
    cible[e] = c.j;
    cible[f] = c.i;
    tables[e] = c.tableIJ;
    tables[f] = c.tableJI;
    inverse[e] = f;
    inverse[f] = e;
    arcsDesContraintes[2 * k] = e;
    arcsDesContraintes[2 * k + 1] = f;
  });
  const estDifference = new Map<Int32Array, boolean>();
  const difference = Uint8Array.from(tables, (t, e) => {
    let oui = estDifference.get(t);
    if (oui === undefined) {
      const tailleCible = valeurs[cible[e]].length;
      const tous = tailleCible === 31 ? -1 : (1 << tailleCible) - 1;
      oui = t.length === tailleCible && t.every((masque, a) => masque === (tous & ~(1 << a)));
      estDifference.set(t, oui);
    }
    return oui ? 1 : 0;
  });
  return { n, valeurs, initial, debut, cible, inverse, tables, difference, arcsDesContraintes };
}
