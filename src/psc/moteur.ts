/**
 * La recherche rapide : les mêmes stratégies que `retour-arriere.ts`, avec les
 * mêmes choix dans le même ordre (donc les mêmes compteurs), mais sur un
 * `ProblemeCompile`, où chaque label est un masque de bits.
 *
 * Ce qui la rend rapide :
 *   - filtrer un label par une valeur, c'est un « et » avec une ligne de
 *     table (`dom[t] & table[a]`), au lieu d'une boucle sur le label ;
 *   - on ne copie pas les labels à chaque nœud : on note sur une *pile de
 *     restauration* (la « trail ») l'ancien masque de chaque label modifié,
 *     et l'on dépile jusqu'à la marque du nœud pour tout défaire ;
 *   - les compteurs de vérifications sont calculés (nombre de bits) plutôt
 *     que comptés un à un, pour rester égaux à ceux de la version simple.
 * La récursion descend d'un niveau par variable instanciée, pas plus.
 */
import type { ProblemeCompile } from "./probleme-compile";
import {
  lireOptionsRecherche,
  statutFinal,
  type Compteurs,
  type OptionsRecherche,
  type ResultatRecherche,
  type Strategie,
} from "./strategies";

/** Cherche une solution (ou `limite`) du problème compilé ; la solution donne le rang de la valeur de chaque variable. */
export function chercherCompile(
  probleme: ProblemeCompile,
  options: OptionsRecherche = {},
): ResultatRecherche<Int32Array> {
  return new Moteur(probleme, options).lancer();
}

class Moteur {
  private readonly p: ProblemeCompile;
  private readonly s: Strategie;
  private readonly budget: number;
  private readonly limite: number;
  /** Le label de chaque variable, en masque. */
  private readonly dom: Int32Array;
  /** Le rang de la valeur de chaque variable, ou −1 si elle n'est pas instanciée. */
  private readonly val: Int32Array;
  // La pile de restauration : variable et ancien masque.
  private readonly pileVar: Int32Array;
  private readonly pileMasque: Int32Array;
  private hauteur = 0;
  // La file d'AC-3 (tampon circulaire d'arcs) et, pour chaque arc, s'il y est déjà.
  private readonly file: Int32Array;
  private readonly enFile: Uint8Array;
  readonly compteurs: Compteurs = { noeuds: 0, retours: 0, verifications: 0 };
  private solutions = 0;
  private solution?: Int32Array;
  private budgetEpuise = false;

  constructor(probleme: ProblemeCompile, options: OptionsRecherche) {
    const o = lireOptionsRecherche(options);
    this.p = probleme;
    this.s = o;
    this.budget = o.budget;
    this.limite = o.limite;
    const n = probleme.n;
    this.dom = probleme.initial.slice();
    this.val = new Int32Array(n).fill(-1);
    let dMax = 1;
    for (const v of probleme.valeurs) dMax = Math.max(dMax, v.length);
    // Sur un chemin, le label de chaque variable change au plus d fois : de quoi tout noter.
    const capacite = n * (dMax + 1) + 1;
    this.pileVar = new Int32Array(capacite);
    this.pileMasque = new Int32Array(capacite);
    const m = probleme.cible.length;
    this.file = new Int32Array(Math.max(m, 1));
    this.enFile = new Uint8Array(m);
  }

  lancer(): ResultatRecherche<Int32Array> {
    const coherent = this.s.inference !== "mac" || this.ac3Initial();
    if (coherent) this.explorer();
    return {
      statut: statutFinal(this.budgetEpuise, this.solutions),
      solution: this.solution,
      solutions: this.solutions,
      compteurs: this.compteurs,
    };
  }

  /** Vrai s'il faut tout arrêter : assez de solutions, ou budget épuisé. */
  private explorer(): boolean {
    const i = this.choisirVariable();
    if (i < 0) {
      this.solutions++;
      this.solution ??= this.val.slice();
      return this.solutions >= this.limite;
    }
    const masque = this.dom[i];
    const ordre = this.s.ordreValeurs === "lcv" ? this.ordreLCV(i, masque) : undefined;
    let reste = masque;
    for (let k = 0; ordre ? k < ordre.length : reste !== 0; k++) {
      let a: number;
      if (ordre) a = ordre[k];
      else {
        a = bitLePlusBas(reste);
        reste &= reste - 1;
      }
      if (this.compteurs.noeuds >= this.budget) {
        this.budgetEpuise = true;
        return true;
      }
      this.compteurs.noeuds++;
      if (this.s.inference === "aucune") {
        if (!this.estCoherente(i, a)) continue;
        this.val[i] = a;
        if (this.explorer()) return true;
        this.val[i] = -1;
        continue;
      }
      const marque = this.hauteur;
      this.val[i] = a;
      const ok = this.s.inference === "fc" ? this.forwardChecking(i, a) : this.maintenirArcs(i, a);
      if (ok && this.explorer()) return true;
      this.restaurer(marque);
      this.val[i] = -1;
    }
    this.compteurs.retours++;
    return false;
  }

  /**
   * La prochaine variable (première, ou le moins de valeurs restantes), ou
   * −1 si toutes sont instanciées. Sans inférence, les valeurs restantes
   * sont celles du label compatibles avec les variables instanciées (comme
   * `nombreDeValeursRestantes` de la version simple, mêmes vérifications).
   */
  private choisirVariable(): number {
    const { dom, val } = this;
    const n = this.p.n;
    if (this.s.choixVariable === "premiere") {
      for (let i = 0; i < n; i++) if (val[i] < 0) return i;
      return -1;
    }
    // Avec inférence, aucun label n'est vide ici (on serait déjà revenu en
    // arrière) : un label d'une seule valeur est donc le plus petit possible.
    const sansInference = this.s.inference === "aucune";
    const plancher = sansInference ? 0 : 1;
    let choisie = -1;
    let taille = 99;
    for (let i = 0; i < n; i++) {
      if (val[i] >= 0) continue;
      const t = compterBits(sansInference ? this.restantes(i) : dom[i]);
      if (t < taille) {
        choisie = i;
        taille = t;
        if (t <= plancher) break;
      }
    }
    return choisie;
  }

  /** Le label de i privé des valeurs incompatibles avec les voisins instanciés. */
  private restantes(i: number): number {
    const { debut, cible, inverse, tables } = this.p;
    const d = this.dom[i];
    let masque = d;
    let instancies = 0;
    for (let e = debut[i]; e < debut[i + 1]; e++) {
      const b = this.val[cible[e]];
      if (b < 0) continue;
      instancies++;
      // L'arc inverse part du voisin : sa table donne les valeurs de i compatibles avec b.
      masque &= tables[inverse[e]][b];
    }
    this.compteurs.verifications += compterBits(d) * instancies;
    return masque;
  }

  /** LCV : les valeurs du masque, de celle qui retire le moins aux voisins à celle qui retire le plus. */
  private ordreLCV(i: number, masque: number): number[] {
    const { debut, cible, tables } = this.p;
    const valeurs: number[] = [];
    const couts: number[] = [];
    for (let reste = masque; reste !== 0; reste &= reste - 1) {
      const a = bitLePlusBas(reste);
      let cout = 0;
      for (let e = debut[i]; e < debut[i + 1]; e++) {
        const t = cible[e];
        if (this.val[t] >= 0) continue;
        const d = this.dom[t];
        this.compteurs.verifications += compterBits(d);
        cout += compterBits(d & ~tables[e][a]);
      }
      valeurs.push(a);
      couts[a] = cout;
    }
    return valeurs.sort((x, y) => couts[x] - couts[y]);
  }

  /** Sans inférence : i = a respecte-t-elle les contraintes avec les variables instanciées ? */
  private estCoherente(i: number, a: number): boolean {
    const { debut, cible, tables } = this.p;
    for (let e = debut[i]; e < debut[i + 1]; e++) {
      const b = this.val[cible[e]];
      if (b < 0) continue;
      this.compteurs.verifications++;
      if ((tables[e][a] & (1 << b)) === 0) return false;
    }
    return true;
  }

  /** Forward checking : filtre le label de chaque voisin non instancié. Faux si l'un devient vide. */
  private forwardChecking(i: number, a: number): boolean {
    const { debut, cible, tables } = this.p;
    const { dom, val } = this;
    let verifications = 0;
    let ok = true;
    for (let e = debut[i], fin = debut[i + 1]; e < fin; e++) {
      const t = cible[e];
      if (val[t] >= 0) continue;
      const d = dom[t];
      verifications += compterBits(d);
      const filtre = d & tables[e][a];
      if (filtre === d) continue;
      this.changer(t, filtre);
      if (filtre === 0) {
        ok = false;
        break;
      }
    }
    this.compteurs.verifications += verifications;
    return ok;
  }

  /** MAC : le label de i se réduit à a, puis AC-3 part des arcs (voisin, i). */
  private maintenirArcs(i: number, a: number): boolean {
    const { debut, cible, inverse } = this.p;
    if (this.dom[i] !== 1 << a) this.changer(i, 1 << a);
    let queue = 0;
    for (let e = debut[i]; e < debut[i + 1]; e++) {
      if (this.val[cible[e]] >= 0) continue;
      queue = this.enfiler(inverse[e], queue);
    }
    return this.viderFile(0, queue);
  }

  /** AC-3 avant la recherche : tous les arcs, deux par contrainte, dans l'ordre des contraintes. */
  private ac3Initial(): boolean {
    let queue = 0;
    for (const e of this.p.arcsDesContraintes) queue = this.enfiler(e, queue);
    return this.viderFile(0, queue);
  }

  /** Ajoute l'arc e en fin de file s'il n'y est pas ; renvoie la nouvelle fin. */
  private enfiler(e: number, queue: number): number {
    if (this.enFile[e] === 1) return queue;
    this.enFile[e] = 1;
    this.file[queue % this.file.length] = e;
    return queue + 1;
  }

  /** La boucle d'AC-3 : révise les arcs de la file jusqu'à ce qu'elle soit vide ou qu'un label soit vide. */
  private viderFile(tete: number, queue: number): boolean {
    const { debut, cible, inverse } = this.p;
    const taille = this.file.length;
    while (tete < queue) {
      const e = this.file[tete++ % taille];
      this.enFile[e] = 0;
      const k = cible[inverse[e]]; // l'arc e part de k : on révise k
      if (!this.reviser(e, k)) continue;
      if (this.dom[k] === 0) {
        while (tete < queue) this.enFile[this.file[tete++ % taille]] = 0;
        return false;
      }
      for (let f = debut[k]; f < debut[k + 1]; f++) {
        if (f !== e && this.val[cible[f]] < 0) queue = this.enfiler(inverse[f], queue);
      }
    }
    return true;
  }

  /**
   * Révise l'arc e (de k vers m) : retire du label de k les valeurs sans
   * support dans celui de m. Les vérifications sont celles que ferait la
   * version simple, qui parcourt le label de m jusqu'au premier support.
   */
  private reviser(e: number, k: number): boolean {
    const m = this.p.cible[e];
    const d = this.dom[k];
    const dm = this.dom[m];
    if (this.p.difference[e] === 1) return this.reviserDifference(k, d, dm);
    const table = this.p.tables[e];
    let garde = d;
    let verifications = 0;
    for (let reste = d; reste !== 0; reste &= reste - 1) {
      const a = bitLePlusBas(reste);
      const supports = table[a] & dm;
      if (supports === 0) {
        verifications += compterBits(dm);
        garde &= ~(1 << a);
      } else {
        const premier = supports & -supports;
        verifications += compterBits(dm & (premier - 1)) + 1;
      }
    }
    this.compteurs.verifications += verifications;
    if (garde === d) return false;
    this.changer(k, garde);
    return true;
  }

  /**
   * La révision d'un arc « différent », sans boucle : une valeur a de k n'a
   * pas de support seulement si le label de m se réduit à {a}. Les
   * vérifications sont celles du parcours : une par valeur de k, plus une
   * quand la première valeur de m est a elle-même (il faut passer à la suivante).
   */
  private reviserDifference(k: number, d: number, dm: number): boolean {
    const premier = dm & -dm;
    if (dm !== premier) {
      this.compteurs.verifications += compterBits(d) + ((d & premier) !== 0 ? 1 : 0);
      return false;
    }
    this.compteurs.verifications += compterBits(d);
    if ((d & premier) === 0) return false;
    this.changer(k, d & ~premier);
    return true;
  }

  /** Change le label de t en notant l'ancien sur la pile de restauration. */
  private changer(t: number, masque: number): void {
    this.pileVar[this.hauteur] = t;
    this.pileMasque[this.hauteur] = this.dom[t];
    this.hauteur++;
    this.dom[t] = masque;
  }

  /** Défait tous les changements notés depuis la marque. */
  private restaurer(marque: number): void {
    while (this.hauteur > marque) {
      this.hauteur--;
      this.dom[this.pileVar[this.hauteur]] = this.pileMasque[this.hauteur];
    }
  }
}

// Les deux opérations sur les masques, écrites ici pour que le compilateur
// de JavaScript les recopie dans les boucles (un appel à travers un autre
// module lui coûte davantage).

/** Le nombre de bits à 1 d'un masque : la taille d'un label. */
export function compterBits(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Le rang du bit à 1 le plus bas (le masque ne doit pas être nul). */
export function bitLePlusBas(x: number): number {
  return 31 - Math.clz32(x & -x);
}
