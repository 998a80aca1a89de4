/**
 * Ouvrir un fichier de grilles : en entier (`lireTexte`) ou morceau par
 * morceau (`morceauxDuFichier`), avec des erreurs en français quand il ne
 * s'ouvre pas ou n'est pas du texte UTF-8.
 */
import { createReadStream, readFileSync } from "node:fs";
import { ErreurLecture } from "../erreurs";
import { OCTETS_A_EXAMINER, verifierEncodage } from "./encodage";

/** Le contenu d'un fichier texte (UTF-8), ou une `ErreurLecture` en français s'il ne s'ouvre pas. */
export function lireTexte(chemin: string): string {
  let octets: Buffer;
  try {
    octets = readFileSync(chemin);
  } catch (erreur) {
    throw erreurDeFichier(chemin, erreur);
  }
  return decoderTexte(octets, chemin);
}

/** Des octets lus en entier, en texte UTF-8 ; un autre encodage reconnu est refusé en le nommant. */
export function decoderTexte(octets: Buffer, fichier?: string): string {
  verifierEncodage(octets.subarray(0, OCTETS_A_EXAMINER), fichier);
  return octets.toString("utf8");
}

/**
 * Le fichier morceau par morceau (256 Kio chacun), pour le lire en flux ; un
 * fichier qui ne s'ouvre pas lève l'`ErreurLecture` de `erreurDeFichier`.
 * (Avec 64 Kio, `sudoku verifier` passait un dixième de son temps à lire ;
 * au-delà de 256 Kio, on ne gagne plus rien et la mémoire grossit.)
 */
export async function* morceauxDuFichier(chemin: string): AsyncGenerator<Buffer> {
  const flux = createReadStream(chemin, { highWaterMark: 256 * 1024 });
  const morceaux = flux[Symbol.asyncIterator]();
  try {
    for (;;) {
      let suivant: IteratorResult<Buffer>;
      try {
        suivant = (await morceaux.next()) as IteratorResult<Buffer>;
      } catch (erreur) {
        throw erreurDeFichier(chemin, erreur);
      }
      if (suivant.done) return;
      yield suivant.value;
    }
  } finally {
    // Le lecteur peut s'arrêter avant la fin (une erreur, une sortie fermée) : on ferme le fichier.
    flux.destroy();
  }
}

/** Traduit en français l'erreur du système quand un fichier ne s'ouvre pas. */
export function erreurDeFichier(chemin: string, erreur: unknown): ErreurLecture {
  const code = (erreur as { code?: string }).code;
  if (code === "ENOENT") return new ErreurLecture({}, `fichier introuvable : ${chemin}`);
  if (code === "EISDIR") return new ErreurLecture({ fichier: chemin }, "c'est un dossier");
  if (code === "EACCES") return new ErreurLecture({ fichier: chemin }, "lecture interdite");
  return new ErreurLecture({ fichier: chemin }, `lecture impossible (${code ?? String(erreur)})`);
}
