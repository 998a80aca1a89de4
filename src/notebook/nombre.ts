/**
 * Les nombres que l'élève lit dans une phrase, écrits à la française :
 * virgule décimale, espace fine insécable entre les groupes de trois
 * chiffres (« 53 751 tours en 24,1 ms »). Une valeur de code (un tableau,
 * un objet qu'on inspecte) garde l'écriture de TypeScript : 2.5 y est un
 * nombre, « 2,5 » serait deux valeurs.
 */
import { ecrireNombre } from "./tableau";

/**
 * `nombre(53751)` donne « 53 751 » ; `nombre(24.06, 1)`, « 24,1 ». Sans
 * `decimales`, un entier s'écrit entier et un décimal garde quatre chiffres
 * significatifs, comme dans les tableaux du cours ; un nombre immense ou
 * minuscule s'écrit avec sa puissance de dix, « 1,9 × 10⁴¹ ».
 */
export function nombre(x: number, decimales?: number): string {
  if (!Number.isFinite(x)) return ecrireNombre(x);
  if (decimales === undefined && x !== 0 && (Math.abs(x) >= 1e12 || Math.abs(x) < 1e-4))
    return scientifique(x);
  if (decimales === undefined) return ecrireNombre(x);
  return x.toLocaleString("fr-FR", {
    minimumFractionDigits: decimales,
    maximumFractionDigits: decimales,
  });
}

const EXPOSANTS = "⁰¹²³⁴⁵⁶⁷⁸⁹";

/** Très grand ou très petit : deux chiffres significatifs et une puissance de dix, « 1,9 × 10⁴¹ ». */
function scientifique(x: number): string {
  const [mantisse, exposant] = x.toExponential(1).split("e");
  const puissance = [...String(Number(exposant))]
    .map((c) => (c === "-" ? "⁻" : EXPOSANTS[Number(c)]))
    .join("");
  return `${mantisse.replace(".", ",")} × 10${puissance}`;
}
