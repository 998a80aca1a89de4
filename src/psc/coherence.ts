/**
 * La pré-résolution du document PSC : avant toute recherche, on retire des
 * labels les valeurs qui ne peuvent pas faire partie d'une solution.
 *   - cohérence unaire : les valeurs qui violent une contrainte unaire ;
 *   - cohérence binaire : les valeurs sans support dans le label d'une
 *     variable voisine, jusqu'à ce que plus rien ne change (point fixe) ;
 *   - tri des variables : les plus contraintes (petits labels) d'abord.
 */
import type { PSC } from "./psc";

/** Retire de chaque label les valeurs interdites par une contrainte unaire. Faux si un label est vide. */
export function consistanceContraintesUnaires(psc: PSC): boolean {
  for (const c of psc.contraintesUnaires) {
    for (const valeur of [...c.refVar.label]) {
      if (!c.estValide(c.refVar, valeur)) c.refVar.enleveDuLabel(valeur);
    }
  }
  return psc.variables.every((v) => v.label.length > 0);
}

/**
 * Applique `modifierLabels` à chaque contrainte binaire, et recommence
 * tant qu'une passe a changé un label : retirer une valeur peut priver
 * de support une valeur d'une autre variable, déjà examinée.
 * Faux si un label est devenu vide (le PSC n'a pas de solution).
 */
export function consistanceContraintesBinaires(psc: PSC): boolean {
  let modifie = true;
  while (modifie) {
    modifie = false;
    for (const c of psc.contraintesBinaires) {
      if (c.modifierLabels()) modifie = true;
    }
  }
  return psc.variables.every((v) => v.label.length > 0);
}

/** Trie les variables par taille de label croissante (à égalité, l'ordre est gardé). */
export function sortVariables(psc: PSC): void {
  psc.variables.sort((a, b) => a.label.length - b.label.length);
}
