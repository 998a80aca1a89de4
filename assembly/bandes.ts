/**
 * Le moteur par planches de bits (`src/rapide/bandes.ts`) écrit en
 * AssemblyScript, compilé en WebAssembly par `npm run construire:wasm`.
 *
 * L'algorithme est exactement celui de `bandes.ts` (lisez son commentaire de
 * tête pour l'idée) : mêmes planches de bits, même table PERMIS, mêmes piles,
 * même choix d'essai. Il fait donc, grille par grille, le même nombre d'essais
 * et de retours (les tests le vérifient). Seule la façon de ranger les données
 * change : pas d'objets ni de tableaux JavaScript, mais des adresses fixes dans
 * la mémoire du module, lues et écrites par `load` et `store`.
 *
 * Pourquoi WebAssembly : un moteur JavaScript tourne d'abord lentement, le
 * temps que le compilateur à la volée (JIT) de V8 observe le code et le
 * recompile ; sur une centaine de grilles, cette mise en route coûte plus que
 * la recherche. Le WebAssembly arrive déjà typé (des entiers de 32 bits) :
 * V8 le compile en une passe, avant la première grille.
 *
 * Mesures (Node 20, machine du cours, AMD EPYC, 2 cœurs, machine partagée ;
 * µs par grille, unicité prouvée ; `npm run bench:moteurs` pour le tableau complet) :
 * - portage direct en entiers de 32 bits, module seul (sans le chargeur),
 *   meilleure de 3 passes : magictour_top1465 21,2 µs, norvig_top95 20,7,
 *   forum_hardest 233, Kaggle 2,6 (le moteur `bandes` à chaud : 23,7, 22, 259, 3,3).
 *   Le gain à chaud est petit : V8 compile aussi bien `bandes.ts` une fois
 *   chaud. Le vrai gain est à froid : top95 en première passe, 44 µs contre 298.
 * - SIMD : les 3 bandes d'un chiffre dans un `v128` (une 4e voie vide), pour
 *   compter les singletons nus et les cases à deux candidats des 3 bandes
 *   d'un coup, retirer une colonne des 3 bandes en une instruction et
 *   réduire les piles. Mêmes essais, mêmes solutions, mais plus lent :
 *   22,0 µs au lieu de 21,2 sur magictour, 241 au lieu de 233 sur
 *   forum_hardest (l'état passe de 240 à 288 octets à copier à chaque essai,
 *   et chaque accès à un mot calcule son adresse). Écarté : ce module n'emploie
 *   pas le SIMD.
 * - `-O3` : 21 µs ; `-O3 --shrinkLevel 1` : 55 µs ; `-Os` : 88 µs (asc
 *   n'inline plus les petites fonctions d'accès, `lire` et `ecrire`).
 * - la copie de l'état à chaque essai (240 octets) est une seule instruction
 *   `memory.copy`.
 *
 * - un lot par appel (`resoudreLot`, voir `src/rapide/lot.ts`) : le chargeur
 *   copie d'un bloc jusqu'à 1 024 grilles, le module les contrôle et les
 *   résout toutes. `npm run bench:moteurs`, µs CPU par grille, à froid
 *   chargement compris (≈ 5 ms), puis à chaud ; un appel par grille → par lots :
 *   17 indices 17,3 → 15,5 et 16,4 → 15,3 ; magictour 32,2 → 24,6 et
 *   21,6 → 20,8 ; kaggle 6,7 → 3,5 et 4,0 → 2,6 ; top95 108 → 79 et
 *   22,1 → 20,7 ; forum_hardest 313 → 245 et 232 → 231. Le gain à froid vient
 *   du JavaScript autour du module (contrôle, copie de la solution, objet
 *   résultat), qui ne tourne plus qu'une fois par lot.
 * - les bilans du lot en 4 colonnes (toutes les solutions, puis tous les
 *   essais…) plutôt que 4 entiers par grille : le chargeur copie chaque
 *   colonne d'un bloc au lieu d'une boucle JavaScript par grille, lente à
 *   froid. kaggle à froid 2,8 → 2,4 µs (chargement compris 3,3 → 2,9), top95
 *   23,7 → 22,1 (75 → 70).
 * - où va le temps (profil `node --cpu-prof` d'un module gardant ses noms,
 *   `asc --debug`) : `reduireBande` 66 % sur kaggle et 52 % sur magictour,
 *   la boucle de `chercherA` (propagation, singletons nus, choix d'essai,
 *   copies, tout inliné) 29 % et 39 %, `reduirePiles` 1 % et 6 %. Kaggle
 *   demande 58 appels de `reduireBande` par grille, magictour 569.
 * - les 9 mots d'une bande lus et écrits un par un avec un décalage constant
 *   (`retirerDeLaBande`, et la boucle de `singletonsNus`) au lieu d'une
 *   boucle sur j : module seul, kaggle 2,42 → 2,28 µs, magictour 20,7 → 20,0,
 *   forum_hardest 244-251 → 222-231 (asc ne déroule pas ces boucles, et
 *   chaque tour y recalculait l'adresse du mot). Gardé.
 * - copier l'état par 30 mots de 64 bits au lieu de `memory.copy` : rien
 *   (magictour 20,9 contre 20,7 µs, forum_hardest 234 contre 233). Gardé :
 *   `memory.copy`.
 *
 * - état après ces changements (`npm run bench:moteurs`, 3 tours, machine
 *   chargée ; à froid chargement compris / à chaud, µs par grille ; entre
 *   parenthèses tdoku, mesuré sur les mêmes fichiers) : 17 indices 15,3 / 15,1
 *   (9,5) ; magictour 24,1 / 20,3 (9,4) ; kaggle 2,9 / 2,3 (1,11) ; top95
 *   84 / 20,0 (10,65) ; forum_hardest 245 / 225 (82). Sur top95, le
 *   chargement (≈ 5 ms, voir `src/rapide/wasm.ts`) fait à lui seul 55 µs
 *   par grille.
 *
 * Le module n'emploie aucune allocation : compilé avec le runtime `stub`,
 * il n'a ni ramasse-miettes ni tas, seulement les zones réservées ci-dessous.
 */

// --- Disposition de la mémoire --------------------------------------------

/** Un état : 60 entiers (les mêmes que `bandes.ts`), 240 octets. */
const TAILLE_ETAT: i32 = 60;
/** Niveau 0 : l'état courant ; niveau k ≥ 1 : l'état sauvé avant le k-ième essai. */
const NIVEAUX: i32 = 82;
/** Indices des entiers d'un état (voir `bandes.ts`). */
const VU: i32 = 27;
const LIBRES: i32 = 54;
const LIGNES: i32 = 57;

const ETAT = memory.data(TAILLE_ETAT * NIVEAUX * 4, 16);
const ESSAI_MOT = memory.data(NIVEAUX * 4, 16);
const ESSAI_BIT = memory.data(NIVEAUX * 4, 16);
/** La grille à résoudre : 81 octets de 0 à 9, écrits par le chargeur. */
const GRILLE = memory.data(81, 16);
/** La première solution trouvée : 81 octets de 1 à 9. */
const SOLUTION = memory.data(81, 16);
/** Le bilan : solutions, essais, retours, budget épuisé (4 entiers, l'un après l'autre). */
const BILAN = memory.data(16, 16);

/**
 * Le lot : jusqu'à `LOT_MAX` grilles résolues en un seul appel (`resoudreLot`).
 * Le chargeur y écrit les cases des grilles, bout à bout (81 octets chacune) ;
 * le module y écrit, pour chacune, sa première solution (81 octets) et son
 * bilan. Les bilans sont rangés en 4 colonnes de `LOT_MAX` entiers (toutes
 * les solutions, puis tous les essais, tous les retours, tous les budgets
 * épuisés) : le chargeur copie ainsi chaque colonne d'un bloc. Ces zones sont
 * au-delà des données du module, dans les pages 1 à 3 de la mémoire (la
 * page 0 garde les tables et les états).
 */
const LOT_MAX: i32 = 1024;
const LOT_CASES: usize = 65536;
const LOT_SOLUTIONS: usize = LOT_CASES + <usize>(81 * LOT_MAX);
const LOT_BILANS: usize = LOT_SOLUTIONS + <usize>(81 * LOT_MAX);

/** Pour les 9 cases d'une ligne : les carrés (3 bits) où il reste au moins une case. */
const TRIADES = memory.data(512, 16);
/** Pour les 9 cases d'une ligne : la colonne de la seule case à 1, ou −1. */
const COLONNE_SEULE = memory.data(512, 16);
/** Voir `PERMIS` dans `bandes.ts` : 512 entiers de 27 bits. */
const PERMIS = memory.data(512 * 4, 16);
/** Voir `PERMIS_TRIADES` dans `bandes.ts` : 512 entiers de 9 bits. */
const PERMIS_TRIADES = memory.data(512 * 2, 16);
/** Pour 3 bits de colonnes d'une pile, leurs cases dans une bande. */
const COLONNES_DE_PILE = memory.data(8 * 4, 16);

/** Les adresses que le chargeur TypeScript lit et écrit. */
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

/** Les mots à réduire (bit i pour le mot i). */
let sales: i32 = 0;
/** Les chiffres dont les piles sont à réduire (bit d). */
let pilesSales: i32 = 0;

/** 27 bits à 1 : toutes les cases d'une bande. */
const PLEINE: i32 = 0x7ffffff;
/** Les 3 cases de la colonne 0 dans une bande. */
const COLONNE_0: i32 = 0x40201;

/** L'entier i de l'état courant. */
function lire(i: i32): i32 {
  return load<i32>(ETAT + ((<usize>i) << 2));
}
function ecrire(i: i32, valeur: i32): void {
  store<i32>(ETAT + ((<usize>i) << 2), valeur);
}
function triades(ligne: i32): i32 {
  return <i32>load<u8>(TRIADES + <usize>ligne);
}

/** Remplit les tables, une fois, à l'instanciation du module. */
function construireTables(): void {
  for (let s = 0; s < 512; s++) {
    store<u8>(TRIADES + <usize>s, (s & 0x7 ? 1 : 0) | (s & 0x38 ? 2 : 0) | (s & 0x1c0 ? 4 : 0));
    store<i8>(COLONNE_SEULE + <usize>s, s != 0 && (s & (s - 1)) == 0 ? ctz(s) : -1);
  }
  for (let occupees = 0; occupees < 512; occupees++) {
    let possibles = 0;
    // Les 6 permutations de 3 objets : la ligne r va dans le carré p[r].
    for (let p0 = 0; p0 < 3; p0++) {
      for (let p1 = 0; p1 < 3; p1++) {
        if (p1 == p0) continue;
        const p2 = 3 - p0 - p1;
        const t = (1 << p0) | (1 << (3 + p1)) | (1 << (6 + p2));
        if ((t & occupees) == t) possibles |= t;
      }
    }
    store<u16>(PERMIS_TRIADES + ((<usize>occupees) << 1), possibles);
    let cases = 0;
    for (let t = 0; t < 9; t++) if (possibles & (1 << t)) cases |= 0x7 << (3 * t);
    store<i32>(PERMIS + ((<usize>occupees) << 2), cases);
  }
  for (let k = 0; k < 8; k++) {
    let cases = 0;
    for (let c = 0; c < 3; c++) if (k & (1 << c)) cases |= COLONNE_0 << c;
    store<i32>(COLONNES_DE_PILE + ((<usize>k) << 2), cases);
  }
}
construireTables();

// --- Propagation (voir les fonctions du même nom dans `bandes.ts`) ----------

/**
 * Les 9 mots de la bande b (mots b, b + 3, … b + 24) perdent les cases de
 * `sauf` à 0. Écrit mot par mot, avec un décalage constant (12 octets entre
 * deux mots) que la machine ajoute elle-même à l'adresse : 5 % plus rapide
 * qu'une boucle sur j (mesures en tête du fichier).
 */
function retirerDeLaBande(b: i32, sauf: i32): void {
  const base = ETAT + ((<usize>b) << 2);
  store<i32>(base, load<i32>(base, 0) & sauf, 0);
  store<i32>(base, load<i32>(base, 12) & sauf, 12);
  store<i32>(base, load<i32>(base, 24) & sauf, 24);
  store<i32>(base, load<i32>(base, 36) & sauf, 36);
  store<i32>(base, load<i32>(base, 48) & sauf, 48);
  store<i32>(base, load<i32>(base, 60) & sauf, 60);
  store<i32>(base, load<i32>(base, 72) & sauf, 72);
  store<i32>(base, load<i32>(base, 84) & sauf, 84);
  store<i32>(base, load<i32>(base, 96) & sauf, 96);
}

function reduireBande(i: i32): bool {
  let w = lire(i);
  const occupees = triades(w & 0x1ff) | (triades((w >> 9) & 0x1ff) << 3) | (triades(w >> 18) << 6);
  const permis = load<i32>(PERMIS + ((<usize>occupees) << 2));
  if (permis == 0) return false;
  w &= permis;
  ecrire(i, w);
  ecrire(VU + i, w);
  const d = i / 3;
  const b = i - 3 * d;
  pilesSales |= 1 << d;
  const placees = (lire(LIGNES + b) >> (3 * d)) & 7;
  if (placees == 7) return true;
  for (let r = 0; r < 3; r++) {
    if ((placees >> r) & 1) continue;
    const c = <i32>load<i8>(COLONNE_SEULE + <usize>((w >> (9 * r)) & 0x1ff));
    if (c < 0) continue;
    const bit = 1 << (9 * r + c);
    ecrire(LIGNES + b, lire(LIGNES + b) | (1 << (3 * d + r)));
    ecrire(LIBRES + b, lire(LIBRES + b) & ~bit);
    // Les 9 chiffres perdent la case, puis le mot i la retrouve (w la contient).
    const sauf = ~bit;
    retirerDeLaBande(b, sauf);
    const colonne = COLONNE_0 << c;
    ecrire(3 * d, lire(3 * d) & ~colonne);
    ecrire(3 * d + 1, lire(3 * d + 1) & ~colonne);
    ecrire(3 * d + 2, lire(3 * d + 2) & ~colonne);
    const carre = 0x1c0e07 << (3 * (c / 3));
    w &= ~((carre | colonne) ^ bit);
    ecrire(i, w);
    sales |= (0x1249249 << b) | (7 << (3 * d));
  }
  return true;
}

function reduirePiles(d: i32): bool {
  const i = 3 * d;
  const w0 = lire(i);
  const w1 = lire(i + 1);
  const w2 = lire(i + 2);
  const c0 = (w0 | (w0 >> 9) | (w0 >> 18)) & 0x1ff;
  const c1 = (w1 | (w1 >> 9) | (w1 >> 18)) & 0x1ff;
  const c2 = (w2 | (w2 >> 9) | (w2 >> 18)) & 0x1ff;
  let retire0 = 0;
  let retire1 = 0;
  let retire2 = 0;
  for (let s = 0; s < 9; s += 3) {
    const occupees = ((c0 >> s) & 7) | (((c1 >> s) & 7) << 3) | (((c2 >> s) & 7) << 6);
    const permis = <i32>load<u16>(PERMIS_TRIADES + ((<usize>occupees) << 1));
    if (permis == 0) return false;
    retire0 |= load<i32>(COLONNES_DE_PILE + ((<usize>(~permis & 7)) << 2)) << s;
    retire1 |= load<i32>(COLONNES_DE_PILE + ((<usize>((~permis >> 3) & 7)) << 2)) << s;
    retire2 |= load<i32>(COLONNES_DE_PILE + ((<usize>((~permis >> 6) & 7)) << 2)) << s;
  }
  if ((w0 & retire0) != 0) {
    ecrire(i, w0 & ~retire0);
    sales |= 1 << i;
  }
  if ((w1 & retire1) != 0) {
    ecrire(i + 1, w1 & ~retire1);
    sales |= 2 << i;
  }
  if ((w2 & retire2) != 0) {
    ecrire(i + 2, w2 & ~retire2);
    sales |= 4 << i;
  }
  return true;
}

/** Place le chiffre du mot j dans la case `bit` : sa ligne ne garde que cette case. */
function fixer(j: i32, bit: i32): void {
  const r = bit < 0x200 ? 0 : bit < 0x40000 ? 1 : 2;
  ecrire(j, lire(j) & ~((0x1ff << (9 * r)) ^ bit));
  sales |= 1 << j;
}

function singletonsNus(): i32 {
  let fixees = 0;
  for (let b = 0; b < 3; b++) {
    const libres = lire(LIBRES + b);
    if (libres == 0) continue;
    // Les 9 mots de la bande, déroulés comme dans `retirerDeLaBande`.
    const base = ETAT + ((<usize>b) << 2);
    let un = load<i32>(base, 0);
    let deux = 0;
    let w = load<i32>(base, 12);
    deux |= un & w;
    un |= w;
    w = load<i32>(base, 24);
    deux |= un & w;
    un |= w;
    w = load<i32>(base, 36);
    deux |= un & w;
    un |= w;
    w = load<i32>(base, 48);
    deux |= un & w;
    un |= w;
    w = load<i32>(base, 60);
    deux |= un & w;
    un |= w;
    w = load<i32>(base, 72);
    deux |= un & w;
    un |= w;
    w = load<i32>(base, 84);
    deux |= un & w;
    un |= w;
    w = load<i32>(base, 96);
    deux |= un & w;
    un |= w;
    if ((un & libres) != libres) return -1;
    let seuls = un & ~deux & libres;
    while (seuls != 0) {
      const bit = seuls & -seuls;
      seuls ^= bit;
      let j = b;
      while (j < 27 && (lire(j) & bit) == 0) j += 3;
      if (j >= 27) return -1;
      fixer(j, bit);
      fixees++;
    }
  }
  return fixees;
}

function propager(): bool {
  while (true) {
    while (sales != 0) {
      let lot = sales;
      sales = 0;
      while (lot != 0) {
        const i = ctz(lot);
        lot &= lot - 1;
        if (lire(i) != lire(VU + i) && !reduireBande(i)) return false;
      }
    }
    if ((lire(LIBRES) | lire(LIBRES + 1) | lire(LIBRES + 2)) == 0) return true;
    const fixees = singletonsNus();
    if (fixees < 0) return false;
    if (fixees > 0) continue;
    let chiffres = pilesSales;
    pilesSales = 0;
    while (chiffres != 0) {
      const d = ctz(chiffres);
      chiffres &= chiffres - 1;
      if (!reduirePiles(d)) return false;
    }
    if (sales == 0) return true;
  }
  return true;
}

// --- Recherche (voir `chercherBandes` dans `bandes.ts`) ---------------------

function choisirEssai(niveau: i32): i32 {
  let meilleure = -1;
  let cases = 0;
  let plus = 0;
  for (let b = 0; b < 3; b++) {
    const libres = lire(LIBRES + b);
    if (libres == 0) continue;
    let un = 0;
    let deux = 0;
    let trois = 0;
    for (let j = b; j < 27; j += 3) {
      const w = lire(j);
      trois |= deux & w;
      deux |= un & w;
      un |= w;
    }
    const paires = deux & ~trois & libres;
    const n = popcnt(paires);
    if (n > plus) {
      plus = n;
      meilleure = b;
      cases = paires;
    }
  }
  if (meilleure < 0) {
    meilleure = lire(LIBRES) != 0 ? 0 : lire(LIBRES + 1) != 0 ? 1 : 2;
    cases = lire(LIBRES + meilleure);
  }
  const bit = cases & -cases;
  let j = meilleure;
  while ((lire(j) & bit) == 0) j += 3;
  store<i32>(ESSAI_BIT + ((<usize>niveau) << 2), bit);
  return j;
}

function noterSolution(sortie: usize): void {
  for (let i = 0; i < 27; i++) {
    const d = i / 3;
    const b = i - 3 * d;
    let w = lire(i);
    while (w != 0) {
      store<u8>(sortie + <usize>(27 * b + ctz(w)), d + 1);
      w &= w - 1;
    }
  }
}

function initialiser(grille: usize): void {
  for (let i = 0; i < 27; i++) {
    ecrire(i, PLEINE);
    ecrire(VU + i, PLEINE);
  }
  for (let b = 0; b < 3; b++) {
    ecrire(LIBRES + b, PLEINE);
    ecrire(LIGNES + b, 0);
  }
  sales = 0;
  pilesSales = 0x1ff;
  for (let k = 0; k < 81; k++) {
    const v = <i32>load<u8>(grille + <usize>k);
    if (v == 0) continue;
    const b = k / 27;
    fixer(3 * (v - 1) + b, 1 << (k - 27 * b));
  }
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
 * Résout les `nombre` grilles du lot (au plus `lotMaximal()`), rangées à
 * `adresseLotCases()`, chacune comme `chercher`. Les valeurs sont d'abord
 * contrôlées : si une case ne vaut pas 0 à 9, rien n'est résolu et l'on rend
 * sa place dans le lot (81 × grille + case) ; sinon on rend −1.
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
 * La recherche : la grille à `grille`, la première solution à `sortie`, le
 * bilan à `bilan` (ses 4 entiers à `pas` octets l'un de l'autre).
 */
function chercherA(
  grille: usize,
  sortie: usize,
  bilan: usize,
  pas: usize,
  limite: i32,
  budget: i32,
): i32 {
  initialiser(grille);
  let solutions = 0;
  let essais = 0;
  let retours = 0;
  let budgetEpuise = 0;
  let niveau = 0;
  for (;;) {
    if (propager()) {
      if ((lire(LIBRES) | lire(LIBRES + 1) | lire(LIBRES + 2)) == 0) {
        if (solutions == 0) noterSolution(sortie);
        solutions++;
        if (solutions >= limite) break;
      } else if (essais >= budget) {
        budgetEpuise = 1;
        break;
      } else {
        // Essai : on sauve l'état (niveau + 1) puis on suppose « case = chiffre ».
        essais++;
        const j = choisirEssai(niveau);
        store<i32>(ESSAI_MOT + ((<usize>niveau) << 2), j);
        niveau++;
        memory.copy(ETAT + <usize>(niveau * TAILLE_ETAT * 4), ETAT, TAILLE_ETAT * 4);
        fixer(j, load<i32>(ESSAI_BIT + ((<usize>(niveau - 1)) << 2)));
        pilesSales = 0;
        continue;
      }
    }
    // Impasse (ou solution déjà comptée) : retour à l'état sauvé, « case ≠ chiffre ».
    if (niveau == 0) break;
    retours++;
    memory.copy(ETAT, ETAT + <usize>(niveau * TAILLE_ETAT * 4), TAILLE_ETAT * 4);
    niveau--;
    const j = load<i32>(ESSAI_MOT + ((<usize>niveau) << 2));
    ecrire(j, lire(j) & ~load<i32>(ESSAI_BIT + ((<usize>niveau) << 2)));
    sales = 1 << j;
    pilesSales = 0;
  }
  store<i32>(bilan, solutions);
  store<i32>(bilan + pas, essais);
  store<i32>(bilan + 2 * pas, retours);
  store<i32>(bilan + 3 * pas, budgetEpuise);
  return solutions;
}
