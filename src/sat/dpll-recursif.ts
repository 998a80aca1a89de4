/**
 * DPLL récursif, la version de la leçon 5 que l'élève écrit lui-même :
 * la propagation unitaire jusqu'à ce qu'elle ne déduise plus rien, puis un
 * choix à deux branches. Une affectation partielle est la liste des
 * littéraux vrais ; l'opposé d'un littéral vrai est faux, les autres sont
 * libres. Rien n'est recopié ni simplifié : c'est lent, mais court à lire
 * (`solveurDPLL`, dans dpll.ts, fait le même travail sans rien recopier).
 */
import type { Clause, Litteral } from "./formules";

/**
 * Les littéraux vrais au départ, plus tous ceux que la propagation unitaire
 * en déduit ; `null` si une clause a tous ses littéraux faux (un conflit).
 */
export function propagationUnitaire(
  clauses: readonly Clause[],
  vrais: readonly Litteral[],
): Litteral[] | null {
  const affectes = new Set(vrais);
  // Une déduction peut en rendre possible une autre : on repasse tant que l'on apprend.
  let nouveau = true;
  while (nouveau) {
    nouveau = false;
    for (const clause of clauses) {
      if (clause.some((l) => affectes.has(l))) continue; // déjà satisfaite
      const libres = clause.filter((l) => !affectes.has(-l));
      if (libres.length === 0) return null; // tous faux : conflit
      if (libres.length === 1) {
        affectes.add(libres[0]);
        nouveau = true;
      }
    }
  }
  return [...affectes];
}

/**
 * Un modèle (les littéraux vrais d'une affectation qui satisfait toutes les
 * clauses, en partant de `vrais`), ou `null` si la formule n'en a aucun.
 */
export function dpllRecursif(
  clauses: readonly Clause[],
  vrais: readonly Litteral[] = [],
): Litteral[] | null {
  const deduits = propagationUnitaire(clauses, vrais);
  if (deduits === null) return null;
  const affectes = new Set(deduits);
  const ouverte = clauses.find((c) => !c.some((l) => affectes.has(l)));
  if (ouverte === undefined) return deduits; // toutes satisfaites
  // Après la propagation, une clause ouverte a au moins deux littéraux libres.
  const choix = ouverte.find((l) => !affectes.has(-l)) as Litteral;
  return dpllRecursif(clauses, [...deduits, choix]) ?? dpllRecursif(clauses, [...deduits, -choix]);
}
