/**
 * Le protocole d'affichage des carnets : un objet qui sait se montrer a une
 * méthode `[Symbol.for("Jupyter.display")]()` qui renvoie un *paquet MIME*,
 * c'est-à-dire la même chose sous plusieurs formes :
 * `{ "text/html": "<table>…", "text/plain": "…" }`. Le carnet choisit la plus
 * riche qu'il sait montrer (HTML dans Jupyter, texte dans un terminal).
 *
 * C'est la convention d'autres noyaux (Deno, par exemple) : un symbole
 * global (`Symbol.for`), et non une classe à hériter, pour que n'importe
 * quel objet puisse s'afficher, même chargé deux fois.
 *
 * Ce module ne dépend de rien d'autre du cours : la grille, le bilan d'un
 * exercice et le noyau l'importent tous.
 */
import { inspect } from "util";

/** Le nom de la méthode d'affichage : `objet[AFFICHAGE_JUPYTER]()`. */
export const AFFICHAGE_JUPYTER: unique symbol = Symbol.for("Jupyter.display");

/** Une même chose sous plusieurs formes, rangées par type MIME. */
export type PaquetMime = Record<string, unknown>;

/** Un objet qui sait s'afficher dans un carnet. */
export interface Affichable {
  [AFFICHAGE_JUPYTER](): PaquetMime;
}

/** Vrai si `valeur` suit le protocole d'affichage. */
export function estAffichable(valeur: unknown): valeur is Affichable {
  return (
    (typeof valeur === "object" || typeof valeur === "function") &&
    valeur !== null &&
    typeof (valeur as Partial<Affichable>)[AFFICHAGE_JUPYTER] === "function"
  );
}

/** Le texte d'une valeur quelconque, comme `console.log` l'écrirait (chaînes entre guillemets). */
export function texteDe(valeur: unknown): string {
  return inspect(valeur, { depth: 4, maxArrayLength: 50, breakLength: 100 });
}

/**
 * Le paquet MIME d'une valeur : celui que donne son protocole, complété
 * d'un `text/plain` s'il en manque un (les clients en ont toujours besoin),
 * ou le seul texte pour une valeur ordinaire. Un paquet vide reste vide :
 * l'objet demande à ne pas être montré.
 *
 * Si la méthode du protocole échoue, on n'en perd pas la valeur : on la
 * montre en texte, précédée de la raison.
 */
export function paquetDe(valeur: unknown): PaquetMime {
  if (!estAffichable(valeur)) return { "text/plain": texteDe(valeur) };
  let paquet: unknown;
  try {
    paquet = valeur[AFFICHAGE_JUPYTER]();
  } catch (erreur) {
    const raison = erreur instanceof Error ? erreur.message : String(erreur);
    return { "text/plain": `(affichage impossible : ${raison})\n${texteDe(valeur)}` };
  }
  if (typeof paquet !== "object" || paquet === null || Array.isArray(paquet)) {
    return { "text/plain": texteDe(valeur) };
  }
  // Un paquet vide veut dire « rien à montrer » (la poignée que renvoie `afficher`, par exemple).
  if (Object.keys(paquet).length === 0) return {};
  const complet: PaquetMime = { ...paquet };
  if (typeof complet["text/plain"] !== "string") complet["text/plain"] = texteDe(valeur);
  return complet;
}

/** Une sortie de cellule, au format du protocole de Jupyter (`display_data`). */
export interface SortieAffichee {
  data: PaquetMime;
  metadata: Record<string, unknown>;
  /** `display_id` : le nom qui permet de remplacer cette sortie plus tard. */
  transient: { display_id?: string };
}

/**
 * Le canal vers la sortie de la cellule, que le noyau offre au code des
 * cellules : les deux noyaux du cours (src/noyau/) l'installent sous
 * `CLE_CANAL` ; la bibliothèque le lit par `src/notebook/canal.ts`.
 */
export interface CanalJupyter {
  /** Envoie une sortie ; si `miseAJour`, remplace celle qui a le même `display_id`. */
  afficher(sortie: SortieAffichee, miseAJour: boolean): void;
  /** Efface la sortie de la cellule ; avec `attendre`, seulement à l'arrivée de la suivante. */
  effacer(attendre: boolean): void;
}

/** La clé globale où le noyau du cours range son canal. */
export const CLE_CANAL: unique symbol = Symbol.for("sudoku-ts.canal");
