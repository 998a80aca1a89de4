import { describe, expect, it } from "vitest";
import { Grille } from "../../src/grille/grille";
import { lireLigne } from "../../src/grille/lecture";
import { verifierGrille } from "../../src/grille/regles";
import {
  CODAGES,
  ProblemeSAT,
  auMoinsUn,
  auPlusUn,
  caseDeVariable,
  clauseDeBlocage,
  clausesSudoku,
  coderGrille,
  enumererSolutions,
  grilleDuModele,
  litterauxDonnes,
  nommageSudoku,
  solveurCDCL,
  tailleDuCodage,
  unitesSudoku,
  varSudoku,
  type FNC,
} from "../../src/sat/index";

/** Toutes les grilles remplies qui satisfont une formule sur les variables d'une 4×4. */
function toutesLesGrilles4x4(fnc: FNC): Grille[] {
  const instance = solveurCDCL.creer(fnc);
  const vide = Grille.vide(4);
  const grilles: Grille[] = [];
  for (;;) {
    const r = instance.resoudre();
    if (r.statut !== "satisfiable" || !r.modele) return grilles;
    const g = grilleDuModele(r.modele, vide);
    grilles.push(g);
    instance.ajouterClause(g.valeurs.map((v, c) => -varSudoku(4, Math.floor(c / 4), c % 4, v)));
  }
}

describe("les variables x(i, j, k)", () => {
  it.each([4, 9, 16, 25])("sont numérotées de 1 à N³ sans trou ni doublon (N = %i)", (N) => {
    const vues = new Set<number>();
    for (let i = 0; i < N; i++) {
      for (let j = 0; j < N; j++) {
        for (let k = 1; k <= N; k++) {
          const v = varSudoku(N, i, j, k);
          expect(caseDeVariable(N, v)).toEqual({ i, j, k });
          vues.add(v);
        }
      }
    }
    expect(Math.min(...vues)).toBe(1);
    expect(Math.max(...vues)).toBe(N ** 3);
    expect(vues.size).toBe(N ** 3);
  });

  it("s'écrivent x(i,j,k)", () => {
    expect(nommageSudoku(9)(varSudoku(9, 3, 6, 2))).toBe("x(3,6,2)");
  });
});

describe("les trois codages", () => {
  it.each([4, 9, 16])(
    "ont autant de variables et de clauses que le calcul le dit (N = %i)",
    (N) => {
      for (const codage of CODAGES) {
        const p = clausesSudoku(N, codage);
        expect({ variables: p.nombreDeVariables, clauses: p.clauses.length }).toEqual(
          tailleDuCodage(N, codage),
        );
      }
    },
  );

  it("comptent 8 829, 11 745 et 11 988 clauses pour une grille 9×9", () => {
    expect(CODAGES.map((c) => tailleDuCodage(9, c).clauses)).toEqual([8829, 11745, 11988]);
  });

  it.each(CODAGES)(
    "%s : une grille 4×4 vide a exactement 288 solutions, toutes valides",
    (codage) => {
      const grilles = toutesLesGrilles4x4(clausesSudoku(4, codage));
      expect(grilles).toHaveLength(288);
      for (const g of grilles) expect(verifierGrille(g).resolue).toBe(true);
      expect(new Set(grilles.map((g) => g.valeurs.join(""))).size).toBe(288);
    },
  );

  it("ajoutent une clause unitaire par case donnée", () => {
    const enonce = lireLigne("1...............");
    const p = coderGrille(enonce, "minimal");
    expect(p.clauses.length).toBe(tailleDuCodage(4, "minimal").clauses + 1);
    expect(p.clauses[p.clauses.length - 1]).toEqual([varSudoku(4, 0, 0, 1)]);
    expect(litterauxDonnes(enonce)).toEqual([1]);
  });
});

describe("la condition « and » des sous-grilles du carnet SAT : juste avec les lignes et les colonnes, pas seule", () => {
  /** Au plus une fois k dans chaque carré, en ne comparant que les cases qui vérifient `compare`. */
  function sousGrilles(
    p: ProblemeSAT,
    compare: (a: number, b: number, c: number, d: number) => boolean,
  ) {
    for (let i0 = 0; i0 < 4; i0 += 2) {
      for (let j0 = 0; j0 < 4; j0 += 2) {
        for (let k = 1; k <= 4; k++) {
          for (let a = i0; a < i0 + 2; a++) {
            for (let b = j0; b < j0 + 2; b++) {
              for (let c = i0; c < i0 + 2; c++) {
                for (let d = j0; d < j0 + 2; d++) {
                  if (compare(a, b, c, d))
                    p.ajouterClause([-varSudoku(4, a, b, k), -varSudoku(4, c, d, k)]);
                }
              }
            }
          }
        }
      }
    }
  }
  const etDuCarnet = (a: number, b: number, c: number, d: number) => a !== c && b !== d;

  /** Les cases (exactement une valeur), plus les lignes et colonnes si demandé. */
  function base(avecLignesEtColonnes: boolean): ProblemeSAT {
    const p = new ProblemeSAT(64);
    for (let i = 0; i < 4; i++) {
      for (let j = 0; j < 4; j++) {
        const xs = [1, 2, 3, 4].map((k) => varSudoku(4, i, j, k));
        p.ajouterClauses([...auMoinsUn(xs), ...auPlusUn(xs)]);
      }
    }
    if (avecLignesEtColonnes) {
      for (const unite of unitesSudoku(4).slice(0, 8)) {
        for (let k = 1; k <= 4; k++)
          p.ajouterClauses(auPlusUn(unite.map(([i, j]) => varSudoku(4, i, j, k))));
      }
    }
    return p;
  }

  it("donne les 288 grilles 4×4 dans le codage complet : les lignes et les colonnes comparent les autres cases", () => {
    const p = base(true);
    sousGrilles(p, etDuCarnet);
    expect(toutesLesGrilles4x4(p)).toHaveLength(288);
  });

  it("ne suffit pas seule : sans lignes ni colonnes, deux 1 dans la même ligne d'un carré", () => {
    const memeLigneDuCarre = [varSudoku(4, 0, 0, 1), varSudoku(4, 0, 1, 1)];
    const avecLaConditionDuCarnet = base(false);
    sousGrilles(avecLaConditionDuCarnet, etDuCarnet);
    const r = solveurCDCL.creer(avecLaConditionDuCarnet).resoudre({ hypotheses: memeLigneDuCarre });
    expect(r.statut).toBe("satisfiable");
    const g = grilleDuModele(r.modele ?? [], Grille.vide(4));
    expect(verifierGrille(g).conflits).toContainEqual(
      expect.objectContaining({ unite: "carre", indice: 0, valeur: 1 }),
    );
    const juste = base(false);
    sousGrilles(juste, (a, b, c, d) => a !== c || b !== d);
    expect(solveurCDCL.creer(juste).resoudre({ hypotheses: memeLigneDuCarre }).statut).toBe(
      "insatisfiable",
    );
  });
});

describe("le décodage d'un modèle", () => {
  it("refuse une case qui aurait deux valeurs, en le disant", () => {
    const modele = new Array<boolean>(65).fill(false);
    for (let i = 0; i < 4; i++) for (let j = 0; j < 4; j++) modele[varSudoku(4, i, j, 1)] = true;
    modele[varSudoku(4, 2, 3, 4)] = true;
    expect(() => grilleDuModele(modele, Grille.vide(4))).toThrow(
      "case (2, 3) : le modèle lui donne les valeurs 1, 4",
    );
  });
});

describe("la clause de blocage", () => {
  it("ne porte que sur les cases non données", () => {
    const enonce = lireLigne("12..............");
    const solution = lireLigne("1234341221434321");
    const clause = clauseDeBlocage(solution, enonce);
    expect(clause).toHaveLength(14);
    expect(clause).not.toContain(-varSudoku(4, 0, 0, 1));
    expect(clause).toContain(-varSudoku(4, 0, 2, 3));
  });
});

describe("l'énumération des solutions", () => {
  it("compte 288 solutions pour une grille 4×4 vide, et s'arrête à la limite", () => {
    expect(enumererSolutions(Grille.vide(4), { limite: 1000 })).toMatchObject({
      statut: "complete",
    });
    expect(enumererSolutions(Grille.vide(4), { limite: 1000 }).solutions).toHaveLength(288);
    const limitee = enumererSolutions(Grille.vide(4), { limite: 10 });
    expect(limitee.statut).toBe("limite-atteinte");
    expect(limitee.solutions).toHaveLength(10);
  });
});
