/**
 * Les erreurs du cours, toutes en français. Une erreur de lecture dit où
 * (fichier, ligne, colonne), ce qui a été trouvé et ce qui était attendu.
 */

/** Une grille impossible à construire (taille, valeur hors bornes…). */
export class ErreurGrille extends Error {
  override name = "ErreurGrille";
}

/** Où se trouve un défaut dans un texte lu : tout est facultatif, lignes et colonnes comptées à partir de 1. */
export interface Position {
  fichier?: string;
  ligne?: number;
  colonne?: number;
}

/** Un texte qui n'est pas une grille lisible. */
export class ErreurLecture extends Error {
  override name = "ErreurLecture";
  readonly position: Position;
  readonly detail: string;

  constructor(position: Position, detail: string) {
    super(`${decrirePosition(position)}${detail}`);
    this.position = position;
    this.detail = detail;
  }
}

/** « fichier.txt, ligne 3, colonne 12 : », ou rien si la position est inconnue. */
export function decrirePosition(position: Position): string {
  const morceaux: string[] = [];
  if (position.fichier) morceaux.push(position.fichier);
  if (position.ligne !== undefined) morceaux.push(`ligne ${position.ligne}`);
  if (position.colonne !== undefined) morceaux.push(`colonne ${position.colonne}`);
  return morceaux.length > 0 ? `${morceaux.join(", ")} : ` : "";
}
