/**
 * Les erreurs du cours, toutes en français. Une erreur de lecture dit où
 * (fichier, ligne, colonne), ce qui a été trouvé et ce qui était attendu.
 */

/** Une grille impossible à construire (taille, valeur hors bornes…). */
export class ErreurGrille extends Error {
  override name = "ErreurGrille";
}

/**
 * Où se trouve un défaut dans un texte lu : tout est facultatif, lignes,
 * colonnes et champs (d'un CSV, d'un tableau à tabulations) comptés à partir de 1.
 */
export interface Position {
  fichier?: string;
  ligne?: number;
  colonne?: number;
  champ?: number;
}

/** Ce qu'un lecteur a trouvé, et ce qu'il attendait à la place. */
export interface Precisions {
  trouve?: string;
  attendu?: string;
}

/**
 * Un texte qui n'est pas une grille lisible. Le message se lit d'une traite :
 * « fichier.txt, ligne 3, colonne 12 : caractère « x » inconnu ; attendu : … ».
 * `trouve` et `attendu` restent disponibles à part, pour qui veut les examiner.
 */
export class ErreurLecture extends Error {
  override name = "ErreurLecture";
  readonly position: Position;
  readonly detail: string;
  readonly trouve?: string;
  readonly attendu?: string;

  constructor(position: Position, detail: string, precisions: Precisions = {}) {
    const suite = precisions.attendu === undefined ? "" : ` ; attendu : ${precisions.attendu}`;
    super(`${decrirePosition(position)}${detail}${suite}`);
    this.position = position;
    this.detail = detail;
    this.trouve = precisions.trouve;
    this.attendu = precisions.attendu;
  }
}

/** « fichier.txt, ligne 3, colonne 12 : » (ou « …, champ 4 : »), ou rien si la position est inconnue. */
export function decrirePosition(position: Position): string {
  const morceaux: string[] = [];
  if (position.fichier) morceaux.push(position.fichier);
  if (position.ligne !== undefined) morceaux.push(`ligne ${position.ligne}`);
  if (position.colonne !== undefined) morceaux.push(`colonne ${position.colonne}`);
  if (position.champ !== undefined) morceaux.push(`champ ${position.champ}`);
  return morceaux.length > 0 ? `${morceaux.join(", ")} : ` : "";
}
