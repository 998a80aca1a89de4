/**
 * L'analyse d'un conflit de CDCL : de la clause en conflit, tirer une clause
 * nouvelle (conséquence de la formule) qui l'aurait évité.
 *
 * Schéma 1-UIP : tant que la clause contient plus d'un littéral du niveau
 * courant, on remplace le dernier affecté d'entre eux par sa raison (une
 * étape de *résolution* : (a ∨ x) et (b ∨ ¬x) donnent (a ∨ b)). Le littéral
 * du niveau courant qui reste est le « premier point d'implication unique »
 * (UIP) : toutes les déductions du dernier choix passent par lui.
 *
 * Les littéraux des niveaux fixes (0 : les faits ; 1 : les hypothèses de
 * l'appel, s'il y en a) n'entrent jamais dans la clause : ils sont vrais
 * pendant tout l'appel. Si l'on s'appuie sur une hypothèse, ou sur une
 * clause temporaire, la clause apprise ne vaut que sous les hypothèses :
 * l'analyse le signale (`dependDesHypotheses`).
 */
import { PAS_DE_RAISON as SANS_RAISON, type EtatCDCL } from "./cdcl-etat";
import { ENTETE as TAILLE_ENTETE, TEMPORAIRE as DRAPEAU_TEMPORAIRE } from "./memoire-clauses";

// Des copies locales : compilé en CommonJS (par swc hors des carnets, par TypeScript dans
// les carnets), un nom importé se relit à chaque usage sur l'objet du module qui l'exporte,
// et même par un accesseur avec swc ; l'analyse les lit à chaque littéral.
const PAS_DE_RAISON = SANS_RAISON;
const ENTETE = TAILLE_ENTETE;
const TEMPORAIRE = DRAPEAU_TEMPORAIRE;

export class AnalyseDeConflit {
  /** La clause apprise, ses `longueur` premières cases ; en place 0, l'UIP nié. */
  apprise = new Int32Array(1);
  longueur = 0;
  /** Vrai si la clause apprise ne vaut que sous les hypothèses de l'appel. */
  dependDesHypotheses = false;
  // Des piles en tableaux typés, réutilisées d'un conflit à l'autre : aucune allocation
  // par conflit, donc rien pour le ramasse-miettes (voir les mesures dans cdcl.ts).
  /** Les littéraux dont la variable est marquée dans `vu`, pour effacer les marques ensuite. */
  private marques = new Int32Array(1);
  private nombreDeMarques = 0;
  private aExplorer = new Int32Array(1);
  private tamponDeNiveau = 0;

  constructor(
    private readonly etat: EtatCDCL,
    private readonly minimisation: boolean,
  ) {
    this.agrandir(etat.nombreDeVariables);
  }

  /**
   * Analyse le conflit de la clause `conflit`, au-dessus du niveau fixe
   * `niveauFixe` : la clause apprise est dans `apprise`, sur `longueur` cases.
   */
  analyser(conflit: number, niveauFixe: number): void {
    const etat = this.etat;
    const { vu, niveau, pile, raison } = etat;
    const memoire = etat.memoire;
    const donnees = memoire.donnees; // aucune clause n'est rangée pendant l'analyse
    const apprise = this.apprise;
    let longueur = 1; // la place 0 est pour l'UIP
    let depend = false; // voir `dependDesHypotheses`, et plus bas pourquoi une variable locale
    const niveauCourant = etat.niveauCourant;
    let aRemplacer = 0; // littéraux du niveau courant pas encore remplacés par leur raison
    let l = -1;
    let k = etat.hauteur - 1;
    let clause = conflit;
    do {
      if (memoire.a(clause, TEMPORAIRE)) depend = true;
      const debut = clause + ENTETE;
      const fin = debut + donnees[clause];
      for (let m = debut; m < fin; m++) {
        const q = donnees[m];
        const v = q >> 1;
        if ((l !== -1 && v === l >> 1) || vu[v] === 1) continue;
        const n = niveau[v];
        if (n <= niveauFixe) {
          // Un fait (niveau 0) ou une hypothèse (niveau 1). Cette branche est rare : le
          // compilateur l'optimise sans l'avoir vue, et la première visite défait son code
          // optimisé s'il y trouve une opération qu'il ne connaît pas encore (comparaison,
          // lecture de tableau, écriture de champ). `if (n)` (n ≠ 0) et une variable
          // locale n'en ont pas : plus de recompilation (mesuré à froid, voir cdcl.ts).
          if (n) depend = true;
          continue;
        }
        vu[v] = 1;
        etat.activer(v);
        if (niveau[v] >= niveauCourant) aRemplacer++;
        else apprise[longueur++] = q;
      }
      // Le dernier littéral marqué de la pile est le prochain à remplacer par sa raison.
      while (vu[pile[k] >> 1] === 0) k--;
      l = pile[k--];
      clause = raison[l >> 1];
      vu[l >> 1] = 0;
      aRemplacer--;
    } while (aRemplacer > 0);
    apprise[0] = l ^ 1;
    this.dependDesHypotheses = depend;

    const marques = this.marques;
    for (let m = 1; m < longueur; m++) marques[m - 1] = apprise[m];
    this.nombreDeMarques = longueur - 1;
    this.longueur = longueur;
    if (this.minimisation) this.minimiser(niveauFixe);
    for (let m = 0; m < this.nombreDeMarques; m++) vu[marques[m] >> 1] = 0;
  }

  /**
   * Fait de la place pour n variables (une clause apprise en a au plus n + 1 littéraux).
   * Appelée par le solveur quand il en ajoute, et non par `analyser` : ce test et ces
   * allocations alourdiraient le code que le compilateur optimise pour chaque conflit.
   */
  agrandir(n: number): void {
    if (this.apprise.length > n) return;
    this.apprise = new Int32Array(2 * n + 2);
    this.marques = new Int32Array(2 * n + 2);
    this.aExplorer = new Int32Array(2 * n + 2);
  }

  /**
   * Retire de la clause apprise les littéraux *redondants* : ceux dont la
   * raison ne contient (de proche en proche) que des littéraux déjà dans la clause.
   */
  private minimiser(niveauFixe: number): void {
    const apprise = this.apprise;
    const { niveau, raison } = this.etat;
    // Un résumé des niveaux présents (un bit par niveau, modulo 32), pour abandonner vite.
    let niveaux = 0;
    for (let m = 1; m < this.longueur; m++) niveaux |= 1 << (niveau[apprise[m] >> 1] & 31);
    let j = 1;
    for (let m = 1; m < this.longueur; m++) {
      const q = apprise[m];
      if (raison[q >> 1] === PAS_DE_RAISON || !this.redondant(q, niveaux, niveauFixe)) {
        apprise[j++] = q;
      }
    }
    this.longueur = j;
  }

  private redondant(q: number, niveaux: number, niveauFixe: number): boolean {
    const { vu, niveau, raison } = this.etat;
    const memoire = this.etat.memoire;
    const donnees = memoire.donnees;
    const { aExplorer, marques } = this;
    let sommet = 0;
    aExplorer[sommet++] = q;
    const debutMarques = this.nombreDeMarques;
    let depend = false; // comme dans `analyser`
    while (sommet > 0) {
      const r = aExplorer[--sommet];
      const clause = raison[r >> 1];
      if (memoire.a(clause, TEMPORAIRE)) depend = true;
      const debut = clause + ENTETE;
      const fin = debut + donnees[clause];
      for (let m = debut; m < fin; m++) {
        const s = donnees[m];
        const u = s >> 1;
        if (u === r >> 1 || vu[u] === 1) continue;
        const n = niveau[u];
        if (n <= niveauFixe) {
          if (n) depend = true;
          continue;
        }
        if (raison[u] !== PAS_DE_RAISON && (niveaux & (1 << (niveau[u] & 31))) !== 0) {
          vu[u] = 1;
          aExplorer[sommet++] = s;
          marques[this.nombreDeMarques++] = s;
        } else {
          // Une décision, ou un niveau absent de la clause : q n'est pas redondant.
          for (let x = debutMarques; x < this.nombreDeMarques; x++) vu[marques[x] >> 1] = 0;
          this.nombreDeMarques = debutMarques;
          this.dependDesHypotheses = this.dependDesHypotheses || depend;
          return false;
        }
      }
    }
    this.dependDesHypotheses = this.dependDesHypotheses || depend;
    return true;
  }

  /** Le LBD de la clause apprise : le nombre de niveaux de décision différents parmi ses littéraux. */
  lbd(): number {
    const { niveau, marqueDeNiveau } = this.etat;
    const marque = ++this.tamponDeNiveau;
    let lbd = 0;
    for (let m = 0; m < this.longueur; m++) {
      const n = niveau[this.apprise[m] >> 1];
      if (marqueDeNiveau[n] !== marque) {
        marqueDeNiveau[n] = marque;
        lbd++;
      }
    }
    return lbd;
  }
}
