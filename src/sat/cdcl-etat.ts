/**
 * L'état d'un solveur CDCL et ses opérations de base : affecter un littéral,
 * propager par littéraux surveillés, revenir en arrière. L'analyse des
 * conflits (`cdcl-analyse.ts`), l'oubli des clauses (`cdcl-oubli.ts`) et la
 * boucle de recherche (`cdcl.ts`) s'en servent.
 *
 * Littéraux : x_v est codé 2v et ¬x_v 2v + 1 ; la négation est `l ^ 1`, la
 * variable `l >> 1`. `valeur[l]` vaut 1 si l est vrai, −1 s'il est faux, 0 s'il est libre.
 */
import { ListesDePaires } from "./listes";
import { ENTETE as ENTETE_IMPORTE, MemoireDesClauses } from "./memoire-clauses";
import { TasDeVariables } from "./tas";

export const PAS_DE_RAISON = -1;

// Une copie locale : compilé en CommonJS (par swc hors des carnets, par TypeScript dans les
// carnets), un nom importé se relit à chaque usage sur l'objet du module qui l'exporte, et même
// par un accesseur avec swc ; la propagation le lit des millions de fois.
const ENTETE = ENTETE_IMPORTE;

export class EtatCDCL {
  nombreDeVariables = 0;
  private capacite = 0;

  // --- Affectation ---
  valeur = new Int8Array(2);
  niveau = new Int32Array(1);
  /** La place de la clause qui a forcé la variable, ou PAS_DE_RAISON (décision, hypothèse, fait). */
  raison = new Int32Array(1);
  /** La pile des littéraux vrais, dans l'ordre ; `tete` : le prochain à propager. */
  pile = new Int32Array(1);
  hauteur = 0;
  tete = 0;
  /** Où commence chaque niveau de décision dans la pile (les `niveauCourant` premières cases). */
  debutsDeNiveau = new Int32Array(1);
  /** Le niveau de décision courant : 0 pour les faits. */
  niveauCourant = 0;

  // --- Clauses ---
  readonly memoire = new MemoireDesClauses();
  /** Liste l : paires (clause, bloqueur) des clauses longues qui surveillent le littéral l. */
  readonly surveillees = new ListesDePaires();
  /** Liste l : paires (autre, clause) des clauses de deux littéraux (l ∨ autre). */
  readonly binaires = new ListesDePaires();

  // --- Heuristique ---
  activite = new Float64Array(1);
  increment = 1;
  /** La dernière valeur de chaque variable (1 vrai, 0 faux) : la sauvegarde de phase. */
  phase = new Uint8Array(1);
  readonly tas: TasDeVariables;

  // --- Marques pour l'analyse ---
  vu = new Uint8Array(1);
  marqueDeNiveau = new Int32Array(1);

  propagations = 0;

  constructor(private readonly phaseInitiale: boolean) {
    this.tas = new TasDeVariables(0, this.activite);
  }

  /** Fait de la place pour n variables : les tableaux typés sont réalloués au double. */
  agrandir(n: number): void {
    if (n > this.capacite) {
      const capacite = Math.max(n, 2 * this.capacite, 16);
      this.valeur = copier(this.valeur, new Int8Array(2 * capacite + 2));
      this.niveau = copier(this.niveau, new Int32Array(capacite + 1));
      this.raison = copier(this.raison, new Int32Array(capacite + 1));
      this.pile = copier(this.pile, new Int32Array(capacite + 1));
      this.activite = copier(this.activite, new Float64Array(capacite + 1));
      this.phase = copier(this.phase, new Uint8Array(capacite + 1));
      this.vu = copier(this.vu, new Uint8Array(capacite + 1));
      this.marqueDeNiveau = copier(this.marqueDeNiveau, new Int32Array(capacite + 2));
      this.debutsDeNiveau = copier(this.debutsDeNiveau, new Int32Array(capacite + 2));
      this.tas.agrandir(capacite, this.activite);
      this.capacite = capacite;
    }
    while (this.nombreDeVariables < n) {
      const v = ++this.nombreDeVariables;
      this.surveillees.agrandir(2 * v + 2);
      this.binaires.agrandir(2 * v + 2);
      this.raison[v] = PAS_DE_RAISON;
      this.phase[v] = this.phaseInitiale ? 1 : 0;
      this.tas.inserer(v);
    }
  }

  /**
   * Range une clause (les `longueur` premiers littéraux de `litteraux`, deux au
   * moins) et l'inscrit auprès des deux premiers, qu'elle surveille.
   */
  ajouterClause(litteraux: Int32Array, longueur: number, drapeaux: number, lbd: number): number {
    const place = this.memoire.ajouter(litteraux, longueur, drapeaux, lbd);
    const a = litteraux[0];
    const b = litteraux[1];
    if (longueur === 2) {
      this.binaires.ajouter(a, b, place);
      this.binaires.ajouter(b, a, place);
    } else {
      this.surveillees.ajouter(a, place, b);
      this.surveillees.ajouter(b, place, a);
    }
    return place;
  }

  /** La clause (a ∨ b) est-elle déjà rangée ? */
  contientBinaire(a: number, b: number): boolean {
    const liste = this.binaires.donnees[a];
    for (let k = 0; k < this.binaires.tailles[a]; k += 2) if (liste[k] === b) return true;
    return false;
  }

  affecter(l: number, raison: number): void {
    const v = l >> 1;
    this.valeur[l] = 1;
    this.valeur[l ^ 1] = -1;
    this.niveau[v] = this.niveauCourant;
    this.raison[v] = raison;
    this.pile[this.hauteur++] = l;
  }

  /**
   * La propagation unitaire par littéraux surveillés. Pour chaque littéral
   * devenu faux, seules les clauses qui le surveillent sont examinées : on leur
   * cherche un autre littéral non faux à surveiller ; s'il n'y en a pas, la
   * clause est unitaire (on force son autre littéral surveillé) ou en conflit.
   * Renvoie la place de la clause en conflit, ou −1.
   */
  propager(): number {
    // Tout ce que la boucle lit sans cesse est copié dans des variables locales : le
    // compilateur n'a plus à relire les champs de l'objet après chaque écriture.
    const { valeur, niveau, raison, pile } = this;
    const memoire = this.memoire.donnees; // aucune clause n'est rangée pendant la propagation
    const listes = this.surveillees.donnees;
    const tailles = this.surveillees.tailles;
    const binaires = this.binaires.donnees;
    const taillesBinaires = this.binaires.tailles;
    const niveauCourant = this.niveauCourant;
    let hauteur = this.hauteur;
    let tete = this.tete;
    let conflit = -1;
    while (tete < hauteur && conflit < 0) {
      const faux = pile[tete++] ^ 1;
      // Clauses de deux littéraux : (faux ∨ autre) force autre.
      const bin = binaires[faux];
      const finBin = taillesBinaires[faux];
      for (let k = 0; k < finBin; k += 2) {
        const autre = bin[k];
        const v = valeur[autre];
        if (v === 1) continue;
        if (v === -1) {
          conflit = bin[k + 1];
          break;
        }
        // L'affectation de `affecter`, écrite ici avec les variables locales.
        valeur[autre] = 1;
        valeur[autre ^ 1] = -1;
        niveau[autre >> 1] = niveauCourant;
        raison[autre >> 1] = bin[k + 1];
        pile[hauteur++] = autre;
      }
      if (conflit >= 0) break;
      // Clauses longues : le littéral faux va en 2e position, l'autre surveillé est en 1re.
      const liste = listes[faux];
      const fin = tailles[faux];
      let i = 0;
      let j = 0;
      while (i < fin) {
        const place = liste[i];
        const bloqueur = liste[i + 1];
        i += 2;
        // Le bloqueur, un littéral de la clause, est vrai : elle est satisfaite, sans la lire.
        if (valeur[bloqueur] === 1) {
          liste[j++] = place;
          liste[j++] = bloqueur;
          continue;
        }
        const debut = place + ENTETE;
        let premier = memoire[debut];
        if (premier === faux) {
          premier = memoire[debut + 1];
          memoire[debut] = premier;
          memoire[debut + 1] = faux;
        }
        if (premier !== bloqueur && valeur[premier] === 1) {
          liste[j++] = place;
          liste[j++] = premier;
          continue;
        }
        // Un autre littéral non faux à surveiller ? (Jamais `faux` : on n'écrit pas dans cette liste.)
        const finClause = debut + memoire[place];
        let k = debut + 2;
        while (k < finClause && valeur[memoire[k]] === -1) k++;
        if (k < finClause) {
          const nouveau = memoire[k];
          memoire[debut + 1] = nouveau;
          memoire[k] = faux;
          this.surveillees.ajouter(nouveau, place, premier);
          continue;
        }
        // Non : la clause reste surveillée ici, et elle est unitaire ou en conflit.
        liste[j++] = place;
        liste[j++] = premier;
        if (valeur[premier] === -1) {
          conflit = place;
          while (i < fin) liste[j++] = liste[i++];
        } else {
          valeur[premier] = 1;
          valeur[premier ^ 1] = -1;
          niveau[premier >> 1] = niveauCourant;
          raison[premier >> 1] = place;
          pile[hauteur++] = premier;
        }
      }
      tailles[faux] = j;
    }
    this.propagations += tete - this.tete;
    this.hauteur = hauteur;
    this.tete = conflit >= 0 ? hauteur : tete;
    return conflit;
  }

  /**
   * Défait tous les niveaux au-dessus de `cible` ; les variables libérées
   * retournent dans le tas (sauf en fin d'appel : le suivant reconstruit le tas).
   */
  retourArriere(cible: number, remettreDansLeTas: boolean): void {
    if (this.niveauCourant <= cible) return;
    const debut = this.debutsDeNiveau[cible];
    for (let k = this.hauteur - 1; k >= debut; k--) {
      const l = this.pile[k];
      const v = l >> 1;
      this.valeur[l] = 0;
      this.valeur[l ^ 1] = 0;
      this.raison[v] = PAS_DE_RAISON;
      this.phase[v] = l & 1 ? 0 : 1; // sauvegarde de phase
      if (remettreDansLeTas) this.tas.inserer(v);
    }
    this.hauteur = debut;
    this.tete = debut;
    this.niveauCourant = cible;
  }

  /** Ouvre un niveau de décision, qui commence au sommet de la pile. */
  nouveauNiveau(): void {
    this.debutsDeNiveau[this.niveauCourant++] = this.hauteur;
  }

  /** VSIDS : l'activité de v augmente de l'incrément courant, qui grandit à chaque conflit. */
  activer(v: number): void {
    this.activite[v] += this.increment;
    if (this.activite[v] > 1e100) {
      // Avant de sortir des nombres représentables, on divise tout.
      for (let u = 1; u <= this.nombreDeVariables; u++) this.activite[u] *= 1e-100;
      this.increment *= 1e-100;
    }
    this.tas.monter(v);
  }

  /** La variable libre la plus active, avec sa dernière valeur ; −1 si tout est affecté. */
  choisir(): number {
    while (!this.tas.estVide) {
      const v = this.tas.retirerMax();
      if (this.valeur[2 * v] === 0) return this.phase[v] === 1 ? 2 * v : 2 * v + 1;
    }
    return -1;
  }
}

function copier<T extends Int8Array | Int32Array | Uint8Array | Float64Array>(
  ancien: T,
  neuf: T,
): T {
  neuf.set(ancien);
  return neuf;
}
