/**
 * Réduire une explication avec le solveur CDCL du cours, comme Demystify :
 * chaque unité a son interrupteur (une variable « sélecteur » s, et chacune
 * de ses clauses devient ¬s ∨ clause), chaque fait est un littéral. Sous les
 * hypothèses « sélecteurs des unités citées, faits cités, candidat supposé
 * vrai », la formule est insatisfiable exactement quand ces unités et ces
 * faits éliminent le candidat. On retire alors les éléments un à un
 * (« deletion ») : si la formule reste insatisfiable sans lui, il ne servait
 * à rien. Ce qui reste est minimal : chaque unité, chaque fait est nécessaire
 * (minimal pour l'inclusion, pas forcément le plus court possible).
 */
import { auMoinsUn, auPlusUn } from "../sat/cardinalite";
import { creerSolveurCDCL } from "../sat/cdcl";
import { unitesSudoku, varSudoku } from "../sat/codage-sudoku";
import type { Clause } from "../sat/formules";
import type { InstanceSAT } from "../sat/solveur";
import { geometrie, type Geometrie } from "./geometrie";
import type { Piste } from "./sondage";

/** Le CDCL chargé des règles à interrupteurs, un par taille : les réponses ne dépendent pas de son passé. */
const instances = new Map<number, InstanceSAT>();

function instance(taille: number): InstanceSAT {
  let i = instances.get(taille);
  if (i === undefined) {
    i = creerSolveurCDCL().creer({
      nombreDeVariables: taille ** 3 + 4 * taille * taille,
      clauses: reglesAInterrupteurs(taille),
    });
    instances.set(taille, i);
  }
  return i;
}

/** Le sélecteur de l'unité u (numérotée comme dans la géométrie : maisons, puis cases). */
function selecteur(taille: number, u: number): number {
  return taille ** 3 + 1 + u;
}

/** Les clauses de chaque unité, « exactement un », chacune précédée de ¬s. */
function reglesAInterrupteurs(taille: number): Clause[] {
  const clauses: Clause[] = [];
  const exactementUn = (s: number, litteraux: number[]) => {
    for (const c of [...auMoinsUn(litteraux), ...auPlusUn(litteraux)]) clauses.push([-s, ...c]);
  };
  unitesSudoku(taille).forEach((cases, m) => {
    for (let v = 1; v <= taille; v++) {
      exactementUn(
        selecteur(taille, m),
        cases.map(([i, j]) => varSudoku(taille, i, j, v)),
      );
    }
  });
  for (let x = 0; x < taille * taille; x++) {
    const [i, j] = [Math.floor(x / taille), x % taille];
    const chiffres = Array.from({ length: taille }, (_, k) => varSudoku(taille, i, j, k + 1));
    exactementUn(selecteur(taille, 3 * taille + x), chiffres);
  }
  return clauses;
}

export class Reducteur {
  private readonly sat: InstanceSAT;

  private readonly g: Geometrie;
  /** Des marques réutilisées d'un appel à l'autre : variables fixées, cases touchées, unités citées. */
  private readonly fixees: Uint8Array;
  private readonly touchees: Uint8Array;
  private readonly citees: Uint8Array;

  constructor(private readonly taille: number) {
    this.sat = instance(taille);
    this.g = geometrie(taille);
    this.fixees = new Uint8Array(taille ** 3 + 1);
    this.touchees = new Uint8Array(taille * taille);
    this.citees = new Uint8Array(3 * taille + taille * taille);
  }

  /**
   * Vrai si les unités et les faits excluent que toutes les `supposees` soient
   * vraies. Les unités non citées sont éteintes, et les chiffres des cases
   * qu'aucune unité citée ne contient sont fixés à faux : ils n'apparaissent
   * plus dans aucune clause active, la réponse n'en dépend pas, et le solveur
   * n'a plus à les décider un à un pour trouver un modèle.
   */
  impliquent(piste: Piste, supposees: readonly number[]): boolean {
    const N = this.taille;
    const { fixees, touchees, citees } = this;
    const fixes = [...piste.faits, ...supposees];
    const hypotheses = [...fixes];
    for (const l of fixes) fixees[Math.abs(l)] = 1;
    for (const u of piste.unites) {
      citees[u] = 1;
      for (const x of this.g.casesDe[u]) touchees[x] = 1;
    }
    for (let u = 0; u < citees.length; u++) {
      hypotheses.push(citees[u] ? selecteur(N, u) : -selecteur(N, u));
    }
    for (let x = 0; x < N * N; x++) {
      if (touchees[x]) continue;
      for (let v = x * N + 1; v <= x * N + N; v++) if (!fixees[v]) hypotheses.push(-v);
    }
    for (const l of fixes) fixees[Math.abs(l)] = 0;
    citees.fill(0);
    touchees.fill(0);
    return this.sat.resoudre({ hypotheses }).statut === "insatisfiable";
  }

  /** La piste réduite à un sous-ensemble minimal qui exclut encore les `supposees`. */
  reduire(piste: Piste, supposees: readonly number[]): Piste {
    let unites = [...piste.unites];
    for (const u of piste.unites) {
      const sans = unites.filter((w) => w !== u);
      if (this.impliquent({ unites: sans, faits: piste.faits }, supposees)) unites = sans;
    }
    // Un fait dont aucune unité restante ne parle ne peut plus servir.
    let faits = piste.faits.filter((f) => this.touche(unites, Math.abs(f)));
    for (const f of [...faits]) {
      const sans = faits.filter((h) => h !== f);
      if (this.impliquent({ unites, faits: sans }, supposees)) faits = sans;
    }
    return { unites, faits };
  }

  /** Vrai si l'une des unités contient la case de la variable. */
  private touche(unites: readonly number[], variable: number): boolean {
    const x = Math.floor((variable - 1) / this.taille);
    return unites.some((u) => this.g.casesDe[u].includes(x));
  }
}
