/**
 * Le verdict d'une cellule : une valeur montrée en dernière valeur d'une
 * cellule peut dire que la cellule a échoué. Le noyau du cours montre alors
 * la valeur (le rapport de `verifier`, en français), puis signale une erreur
 * à Jupyter : c'est ainsi qu'un correcteur automatique comme nbgrader voit
 * un échec (une sortie `error` dans la cellule vaut 0 point).
 *
 * Comme le protocole d'affichage, c'est une méthode sous un symbole global,
 * `objet[Symbol.for("sudoku-ts.verdict")]()`, qui renvoie l'échec ou `undefined`.
 */

/** Le nom de la méthode du verdict : `objet[VERDICT_JUPYTER]()`. */
export const VERDICT_JUPYTER: unique symbol = Symbol.for("sudoku-ts.verdict");

/** L'échec d'une cellule : un nom court (`ename`) et une phrase (`evalue`). */
export interface Echec {
  nom: string;
  message: string;
}

/** Un objet qui rend un verdict quand il est la dernière valeur d'une cellule. */
export interface Jugeable {
  [VERDICT_JUPYTER](): Echec | undefined;
}

/** Vrai si `valeur` rend un verdict. */
export function estJugeable(valeur: unknown): valeur is Jugeable {
  return (
    typeof valeur === "object" &&
    valeur !== null &&
    typeof (valeur as Partial<Jugeable>)[VERDICT_JUPYTER] === "function"
  );
}

/**
 * Le type MIME des pièces d'une vérification (voir src/verification/pieces.ts),
 * dans la sortie d'une cellule `verifier` pendant une correction : le juge
 * (jupyter/nbgrader/juge.py, outils/correction/cas-de-reference.ts) les y cherche.
 */
export const MIME_PIECES = "application/vnd.sudoku-ts.pieces+json";
