/**
 * La lecture rapide des gros fichiers d'une grille par ligne, pour la
 * commande `sudoku` : les grilles d'un morceau du fichier sont lues d'un coup,
 * octet par octet, dans un seul tableau d'octets (une case, un octet), sans
 * fabriquer ni une chaîne par ligne ni un objet `Grille` par grille. Une ligne
 * ainsi lue coûte une fraction de microseconde, au lieu de plusieurs.
 *
 * Seules les lignes les plus simples prennent ce chemin : exactement 16, 81,
 * 256 ou 625 symboles permis, rien d'autre (sauf un « \r » final). Toute autre
 * ligne (commentaire, blancs, caractère inconnu, longueur fausse…) passe par
 * `lireLigne`, qui la lit ou la refuse avec ses messages habituels : le
 * résultat est exactement celui de la lecture ligne à ligne.
 */
import { Grille } from "./grille";
import { lireLigne } from "./lecture";
import { ligneUtile } from "./lignes";
import { ligne, verifierLongueur, type PaquetDeLignes } from "./lignes-en-flux";
import { CARACTERES_VIDES } from "./symboles";

/** Des grilles lues, leurs cases mises bout à bout dans un seul tableau d'octets. */
export class PaquetDeGrilles {
  /** Les cases, une par octet, ligne par ligne (0 pour une case vide). */
  cases: Uint8Array;
  /** Où commence chaque grille dans `cases`. */
  readonly debuts: number[] = [];
  /** La taille N de chaque grille (9 pour une 9×9). */
  readonly tailles: number[] = [];
  /** La ligne du fichier de chaque grille, quand il en a une par ligne. */
  readonly lignes: (number | undefined)[] = [];
  private rempli = 0;

  constructor(capacite = 64 * 1024) {
    this.cases = new Uint8Array(capacite);
  }

  get nombre(): number {
    return this.debuts.length;
  }

  /** L'indice de la première case libre, après laquelle `nombre` cases au moins sont libres. */
  placeLibre(nombre: number): number {
    const fin = this.rempli + nombre;
    if (fin > this.cases.length) {
      const plusGrand = new Uint8Array(Math.max(2 * this.cases.length, fin));
      plusGrand.set(this.cases.subarray(0, this.rempli));
      this.cases = plusGrand;
    }
    return this.rempli;
  }

  /** Réserve la place d'une grille N×N et rend l'indice de sa première case. */
  reserver(taille: number, ligne: number | undefined): number {
    const debut = this.placeLibre(taille * taille);
    const fin = debut + taille * taille;
    this.debuts.push(debut);
    this.tailles.push(taille);
    this.lignes.push(ligne);
    this.rempli = fin;
    return debut;
  }

  /** Ajoute une grille déjà lue. */
  ajouter(grille: Grille, ligne: number | undefined): void {
    const debut = this.reserver(grille.taille, ligne);
    this.cases.set(grille.valeurs, debut);
  }

  /** Les cases de la grille k (une vue, sans copie : à lire avant le paquet suivant). */
  valeurs(k: number): Uint8Array {
    const debut = this.debuts[k];
    const taille = this.tailles[k];
    return this.cases.subarray(debut, debut + taille * taille);
  }

  /** La grille k, en objet `Grille`. */
  grille(k: number): Grille {
    return new Grille(Array.from(this.valeurs(k)));
  }

  /** Ne garde que les `nombre` premières grilles. */
  tronquer(nombre: number): void {
    if (nombre >= this.nombre) return;
    this.rempli = this.debuts[nombre];
    this.debuts.length = this.tailles.length = this.lignes.length = nombre;
  }
}

/** Au-delà de 25 : l'octet n'est pas un symbole de grille. */
const PAS_UN_SYMBOLE = 255;

/** La valeur de chaque octet : 0 pour une case vide, 1 à 25 pour un symbole (minuscules comprises). */
const VALEUR_DE_L_OCTET = (() => {
  const table = new Uint8Array(256).fill(PAS_UN_SYMBOLE);
  for (const vide of CARACTERES_VIDES) table[vide.charCodeAt(0)] = 0;
  for (let v = 1; v <= 9; v++) table[0x30 + v] = v;
  for (let v = 10; v <= 25; v++) {
    table[0x41 + v - 10] = v; // A à P
    table[0x61 + v - 10] = v; // a à p
  }
  return table;
})();

/** La taille d'une grille écrite sur une ligne de cette longueur, 0 si aucune. */
function tailleSelonLongueur(longueur: number): number {
  if (longueur === 81) return 9;
  if (longueur === 16) return 4;
  if (longueur === 256) return 16;
  if (longueur === 625) return 25;
  return 0;
}

const FIN_DE_LIGNE = 0x0a;
/** La plus longue grille sur une ligne (25×25), plus un octet pour voir qu'elle est trop longue. */
const LONGUEUR_MAX = 626;
const RETOUR_CHARIOT = 0x0d;

/**
 * Ajoute à `grilles` les grilles des lignes du paquet, dans l'ordre. Une ligne
 * fautive lève son `ErreurLecture` ; les grilles des lignes d'avant sont alors
 * déjà dans `grilles`.
 */
export function lireLignesDuPaquet(
  paquet: PaquetDeLignes,
  grilles: PaquetDeGrilles,
  fichier: string | undefined,
): void {
  const { octets, fin } = paquet;
  let numero = paquet.numero;
  let debut = paquet.debut;
  while (debut < fin) {
    let suivante = lireVite(octets, debut, fin, numero, grilles);
    if (suivante < 0) {
      let finDeLigne = octets.indexOf(FIN_DE_LIGNE, debut);
      if (finDeLigne < 0 || finDeLigne > fin) finDeLigne = fin;
      lireLentement(octets, debut, finDeLigne, numero, grilles, fichier);
      suivante = finDeLigne + 1;
    }
    debut = suivante;
    numero++;
  }
}

/**
 * Lit la ligne qui commence à `debut` si elle n'est faite que de symboles
 * permis, en une grille entière, et rend le début de la ligne suivante ; sinon
 * ne garde rien et rend −1. Le premier octet qui n'est pas un symbole doit être
 * la fin de la ligne : on la trouve ainsi sans la chercher.
 */
function lireVite(
  octets: Buffer,
  debut: number,
  fin: number,
  numero: number,
  grilles: PaquetDeGrilles,
): number {
  // Les valeurs s'écrivent pendant qu'on lit, à la suite du paquet : si la ligne
  // n'est pas une grille, la place n'est simplement pas gardée.
  const ou = grilles.placeLibre(LONGUEUR_MAX);
  const cases = grilles.cases;
  const limite = Math.min(fin, debut + LONGUEUR_MAX);
  let k = debut;
  let plusGrande = 0;
  for (; k < limite; k++) {
    const valeur = VALEUR_DE_L_OCTET[octets[k]];
    if (valeur === PAS_UN_SYMBOLE) break;
    if (valeur > plusGrande) plusGrande = valeur;
    cases[ou + k - debut] = valeur;
  }
  const taille = tailleSelonLongueur(k - debut);
  if (taille === 0 || plusGrande > taille) return -1;
  let suivante: number;
  if (k === fin || octets[k] === FIN_DE_LIGNE) suivante = k + 1;
  else if (octets[k] === RETOUR_CHARIOT && (k + 1 === fin || octets[k + 1] === FIN_DE_LIGNE)) {
    suivante = k + 2;
  } else return -1;
  grilles.reserver(taille, numero);
  return suivante;
}

/** Le chemin ordinaire : `ligneUtile` puis `lireLigne`, avec leurs messages d'erreur. */
function lireLentement(
  octets: Buffer,
  debut: number,
  fin: number,
  numero: number,
  grilles: PaquetDeGrilles,
  fichier: string | undefined,
): void {
  verifierLongueur(fin - debut, numero, fichier);
  const utile = ligneUtile(ligne(octets, debut, fin, numero));
  if (!utile) return;
  const position = { fichier, ligne: numero, colonne: utile.colonne };
  grilles.ajouter(lireLigne(utile.texte, position), numero);
}
