/**
 * Le format commun des tableaux de mesures du cours, en texte : une ligne
 * qui décrit la machine, puis des colonnes alignées (texte à gauche,
 * nombres à droite). Les scripts `npm run bench…` l'impriment.
 */
import { hote } from "../hote/index";

/** « Machine : <processeur> (2 cœurs), Node v20… » */
export function decrireMachine(): string {
  return hote.machine();
}

const estNombre = (texte: string) => /^[-+]?[\d\s ,.–]+(%|×|\s?[µm]?s)?$/.test(texte.trim());

/** Un tableau aligné ; la première ligne est l'en-tête. */
export function tableauTexte(lignes: readonly (readonly (string | number)[])[]): string {
  const cellules = lignes.map((l) => l.map(String));
  const colonnes = Math.max(...cellules.map((l) => l.length));
  const largeurs = Array.from({ length: colonnes }, (_, c) =>
    Math.max(...cellules.map((l) => (l[c] ?? "").length)),
  );
  const texte = cellules.map((ligne, k) =>
    largeurs
      .map((largeur, c) => {
        const cellule = ligne[c] ?? "";
        return k > 0 && c > 0 && estNombre(cellule)
          ? cellule.padStart(largeur)
          : cellule.padEnd(largeur);
      })
      .join("  ")
      .trimEnd(),
  );
  texte.splice(1, 0, largeurs.map((l) => "-".repeat(l)).join("  "));
  return texte.join("\n");
}
