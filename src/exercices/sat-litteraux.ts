/**
 * Comparer deux affectations partielles, écrites comme des listes de
 * littéraux vrais : [1, -2, 3] et [3, 1, -2] disent la même chose. `null`
 * (un conflit, ou pas de modèle) n'est égal qu'à `null`.
 */
import { egales } from "./comparaison";

/** Les littéraux sans doublon, triés, ou `undefined` si ce n'est pas une liste de nombres. */
function ensemble(valeur: unknown): number[] | undefined {
  if (!Array.isArray(valeur) || !valeur.every((l) => typeof l === "number")) return undefined;
  return [...new Set(valeur as number[])].sort((a, b) => Math.abs(a) - Math.abs(b) || a - b);
}

/** Les mêmes littéraux vrais, dans n'importe quel ordre ; le reste se compare tel quel. */
export function memesLitteraux(attendue: unknown, obtenue: unknown): boolean {
  const a = ensemble(attendue);
  const o = ensemble(obtenue);
  if (a === undefined || o === undefined) return egales(attendue, obtenue);
  return a.length === o.length && a.every((l, k) => l === o[k]);
}

const citer = (ls: number[]) => ls.slice(0, 6).join(", ") + (ls.length > 6 ? ", …" : "");

/** Ce qui manque ou ce qui est en trop, en français. */
export function ecartDeLitteraux(attendue: unknown, obtenue: unknown): string | undefined {
  const a = ensemble(attendue);
  const o = ensemble(obtenue);
  if (a === undefined) {
    return obtenue === null ? undefined : "on attend null : il n'y a pas d'affectation possible";
  }
  if (obtenue === null) return "vous répondez null (un conflit), mais il n'y en a pas";
  if (o === undefined) return "on attend une liste de littéraux (des nombres), ou null";
  const morceaux: string[] = [];
  const manquants = a.filter((l) => !o.includes(l));
  const enTrop = o.filter((l) => !a.includes(l));
  if (manquants.length > 0) morceaux.push(`littéraux manquants : ${citer(manquants)}`);
  if (enTrop.length > 0) morceaux.push(`littéraux en trop : ${citer(enTrop)}`);
  return morceaux.join(" ; ") || undefined;
}

/** Au-delà de tant de caractères, des clauses ne s'écrivent plus dans un rapport : on les décrit. */
const CLAUSES_MONTREES = 160;

/**
 * Des clauses comme la leçon les écrit, « [[-2, 3], [-1, 2], [1]] », ou
 * `undefined` si elles sont trop longues pour une ligne de rapport.
 */
export function ecrireClauses(clauses: number[][]): string | undefined {
  const texte = `[${clauses.map((c) => `[${c.join(", ")}]`).join(", ")}]`;
  return texte.length <= CLAUSES_MONTREES ? texte : undefined;
}

/** Le contexte d'un cas : les clauses si elles sont courtes, puis la remarque, entre parenthèses. */
export function contexteDesClauses(
  clauses: number[][],
  remarque?: string,
  autres = "",
): string | undefined {
  const ecrites = ecrireClauses(clauses);
  if (ecrites === undefined) return remarque;
  const valeurs = `clauses = ${ecrites}${autres}`;
  return remarque ? `${valeurs} (${remarque})` : valeurs;
}
