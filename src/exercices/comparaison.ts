/**
 * Comparer ce qu'a renvoyé l'élève à ce qui est attendu. Chaque fonction du
 * TD a sa règle : un booléen exact, une case [i, j], une liste de cases dans
 * n'importe quel ordre…
 */

/** Égalité en profondeur, pour des nombres, booléens et tableaux. */
export function egales(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((x, k) => egales(x, b[k]));
  }
  return Object.is(a, b);
}

/** Pour les tests : le même booléen, pas 0 ou 1 ni "true". */
export function memeBooleen(attendue: unknown, obtenue: unknown): boolean {
  return attendue === obtenue;
}

/** Une case [i, j] : un tableau de deux nombres. */
export function estUneCase(valeur: unknown): valeur is [number, number] {
  return Array.isArray(valeur) && valeur.length === 2 && valeur.every((x) => typeof x === "number");
}

/** La même case, écrite [i, j]. */
export function memeCase(attendue: unknown, obtenue: unknown): boolean {
  return estUneCase(obtenue) && egales(attendue, obtenue);
}

/** Les cases d'une liste, écrites "i,j", sans doublon ; `undefined` si ce n'est pas une liste de cases. */
function clesDesCases(valeur: unknown): Set<string> | undefined {
  if (!Array.isArray(valeur) || !valeur.every(estUneCase)) return undefined;
  return new Set(valeur.map(([i, j]) => `${i},${j}`));
}

/** Les mêmes cases, dans n'importe quel ordre. */
export function memesCases(attendue: unknown, obtenue: unknown): boolean {
  const a = clesDesCases(attendue);
  const b = clesDesCases(obtenue);
  return a !== undefined && b !== undefined && a.size === b.size && [...a].every((c) => b.has(c));
}

/** Au plus tant de cases citées dans une différence. */
const CASES_MONTREES = 4;

/** « en trop : [0, 0], [0, 1]… ; manquantes : [0, 3]… », pour deux listes de cases. */
export function differenceDeCases(attendue: unknown, obtenue: unknown): string | undefined {
  const a = clesDesCases(attendue);
  const b = clesDesCases(obtenue);
  if (a === undefined) return undefined;
  if (b === undefined) return "on attend une liste de cases, chacune écrite [i, j]";
  const enTrop = [...b].filter((c) => !a.has(c));
  const manquantes = [...a].filter((c) => !b.has(c));
  const morceaux: string[] = [];
  if (enTrop.length > 0) morceaux.push(`en trop (${enTrop.length}) : ${citer(enTrop)}`);
  if (manquantes.length > 0)
    morceaux.push(`manquantes (${manquantes.length}) : ${citer(manquantes)}`);
  return morceaux.join(" ; ") || undefined;
}

function citer(cles: string[]): string {
  const montrees = cles.slice(0, CASES_MONTREES).map((c) => `[${c.replace(",", ", ")}]`);
  return montrees.join(", ") + (cles.length > CASES_MONTREES ? "…" : "");
}

/**
 * La résolution du TD renvoie un booléen (ou seulement affiche M) ; celle de
 * la bibliothèque, un objet avec `resolue`. On accepte les trois : sans
 * valeur renvoyée, seule compte la matrice M après l'appel.
 */
export function memeReussite(attendue: unknown, obtenue: unknown): boolean {
  if (obtenue === undefined) return true;
  const lue =
    typeof obtenue === "object" && obtenue !== null ? Reflect.get(obtenue, "resolue") : obtenue;
  return typeof lue === "boolean" && lue === attendue;
}
