/**
 * CDCL (« Conflict-Driven Clause Learning ») : le solveur rapide du cours,
 * construit comme MiniSat (Eén et Sörensson, 2003). Comme DPLL, il choisit,
 * propage, et revient en arrière ; mais à chaque conflit il *apprend* :
 *
 * - **Analyse du conflit (1-UIP).** On remonte les raisons des littéraux faux
 *   de la clause en conflit jusqu'au premier point par lequel passent toutes
 *   les implications du dernier niveau (le « premier UIP »). On en tire une
 *   clause nouvelle, conséquence de la formule, qui aurait évité ce conflit,
 *   et on la raccourcit des littéraux que les autres impliquent déjà.
 * - **Retour non chronologique.** Cette clause ne garde qu'un littéral du
 *   dernier niveau : on remonte au deuxième plus haut niveau de la clause, où
 *   elle devient unitaire et force tout de suite ce littéral.
 * - **Activité (VSIDS).** Chaque variable rencontrée dans une analyse gagne de
 *   l'activité, et toutes les activités s'érodent : on décide d'abord les
 *   variables des conflits récents. Un tas donne la plus active en O(log n).
 * - **Sauvegarde de phase.** Une variable reprend la dernière valeur qu'elle a eue.
 * - **Redémarrages (suite de Luby).** De temps en temps, on repart du niveau 0
 *   en gardant clauses apprises et activités : une mauvaise décision prise
 *   tout en haut ne coûte plus toute la recherche.
 * - **Littéraux surveillés.** Une clause ne réagit que lorsqu'un de ses deux
 *   littéraux surveillés devient faux ; on n'a rien à défaire en revenant en
 *   arrière. Les clauses de deux littéraux, très nombreuses dans le Sudoku
 *   (« pas ces deux valeurs à la fois »), ont leur propre liste, plus rapide.
 * - **Oubli.** Les clauses apprises s'accumulent : on jette régulièrement la
 *   moitié la moins utile, jugée par leur LBD (nombre de niveaux différents
 *   qu'elles touchent ; petit = précieux).
 * - **Hypothèses.** Les littéraux supposés vrais pour un appel (les données
 *   d'une grille) forment ensemble le niveau 1, que la recherche ne défait
 *   jamais pendant cet appel : ils y jouent le rôle de faits, comme le niveau 0.
 *   Une clause apprise en s'appuyant sur eux n'est vraie que sous ces
 *   hypothèses : elle est *temporaire*. Les autres restent, et servent aux
 *   appels suivants. Après un appel réussi, le niveau 1 reste en place : si
 *   l'appel suivant reprend toutes ces hypothèses (la preuve d'unicité : mêmes
 *   données, plus l'activation de la clause de blocage), il repart de là, avec
 *   les clauses temporaires, sans rien repropager. Sinon, on revient au niveau 0
 *   et l'on oublie les clauses temporaires. Ainsi les règles du Sudoku se
 *   chargent une fois, et chaque grille se résout comme dans un solveur neuf.
 *
 * Représentation : le littéral x_v est codé 2v, et ¬x_v est 2v + 1 ; la
 * négation est donc `l ^ 1` et la variable `l >> 1`. Les tableaux sont typés
 * (Int8Array, Int32Array…) : plus compacts, et plus rapides en JavaScript.
 * Les clauses sont rangées bout à bout dans un seul tableau (`MemoireDesClauses`)
 * et désignées par leur place dans ce tableau.
 *
 * Mesures qui ont guidé ces choix (`npm run bench:sat-natif` : 100 formules
 * 3-SAT aléatoires de 100 variables et 426 clauses, lecture DIMACS comprise,
 * dans un processus neuf ; Node 20 sur la machine du cours, AMD EPYC, 2 cœurs ;
 * médianes ; « froid » : la première passe, JIT compris) :
 * - point de départ : 356 ms à froid, 261 ms à chaud (MiniSat 2.2 natif : 47 à 75 ms
 *   selon la charge de la machine) ;
 * - lecture DIMACS caractère par caractère (`dimacs.ts`) : 356 → 323 ms à froid,
 *   261 → 246 ms à chaud ;
 * - aucune allocation par conflit (clause apprise, piles de l'analyse et débuts de
 *   niveau en tableaux typés réutilisés, plus de `tableau.length = 0`, qui rend sa
 *   mémoire et oblige à la reprendre) : 246 → 211 ms à chaud ; le ramasse-miettes
 *   passe de 10 % du temps à moins de 1 % ;
 * - propagation sur des variables locales (affectation écrite dans la boucle) :
 *   211 → 205 ms à chaud ; listes de surveillance de huit paires d'emblée :
 *   chargement des clauses 9 → 7,5 ms ;
 * - mémoire des clauses réservée d'avance : pas de gain mesurable, mais plus de
 *   recompilation de l'analyse quand `donnees` change en cours de route ;
 * - plus d'opération inconnue du compilateur dans les branches rares de l'analyse
 *   (`cdcl-analyse.ts`) : deux désoptimisations de moins par processus, 5 à 8 ms à
 *   froid. Il en reste deux, dans la propagation des clauses binaires, à la première
 *   clause binaire apprise (les formules 3-SAT n'en ont pas d'autres).
 * Essayés sans gain : oublier plus tôt les clauses apprises (premier oubli à 150,
 * 300 ou 500 conflits au lieu de 2000 : 190 à 204 ms contre 195) ; ne récrire une
 * surveillance que si elle a bougé. Options de V8 (à froid, machine chargée) :
 * `--max-semi-space-size=16` ou `32` et `--maglev` sans effet, `--no-lazy-feedback-allocation`
 * et `--interrupt-budget=16000` plus lents (+ 70 à 90 ms), `--no-concurrent-recompilation`
 * − 20 ms, mais elle ne se règle qu'au lancement de Node : non retenue.
 * Profil à froid ensuite : propagation 46 %, analyse des conflits 18 %, décisions et
 * tas 12 %, apprentissage (retour en arrière, rangement) 10 %, lecture 6 %,
 * chargement 4 %, ramasse-miettes 0,4 %.
 */
import { AnalyseDeConflit } from "./cdcl-analyse";
import { EtatCDCL, PAS_DE_RAISON } from "./cdcl-etat";
import {
  oublierLesMoinsUtiles,
  oublierLesTemporaires,
  type RegistreDesApprises,
} from "./cdcl-oubli";
import type { Litteral } from "./formules";
import { luby } from "./luby";
import { APPRISE, ENTETE, TEMPORAIRE } from "./memoire-clauses";
import type { FNC } from "./probleme";
import {
  lireBudget,
  verifierHypotheses,
  type InstanceSAT,
  type OptionsSAT,
  type ResultatSAT,
  type SolveurSAT,
  type StatutSAT,
} from "./solveur";

export interface OptionsCDCL {
  /** « luby » : redémarrer après luby(k) × `uniteLuby` conflits ; « aucun » : jamais. */
  redemarrages?: "luby" | "aucun";
  uniteLuby?: number;
  /**
   * Le facteur d'érosion des activités à chaque conflit. Comme dans Glucose, il
   * part de `erosionInitiale` à chaque appel (les activités suivent alors de très
   * près les derniers conflits) et monte de 0,01 tous les 100 conflits jusqu'à
   * `erosion` (0,95, la valeur de MiniSat) : les appels courts, comme une grille
   * de Sudoku, en profitent ; les longues recherches retrouvent le réglage classique.
   */
  erosion?: number;
  erosionInitiale?: number;
  /** Retirer de chaque clause apprise les littéraux que les autres impliquent déjà. */
  minimisation?: boolean;
  /** Nombre de conflits avant le premier oubli de clauses apprises, puis l'écart ajouté à chaque fois. */
  premierOubli?: number;
  ecartOubli?: number;
  /** La valeur essayée d'abord pour une variable jamais affectée (MiniSat : faux). */
  phaseInitiale?: boolean;
}

/** Les réglages par défaut du CDCL, ceux de MiniSat et Glucose à peu de chose près. */
export const REGLAGES_CDCL: Required<OptionsCDCL> = {
  redemarrages: "luby",
  uniteLuby: 100,
  erosion: 0.95,
  erosionInitiale: 0.8,
  minimisation: true,
  premierOubli: 2000,
  ecartOubli: 300,
  phaseInitiale: false,
};

/** Un littéral DIMACS (±v) dans le codage interne : 2v ou 2v + 1. */
const interne = (l: Litteral) => (l > 0 ? 2 * l : -2 * l + 1);

class InstanceCDCL implements InstanceSAT {
  private readonly etat: EtatCDCL;
  private readonly analyse: AnalyseDeConflit;
  private readonly registre: RegistreDesApprises = {
    apprises: [],
    temporaires: [],
    compactions: 0,
  };
  /** Une clause vide a été déduite au niveau 0 : insatisfiable pour toujours. */
  private insatisfiable = false;
  /** 1 si des hypothèses occupent le niveau 1 : les niveaux 0 à `niveauFixe` ne sont jamais défaits. */
  private niveauFixe = 0;
  /** Les clauses unitaires apprises sans les hypothèses, à garder pour de bon. */
  private readonly unitesAGarder: number[] = [];
  /** Les hypothèses laissées en place au niveau 1 par l'appel précédent, ou `null`. */
  private enPlace: number[] | null = null;
  private prochainOubli: number;
  private ecartOubli: number;
  private dernierModele: boolean[] = [];
  /** Les littéraux d'une clause à ranger, réutilisé d'une clause à l'autre. */
  private tampon = new Int32Array(16);
  private readonly compteurs = {
    decisions: 0,
    conflits: 0,
    redemarrages: 0,
    apprises: 0,
    oubliees: 0,
  };

  constructor(
    fnc: FNC,
    private readonly reglages: Required<OptionsCDCL>,
  ) {
    this.etat = new EtatCDCL(reglages.phaseInitiale);
    this.etat.agrandir(fnc.nombreDeVariables);
    this.analyse = new AnalyseDeConflit(this.etat, reglages.minimisation);
    this.prochainOubli = reglages.premierOubli;
    this.ecartOubli = reglages.premierOubli;
    // La place de la formule, et autant pour les clauses apprises.
    let cases = 0;
    for (const c of fnc.clauses) cases += ENTETE + c.length;
    this.etat.memoire.reserver(2 * cases);
    for (const c of fnc.clauses) this.ajouterClause(c);
  }

  get nombreDeVariables(): number {
    return this.etat.nombreDeVariables;
  }

  nouvelleVariable(): number {
    this.agrandir(this.etat.nombreDeVariables + 1);
    return this.etat.nombreDeVariables;
  }

  /**
   * Ajoute une clause, pour de bon : ses littéraux faux au niveau 0 disparaissent,
   * une clause vraie au niveau 0 est inutile, une clause unitaire devient un
   * fait, une clause en double est ignorée. Si des hypothèses sont restées en
   * place, on essaie de garder le niveau 1 (voir `attacherSousHypotheses`).
   */
  ajouterClause(clause: readonly Litteral[]): void {
    let max = 0;
    for (let k = 0; k < clause.length; k++) {
      const l = clause[k];
      // Un littéral incorrect : le contrôle des hypothèses le refuse, avec son message.
      if (!Number.isInteger(l) || l === 0) verifierHypotheses(clause, Infinity);
      max = Math.max(max, Math.abs(l));
    }
    this.agrandir(max);
    if (this.tampon.length < clause.length) this.tampon = new Int32Array(2 * clause.length);
    const { valeur, niveau, vu } = this.etat;
    const litteraux = this.tampon;
    let longueur = 0;
    let toujoursVraie = false;
    // `vu` marque les variables déjà rencontrées (1 : positive, 2 : négative), sans double boucle.
    for (let k = 0; k < clause.length; k++) {
      const l = interne(clause[k]);
      const marque = l & 1 ? 2 : 1;
      const v = l >> 1;
      const auNiveau0 = valeur[l] !== 0 && niveau[v] === 0;
      if ((auNiveau0 && valeur[l] === 1) || vu[v] === 3 - marque) toujoursVraie = true;
      else if (!auNiveau0 && vu[v] === 0) {
        vu[v] = marque;
        litteraux[longueur++] = l;
      }
    }
    for (let k = 0; k < longueur; k++) vu[litteraux[k] >> 1] = 0;
    if (toujoursVraie) return;
    if (this.enPlace !== null) {
      if (this.attacherSousHypotheses(Array.from(litteraux.subarray(0, longueur)))) return;
      this.quitterLesHypotheses();
    }
    if (longueur === 0) this.insatisfiable = true;
    else if (longueur === 1) this.etat.affecter(litteraux[0], PAS_DE_RAISON);
    // Le codage du Sudoku contient des clauses binaires en double (deux cases d'une même
    // ligne *et* d'un même carré) : une sur huit, autant de travail en moins.
    else if (longueur > 2 || !this.etat.contientBinaire(litteraux[0], litteraux[1])) {
      this.etat.ajouterClause(litteraux, longueur, 0, 0);
    }
  }

  /** Fait de la place pour n variables, dans l'état et dans l'analyse. */
  private agrandir(n: number): void {
    this.etat.agrandir(n);
    this.analyse.agrandir(this.etat.nombreDeVariables);
  }

  /**
   * Range une clause alors que le niveau 1 est en place : il faut qu'elle
   * surveille des littéraux non faux, ou qu'elle force aussitôt son dernier
   * littéral libre (au niveau 1 : cela ne vaut que sous ces hypothèses). Renvoie
   * faux si c'est impossible (clause unitaire, ou fausse sous les hypothèses) :
   * il faudra revenir au niveau 0.
   */
  private attacherSousHypotheses(litteraux: number[]): boolean {
    const { valeur } = this.etat;
    if (litteraux.length < 2) return false;
    // Les littéraux non faux d'abord (les vrais en tête), les faux (du niveau 1) ensuite.
    const rang = (l: number) => (valeur[l] === 1 ? 0 : valeur[l] === 0 ? 1 : 2);
    const ordonnes = [...litteraux].sort((a, b) => rang(a) - rang(b));
    const nonFaux = ordonnes.filter((l) => valeur[l] !== -1).length;
    if (nonFaux === 0) return false;
    const place = this.etat.ajouterClause(Int32Array.from(ordonnes), ordonnes.length, 0, 0);
    if (nonFaux === 1 && valeur[ordonnes[0]] === 0) this.etat.affecter(ordonnes[0], place);
    return true;
  }

  /** Revient au niveau 0 : les hypothèses en place et les clauses temporaires sont oubliées. */
  private quitterLesHypotheses(): void {
    this.etat.retourArriere(0, false);
    this.niveauFixe = 0;
    this.enPlace = null;
    oublierLesTemporaires(this.etat, this.registre);
    for (const l of this.unitesAGarder.splice(0)) {
      if (this.etat.valeur[l] === 0) this.etat.affecter(l, PAS_DE_RAISON);
    }
  }

  resoudre(options: OptionsSAT = {}): ResultatSAT {
    const budget = lireBudget(options.budget, solveurCDCL.budgetParDefaut);
    const hypotheses = options.hypotheses ?? [];
    verifierHypotheses(hypotheses, this.nombreDeVariables);
    const avant = {
      ...this.compteurs,
      propagations: this.etat.propagations,
      compactions: this.registre.compactions,
    };
    const internes = hypotheses.map(interne);
    // Le niveau 1 en place ne sert que si cet appel reprend toutes ses hypothèses.
    if (this.enPlace !== null) {
      const nouvelles = new Set(internes);
      if (!this.enPlace.every((h) => nouvelles.has(h))) this.quitterLesHypotheses();
    }
    const statut = this.chercher(internes, budget);
    if (statut === "satisfiable" && this.niveauFixe === 1) {
      this.etat.retourArriere(1, false); // le niveau 1 reste en place pour l'appel suivant
      this.enPlace = internes;
    } else {
      this.quitterLesHypotheses();
    }
    const compteurs: Record<string, number> = {
      decisions: this.compteurs.decisions - avant.decisions,
      propagations: this.etat.propagations - avant.propagations,
      conflits: this.compteurs.conflits - avant.conflits,
      redemarrages: this.compteurs.redemarrages - avant.redemarrages,
      apprises: this.compteurs.apprises - avant.apprises,
      oubliees: this.compteurs.oubliees - avant.oubliees,
      compactions: this.registre.compactions - avant.compactions,
    };
    if (statut !== "satisfiable") return { statut, compteurs };
    return { statut, modele: this.dernierModele, compteurs };
  }

  /** La boucle CDCL : propager ; en cas de conflit, apprendre ; sinon décider. */
  private chercher(hypotheses: number[], budget: number): StatutSAT {
    const etat = this.etat;
    if (this.insatisfiable) return "insatisfiable";
    if (this.enPlace === null) {
      if (etat.propager() >= 0) {
        this.insatisfiable = true; // conflit sans aucun choix : la formule elle-même est fausse
        return "insatisfiable";
      }
      if (hypotheses.length > 0) {
        this.niveauFixe = 1;
        etat.nouveauNiveau();
      }
    }
    // Les hypothèses, toutes ensemble au niveau 1 (en place, il n'y a que les nouvelles à ajouter).
    for (const h of hypotheses) {
      if (etat.valeur[h] === -1) return "insatisfiable"; // contredite par la formule ou une autre hypothèse
      if (etat.valeur[h] === 0) etat.affecter(h, PAS_DE_RAISON);
    }
    if (etat.propager() >= 0) {
      if (etat.niveauCourant === 0) this.insatisfiable = true;
      return "insatisfiable";
    }
    // Le tas ne garde que les variables encore libres : les autres le restent tout l'appel.
    etat.tas.reconstruire(etat.nombreDeVariables, (v) => etat.valeur[2 * v] === 0);
    let conflitsIci = 0;
    let erosion = Math.min(this.reglages.erosionInitiale, this.reglages.erosion);
    let numeroRedemarrage = 0;
    let avantRedemarrage = this.limiteDeRedemarrage(numeroRedemarrage);
    for (;;) {
      const conflit = etat.propager();
      if (conflit >= 0) {
        this.compteurs.conflits++;
        conflitsIci++;
        avantRedemarrage--;
        if (etat.niveauCourant <= this.niveauFixe) {
          // Conflit sans aucun choix : la formule est fausse (niveau 0), ou fausse sous les hypothèses.
          if (etat.niveauCourant === 0) this.insatisfiable = true;
          return "insatisfiable";
        }
        this.analyse.analyser(conflit, this.niveauFixe);
        this.apprendre();
        if (conflitsIci % 100 === 0) erosion = Math.min(this.reglages.erosion, erosion + 0.01);
        etat.increment /= erosion;
        continue;
      }
      if (conflitsIci >= budget) return "budget-epuise";
      if (avantRedemarrage <= 0) {
        this.compteurs.redemarrages++;
        etat.retourArriere(this.niveauFixe, true);
        avantRedemarrage = this.limiteDeRedemarrage(++numeroRedemarrage);
      }
      if (this.compteurs.conflits >= this.prochainOubli) {
        this.compteurs.oubliees += oublierLesMoinsUtiles(etat, this.registre);
        this.ecartOubli += this.reglages.ecartOubli;
        this.prochainOubli = this.compteurs.conflits + this.ecartOubli;
      }
      const suivant = etat.choisir();
      if (suivant === -1) {
        this.dernierModele = this.modele();
        return "satisfiable";
      }
      this.compteurs.decisions++;
      etat.nouveauNiveau();
      etat.affecter(suivant, PAS_DE_RAISON);
    }
  }

  /** Apprend la clause : retour au niveau où elle devient unitaire, et affectation de son UIP. */
  private apprendre(): void {
    const etat = this.etat;
    const { apprise, longueur, dependDesHypotheses: temporaire } = this.analyse;
    if (longueur === 1) {
      // Un fait : vrai au niveau 0, ou seulement sous les hypothèses s'il en dépend.
      if (!temporaire && this.niveauFixe > 0) this.unitesAGarder.push(apprise[0]);
      etat.retourArriere(this.niveauFixe, true);
      etat.affecter(apprise[0], PAS_DE_RAISON);
      return;
    }
    // Le littéral du plus haut niveau après l'UIP va en place 1 : c'est là qu'on revient.
    let m = 1;
    for (let x = 2; x < longueur; x++) {
      if (etat.niveau[apprise[x] >> 1] > etat.niveau[apprise[m] >> 1]) m = x;
    }
    const second = apprise[m];
    apprise[m] = apprise[1];
    apprise[1] = second;
    etat.retourArriere(etat.niveau[second >> 1], true);
    const drapeaux = APPRISE | (temporaire ? TEMPORAIRE : 0);
    const place = etat.ajouterClause(apprise, longueur, drapeaux, this.analyse.lbd());
    this.registre.apprises.push(place);
    if (temporaire) this.registre.temporaires.push(place);
    this.compteurs.apprises++;
    etat.affecter(apprise[0], place);
  }

  private limiteDeRedemarrage(k: number): number {
    return this.reglages.redemarrages === "luby" ? luby(k) * this.reglages.uniteLuby : Infinity;
  }

  private modele(): boolean[] {
    const n = this.etat.nombreDeVariables;
    const modele = new Array<boolean>(n + 1);
    modele[0] = false;
    for (let v = 1; v <= n; v++) modele[v] = this.etat.valeur[2 * v] === 1;
    return modele;
  }
}

/** Crée le solveur CDCL avec d'autres réglages (voir `REGLAGES_CDCL`). */
export function creerSolveurCDCL(options: OptionsCDCL = {}): SolveurSAT {
  const reglages = { ...REGLAGES_CDCL, ...options };
  return {
    nom: "cdcl",
    description:
      "CDCL rapide : littéraux surveillés, apprentissage 1-UIP, redémarrages de Luby, activité VSIDS",
    uniteBudget: "conflits",
    budgetParDefaut: 10_000_000,
    creer: (fnc) => new InstanceCDCL(fnc, reglages),
  };
}

/** CDCL avec ses réglages par défaut. */
export const solveurCDCL: SolveurSAT = creerSolveurCDCL();
