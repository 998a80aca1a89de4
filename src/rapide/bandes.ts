/**
 * Le moteur rapide des grilles 9×9 : des « planches de bits » par chiffre.
 *
 * Idée d'ensemble (celle des solveurs les plus rapides, JCZSolve puis tdoku ;
 * ce code est écrit pour le cours, en s'inspirant de leurs idées) : au lieu de
 * noter, pour chaque case, les chiffres encore possibles, on note pour chaque
 * chiffre les cases où il peut encore aller. Les 81 cases d'un chiffre ne
 * tiennent pas dans un entier de 32 bits ; on les coupe en trois *bandes*
 * (lignes 0-2, 3-5, 6-8) de 27 cases, et chaque bande tient dans un entier.
 *
 * Disposition des données. `MOTS[3 d + b]` (d = chiffre − 1, b = bande) :
 *
 *     bit  0 … 8   la ligne 0 de la bande, colonnes 0 à 8
 *     bit  9 … 17  la ligne 1 de la bande
 *     bit 18 … 26  la ligne 2 de la bande
 *
 * Un bit à 1 : le chiffre peut encore aller dans cette case. Une case où le
 * chiffre est placé garde son bit (c'est alors le seul de sa ligne).
 *
 * Pourquoi c'est rapide :
 * 1. Une opération sur un entier traite 27 cases d'un coup. Trouver les
 *    singletons nus d'une bande (les cases à un seul candidat) coûte
 *    9 × 2 opérations logiques, pour 27 cases à la fois (`singletonsNus`).
 * 2. Dans une bande, un chiffre occupe une case par ligne et une par carré :
 *    ses trois « triades » (ligne × carré) forment une permutation de 3 objets.
 *    Une table de 512 entrées (`PERMIS`) dit, pour les triades encore
 *    occupées, lesquelles appartiennent à une permutation possible. Une seule
 *    consultation fait les singletons cachés de ligne et de carré, les
 *    « paires pointantes » et les réductions ligne-carré, et détecte les
 *    impasses (`reduireBande`).
 * 3. La même table sert, retournée, aux *piles* (colonnes 0-2, 3-5, 6-8) : un
 *    chiffre occupe une colonne de la pile dans chaque bande, et un carré de
 *    chaque bande dans la pile (`reduirePiles`).
 * 4. La recherche est itérative : une pile explicite de copies de l'état
 *    (60 entiers chacune), jamais de récursion. Chaque essai est binaire :
 *    « la case x vaut v », et au retour « la case x ne vaut pas v ».
 *
 * Mesures qui ont guidé ces choix (magictour_top1465, 1 465 grilles, unicité
 * prouvée en cherchant 2 solutions, Node 20 sur la machine du cours — AMD
 * EPYC, 2 cœurs ; durée moyenne par grille, meilleure de plusieurs passes) :
 * - bandes seules, sans colonnes : 59,7 µs (44,2 essais par grille) ;
 *   + singletons cachés de colonne : 48,8 µs (29,6 essais) ;
 *   + réduction des piles à la place (point 3) : 29,0 µs (15,8 essais).
 * - choix de la case d'essai, parmi les cases à deux candidats : la première
 *   trouvée 31,2 µs (18,9 essais) ; dans la bande la plus vide 29,0 µs ;
 *   dans la bande qui en compte le plus 26,8 µs (14,9 essais), retenu ; dans
 *   la bande la plus remplie 43,0 µs (27,2 essais).
 * - après un placement, retirer la colonne des deux autres bandes tout de
 *   suite, bien que les piles finissent par le faire : 30,2 → 26,1 µs, et
 *   4,1 → 3,3 µs sur les grilles Kaggle (faciles).
 * - trouver les mots à réduire : balayer les 27 mots après chaque changement,
 *   29,4 µs ; prendre toujours le plus petit mot « sale », 28,1 µs (et 5,0 µs
 *   au lieu de 3,2 sur Kaggle) ; un lot de mots sales à la fois, 26,0 µs, retenu.
 * - l'état dans un tableau du module plutôt que dans un champ d'objet :
 *   26,4 → 23,6 µs (−11 % : le compilateur connaît le tableau d'avance).
 *   Conséquence : ce moteur ne fait qu'une recherche à la fois (JavaScript
 *   n'exécute qu'un fil par module, et le moteur n'appelle aucun code extérieur).
 * - le moteur par cases (`cases.ts`) sur les mêmes grilles : 163 µs (46 essais).
 */
import type { BilanMoteur } from "./bilan";
import { CONFIGURATIONS } from "./configurations";

// --- Disposition de l'état ----------------------------------------------

/** Les 27 mots de candidats : `MOTS[3 d + b]`. */
const MOTS = 0;
/** La valeur de chaque mot lors de sa dernière réduction (pour sauter les mots inchangés). */
const VU = 27;
/** `LIBRES + b` : les cases encore vides de la bande b (27 bits). */
const LIBRES = 54;
/** `LIGNES + b` : bit 3 d + r à 1 si le chiffre d est placé dans la ligne r de la bande b. */
const LIGNES = 57;
/** Un état complet, copié à chaque essai : 60 entiers, 240 octets. */
const TAILLE_ETAT = 60;
/**
 * Niveau 0 : l'état courant ; niveau k ≥ 1 : l'état sauvé avant le k-ième essai
 * en cours. Chaque essai en cours a rempli une case de plus : au plus 81.
 */
const NIVEAUX = 82;
const MEMOIRE = new Int32Array(TAILLE_ETAT * NIVEAUX);
/** Pour chaque niveau de la pile : le mot et le bit de l'essai, à retirer au retour. */
const ESSAI_MOT = new Int32Array(NIVEAUX);
const ESSAI_BIT = new Int32Array(NIVEAUX);

/** Les mots à réduire (bit i pour `MOTS[i]`). */
let sales = 0;
/** Les chiffres dont les piles sont à réduire (bit d). */
let pilesSales = 0;

// --- Masques et tables ---------------------------------------------------

/** 27 bits à 1 : toutes les cases d'une bande. */
const PLEINE = 0x7ffffff;
/** Les 9 cases de la ligne r d'une bande. */
const LIGNE = [0x1ff, 0x1ff << 9, 0x1ff << 18];
/** Les 9 cases du carré k (0, 1, 2 de gauche à droite) d'une bande. */
const CARRE = [0x1c0e07, 0x1c0e07 << 3, 0x1c0e07 << 6];
/** Les 3 cases de la colonne 0 dans une bande ; `<< c` pour la colonne c. */
const COLONNE_0 = 0x40201;
/** Les 9 mots de la bande b (bits b, b + 3, …, b + 24 d'un masque de mots). */
const MOTS_DE_LA_BANDE = [0x1249249, 0x1249249 << 1, 0x1249249 << 2];

/** Pour les 9 cases d'une ligne : les carrés (3 bits) où il reste au moins une case. */
const TRIADES = new Int32Array(512);
/** Pour les 9 cases d'une ligne : la colonne de la seule case à 1, ou −1. */
const COLONNE_SEULE = new Int32Array(512);
/**
 * Pour les 9 triades d'une bande encore occupées (bit 3 r + k : ligne r, carré k),
 * les cases des triades qui appartiennent à au moins une permutation possible
 * (27 bits, prêtes à masquer le mot). 0 : aucune permutation, impasse.
 */
const PERMIS = new Int32Array(512);
/** Comme `PERMIS`, mais en 9 bits (une par triade), pour les piles. */
const PERMIS_TRIADES = new Int32Array(512);
/** Pour 3 bits de colonnes d'une pile (bit k : colonne k de la pile), leurs cases dans une bande. */
const COLONNES_DE_PILE = new Int32Array(8);

function construireTables(): void {
  for (let s = 0; s < 512; s++) {
    TRIADES[s] = (s & 0x7 ? 1 : 0) | (s & 0x38 ? 2 : 0) | (s & 0x1c0 ? 4 : 0);
    COLONNE_SEULE[s] = s !== 0 && (s & (s - 1)) === 0 ? 31 - Math.clz32(s) : -1;
  }
  for (let occupees = 0; occupees < 512; occupees++) {
    let possibles = 0;
    // Les 6 permutations de 3 objets : la ligne r va dans le carré p[r].
    for (const p of CONFIGURATIONS) {
      const triades = (1 << p[0]) | (1 << (3 + p[1])) | (1 << (6 + p[2]));
      if ((triades & occupees) === triades) possibles |= triades;
    }
    PERMIS_TRIADES[occupees] = possibles;
    let cases = 0;
    for (let t = 0; t < 9; t++) if (possibles & (1 << t)) cases |= 0x7 << (3 * t);
    PERMIS[occupees] = cases;
  }
  for (let k = 0; k < 8; k++) {
    let cases = 0;
    for (let c = 0; c < 3; c++) if (k & (1 << c)) cases |= COLONNE_0 << c;
    COLONNES_DE_PILE[k] = cases;
  }
}
construireTables();

// --- Propagation ---------------------------------------------------------

/**
 * Réduit le mot i (chiffre d, bande b) par la table des permutations, puis
 * place le chiffre dans chaque ligne où il ne reste qu'une case. Placer,
 * c'est retirer la case aux 8 autres chiffres, la colonne aux 2 autres
 * bandes, le carré et la colonne au reste de la bande. Faux : impasse.
 */
function reduireBande(i: number): boolean {
  const e = MEMOIRE;
  let w = e[i];
  const occupees = TRIADES[w & 0x1ff] | (TRIADES[(w >> 9) & 0x1ff] << 3) | (TRIADES[w >> 18] << 6);
  const permis = PERMIS[occupees];
  if (permis === 0) return false;
  w &= permis;
  e[i] = w;
  e[VU + i] = w;
  const d = (i / 3) | 0;
  const b = i - 3 * d;
  pilesSales |= 1 << d;
  const placees = (e[LIGNES + b] >> (3 * d)) & 7;
  if (placees === 7) return true;
  for (let r = 0; r < 3; r++) {
    if ((placees >> r) & 1) continue;
    const c = COLONNE_SEULE[(w >> (9 * r)) & 0x1ff];
    if (c < 0) continue;
    const bit = 1 << (9 * r + c);
    e[LIGNES + b] |= 1 << (3 * d + r);
    e[LIBRES + b] &= ~bit;
    // Les 9 chiffres perdent la case (sans test : moins de branches mal
    // prédites), puis le mot i la retrouve ci-dessous, car w la contient.
    const sauf = ~bit;
    e[b] &= sauf;
    e[b + 3] &= sauf;
    e[b + 6] &= sauf;
    e[b + 9] &= sauf;
    e[b + 12] &= sauf;
    e[b + 15] &= sauf;
    e[b + 18] &= sauf;
    e[b + 21] &= sauf;
    e[b + 24] &= sauf;
    const colonne = COLONNE_0 << c;
    e[3 * d] &= ~colonne;
    e[3 * d + 1] &= ~colonne;
    e[3 * d + 2] &= ~colonne;
    w &= ~((CARRE[(c / 3) | 0] | colonne) ^ bit);
    e[i] = w;
    // Tous les mots touchés sont à revoir ; `VU` écartera ceux qui n'ont pas changé.
    sales |= MOTS_DE_LA_BANDE[b] | (7 << (3 * d));
  }
  return true;
}

/**
 * La même logique sur les piles du chiffre d : dans la pile s, la bande b
 * prend une des 3 colonnes, et chaque colonne est prise par une des 3 bandes.
 * Ce qui n'appartient à aucune permutation possible est retiré ; une colonne
 * sans place pour le chiffre est une impasse.
 */
function reduirePiles(d: number): boolean {
  const e = MEMOIRE;
  const i = 3 * d;
  const w0 = e[i];
  const w1 = e[i + 1];
  const w2 = e[i + 2];
  // Les colonnes où le chiffre peut aller, bande par bande (9 bits chacune).
  const c0 = (w0 | (w0 >> 9) | (w0 >> 18)) & 0x1ff;
  const c1 = (w1 | (w1 >> 9) | (w1 >> 18)) & 0x1ff;
  const c2 = (w2 | (w2 >> 9) | (w2 >> 18)) & 0x1ff;
  let retire0 = 0;
  let retire1 = 0;
  let retire2 = 0;
  for (let s = 0; s < 9; s += 3) {
    // Les 9 « triades verticales » de la pile : bande b (rangée), colonne k.
    const occupees = ((c0 >> s) & 7) | (((c1 >> s) & 7) << 3) | (((c2 >> s) & 7) << 6);
    const permis = PERMIS_TRIADES[occupees];
    if (permis === 0) return false;
    retire0 |= COLONNES_DE_PILE[~permis & 7] << s;
    retire1 |= COLONNES_DE_PILE[(~permis >> 3) & 7] << s;
    retire2 |= COLONNES_DE_PILE[(~permis >> 6) & 7] << s;
  }
  if ((w0 & retire0) !== 0) {
    e[i] = w0 & ~retire0;
    sales |= 1 << i;
  }
  if ((w1 & retire1) !== 0) {
    e[i + 1] = w1 & ~retire1;
    sales |= 2 << i;
  }
  if ((w2 & retire2) !== 0) {
    e[i + 2] = w2 & ~retire2;
    sales |= 4 << i;
  }
  return true;
}

/** Place le chiffre du mot j dans la case `bit` : sa ligne ne garde que cette case. */
function fixer(j: number, bit: number): void {
  const r = bit < 0x200 ? 0 : bit < 0x40000 ? 1 : 2;
  MEMOIRE[j] &= ~(LIGNE[r] ^ bit);
  sales |= 1 << j;
}

/**
 * Les singletons nus de toutes les bandes, comptés en parallèle : après les
 * 9 mots d'une bande, `un` marque les cases vues au moins une fois, `deux`
 * au moins deux fois. Renvoie −1 pour une impasse (une case vide sans
 * candidat), sinon le nombre de cases fixées.
 */
function singletonsNus(): number {
  const e = MEMOIRE;
  let fixees = 0;
  for (let b = 0; b < 3; b++) {
    const libres = e[LIBRES + b];
    if (libres === 0) continue;
    let un = 0;
    let deux = 0;
    for (let j = b; j < 27; j += 3) {
      const w = e[j];
      deux |= un & w;
      un |= w;
    }
    if ((un & libres) !== libres) return -1;
    let seuls = un & ~deux & libres;
    while (seuls !== 0) {
      const bit = seuls & -seuls;
      seuls ^= bit;
      // Un singleton fixé juste avant, sur la même ligne et le même chiffre,
      // peut avoir ôté son unique candidat à celui-ci : c'est une impasse.
      let j = b;
      while (j < 27 && (e[j] & bit) === 0) j += 3;
      if (j >= 27) return -1;
      fixer(j, bit);
      fixees++;
    }
  }
  return fixees;
}

/** Propage jusqu'au point fixe. Faux : l'état est contradictoire. */
function propager(): boolean {
  const e = MEMOIRE;
  for (;;) {
    while (sales !== 0) {
      // Un lot à la fois, dans l'ordre des mots (voir les mesures en tête).
      let lot = sales;
      sales = 0;
      while (lot !== 0) {
        const bas = lot & -lot;
        lot ^= bas;
        const i = 31 - Math.clz32(bas);
        if (e[i] !== e[VU + i] && !reduireBande(i)) return false;
      }
    }
    if ((e[LIBRES] | e[LIBRES + 1] | e[LIBRES + 2]) === 0) return true;
    const fixees = singletonsNus();
    if (fixees < 0) return false;
    if (fixees > 0) continue;
    // Les piles en dernier : plus chères, elles ne servent qu'une fois les singletons épuisés.
    let chiffres = pilesSales;
    pilesSales = 0;
    while (chiffres !== 0) {
      const bas = chiffres & -chiffres;
      chiffres ^= bas;
      if (!reduirePiles(31 - Math.clz32(bas))) return false;
    }
    if (sales === 0) return true;
  }
}

// --- Recherche -----------------------------------------------------------

/** Nombre de bits à 1 (au plus 27 ici). */
function compterBits(x: number): number {
  x -= (x >> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >> 2) & 0x33333333);
  return (((x + (x >> 4)) & 0x0f0f0f0f) * 0x01010101) >> 24;
}

/**
 * Choisit l'essai : une case à deux candidats (un essai sur deux réussit),
 * dans la bande qui en a le plus ; à défaut, la première case vide. Le
 * chiffre essayé est le plus petit de la case. Rend le mot (3 d + b) et
 * range le bit de la case dans `ESSAI_BIT[niveau]`.
 */
function choisirEssai(niveau: number): number {
  const e = MEMOIRE;
  let meilleure = -1;
  let cases = 0;
  let plus = 0;
  for (let b = 0; b < 3; b++) {
    const libres = e[LIBRES + b];
    if (libres === 0) continue;
    let un = 0;
    let deux = 0;
    let trois = 0;
    for (let j = b; j < 27; j += 3) {
      const w = e[j];
      trois |= deux & w;
      deux |= un & w;
      un |= w;
    }
    const paires = deux & ~trois & libres;
    const n = paires === 0 ? 0 : compterBits(paires);
    if (n > plus) {
      plus = n;
      meilleure = b;
      cases = paires;
    }
  }
  if (meilleure < 0) {
    // Aucune case à deux candidats (rare) : la première case vide.
    meilleure = e[LIBRES] !== 0 ? 0 : e[LIBRES + 1] !== 0 ? 1 : 2;
    cases = e[LIBRES + meilleure];
  }
  const bit = cases & -cases;
  let j = meilleure;
  while ((e[j] & bit) === 0) j += 3;
  ESSAI_BIT[niveau] = bit;
  return j;
}

/** Recopie la solution de l'état courant dans `solution` (81 valeurs de 1 à 9). */
function noterSolution(solution: Uint8Array): void {
  for (let i = 0; i < 27; i++) {
    const d = (i / 3) | 0;
    const b = i - 3 * d;
    let w = MEMOIRE[i];
    while (w !== 0) {
      const bit = w & -w;
      w ^= bit;
      // Le bit p de la bande b est la case 27 b + p de la grille.
      solution[27 * b + 31 - Math.clz32(bit)] = d + 1;
    }
  }
}

/** Prépare l'état : toutes les cases vides, puis chaque donnée fixée dans sa ligne. */
function initialiser(valeurs: ArrayLike<number>): void {
  const e = MEMOIRE;
  for (let i = 0; i < 27; i++) {
    e[MOTS + i] = PLEINE;
    e[VU + i] = PLEINE;
  }
  e[LIBRES] = e[LIBRES + 1] = e[LIBRES + 2] = PLEINE;
  e[LIGNES] = e[LIGNES + 1] = e[LIGNES + 2] = 0;
  sales = 0;
  pilesSales = 0x1ff;
  for (let k = 0; k < 81; k++) {
    const v = valeurs[k];
    if (v === 0) continue;
    const b = (k / 27) | 0;
    fixer(3 * (v - 1) + b, 1 << (k - 27 * b));
  }
}

/**
 * Cherche les solutions de la grille 9×9 `valeurs` (81 valeurs de 0 à 9,
 * ligne par ligne, 0 pour une case vide), jusqu'à `limite` solutions ou
 * `budget` essais, et remplit `bilan`. Les données contradictoires donnent
 * simplement 0 solution.
 */
export function chercherBandes(
  valeurs: ArrayLike<number>,
  limite: number,
  budget: number,
  bilan: BilanMoteur,
): void {
  const e = MEMOIRE;
  initialiser(valeurs);
  bilan.solutions = 0;
  bilan.essais = 0;
  bilan.retours = 0;
  bilan.budgetEpuise = false;
  let niveau = 0;
  for (;;) {
    if (propager()) {
      if ((e[LIBRES] | e[LIBRES + 1] | e[LIBRES + 2]) === 0) {
        if (bilan.solutions === 0) noterSolution(bilan.solution);
        bilan.solutions++;
        if (bilan.solutions >= limite) return;
        // Sinon, on repart en arrière chercher la suivante.
      } else if (bilan.essais >= budget) {
        bilan.budgetEpuise = true;
        return;
      } else {
        // Essai : on sauve l'état (niveau + 1) puis on suppose « case = chiffre ».
        bilan.essais++;
        const j = choisirEssai(niveau);
        ESSAI_MOT[niveau] = j;
        niveau++;
        e.copyWithin(niveau * TAILLE_ETAT, 0, TAILLE_ETAT);
        fixer(j, ESSAI_BIT[niveau - 1]);
        pilesSales = 0;
        continue;
      }
    }
    // Impasse (ou solution déjà comptée) : on reprend l'état sauvé et l'on
    // suppose le contraire, « case ≠ chiffre ».
    if (niveau === 0) return;
    bilan.retours++;
    e.copyWithin(0, niveau * TAILLE_ETAT, (niveau + 1) * TAILLE_ETAT);
    niveau--;
    const j = ESSAI_MOT[niveau];
    e[j] &= ~ESSAI_BIT[niveau];
    sales = 1 << j;
    pilesSales = 0;
  }
}
