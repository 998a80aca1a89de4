/**
 * Le seul chemin par lequel la commande `sudoku` lit son entrée, pour toutes
 * ses sous-commandes : le fichier nommé, ou l'entrée standard pour « - » ou
 * rien, toujours lu morceau par morceau. Rien ne suppose que la source soit
 * un fichier ordinaire : un périphérique (/dev/zero, /dev/urandom), un tube
 * nommé, un lien vers l'un d'eux n'ont pas de taille et peuvent ne jamais
 * finir. Chaque lecteur borne donc ce qu'il garde en comptant les octets lus :
 * `lireEntree` s'arrête à sa borne, et les grilles lues en flux ont les leurs
 * (une ligne, les lignes sans grille : voir enonces.ts).
 */
import { hote } from "../hote/index";
import { OCTETS_A_EXAMINER, verifierEncodage } from "../grille/encodage";
import { decoderTexte, morceauxDuFichier } from "../grille/fichier";
import { ErreurUsage } from "./erreurs";
import type { Terminal } from "./terminal";

/** Ce que les lecteurs demandent au terminal : son entrée standard. */
type AvecEntreeStandard = Pick<Terminal, "morceauxStdin">;

/** L'entrée à lire en flux, morceau par morceau. */
export interface EntreeEnFlux {
  morceaux: AsyncIterable<Uint8Array>;
  /** Le nom à citer dans les messages d'erreur. */
  nom: string;
  /** Un fichier nommé, plutôt que l'entrée standard (lue au fil de l'eau). */
  estUnFichier: boolean;
  /** La taille d'un fichier ordinaire, connue avant de le lire ; rien pour un tube ou un périphérique. */
  taille?: number;
  /** La part déjà lue, de 0 à 1, quand on connaît la taille (pour la barre de progression). */
  part?: () => number;
}

/**
 * Le fichier nommé, ou l'entrée standard pour « - » ou rien, à lire en flux.
 * Un fichier qui ne s'ouvre pas (introuvable, dossier, prise…) lève, à la
 * première lecture, l'`ErreurLecture` de `morceauxDuFichier` (code de sortie 2).
 */
export function ouvrirEntree(
  chemin: string | undefined,
  terminal: AvecEntreeStandard,
): EntreeEnFlux {
  if (lireDepuisStdin(chemin)) {
    return { morceaux: terminal.morceauxStdin(), nom: "entrée standard", estUnFichier: false };
  }
  const fichier = chemin;
  // Un fichier ordinaire a une taille ; un tube ou un périphérique n'en a pas.
  const taille = hote.fichiers.taille(fichier);
  let lus = 0;
  async function* compter() {
    for await (const morceau of morceauxDuFichier(fichier)) {
      lus += morceau.byteLength;
      yield morceau;
    }
  }
  const part = taille ? () => Math.min(1, lus / taille) : undefined;
  return { morceaux: compter(), nom: fichier, estUnFichier: true, taille, part };
}

/** Le texte lu en entier. */
export interface Entree {
  texte: string;
  /** Le nom à citer dans les messages d'erreur. */
  nom: string;
}

/** Ce qu'une commande accepte de lire en entier. */
export interface Borne {
  /** Le plus d'octets lus. */
  max: number;
  /** Ce qui est attendu, pour le message d'erreur (« une formule DIMACS »). */
  attendu: string;
}

/** Un texte plus grand que ce qu'une commande accepte de lire en entier. */
export class EntreeTropGrande extends ErreurUsage {
  override name = "EntreeTropGrande";
}

/**
 * L'entrée lue en entier (pour une formule DIMACS), par le même chemin que
 * les autres : jamais plus de `borne.max` octets ne sont lus. Un fichier
 * ordinaire trop grand est refusé sans être lu ; toute autre source est
 * lue jusqu'au morceau qui dépasse la borne, puis refermée. Un texte qui
 * n'en est pas un (octets nuls de /dev/zero, UTF-16…) est refusé dès ses
 * premiers octets. Sans borne, /dev/zero se lisait sans fin, jusqu'à épuiser
 * la mémoire (2,6 Go au bout de 10 s).
 */
export async function lireEntree(
  chemin: string | undefined,
  terminal: AvecEntreeStandard,
  borne: Borne,
): Promise<Entree> {
  const entree = ouvrirEntree(chemin, terminal);
  const max = enClair(borne.max);
  const trop = (quoi: string) =>
    new EntreeTropGrande(
      `${entree.nom} : ${quoi} : on attend ${borne.attendu} d'au plus ${max} ` +
        "(au-delà, les solveurs du cours demanderaient plusieurs fois autant de mémoire)",
    );
  if (entree.taille !== undefined && entree.taille > borne.max) {
    throw trop(`plus de ${max}, refusé sans être lu`);
  }
  const morceaux: Uint8Array[] = [];
  let lus = 0;
  let examine = false;
  // Sortir de la boucle (borne, encodage) referme le fichier ou le tube.
  for await (const morceau of entree.morceaux) {
    lus += morceau.byteLength;
    if (lus > borne.max) throw trop(`lecture arrêtée à ${max}`);
    morceaux.push(morceau);
    if (!examine && lus >= OCTETS_A_EXAMINER) {
      verifierEncodage(concatener(morceaux, OCTETS_A_EXAMINER), entree.nom);
      examine = true;
    }
  }
  const octets = concatener(morceaux, lus);
  // Les morceaux sont copiés : les lâcher avant de décoder ne garde qu'une copie.
  morceaux.length = 0;
  return { texte: decoderTexte(octets, entree.nom), nom: entree.nom };
}

/** Une taille lisible : « 128 Mo », ou en octets sous le mégaoctet. */
function enClair(octets: number): string {
  const Mo = 1024 * 1024;
  return octets >= Mo ? `${Math.round(octets / Mo)} Mo` : `${octets} octets`;
}

/** Les `total` premiers octets des morceaux, mis bout à bout. */
function concatener(morceaux: Uint8Array[], total: number): Uint8Array {
  const tout = new Uint8Array(total);
  let k = 0;
  for (const morceau of morceaux) {
    if (k >= total) break;
    const part = morceau.subarray(0, total - k);
    tout.set(part, k);
    k += part.byteLength;
  }
  return tout;
}

function lireDepuisStdin(chemin: string | undefined): chemin is undefined | "-" {
  return chemin === undefined || chemin === "-";
}
