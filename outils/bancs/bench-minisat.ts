/**
 * npm run bench:minisat : MiniSat (logic-solver) borné, tel que le lance
 * `sudoku sat --solveur minisat`.
 *
 * 1. Ce que son tas de 64 Mio peut charger : pour chaque forme de formule, la
 *    plus grande taille qui passe, trouvée par dichotomie (à 1 % près), face à
 *    la plus grande que l'estimation de `minisat-taille.ts` accepte. Les
 *    clauses n'ont que des littéraux positifs : la résolution est immédiate,
 *    seule compte la mémoire du chargement.
 * 2. La durée d'un refus (un million de variables) par la vraie commande, face
 *    à la durée d'une commande minimale.
 * 3. Le surcoût du fil sur une grille 9×9 : la version directe (logic-solver
 *    déjà chargé) face au fil (qui le charge à chaque fois).
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { lireLigne } from "../../src/grille/lecture";
import { Hasard } from "../../src/hasard/hasard";
import { mediane } from "../../src/mesure/statistiques";
import { decrireMachine, tableauTexte } from "../../src/mesure/tableau-texte";
import { coderGrille, ecrireDimacs, solveurLogicSolver, type FNC } from "../../src/sat/index";
import { lancerMiniSat } from "../../src/sat/minisat-borne";
import { MEMOIRE_MINISAT_MAX, memoireMiniSatPour } from "../../src/sat/minisat-taille";
import { RACINE } from "../commun/jupyter";

const ANNEXE = "...12....7.....5.22...47..984.5..2.1.........5.7..6.841..38...59.3.....7....52...";
const REPETITIONS = 7;

/** Une forme de formule : `taille` fixe le nombre de variables ou de clauses. */
interface Forme {
  nom: string;
  formule: (taille: number) => { variables: number; clauses: number; k: number };
}

const FORMES: Forme[] = [
  { nom: "variables seules (1 clause)", formule: (n) => ({ variables: n, clauses: 1, k: 1 }) },
  ...[
    [10_000, 2],
    [10_000, 3],
    [100_000, 3],
    [10_000, 20],
    [1_000, 100],
  ].map(([variables, k]) => ({
    nom: `clauses de ${k} littéraux, ${variables} variables`,
    formule: (m: number) => ({ variables, clauses: m, k }),
  })),
];

function construire({ variables, clauses, k }: ReturnType<Forme["formule"]>): FNC {
  const hasard = new Hasard(7);
  const liste = Array.from({ length: clauses }, () =>
    Array.from({ length: k }, () => 1 + hasard.entier(variables)),
  );
  return { nombreDeVariables: variables, clauses: liste };
}

async function passe(forme: Forme, taille: number): Promise<boolean> {
  const r = await lancerMiniSat(construire(forme.formule(taille)), { delaiMs: 120_000 });
  if (r.arret === "delai") throw new Error(`${forme.nom}, ${taille} : délai écoulé`);
  return r.statut === "satisfiable";
}

/** La plus grande taille que l'estimation accepte. */
function accepte(forme: Forme): number {
  const estimee = (t: number) => {
    const { variables, clauses, k } = forme.formule(t);
    return memoireMiniSatPour(variables, clauses, clauses * k);
  };
  let [bas, haut] = [0, 1];
  while (estimee(haut) <= MEMOIRE_MINISAT_MAX) haut *= 2;
  while (haut - bas > 1) {
    const milieu = Math.floor((bas + haut) / 2);
    if (estimee(milieu) <= MEMOIRE_MINISAT_MAX) bas = milieu;
    else haut = milieu;
  }
  return bas;
}

/** La plus grande taille que MiniSat charge vraiment, à 1 % près. */
async function reelle(forme: Forme, depart: number): Promise<number> {
  if (!(await passe(forme, depart))) throw new Error(`${forme.nom} : la taille acceptée échoue`);
  let [bas, haut] = [depart, depart * 2];
  while (await passe(forme, haut)) [bas, haut] = [haut, haut * 2];
  while (haut - bas > bas / 100) {
    const milieu = Math.floor((bas + haut) / 2);
    if (await passe(forme, milieu)) bas = milieu;
    else haut = milieu;
  }
  return bas;
}

/** Durées (ms) de `sudoku args` avec `entree` sur stdin, relancée plusieurs fois. */
function dureesCommande(args: string[], entree: string): number[] {
  return Array.from({ length: REPETITIONS }, () => {
    const t0 = performance.now();
    const r = spawnSync(process.execPath, [join(RACINE, "bin", "sudoku.cjs"), ...args], {
      input: entree,
      timeout: 60_000,
    });
    if (r.status === null) throw new Error(`sudoku ${args.join(" ")} : pas de réponse`);
    return performance.now() - t0;
  });
}

const ms = (x: number) => `${x.toFixed(0)} ms`;
const entier = (x: number) => x.toLocaleString("fr-FR");

async function main(): Promise<void> {
  console.log(decrireMachine());
  console.log(
    `\n1. Taille maximale que MiniSat charge (tas de 64 Mio), et ce que la borne accepte (${MEMOIRE_MINISAT_MAX / 2 ** 20} Mio estimés)\n`,
  );
  const lignes: (string | number)[][] = [["forme", "passe (réel)", "accepté", "accepté / réel"]];
  for (const forme of FORMES) {
    const borne = accepte(forme);
    const max = await reelle(forme, borne);
    lignes.push([forme.nom, entier(max), entier(borne), `${Math.round((100 * borne) / max)} %`]);
    console.error(`… ${forme.nom} : fait`);
  }
  console.log(tableauTexte(lignes));

  console.log(`\n2. Durée d'un refus par la commande (médianes de ${REPETITIONS})\n`);
  const refus = dureesCommande(["sat", "--solveur", "minisat", "-"], "p cnf 1000000 1\n1 0\n");
  const minimale = dureesCommande(["sat", "--solveur", "cdcl", "-"], "p cnf 1 1\n1 0\n");
  console.log(
    tableauTexte([
      ["commande", "durée"],
      ["sat --solveur minisat, 1 000 000 variables (refusée)", ms(mediane(refus))],
      ["sat --solveur cdcl, 1 variable (commande minimale)", ms(mediane(minimale))],
    ]),
  );

  console.log(
    `\n3. Surcoût du fil sur la grille de l'annexe, codage étendu (médianes de ${REPETITIONS})\n`,
  );
  const fnc = coderGrille(lireLigne(ANNEXE), "etendu");
  let t0 = performance.now();
  solveurLogicSolver.creer(fnc).resoudre();
  const premiere = performance.now() - t0;
  const directe: number[] = [];
  const fil: number[] = [];
  for (let k = 0; k < REPETITIONS; k++) {
    t0 = performance.now();
    solveurLogicSolver.creer(fnc).resoudre();
    directe.push(performance.now() - t0);
    t0 = performance.now();
    await lancerMiniSat(fnc, { delaiMs: 60_000 });
    fil.push(performance.now() - t0);
  }
  const commande = dureesCommande(["sat", "--solveur", "minisat", "-"], ecrireDimacs(fnc));
  console.log(
    tableauTexte([
      ["façon", "durée"],
      ["directe, premier appel (chargement de logic-solver compris)", ms(premiere)],
      ["directe, logic-solver déjà chargé", ms(mediane(directe))],
      ["dans un fil (qui charge logic-solver)", ms(mediane(fil))],
      ["commande sudoku sat --solveur minisat, en tout", ms(mediane(commande))],
    ]),
  );
  // Une commande ne fait qu'un appel : elle paie de toute façon le chargement de logic-solver.
  console.log(
    `\nSurcoût du fil : ${ms(mediane(fil) - premiere)} face au premier appel direct (celui d'une commande), ` +
      `${ms(mediane(fil) - mediane(directe))} face à un appel direct de plus dans le même programme.`,
  );
}

void main();
