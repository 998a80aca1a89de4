/**
 * Écrire pour l'élève les valeurs, les appels et les matrices, en restant
 * court : un rapport se lit d'un coup d'œil.
 */
import { inspect } from "util";

/** Au-delà, une liste est coupée : on en montre le début. */
const LONGUEUR_MONTREE = 8;

/**
 * Au-delà, un texte est coupé : une chaîne de 50 Mo rendue par l'élève ne
 * doit pas donner un rapport de 50 Mo. On dit la longueur d'origine.
 */
export const TEXTE_MONTRE = 200;

/** 52428800 → « 52 428 800 ». */
function nombreFrancais(n: number): string {
  return n.toLocaleString("fr-FR").replace(/\s/g, " ");
}

/** Le début d'un texte trop long, suivi de sa longueur d'origine. */
export function abreger(texte: string, longueur = TEXTE_MONTRE): string {
  if (texte.length <= longueur) return texte;
  return `${texte.slice(0, longueur)}… (tronqué : ${nombreFrancais(texte.length)} caractères en tout)`;
}

/** Une valeur comme on l'écrirait en TypeScript : `true`, `[1, 0]`, `"abc"`. */
export function ecrire(valeur: unknown): string {
  if (Array.isArray(valeur)) {
    const debut = valeur.slice(0, LONGUEUR_MONTREE).map(ecrire);
    if (valeur.length <= LONGUEUR_MONTREE) return `[${debut.join(", ")}]`;
    return `[${debut.join(", ")}, …] (${valeur.length} éléments)`;
  }
  if (typeof valeur === "string") {
    // On coupe avant JSON.stringify, qui recopierait sinon les 50 Mo.
    if (valeur.length <= TEXTE_MONTRE) return JSON.stringify(valeur);
    const debut = JSON.stringify(valeur.slice(0, TEXTE_MONTRE));
    return `${debut}… (texte de ${nombreFrancais(valeur.length)} caractères, tronqué)`;
  }
  if (typeof valeur === "function") return `la fonction ${abreger(valeur.name) || "anonyme"}`;
  if (typeof valeur === "object" && valeur !== null) {
    const options = { depth: 1, breakLength: Infinity, maxArrayLength: LONGUEUR_MONTREE };
    return abreger(
      inspect(valeur, { ...options, maxStringLength: TEXTE_MONTRE }),
      4 * TEXTE_MONTRE,
    );
  }
  return String(valeur);
}

/** L'appel tel que l'élève l'écrirait : les tableaux prennent le nom de leur paramètre. */
export function ecrireAppel(nom: string, parametres: string[], args: unknown[]): string {
  const valeurs = args.map((valeur, k) => (Array.isArray(valeur) ? parametres[k] : ecrire(valeur)));
  return `${nom}(${valeurs.join(", ")})`;
}

/** Une ligne de chiffres, la case `marquee` entre crochets : « 0 0 0 [1] 2 0 0 0 0 ». */
export function ecrireRangee(valeurs: number[], marquee?: number): string {
  return valeurs.map((v, k) => (k === marquee ? `[${v}]` : String(v))).join(" ");
}

/** Les lignes de M en chiffres collés, séparées par des barres : « 000120000 | 700000502 | … ». */
export function ecrireMatrice(M: number[][]): string {
  return M.map((ligne) => ligne.join("")).join(" | ");
}

/** Au plus tant de cases différentes sont citées. */
const ECARTS_MONTRES = 3;

/**
 * Où la matrice `nom` obtenue diffère de celle attendue : « M[0][0] vaut 3
 * au lieu de 4 », et le nombre d'autres cases différentes.
 */
export function ecartsMatrice(nom: string, attendue: number[][], obtenue: unknown): string {
  if (!Array.isArray(obtenue) || obtenue.length !== attendue.length) {
    return `${nom} n'a plus ${attendue.length} lignes : elle vaut ${ecrire(obtenue)}`;
  }
  const ecarts: string[] = [];
  attendue.forEach((ligne, i) => {
    const recue: unknown = obtenue[i];
    if (!Array.isArray(recue) || recue.length !== ligne.length) {
      ecarts.push(`la ligne ${i} de ${nom} vaut ${ecrire(recue)}`);
      return;
    }
    ligne.forEach((valeur, j) => {
      if (recue[j] !== valeur) {
        ecarts.push(`${nom}[${i}][${j}] vaut ${ecrire(recue[j])} au lieu de ${valeur}`);
      }
    });
  });
  const montres = ecarts.slice(0, ECARTS_MONTRES).join(", ");
  const autres = ecarts.length - ECARTS_MONTRES;
  return autres > 0 ? `${montres}, et ${autres} autre(s) écart(s)` : montres;
}
