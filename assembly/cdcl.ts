/**
 * Le CDCL du cours (`src/sat/cdcl.ts`) écrit en AssemblyScript, compilé en
 * WebAssembly par `npm run construire:wasm` ; c'est lui que `sudoku sat`
 * emploie pour résoudre un fichier.
 *
 * L'algorithme est exactement celui du TypeScript, pour une formule entière
 * sans hypothèses : littéraux 2v et 2v + 1, deux littéraux surveillés avec un
 * bloqueur, listes à part pour les clauses de deux littéraux, analyse 1-UIP et
 * minimisation (`cdcl-analyse.ts`), VSIDS avec un tas (`tas.ts`), sauvegarde de
 * phase, redémarrages de Luby (`luby.ts`), oubli par LBD (`cdcl-oubli.ts`),
 * mémoire des clauses bout à bout (`memoire-clauses.ts`). Lisez ces modules
 * pour les idées : ici, les commentaires ne disent que ce qui change. Les
 * égalités se départagent de la même façon (même ordre des listes, même tas,
 * tri stable des clauses à oublier), et les activités se calculent avec les
 * mêmes nombres flottants : le module fait, formule par formule, les mêmes
 * choix et le même nombre de conflits que le CDCL TypeScript (les tests le vérifient).
 *
 * Pourquoi WebAssembly : en JavaScript, le CDCL passe le premier dixième de
 * seconde à attendre que le compilateur à la volée (JIT) de V8 l'ait observé
 * et optimisé, et chaque accès à un tableau typé reste vérifié ; le module
 * arrive déjà typé (des entiers de 32 bits et des adresses), V8 le compile
 * d'un coup avant la première formule. Mesures : `npm run bench:sat-natif`.
 *
 * Mémoire : le module n'emploie pas d'objets AssemblyScript (runtime `stub`,
 * sans ramasse-miettes) mais sa propre arène : chaque tableau est une adresse
 * dans la mémoire linéaire, pris au bout de l'arène, qui grandit par
 * `memory.grow`. Un tableau trop petit (liste de surveillance, mémoire des
 * clauses, clauses apprises) est recopié dans un bloc deux fois plus grand ;
 * l'ancien bloc est perdu jusqu'à la formule suivante, qui vide l'arène. La
 * place perdue reste donc moindre que la place employée. Quand la mémoire ne
 * peut plus grandir, `erreur` vaut 1 et le module s'arrête (`unreachable`) :
 * le chargeur en fait un message en français. Pourquoi pas le tas d'AssemblyScript
 * (runtime `incremental` ou `minimal`) : il ne rendrait la mémoire des tableaux
 * agrandis qu'avec un ramasse-miettes, alors qu'ici tout se libère d'un coup à la
 * formule suivante. Mesuré : le module n'appelant jamais `new`, l'optimiseur retire
 * tout runtime inutilisé (7 001 octets avec `stub` ou `minimal`, 7 002 avec
 * `incremental`) ; le choix ne coûte rien en vitesse.
 *
 * Mesures (`npm run bench:sat-natif`, 100 formules 3-SAT de 100 variables et
 * 426 clauses, lecture comprise, dans un processus neuf ; médianes de 5 tours,
 * quatre passages selon la charge de la machine) : 146 à 200 ms à froid,
 * chargement du module compris, et 132 à 139 ms à chaud, contre 267 à 340 ms et
 * 202 à 210 ms pour le CDCL TypeScript, et 34 à 75 ms pour MiniSat 2.2 natif. Essayés
 * sans gain mesurable : compiler d'avance par l'optimiseur de V8 (TurboFan) au
 * lieu du compilateur rapide (Liftoff), parcourir listes et clauses par adresses
 * plutôt que par indices, recopier `ajouterPaire` et `activer` sur place, et
 * retirer les contrôles de bornes de V8 (`--no-wasm-bounds-checks`) : ±5 ms, dans
 * le bruit. Le temps va à la propagation (54 %) et à l'analyse des conflits (22 %).
 */

// --- Codage (voir memoire-clauses.ts et cdcl-etat.ts) -------------------------

const ENTETE: i32 = 2;
const APPRISE: i32 = 1;
const SUPPRIMEE: i32 = 4;
const BITS_DRAPEAUX: i32 = 3;
const PAS_DE_RAISON: i32 = -1;
/** Les réglages par défaut du CDCL TypeScript (`REGLAGES_CDCL`). */
const UNITE_LUBY: i64 = 100;
const EROSION: f64 = 0.95;
const EROSION_INITIALE: f64 = 0.8;
const PREMIER_OUBLI: i64 = 2000;
const ECART_OUBLI: i64 = 300;

/** Les réponses de `resoudre` (les codes de sortie des solveurs SAT). */
const SATISFIABLE: i32 = 10;
const INSATISFIABLE: i32 = 20;
const BUDGET_EPUISE: i32 = 0;

/** Les compteurs, lus par le chargeur : 7 nombres flottants (voir `ecrireCompteurs`). */
const COMPTEURS = memory.data(7 * 8, 8);

// --- L'arène -----------------------------------------------------------------

let finArene: usize = 0;
/** Le nombre de pages de 64 Kio que la mémoire peut atteindre (4 Gio : tout l'espace d'un module 32 bits). */
let pagesMax: i32 = 65536;
/** 1 si la mémoire a manqué : le chargeur le lit après l'arrêt du module. */
let erreur: i32 = 0;

/** Un bloc de `octets` octets, aligné sur 8, au bout de l'arène. */
function reserver(octets: u64): usize {
  const adresse = (<u64>finArene + 7) & ~(<u64>7);
  const fin = adresse + octets;
  if (fin >= (<u64>pagesMax) << 16) manqueDeMemoire();
  const pagesVoulues = <i32>((fin + 0xffff) >> 16);
  const pages = memory.size();
  if (pagesVoulues > pages) {
    // Au moins doubler : moins d'appels à memory.grow, qui peut recopier la mémoire.
    const voulues = max(pagesVoulues, min(2 * pages, pagesMax));
    if (memory.grow(voulues - pages) < 0 && memory.grow(pagesVoulues - pages) < 0) {
      manqueDeMemoire();
    }
  }
  finArene = <usize>fin;
  return <usize>adresse;
}

function manqueDeMemoire(): void {
  erreur = 1;
  unreachable();
}

/** Un tableau de `n` entiers de 32 bits, remis à zéro. */
function tableau(n: i32): usize {
  const adresse = reserver((<u64>n) << 2);
  memory.fill(adresse, 0, (<usize>n) << 2);
  return adresse;
}

// Lire et écrire la case i d'un tableau (de petites fonctions, que l'optimiseur de Binaryen recopie sur place).
function lire(t: usize, i: i32): i32 {
  return load<i32>(t + ((<usize>i) << 2));
}
function ecrire(t: usize, i: i32, v: i32): void {
  store<i32>(t + ((<usize>i) << 2), v);
}
function val(l: i32): i32 {
  return <i32>load<i8>(valeur + <usize>l);
}

// --- L'état (cdcl-etat.ts) ---------------------------------------------------

let n: i32 = 0;
/** Octets signés, indexés par littéral : 1 vrai, −1 faux, 0 libre. */
let valeur: usize = 0;
let niveau: usize = 0;
let raison: usize = 0;
let pile: usize = 0;
let hauteur: i32 = 0;
let tete: i32 = 0;
let debutsDeNiveau: usize = 0;
let niveauCourant: i32 = 0;
/** Nombres flottants de 64 bits, comme les `number` du TypeScript. */
let activite: usize = 0;
let increment: f64 = 1;
/** Octets : 1 vrai, 0 faux. */
let phase: usize = 0;
/** Octets : les marques de l'analyse (et de `ajouterClause` : 1 positive, 2 négative). */
let vu: usize = 0;
let marqueDeNiveau: usize = 0;
let tamponDeNiveau: i32 = 0;
let propagations: f64 = 0;

// --- Les clauses (memoire-clauses.ts) ----------------------------------------

let memoire: usize = 0;
let capaciteMemoire: i32 = 0;
let utilisees: i32 = 0;
let gaspillees: i32 = 0;

// --- Les listes de paires (listes.ts) ----------------------------------------
// Pour chaque littéral l, trois entiers à `famille + 12 l` : l'adresse de ses
// paires, sa capacité (en entiers), sa taille utile (en entiers, deux par paire).

/** Paires (clause, bloqueur) des clauses longues qui surveillent l. */
let surveillees: usize = 0;
/** Paires (autre, clause) des clauses (l ∨ autre). */
let binaires: usize = 0;

function ajouterPaire(famille: usize, l: i32, a: i32, b: i32): void {
  const entete = famille + 12 * <usize>l;
  let liste = <usize>load<i32>(entete);
  const capacite = load<i32>(entete, 4);
  const taille = load<i32>(entete, 8);
  if (taille + 2 > capacite) {
    // Huit paires d'emblée, puis le double, comme `ListesDePaires.ajouter`.
    const plusGrande = max(16, 2 * capacite);
    const nouvelle = reserver((<u64>plusGrande) << 2);
    memory.copy(nouvelle, liste, (<usize>taille) << 2);
    liste = nouvelle;
    store<i32>(entete, <i32>nouvelle);
    store<i32>(entete, plusGrande, 4);
  }
  ecrire(liste, taille, a);
  ecrire(liste, taille + 1, b);
  store<i32>(entete, taille + 2, 8);
}

// --- Le tas des variables (tas.ts) -------------------------------------------

let tas: usize = 0;
let placeDansTas: usize = 0;
let tailleTas: i32 = 0;

function insererDansTas(v: i32): void {
  if (lire(placeDansTas, v) >= 0) return;
  ecrire(tas, tailleTas, v);
  ecrire(placeDansTas, v, tailleTas);
  tailleTas++;
  monter(v);
}

function monter(v: i32): void {
  let p = lire(placeDansTas, v);
  if (p < 0) return;
  const a = load<f64>(activite + ((<usize>v) << 3));
  while (p > 0) {
    const parent = (p - 1) >> 1;
    const w = lire(tas, parent);
    if (load<f64>(activite + ((<usize>w) << 3)) >= a) break;
    ecrire(tas, p, w);
    ecrire(placeDansTas, w, p);
    p = parent;
  }
  ecrire(tas, p, v);
  ecrire(placeDansTas, v, p);
}

function descendre(depart: i32): void {
  let p = depart;
  const v = lire(tas, p);
  const a = load<f64>(activite + ((<usize>v) << 3));
  for (;;) {
    let enfant = 2 * p + 1;
    if (enfant >= tailleTas) break;
    const droit = enfant + 1;
    if (
      droit < tailleTas &&
      load<f64>(activite + ((<usize>lire(tas, droit)) << 3)) >
        load<f64>(activite + ((<usize>lire(tas, enfant)) << 3))
    ) {
      enfant = droit;
    }
    const w = lire(tas, enfant);
    if (load<f64>(activite + ((<usize>w) << 3)) <= a) break;
    ecrire(tas, p, w);
    ecrire(placeDansTas, w, p);
    p = enfant;
  }
  ecrire(tas, p, v);
  ecrire(placeDansTas, v, p);
}

function retirerMax(): i32 {
  const plusActive = lire(tas, 0);
  tailleTas--;
  ecrire(placeDansTas, plusActive, -1);
  if (tailleTas > 0) {
    const derniere = lire(tas, tailleTas);
    ecrire(tas, 0, derniere);
    ecrire(placeDansTas, derniere, 0);
    descendre(0);
  }
  return plusActive;
}

/** Le tas des seules variables libres, en O(n) (`TasDeVariables.reconstruire`). */
function reconstruireTas(): void {
  for (let p = 0; p < tailleTas; p++) ecrire(placeDansTas, lire(tas, p), -1);
  tailleTas = 0;
  for (let v = 1; v <= n; v++) {
    if (val(2 * v) != 0) continue;
    ecrire(tas, tailleTas, v);
    ecrire(placeDansTas, v, tailleTas++);
  }
  for (let p = (tailleTas >> 1) - 1; p >= 0; p--) descendre(p);
}

// --- Opérations de base (cdcl-etat.ts) ---------------------------------------

function affecter(l: i32, r: i32): void {
  const v = l >> 1;
  store<i8>(valeur + <usize>l, 1);
  store<i8>(valeur + <usize>(l ^ 1), -1);
  ecrire(niveau, v, niveauCourant);
  ecrire(raison, v, r);
  ecrire(pile, hauteur++, l);
}

/** Range une clause de `longueur` littéraux (deux au moins) pris à l'adresse `litteraux`. */
function ajouterClause(litteraux: usize, longueur: i32, drapeaux: i32, lbd: i32): i32 {
  const place = utilisees;
  const besoin = place + ENTETE + longueur;
  if (besoin > capaciteMemoire) {
    const capacite = max(besoin, 2 * capaciteMemoire);
    const nouvelle = reserver((<u64>capacite) << 2);
    memory.copy(nouvelle, memoire, (<usize>utilisees) << 2);
    memoire = nouvelle;
    capaciteMemoire = capacite;
  }
  ecrire(memoire, place, longueur);
  ecrire(memoire, place + 1, drapeaux | (lbd << BITS_DRAPEAUX));
  memory.copy(memoire + ((<usize>(place + ENTETE)) << 2), litteraux, (<usize>longueur) << 2);
  utilisees = besoin;
  const a = lire(litteraux, 0);
  const b = lire(litteraux, 1);
  if (longueur == 2) {
    ajouterPaire(binaires, a, b, place);
    ajouterPaire(binaires, b, a, place);
  } else {
    ajouterPaire(surveillees, a, place, b);
    ajouterPaire(surveillees, b, place, a);
  }
  return place;
}

function contientBinaire(a: i32, b: i32): bool {
  const entete = binaires + 12 * <usize>a;
  const liste = <usize>load<i32>(entete);
  const taille = load<i32>(entete, 8);
  for (let k = 0; k < taille; k += 2) if (lire(liste, k) == b) return true;
  return false;
}

/**
 * La propagation par littéraux surveillés (`EtatCDCL.propager`) ; la clause en
 * conflit, ou −1. Comme dans le TypeScript, tout ce que la boucle lit sans cesse
 * est copié dans des variables locales : les variables globales d'un module
 * WebAssembly se relisent en mémoire à chaque usage, les locales restent dans
 * les registres du processeur.
 */
function propager(): i32 {
  const valeurs = valeur;
  const clauses = memoire;
  const lesBinaires = binaires;
  const lesSurveillees = surveillees;
  const laPile = pile;
  const niveaux = niveau;
  const raisons = raison;
  const niveauIci = niveauCourant;
  let h = hauteur;
  let t = tete;
  let conflit = -1;
  while (t < h && conflit < 0) {
    const faux = lire(laPile, t++) ^ 1;
    // Clauses de deux littéraux : (faux ∨ autre) force autre.
    const enteteBin = lesBinaires + 12 * <usize>faux;
    const bin = <usize>load<i32>(enteteBin);
    const finBin = load<i32>(enteteBin, 8);
    for (let k = 0; k < finBin; k += 2) {
      const autre = lire(bin, k);
      const v = <i32>load<i8>(valeurs + <usize>autre);
      if (v == 1) continue;
      if (v == -1) {
        conflit = lire(bin, k + 1);
        break;
      }
      // L'affectation de `affecter`, écrite ici avec les variables locales.
      store<i8>(valeurs + <usize>autre, 1);
      store<i8>(valeurs + <usize>(autre ^ 1), -1);
      ecrire(niveaux, autre >> 1, niveauIci);
      ecrire(raisons, autre >> 1, lire(bin, k + 1));
      ecrire(laPile, h++, autre);
    }
    if (conflit >= 0) break;
    // Clauses longues : le littéral faux va en 2e position, l'autre surveillé est en 1re.
    const entete = lesSurveillees + 12 * <usize>faux;
    const liste = <usize>load<i32>(entete);
    const fin = load<i32>(entete, 8);
    let i = 0;
    let j = 0;
    while (i < fin) {
      const place = lire(liste, i);
      const bloqueur = lire(liste, i + 1);
      i += 2;
      // Le bloqueur est vrai : la clause est satisfaite, sans la lire.
      if (<i32>load<i8>(valeurs + <usize>bloqueur) == 1) {
        ecrire(liste, j++, place);
        ecrire(liste, j++, bloqueur);
        continue;
      }
      const debut = place + ENTETE;
      let premier = lire(clauses, debut);
      if (premier == faux) {
        premier = lire(clauses, debut + 1);
        ecrire(clauses, debut, premier);
        ecrire(clauses, debut + 1, faux);
      }
      const valeurPremier = <i32>load<i8>(valeurs + <usize>premier);
      if (premier != bloqueur && valeurPremier == 1) {
        ecrire(liste, j++, place);
        ecrire(liste, j++, premier);
        continue;
      }
      // Un autre littéral non faux à surveiller ?
      const finClause = debut + lire(clauses, place);
      let k = debut + 2;
      while (k < finClause && <i32>load<i8>(valeurs + <usize>lire(clauses, k)) == -1) k++;
      if (k < finClause) {
        const nouveau = lire(clauses, k);
        ecrire(clauses, debut + 1, nouveau);
        ecrire(clauses, k, faux);
        // Une autre liste que celle-ci (`nouveau` n'est pas faux) : `liste` reste valable.
        ajouterPaire(lesSurveillees, nouveau, place, premier);
        continue;
      }
      // Non : la clause reste surveillée ici, et elle est unitaire ou en conflit.
      ecrire(liste, j++, place);
      ecrire(liste, j++, premier);
      if (valeurPremier == -1) {
        conflit = place;
        while (i < fin) ecrire(liste, j++, lire(liste, i++));
      } else {
        store<i8>(valeurs + <usize>premier, 1);
        store<i8>(valeurs + <usize>(premier ^ 1), -1);
        ecrire(niveaux, premier >> 1, niveauIci);
        ecrire(raisons, premier >> 1, place);
        ecrire(laPile, h++, premier);
      }
    }
    store<i32>(entete, j, 8);
  }
  propagations += <f64>(t - tete);
  hauteur = h;
  tete = conflit >= 0 ? h : t;
  return conflit;
}

function retourArriere(cible: i32): void {
  if (niveauCourant <= cible) return;
  const debut = lire(debutsDeNiveau, cible);
  for (let k = hauteur - 1; k >= debut; k--) {
    const l = lire(pile, k);
    const v = l >> 1;
    store<i8>(valeur + <usize>l, 0);
    store<i8>(valeur + <usize>(l ^ 1), 0);
    ecrire(raison, v, PAS_DE_RAISON);
    store<u8>(phase + <usize>v, l & 1 ? 0 : 1);
    insererDansTas(v);
  }
  hauteur = debut;
  tete = debut;
  niveauCourant = cible;
}

function nouveauNiveau(): void {
  ecrire(debutsDeNiveau, niveauCourant++, hauteur);
}

function activer(v: i32): void {
  const adresse = activite + ((<usize>v) << 3);
  const a = load<f64>(adresse) + increment;
  store<f64>(adresse, a);
  if (a > 1e100) {
    for (let u = 1; u <= n; u++) {
      const p = activite + ((<usize>u) << 3);
      store<f64>(p, load<f64>(p) * 1e-100);
    }
    increment *= 1e-100;
  }
  monter(v);
}

function choisir(): i32 {
  while (tailleTas > 0) {
    const v = retirerMax();
    if (val(2 * v) == 0) return load<u8>(phase + <usize>v) == 1 ? 2 * v : 2 * v + 1;
  }
  return -1;
}

// --- L'analyse des conflits (cdcl-analyse.ts) --------------------------------
// Sans hypothèses, le seul niveau fixe est 0 : ses littéraux n'entrent jamais
// dans la clause apprise, et aucune clause n'est temporaire.

let apprise: usize = 0;
let longueurApprise: i32 = 0;
let marques: usize = 0;
let nombreDeMarques: i32 = 0;
let aExplorer: usize = 0;

function analyser(conflit: i32): void {
  let longueur = 1; // la place 0 est pour l'UIP
  let aRemplacer = 0;
  let l = -1;
  let k = hauteur - 1;
  let clause = conflit;
  do {
    const debut = clause + ENTETE;
    const fin = debut + lire(memoire, clause);
    for (let m = debut; m < fin; m++) {
      const q = lire(memoire, m);
      const v = q >> 1;
      if ((l != -1 && v == l >> 1) || load<u8>(vu + <usize>v) == 1) continue;
      if (lire(niveau, v) <= 0) continue;
      store<u8>(vu + <usize>v, 1);
      activer(v);
      if (lire(niveau, v) >= niveauCourant) aRemplacer++;
      else ecrire(apprise, longueur++, q);
    }
    while (load<u8>(vu + <usize>(lire(pile, k) >> 1)) == 0) k--;
    l = lire(pile, k--);
    clause = lire(raison, l >> 1);
    store<u8>(vu + <usize>(l >> 1), 0);
    aRemplacer--;
  } while (aRemplacer > 0);
  ecrire(apprise, 0, l ^ 1);

  for (let m = 1; m < longueur; m++) ecrire(marques, m - 1, lire(apprise, m));
  nombreDeMarques = longueur - 1;
  longueurApprise = longueur;
  minimiser();
  for (let m = 0; m < nombreDeMarques; m++) store<u8>(vu + <usize>(lire(marques, m) >> 1), 0);
}

function minimiser(): void {
  let niveaux = 0;
  for (let m = 1; m < longueurApprise; m++) {
    niveaux |= 1 << (lire(niveau, lire(apprise, m) >> 1) & 31);
  }
  let j = 1;
  for (let m = 1; m < longueurApprise; m++) {
    const q = lire(apprise, m);
    if (lire(raison, q >> 1) == PAS_DE_RAISON || !redondant(q, niveaux)) ecrire(apprise, j++, q);
  }
  longueurApprise = j;
}

function redondant(q: i32, niveaux: i32): bool {
  let sommet = 0;
  ecrire(aExplorer, sommet++, q);
  const debutMarques = nombreDeMarques;
  while (sommet > 0) {
    const r = lire(aExplorer, --sommet);
    const clause = lire(raison, r >> 1);
    const debut = clause + ENTETE;
    const fin = debut + lire(memoire, clause);
    for (let m = debut; m < fin; m++) {
      const s = lire(memoire, m);
      const u = s >> 1;
      if (u == r >> 1 || load<u8>(vu + <usize>u) == 1) continue;
      const nu = lire(niveau, u);
      if (nu <= 0) continue;
      if (lire(raison, u) != PAS_DE_RAISON && (niveaux & (1 << (nu & 31))) != 0) {
        store<u8>(vu + <usize>u, 1);
        ecrire(aExplorer, sommet++, s);
        ecrire(marques, nombreDeMarques++, s);
      } else {
        for (let x = debutMarques; x < nombreDeMarques; x++) {
          store<u8>(vu + <usize>(lire(marques, x) >> 1), 0);
        }
        nombreDeMarques = debutMarques;
        return false;
      }
    }
  }
  return true;
}

function lbdApprise(): i32 {
  const marque = ++tamponDeNiveau;
  let lbd = 0;
  for (let m = 0; m < longueurApprise; m++) {
    const nv = lire(niveau, lire(apprise, m) >> 1);
    if (lire(marqueDeNiveau, nv) != marque) {
      ecrire(marqueDeNiveau, nv, marque);
      lbd++;
    }
  }
  return lbd;
}

// --- L'oubli (cdcl-oubli.ts) -------------------------------------------------

/** Les places des clauses apprises encore en mémoire, dans l'ordre du TypeScript. */
let apprises: usize = 0;
let capaciteApprises: i32 = 0;
let nombreApprises: i32 = 0;
/** Un tableau de travail pour l'oubli et la compaction, qui grandit au besoin. */
let brouillon: usize = 0;
let capaciteBrouillon: i32 = 0;
let compactions: f64 = 0;

function ajouterApprise(place: i32): void {
  if (nombreApprises == capaciteApprises) {
    const capacite = max(1024, 2 * capaciteApprises);
    const nouveau = reserver((<u64>capacite) << 2);
    memory.copy(nouveau, apprises, (<usize>nombreApprises) << 2);
    apprises = nouveau;
    capaciteApprises = capacite;
  }
  ecrire(apprises, nombreApprises++, place);
}

function exigerBrouillon(taille: i32): void {
  if (taille <= capaciteBrouillon) return;
  capaciteBrouillon = max(taille, 2 * capaciteBrouillon);
  brouillon = reserver((<u64>capaciteBrouillon) << 2);
}

function lbdDe(place: i32): i32 {
  return lire(memoire, place + 1) >> BITS_DRAPEAUX;
}

/**
 * `oublierLesMoinsUtiles` : on garde les clauses binaires, celles de LBD ≤ 2 et
 * celles qui servent de raison ; des autres, la moitié de plus petit LBD. Le
 * TypeScript trie par `Array.prototype.sort`, qui est stable : ici, un tri par
 * dénombrement (stable lui aussi) donne le même ordre.
 */
function oublierLesMoinsUtiles(): i32 {
  // Brouillon : les candidates [0, c), puis triées [c, 2c), puis les comptes par LBD.
  exigerBrouillon(2 * nombreApprises + n + 3);
  let gardees = 0;
  let c = 0;
  let lbdMax = 0;
  for (let k = 0; k < nombreApprises; k++) {
    const place = lire(apprises, k);
    const premier = lire(memoire, place + ENTETE);
    const second = lire(memoire, place + ENTETE + 1);
    const sertDeRaison = lire(raison, premier >> 1) == place || lire(raison, second >> 1) == place;
    const lbd = lbdDe(place);
    if (lire(memoire, place) == 2 || lbd <= 2 || sertDeRaison) {
      ecrire(apprises, gardees++, place);
    } else {
      ecrire(brouillon, c++, place);
      lbdMax = max(lbdMax, lbd);
    }
  }
  const triees = brouillon + ((<usize>c) << 2);
  const comptes = triees + ((<usize>c) << 2);
  memory.fill(comptes, 0, (<usize>(lbdMax + 2)) << 2);
  for (let k = 0; k < c; k++) {
    const b = lbdDe(lire(brouillon, k)) + 1;
    ecrire(comptes, b, lire(comptes, b) + 1);
  }
  for (let b = 1; b <= lbdMax + 1; b++) ecrire(comptes, b, lire(comptes, b) + lire(comptes, b - 1));
  for (let k = 0; k < c; k++) {
    const place = lire(brouillon, k);
    const b = lbdDe(place);
    const rang = lire(comptes, b);
    ecrire(comptes, b, rang + 1);
    ecrire(triees, rang, place);
  }
  const moitie = (c + 1) >> 1;
  for (let k = moitie; k < c; k++) supprimer(lire(triees, k));
  for (let k = 0; k < moitie; k++) ecrire(apprises, gardees++, lire(triees, k));
  nombreApprises = gardees;
  // Les listes de surveillance oublient les clauses supprimées.
  for (let l = 2; l <= 2 * n + 1; l++) {
    const entete = surveillees + 12 * <usize>l;
    const liste = <usize>load<i32>(entete);
    const taille = load<i32>(entete, 8);
    let j = 0;
    for (let i = 0; i < taille; i += 2) {
      const place = lire(liste, i);
      if ((lire(memoire, place + 1) & SUPPRIMEE) != 0) continue;
      ecrire(liste, j++, place);
      ecrire(liste, j++, lire(liste, i + 1));
    }
    store<i32>(entete, j, 8);
  }
  compacterSiUtile();
  return c - moitie;
}

function supprimer(place: i32): void {
  const drapeaux = lire(memoire, place + 1);
  if ((drapeaux & SUPPRIMEE) != 0) return;
  ecrire(memoire, place + 1, drapeaux | SUPPRIMEE);
  gaspillees += ENTETE + lire(memoire, place);
}

/**
 * `MemoireDesClauses.compacter` et le report des places. Les clauses vivantes
 * gardent leur ordre et ne font que reculer : on les recopie sur place, sans
 * nouveau bloc ; leurs places nouvelles sont les mêmes que dans le TypeScript.
 */
function compacterSiUtile(): void {
  if (!(gaspillees > 1 << 14 && 2 * gaspillees > utilisees)) return;
  compactions += 1;
  exigerBrouillon(utilisees);
  const nouvelle = brouillon;
  let ecrites = 0;
  for (let p = 0; p < utilisees;) {
    const longueur = ENTETE + lire(memoire, p);
    if ((lire(memoire, p + 1) & SUPPRIMEE) == 0) {
      memory.copy(
        memoire + ((<usize>ecrites) << 2),
        memoire + ((<usize>p) << 2),
        (<usize>longueur) << 2,
      );
      ecrire(nouvelle, p, ecrites);
      ecrites += longueur;
    } else {
      ecrire(nouvelle, p, -1);
    }
    p += longueur;
  }
  utilisees = ecrites;
  gaspillees = 0;
  for (let l = 2; l <= 2 * n + 1; l++) {
    let entete = surveillees + 12 * <usize>l;
    let liste = <usize>load<i32>(entete);
    let taille = load<i32>(entete, 8);
    for (let i = 0; i < taille; i += 2) ecrire(liste, i, lire(nouvelle, lire(liste, i)));
    entete = binaires + 12 * <usize>l;
    liste = <usize>load<i32>(entete);
    taille = load<i32>(entete, 8);
    for (let i = 1; i < taille; i += 2) ecrire(liste, i, lire(nouvelle, lire(liste, i)));
  }
  for (let k = 0; k < hauteur; k++) {
    const v = lire(pile, k) >> 1;
    const r = lire(raison, v);
    if (r >= 0) ecrire(raison, v, lire(nouvelle, r));
  }
  for (let k = 0; k < nombreApprises; k++) {
    ecrire(apprises, k, lire(nouvelle, lire(apprises, k)));
  }
}

// --- La suite de Luby (luby.ts) ----------------------------------------------

function luby(k: i64): i64 {
  let longueur: i64 = 1;
  let puissance: i64 = 0;
  while (longueur < k + 1) {
    puissance++;
    longueur = 2 * longueur + 1;
  }
  let x = k;
  while (longueur - 1 != x) {
    longueur = (longueur - 1) >> 1;
    puissance--;
    x = x % longueur;
  }
  return (<i64>1) << puissance;
}

// --- La recherche (cdcl.ts) --------------------------------------------------

let decisions: f64 = 0;
let conflits: i64 = 0;
let redemarrages: f64 = 0;
let nombreAppris: f64 = 0;
let oubliees: f64 = 0;
let insatisfiable: bool = false;
/** Le texte de la formule : ses littéraux DIMACS (±v), chaque clause terminée par 0. */
let entree: usize = 0;

/**
 * Vide l'arène et fait de la place pour une formule de `variables` variables,
 * écrite sur `entiers` entiers ; renvoie l'adresse où le chargeur l'écrit.
 */
export function preparer(variables: i32, entiers: i32): usize {
  erreur = 0;
  finArene = __heap_base;
  n = variables;
  const tailleLitteraux = 2 * n + 2;
  valeur = reserver(<u64>tailleLitteraux);
  memory.fill(valeur, 0, <usize>tailleLitteraux);
  niveau = tableau(n + 1);
  raison = tableau(n + 1);
  memory.fill(raison, 0xff, (<usize>(n + 1)) << 2); // PAS_DE_RAISON partout
  pile = tableau(n + 1);
  debutsDeNiveau = tableau(n + 2);
  activite = reserver((<u64>(n + 1)) << 3);
  memory.fill(activite, 0, (<usize>(n + 1)) << 3);
  phase = reserver(<u64>(n + 1));
  memory.fill(phase, 0, <usize>(n + 1)); // phase initiale : faux, comme MiniSat
  vu = reserver(<u64>(n + 1));
  memory.fill(vu, 0, <usize>(n + 1));
  marqueDeNiveau = tableau(n + 2);
  tas = tableau(n + 1);
  placeDansTas = tableau(n + 1);
  apprise = tableau(tailleLitteraux);
  marques = tableau(tailleLitteraux);
  aExplorer = tableau(tailleLitteraux);
  surveillees = tableau(3 * tailleLitteraux);
  binaires = tableau(3 * tailleLitteraux);
  // Comme `EtatCDCL.agrandir` : les variables entrent dans le tas dans l'ordre, sans activité.
  tailleTas = 0;
  for (let v = 1; v <= n; v++) {
    ecrire(tas, tailleTas, v);
    ecrire(placeDansTas, v, tailleTas++);
  }
  hauteur = 0;
  tete = 0;
  niveauCourant = 0;
  increment = 1;
  tamponDeNiveau = 0;
  propagations = 0;
  memoire = 0;
  capaciteMemoire = 0;
  utilisees = 0;
  gaspillees = 0;
  apprises = 0;
  capaciteApprises = 0;
  nombreApprises = 0;
  brouillon = 0;
  capaciteBrouillon = 0;
  compactions = 0;
  decisions = 0;
  conflits = 0;
  redemarrages = 0;
  nombreAppris = 0;
  oubliees = 0;
  insatisfiable = false;
  entree = tableau(entiers);
  return entree;
}

/**
 * `InstanceCDCL.ajouterClause` au niveau 0, pour chaque clause de l'entrée :
 * les littéraux faux disparaissent, une clause vraie ou tautologique aussi,
 * une clause unitaire devient un fait, une clause binaire en double est ignorée.
 */
function chargerFormule(entiers: i32): void {
  // La mémoire des clauses : la formule, et autant pour les clauses apprises.
  capaciteMemoire = max(1 << 12, 2 * entiers);
  memoire = reserver((<u64>capaciteMemoire) << 2);
  const litteraux = tableau(n + 1);
  let k = 0;
  while (k < entiers) {
    let longueur = 0;
    let toujoursVraie = false;
    for (let d = lire(entree, k++); d != 0; d = lire(entree, k++)) {
      const l = d > 0 ? 2 * d : -2 * d + 1;
      const marque: u8 = l & 1 ? 2 : 1;
      const v = l >> 1;
      const vl = val(l);
      const auNiveau0 = vl != 0 && lire(niveau, v) == 0;
      const dejaVu = load<u8>(vu + <usize>v);
      if ((auNiveau0 && vl == 1) || dejaVu == 3 - marque) toujoursVraie = true;
      else if (!auNiveau0 && dejaVu == 0) {
        store<u8>(vu + <usize>v, marque);
        ecrire(litteraux, longueur++, l);
      }
    }
    for (let m = 0; m < longueur; m++) store<u8>(vu + <usize>(lire(litteraux, m) >> 1), 0);
    if (toujoursVraie) continue;
    if (longueur == 0) insatisfiable = true;
    else if (longueur == 1) affecter(lire(litteraux, 0), PAS_DE_RAISON);
    else if (longueur > 2 || !contientBinaire(lire(litteraux, 0), lire(litteraux, 1))) {
      ajouterClause(litteraux, longueur, 0, 0);
    }
  }
}

/**
 * Charge la formule écrite à l'adresse rendue par `preparer` (sur `entiers`
 * entiers) et la résout, en au plus `budget` conflits. Renvoie 10
 * (satisfiable : le modèle est dans les valeurs), 20 (insatisfiable) ou 0
 * (budget épuisé).
 */
export function resoudre(entiers: i32, budget: f64): i32 {
  chargerFormule(entiers);
  const statut = chercher(budget);
  ecrireCompteurs();
  return statut;
}

function chercher(budget: f64): i32 {
  if (insatisfiable) return INSATISFIABLE;
  if (propager() >= 0) return INSATISFIABLE;
  reconstruireTas();
  let conflitsIci: i64 = 0;
  let erosion = min(EROSION_INITIALE, EROSION);
  let numeroRedemarrage: i64 = 0;
  let avantRedemarrage = luby(numeroRedemarrage) * UNITE_LUBY;
  let prochainOubli = PREMIER_OUBLI;
  let ecartOubli = PREMIER_OUBLI;
  for (;;) {
    const conflit = propager();
    if (conflit >= 0) {
      conflits++;
      conflitsIci++;
      avantRedemarrage--;
      if (niveauCourant == 0) return INSATISFIABLE;
      analyser(conflit);
      apprendre();
      if (conflitsIci % 100 == 0) erosion = min(EROSION, erosion + 0.01);
      increment /= erosion;
      continue;
    }
    if (<f64>conflitsIci >= budget) return BUDGET_EPUISE;
    if (avantRedemarrage <= 0) {
      redemarrages += 1;
      retourArriere(0);
      avantRedemarrage = luby(++numeroRedemarrage) * UNITE_LUBY;
    }
    if (conflits >= prochainOubli) {
      oubliees += <f64>oublierLesMoinsUtiles();
      ecartOubli += ECART_OUBLI;
      prochainOubli = conflits + ecartOubli;
    }
    const suivant = choisir();
    if (suivant == -1) return SATISFIABLE;
    decisions += 1;
    nouveauNiveau();
    affecter(suivant, PAS_DE_RAISON);
  }
  return BUDGET_EPUISE; // jamais atteint : la boucle ne sort que par un `return`
}

/** `InstanceCDCL.apprendre` : retour au niveau où la clause devient unitaire. */
function apprendre(): void {
  if (longueurApprise == 1) {
    retourArriere(0);
    affecter(lire(apprise, 0), PAS_DE_RAISON);
    return;
  }
  let m = 1;
  for (let x = 2; x < longueurApprise; x++) {
    if (lire(niveau, lire(apprise, x) >> 1) > lire(niveau, lire(apprise, m) >> 1)) m = x;
  }
  const second = lire(apprise, m);
  ecrire(apprise, m, lire(apprise, 1));
  ecrire(apprise, 1, second);
  retourArriere(lire(niveau, second >> 1));
  const place = ajouterClause(apprise, longueurApprise, APPRISE, lbdApprise());
  ajouterApprise(place);
  nombreAppris += 1;
  affecter(lire(apprise, 0), place);
}

/** Les compteurs, dans l'ordre et sous les noms du CDCL TypeScript. */
function ecrireCompteurs(): void {
  store<f64>(COMPTEURS, decisions, 0);
  store<f64>(COMPTEURS, propagations, 8);
  store<f64>(COMPTEURS, <f64>conflits, 16);
  store<f64>(COMPTEURS, redemarrages, 24);
  store<f64>(COMPTEURS, nombreAppris, 32);
  store<f64>(COMPTEURS, oubliees, 40);
  store<f64>(COMPTEURS, compactions, 48);
}

/** Les valeurs des littéraux (octets, 1 vrai) : `valeur[2v]` est celle de la variable v. */
export function adresseValeurs(): usize {
  return valeur;
}

export function adresseCompteurs(): usize {
  return COMPTEURS;
}

/** 1 si la dernière résolution s'est arrêtée faute de mémoire. */
export function erreurMemoire(): i32 {
  return erreur;
}

/** Borne la mémoire du module à `pages` pages de 64 Kio (pour les tests du manque de mémoire). */
export function limiterMemoire(pages: i32): void {
  pagesMax = min(max(pages, 1), 65536);
}
