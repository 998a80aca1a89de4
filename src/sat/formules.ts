/**
 * Les formules de la logique propositionnelle, écrites comme dans la leçon :
 * `implique(x, et(non(y), non(z)))`. Une variable est un numéro v ≥ 1 et sa
 * négation s'écrit −v (la convention du format DIMACS) : un nombre est donc
 * déjà une formule, un *littéral*.
 *
 * Les solveurs SAT ne lisent que des formules en forme normale conjonctive
 * (FNC) : une conjonction (∧) de clauses, chaque clause étant une disjonction
 * (∨) de littéraux. `versFNC` fait la conversion.
 */

/** Une variable v (v ≥ 1) ou sa négation −v. */
export type Litteral = number;

/** Une disjonction de littéraux : [1, −2, 3] se lit x1 ∨ ¬x2 ∨ x3. La clause vide est fausse. */
export type Clause = Litteral[];

/** Une formule : un littéral, ou une combinaison de formules. */
export type Formule =
  | Litteral
  | { readonly type: "non"; readonly f: Formule }
  | { readonly type: "et"; readonly fs: readonly Formule[] }
  | { readonly type: "ou"; readonly fs: readonly Formule[] }
  | { readonly type: "implique"; readonly si: Formule; readonly alors: Formule };

/** Des opérandes écrits un par un, ou en tableau (comme `And([...])` dans le carnet SAT). */
type Operandes = (Formule | readonly Formule[])[];

/** La négation ¬f. Sur un littéral, elle donne directement le littéral opposé. */
export function non(f: Formule): Formule {
  return typeof f === "number" ? -f : { type: "non", f };
}

/** La conjonction f1 ∧ f2 ∧ … ; sans opérande, elle est vraie. */
export function et(...operandes: Operandes): Formule {
  return { type: "et", fs: aplatir(operandes) };
}

/** La disjonction f1 ∨ f2 ∨ … ; sans opérande, elle est fausse. */
export function ou(...operandes: Operandes): Formule {
  return { type: "ou", fs: aplatir(operandes) };
}

/** L'implication si → alors, qui vaut ¬si ∨ alors. */
export function implique(si: Formule, alors: Formule): Formule {
  return { type: "implique", si, alors };
}

function aplatir(operandes: Operandes): Formule[] {
  const fs: Formule[] = [];
  for (const o of operandes) {
    if (Array.isArray(o)) fs.push(...(o as readonly Formule[]));
    else fs.push(o as Formule);
  }
  for (const f of fs) verifierFormule(f);
  return fs;
}

/** Un littéral est un entier non nul : 0 n'est pas une variable (il termine les clauses DIMACS). */
export function verifierLitteral(l: unknown): asserts l is Litteral {
  if (typeof l !== "number" || !Number.isInteger(l) || l === 0) {
    throw new RangeError(
      `littéral incorrect : ${String(l)} ; attendu un entier non nul (v pour x_v, −v pour ¬x_v)`,
    );
  }
}

function verifierFormule(f: unknown): void {
  if (typeof f === "number") verifierLitteral(f);
  else if (typeof f !== "object" || f === null || !("type" in f)) {
    throw new TypeError(
      `formule incorrecte : ${String(f)} ; attendu un littéral ou non(…), et(…), ou(…), implique(…)`,
    );
  }
}

/** La valeur de vérité de `f` quand chaque variable v vaut `valeur(v)`. */
export function evaluer(f: Formule, valeur: (v: number) => boolean): boolean {
  if (typeof f === "number") return f > 0 ? valeur(f) : !valeur(-f);
  switch (f.type) {
    case "non":
      return !evaluer(f.f, valeur);
    case "et":
      return f.fs.every((g) => evaluer(g, valeur));
    case "ou":
      return f.fs.some((g) => evaluer(g, valeur));
    case "implique":
      return !evaluer(f.si, valeur) || evaluer(f.alors, valeur);
  }
}

// --- Conversion en FNC ---------------------------------------------------

/** Au-delà, `versFNC` refuse : la distributivité peut faire exploser le nombre de clauses. */
export const CLAUSES_MAX_PAR_FORMULE = 100_000;

/**
 * Les clauses d'une formule, par les lois de la logique :
 * 1. a → b devient ¬a ∨ b ;
 * 2. les négations descendent jusqu'aux variables (lois de De Morgan,
 *    ¬¬a = a) : c'est la forme normale négative ;
 * 3. ∨ se distribue sur ∧ : a ∨ (b ∧ c) = (a ∨ b) ∧ (a ∨ c).
 * Les clauses toujours vraies (x ∨ ¬x ∨ …) sont retirées, ainsi que les
 * littéraux répétés dans une clause.
 *
 * La distributivité multiplie les clauses : (a1 ∧ b1) ∨ … ∨ (an ∧ bn) en
 * donne 2ⁿ. Au-delà de `maxClauses`, on s'arrête avec une erreur claire.
 */
export function versFNC(f: Formule, maxClauses = CLAUSES_MAX_PAR_FORMULE): Clause[] {
  verifierFormule(f);
  return fnc(f, true, maxClauses);
}

/** Les clauses de f (si `positif`) ou de ¬f, en descendant les négations au passage. */
function fnc(f: Formule, positif: boolean, max: number): Clause[] {
  if (typeof f === "number") return [[positif ? f : -f]];
  switch (f.type) {
    case "non":
      return fnc(f.f, !positif, max);
    case "implique":
      // a → b = ¬a ∨ b, et ¬(a → b) = a ∧ ¬b.
      return positif
        ? disjonction([non(f.si), f.alors], max)
        : [...fnc(f.si, true, max), ...fnc(f.alors, false, max)];
    case "et":
      // ¬(a ∧ b) = ¬a ∨ ¬b (De Morgan).
      return positif ? conjonction(f.fs, max) : disjonction(f.fs.map(non), max);
    case "ou":
      return positif ? disjonction(f.fs, max) : conjonction(f.fs.map(non), max);
  }
}

function conjonction(fs: readonly Formule[], max: number): Clause[] {
  const clauses: Clause[] = [];
  for (const g of fs) {
    clauses.push(...fnc(g, true, max));
    if (clauses.length > max) throw tropDeClauses(max);
  }
  return clauses;
}

/** (A1 ∧ A2) ∨ (B1 ∧ B2) = (A1 ∨ B1) ∧ (A1 ∨ B2) ∧ (A2 ∨ B1) ∧ (A2 ∨ B2) : toutes les combinaisons. */
function disjonction(fs: readonly Formule[], max: number): Clause[] {
  let produit: Clause[] = [[]];
  for (const g of fs) {
    const clausesDeG = fnc(g, true, max);
    if (produit.length * clausesDeG.length > max) throw tropDeClauses(max);
    const suivant: Clause[] = [];
    for (const c of produit) {
      for (const d of clausesDeG) {
        const fusion = simplifierClause([...c, ...d]);
        if (fusion !== undefined) suivant.push(fusion);
      }
    }
    produit = suivant;
  }
  return produit;
}

/** La clause sans littéral répété, ou `undefined` si elle contient x et ¬x (toujours vraie). */
export function simplifierClause(clause: readonly Litteral[]): Clause | undefined {
  const vus = new Set<Litteral>();
  for (const l of clause) {
    if (vus.has(-l)) return undefined;
    vus.add(l);
  }
  return [...vus];
}

function tropDeClauses(max: number): RangeError {
  return new RangeError(
    `versFNC : la formule donnerait plus de ${max} clauses (la distributivité de ∨ sur ∧ ` +
      `les multiplie) ; découpez-la en plusieurs formules plus petites`,
  );
}

// --- Écriture ---------------------------------------------------------------

/** Comment écrire une variable : « x5 » par défaut, « x(0,0,1) » pour un Sudoku. */
export type Nommage = (v: number) => string;

export const nommageParDefaut: Nommage = (v) => `x${v}`;

/** « ¬x(0,0,1) », « x7 »… */
export function ecrireLitteral(l: Litteral, nommer: Nommage = nommageParDefaut): string {
  return l > 0 ? nommer(l) : `¬${nommer(-l)}`;
}

/** « x1 ∨ ¬x2 » ; la clause vide s'écrit ⊥ (faux). */
export function ecrireClause(clause: readonly Litteral[], nommer?: Nommage): string {
  if (clause.length === 0) return "⊥";
  return clause.map((l) => ecrireLitteral(l, nommer)).join(" ∨ ");
}

/** La formule avec ¬ ∧ ∨ → et les parenthèses nécessaires. */
export function ecrireFormule(f: Formule, nommer?: Nommage): string {
  if (typeof f === "number") return ecrireLitteral(f, nommer);
  const entre = (g: Formule) =>
    typeof g === "number" ? ecrireFormule(g, nommer) : `(${ecrireFormule(g, nommer)})`;
  switch (f.type) {
    case "non":
      return `¬${entre(f.f)}`;
    case "et":
      return f.fs.length === 0 ? "⊤" : f.fs.map(entre).join(" ∧ ");
    case "ou":
      return f.fs.length === 0 ? "⊥" : f.fs.map(entre).join(" ∨ ");
    case "implique":
      return `${entre(f.si)} → ${entre(f.alors)}`;
  }
}
