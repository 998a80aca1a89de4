/**
 * Le sondage d'un candidat : on le suppose vrai et on propage les unités
 * (une case n'a qu'un chiffre ; un chiffre n'a qu'une place par ligne,
 * colonne ou carré). Si l'on tombe sur une contradiction, le candidat est
 * faux, et le chemin de la contradiction, remonté de raison en raison, donne
 * une première explication : les unités qui ont servi et les faits d'où
 * elle est partie. Elle est juste mais rarement la plus courte : le
 * raisonnement minimal la réduit ensuite avec le solveur SAT.
 */
import type { Etat } from "./etat";
import { geometrie, uniteDeCase } from "./geometrie";

/** Une explication à réduire : des unités et des faits (variables signées). */
export interface Piste {
  unites: number[];
  faits: number[];
}

/**
 * Les contraintes « exactement un », en numéros : une par case (ses N
 * chiffres), puis une par maison et par chiffre (ses N places).
 */
interface Groupes {
  taille: number;
  variables: Int32Array;
  unite: Int32Array;
  /** Les quatre groupes de chaque variable : sa case, sa ligne, sa colonne, son carré. */
  groupesDe: Int32Array;
}

const cache = new Map<number, Groupes>();

function groupes(taille: number): Groupes {
  const dejaLa = cache.get(taille);
  if (dejaLa !== undefined) return dejaLa;
  const g = geometrie(taille);
  const N = taille;
  const nombre = N * N + 3 * N * N;
  const variables = new Int32Array(nombre * N);
  const unite = new Int32Array(nombre);
  const groupesDe = new Int32Array((N * N * N + 1) * 4);
  const remplis = new Int32Array(N * N * N + 1);
  const ajouter = (gid: number, k: number, variable: number) => {
    variables[gid * N + k] = variable;
    groupesDe[variable * 4 + remplis[variable]++] = gid;
  };
  for (let x = 0; x < N * N; x++) {
    unite[x] = uniteDeCase(g, x);
    for (let v = 1; v <= N; v++) ajouter(x, v - 1, x * N + v);
  }
  g.maisons.forEach((cases, m) => {
    for (let v = 1; v <= N; v++) {
      const gid = N * N + m * N + v - 1;
      unite[gid] = m;
      cases.forEach((y, k) => ajouter(gid, k, y * N + v));
    }
  });
  const faits: Groupes = { taille, variables, unite, groupesDe };
  cache.set(taille, faits);
  return faits;
}

export class Sondage {
  private readonly gr: Groupes;
  /** 1 vrai, −1 faux, 0 inconnu. */
  private readonly valeur: Int8Array;
  private readonly estUnFait: Uint8Array;
  /** Le groupe qui a forcé la variable, et la variable vraie qui l'a exclue (0 : toutes les autres fausses). */
  private readonly raison: Int32Array;
  private readonly cause: Int32Array;
  private readonly trace: number[] = [];
  private readonly vue: Uint32Array;
  private remontees = 0;

  /** Les unités dont on propage les groupes (toutes, ou celles d'une piste). */
  private readonly active: Uint8Array;

  /**
   * Le sondage sur tout ce qu'on sait de l'état ; ou, avec une `piste`, sur ses
   * seules unités et ses seuls faits (ce qu'ils impliquent à eux seuls).
   */
  constructor(e: Etat, piste?: Piste) {
    this.gr = groupes(e.taille);
    const N = e.taille;
    const V = N * N * N;
    this.valeur = new Int8Array(V + 1);
    this.estUnFait = new Uint8Array(V + 1);
    this.raison = new Int32Array(V + 1);
    this.cause = new Int32Array(V + 1);
    this.vue = new Uint32Array(V + 1);
    this.active = new Uint8Array(3 * N + N * N).fill(piste === undefined ? 1 : 0);
    for (const u of piste?.unites ?? []) this.active[u] = 1;
    const faits = piste?.faits ?? tousLesFaits(e);
    for (const f of faits) {
      this.valeur[Math.abs(f)] = f > 0 ? 1 : -1;
      this.estUnFait[Math.abs(f)] = 1;
    }
  }

  /** La piste qui réfute la variable `a` (supposée vraie), ou `undefined` si la propagation ne conclut pas. */
  refuter(a: number): Piste | undefined {
    if (this.valeur[a] !== 0) return undefined;
    this.affecter(a, 1, -1, 0);
    const conflit = this.propager();
    const piste = conflit === undefined ? undefined : this.remonter(conflit, a);
    for (const variable of this.trace) this.valeur[variable] = 0;
    this.trace.length = 0;
    return piste;
  }

  private affecter(variable: number, valeur: 1 | -1, gid: number, cause: number): void {
    this.valeur[variable] = valeur;
    this.raison[variable] = gid;
    this.cause[variable] = cause;
    this.trace.push(variable);
  }

  /** Propage jusqu'au bout ; rend le conflit (groupe et variables en cause) s'il y en a un. */
  private propager(): { gid: number; variables: number[] } | undefined {
    const { variables, groupesDe, unite, taille: N } = this.gr;
    const { valeur, active, trace } = this;
    for (let q = 0; q < trace.length; q++) {
      const p = trace[q];
      for (let k = 0; k < 4; k++) {
        const gid = groupesDe[p * 4 + k];
        if (!active[unite[gid]]) continue;
        const debut = gid * N;
        if (valeur[p] === 1) {
          for (let t = debut; t < debut + N; t++) {
            const autre = variables[t];
            if (autre === p) continue;
            if (valeur[autre] === 1) return { gid, variables: [p, autre] };
            if (valeur[autre] === 0) this.affecter(autre, -1, gid, p);
          }
          continue;
        }
        let libres = 0;
        let libre = 0;
        let vraie = false;
        for (let t = debut; t < debut + N && !vraie; t++) {
          const autre = variables[t];
          if (valeur[autre] === 1) vraie = true;
          else if (valeur[autre] === 0) {
            libres++;
            libre = autre;
          }
        }
        if (vraie || libres > 1) continue;
        if (libres === 0)
          return { gid, variables: Array.from(variables.subarray(debut, debut + N)) };
        this.affecter(libre, 1, gid, 0);
      }
    }
    return undefined;
  }

  /** Les unités et les faits d'où part la contradiction (la supposition `a` exclue). */
  private remonter(conflit: { gid: number; variables: number[] }, a: number): Piste {
    const { variables, unite, taille: N } = this.gr;
    const unites = new Set<number>([unite[conflit.gid]]);
    const faits: number[] = [];
    // Une marque par variable, renouvelée à chaque remontée plutôt qu'effacée.
    const marque = ++this.remontees;
    const pile = [...conflit.variables];
    while (pile.length > 0) {
      const q = pile.pop() as number;
      if (this.vue[q] === marque || q === a) continue;
      this.vue[q] = marque;
      if (this.estUnFait[q]) {
        faits.push(this.valeur[q] === 1 ? q : -q);
        continue;
      }
      const gid = this.raison[q];
      unites.add(unite[gid]);
      if (this.cause[q] !== 0) pile.push(this.cause[q]);
      else
        for (let t = gid * N; t < gid * N + N; t++) if (variables[t] !== q) pile.push(variables[t]);
    }
    const ordre = (a: number, b: number) => a - b;
    return {
      unites: [...unites].sort(ordre),
      faits: [...faits].sort((a, b) => Math.abs(a) - Math.abs(b)),
    };
  }
}

/** Tout ce qu'on sait : les chiffres placés et les candidats éliminés. */
function tousLesFaits(e: Etat): number[] {
  const faits: number[] = [];
  for (let x = 0; x < e.valeurs.length; x++) {
    for (let v = 1; v <= e.taille; v++) {
      if (e.valeurs[x] === v) faits.push(e.variable(x, v));
      else if (!e.possible(x, v)) faits.push(e.elimination(x, v));
    }
  }
  return faits;
}
