/**
 * Les formats d'écriture d'une grille par la commande `sudoku` (option
 * `--format` de `resoudre` et de `generer`).
 */
import { versBloc, versCSV, versLigne } from "../grille/ecriture";
import type { Grille } from "../grille/grille";
import { versTexte } from "../grille/affichage-texte";
import { ErreurUsage } from "./erreurs";

export const FORMATS_SORTIE = ["ligne", "grille", "bloc", "csv"] as const;
export type FormatSortie = (typeof FORMATS_SORTIE)[number];

/** Pour l'aide : une ligne par format. */
export const AIDE_FORMATS = `  ligne   une grille par ligne, « . » pour une case vide (par défaut ; se relit)
  grille  une grille lisible, carrés séparés par « | » et des traits
  bloc    N lignes de N symboles, 0 pour une case vide (comme le test.txt du cours)
  csv     N lignes de N nombres séparés par des virgules, champ vide pour une case vide`;

/** Le format nommé par l'option `--format`, ou `ligne` si elle est absente. */
export function lireFormat(texte: string | undefined): FormatSortie {
  if (texte === undefined) return "ligne";
  if ((FORMATS_SORTIE as readonly string[]).includes(texte)) return texte as FormatSortie;
  throw new ErreurUsage(`format inconnu : « ${texte} » ; formats : ${FORMATS_SORTIE.join(", ")}`);
}

/**
 * La grille écrite dans le format, sans « \n » final. Qui écrit plusieurs
 * grilles sur plusieurs lignes les sépare d'une ligne vide (`separateur`).
 */
export function ecrireGrille(g: Grille, format: FormatSortie): string {
  if (format === "ligne") return versLigne(g);
  if (format === "grille") return versTexte(g);
  if (format === "bloc") return versBloc(g).trimEnd();
  return versCSV(g).trimEnd();
}

/** Ce qu'il faut écrire avant la grille numéro k (à partir de 0) : rien, ou une ligne vide. */
export function separateur(format: FormatSortie, k: number): string | undefined {
  return format !== "ligne" && k > 0 ? "" : undefined;
}
