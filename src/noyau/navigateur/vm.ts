/**
 * Ce que l'exécuteur de tslab demande au module `vm` de Node, dans la page :
 * exécuter un texte dans la portée globale. Une évaluation indirecte
 * (`(0, eval)(…)`) le fait ; le nom donné par `//# sourceURL=` nomme alors le
 * script dans les piles d'appels, comme sous Node. `breakOnSigint` n'a pas de
 * sens ici : c'est la garde qui arrête le code (voir `garde.ts`).
 */
const evaluer = eval;

export function runInThisContext(code: string): unknown {
  return evaluer(code);
}

// L'exécuteur de tslab lit `vm.default.runInThisContext` (import par défaut d'un module CommonJS).
export default { runInThisContext };
