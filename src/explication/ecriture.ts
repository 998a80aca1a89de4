/**
 * Une explication écrite pour une personne (une ligne par étape) ou pour un
 * programme (une ligne JSON par grille), comme l'écrit `sudoku expliquer`.
 */
import { versLigne } from "../grille/ecriture";
import type { Grille } from "../grille/grille";
import { estPlacement, type CaseEtChiffre, type EtapeExpliquee, type Explication } from "./etape";

const egal = ([i, j, v]: CaseEtChiffre) => `(${i}, ${j}) = ${v}`;
const different = ([i, j, v]: CaseEtChiffre) => `(${i}, ${j}) ≠ ${v}`;

/** « (3, 4) = 5 : singleton caché ; unités : ligne 3 ; faits : (3, 0) ≠ 5, … » */
export function ecrireEtape(etape: EtapeExpliquee): string {
  const fait = estPlacement(etape) ? egal(etape.place) : etape.elimine.map(different).join(", ");
  const faits = [...etape.faits.places.map(egal), ...etape.faits.elimines.map(different)];
  return (
    `${fait} : ${etape.technique} ; unités : ${etape.unites.join(", ")} ; ` +
    `faits : ${faits.length > 0 ? faits.join(", ") : "aucun"}`
  );
}

/**
 * La réponse à une grille qui n'est pas expliquée, dans les mots des autres
 * commandes : « insoluble » (avec les conflits si les indices se
 * contredisent), « plusieurs solutions », « budget-epuise » ; `undefined` si
 * elle est expliquée.
 */
export function reponseSansExplication(explication: Explication): string | undefined {
  switch (explication.statut) {
    case "expliquee":
      return undefined;
    case "insoluble":
      return explication.raison === undefined ? "insoluble" : `insoluble : ${explication.raison}`;
    case "plusieurs-solutions":
      return "plusieurs solutions";
    case "budget-epuise":
      return "budget-epuise";
  }
}

/**
 * L'explication en une ligne JSON : `{"grille": …, "etapes": […]}`, et
 * `"reponse"` (avant les étapes, alors vides) si la grille n'est pas expliquée.
 */
export function explicationEnJSON(grille: Grille, explication: Explication): string {
  const reponse = reponseSansExplication(explication);
  return JSON.stringify({
    grille: versLigne(grille),
    ...(reponse === undefined ? {} : { reponse }),
    etapes: explication.etapes,
  });
}
