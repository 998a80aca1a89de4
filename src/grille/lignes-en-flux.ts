/**
 * Découper en lignes un texte qui arrive par morceaux (un fichier lu en flux,
 * l'entrée standard) sans jamais le garder en entier : la mémoire reste
 * bornée quelle que soit sa taille. Les lignes sont celles de `decouper`
 * (BOM UTF-8 retiré, fins de ligne CRLF acceptées, numérotées à partir de 1),
 * et une ligne trop longue pour un fichier de grilles est refusée dès
 * qu'elle dépasse, sans attendre sa fin.
 */
import { ErreurLecture } from "../socle/erreurs";
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
  const lecteur = new LecteurDeLignes(morceaux, fichier);
  try {
    for (let ligne = await lecteur.ligne(); ligne; ligne = await lecteur.ligne()) yield ligne;
  } finally {
    await lecteur.fermer();
  }
}

/**
 * Des lignes entières prises d'un coup : les octets `[debut, fin[`, dont la
 * première ligne porte le numéro `numero`. Chaque ligne finit par « \n », sauf
 * la dernière du texte, qui finit à `fin`.
 */
export interface PaquetDeLignes {
  octets: Buffer;
  debut: number;
  fin: number;
  numero: number;
}

/**
 * Le texte lu morceau par morceau, rendu ligne par ligne (`ligne`, pour
 * reconnaître le format) ou paquet par paquet (`paquet` : toutes les lignes
 * entières du morceau, qu'un lecteur rapide parcourt sans fabriquer une chaîne
 * par ligne). Les deux se suivent : un paquet commence où la dernière ligne
 * rendue finit.
 */
export class LecteurDeLignes {
  private readonly morceaux: AsyncIterator<Uint8Array>;
  /** Les octets lus et pas encore rendus, à partir de `position`. */
  private octets: Buffer = Buffer.alloc(0);
  private position = 0;
  /** Le numéro de la dernière ligne rendue. */
  private numero = 0;
  private debutVu = false;
  /** Le texte est fini : `octets` n'a plus de « \n » et sa fin est la dernière ligne. */
  private finLue = false;
  /** La dernière ligne (celle qui n'a pas de « \n ») est rendue. */
  private toutRendu = false;

  constructor(
    morceaux: AsyncIterable<Uint8Array>,
    private readonly fichier?: string,
  ) {
    this.morceaux = morceaux[Symbol.asyncIterator]();
  }

  /** La ligne suivante, ou `undefined` à la fin du texte. */
  async ligne(): Promise<LigneLue | undefined> {
    for (;;) {
      // Rien n'est rendu avant que l'encodage ne soit vérifié.
      const fin = this.debutVu ? this.octets.indexOf(FIN_DE_LIGNE, this.position) : -1;
      if (fin >= 0) {
        const lue = ligne(this.octets, this.position, fin, ++this.numero);
        verifierLongueur(fin - this.position, this.numero, this.fichier);
        this.position = fin + 1;
        return lue;
      }
      if (this.finLue) return this.derniere();
      await this.lireUnMorceau();
    }
  }

  /** Toutes les lignes entières déjà lues (au moins une), ou `undefined` à la fin du texte. */
  async paquet(): Promise<PaquetDeLignes | undefined> {
    for (;;) {
      const fin = this.debutVu ? this.octets.lastIndexOf(FIN_DE_LIGNE) : -1;
      if (fin >= this.position) {
        const paquet = { octets: this.octets, debut: this.position, fin: fin + 1 };
        const numero = this.numero + 1;
        this.numero += compterLignes(this.octets, this.position, fin + 1);
        this.position = fin + 1;
        return { ...paquet, numero };
      }
      if (this.finLue) {
        if (this.toutRendu) return undefined;
        this.toutRendu = true;
        return {
          octets: this.octets,
          debut: this.position,
          fin: this.octets.length,
          numero: ++this.numero,
        };
      }
      await this.lireUnMorceau();
    }
  }

  /** Ferme la source (le fichier), même si on s'arrête avant la fin. */
  async fermer(): Promise<void> {
    await this.morceaux.return?.(undefined);
  }

  /** Comme `split`, la dernière ligne existe toujours, même vide. */
  private derniere(): LigneLue | undefined {
    if (this.toutRendu) return undefined;
    this.toutRendu = true;
    return ligne(this.octets, this.position, this.octets.length, ++this.numero);
  }

  /** Ajoute un morceau à ce qui reste à rendre ; refuse une ligne trop longue dès qu'elle dépasse. */
  private async lireUnMorceau(): Promise<void> {
    const suivant = await this.morceaux.next();
    // Une copie du reste : garder une vue sur le morceau entier le garderait en mémoire.
    const reste = this.octets.subarray(this.position);
    if (suivant.done) {
      if (!this.debutVu) this.octets = examinerLeDebut(Buffer.from(reste), this.fichier);
      else this.octets = Buffer.from(reste);
      this.debutVu = true;
      this.finLue = true;
    } else {
      const morceau = enBuffer(suivant.value);
      this.octets = reste.length > 0 ? Buffer.concat([reste, morceau]) : morceau;
      if (!this.debutVu && assezPourExaminer(this.octets)) {
        this.octets = examinerLeDebut(this.octets, this.fichier);
        this.debutVu = true;
      }
    }
    this.position = 0;
    this.refuserUnResteTropLong();
  }

  /**
   * Le début d'une ligne coupée entre deux morceaux a au plus
   * LONGUEUR_MAX_LIGNE octets : une ligne géante est refusée sans être lue en
   * entier. Le numéro de la ligne ne se compte qu'en cas d'erreur, et une ligne
   * entière trop longue plus haut dans le morceau est nommée d'abord.
   */
  private refuserUnResteTropLong(): void {
    const derniereFin = this.octets.lastIndexOf(FIN_DE_LIGNE);
    if (this.octets.length - derniereFin - 1 <= LONGUEUR_MAX_LIGNE) return;
    let numero = this.numero;
    let debut = 0;
    for (
      let fin = this.octets.indexOf(FIN_DE_LIGNE);
      fin >= 0;
      fin = this.octets.indexOf(FIN_DE_LIGNE, debut)
    ) {
      verifierLongueur(fin - debut, ++numero, this.fichier);
      debut = fin + 1;
    }
    verifierLongueur(this.octets.length - debut, numero + 1, this.fichier);
  }
}

function compterLignes(octets: Buffer, debut: number, fin: number): number {
  let n = 0;
  for (
    let k = octets.indexOf(FIN_DE_LIGNE, debut);
    k >= 0 && k < fin;
    k = octets.indexOf(FIN_DE_LIGNE, k + 1)
  ) {
    n++;
  }
  return n;
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

export function verifierLongueur(
  longueur: number,
  numero: number,
  fichier: string | undefined,
): void {
  if (longueur <= LONGUEUR_MAX_LIGNE) return;
  throw new ErreurLecture(
    { fichier, ligne: numero },
    `ligne trop longue : plus de ${LONGUEUR_MAX_LIGNE} octets, alors qu'une grille sur une ligne` +
      " a au plus 625 caractères ; est-ce bien un fichier de grilles ?",
  );
}

/** La ligne [debut, fin[ des octets, sans son « \r » final. */
export function ligne(octets: Buffer, debut: number, fin: number, numero: number): LigneLue {
  const finSansRetour = fin > debut && octets[fin - 1] === RETOUR_CHARIOT ? fin - 1 : fin;
  return { texte: octets.toString("utf8", debut, finSansRetour), numero, colonne: 1 };
}
