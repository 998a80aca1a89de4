/**
 * Min-conflits (« min-conflicts », S. Minton, M. Johnston, A. Philips et
 * P. Laird, 1992), la recherche locale des problèmes de contraintes :
 *   1. on part d'une affectation complète : chaque variable a une valeur,
 *      même si des contraintes sont violées ;
 *   2. à chaque pas, on tire au hasard une variable en conflit et on lui
 *      donne la valeur qui viole le moins de contraintes (à égalité, l'une
 *      d'elles au hasard, sa valeur actuelle comprise) ;
 *   3. on s'arrête quand plus rien n'est en conflit, ou au bout du budget.
 *
 * La formulation est celle du PSC de la leçon 2, pas celle de Lewis :
 *   - les variables sont les cases libres ; les indices ne bougent jamais ;
 *   - le domaine d'une case libre est réduit une fois pour toutes aux
 *     valeurs qu'aucun indice voisin ne porte (ses candidats) : un indice
 *     n'est alors jamais en conflit, seules les cases libres se gênent ;
 *   - deux cases sont voisines si elles partagent une ligne, une colonne ou
 *     un carré ; le coût est le nombre de paires de voisines de même valeur.
 * Pourquoi pas Lewis ? Son mouvement échange deux cases d'un carré : il
 * change deux variables à la fois et ne regarde que lignes et colonnes.
 * Min-conflits change la valeur d'une seule variable en pesant toutes les
 * contraintes où elle figure : c'est le modèle du PSC qui le permet. Sans
 * la réduction des domaines, nos essais résolvaient bien moins de grilles
 * difficiles, en trois à cinq fois plus de pas.
 *
 * Ce qui le distingue du recuit : le recuit tire un mouvement au hasard et
 * accepte parfois un mauvais ; min-conflits vise une variable fautive et
 * prend le meilleur de ses mouvements. Pour ne pas tourner en rond dans un
 * minimum local, il fait de temps en temps (probabilité `marche`) un pas
 * au hasard : la variable reçoit une valeur quelconque de son domaine.
 *
 * Le budget compte les pas ; un pas (une variable révisée) est une
 * évaluation, compteur `evaluations` et abscisse de la courbe, comme pour
 * l'escalade et le recuit. Chaque choix au hasard est un tirage
 * `hasard.entier(n)` parmi une liste rangée dans l'ordre de lecture (les
 * cases) ou croissant (les valeurs) : avec `marche: 0`, un pas consomme
 * exactement deux tirages, ce que l'exercice de la leçon 4 reprend.
 *
 * Une recherche locale ne prouve jamais qu'il n'y a pas de solution : le
 * statut est `resolue` ou `budget-epuise`.
 */
import { ErreurGrille } from "../socle/erreurs";
import type { Grille } from "../grille/grille";
import { decrireConflit, verifierGrille } from "../grille/regles";
import { Hasard, graineAuHasard } from "../hasard/hasard";
import { candidats, etatDepuisGrille } from "./formulation-grille";
import { BUDGET_LOCAL, type CourbeDeCout, type OptionsLocales, type ResultatLocal } from "./locale";
import { entierAuMoins } from "./parametres";
import { fixerLesCasesForcees } from "./propagation";

/** La probabilité d'un pas au hasard, par défaut : réglée sur les grilles de la leçon 6. */
export const MARCHE_ALEATOIRE = 0.1;

export interface OptionsMinConflits extends OptionsLocales {
  /** Le nombre maximal de pas (`BUDGET_LOCAL` par défaut). */
  budget?: number;
  /** La probabilité d'un pas au hasard plutôt que du meilleur, dans [0, 1] (`MARCHE_ALEATOIRE`). */
  marche?: number;
}

export function minConflits(enonce: Grille, options: OptionsMinConflits = {}): ResultatLocal {
  const f = "minConflits";
  const { budget = BUDGET_LOCAL, graine = graineAuHasard(), pasCourbe = 0 } = options;
  const marche = options.marche ?? MARCHE_ALEATOIRE;
  entierAuMoins(f, "budget", budget, 0);
  entierAuMoins(f, "pasCourbe", options.pasCourbe ?? 1, 1);
  if (!Number.isSafeInteger(graine)) {
    throw new RangeError(`${f} : graine doit être un entier, et non ${String(graine)}.`);
  }
  if (typeof marche !== "number" || !(marche >= 0 && marche <= 1)) {
    throw new RangeError(`${f} : marche doit être un réel de 0 à 1, et non ${String(marche)}.`);
  }
  refuserIndicesContradictoires(enonce);
  const hasard = new Hasard(graine);
  const propagee = options.propagation ? fixerLesCasesForcees(enonce) : undefined;
  const a = Affectation.auHasard(propagee ? propagee.grille : enonce, hasard);
  const suivi = new SuiviDesPas(a, pasCourbe);
  let [mouvements, marches] = [0, 0];
  while (a.cout > 0 && suivi.pas < budget) {
    const k = a.caseEnConflit(hasard);
    const auHasard = marche > 0 && hasard.reel() < marche;
    const permises = auHasard ? a.domaines[k] : a.valeursMinimales(k);
    const v = permises[hasard.entier(permises.length)];
    if (auHasard) marches++;
    if (v !== a.valeurs[k]) {
      a.affecter(k, v);
      mouvements++;
    }
    suivi.apresUnPas();
  }
  const meilleure = enonce.avecValeurs(Array.from(suivi.meilleures));
  const resolue = suivi.meilleurCout === 0;
  return {
    statut: resolue ? "resolue" : "budget-epuise",
    solution: resolue ? meilleure : undefined,
    meilleure,
    meilleurCout: suivi.meilleurCout,
    graine,
    depart: {
      cout: suivi.coutDepart,
      casesLibres: a.libres.length,
      fixeesParPropagation: propagee?.fixees ?? 0,
    },
    compteurs: { evaluations: suivi.pas, mouvements, marches },
    courbe: suivi.courbeFinale(),
  };
}

/** Des indices qui se contredisent rendent tout coût nul impossible : on le dit tout de suite. */
function refuserIndicesContradictoires(enonce: Grille): void {
  const { conflits } = verifierGrille(
    enonce.avecValeurs(enonce.valeurs.map((v, k) => (enonce.donnees[k] ? v : 0))),
  );
  if (conflits.length > 0) {
    throw new ErreurGrille(
      `les indices de l'énoncé se contredisent : ${conflits.map(decrireConflit).join(" ; ")}`,
    );
  }
}

/**
 * Une affectation complète, avec pour chaque case le nombre de ses voisines
 * de même valeur (ses conflits), tenu à jour : un pas ne touche que la case
 * changée et ses voisines, on ne recompte pas toute la grille.
 */
class Affectation {
  /** Le coût : les paires de voisines de même valeur. */
  cout = 0;
  /** Les conflits de chaque case : ses voisines de même valeur. */
  private readonly conflits: Int32Array;
  /** `egales[v]` : les voisines de valeur v de la case révisée (réutilisé d'un pas à l'autre). */
  private readonly egales: Int32Array;

  private constructor(
    /** Les valeurs ligne par ligne, indices compris. */
    readonly valeurs: Uint8Array,
    /** Les cases libres, dans l'ordre de lecture : les variables. */
    readonly libres: readonly number[],
    /** Le domaine de chaque case libre, par ordre croissant (vide pour un indice). */
    readonly domaines: readonly (readonly number[])[],
    /** Les voisines de chaque case. */
    private readonly voisines: readonly (readonly number[])[],
  ) {
    this.conflits = new Int32Array(valeurs.length);
    this.egales = new Int32Array(Math.round(Math.sqrt(valeurs.length)) + 1);
    for (let k = 0; k < valeurs.length; k++) {
      for (const p of voisines[k]) if (valeurs[p] === valeurs[k]) this.conflits[k]++;
      this.cout += this.conflits[k];
    }
    this.cout /= 2; // chaque paire a été comptée par ses deux cases
  }

  /**
   * Chaque case libre reçoit une valeur tirée dans son domaine, dans l'ordre
   * de lecture. Une case sans candidat (grille sans solution) garde toutes
   * les valeurs : elle reste en conflit avec un indice, et le coût avec elle.
   */
  static auHasard(enonce: Grille, hasard: Hasard): Affectation {
    const etat = etatDepuisGrille(enonce);
    const N = enonce.taille;
    const toutes = Array.from({ length: N }, (_, v) => v + 1);
    const libres: number[] = [];
    const domaines: number[][] = [];
    for (let k = 0; k < N * N; k++) {
      const libre = etat.valeurs[k] === 0;
      const possibles = libre ? candidats(etat, Math.floor(k / N), k % N) : [];
      domaines.push(libre && possibles.length === 0 ? toutes : possibles);
      if (libre) libres.push(k);
    }
    const valeurs = etat.valeurs.slice();
    for (const k of libres) valeurs[k] = hasard.choisir(domaines[k]);
    const voisines = Array.from({ length: N * N }, (_, k) => voisinesDe(N, enonce.n, k));
    return new Affectation(valeurs, libres, domaines, voisines);
  }

  /** Une case libre en conflit, tirée au hasard : on les compte, on tire un rang, on le retrouve. */
  caseEnConflit(hasard: Hasard): number {
    let enConflit = 0;
    for (const k of this.libres) if (this.conflits[k] > 0) enConflit++;
    let rang = hasard.entier(enConflit);
    for (const k of this.libres) if (this.conflits[k] > 0 && rang-- === 0) return k;
    throw new Error("caseEnConflit : aucune case libre en conflit, le coût devrait être nul");
  }

  /** Les valeurs du domaine de k qui ont le moins de voisines égales, par ordre croissant. */
  valeursMinimales(k: number): number[] {
    const egales = this.egales.fill(0);
    for (const p of this.voisines[k]) egales[this.valeurs[p]]++;
    let minimum = Infinity;
    for (const v of this.domaines[k]) minimum = Math.min(minimum, egales[v]);
    return this.domaines[k].filter((v) => egales[v] === minimum);
  }

  /** Donne la valeur v à la case k, et met à jour les conflits et le coût. */
  affecter(k: number, v: number): void {
    const ancienne = this.valeurs[k];
    if (v === ancienne) return;
    for (const p of this.voisines[k]) {
      if (this.valeurs[p] === ancienne) {
        this.conflits[p]--;
        this.conflits[k]--;
        this.cout--;
      } else if (this.valeurs[p] === v) {
        this.conflits[p]++;
        this.conflits[k]++;
        this.cout++;
      }
    }
    this.valeurs[k] = v;
  }
}

/** Les pas comptés, la meilleure affectation vue et la courbe du coût. */
class SuiviDesPas {
  pas = 0;
  readonly coutDepart: number;
  meilleurCout: number;
  meilleures: Uint8Array;
  private readonly courbe?: CourbeDeCout;

  constructor(
    private readonly a: Affectation,
    private readonly pasCourbe: number,
  ) {
    this.coutDepart = a.cout;
    this.meilleurCout = a.cout;
    this.meilleures = a.valeurs.slice();
    // Min-conflits n'a pas de température : la courbe la garde à 0.
    if (pasCourbe > 0) this.courbe = { evaluations: [0], cout: [a.cout], temperature: [0] };
  }

  apresUnPas(): void {
    this.pas++;
    if (this.a.cout < this.meilleurCout) {
      this.meilleurCout = this.a.cout;
      this.meilleures = this.a.valeurs.slice();
    }
    if (this.pasCourbe > 0 && this.pas % this.pasCourbe === 0) this.noter();
  }

  /** La courbe, avec le dernier point s'il n'y est pas déjà. */
  courbeFinale(): CourbeDeCout | undefined {
    if (this.courbe && this.courbe.evaluations[this.courbe.evaluations.length - 1] !== this.pas) {
      this.noter();
    }
    return this.courbe;
  }

  private noter(): void {
    this.courbe?.evaluations.push(this.pas);
    this.courbe?.cout.push(this.a.cout);
    this.courbe?.temperature.push(0);
  }
}

/** Les voisines de la case k : même ligne, même colonne ou même carré, k exclue. */
function voisinesDe(N: number, n: number, k: number): number[] {
  const [i, j] = [Math.floor(k / N), k % N];
  const [i0, j0] = [i - (i % n), j - (j % n)];
  const voisines = new Set<number>();
  for (let x = 0; x < N; x++) {
    voisines.add(i * N + x);
    voisines.add(x * N + j);
    voisines.add((i0 + Math.floor(x / n)) * N + j0 + (x % n));
  }
  voisines.delete(k);
  return [...voisines];
}
