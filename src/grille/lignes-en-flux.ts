/**
 * Découper en lignes un texte qui arrive par morceaux (un fichier lu en flux,
 * l'entrée standard) sans jamais le garder en entier : la mémoire reste
 * bornée quelle que soit sa taille. Les lignes sont celles de `decouper`
 * (BOM UTF-8 retiré, fins de ligne CRLF acceptées, numérotées à partir de 1),
 * et une ligne trop longue pour un fichier de grilles est refusée dès
 * qu'elle dépasse, sans attendre sa fin.
 */
import { ErreurLecture } from "../erreurs";
import { OCTETS_A_EXAMINER, verifierEncodage } from "./encodage";
import type { LigneLue } from "./lignes";

/**
 * La plus longue ligne acceptée, en octets : une grille sur une ligne a au
 * plus 625 caractères ; le reste laisse place aux blancs et aux commentaires.
 */
export const LONGUEUR_MAX_LIGNE = 4096;

const FIN_DE_LIGNE = 0x0a;
const RETOUR_CHARIOT = 0x0d;
const BOM_UTF8 = [0xef, 0xbb, 0xbf];

/** Les lignes du texte, une à une ; l'encodage est vérifié sur ses premiers octets. */
export async function* lignesEnFlux(
  morceaux: AsyncIterable<Uint8Array>,
  fichier?: string,
): AsyncGenerator<LigneLue> {
  // Le début d'une ligne coupée entre deux morceaux (au plus LONGUEUR_MAX_LIGNE octets).
  let reste: Buffer = Buffer.alloc(0);
  let numero = 0;
  let debutVu = false;
  for await (const morceau of morceaux) {
    let octets: Buffer = reste.length > 0 ? Buffer.concat([reste, morceau]) : enBuffer(morceau);
    if (!debutVu) {
      if (!assezPourExaminer(octets)) {
        reste = octets;
        continue;
      }
      octets = examinerLeDebut(octets, fichier);
      debutVu = true;
    }
    let debut = 0;
    for (
      let fin = octets.indexOf(FIN_DE_LIGNE);
      fin >= 0;
      fin = octets.indexOf(FIN_DE_LIGNE, debut)
    ) {
      numero++;
      verifierLongueur(fin - debut, numero, fichier);
      yield ligne(octets, debut, fin, numero);
      debut = fin + 1;
    }
    verifierLongueur(octets.length - debut, numero + 1, fichier);
    // Une copie : garder une vue sur le morceau entier le garderait en mémoire.
    reste = Buffer.from(octets.subarray(debut));
  }
  if (!debutVu) reste = examinerLeDebut(reste, fichier);
  // Comme `split`, la dernière ligne existe toujours, même vide.
  yield ligne(reste, 0, reste.length, numero + 1);
}

/**
 * Quatre octets suffisent pour reconnaître un BOM, et un texte sans octet nul
 * est de l'UTF-8 ; avec des octets nuls, il en faut plus pour reconnaître
 * l'UTF-16 ou l'UTF-32 sans BOM.
 */
function assezPourExaminer(octets: Buffer): boolean {
  if (octets.length >= OCTETS_A_EXAMINER) return true;
  return octets.length >= 4 && !octets.includes(0);
}

function enBuffer(morceau: Uint8Array): Buffer {
  return Buffer.from(morceau.buffer, morceau.byteOffset, morceau.byteLength);
}

/** Refuse un texte qui n'est pas en UTF-8, et retire le BOM UTF-8. */
function examinerLeDebut(octets: Buffer, fichier: string | undefined): Buffer {
  verifierEncodage(octets.subarray(0, OCTETS_A_EXAMINER), fichier);
  const bom = BOM_UTF8.every((o, k) => octets[k] === o);
  return bom ? octets.subarray(BOM_UTF8.length) : octets;
}

function verifierLongueur(longueur: number, numero: number, fichier: string | undefined): void {
  if (longueur <= LONGUEUR_MAX_LIGNE) return;
  throw new ErreurLecture(
    { fichier, ligne: numero },
    `ligne trop longue : plus de ${LONGUEUR_MAX_LIGNE} octets, alors qu'une grille sur une ligne` +
      " a au plus 625 caractères ; est-ce bien un fichier de grilles ?",
  );
}

/** La ligne [debut, fin[ des octets, sans son « \r » final. */
function ligne(octets: Buffer, debut: number, fin: number, numero: number): LigneLue {
  const finSansRetour = fin > debut && octets[fin - 1] === RETOUR_CHARIOT ? fin - 1 : fin;
  return { texte: octets.toString("utf8", debut, finSansRetour), numero, colonne: 1 };
}
