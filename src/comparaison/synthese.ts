/**
 * Résumer les mesures de la leçon 6 : une ligne par algorithme, et des
 * conclusions écrites à partir des chiffres mesurés (rien n'y est décidé
 * d'avance : sur d'autres grilles ou une autre machine, elles changent).
 */
import { correlationDeRangs, mediane } from "../mesure/statistiques";
import { ecrireNombre } from "../notebook/tableau";
import { parAlgorithme, type Mesure } from "./mesures";

/** La leçon où chaque algorithme est présenté. */
export const LECON_DE: Readonly<Record<string, string>> = {
  td: "1",
  backtrack: "2",
  fc: "3",
  "fc-mrv": "3",
  mac: "3",
  rapide: "3 bis",
  profondeur: "4",
  glouton: "4",
  escalade: "4",
  recuit: "4",
  "min-conflits": "4",
  dpll: "5",
  cdcl: "5",
  minisat: "5",
};

/** Le bilan d'un algorithme sur toutes les grilles. */
export interface Synthese {
  algorithme: string;
  lecon: string;
  grilles: number;
  resolues: number;
  /** Budget épuisé (ou, pour une méthode exacte, grille prouvée insoluble). */
  nonResolues: number;
  fausses: number;
  /** Durées en millisecondes, sur toutes les grilles : une grille non résolue compte pour le temps passé. */
  medianeMs: number;
  maxMs: number;
  totalMs: number;
  /** Médiane des nœuds, et durée médiane d'un nœud en microsecondes. */
  noeudsMedians?: number;
  usParNoeud?: number;
}

/** Une synthèse par algorithme, dans l'ordre des mesures (celui du cours). */
export function synthetiser(mesures: readonly Mesure[]): Synthese[] {
  return [...parAlgorithme(mesures)].map(([algorithme, liste]) => {
    const durees = liste.map((m) => m.ms);
    const comptes = liste.filter((m) => m.noeuds !== undefined);
    // Le coût d'un nœud n'a de sens que si la grille en a demandé au moins un.
    const avecNoeuds = comptes.filter((m) => m.noeuds! > 0);
    return {
      algorithme,
      lecon: LECON_DE[algorithme] ?? "—",
      grilles: liste.length,
      resolues: liste.filter((m) => m.issue === "resolue").length,
      nonResolues: liste.filter((m) => m.issue === "budget-epuise" || m.issue === "insoluble")
        .length,
      fausses: liste.filter((m) => m.issue === "fausse").length,
      medianeMs: mediane(durees),
      maxMs: Math.max(...durees),
      totalMs: durees.reduce((s, d) => s + d, 0),
      noeudsMedians: comptes.length > 0 ? mediane(comptes.map((m) => m.noeuds!)) : undefined,
      usParNoeud:
        avecNoeuds.length > 0
          ? mediane(avecNoeuds.map((m) => (1000 * m.ms) / m.noeuds!))
          : undefined,
    };
  });
}

/** Les lignes du tableau de synthèse, pour `tableau(…)` dans un carnet. */
export function lignesDeSynthese(syntheses: readonly Synthese[]) {
  return syntheses.map((s) => ({
    algorithme: s.algorithme,
    leçon: s.lecon,
    résolues: `${s.resolues}/${s.grilles}`,
    "non résolues": s.nonResolues,
    fausses: s.fausses,
    "médiane (ms)": arrondi(s.medianeMs),
    "max (ms)": arrondi(s.maxMs),
    "total (ms)": Math.round(s.totalMs),
    "nœuds (médiane)": s.noeudsMedians,
    "µs par nœud": s.usParNoeud === undefined ? undefined : arrondi(s.usParNoeud),
  }));
}

/** Trois chiffres significatifs : assez pour comparer, pas plus que ce que l'horloge permet. */
function arrondi(x: number): number {
  return Number(x.toPrecision(3));
}

/** Un nombre à la française, avec le vrai signe moins : « −0,92 ». */
function nombre(x: number): string {
  return ecrireNombre(x).replace(/^-/, "−");
}

/** « 0,021 ms » */
function ms(x: number): string {
  return `${ecrireNombre(arrondi(x))} ms`;
}

/** « a, b et c » */
function enumerer(mots: readonly string[]): string {
  return mots.length <= 1 ? mots.join("") : `${mots.slice(0, -1).join(", ")} et ${mots.at(-1)}`;
}

/** « 3 grilles », « 1 grille » */
function grilles(n: number): string {
  return `${n} grille${n > 1 ? "s" : ""}`;
}

/**
 * Ce que disent les mesures, en phrases : réponses fausses, grilles non
 * résolues, classement par durée médiane, coût d'un nœud, et lien entre la
 * durée et le nombre de données (corrélation de rangs).
 */
export function conclusions(mesures: readonly Mesure[]): string[] {
  const syntheses = synthetiser(mesures);
  if (syntheses.length === 0) return ["Aucune mesure : rien à conclure."];
  const groupes = parAlgorithme(mesures);
  const phrases: string[] = [];
  const nGrilles = Math.max(...syntheses.map((s) => s.grilles));

  const fausses = syntheses.filter((s) => s.fausses > 0);
  phrases.push(
    fausses.length === 0
      ? `Aucune réponse fausse : chacune des ${mesures.length} solutions rendues a été vérifiée par estSolutionDe.`
      : `Réponses fausses : ${enumerer(fausses.map((s) => `${s.algorithme} (${grilles(s.fausses)})`))}. C'est une erreur de programme, à corriger avant toute conclusion.`,
  );

  const completes = syntheses.filter((s) => s.resolues === s.grilles);
  const incompletes = syntheses.filter((s) => s.resolues < s.grilles);
  if (completes.length > 0)
    phrases.push(
      `Ont résolu les ${grilles(nGrilles)} dans leur budget : ${enumerer(completes.map((s) => s.algorithme))}.`,
    );
  if (incompletes.length > 0)
    phrases.push(
      `N'ont pas tout résolu : ${enumerer(
        incompletes.map((s) => {
          const ratees = groupes.get(s.algorithme)!.filter((m) => m.issue !== "resolue");
          const ensembles = [...new Set(ratees.map((m) => m.ensemble))];
          return `${s.algorithme} (${grilles(ratees.length)} : ${enumerer(ensembles)})`;
        }),
      )}.`,
    );

  phrases.push(
    ...(completes.length > 0
      ? classement(completes, "Parmi ceux qui ont tout résolu")
      : classement(syntheses, "Aucun n'a tout résolu ; sur toutes les grilles")),
  );
  phrases.push(...coutDesNoeuds(syntheses, groupes));
  phrases.push(...lienAvecLesDonnees(groupes));
  return phrases;
}

/** Le plus rapide et le plus lent en médiane, parmi ceux qui ont tout résolu. */
function classement(syntheses: readonly Synthese[], debut: string): string[] {
  if (syntheses.length < 2) return [];
  const tries = [...syntheses].sort((a, b) => a.medianeMs - b.medianeMs);
  const [premier, second] = tries;
  const dernier = tries[tries.length - 1];
  return [
    `${debut}, la plus petite durée médiane est celle de ${premier.algorithme} (${ms(premier.medianeMs)}), ` +
      `puis ${second.algorithme} (${ms(second.medianeMs)}) ; la plus grande, celle de ${dernier.algorithme} ` +
      `(${ms(dernier.medianeMs)}), ${ecrireNombre(arrondi(dernier.medianeMs / premier.medianeMs))} fois plus.`,
  ];
}

/**
 * Peu de nœuds chers ou beaucoup de nœuds bon marché : les deux extrêmes du
 * coût d'un nœud, puis les algorithmes qui ont résolu des grilles sans aucun
 * nœud (la propagation seule a suffi).
 */
function coutDesNoeuds(syntheses: readonly Synthese[], groupes: Map<string, Mesure[]>): string[] {
  const phrases: string[] = [];
  const avec = syntheses.filter((s) => s.usParNoeud !== undefined);
  if (avec.length >= 2) {
    const parCout = [...avec].sort((a, b) => a.usParNoeud! - b.usParNoeud!);
    const [moinsCher, plusCher] = [parCout[0], parCout[parCout.length - 1]];
    phrases.push(
      `Un nœud coûte en médiane de ${nombre(arrondi(moinsCher.usParNoeud!))} µs (${moinsCher.algorithme}) ` +
        `à ${nombre(arrondi(plusCher.usParNoeud!))} µs (${plusCher.algorithme}), ` +
        `soit ${nombre(arrondi(plusCher.usParNoeud! / moinsCher.usParNoeud!))} fois plus.`,
    );
  }
  const sansNoeud = [...groupes]
    .map(([algo, liste]) => ({
      algo,
      n: liste.filter((m) => m.issue === "resolue" && m.noeuds === 0).length,
    }))
    .filter((x) => x.n > 0);
  if (sansNoeud.length > 0)
    phrases.push(
      `Grilles résolues sans aucun nœud, par la seule propagation : ${enumerer(
        sansNoeud.map((x) => `${grilles(x.n)} pour ${x.algo}`),
      )}.`,
    );
  return phrases;
}

/** La durée baisse-t-elle quand le nombre de données augmente ? */
function lienAvecLesDonnees(groupes: Map<string, Mesure[]>): string[] {
  const nettes: string[] = [];
  const faibles: string[] = [];
  for (const [algo, liste] of groupes) {
    if (liste.length < 5) continue;
    const rho = correlationDeRangs(
      liste.map((m) => m.donnees),
      liste.map((m) => m.ms),
    );
    if (Number.isNaN(rho)) continue;
    const texte = `${algo} (ρ = ${nombre(Number(rho.toFixed(2)))})`;
    if (rho <= -0.5) nettes.push(texte);
    else if (Math.abs(rho) < 0.3) faibles.push(texte);
  }
  const phrases: string[] = [];
  if (nettes.length > 0)
    phrases.push(
      `Plus il y a d'indices, plus la résolution est courte, nettement pour ${enumerer(nettes)}.`,
    );
  if (faibles.length > 0)
    phrases.push(
      `Le nombre d'indices n'explique presque pas la durée de ${enumerer(faibles)} : c'est la structure de la grille qui compte.`,
    );
  return phrases;
}
