/**
 * Les lignes d'un texte de grilles, comme les lisent tous les formats : BOM
 * UTF-8 retiré, fins de ligne CRLF acceptées, lignes vides et commentaires
 * `#` passés, numéros de ligne du fichier gardés pour les messages d'erreur.
 */
import { ErreurLecture } from "../socle/erreurs";

/** Une ligne du texte, avec sa place dans le fichier (comptée à partir de 1) pour les messages. */
export interface LigneLue {
  texte: string;
  numero: number;
  /** La colonne où commence `texte` (après d'éventuels blancs de début de ligne). */
  colonne: number;
}

/** Le texte sans son BOM UTF-8 éventuel (ajouté par certains éditeurs sous Windows). */
export function sansBOM(texte: string): string {
  return texte.startsWith("\uFEFF") ? texte.slice(1) : texte;
}

/** Les lignes du texte, numérotées à partir de 1, sans BOM ni « \r » de fin (CRLF). */
export function decouper(texte: string): LigneLue[] {
  return sansBOM(texte)
    .split(/\r?\n/)
    .map((texteDeLaLigne, k) => ({ texte: texteDeLaLigne, numero: k + 1, colonne: 1 }));
}

/** Une ligne de commentaire commence par `#` (après d'éventuels blancs). */
export function estCommentaire(texte: string): boolean {
  return texte.trimStart().startsWith("#");
}

/** La ligne débarrassée des blancs autour, ou `undefined` si elle est vide ou commentée. */
export function ligneUtile(ligne: LigneLue): LigneLue | undefined {
  const texte = ligne.texte.trim();
  if (texte === "" || estCommentaire(texte)) return undefined;
  const debut = ligne.texte.length - ligne.texte.trimStart().length;
  return { texte, numero: ligne.numero, colonne: ligne.colonne + debut };
}

/** Les lignes qui comptent : ni vides ni commentaires, débarrassées des blancs autour. */
export function lignesUtiles(texte: string): LigneLue[] {
  return decouper(texte).flatMap((ligne) => ligneUtile(ligne) ?? []);
}

export function aucuneGrille(fichier: string | undefined): ErreurLecture {
  return new ErreurLecture(
    { fichier },
    "aucune grille trouvée (le texte est vide ou ne contient que des commentaires)",
  );
}
