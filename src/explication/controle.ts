/**
 * Le contrôle indépendant d'une explication, par MiniSat (le paquet
 * logic-solver) et non par le CDCL du cours qui l'a trouvée, avec son propre
 * codage : il ne lit que ce qu'écrit l'étape (les noms des unités, les
 * triplets), comme il lirait une explication venue d'ailleurs.
 *
 * Pour chaque étape : les unités citées (« ligne 3 » : chaque chiffre
 * exactement une fois ; « case (2, 3) » : exactement un chiffre), les faits
 * cités et la négation de l'étape doivent être contradictoires — la formule
 * est insatisfiable. Les faits cités doivent être établis : une donnée, ou
 * le fruit d'une étape précédente. À la fin, la grille doit être remplie,
 * sans conflit : c'est la solution.
 */
import type { Grille } from "../grille/grille";
import { verifierGrille } from "../grille/regles";
import { solveurLogicSolver } from "../sat/minisat";
import type { InstanceSAT } from "../sat/solveur";
import { estPlacement, type CaseEtChiffre, type EtapeExpliquee } from "./etape";

/** MiniSat chargé des règles, une unité par interrupteur ; les faits et la négation sont des hypothèses. */
export class ControleurMiniSat {
  /** MiniSat, chargé des règles de toutes les unités, chacune derrière son interrupteur. */
  readonly sat: InstanceSAT;
  private readonly n: number;

  constructor(readonly taille = 9) {
    this.n = Math.round(Math.sqrt(taille));
    const clauses: number[][] = [];
    this.unites().forEach((cases, u) => {
      const s = this.interrupteur(u);
      for (const groupe of cases) {
        clauses.push([-s, ...groupe]);
        for (let a = 0; a < groupe.length; a++) {
          for (let b = a + 1; b < groupe.length; b++) clauses.push([-s, -groupe[a], -groupe[b]]);
        }
      }
    });
    const nombreDeVariables = taille ** 3 + this.unites().length;
    this.sat = solveurLogicSolver.creer({ nombreDeVariables, clauses });
  }

  /** La variable « le chiffre v en (i, j) ». */
  variable(i: number, j: number, v: number): number {
    return (i * this.taille + j) * this.taille + v;
  }

  /**
   * Les unités dans l'ordre des interrupteurs : lignes, colonnes, carrés,
   * cases. Chacune est une liste de groupes « exactement un » : pour une
   * maison, un groupe par chiffre (ses N places) ; pour une case, ses N chiffres.
   */
  private unites(): number[][][] {
    const N = this.taille;
    const k = [...Array(N).keys()];
    const maison = (cases: [number, number][]) =>
      k.map((v) => cases.map(([i, j]) => this.variable(i, j, v + 1)));
    const lignes = k.map((i) => maison(k.map((j): [number, number] => [i, j])));
    const colonnes = k.map((j) => maison(k.map((i): [number, number] => [i, j])));
    const carres = k.map((c) => {
      const [i0, j0] = [Math.floor(c / this.n) * this.n, (c % this.n) * this.n];
      return maison(
        k.map((t): [number, number] => [i0 + Math.floor(t / this.n), j0 + (t % this.n)]),
      );
    });
    const cases = k.flatMap((i) => k.map((j) => [k.map((v) => this.variable(i, j, v + 1))]));
    return [...lignes, ...colonnes, ...carres, ...cases];
  }

  /** La variable qui allume l'unité n° u (dans l'ordre de `unites`). */
  interrupteur(u: number): number {
    return this.taille ** 3 + 1 + u;
  }

  /** Le numéro d'une unité d'après son nom, ou `undefined` si le nom n'en est pas un. */
  numeroDUnite(nom: string): number | undefined {
    const N = this.taille;
    const dans = (x: number) => Number.isInteger(x) && x >= 0 && x < N;
    const maison = /^(ligne|colonne|carré) (\d+)$/.exec(nom);
    if (maison) {
      const k = Number(maison[2]);
      return dans(k) ? ["ligne", "colonne", "carré"].indexOf(maison[1]) * N + k : undefined;
    }
    const c = /^case \((\d+), (\d+)\)$/.exec(nom);
    if (c && dans(Number(c[1])) && dans(Number(c[2])))
      return 3 * N + Number(c[1]) * N + Number(c[2]);
    return undefined;
  }

  /**
   * Vrai si les unités et les faits cités impliquent l'étape : avec la
   * négation de l'étape, MiniSat ne trouve aucun modèle. (Une unité au nom
   * inconnu est une erreur : voir `controlerExplication`.)
   */
  implique(etape: EtapeExpliquee): boolean {
    return impliqueeSelonMiniSat(this, etape);
  }
}

/**
 * Le travail de `ControleurMiniSat.implique`, écrit au premier niveau pour
 * porter son propre nom : c'est ce que l'exercice `etapeJustifiee` de la
 * leçon 7 fait écrire. Le catalogue le nomme parmi ses équivalents, si bien
 * que pendant la correction d'un devoir qui contient cet exercice, il ne
 * répond plus dans la cage (src/noyau/sans-references.ts) : une copie ne
 * peut pas le faire passer pour le sien.
 */
export function impliqueeSelonMiniSat(
  controleur: ControleurMiniSat,
  etape: EtapeExpliquee,
): boolean {
  const hypotheses: number[] = [];
  for (const nom of etape.unites) {
    const u = controleur.numeroDUnite(nom);
    if (u === undefined) throw new RangeError(`unité inconnue : « ${nom} »`);
    hypotheses.push(controleur.interrupteur(u));
  }
  for (const f of etape.faits.places) hypotheses.push(controleur.variable(...f));
  for (const f of etape.faits.elimines) hypotheses.push(-controleur.variable(...f));
  if (estPlacement(etape)) hypotheses.push(-controleur.variable(...etape.place));
  else {
    // Nier « tous éliminés » : l'un d'eux au moins est vrai, sous une variable neuve t.
    const t = controleur.sat.nouvelleVariable();
    controleur.sat.ajouterClause([-t, ...etape.elimine.map((f) => controleur.variable(...f))]);
    hypotheses.push(t);
  }
  return controleur.sat.resoudre({ hypotheses }).statut === "insatisfiable";
}

/**
 * Les défauts d'une explication de `enonce`, en français (aucun : elle est
 * juste) : unité inconnue, fait non établi, étape que ses citations
 * n'impliquent pas, grille non remplie à la fin.
 */
export function controlerExplication(
  enonce: Grille,
  etapes: readonly EtapeExpliquee[],
  controleur = new ControleurMiniSat(enonce.taille),
): string[] {
  const N = enonce.taille;
  const defauts: string[] = [];
  const cle = ([i, j, v]: CaseEtChiffre) => `${i},${j},${v}`;
  const places = new Set<string>();
  const elimines = new Set<string>();
  const valeurs = [...enonce.valeurs];
  enonce.valeurs.forEach((v, x) => {
    if (v !== 0) places.add(cle([Math.floor(x / N), x % N, v]));
  });
  etapes.forEach((etape, k) => {
    const ici = `étape ${k + 1}`;
    const inconnues = etape.unites.filter((nom) => controleur.numeroDUnite(nom) === undefined);
    if (inconnues.length > 0) {
      defauts.push(`${ici} : unité inconnue : ${inconnues.map((n) => `« ${n} »`).join(", ")}`);
      return;
    }
    for (const f of etape.faits.places) {
      if (!places.has(cle(f))) defauts.push(`${ici} : le fait ${ecrire(f, "=")} n'est pas établi`);
    }
    for (const f of etape.faits.elimines) {
      if (!elimines.has(cle(f)))
        defauts.push(`${ici} : le fait ${ecrire(f, "≠")} n'est pas établi`);
    }
    if (!controleur.implique(etape)) {
      defauts.push(
        `${ici} (${etape.technique}) : les unités et les faits cités ne l'impliquent pas`,
      );
    }
    if (estPlacement(etape)) {
      const [i, j, v] = etape.place;
      places.add(cle(etape.place));
      valeurs[i * N + j] = v;
    } else etape.elimine.forEach((f) => elimines.add(cle(f)));
  });
  const fin = enonce.avecValeurs(valeurs);
  if (!verifierGrille(fin).resolue)
    defauts.push("les étapes ne mènent pas à une grille remplie et sans conflit");
  return defauts;
}

function ecrire([i, j, v]: CaseEtChiffre, signe: string): string {
  return `(${i}, ${j}) ${signe} ${v}`;
}
