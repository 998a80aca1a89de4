/**
 * Les fonctions pas encore écrites. Dans la version élève d'un carnet, le
 * corps de chaque fonction du TD est remplacé par
 * `throw new ExerciceNonFait("consigne")` : le carnet s'exécute quand même
 * jusqu'au bout, et la vérification dit « pas encore écrite » au lieu d'échec.
 */
import { afficher } from "../notebook/afficher";
import { canalCourant } from "../notebook/canal";
import { ligneMarqueeHTML, MARQUES, type Marque } from "../notebook/icones";
import { AFFICHAGE_JUPYTER, type PaquetMime } from "../socle/protocole";
import { appelerBorne, estDelaiDepasse, secondes } from "./appel-borne";

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

/** Le temps laissé par défaut au code d'`essayer`, en millisecondes. */
export const DELAI_ESSAI = 10_000;

export interface OptionsEssai {
  /** Le temps laissé au code, en millisecondes (10 s par défaut). */
  delai?: number;
}

/**
 * Lance `f()` et renvoie sa valeur. Si une fonction pas encore écrite est
 * appelée en chemin, on le dit et l'on renvoie `undefined` : les cellules de
 * démonstration d'un carnet élève passent ainsi sans erreur.
 *
 * Le code a un temps limité (`delai`, 10 s par défaut), comme dans
 * `verifier` : une boucle sans fin de l'élève est interrompue, on le dit, et
 * « tout exécuter » continue jusqu'aux cellules de vérification au lieu de
 * rester bloqué ici.
 *
 * Dans un carnet, le message s'affiche avec son icône (HTML, sans police
 * d'emoji) ; ailleurs, il s'écrit sur la console, précédé de ⏳ ou ❌.
 */
export function essayer<T>(f: () => T, options: OptionsEssai = {}): T | undefined {
  const delai = options.delai ?? DELAI_ESSAI;
  const retour = appelerBorne(f, delai);
  if (retour.fin === "rendu") return retour.valeur as T;
  const erreur = retour.erreur;
  if (estNonFait(erreur)) {
    montrer(
      new MessageNonFait(
        `${pasEncoreEcrite(erreur)} : la cellule reprendra quand votre code sera là.`,
      ),
    );
    return undefined;
  }
  if (estDelaiDepasse(erreur)) {
    montrer(
      new MessageNonFait(
        `le code ne rend pas la main au bout de ${secondes(delai)} (une boucle sans fin ?) : ` +
          "il a été interrompu, et la suite du carnet peut s'exécuter.",
        "echec",
      ),
    );
    return undefined;
  }
  throw erreur;
}

function montrer(message: MessageNonFait): void {
  if (canalCourant()) afficher(message);
  else console.log(String(message));
}

/** Le message d'`essayer` : « ⏳ … » (ou « ❌ … ») en texte, l'icône en HTML. */
export class MessageNonFait {
  readonly texte: string;
  readonly marque: Marque;

  constructor(texte: string, marque: Marque = "non-fait") {
    this.texte = texte;
    this.marque = marque;
  }

  toString(): string {
    return `${MARQUES[this.marque]} ${this.texte}`;
  }

  [AFFICHAGE_JUPYTER](): PaquetMime {
    // Pas de couleur fixée : le texte prend celle du thème, comme une sortie de console.
    const html = `<div style="font-family:monospace;margin:2px 0">${ligneMarqueeHTML(this.marque, this.texte)}</div>`;
    return { "text/html": html, "text/plain": this.toString() };
  }
}
