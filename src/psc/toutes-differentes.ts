/**
 * La contrainte globale « toutes différentes » (alldifferent) d'une unité
 * du Sudoku : ligne, colonne ou carré.
 *
 * Les contraintes binaires `x != y` ne voient que deux cases à la fois.
 * Vue d'un bloc, l'unité en dit plus : ses k cases vides doivent recevoir
 * exactement les k chiffres qui y manquent, chacun une fois. D'où la règle
 * du *singleton caché* : un chiffre manquant qui ne tient plus que dans
 * une seule case de l'unité va dans cette case ; s'il ne tient dans aucune,
 * l'unité ne peut pas être remplie. C'est ce que donne la cohérence d'arc
 * généralisée (GAC) de la contrainte quand il y a autant de cases que de
 * valeurs à placer (Régin, 1994, la calcule dans tous les cas par un
 * couplage ; on n'en garde ici que cette règle).
 */
import { ac3, type Retrait } from "./ac3";
import { consistanceContraintesUnaires } from "./coherence";
import type { PSC } from "./psc";
import type { Valeur, Variable } from "./variable";

/** Une unité : ses cases vides (leurs variables) et les valeurs qui y manquent. */
export interface UnitePSC {
  variables: Variable[];
  valeurs: Valeur[];
}

/**
 * Applique la règle du singleton caché à une unité : pour chaque valeur à
 * placer, dans l'ordre, on compte les variables dont le label la contient
 * encore. Une seule : son label se réduit à cette valeur. Aucune : faux,
 * l'unité ne peut pas être remplie. Les réductions faites pour une valeur
 * comptent déjà pour les suivantes.
 */
export function singletonsCaches(unite: Variable[], valeurs: Valeur[]): boolean {
  for (const v of valeurs) {
    const places = unite.filter((x) => x.label.includes(v));
    if (places.length === 0) return false;
    if (places.length === 1) places[0].label = [v];
  }
  return true;
}

/**
 * Les candidats verrouillés, une règle qui croise deux unités U et W (un
 * carré et une ligne, par exemple) : si toutes les places de la valeur v
 * dans U sont aussi dans W, v sera posée dans U ∩ W, donc nulle part
 * ailleurs dans W. On la retire des autres cases de W. Cette règle ne vient
 * pas d'une seule contrainte « toutes différentes » : il en faut deux.
 */
export function candidatsVerrouilles(unites: readonly UnitePSC[]): void {
  for (const u of unites) {
    for (const v of u.valeurs) {
      const places = u.variables.filter((x) => x.label.includes(v));
      if (places.length < 2) continue;
      for (const w of unites) {
        if (w === u || !places.every((x) => w.variables.includes(x))) continue;
        for (const x of w.variables) if (!places.includes(x)) x.enleveDuLabel(v);
      }
    }
  }
}

/** Le nombre total de valeurs encore possibles : il baisse à chaque retrait. */
function tailleDesLabels(variables: readonly Variable[]): number {
  return variables.reduce((total, x) => total + x.label.length, 0);
}

/** Ce que donne la propagation : cohérente ou non, et le travail de chaque règle. */
export interface BilanPropagation {
  coherent: boolean;
  /** Nombre de passes d'AC-3. */
  passes: number;
  /** Nombre d'arcs révisés, toutes passes comprises. */
  revisions: number;
  /** Couples de valeurs testés par AC-3, toutes passes comprises. */
  verifications: number;
  /** Valeurs retirées par les singletons cachés (pas par AC-3). */
  retraitsSingletons: number;
  /** Valeurs retirées par les candidats verrouillés. */
  retraitsVerrouilles: number;
  /** Les valeurs retirées par AC-3, dans l'ordre, si l'on a demandé `journal`. */
  retraits?: Retrait[];
}

/** Les règles à ajouter à AC-3 ; sans rien, c'est AC-3 seul. */
export interface OptionsPropagation {
  singletonsCaches?: boolean;
  candidatsVerrouilles?: boolean;
  /** Garder chaque valeur retirée par AC-3 dans `retraits` (pour rejouer la propagation). */
  journal?: boolean;
}

/**
 * Propage jusqu'au point fixe : cohérence unaire, AC-3, puis les
 * règles demandées sur les unités (du Sudoku, ou de tout PSC dont on donne
 * les unités) ; si elles ont réduit un label, on refait AC-3 (tous les
 * arcs : c'est simple, et assez rapide ici), et ainsi de suite.
 */
export function propager(
  psc: PSC,
  unites: readonly UnitePSC[],
  options: OptionsPropagation = {},
): BilanPropagation {
  const bilan: BilanPropagation = {
    coherent: consistanceContraintesUnaires(psc),
    passes: 0,
    revisions: 0,
    verifications: 0,
    retraitsSingletons: 0,
    retraitsVerrouilles: 0,
    retraits: options.journal ? [] : undefined,
  };
  while (bilan.coherent) {
    const r = ac3(psc, { journal: options.journal });
    bilan.retraits?.push(...(r.retraits ?? []));
    bilan.passes++;
    bilan.revisions += r.revisions;
    bilan.verifications += r.verifications;
    if (!r.coherent) bilan.coherent = false;
    if (!r.coherent) break;
    let retirees = 0;
    if (options.singletonsCaches) {
      const avant = tailleDesLabels(psc.variables);
      bilan.coherent = unites.every((u) => singletonsCaches(u.variables, u.valeurs));
      bilan.retraitsSingletons += avant - tailleDesLabels(psc.variables);
      retirees += avant - tailleDesLabels(psc.variables);
    }
    if (bilan.coherent && options.candidatsVerrouilles) {
      const avant = tailleDesLabels(psc.variables);
      candidatsVerrouilles(unites);
      bilan.retraitsVerrouilles += avant - tailleDesLabels(psc.variables);
      retirees += avant - tailleDesLabels(psc.variables);
    }
    // Plus rien de neuf : c'est le point fixe.
    if (retirees === 0) break;
  }
  return bilan;
}
