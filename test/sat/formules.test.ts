import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ProblemeSAT,
  auMoinsUn,
  auPlusUn,
  ecrireClause,
  ecrireFormule,
  et,
  evaluer,
  exactementUn,
  implique,
  non,
  ou,
  satisfaitTout,
  versFNC,
  type Formule,
} from "../../src/sat/index";

/** Des formules aléatoires sur les variables 1 à 4, de profondeur bornée. */
const formule: fc.Arbitrary<Formule> = fc.letrec<{ f: Formule }>((tie) => ({
  f: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.integer({ min: 1, max: 4 }).chain((v) => fc.constantFrom(v, -v)),
    tie("f").map(non),
    fc.array(tie("f"), { maxLength: 3 }).map((fs) => et(fs)),
    fc.array(tie("f"), { maxLength: 3 }).map((fs) => ou(fs)),
    fc.tuple(tie("f"), tie("f")).map(([a, b]) => implique(a, b)),
  ),
})).f;

/** Les 16 affectations des variables 1 à 4. */
const affectations = Array.from({ length: 16 }, (_, m) => [
  false,
  ...[0, 1, 2, 3].map((b) => ((m >> b) & 1) === 1),
]);

describe("la conversion en forme normale conjonctive", () => {
  it("donne des clauses vraies exactement quand la formule est vraie", () => {
    fc.assert(
      fc.property(formule, (f) => {
        const clauses = versFNC(f);
        const probleme = { nombreDeVariables: 4, clauses };
        for (const a of affectations) {
          expect(satisfaitTout(probleme, a)).toBe(evaluer(f, (v) => a[v]));
        }
      }),
      { numRuns: 300 },
    );
  });

  it("écrit l'implication du polycopié en clauses de deux littéraux", () => {
    // x1 → ¬x2 ∧ ¬x3 ∧ ¬x4 : « si la case a la valeur 1, elle n'a pas les autres ».
    expect(versFNC(implique(1, et(non(2), non(3), non(4))))).toEqual([
      [-1, -2],
      [-1, -3],
      [-1, -4],
    ]);
  });

  it("retire les clauses toujours vraies et les littéraux répétés", () => {
    expect(versFNC(ou(1, -1, 2))).toEqual([]);
    expect(versFNC(ou(1, 1, 2))).toEqual([[1, 2]]);
  });

  it("traite les constantes : et() est vrai, ou() est faux", () => {
    expect(versFNC(et())).toEqual([]);
    expect(versFNC(ou())).toEqual([[]]);
  });

  it("refuse en français une formule dont la distributivité ferait exploser les clauses", () => {
    // (x1 ∧ x2) ∨ (x3 ∧ x4) ∨ … : 2^20 clauses.
    const grosse = ou(Array.from({ length: 20 }, (_, k) => et(2 * k + 1, 2 * k + 2)));
    expect(() => versFNC(grosse)).toThrow(/plus de 100000 clauses/);
  });

  it("refuse 0 comme littéral", () => {
    expect(() => et(1, 0)).toThrow(/littéral incorrect : 0/);
  });

  it("s'écrit avec ¬ ∧ ∨ → et des parenthèses", () => {
    expect(ecrireFormule(implique(1, et(non(2), ou(3, -4))))).toBe("x1 → (¬x2 ∧ (x3 ∨ ¬x4))");
    expect(ecrireClause([1, -2])).toBe("x1 ∨ ¬x2");
    expect(ecrireClause([])).toBe("⊥");
  });
});

describe("au moins un, au plus un, exactement un", () => {
  const compter = (a: boolean[]) => a.slice(1).filter(Boolean).length;
  it.each([
    ["au moins un", auMoinsUn, (n: number) => n >= 1],
    ["au plus un", auPlusUn, (n: number) => n <= 1],
    ["exactement un", exactementUn, (n: number) => n === 1],
  ] as const)("%s a les bons modèles sur quatre variables", (_, contrainte, voulu) => {
    const probleme = { nombreDeVariables: 4, clauses: contrainte([1, 2, 3, 4]) };
    for (const a of affectations) expect(satisfaitTout(probleme, a)).toBe(voulu(compter(a)));
  });

  it("au plus un compte n(n − 1)/2 clauses de deux littéraux", () => {
    expect(auPlusUn([1, 2, 3, 4, 5, 6, 7, 8, 9])).toHaveLength(36);
  });
});

describe("un problème construit pas à pas", () => {
  it("crée des variables nommées, exige des formules et écrit ses clauses avec les noms", () => {
    const p = new ProblemeSAT();
    const pluie = p.nouvelleVariable("pluie");
    const parapluie = p.nouvelleVariable("parapluie");
    expect(p.exiger(implique(pluie, parapluie))).toBe(1);
    p.ajouterClause([pluie]);
    expect(p.nombreDeVariables).toBe(2);
    expect(p.clauses.map((c) => p.ecrire(c))).toEqual(["¬pluie ∨ parapluie", "pluie"]);
  });

  it("agrandit le nombre de variables quand une clause en cite une nouvelle", () => {
    const p = new ProblemeSAT(3);
    p.ajouterClause([1, -7]);
    expect(p.nombreDeVariables).toBe(7);
    expect(() => p.ajouterClause([2, 1.5])).toThrow(/littéral incorrect/);
  });
});
