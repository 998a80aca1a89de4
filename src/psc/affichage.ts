/**
 * Voir les labels d'un Sudoku : chaque case vide montre, en petit, les
 * chiffres encore possibles (comme les annotations au crayon d'un joueur).
 * En mettant côte à côte les labels avant et après un filtrage (cohérence
 * unaire, AC-3…), on voit les domaines fondre.
 *
 * Une case verte n'a plus qu'une valeur possible, écrite en grand ; une
 * case rouge n'en a plus aucune (pas de solution). Les couleurs suivent le
 * thème de Jupyter, clair ou sombre, comme celles des grilles.
 *
 * `vueCandidats` renvoie un objet qui suit le protocole d'affichage des
 * carnets (`Symbol.for("Jupyter.display")`) : dernière valeur d'une cellule,
 * il s'affiche en HTML ; `String(vue)` en donne une version texte.
 */
import { cadreDeCase, COULEURS as COULEURS_GRILLE } from "../grille/affichage-html";
import type { Grille } from "../grille/grille";
import { symbole } from "../grille/symboles";
import { echapperHTML } from "../socle/html";
import { AFFICHAGE_JUPYTER } from "../socle/protocole";
import { VOILES } from "../socle/theme";
import type { SudokuPSC } from "./sudoku";

/** Les labels case par case (`[]` pour une case donnée), et l'énoncé. */
export interface EtatCandidats {
  grille: Grille;
  labels: readonly (readonly (readonly number[])[])[];
  titre?: string;
}

/**
 * Les couleurs des grilles, plus celles des labels : des voiles translucides
 * sur le fond du thème, sous des chiffres de la couleur du thème.
 */
const COULEURS = {
  ...COULEURS_GRILLE,
  candidat: COULEURS_GRILLE.trouve,
  unique: VOILES.vert,
  vide: VOILES.rouge,
};

/** L'état des labels d'un `SudokuPSC`, à cet instant (une copie : il ne bouge plus ensuite). */
export function etatCandidats(sudoku: SudokuPSC, titre?: string): EtatCandidats {
  return { grille: sudoku.grille, labels: sudoku.labelsParCase(), titre };
}

/** Le nombre total de valeurs encore possibles dans les cases vides. */
export function nombreDeCandidats(etat: EtatCandidats): number {
  return etat.labels.flat().reduce((total, label) => total + label.length, 0);
}

/** Une ou plusieurs grilles de labels, côte à côte. */
export class VueCandidats {
  readonly etats: readonly EtatCandidats[];

  constructor(etats: readonly EtatCandidats[]) {
    this.etats = etats;
  }

  versHTML(): string {
    const grilles = this.etats.map((e) => `<div style="margin:0 16px 8px 0">${htmlEtat(e)}</div>`);
    return `<div style="display:flex;flex-wrap:wrap;align-items:flex-start">${grilles.join("")}</div>`;
  }

  /** En texte : la taille du label de chaque case vide (`·` pour une case donnée). */
  toString(): string {
    return this.etats.map(texteEtat).join("\n\n");
  }

  [AFFICHAGE_JUPYTER](): Record<string, string> {
    return { "text/html": this.versHTML(), "text/plain": this.toString() };
  }
}

/** Montre les labels d'un ou plusieurs états (ou d'un `SudokuPSC`, tel qu'il est maintenant). */
export function vueCandidats(...etats: (EtatCandidats | SudokuPSC)[]): VueCandidats {
  return new VueCandidats(etats.map((e) => ("labels" in e ? e : etatCandidats(e))));
}

/** Le titre : celui donné, et le compte des valeurs possibles. */
function titreDe(etat: EtatCandidats): string {
  const total = nombreDeCandidats(etat);
  return `${etat.titre ? `${etat.titre} — ` : ""}${total} valeur${total > 1 ? "s" : ""} possible${total > 1 ? "s" : ""}`;
}

function htmlEtat(etat: EtatCandidats): string {
  const { grille } = etat;
  const { n, taille } = grille;
  const cote = taille <= 9 ? 42 : taille <= 16 ? 34 : 30;
  const rangees = etat.labels.map((ligne, i) => {
    const cases = ligne.map((label, j) => {
      const style = cadreDeCase(grille, i, j, cote);
      const donnee = grille.valeur(i, j);
      if (donnee !== 0) {
        style.push(
          `background-color:${COULEURS.fond}`,
          `color:${COULEURS.donnee}`,
          "font-weight:bold",
        );
        return `<td style="${style.join(";")};font-size:${Math.round(cote * 0.5)}px">${symbole(donnee)}</td>`;
      }
      const fond =
        label.length === 0 ? COULEURS.vide : label.length === 1 ? COULEURS.unique : COULEURS.fond;
      // Fond et couleur ensemble ; les chiffres possibles prennent la couleur de la case.
      style.push(`background-color:${fond}`, `color:${COULEURS.candidat}`);
      const titre = `case (${i}, ${j}) : {${label.join(", ")}}`;
      // Une seule valeur possible : on l'écrit en grand, comme un chiffre trouvé.
      const contenu =
        label.length === 1
          ? `<span style="font-size:${Math.round(cote * 0.45)}px">${symbole(label[0])}</span>`
          : miniGrille(label, n, cote);
      return `<td title="${titre}" style="${style.join(";")}">${contenu}</td>`;
    });
    return `<tr>${cases.join("")}</tr>`;
  });
  const styleTable = [
    "border-collapse:collapse",
    `border:3px solid ${COULEURS.traitEpais}`,
    `background-color:${COULEURS.fond}`,
    `color:${COULEURS.donnee}`,
    "font-family:Arial, Helvetica, sans-serif",
  ].join(";");
  // La légende se dessine hors du fond du tableau : elle donne le sien.
  const styleLegende = [
    "caption-side:top",
    `color:${COULEURS.donnee}`,
    `background-color:${COULEURS.fond}`,
    "padding:4px",
    "font-size:13px",
  ].join(";");
  const legende = `<caption style="${styleLegende}">${echapperHTML(titreDe(etat))}</caption>`;
  return `<table style="${styleTable}">${legende}<tbody>${rangees.join("")}</tbody></table>`;
}

/** Les chiffres possibles d'une case, chacun à sa place dans un petit carré n × n. */
function miniGrille(label: readonly number[], n: number, cote: number): string {
  const police = Math.max(7, Math.floor(cote / (n + 0.6)));
  const possibles = new Set(label);
  const lignes = Array.from({ length: n }, (_, a) => {
    const chiffres = Array.from({ length: n }, (_, b) => {
      const v = a * n + b + 1;
      return `<span style="display:inline-block;width:${Math.floor(cote / n) - 1}px">${possibles.has(v) ? symbole(v) : "&nbsp;"}</span>`;
    });
    return `<div style="line-height:${police + 1}px">${chiffres.join("")}</div>`;
  });
  return `<div style="font-size:${police}px">${lignes.join("")}</div>`;
}

function texteEtat(etat: EtatCandidats): string {
  const lignes = etat.labels.map((ligne, i) =>
    ligne
      .map((label, j) => (etat.grille.valeur(i, j) !== 0 ? "·" : String(label.length)))
      .join(" "),
  );
  return [`${titreDe(etat)} (taille de chaque label)`, ...lignes].join("\n");
}
