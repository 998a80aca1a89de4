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
 *
 * La formule ne porte que les unités de la piste, sur les seules cases
 * qu'elles touchent : une unité éteinte ne contraint plus rien, et les
 * chiffres d'une case qu'aucune unité allumée ne contient sont fixés à faux
 * (ils n'apparaissent plus dans aucune clause active ; la réponse n'en dépend
 * pas). Le solveur, qui décide une à une toutes les variables libres pour
 * trouver un modèle, a ainsi deux à trois fois moins à faire : sur les trois
 * grilles de top95 les plus longues, 12 s → 6,5 s (machine chargée), avec la même explication.
 * Les faits se réduisent une fois les unités fixées, sur une formule plus
 * petite encore.
 */
import { creerSolveurCDCL } from "../sat/cdcl";
import type { Clause, Litteral } from "../sat/formules";
import type { InstanceSAT } from "../sat/solveur";
import { clausesExactementUn } from "./exactement-un";
import { geometrie, type Geometrie } from "./geometrie";
import type { Piste } from "./sondage";

export class Reducteur {
  private readonly g: Geometrie;

  constructor(taille: number) {
    this.g = geometrie(taille);
  }

  /** La piste réduite à un sous-ensemble minimal qui exclut encore les `supposees`. */
  reduire(piste: Piste, supposees: readonly number[]): Piste {
    const formule = new FormuleLocale(this.g, piste.unites);
    let unites = [...piste.unites];
    for (const u of piste.unites) {
      const sans = unites.filter((w) => w !== u);
      if (formule.impliquent(sans, piste.faits, supposees)) unites = sans;
    }
    const plusPetite = new FormuleLocale(this.g, unites);
    // Un fait dont aucune unité restante ne parle ne peut plus servir.
    let faits = piste.faits.filter((f) => plusPetite.touche(f));
    for (const f of [...faits]) {
      const sans = faits.filter((h) => h !== f);
      if (plusPetite.impliquent(unites, sans, supposees)) faits = sans;
    }
    return { unites, faits };
  }
}

/** Les clauses des unités d'une piste, à interrupteurs, sur les cases qu'elles touchent, renumérotées. */
class FormuleLocale {
  private readonly N: number;
  private readonly cases: number[];
  /** Le rang de chaque case touchée (−1 pour les autres) : ses chiffres sont les variables rang·N + v. */
  private readonly rang: Int32Array;
  private readonly sat: InstanceSAT;

  constructor(
    private readonly g: Geometrie,
    private readonly unites: readonly number[],
  ) {
    const N = (this.N = g.taille);
    this.cases = [...new Set(unites.flatMap((u) => g.casesDe[u]))].sort((a, b) => a - b);
    this.rang = new Int32Array(N * N).fill(-1);
    this.cases.forEach((x, k) => (this.rang[x] = k));
    const clauses: Clause[] = [];
    unites.forEach((u, k) => {
      const s = this.selecteur(k);
      for (const groupe of groupesDe(g, u)) {
        const litteraux = groupe.map((l) => this.local(l));
        for (const c of clausesExactementUn(litteraux)) clauses.push([-s, ...c]);
      }
    });
    const nombreDeVariables = this.cases.length * N + unites.length;
    this.sat = creerSolveurCDCL().creer({ nombreDeVariables, clauses });
  }

  private selecteur(k: number): number {
    return this.cases.length * this.N + 1 + k;
  }

  /** Vrai si la variable (ou son littéral) est celle d'une case touchée. */
  touche(l: Litteral): boolean {
    return this.rang[Math.floor((Math.abs(l) - 1) / this.N)] >= 0;
  }

  /** Le littéral renuméroté (la case doit être touchée). */
  private local(l: Litteral): Litteral {
    const x = Math.floor((Math.abs(l) - 1) / this.N);
    return Math.sign(l) * (this.rang[x] * this.N + Math.abs(l) - x * this.N);
  }

  /** Vrai si les unités allumées et les faits excluent que toutes les `supposees` soient vraies. */
  impliquent(
    allumees: readonly number[],
    faits: readonly number[],
    supposees: readonly number[],
  ): boolean {
    const N = this.N;
    const fixes = [...faits, ...supposees].filter((l) => this.touche(l)).map((l) => this.local(l));
    const hypotheses = [...fixes];
    const allumee = new Set(allumees);
    this.unites.forEach((u, k) =>
      hypotheses.push(allumee.has(u) ? this.selecteur(k) : -this.selecteur(k)),
    );
    const couvertes = new Uint8Array(this.cases.length);
    for (const u of allumees) for (const x of this.g.casesDe[u]) couvertes[this.rang[x]] = 1;
    const fixees = new Set(fixes.map(Math.abs));
    for (let k = 0; k < this.cases.length; k++) {
      if (couvertes[k]) continue;
      for (let v = k * N + 1; v <= k * N + N; v++) if (!fixees.has(v)) hypotheses.push(-v);
    }
    return this.sat.resoudre({ hypotheses }).statut === "insatisfiable";
  }
}

/** Les groupes « exactement un » d'une unité : un par chiffre pour une maison, ses chiffres pour une case. */
function groupesDe(g: Geometrie, u: number): number[][] {
  const N = g.taille;
  if (u >= 3 * N) return [Array.from({ length: N }, (_, k) => (u - 3 * N) * N + k + 1)];
  return Array.from({ length: N }, (_, k) => g.casesDe[u].map((x) => x * N + k + 1));
}
