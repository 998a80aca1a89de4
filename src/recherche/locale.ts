/**
 * Ce qu'ont en commun les recherches locales (escalade, recuit simulé) sur
 * la formulation de Lewis : leurs options de base, leur résultat, la
 * préparation de l'état initial et la courbe du coût au fil du temps.
 *
 * Une recherche locale ne garde qu'un état et ne revient jamais sur ses pas :
 * elle peut trouver une solution, mais jamais prouver qu'il n'y en a pas.
 * Son statut est donc `resolue` ou `budget-epuise`, jamais `insoluble`.
 */
import type { Grille } from "../grille/grille";
import { Hasard, graineAuHasard } from "../hasard/hasard";
import { ConfigurationLewis } from "./lewis";
import { entierAuMoins } from "./parametres";
import { fixerLesCasesForcees } from "./propagation";

/** Évaluations de mouvements au plus, par défaut. */
export const BUDGET_LOCAL = 1_000_000;

export interface OptionsLocales {
  /** Le nombre maximal de mouvements évalués (`BUDGET_LOCAL` par défaut). */
  budget?: number;
  /** La graine du hasard ; sans graine, une graine est tirée et rendue dans le résultat. */
  graine?: number;
  /** Remplir d'abord les cases qui n'ont qu'un candidat, comme Lewis (faux par défaut). */
  propagation?: boolean;
  /** Noter le coût toutes les `pasCourbe` évaluations, pour le tracer (rien par défaut). */
  pasCourbe?: number;
}

/** Le coût (et la température, pour le recuit) au fil des évaluations. */
export interface CourbeDeCout {
  evaluations: number[];
  cout: number[];
  temperature: number[];
}

export interface ResultatLocal {
  statut: "resolue" | "budget-epuise";
  /** La solution, si le coût 0 est atteint. */
  solution?: Grille;
  /** La meilleure configuration rencontrée, et son coût. */
  meilleure: Grille;
  meilleurCout: number;
  /** La graine employée : la même graine rejoue exactement la même recherche. */
  graine: number;
  /** Le point de départ, pour repérer les grilles résolues avant toute recherche. */
  depart: {
    /** Le coût de la première configuration tirée au hasard. */
    cout: number;
    /** Les cases que la recherche peut déplacer. */
    casesLibres: number;
    /** Les cases remplies par la propagation (0 sans propagation). */
    fixeesParPropagation: number;
  };
  /** `evaluations`, `mouvements` (acceptés), puis ceux propres à l'algorithme. */
  compteurs: Record<string, number>;
  courbe?: CourbeDeCout;
}

/** L'état de départ d'une recherche locale, et tout ce qu'elle emploie. */
export interface Depart {
  configuration: ConfigurationLewis;
  /** L'énoncé donné : ses indices sont ceux de la solution rendue. */
  enonce: Grille;
  /** L'énoncé effectivement cherché (complété par la propagation si elle est demandée). */
  cherche: Grille;
  hasard: Hasard;
  graine: number;
  fixeesParPropagation: number;
  budget: number;
  pasCourbe: number;
}

/** Contrôle les options communes et tire la configuration initiale. */
export function preparer(fonction: string, enonce: Grille, options: OptionsLocales): Depart {
  const { budget = BUDGET_LOCAL, graine = graineAuHasard(), propagation = false } = options;
  entierAuMoins(fonction, "budget", budget, 0);
  entierAuMoins(fonction, "pasCourbe", options.pasCourbe ?? 1, 1);
  if (!Number.isSafeInteger(graine)) {
    throw new RangeError(`${fonction} : graine doit être un entier, et non ${String(graine)}.`);
  }
  const hasard = new Hasard(graine);
  const propagee = propagation ? fixerLesCasesForcees(enonce) : undefined;
  const cherche = propagee ? propagee.grille : enonce;
  return {
    configuration: ConfigurationLewis.auHasard(cherche, hasard),
    enonce,
    cherche,
    hasard,
    graine,
    fixeesParPropagation: propagee ? propagee.fixees : 0,
    budget,
    pasCourbe: options.pasCourbe ?? 0,
  };
}

/**
 * Le suivi d'une recherche locale : compteurs, meilleure configuration,
 * courbe. Les algorithmes appellent `evaluer()` à chaque mouvement évalué
 * et `noter()` après chaque changement d'état.
 */
export class Suivi {
  /** La configuration courante ; l'escalade en tire une neuve à chaque redémarrage. */
  configuration: ConfigurationLewis;
  evaluations = 0;
  mouvements = 0;
  meilleurCout: number;
  /** Le coût de la configuration initiale, avant tout mouvement. */
  private readonly coutDepart: number;
  private readonly meilleuresValeurs: Uint8Array;
  readonly courbe?: CourbeDeCout;

  constructor(
    private readonly depart: Depart,
    private temperature = 0,
  ) {
    const c = depart.configuration;
    this.configuration = c;
    this.coutDepart = c.cout;
    this.meilleurCout = c.cout;
    this.meilleuresValeurs = c.valeurs.slice();
    if (depart.pasCourbe > 0) {
      this.courbe = { evaluations: [0], cout: [c.cout], temperature: [temperature] };
    }
  }

  /** Vrai tant qu'il reste du budget ; compte alors une évaluation de plus. */
  evaluer(): boolean {
    if (this.evaluations >= this.depart.budget) return false;
    this.evaluations++;
    const courbe = this.courbe;
    if (courbe && this.evaluations % this.depart.pasCourbe === 0) {
      courbe.evaluations.push(this.evaluations);
      courbe.cout.push(this.configuration.cout);
      courbe.temperature.push(this.temperature);
    }
    return true;
  }

  /** La température courante, pour la courbe du recuit. */
  fixerTemperature(t: number): void {
    this.temperature = t;
  }

  /** À appeler quand la configuration a changé : retient la meilleure. Vrai si elle l'est. */
  noter(): boolean {
    const c = this.configuration;
    if (c.cout >= this.meilleurCout) return false;
    this.meilleurCout = c.cout;
    this.meilleuresValeurs.set(c.valeurs);
    return true;
  }

  /** Le résultat final, avec les compteurs propres à l'algorithme. */
  resultat(autres: Record<string, number>): ResultatLocal {
    const d = this.depart;
    const meilleure = d.enonce.avecValeurs(Array.from(this.meilleuresValeurs));
    const resolue = this.meilleurCout === 0;
    const courbe = this.courbe;
    if (courbe && courbe.evaluations[courbe.evaluations.length - 1] !== this.evaluations) {
      courbe.evaluations.push(this.evaluations);
      courbe.cout.push(this.configuration.cout);
      courbe.temperature.push(this.temperature);
    }
    return {
      statut: resolue ? "resolue" : "budget-epuise",
      solution: resolue ? meilleure : undefined,
      meilleure,
      meilleurCout: this.meilleurCout,
      graine: d.graine,
      depart: {
        cout: this.coutDepart,
        casesLibres: d.configuration.libres.reduce((s, l) => s + l.length, 0),
        fixeesParPropagation: d.fixeesParPropagation,
      },
      compteurs: { evaluations: this.evaluations, mouvements: this.mouvements, ...autres },
      courbe,
    };
  }
}
