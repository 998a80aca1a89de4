/**
 * Le second moteur rapide 9×9 du cours, par configurations de bande, écrit
 * pour le cours d'après les idées publiées par Tom Dillon, l'auteur de tdoku
 * (son article « sudoku.md » et son solveur « dpll triad simd » ; aucune
 * ligne n'en est recopiée). Compilé par `npm run construire:wasm` avec le SIMD
 * de WebAssembly (`--enable simd`), chargé par `src/rapide/wasm.ts` comme
 * `bandes.wasm`, dont il a les mêmes exports.
 *
 * L'idée. Le moteur `bandes` regarde un chiffre à la fois, et surtout les
 * lignes. Ici, on regarde en même temps les lignes, les colonnes et les
 * segments (3 cases d'une ligne ou d'une colonne dans un carré).
 * - Configuration de bande. Dans une bande (3 carrés alignés), un chiffre
 *   occupe une fois chaque ligne et une fois chaque carré : le carré de
 *   gauche prend une des 3 lignes, celui du milieu une des 2 restantes, le
 *   dernier la dernière. Il n'y a que 6 configurations par chiffre et par
 *   bande ; on garde, pour chacune, les chiffres qui peuvent encore la
 *   prendre (6 × 9 bits par bande, pour les 3 bandes en ligne et les 3 en
 *   colonne). Un essai dit « dans cette bande, ce chiffre prend cette
 *   configuration » : il place d'un coup le chiffre dans trois segments.
 * - Triades. La triade positive d'un segment : les chiffres qui peuvent y
 *   tomber ; la négative : ceux qui peuvent en être absents. Chaque carré est
 *   une matrice 4 × 4 : ses 9 cases, une triade négative au bout de chaque
 *   ligne et de chaque colonne. Dans chaque ligne et chaque colonne de cette
 *   matrice, un chiffre est vrai une fois exactement (dans une des 3 cases du
 *   segment, ou absent du segment).
 * - Pourquoi compter les segments élague. Un segment a 3 cases : il porte
 *   exactement 3 chiffres, et 6 en sont absents. Si sa triade positive n'a
 *   plus que 3 chiffres, ils y sont tous, et chacun perd, dans sa bande, les
 *   configurations qui le mettent ailleurs dans ce carré ; si sa triade
 *   négative n'a plus que 6 chiffres, ils en sont tous absents. Aucune case
 *   n'est encore fixée, et pourtant trois chiffres ont trouvé leur segment :
 *   c'est une déduction que ni les singletons nus ni les singletons cachés
 *   d'une case ne font. Bornes du carré : au moins 1 candidat par case, au
 *   moins 6 chiffres par triade négative ; en dessous, impasse.
 * - L'essai binaire. On prend la bande qui a le moins de configurations
 *   possibles (sans être fixée), et dedans un chiffre qui n'en a que 2 (sinon
 *   3, sinon plus) : « il prend la première » ; au retour, « il ne la prend
 *   pas ». Avec 2 options, le retour fixe aussi le chiffre dans la bande.
 *
 * SIMD. Une bande est un v128 (8 voies de 16 bits, 6 pour les
 * configurations) ; un carré, deux. Passer d'une bande à ses triades puis aux
 * candidats d'un carré, et d'un carré aux configurations qu'il exclut, ce sont
 * des réarrangements de voies (i8x16.swizzle avec des tables remplies au
 * départ, i16x8.shuffle constants) ; compter les chiffres de chaque voie,
 * i8x16.popcnt puis i16x8.extadd_pairwise ; « y a-t-il quelque chose à
 * retirer ? », v128.any_true ; la première configuration d'un chiffre,
 * i16x8.bitmask. Pas d'équivalent de `minpos` en WebAssembly : le choix de la
 * bande compte ses configurations par popcnt sur deux entiers de 64 bits.
 *
 * Mesures (Node 20, machine du cours, AMD EPYC, 2 cœurs partagés, très
 * chargée pendant les mesures : charge moyenne 10 à 15 ; limite 2, par lot,
 * µs de CPU par grille, médiane de 5 passes, chaque mesure refaite 3 fois :
 * la plage des médianes). Essais par grille : tdoku compte ses essais de la
 * même façon.
 *
 *   ensemble                     essais : triades / tdoku / bandes     µs : triades / tdoku wasm / tdoku natif / bandes
 *   forum_hardest_1106 (375)     110,66 / 110,44 / 233,3                158-206 / 220-248 / 131-144 / 359
 *   17 indices (10 000, banc)    11,66 / 11,68 / 10,11                  20,5-23,0 / 23,4-27,8 / 15,1-16,2 / 28
 *   norvig_top95                 11,04 / 11,05 / 15,0                   21,4-26,2 / 26,4-38,9 / 16,5-21,1 / 40
 *   magictour_top1465            8,95 / 8,95 / 14,9                     21,0-23,3 / 22,7-25,9 / 14,5-15,5 / 35
 *
 * (tdoku wasm : compilé par emscripten, `-O3 -msimd128 -msse4.1` ; natif :
 * `g++ -O3 -march=native`. Les essais de `bandes` comptent des cases, pas
 * des configurations : ils ne se comparent pas un à un.) Toutes les grilles
 * comptées uniques, solutions contrôlées (`test/rapide/triades.test.ts`).
 * C'est le module tel qu'il est versé, après les variantes ci-dessous. Mesure
 * par mesure (les trois moteurs l'un après l'autre), triades prend 0,64 à
 * 0,84 fois le temps de tdoku en WebAssembly sur forum_hardest, 0,75 à 0,95
 * sur les 17 indices, 0,67 à 1,02 sur top95 et magictour ; et 1,12 à 1,43
 * fois celui de tdoku natif sur forum_hardest, 1,27 à 1,48 sur les 17
 * indices, 1,24 à 1,61 sur top95 et magictour, pour les mêmes essais. Une
 * part de l'écart avec le natif tient sans doute à la plateforme (tdoku
 * natif range un carré dans un seul registre AVX2 de 256 bits, ici il en
 * faut deux de 128 ; un swizzle coûte sur x64 une instruction de plus que
 * `pshufb`) : non mesuré séparément.
 *
 * Variantes essayées :
 * - candidats d'un carré calculés depuis les configurations par 8 swizzles
 *   (4 par moitié), gardé ; depuis les triades (4 swizzles pour les
 *   négatives, 3 shuffles, 2 swizzles par carré) : moins d'instructions mais
 *   plus lent sur forum_hardest (médianes 174-221 µs contre 153-196),
 *   écarté ;
 * - message d'un carré vers ses bandes calculé une fois après sa boucle au
 *   lieu d'un par tour (le réarrangement d'une réunion est la réunion des
 *   réarrangements), et règle de compte sautée quand aucun segment n'a ses
 *   3 chiffres : mêmes essais, gain dans le bruit de la machine ; gardé,
 *   c'est moins de travail ;
 * - `asc --converge` : le même module à l'octet près ;
 * - `propagerCarre` découpée en fonctions courtes (`seulsDansLesLignes`…,
 *   la moitié haute rendue par une variable globale) : avec des boucles de
 *   3 tours, plus lent (forum_hardest 197-251 µs contre 172-190) ; tours
 *   écrits l'un après l'autre, et la rotation de deux lignes de la matrice
 *   faite par l'échange de ses deux moitiés : comme avant (177-248 contre
 *   208-223, 17 indices 21,3-23,8 contre 23,5-24,7). Gardé : plus lisible ;
 * - une bande prévient ses carrés dans l'ordre 0, 1, 2, ou en gardant pour
 *   la fin celui dont vient le message (comme tdoku) : presque les mêmes
 *   essais (17 indices 11,74 → 11,66 ; top95 10,83 → 11,04), un peu plus
 *   rapide (forum_hardest, médianes 186-230 µs contre 204-242 ; 17 indices
 *   20,3-25,3 contre 25,8-26,0). Gardé : le second.
 *
 * Le module n'alloue rien : runtime `stub`, zones fixes ci-dessous.
 */

// --- Vocabulaire ------------------------------------------------------------
//
// Bande : trois carrés alignés, en ligne (bande horizontale, h = 0, 1, 2) ou
// en colonne (bande verticale). Les trois carrés d'une bande sont ses pairs
// p = 0, 1, 2 (de gauche à droite, ou de haut en bas).
// Segment : trois cases d'une ligne (ou d'une colonne) dans un carré ; un
// carré a 3 segments en ligne et 3 en colonne.
// Configuration d'un chiffre dans une bande : dans quel segment de chaque pair
// il tombe. Le chiffre est une fois dans chaque ligne de la bande et une fois
// dans chaque carré : les trois pairs prennent les trois segments, dans un
// ordre parmi 6 (une permutation de 3 objets).
// Triade positive (p, s) : les chiffres qui peuvent encore tomber dans le
// segment s du pair p. Triade négative : les chiffres qui peuvent encore en
// être absents. Un segment porte exactement 3 chiffres, et 6 en sont absents.

// --- Disposition de la mémoire ---------------------------------------------
//
// Un état : 6 bandes puis 9 carrés, 480 octets.
// - Bande n (0 à 2 horizontales, 3 à 5 verticales) : un v128 de 8 voies de
//   16 bits, la voie k (0 à 5) portant les chiffres (9 bits) pour lesquels la
//   configuration k reste possible ; puis un v128 des configurations à retirer
//   (les messages des carrés, pas encore appliqués).
// - Carré c : deux v128, 16 voies de 16 bits vues comme une matrice 4 × 4.
//   Voie 4i + j (i, j < 3) : les candidats de la case (i, j) du carré ;
//   voie 4i + 3 : la triade négative du segment en ligne i ; voie 12 + j :
//   celle du segment en colonne j ; voie 15 : vide. Dans chaque ligne et chaque
//   colonne de cette matrice, un chiffre est vrai une fois exactement : il est
//   dans une des trois cases du segment, ou absent du segment.

const TAILLE_ETAT: i32 = 480;
const DEBUT_CARRES: i32 = 192;
/** Profondeur maximale : chaque essai fixe un chiffre dans une bande (6 × 9). */
const NIVEAUX: i32 = 56;

const ETAT = memory.data(TAILLE_ETAT, 16);
const PILE = memory.data(TAILLE_ETAT * NIVEAUX, 16);
/** Pour chaque niveau : la bande de l'essai, et la configuration à retirer au retour. */
const ESSAI_BANDE = memory.data(NIVEAUX * 4, 16);
const ESSAI_NEGATION = memory.data(NIVEAUX * 16, 16);

/** La grille à résoudre : 81 octets de 0 à 9, écrits par le chargeur. */
const GRILLE = memory.data(81, 16);
/** La première solution trouvée : 81 octets de 1 à 9. */
const SOLUTION = memory.data(81, 16);
/** Le bilan : solutions, essais, retours, budget épuisé. */
const BILAN = memory.data(16, 16);

/** Le lot, rangé comme dans `assembly/bandes.ts` (pages 1 à 3). */
const LOT_MAX: i32 = 1024;
const LOT_CASES: usize = 65536;
const LOT_SOLUTIONS: usize = LOT_CASES + <usize>(81 * LOT_MAX);
const LOT_BILANS: usize = LOT_SOLUTIONS + <usize>(81 * LOT_MAX);

/** Les 6 configurations : `PERMUTATIONS[3k + p]` est le segment du pair p. */
const PERMUTATIONS = memory.data<u8>([0, 1, 2, 1, 2, 0, 2, 0, 1, 0, 2, 1, 1, 0, 2, 2, 1, 0]);

// Les tables de réarrangement (i8x16.swizzle), remplies une fois au départ.
/** Bande → carré : [orientation][pair][moitié][4 masques], 48 v128. */
const VERS_CARRE = memory.data(48 * 16, 16);
/** Carré → bande : [orientation][pair][3 masques], 18 v128. */
const VERS_BANDE = memory.data(18 * 16, 16);
/** Bande → ses 9 triades positives : 4 masques (pairs 0 et 1, puis pair 2). */
const VERS_TRIADES = memory.data(4 * 16, 16);
/** Triades sûres → configurations à retirer : 6 masques. */
const TRIADES_VERS_RETRAITS = memory.data(6 * 16, 16);
/** Pour un indice : [pair][segment] → 0xffff aux configurations qui ne mettent pas le chiffre là. */
const AILLEURS = memory.data(9 * 16, 16);
/** Pour un indice en case e du carré : les voies qui perdent le chiffre (2 v128), et la voie de la case (2 v128). */
const AUTOUR_DE_CASE = memory.data(9 * 64, 16);
/** 0xffff dans la seule voie k. */
const SEULE_VOIE = memory.data(8 * 16, 16);

const NEUF: i16 = 0x1ff;
/** Le chiffre choisi pour l'essai par `choisirBande`. */
let chiffreChoisi: i32 = 0;

export function adresseGrille(): usize {
  return GRILLE;
}
export function adresseSolution(): usize {
  return SOLUTION;
}
export function adresseBilan(): usize {
  return BILAN;
}
export function lotMaximal(): i32 {
  return LOT_MAX;
}
export function adresseLotCases(): usize {
  return LOT_CASES;
}
export function adresseLotSolutions(): usize {
  return LOT_SOLUTIONS;
}
export function adresseLotBilans(): usize {
  return LOT_BILANS;
}

// --- Les tables ----------------------------------------------------------

function segment(k: i32, p: i32): i32 {
  return <i32>load<u8>(PERMUTATIONS + <usize>(3 * k + p));
}

/** Écrit dans le masque `masque` : la voie de 16 bits `voie` prendra la voie `source` (8 : zéro). */
function choisirVoie(masque: usize, voie: i32, source: i32): void {
  const octet: i32 = source >= 8 ? 0xff : 2 * source;
  store<u8>(masque + <usize>(2 * voie), octet);
  store<u8>(masque + <usize>(2 * voie + 1), source >= 8 ? 0xff : octet + 1);
}

/** Les configurations k (dans l'ordre) qui mettent (`dedans`) ou non le chiffre du pair p au segment s ; 6 : aucune. */
function configurations(p: i32, s: i32, dedans: bool, rang: i32): i32 {
  let vu = 0;
  let derniere = 6;
  for (let k = 0; k < 6; k++) {
    if ((segment(k, p) == s) == dedans) {
      derniere = k;
      if (vu == rang) return k;
      vu++;
    }
  }
  return derniere;
}

function remplirVersCarre(): void {
  for (let o = 0; o < 2; o++) {
    for (let p = 0; p < 3; p++) {
      for (let voie = 0; voie < 16; voie++) {
        const i = voie >> 2;
        const j = voie & 3;
        for (let q = 0; q < 4; q++) {
          const masque = VERS_CARRE + <usize>(16 * (4 * (2 * (3 * o + p) + (voie >> 3)) + q));
          // Voie 6 : tous les chiffres (le v128 des configurations la reçoit pleine).
          let source = 6;
          if (i < 3 && j < 3) source = configurations(p, o == 0 ? i : j, true, q);
          else if (o == 0 && i < 3) source = configurations(p, i, false, q);
          else if (o == 1 && j < 3) source = configurations(p, j, false, q);
          choisirVoie(masque, voie & 7, source);
        }
      }
    }
  }
}

function remplirVersBande(): void {
  for (let o = 0; o < 2; o++) {
    for (let p = 0; p < 3; p++) {
      for (let m = 0; m < 3; m++) {
        const masque = VERS_BANDE + <usize>(16 * (3 * (3 * o + p) + m));
        for (let k = 0; k < 8; k++) {
          // Message : négatives (0 à 2 en ligne, 3 à 5 en colonne), puis positives.
          const s = k < 6 ? (segment(k, p) + m) % 3 : 0;
          choisirVoie(masque, k, k < 6 ? 3 * o + s : 6);
        }
      }
    }
  }
}

function remplirTriades(): void {
  for (let q = 0; q < 2; q++) {
    for (let voie = 0; voie < 8; voie++) {
      const p = voie >> 2;
      const s = voie & 3;
      const source = s < 3 ? configurations(p, s, true, q) : 7;
      choisirVoie(VERS_TRIADES + <usize>(16 * q), voie, source);
      choisirVoie(
        VERS_TRIADES + <usize>(16 * (2 + q)),
        voie,
        s < 3 && p == 0 ? configurations(2, s, true, q) : 7,
      );
    }
  }
  for (let m = 0; m < 6; m++) {
    const p = m >> 1;
    const decalage = 1 + (m & 1);
    for (let k = 0; k < 8; k++) {
      const s = k < 6 ? (segment(k, p) + decalage) % 3 : 3;
      choisirVoie(TRIADES_VERS_RETRAITS + <usize>(16 * m), k, p == 2 ? s : 4 * p + s);
    }
  }
}

function remplirIndices(): void {
  for (let p = 0; p < 3; p++) {
    for (let s = 0; s < 3; s++) {
      for (let k = 0; k < 6; k++) {
        store<u16>(AILLEURS + <usize>(16 * (3 * p + s) + 2 * k), segment(k, p) != s ? 0xffff : 0);
      }
    }
  }
  for (let e = 0; e < 9; e++) {
    const i = e / 3;
    const j = e % 3;
    const table = AUTOUR_DE_CASE + <usize>(64 * e);
    for (let voie = 0; voie < 16; voie++) {
      const vi = voie >> 2;
      const vj = voie & 3;
      const soi = vi == i && vj == j;
      const autour = (vi < 3 && vj < 3 && !soi) || (vi == i && vj == 3) || (vi == 3 && vj == j);
      store<u16>(table + <usize>(2 * voie), autour ? 0xffff : 0);
      store<u16>(table + <usize>(32 + 2 * voie), soi ? 0xffff : 0);
    }
  }
  for (let k = 0; k < 8; k++) store<u16>(SEULE_VOIE + <usize>(16 * k + 2 * k), 0xffff);
}

remplirVersCarre();
remplirVersBande();
remplirTriades();
remplirIndices();

// --- Petits outils SIMD ---------------------------------------------------

/** Le nombre de chiffres de chaque voie de 16 bits. */
function compter(x: v128): v128 {
  return i16x8.extadd_pairwise_i8x16_u(i8x16.popcnt(x));
}

function masque(table: usize, n: i32): v128 {
  return v128.load(table + <usize>(n << 4));
}

/** Chaque ligne de la matrice 4 × 4 (4 voies) tourne d'un cran. */
function tournerLignes(x: v128): v128 {
  return i16x8.shuffle(x, x, 1, 2, 3, 0, 5, 6, 7, 4);
}

/** Les 3 cases de chaque ligne du carré tournent d'un cran (triades et ligne 3 fixes). */
function tournerCasesHaut(x: v128): v128 {
  return i16x8.shuffle(x, x, 1, 2, 0, 3, 5, 6, 4, 7);
}
function tournerCasesBas(x: v128): v128 {
  return i16x8.shuffle(x, x, 1, 2, 0, 3, 4, 5, 6, 7);
}

// --- Bandes --------------------------------------------------------------

function adresseBande(n: i32): usize {
  return ETAT + <usize>(n << 5);
}
function adresseCarre(c: i32): usize {
  return ETAT + <usize>(DEBUT_CARRES + (c << 5));
}
/** Le carré du pair p de la bande n. */
function carreDeBande(n: i32, p: i32): i32 {
  return n < 3 ? 3 * n + p : 3 * p + (n - 3);
}

/** Les voies 0 à 5 d'une bande (les configurations) réunies : chaque chiffre y est-il encore ? */
function tousLesChiffres(cfg: v128): bool {
  let r = i64x2.extract_lane(cfg, 0) | i64x2.extract_lane(cfg, 1);
  r |= r >> 32;
  r |= r >> 16;
  return ((<i32>r) & 0x1ff) == 0x1ff;
}

/**
 * Applique à la bande n les retraits en attente (`depuis` : le pair qui les a
 * envoyés, prévenu en dernier), puis la règle de compte :
 * une triade positive qui n'a plus que 3 chiffres les a tous (un segment en
 * porte 3), et ces chiffres perdent leurs autres configurations. Envoie
 * ensuite à ses trois carrés ce que la bande permet.
 */
function eliminerBande(n: i32, depuis: i32): bool {
  const adresse = adresseBande(n);
  let cfg = v128.load(adresse);
  const retraits = v128.load(adresse, 16);
  if (!v128.any_true(v128.and(cfg, retraits))) return true;
  cfg = v128.andnot(cfg, retraits);
  v128.store(adresse, i16x8.splat(0), 16);
  const t01 = v128.or(
    i8x16.swizzle(cfg, masque(VERS_TRIADES, 0)),
    i8x16.swizzle(cfg, masque(VERS_TRIADES, 1)),
  );
  const t2 = v128.or(
    i8x16.swizzle(cfg, masque(VERS_TRIADES, 2)),
    i8x16.swizzle(cfg, masque(VERS_TRIADES, 3)),
  );
  const n01 = compter(t01);
  const n2 = compter(t2);
  // Un segment qui ne peut plus recevoir 3 chiffres : impasse.
  const trois01 = i16x8(3, 3, 3, 0, 3, 3, 3, 0);
  const trois2 = i16x8(3, 3, 3, 0, 0, 0, 0, 0);
  if (v128.any_true(v128.or(i16x8.lt_u(n01, trois01), i16x8.lt_u(n2, trois2)))) return false;
  const surs01 = v128.and(t01, i16x8.eq(n01, trois01));
  const surs2 = v128.and(t2, i16x8.eq(n2, trois2));
  if (v128.any_true(v128.or(surs01, surs2))) cfg = appliquerCompte(cfg, surs01, surs2);
  if (!tousLesChiffres(cfg)) return false;
  v128.store(adresse, cfg);
  const o = n < 3 ? 0 : 1;
  const plein = v128.or(cfg, i16x8(0, 0, 0, 0, 0, 0, NEUF, 0));
  // Le carré qui a parlé en dernier : il a déjà tiré ses conséquences.
  for (let k = 1; k <= 3; k++) {
    const p = (depuis + k) % 3;
    if (!restreindreCarre(carreDeBande(n, p), o, candidatsPermis(plein, o, p))) return false;
  }
  return true;
}

/** Les chiffres sûrs d'un segment perdent les configurations qui les mettent ailleurs dans ce pair. */
function appliquerCompte(cfg: v128, surs01: v128, surs2: v128): v128 {
  const retires = v128.or(
    v128.or(
      v128.or(
        i8x16.swizzle(surs01, masque(TRIADES_VERS_RETRAITS, 0)),
        i8x16.swizzle(surs01, masque(TRIADES_VERS_RETRAITS, 1)),
      ),
      v128.or(
        i8x16.swizzle(surs01, masque(TRIADES_VERS_RETRAITS, 2)),
        i8x16.swizzle(surs01, masque(TRIADES_VERS_RETRAITS, 3)),
      ),
    ),
    v128.or(
      i8x16.swizzle(surs2, masque(TRIADES_VERS_RETRAITS, 4)),
      i8x16.swizzle(surs2, masque(TRIADES_VERS_RETRAITS, 5)),
    ),
  );
  return v128.andnot(cfg, retires);
}

/** Les candidats que la bande permet au carré de son pair p : moitié basse ici, haute dans `hautPermis`. */
let hautPermis: v128 = i16x8.splat(0);

function candidatsPermis(plein: v128, o: i32, p: i32): v128 {
  const base = VERS_CARRE + <usize>(16 * 8 * (3 * o + p));
  hautPermis = v128.or(
    v128.or(i8x16.swizzle(plein, v128.load(base, 64)), i8x16.swizzle(plein, v128.load(base, 80))),
    v128.or(i8x16.swizzle(plein, v128.load(base, 96)), i8x16.swizzle(plein, v128.load(base, 112))),
  );
  return v128.or(
    v128.or(i8x16.swizzle(plein, v128.load(base, 0)), i8x16.swizzle(plein, v128.load(base, 16))),
    v128.or(i8x16.swizzle(plein, v128.load(base, 32)), i8x16.swizzle(plein, v128.load(base, 48))),
  );
}

// --- Carrés --------------------------------------------------------------

/** Le carré c ne garde que les candidats `bas` (et `hautPermis`) ; `o` : l'orientation de la bande qui l'envoie. */
function restreindreCarre(c: i32, o: i32, bas: v128): bool {
  const adresse = adresseCarre(c);
  const retraitBas = v128.andnot(v128.load(adresse), bas);
  const retraitHaut = v128.andnot(v128.load(adresse, 16), hautPermis);
  if (!v128.any_true(v128.or(retraitBas, retraitHaut))) return true;
  return propagerCarre(c, o, retraitBas, retraitHaut);
}

/**
 * Retire du carré c les candidats donnés, puis tire les conséquences dans le
 * carré jusqu'à ce qu'il n'y ait plus rien à retirer :
 * - une case à 1 candidat le place ; une triade négative à 6 chiffres les
 *   déclare tous absents (le segment porte les 3 autres) ;
 * - dans une ligne ou une colonne de la matrice 4 × 4, un chiffre qui n'a
 *   plus qu'une place y est vrai ;
 * - un chiffre placé quitte les autres cases du carré et les triades
 *   négatives de sa ligne et de sa colonne.
 * Ce que le carré apprend sur ses segments part vers ses deux bandes.
 */
function propagerCarre(c: i32, o: i32, retraitBas0: v128, retraitHaut0: v128): bool {
  const adresse = adresseCarre(c);
  let bas = v128.load(adresse);
  let haut = v128.load(adresse, 16);
  let retraitBas = retraitBas0;
  let retraitHaut = retraitHaut0;
  // Ce que le carré déclare vrai, et ce qu'il se retire lui-même, cumulés.
  let vraisBas = i16x8.splat(0);
  let vraisHaut = i16x8.splat(0);
  let retiresBas = i16x8.splat(0);
  let retiresHaut = i16x8.splat(0);
  do {
    bas = v128.andnot(bas, retraitBas);
    haut = v128.andnot(haut, retraitHaut);
    // Les bornes : 1 candidat par case, 6 chiffres par triade négative.
    const minBas = i16x8(1, 1, 1, 6, 1, 1, 1, 6);
    const minHaut = i16x8(1, 1, 1, 6, 6, 6, 6, 0);
    const nBas = compter(bas);
    const nHaut = compter(haut);
    if (v128.any_true(v128.or(i16x8.lt_u(nBas, minBas), i16x8.lt_u(nHaut, minHaut)))) return false;
    let vraiBas = v128.and(bas, i16x8.eq(nBas, minBas));
    let vraiHaut = v128.and(haut, i16x8.eq(nHaut, minHaut));
    vraiBas = v128.or(vraiBas, seulsDansLesLignes(bas, haut));
    vraiHaut = v128.or(vraiHaut, moitieHaute);
    vraiBas = v128.or(vraiBas, seulsDansLesColonnes(bas, haut));
    vraiHaut = v128.or(vraiHaut, moitieHaute);
    const nouveauBas = retraitsDesPlaces(vraiBas, vraiHaut);
    const nouveauHaut = moitieHaute;
    retraitBas = v128.or(retraitBas, nouveauBas);
    retraitHaut = v128.or(retraitHaut, nouveauHaut);
    vraisBas = v128.or(vraisBas, vraiBas);
    vraisHaut = v128.or(vraisHaut, vraiHaut);
    retiresBas = v128.or(retiresBas, nouveauBas);
    retiresHaut = v128.or(retiresHaut, nouveauHaut);
  } while (v128.any_true(v128.or(v128.and(retraitBas, bas), v128.and(retraitHaut, haut))));
  v128.store(adresse, bas);
  v128.store(adresse, haut, 16);
  // Vers les bandes : les triades négatives déclarées vraies (le chiffre est
  // absent du segment) et celles retirées (le chiffre est dans le segment).
  const absents = i16x8.shuffle(vraisBas, vraisHaut, 3, 7, 11, 12, 13, 14, 15, 15);
  const presents = i16x8.shuffle(retiresBas, retiresHaut, 3, 7, 11, 12, 13, 14, 15, 15);
  return prevenirLesBandes(c, o, absents, presents);
}

/**
 * Les fonctions sur un carré rendent sa moitié basse (voies 0 à 7) et
 * laissent la haute ici : une fonction de WebAssembly ne rend qu'une valeur.
 */
let moitieHaute: v128 = i16x8.splat(0);

/** Les chiffres qui n'ont qu'une place dans leur ligne de la matrice (4 voies) : ils y sont vrais. */
function seulsDansLesLignes(bas: v128, haut: v128): v128 {
  let unB = bas;
  let unH = haut;
  let deuxB: v128;
  let deuxH: v128;
  // Trois tours écrits l'un après l'autre : en boucle, plus lent (voir en tête).
  let rB = tournerLignes(bas);
  let rH = tournerLignes(haut);
  deuxB = v128.and(unB, rB);
  deuxH = v128.and(unH, rH);
  unB = v128.or(unB, rB);
  unH = v128.or(unH, rH);
  rB = tournerLignes(rB);
  rH = tournerLignes(rH);
  deuxB = v128.or(deuxB, v128.and(unB, rB));
  deuxH = v128.or(deuxH, v128.and(unH, rH));
  unB = v128.or(unB, rB);
  unH = v128.or(unH, rH);
  rB = tournerLignes(rB);
  rH = tournerLignes(rH);
  deuxB = v128.or(deuxB, v128.and(unB, rB));
  deuxH = v128.or(deuxH, v128.and(unH, rH));
  moitieHaute = v128.andnot(haut, deuxH);
  return v128.andnot(bas, deuxB);
}

/** De même dans les colonnes : la ligne i de la matrice reçoit, à chaque tour, la ligne i + 1. */
function seulsDansLesColonnes(bas: v128, haut: v128): v128 {
  let unB = bas;
  let unH = haut;
  let deuxB: v128;
  let deuxH: v128;
  let rB = i16x8.shuffle(bas, haut, 4, 5, 6, 7, 8, 9, 10, 11);
  let rH = i16x8.shuffle(haut, bas, 4, 5, 6, 7, 8, 9, 10, 11);
  deuxB = v128.and(unB, rB);
  deuxH = v128.and(unH, rH);
  unB = v128.or(unB, rB);
  unH = v128.or(unH, rH);
  // Deux lignes plus bas : les deux moitiés échangées.
  deuxB = v128.or(deuxB, v128.and(unB, haut));
  deuxH = v128.or(deuxH, v128.and(unH, bas));
  unB = v128.or(unB, haut);
  unH = v128.or(unH, bas);
  deuxB = v128.or(deuxB, v128.and(unB, rH));
  deuxH = v128.or(deuxH, v128.and(unH, rB));
  moitieHaute = v128.andnot(haut, deuxH);
  return v128.andnot(bas, deuxB);
}

/**
 * Un chiffre vrai dans une case y est placé : il quitte les autres cases du
 * carré et les triades négatives de sa ligne et de sa colonne, et sa case
 * perd les autres chiffres. Rend ces retraits.
 */
function retraitsDesPlaces(vraiBas: v128, vraiHaut: v128): v128 {
  const placeBas = v128.and(vraiBas, i16x8(-1, -1, -1, 0, -1, -1, -1, 0));
  const placeHaut = v128.and(vraiHaut, i16x8(-1, -1, -1, 0, 0, 0, 0, 0));
  // Le long de sa ligne de matrice (cases et triade négative en ligne)…
  let lB = v128.or(placeBas, tournerLignes(placeBas));
  let lH = v128.or(placeHaut, tournerLignes(placeHaut));
  lB = v128.or(lB, i16x8.shuffle(lB, lB, 2, 3, 0, 1, 6, 7, 4, 5));
  lH = v128.or(lH, i16x8.shuffle(lH, lH, 2, 3, 0, 1, 6, 7, 4, 5));
  // … de sa colonne (les 4 lignes de la matrice réunies : cases et triade négative en colonne)…
  const c = v128.or(
    v128.or(placeBas, placeHaut),
    v128.or(
      i16x8.shuffle(placeBas, placeHaut, 4, 5, 6, 7, 8, 9, 10, 11),
      i16x8.shuffle(placeHaut, placeBas, 4, 5, 6, 7, 8, 9, 10, 11),
    ),
  );
  // … puis de toutes les cases du carré.
  const partoutBas = v128.or(
    c,
    v128.or(tournerCasesHaut(c), tournerCasesHaut(tournerCasesHaut(c))),
  );
  const partoutHaut = v128.or(c, v128.or(tournerCasesBas(c), tournerCasesBas(tournerCasesBas(c))));
  const zero = i16x8.splat(0);
  moitieHaute = v128.andnot(
    v128.or(v128.or(partoutHaut, lH), v128.not(i16x8.eq(placeHaut, zero))),
    placeHaut,
  );
  return v128.andnot(
    v128.or(v128.or(partoutBas, lB), v128.not(i16x8.eq(placeBas, zero))),
    placeBas,
  );
}

/**
 * Le message du carré c à ses deux bandes, calculé une fois après sa boucle
 * (le réarrangement d'une réunion est la réunion des réarrangements), puis
 * les deux bandes l'appliquent : d'abord celle de l'autre orientation que la
 * bande qui a parlé (o).
 */
function prevenirLesBandes(c: i32, o: i32, absents: v128, presents: v128): bool {
  const ligne = c / 3;
  const colonne = c - 3 * ligne;
  const bandeLigne = adresseBande(ligne);
  const bandeColonne = adresseBande(3 + colonne);
  const versLigne = messageVersBande(absents, presents, 0, colonne);
  const versColonne = messageVersBande(absents, presents, 1, ligne);
  v128.store(bandeLigne, v128.or(v128.load(bandeLigne, 16), versLigne), 16);
  v128.store(bandeColonne, v128.or(v128.load(bandeColonne, 16), versColonne), 16);
  if (o == 0) return eliminerBande(3 + colonne, ligne) && eliminerBande(ligne, colonne);
  return eliminerBande(ligne, colonne) && eliminerBande(3 + colonne, ligne);
}

/** Les configurations que la bande d'orientation o perd, pour le pair p, d'après le message d'un carré. */
function messageVersBande(absents: v128, presents: v128, o: i32, p: i32): v128 {
  const base = VERS_BANDE + <usize>(16 * 3 * (3 * o + p));
  return v128.or(
    i8x16.swizzle(absents, v128.load(base)),
    v128.or(
      i8x16.swizzle(presents, v128.load(base, 16)),
      i8x16.swizzle(presents, v128.load(base, 32)),
    ),
  );
}

// --- Recherche -------------------------------------------------------------

/** Nombre total de (chiffre, configuration) encore possibles dans la bande n. */
function totalBande(n: i32): i32 {
  const cfg = v128.load(adresseBande(n));
  return <i32>(popcnt(i64x2.extract_lane(cfg, 0)) + popcnt(i64x2.extract_lane(cfg, 1)));
}

/**
 * La bande de l'essai : celle qui a le moins de configurations parmi celles
 * qui ne sont pas fixées (9 : chaque chiffre a la sienne). Dedans, le chiffre
 * qui en a le moins (2 si possible) va dans `chiffreChoisi`. Rend −1 si
 * toutes les bandes sont fixées.
 */
function choisirBande(): i32 {
  let meilleure = -1;
  let plusPetit = 1000;
  for (let n = 0; n < 6; n++) {
    const total = totalBande(n);
    if (total > 9 && total < plusPetit) {
      plusPetit = total;
      meilleure = n;
    }
  }
  if (meilleure < 0) return -1;
  const adresse = adresseBande(meilleure);
  let un = 0;
  let deux = 0;
  let trois = 0;
  let quatre = 0;
  for (let k = 0; k < 6; k++) {
    const x = <i32>load<u16>(adresse + <usize>(2 * k));
    quatre |= trois & x;
    trois |= deux & x;
    deux |= un & x;
    un |= x;
  }
  let choix = deux & ~trois;
  if (choix == 0) choix = trois & ~quatre;
  if (choix == 0) choix = quatre;
  chiffreChoisi = ctz(choix);
  return meilleure;
}

function noterSolution(sortie: usize): void {
  for (let c = 0; c < 9; c++) {
    const adresse = adresseCarre(c);
    const coin = 27 * (c / 3) + 3 * (c % 3);
    for (let e = 0; e < 9; e++) {
      const i = e / 3;
      const j = e - 3 * i;
      const x = <i32>load<u16>(adresse + <usize>(2 * (4 * i + j)));
      store<u8>(sortie + <usize>(coin + 9 * i + j), ctz(x) + 1);
    }
  }
}

/** Pose l'état de départ et les indices de la grille ; rend faux si elle se contredit déjà. */
function initialiser(grille: usize): bool {
  const toutes = i16x8(NEUF, NEUF, NEUF, NEUF, NEUF, NEUF, 0, 0);
  for (let n = 0; n < 6; n++) {
    v128.store(adresseBande(n), toutes);
    v128.store(adresseBande(n), i16x8.splat(0), 16);
  }
  for (let c = 0; c < 9; c++) {
    v128.store(adresseCarre(c), i16x8.splat(NEUF));
    v128.store(adresseCarre(c), i16x8(NEUF, NEUF, NEUF, NEUF, NEUF, NEUF, NEUF, 0), 16);
  }
  let carresAvecIndices = 0;
  for (let k = 0; k < 81; k++) {
    const v = <i32>load<u8>(grille + <usize>k);
    if (v == 0) continue;
    poserIndice(k / 9, k % 9, 1 << (v - 1));
    carresAvecIndices |= 1 << (3 * (k / 27) + (k % 9) / 3);
  }
  for (let n = 0; n < 6; n++) if (!eliminerBande(n, 2)) return false;
  const zero = i16x8.splat(0);
  while (carresAvecIndices != 0) {
    const c = ctz(carresAvecIndices);
    carresAvecIndices &= carresAvecIndices - 1;
    if (!propagerCarre(c, 0, zero, zero)) return false;
  }
  return true;
}

/** Un indice : les retraits de son carré tout de suite, ceux de ses deux bandes en attente. */
function poserIndice(r: i32, c: i32, bit: i32): void {
  const chiffre = i16x8.splat(<i16>bit);
  const bandeLigne = adresseBande(r / 3);
  const bandeColonne = adresseBande(3 + c / 3);
  const ailleursLigne = masque(AILLEURS, 3 * (c / 3) + (r % 3));
  const ailleursColonne = masque(AILLEURS, 3 * (r / 3) + (c % 3));
  v128.store(bandeLigne, v128.or(v128.load(bandeLigne, 16), v128.and(ailleursLigne, chiffre)), 16);
  v128.store(
    bandeColonne,
    v128.or(v128.load(bandeColonne, 16), v128.and(ailleursColonne, chiffre)),
    16,
  );
  const carre = adresseCarre(3 * (r / 3) + c / 3);
  const table = AUTOUR_DE_CASE + <usize>(64 * (3 * (r % 3) + (c % 3)));
  const autres = i16x8.splat(<i16>(0x1ff ^ bit));
  const retraitBas = v128.or(
    v128.and(v128.load(table), chiffre),
    v128.and(v128.load(table, 32), autres),
  );
  const retraitHaut = v128.or(
    v128.and(v128.load(table, 16), chiffre),
    v128.and(v128.load(table, 48), autres),
  );
  v128.store(carre, v128.andnot(v128.load(carre), retraitBas));
  v128.store(carre, v128.andnot(v128.load(carre, 16), retraitHaut), 16);
}

/**
 * Cherche les solutions de la grille rangée à `adresseGrille()` (le chargeur
 * a vérifié ses valeurs), jusqu'à `limite` solutions ou `budget` essais, et
 * écrit le bilan à `adresseBilan()`. Rend le nombre de solutions.
 */
export function chercher(limite: i32, budget: i32): i32 {
  return chercherA(GRILLE, SOLUTION, BILAN, 4, limite, budget);
}

/**
 * Résout les `nombre` grilles du lot, comme `resoudreLot` de
 * `assembly/bandes.ts` : si une case ne vaut pas 0 à 9, rien n'est résolu et
 * l'on rend sa place dans le lot (81 × grille + case) ; sinon −1.
 */
export function resoudreLot(nombre: i32, limite: i32, budget: i32): i32 {
  const fin = 81 * nombre;
  for (let k = 0; k < fin; k++) {
    if (load<u8>(LOT_CASES + <usize>k) > 9) return k;
  }
  for (let g = 0; g < nombre; g++) {
    chercherA(
      LOT_CASES + <usize>(81 * g),
      LOT_SOLUTIONS + <usize>(81 * g),
      LOT_BILANS + <usize>(4 * g),
      <usize>(4 * LOT_MAX),
      limite,
      budget,
    );
  }
  return -1;
}

/**
 * La recherche : un essai choisit, dans une bande, un chiffre qui a peu de
 * configurations et lui donne la première ; au retour, cette configuration
 * lui est retirée. L'état d'avant chaque essai est gardé dans la pile.
 */
function chercherA(
  grille: usize,
  sortie: usize,
  bilan: usize,
  pas: usize,
  limite: i32,
  budget: i32,
): i32 {
  let possible = initialiser(grille);
  let solutions = 0;
  let essais = 0;
  let retours = 0;
  let budgetEpuise = 0;
  let niveau = 0;
  for (;;) {
    if (possible) {
      const n = choisirBande();
      if (n < 0) {
        if (solutions == 0) noterSolution(sortie);
        solutions++;
        if (solutions >= limite) break;
      } else if (essais >= budget) {
        budgetEpuise = 1;
        break;
      } else {
        essais++;
        possible = essayer(n, niveau);
        niveau++;
        continue;
      }
    }
    if (niveau == 0) break;
    retours++;
    niveau--;
    possible = revenir(niveau);
  }
  store<i32>(bilan, solutions);
  store<i32>(bilan + pas, essais);
  store<i32>(bilan + 2 * pas, retours);
  store<i32>(bilan + 3 * pas, budgetEpuise);
  return solutions;
}

/** Garde l'état au niveau donné, puis donne au chiffre choisi sa première configuration dans la bande n. */
function essayer(n: i32, niveau: i32): bool {
  const adresse = adresseBande(n);
  const bit: i32 = 1 << chiffreChoisi;
  const siennes = v128.and(v128.load(adresse), i16x8.splat(<i16>bit));
  const premiere = ctz(i16x8.bitmask(v128.not(i16x8.eq(siennes, i16x8.splat(0)))));
  const gardee = v128.and(siennes, masque(SEULE_VOIE, premiere));
  store<i32>(ESSAI_BANDE + <usize>(niveau << 2), n);
  v128.store(ESSAI_NEGATION + <usize>(niveau << 4), gardee);
  memory.copy(PILE + <usize>(niveau * TAILLE_ETAT), ETAT, TAILLE_ETAT);
  v128.store(adresse, v128.or(v128.load(adresse, 16), v128.xor(siennes, gardee)), 16);
  return eliminerBande(n, 2);
}

/** Reprend l'état du niveau donné, et retire au chiffre la configuration essayée. */
function revenir(niveau: i32): bool {
  memory.copy(ETAT, PILE + <usize>(niveau * TAILLE_ETAT), TAILLE_ETAT);
  const n = load<i32>(ESSAI_BANDE + <usize>(niveau << 2));
  const adresse = adresseBande(n);
  const retiree = v128.load(ESSAI_NEGATION + <usize>(niveau << 4));
  v128.store(adresse, v128.or(v128.load(adresse, 16), retiree), 16);
  return eliminerBande(n, 2);
}
