import { describe, expect, it } from "vitest";
import { lireLigne } from "../../src/grille/lecture";
import { estSolutionDe } from "../../src/grille/regles";
import {
  ErreurPSC,
  SudokuPSC,
  carteDeFrance,
  chercher,
  chercherRapide,
  compilerPSC,
  compilerSudoku,
  nommerStrategie,
  petitPSC,
  resoudreSudokuRapide,
  type OptionsRecherche,
} from "../../src/psc/index";
import { grillesDe, pairesDe, violations } from "./aide";

/** Les douze stratégies : 2 choix de variable × 2 ordres de valeurs × 3 inférences. */
const STRATEGIES: OptionsRecherche[] = (["aucune", "fc", "mac"] as const).flatMap((inference) =>
  (["premiere", "mrv"] as const).flatMap((choixVariable) =>
    (["naturel", "lcv"] as const).map((ordreValeurs) => ({
      inference,
      choixVariable,
      ordreValeurs,
    })),
  ),
);

const FC_MRV: OptionsRecherche = { inference: "fc", choixVariable: "mrv" };
const MAC: OptionsRecherche = { inference: "mac", choixVariable: "mrv" };

describe("la recherche avec options (chercher)", () => {
  it.each(STRATEGIES.map((s) => [nommerStrategie(s), s] as const))(
    "%s résout le petit PSC et la carte, et prouve qu'il n'y a pas de 3-coloriage",
    (_nom, s) => {
      for (const psc of [petitPSC(), carteDeFrance()]) {
        const r = chercher(psc, s);
        expect(r.statut).toBe("resolue");
        expect(violations(psc, r.solution ?? {})).toEqual([]);
      }
      expect(chercher(carteDeFrance(["rouge", "vert", "bleu"]), s)).toMatchObject({
        statut: "insoluble",
        solutions: 0,
      });
    },
  );

  it("compte toutes les solutions jusqu'à la limite, et laisse le PSC comme il l'a trouvé", () => {
    const psc = carteDeFrance();
    const avant = psc.toString();
    // Le nombre de 4-coloriages de la carte, compté à part par énumération brute.
    const r = chercherRapide(psc, { inference: "fc", limite: Infinity });
    expect(r.solutions).toBe(brute4Coloriages());
    expect(r.statut).toBe("resolue");
    expect(chercher(psc, { inference: "fc", limite: 5 }).solutions).toBe(5);
    expect(psc.toString()).toBe(avant);
  });

  it("s'arrête sur son budget de nœuds avec le statut budget-epuise", () => {
    const r = chercher(carteDeFrance(["rouge", "vert", "bleu"]), { budget: 7 });
    expect(r).toMatchObject({ statut: "budget-epuise", compteurs: { noeuds: 7 } });
  });

  it("refuse en français une option inconnue", () => {
    expect(() => chercher(petitPSC(), { inference: "ac4" as never })).toThrow(ErreurPSC);
    expect(() => chercher(petitPSC(), { inference: "ac4" as never })).toThrow(
      'option inference : "ac4" est inconnue ; attendu "aucune" ou "fc" ou "mac"',
    );
    expect(() => chercher(petitPSC(), { budget: 0 })).toThrow(
      /option budget : attendu un entier ≥ 1/,
    );
  });
});

describe("le moteur rapide fait exactement la même recherche que la version simple", () => {
  it.each(STRATEGIES.map((s) => [nommerStrategie(s), s] as const))(
    "%s : mêmes compteurs et même solution sur 3 grilles, même quand le budget s'épuise",
    (_nom, s) => {
      const grilles = [
        ...grillesDe("norvig_easy50.txt").slice(0, 2),
        grillesDe("norvig_top95.txt")[0],
      ];
      for (const g of grilles) {
        const psc = new SudokuPSC(g);
        const simple = chercher(psc, { ...s, budget: 300 });
        const rapide = chercherRapide(psc, { ...s, budget: 300 });
        const direct = resoudreSudokuRapide(g, { ...s, budget: 300 });
        expect(rapide).toEqual(simple);
        expect(direct.compteurs).toEqual(simple.compteurs);
        expect(direct.statut).toBe(simple.statut);
      }
      for (const psc of [petitPSC(), carteDeFrance(), carteDeFrance(["a", "b", "c"])]) {
        expect(chercherRapide(psc, { ...s, limite: 3 })).toEqual(
          chercher(psc, { ...s, limite: 3 }),
        );
      }
    },
  );

  it("la traduction directe d'une grille donne les arcs de la traduction du SudokuPSC", () => {
    for (const g of [grillesDe("norvig_top95.txt")[3], grillesDe("generated_16x16_20.txt")[0]]) {
      const direct = compilerSudoku(g).probleme;
      const parObjets = compilerPSC(new SudokuPSC(g));
      expect(direct.initial).toEqual(parObjets.initial);
      expect(direct.debut).toEqual(parObjets.debut);
      expect(direct.cible).toEqual(parObjets.cible);
      expect(direct.inverse).toEqual(parObjets.inverse);
      expect(direct.difference).toEqual(parObjets.difference);
    }
  });
});

describe("les recherches contre des solutions connues", () => {
  it("toutes les stratégies avec inférence retrouvent la solution de 100 grilles Kaggle", () => {
    const paires = [
      ...pairesDe("kaggle_bryanpark_1000_avec_solutions.csv").slice(0, 50),
      ...pairesDe("kaggle3m_radcliffe_1000_avec_solutions.csv").slice(0, 50),
    ];
    for (const s of STRATEGIES.filter((x) => x.inference !== "aucune")) {
      for (const { enonce, solution, ligne } of paires) {
        const r = resoudreSudokuRapide(enonce, s);
        expect(r.solution?.valeurs, `${nommerStrategie(s)}, ligne ${ligne}`).toEqual(
          solution.valeurs,
        );
      }
    }
  });

  it("le retour arrière simple retrouve la solution de 30 grilles faciles, dans son budget", () => {
    for (const { enonce, solution, ligne } of pairesDe(
      "kaggle_bryanpark_1000_avec_solutions.csv",
    ).slice(0, 30)) {
      const r = resoudreSudokuRapide(enonce, { budget: 2_000_000 });
      expect(r.statut, `ligne ${ligne}`).toBe("resolue");
      expect(r.solution?.valeurs, `ligne ${ligne}`).toEqual(solution.valeurs);
    }
  });

  it("FC + MRV résout les 95 grilles « top 95 », chacune de solution unique", () => {
    for (const [k, g] of grillesDe("norvig_top95.txt").entries()) {
      const r = resoudreSudokuRapide(g, { ...FC_MRV, limite: 2 });
      expect(r.statut, `grille ${k + 1}`).toBe("resolue");
      expect(r.solutions, `grille ${k + 1}`).toBe(1);
      expect(r.solution && estSolutionDe(r.solution, g), `grille ${k + 1}`).toBe(true);
    }
  });

  it("MAC + MRV résout les 11 grilles « hardest » et les 30 premières du « top 95 »", () => {
    const grilles = [
      ...grillesDe("norvig_hardest.txt"),
      ...grillesDe("norvig_top95.txt").slice(0, 30),
    ];
    for (const [k, g] of grilles.entries()) {
      const r = resoudreSudokuRapide(g, MAC);
      expect(r.solution && estSolutionDe(r.solution, g), `grille ${k + 1}`).toBe(true);
    }
  });

  it("trouve deux solutions à chacune de 50 grilles du banc « serg » (plusieurs solutions)", () => {
    for (const [k, g] of grillesDe("serg_multisolutions_1000.txt").slice(0, 50).entries()) {
      const r = resoudreSudokuRapide(g, { ...MAC, limite: 2 });
      expect(r, `grille ${k + 1}`).toMatchObject({ statut: "resolue", solutions: 2 });
    }
  });

  it("dit insoluble, avec chaque stratégie, quand une case n'a plus aucune valeur possible", () => {
    // La case (0, 0) : 1 à 8 sur sa ligne, 9 dans sa colonne.
    const texte = "012345678" + "9" + "0".repeat(71);
    const g = lireLigne(texte);
    for (const s of STRATEGIES) {
      expect(resoudreSudokuRapide(g, s).statut, nommerStrategie(s)).toBe("insoluble");
      expect(chercher(new SudokuPSC(g), s).statut, nommerStrategie(s)).toBe("insoluble");
    }
  });
});

describe("les grandes grilles, sans débordement de pile", () => {
  it("FC + MRV et MAC résolvent des 16×16", () => {
    for (const g of grillesDe("generated_16x16_20.txt").slice(0, 5)) {
      for (const s of [FC_MRV, MAC]) {
        const r = resoudreSudokuRapide(g, s);
        expect(r.solution && estSolutionDe(r.solution, g)).toBe(true);
      }
    }
  });

  it("MAC résout les 25×25 ; le retour arrière simple s'y arrête sur son budget", () => {
    for (const g of grillesDe("generated_25x25_5.txt")) {
      const r = resoudreSudokuRapide(g, MAC);
      expect(r.solution && estSolutionDe(r.solution, g)).toBe(true);
      expect(resoudreSudokuRapide(g, { budget: 20_000 }).statut).toBe("budget-epuise");
    }
    // La version simple, récursive elle aussi, descend sans peine à 245 variables de profondeur.
    const g = grillesDe("generated_25x25_5.txt")[0];
    const simple = chercher(new SudokuPSC(g), { ...FC_MRV, budget: 300 });
    expect(simple.statut).toBe("resolue");
  });
});

/**
 * Le nombre de 4-coloriages de la carte de France, compté ici sans la
 * bibliothèque : on colorie les régions une à une et l'on abandonne dès
 * que deux voisines ont la même couleur.
 */
function brute4Coloriages(): number {
  const psc = carteDeFrance();
  const noms = psc.variables.map((v) => v.nom);
  const frontieres = psc.contraintesBinaires.map((c) => [
    noms.indexOf(c.refVar1.nom),
    noms.indexOf(c.refVar2.nom),
  ]);
  const choix: number[] = [];
  const parcourir = (k: number): number => {
    const deja = frontieres.filter(([a, b]) => a < k && b < k);
    if (deja.some(([a, b]) => choix[a] === choix[b])) return 0;
    if (k === noms.length) return 1;
    let total = 0;
    for (let couleur = 0; couleur < 4; couleur++) {
      choix[k] = couleur;
      total += parcourir(k + 1);
    }
    return total;
  };
  return parcourir(0);
}
