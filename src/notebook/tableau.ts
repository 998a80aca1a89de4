/**
 * Un tableau de résultats pour les carnets : une ligne par objet, une colonne
 * par propriété. Dernière valeur d'une cellule, il s'affiche en HTML (nombres
 * alignés à droite, écrits à la française : « 12 345 », « 0,25 ») ; en texte,
 * il reprend le format des scripts de mesure (`tableauTexte`).
 *
 *     tableau([{ grille: "annexe", tours: 54321, "durée (ms)": 12.5 }], { titre: "Mesures" })
 */
import { inspect } from "util";
import { tableauTexte } from "../mesure/tableau-texte";
import { echapperHTML } from "../socle/html";
import { AFFICHAGE_JUPYTER, type PaquetMime } from "../socle/protocole";
import { COULEURS_DU_THEME, THEME } from "../socle/theme";

/** Ce qu'une case de tableau peut contenir. */
export type ValeurCase = string | number | boolean | null | undefined;

export interface OptionsTableau {
  /** Une légende au-dessus du tableau. */
  titre?: string;
  /** Les colonnes, dans l'ordre voulu ; par défaut, les propriétés dans leur ordre d'apparition. */
  colonnes?: string[];
}

/** Un nombre à la française : « 12 345 », « 3,142 », « 0,001234 ». */
export function ecrireNombre(n: number): string {
  if (!Number.isFinite(n)) return Number.isNaN(n) ? "NaN" : n > 0 ? "∞" : "−∞";
  if (Number.isInteger(n) || Math.abs(n) >= 1000) {
    return n.toLocaleString("fr-FR", { maximumFractionDigits: 0 });
  }
  return n.toLocaleString("fr-FR", { maximumSignificantDigits: 4 });
}

/** Le texte d'une case : oui/non pour un booléen, « — » pour une case vide. */
export function ecrireCase(valeur: ValeurCase): string {
  if (valeur === null || valeur === undefined) return "—";
  if (typeof valeur === "number") return ecrireNombre(valeur);
  if (typeof valeur === "boolean") return valeur ? "oui" : "non";
  return String(valeur);
}

export class Tableau {
  readonly titre: string | undefined;
  readonly colonnes: string[];
  /** Les valeurs, ligne par ligne, dans l'ordre des colonnes. */
  readonly lignes: ValeurCase[][];

  constructor(lignes: readonly Record<string, ValeurCase>[], options: OptionsTableau = {}) {
    if (!Array.isArray(lignes)) {
      throw new TypeError(
        "tableau : attendu une liste d'objets, un par ligne ({ colonne: valeur })",
      );
    }
    this.titre = options.titre;
    this.colonnes = options.colonnes ?? colonnesDe(lignes);
    this.lignes = lignes.map((ligne) => this.colonnes.map((colonne) => ligne[colonne]));
  }

  /** Le tableau en texte aligné, précédé du titre. */
  versTexte(): string {
    const corps = tableauTexte([this.colonnes, ...this.lignes.map((l) => l.map(ecrireCase))]);
    return this.titre ? `${this.titre}\n${corps}` : corps;
  }

  /**
   * Le tableau en HTML autonome (styles dans les balises), aux couleurs du
   * thème de Jupyter : fond et texte clairs ou sombres selon le thème.
   */
  versHTML(): string {
    const bord = `border-bottom:1px solid ${THEME.traitLeger};padding:3px 10px`;
    const entete = this.colonnes
      .map(
        (c) =>
          `<th style="${bord};text-align:left;border-bottom-color:${THEME.texte}">${echapperHTML(c)}</th>`,
      )
      .join("");
    const rangees = this.lignes.map((ligne) => {
      const cases = ligne.map((valeur) => {
        const alignement = typeof valeur === "number" ? "right" : "left";
        return `<td style="${bord};text-align:${alignement}">${echapperHTML(ecrireCase(valeur))}</td>`;
      });
      return `<tr>${cases.join("")}</tr>`;
    });
    // La légende se dessine hors du fond du tableau : elle donne le sien.
    const legende = this.titre
      ? `<caption style="caption-side:top;text-align:left;font-weight:bold;padding:4px 0;${COULEURS_DU_THEME}">${echapperHTML(this.titre)}</caption>`
      : "";
    // Un long texte de case passe à la ligne entre deux mots, jamais au milieu d'un mot.
    const style =
      "border-collapse:collapse;font-family:sans-serif;font-size:13px;" +
      "font-variant-numeric:tabular-nums;word-break:normal;overflow-wrap:break-word;" +
      COULEURS_DU_THEME;
    return `<table style="${style}">${legende}<thead><tr>${entete}</tr></thead><tbody>${rangees.join("")}</tbody></table>`;
  }

  toString(): string {
    return this.versTexte();
  }

  [inspect.custom](): string {
    return this.versTexte();
  }

  [AFFICHAGE_JUPYTER](): PaquetMime {
    return { "text/html": this.versHTML(), "text/plain": this.versTexte() };
  }
}

/** Un tableau de résultats : une ligne par objet (voir l'en-tête du module). */
export function tableau(
  lignes: readonly Record<string, ValeurCase>[],
  options: OptionsTableau = {},
): Tableau {
  return new Tableau(lignes, options);
}

/** Les propriétés de toutes les lignes, dans l'ordre où elles apparaissent. */
function colonnesDe(lignes: readonly Record<string, ValeurCase>[]): string[] {
  const vues = new Set<string>();
  for (const ligne of lignes) for (const cle of Object.keys(ligne)) vues.add(cle);
  return [...vues];
}
