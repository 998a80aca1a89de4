/**
 * Les fonctions pas encore écrites. Dans la version élève d'un carnet, le
 * corps de chaque fonction du TD est remplacé par
 * `throw new ExerciceNonFait("consigne")` : le carnet s'exécute quand même
 * jusqu'au bout, et la vérification dit « pas encore écrite » au lieu d'échec.
 */
import { afficher } from "../notebook/afficher";
import { canalCourant } from "../notebook/canal";
import { ligneMarqueeHTML, MARQUES } from "../notebook/icones";
import { AFFICHAGE_JUPYTER, type PaquetMime } from "../notebook/protocole";

/** L'erreur levée par une fonction que l'élève n'a pas encore écrite. */
export class ExerciceNonFait extends Error {
  override name = "ExerciceNonFait";
  /** Ce qu'il faut écrire, en une phrase. */
  readonly consigne: string;
  /** Le nom de la fonction à écrire, donné ou retrouvé dans la pile d'appels. */
  readonly fonction: string | undefined;

  constructor(consigne: string, fonction?: string) {
    super(consigne);
    this.consigne = consigne;
    this.fonction = fonction ?? fonctionQuiLeve(this.stack);
  }
}

/**
 * Le nom de la fonction qui a levé l'erreur : la première ligne « at nom (… »
 * de la pile, hors constructeur. `undefined` si elle est anonyme.
 */
function fonctionQuiLeve(pile: string | undefined): string | undefined {
  for (const ligne of (pile ?? "").split("\n")) {
    const trouve = /^\s*at (?:new )?([\w$.]+) \(/.exec(ligne);
    if (!trouve || trouve[1] === "ExerciceNonFait") continue;
    // « Object.test_ligne » ou « exports.test_ligne » : on garde le dernier nom.
    const nom = trouve[1].split(".").pop();
    return nom === "<anonymous>" ? undefined : nom;
  }
  return undefined;
}

/**
 * Vrai pour une `ExerciceNonFait`. On regarde aussi le nom de la classe : un
 * carnet qui aurait chargé la bibliothèque deux fois aurait deux classes.
 */
export function estNonFait(erreur: unknown): erreur is ExerciceNonFait {
  return (
    erreur instanceof ExerciceNonFait ||
    (erreur instanceof Error && erreur.name === "ExerciceNonFait" && "consigne" in erreur)
  );
}

/** « test_ligne n'est pas encore écrite », ou une tournure neutre si le nom manque. */
export function pasEncoreEcrite(erreur: ExerciceNonFait): string {
  return `${erreur.fonction ?? "Une fonction"} n'est pas encore écrite`;
}

/**
 * Lance `f()` et renvoie sa valeur. Si une fonction pas encore écrite est
 * appelée en chemin, on le dit et l'on renvoie `undefined` : les cellules de
 * démonstration d'un carnet élève passent ainsi sans erreur.
 *
 * Dans un carnet, le message s'affiche avec l'icône du sablier (HTML, sans
 * police d'emoji) ; ailleurs, il s'écrit sur la console, précédé de ⏳.
 */
export function essayer<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch (erreur) {
    if (!estNonFait(erreur)) throw erreur;
    const message = new MessageNonFait(
      `${pasEncoreEcrite(erreur)} : la cellule reprendra quand votre code sera là.`,
    );
    if (canalCourant()) afficher(message);
    else console.log(String(message));
    return undefined;
  }
}

/** Le message d'`essayer` : « ⏳ … » en texte, l'icône du sablier en HTML. */
export class MessageNonFait {
  readonly texte: string;

  constructor(texte: string) {
    this.texte = texte;
  }

  toString(): string {
    return `${MARQUES["non-fait"]} ${this.texte}`;
  }

  [AFFICHAGE_JUPYTER](): PaquetMime {
    // Pas de couleur fixée : le texte prend celle du thème, comme une sortie de console.
    const html = `<div style="font-family:monospace;margin:2px 0">${ligneMarqueeHTML("non-fait", this.texte)}</div>`;
    return { "text/html": html, "text/plain": this.toString() };
  }
}
