import { hote } from "../hote/index";
import { decoderTexte, lireTexte, morceauxDuFichier } from "../grille/fichier";
import { ErreurUsage } from "./erreurs";
import type { Terminal } from "./terminal";

/** Le texte à lire : le fichier nommé, ou l'entrée standard pour « - » ou rien. */
export interface Entree {
  texte: string;
  /** Le nom à citer dans les messages d'erreur. */
  nom: string;
}

/** Un texte plus grand que ce qu'une commande accepte de lire en entier. */
export class EntreeTropGrande extends ErreurUsage {
  override name = "EntreeTropGrande";
}

const Mo = 1024 * 1024;

/**
 * L'entrée lue en entier (pour une formule DIMACS), refusée dès qu'elle
 * dépasse `max` octets : la taille d'un fichier est regardée avant de le
 * lire, l'entrée standard est coupée au premier morceau de trop. Un texte
 * lu en entier prend en mémoire deux fois sa taille, et plus une fois la
 * formule bâtie : sans borne, une formule de 2 Go arrêtait Node lui-même.
 * Un fichier qui ne s'ouvre pas lève l'`ErreurLecture` de `lireTexte` (code de sortie 2).
 */
export async function lireEntree(
  chemin: string | undefined,
  terminal: Pick<Terminal, "morceauxStdin">,
  max: number,
): Promise<Entree> {
  const trop = (nom: string) =>
    new EntreeTropGrande(
      `${nom} : plus de ${Math.round(max / Mo)} Mo, c'est trop pour les solveurs du cours (une formule de cette taille demanderait plusieurs fois autant de mémoire)`,
    );
  if (lireDepuisStdin(chemin)) {
    const morceaux: Uint8Array[] = [];
    let lus = 0;
    for await (const morceau of terminal.morceauxStdin()) {
      lus += morceau.byteLength;
      if (lus > max) throw trop("entrée standard");
      morceaux.push(morceau);
    }
    return {
      texte: decoderTexte(concatener(morceaux, lus), "entrée standard"),
      nom: "entrée standard",
    };
  }
  const taille = hote.fichiers.taille(chemin);
  if (taille !== undefined && taille > max) throw trop(chemin);
  return { texte: lireTexte(chemin), nom: chemin };
}

/** Les morceaux mis bout à bout. */
function concatener(morceaux: Uint8Array[], total: number): Uint8Array {
  const tout = new Uint8Array(total);
  let k = 0;
  for (const morceau of morceaux) {
    tout.set(morceau, k);
    k += morceau.byteLength;
  }
  return tout;
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
