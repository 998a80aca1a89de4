/**
 * Le journal d'un appel : les pas de l'algorithme que la leçon définit (les
 * écritures dans M pour la boucle du TD, les valeurs retirées des domaines
 * pour AC-3, les tirages lus pour le recuit…), notés pendant que la fonction
 * tourne, pour comparer *ce qu'elle a fait* à ce que fait la référence.
 *
 * Sans lui, une vérification ne voit que le résultat : n'importe quel
 * solveur rend la même grille que la boucle du TD, et passerait pour elle.
 * Les pas sont notés par les arguments eux-mêmes, que l'exercice enveloppe
 * (`Exercice.journal.instrumenter`) : ni un autre algorithme, ni un
 * processus à part qui calcule la réponse ne peut laisser la même suite.
 *
 * Un appel peut faire des millions de pas : le journal n'en garde que le
 * nombre, une empreinte de toute la suite et les premiers (pour dire où
 * l'élève s'écarte de la référence).
 */

/** Ce que l'on garde du journal d'un appel. */
export interface ResumeJournal {
  /** Le nombre de pas. */
  nombre: number;
  /** L'empreinte de toute la suite (deux FNV-1a de 32 bits, en hexadécimal). */
  empreinte: string;
  /** Les premiers pas, tels quels. */
  debut: string[];
}

/** Les pas gardés tels quels au début du journal. */
export const PAS_GARDES = 500;

/** Le FNV-1a de 32 bits de `texte`, repris depuis `h`. */
function fnv(h: number, texte: string): number {
  for (let k = 0; k < texte.length; k++) {
    h ^= texte.charCodeAt(k);
    h = Math.imul(h, 0x01000193);
  }
  // Un séparateur : « 1,2 » puis « 3 » ne donnent pas l'empreinte de « 1 » puis « 2,3 ».
  return Math.imul(h ^ 0x1f, 0x01000193);
}

const hex = (h: number) => (h >>> 0).toString(16).padStart(8, "0");

export class Journal {
  private nombre = 0;
  private h1 = 0x811c9dc5;
  private h2 = 0x050c5d1f;
  private readonly debut: string[] = [];
  /** Ce qui se vérifie à la fin de l'appel (une ligne de M remplacée…), avant le résumé. */
  private readonly finales: (() => void)[] = [];
  /** Le dernier pas, pas encore compté : un pas de même clé peut encore le remplacer. */
  private enAttente: string | undefined;
  private cleEnAttente: string | undefined;

  /**
   * Note un pas. Avec une `cle` (« la case (2, 3) »), un pas de même clé que
   * le précédent le remplace : une case écrite plusieurs fois de suite compte
   * pour sa dernière valeur, si bien que la façon d'écrire une étape (une
   * valeur d'essai, puis la bonne) ne change pas le journal.
   */
  noter(pas: string, cle?: string): void {
    if (cle === undefined || cle !== this.cleEnAttente) this.compterEnAttente();
    this.enAttente = pas;
    this.cleEnAttente = cle;
  }

  /** Retire le dernier pas noté, s'il peut encore être remplacé (une case revenue à sa valeur). */
  retirerEnAttente(): void {
    this.enAttente = undefined;
    this.cleEnAttente = undefined;
  }

  /** `f` sera appelée à la fin de l'appel, juste avant le résumé : elle peut encore noter des pas. */
  aLaFin(f: () => void): void {
    this.finales.push(f);
  }

  /** Le résumé du journal, une fois l'appel fini. */
  resume(): ResumeJournal {
    for (const f of this.finales.splice(0)) f();
    this.compterEnAttente();
    return { nombre: this.nombre, empreinte: hex(this.h1) + hex(this.h2), debut: [...this.debut] };
  }

  private compterEnAttente(): void {
    if (this.enAttente === undefined) return;
    const pas = this.enAttente;
    this.enAttente = undefined;
    this.cleEnAttente = undefined;
    this.nombre++;
    this.h1 = fnv(this.h1, pas);
    this.h2 = fnv(this.h2 ^ this.nombre, pas);
    if (this.debut.length < PAS_GARDES) this.debut.push(pas);
  }
}

/** Deux journaux font-ils les mêmes pas ? */
export function memesPas(a: ResumeJournal | undefined, b: ResumeJournal | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return a.nombre === b.nombre && a.empreinte === b.empreinte;
}

/** Où deux journaux se séparent : le rang du premier pas différent (0 pour le premier), s'il est gardé. */
export function premierEcart(
  attendu: ResumeJournal,
  obtenu: ResumeJournal,
): { rang: number; attendu?: string; obtenu?: string } | undefined {
  const gardes = Math.min(attendu.debut.length, obtenu.debut.length);
  for (let k = 0; k < gardes; k++)
    if (attendu.debut[k] !== obtenu.debut[k])
      return { rang: k, attendu: attendu.debut[k], obtenu: obtenu.debut[k] };
  // Tous les pas gardés concordent : l'écart est juste après, si l'un des deux s'arrête là.
  if (gardes === attendu.nombre || gardes === obtenu.nombre)
    return { rang: gardes, attendu: attendu.debut[gardes], obtenu: obtenu.debut[gardes] };
  return undefined;
}

/** Un résumé de journal lu dans des pièces : la bonne forme, ou undefined. */
export function lireResume(valeur: unknown): ResumeJournal | undefined {
  if (typeof valeur !== "object" || valeur === null) return undefined;
  const { nombre, empreinte, debut } = valeur as Record<string, unknown>;
  if (!Number.isSafeInteger(nombre) || typeof empreinte !== "string" || !Array.isArray(debut))
    return undefined;
  if (!debut.every((p) => typeof p === "string")) return undefined;
  return { nombre: nombre as number, empreinte, debut: debut as string[] };
}
