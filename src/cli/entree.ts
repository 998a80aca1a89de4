import { hote } from "../hote/index";
import { lireTexte, morceauxDuFichier } from "../grille/fichier";
import type { Terminal } from "./terminal";

/** Le texte à lire : le fichier nommé, ou l'entrée standard pour « - » ou rien. */
export interface Entree {
  texte: string;
  /** Le nom à citer dans les messages d'erreur. */
  nom: string;
}

/**
 * L'entrée lue en entier (pour une formule DIMACS). Un fichier qui ne s'ouvre
 * pas lève l'`ErreurLecture` de `lireTexte` (code de sortie 2).
 */
export async function lireEntree(
  chemin: string | undefined,
  lireStdin: () => Promise<string>,
): Promise<Entree> {
  if (lireDepuisStdin(chemin)) return { texte: await lireStdin(), nom: "entrée standard" };
  return { texte: lireTexte(chemin), nom: chemin };
}

/** L'entrée à lire en flux, morceau par morceau. */
export interface EntreeEnFlux {
  morceaux: AsyncIterable<Uint8Array>;
  /** Le nom à citer dans les messages d'erreur. */
  nom: string;
  /** Un fichier nommé, plutôt que l'entrée standard (lue au fil de l'eau). */
  estUnFichier: boolean;
  /** La part déjà lue, de 0 à 1, quand on connaît la taille (pour la barre de progression). */
  part?: () => number;
}

/** Le fichier nommé, ou l'entrée standard pour « - » ou rien, à lire en flux. */
export function ouvrirEntree(chemin: string | undefined, terminal: Terminal): EntreeEnFlux {
  if (lireDepuisStdin(chemin)) {
    return { morceaux: terminal.morceauxStdin(), nom: "entrée standard", estUnFichier: false };
  }
  const fichier = chemin;
  // La taille d'un fichier ordinaire ; un tube n'en a pas (et la lecture dira pourquoi un fichier ne s'ouvre pas).
  const taille = hote.fichiers.taille(fichier);
  let lus = 0;
  async function* compter() {
    for await (const morceau of morceauxDuFichier(fichier)) {
      lus += morceau.byteLength;
      yield morceau;
    }
  }
  const part = taille ? () => lus / taille : undefined;
  return { morceaux: compter(), nom: fichier, estUnFichier: true, part };
}

function lireDepuisStdin(chemin: string | undefined): chemin is undefined | "-" {
  return chemin === undefined || chemin === "-";
}
