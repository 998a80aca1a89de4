/**
 * Montrer des objets sous la cellule : une grille, une recherche pas à pas,
 * ou n'importe quel objet qui suit le protocole d'affichage (tableau,
 * graphique…). Ces fonctions n'ont de sens que dans un carnet ; ailleurs,
 * utilisez `versHTML`, `versTexte` ou `String(objet)`.
 *
 * Dans une cellule, la dernière valeur s'affiche d'elle-même : `afficher`
 * sert à montrer plusieurs objets dans une même cellule, ou un objet que
 * l'on fera évoluer (`mettreAJour`) pendant un long calcul.
 */
import { Grille } from "../grille/grille";
import { versHTML, type OptionsHTML } from "../grille/affichage-html";
import { versTexte } from "../grille/affichage-texte";
import type { Etape } from "../td/resolution";
import { canalExige } from "./canal";
import { AFFICHAGE_JUPYTER, paquetDe, type PaquetMime } from "../socle/protocole";
import { htmlVisionneuse, type OptionsVisionneuse } from "./visionneuse";
import { nombre } from "./nombre";

/** Une sortie déjà affichée, que l'on peut remplacer sur place. */
export class Affichage {
  /** Le nom de la sortie pour Jupyter (`display_id`). */
  readonly id: string;

  constructor(id: string) {
    this.id = id;
  }

  /** Remplace le contenu de cette sortie par `objet` (barre de progression, animation…). */
  mettreAJour(objet: unknown): void {
    envoyer(paquetDe(objet), this.id, true);
  }

  /** Dernière valeur d'une cellule (`afficher(g)` en fin de cellule), la poignée ne montre rien. */
  [AFFICHAGE_JUPYTER](): PaquetMime {
    return {};
  }
}

/**
 * Affiche `objet` sous la cellule (sous sa forme la plus riche) et renvoie la
 * sortie, que `mettreAJour` pourra remplacer.
 */
export function afficher(objet: unknown): Affichage {
  const affichage = new Affichage(nouvelId());
  envoyer(paquetDe(objet), affichage.id, false);
  return affichage;
}

/**
 * Efface la sortie de la cellule. Avec `attendre`, l'effacement n'a lieu qu'à
 * l'arrivée de l'affichage suivant : une animation ne clignote pas.
 */
export function effacerSortie(attendre = false): void {
  canalExige().effacer(attendre);
}

function envoyer(data: PaquetMime, id: string, miseAJour: boolean): void {
  canalExige().afficher({ data, metadata: {}, transient: { display_id: id } }, miseAJour);
}

export interface OptionsMontrer extends OptionsHTML {
  /** La matrice de l'énoncé, pour distinguer les données des chiffres trouvés. */
  enonce?: number[][];
}

/** Affiche une grille (ou une matrice `M` du TD) sous la cellule. */
export function montrer(grille: Grille | number[][], options: OptionsMontrer = {}): void {
  const g = enGrille(grille, options.enonce);
  const texte = (options.titre ? `${options.titre}\n` : "") + versTexte(g);
  envoyer({ "text/html": versHTML(g, options), "text/plain": texte }, nouvelId(), false);
}

/** Affiche la visionneuse pas à pas d'une résolution (voir `visionneuse.ts`). */
export function montrerRecherche(
  enonce: number[][],
  trace: readonly Etape[],
  options: OptionsVisionneuse = {},
): void {
  const texte = `${options.titre ?? "Visionneuse de la recherche"} : ${nombre(trace.length)} tours (à voir dans Jupyter).`;
  envoyer(
    { "text/html": htmlVisionneuse(enonce, trace, options), "text/plain": texte },
    nouvelId(),
    false,
  );
}

/** Un nom de sortie unique : 16 chiffres hexadécimaux tirés au hasard. */
function nouvelId(): string {
  const octets = globalThis.crypto.getRandomValues(new Uint8Array(8));
  return Array.from(octets, (o) => o.toString(16).padStart(2, "0")).join("");
}

function enGrille(grille: Grille | number[][], enonce?: number[][]): Grille {
  if (grille instanceof Grille) return grille;
  const g = Grille.depuisMatrice(grille);
  if (!enonce) return g;
  return Grille.depuisMatrice(enonce).avecValeurs(g.valeurs);
}
