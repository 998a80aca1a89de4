/**
 * Ouvrir un fichier de grilles : en entier (`lireTexte`) ou morceau par
 * morceau (`morceauxDuFichier`), avec des erreurs en français quand il ne
 * s'ouvre pas ou n'est pas du texte UTF-8.
 */
import { ErreurLecture } from "../socle/erreurs";
import { hote } from "../hote/index";
import { OCTETS_A_EXAMINER, verifierEncodage } from "./encodage";

/** Le contenu d'un fichier texte (UTF-8), ou une `ErreurLecture` en français s'il ne s'ouvre pas. */
export function lireTexte(chemin: string): string {
  let octets: Uint8Array;
  try {
    octets = hote.fichiers.lire(chemin);
  } catch (erreur) {
    throw erreurDeFichier(chemin, erreur);
  }
  return decoderTexte(octets, chemin);
}

// `ignoreBOM` : la marque d'ordre des octets reste dans le texte, où la lecture la reconnaît.
const utf8 = new TextDecoder("utf-8", { ignoreBOM: true });

/** Des octets lus en entier, en texte UTF-8 ; un autre encodage reconnu est refusé en le nommant. */
export function decoderTexte(octets: Uint8Array, fichier?: string): string {
  verifierEncodage(octets.subarray(0, OCTETS_A_EXAMINER), fichier);
  return utf8.decode(octets);
}

/**
 * Le fichier morceau par morceau (256 Kio chacun), pour le lire en flux ; un
 * fichier qui ne s'ouvre pas lève l'`ErreurLecture` de `erreurDeFichier`.
 * (Avec 64 Kio, `sudoku verifier` passait un dixième de son temps à lire ;
 * au-delà de 256 Kio, on ne gagne plus rien et la mémoire grossit.)
 */
export async function* morceauxDuFichier(chemin: string): AsyncGenerator<Uint8Array> {
  const morceaux = hote.fichiers.morceaux(chemin, 256 * 1024);
  try {
    for (;;) {
      let suivant: IteratorResult<Uint8Array>;
      try {
        suivant = await morceaux.next();
      } catch (erreur) {
        throw erreurDeFichier(chemin, erreur);
      }
      if (suivant.done) return;
      yield suivant.value;
    }
  } finally {
    // Le lecteur peut s'arrêter avant la fin (une erreur, une sortie fermée) : on ferme le fichier.
    await morceaux.return(undefined);
  }
}

/** Traduit en français l'erreur du système quand un fichier ne s'ouvre pas. */
export function erreurDeFichier(chemin: string, erreur: unknown): ErreurLecture {
  const code = (erreur as { code?: string }).code;
  if (code === "ENOENT") return new ErreurLecture({}, `fichier introuvable : ${chemin}`);
  if (code === "EISDIR") return new ErreurLecture({ fichier: chemin }, "c'est un dossier");
  if (code === "EACCES") return new ErreurLecture({ fichier: chemin }, "lecture interdite");
  if (code === "ENXIO")
    return new ErreurLecture(
      { fichier: chemin },
      "c'est une prise (socket) ou un périphérique absent, pas un fichier",
    );
  return new ErreurLecture({ fichier: chemin }, `lecture impossible (${code ?? String(erreur)})`);
}
