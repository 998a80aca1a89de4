/**
 * Le fil d'exécution (worker_threads) où tourne MiniSat pour `minisat-borne.ts`.
 * Du JavaScript simple, sans ts-node : le fil ne charge que logic-solver.
 *
 * Reçoit dans `workerData` le nombre de variables et les clauses mises bout à
 * bout (chacune terminée par 0), résout comme `minisat.ts` (la variable v
 * s'appelle « xv »), et répond par un seul message :
 *   { statut: "satisfiable", vraies }   les numéros des variables vraies
 *   { statut: "insatisfiable" }
 *   { statut: "memoire" }               le tas fixe de MiniSat (64 Mio) est plein
 *   { statut: "erreur", message }
 */
"use strict";
const { parentPort, workerData } = require("node:worker_threads");

// MiniSat compilé écrit ses messages (« MINISAT-out: … ») par console.log :
// on les garde ici, pour reconnaître un manque de mémoire, au lieu de les
// laisser se mêler à la sortie de la commande.
const journal = [];
console.log = (...mots) => journal.push(mots.join(" "));
console.error = console.log;

function resoudre(nombreDeVariables, litteraux) {
  const Logic = require("logic-solver");
  const solveur = new Logic.Solver();
  const numeros = [0];
  for (let v = 1; v <= nombreDeVariables; v++) numeros.push(solveur.getVarNum(`x${v}`));
  // Les contrôles de logic-solver coûtent plus cher que les clauses elles-mêmes.
  return Logic.disablingAssertions(() => {
    let clause = [];
    for (const l of litteraux) {
      if (l !== 0) {
        clause.push(l > 0 ? numeros[l] : -numeros[-l]);
        continue;
      }
      // Logic.or() sans opérande est la constante faux : la clause vide.
      solveur.require(Logic.or(clause));
      clause = [];
    }
    const solution = solveur.solve();
    if (solution === null) return { statut: "insatisfiable" };
    const vraies = Int32Array.from(solution.getTrueVars(), (nom) => Number(nom.slice(1)));
    return { statut: "satisfiable", vraies };
  });
}

let reponse;
try {
  reponse = resoudre(workerData.nombreDeVariables, workerData.litteraux);
} catch (e) {
  const plein = journal.some((ligne) => ligne.includes("Cannot enlarge memory arrays"));
  reponse = plein
    ? { statut: "memoire" }
    : { statut: "erreur", message: String(e instanceof Error ? e.message : e).split("\n")[0] };
}
parentPort.postMessage(reponse, reponse.vraies ? [reponse.vraies.buffer] : []);
