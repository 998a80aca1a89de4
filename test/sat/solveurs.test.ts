import { describe, expect, it } from "vitest";
import type { Grille } from "../../src/grille/grille";
import { lireFichier, lireLigne } from "../../src/grille/lecture";
import { lireFichierSolutions } from "../../src/grille/solutions";
import { estSolutionDe } from "../../src/grille/regles";
import { Hasard } from "../../src/hasard/hasard";
import {
  SOLVEURS_SAT,
  clauseDeBlocage,
  clausesSudoku,
  coderGrille,
  creerSolveurCDCL,
  creerSolveurDPLL,
  grilleDuModele,
  kSATAleatoire,
  litterauxDonnes,
  luby,
  pigeons,
  satisfaitTout,
  solveurCDCL,
  solveurDPLL,
  trouverSolveurSAT,
  type InstanceSAT,
  type SolveurSAT,
} from "../../src/sat/index";

const donnees = (fichier: string) => `data/ensembles/${fichier}`;

/**
 * Le réglage « équitable » : les règles du Sudoku chargées une fois, chaque
 * grille résolue sous hypothèses (ses données), puis l'unicité prouvée avec une
 * clause de blocage activée par une variable neuve, le temps d'un appel.
 */
function resoudreEtProuverUnicite(instance: InstanceSAT, enonce: Grille) {
  const donnees = litterauxDonnes(enonce);
  const r = instance.resoudre({ hypotheses: donnees });
  if (r.statut !== "satisfiable" || !r.modele) return { statut: r.statut };
  const solution = grilleDuModele(r.modele, enonce);
  const activation = instance.nouvelleVariable();
  instance.ajouterClause([-activation, ...clauseDeBlocage(solution, enonce)]);
  const autre = instance.resoudre({ hypotheses: [...donnees, activation] });
  instance.ajouterClause([-activation]);
  return { statut: r.statut, solution, unique: autre.statut === "insatisfiable" };
}

describe("les trois solveurs sur des grilles aux solutions connues", () => {
  it.each(SOLVEURS_SAT.map((s) => [s.nom, s] as const))(
    "%s retrouve les solutions de 100 grilles Kaggle faciles et 100 plus dures, et prouve leur unicité",
    (_, solveur) => {
      const instance = solveur.creer(clausesSudoku(9));
      for (const fichier of [
        "kaggle_bryanpark_1000_avec_solutions.csv",
        "kaggle3m_radcliffe_1000_avec_solutions.csv",
      ]) {
        for (const { enonce, solution, ligne } of lireFichierSolutions(donnees(fichier)).slice(
          0,
          100,
        )) {
          const r = resoudreEtProuverUnicite(instance, enonce);
          expect(r.solution?.valeurs, `${fichier}, ligne ${ligne}`).toEqual(solution.valeurs);
          expect(r.unique, `${fichier}, ligne ${ligne}`).toBe(true);
        }
      }
    },
    60_000,
  );
});

describe("les trois solveurs sont d'accord sur les grilles difficiles", () => {
  it.each(["norvig_top95.txt", "norvig_hardest.txt"])(
    "%s : même solution pour tous, valide, et unique",
    (fichier) => {
      const grilles = lireFichier(donnees(fichier));
      const reponses = SOLVEURS_SAT.map((solveur) => {
        const instance = solveur.creer(clausesSudoku(9));
        return grilles.map((g) => resoudreEtProuverUnicite(instance, g));
      });
      grilles.forEach((g, k) => {
        const [dpll, cdcl, minisat] = reponses.map((r) => r[k]);
        expect(cdcl.solution && estSolutionDe(cdcl.solution, g), `grille ${k + 1}`).toBe(true);
        expect(dpll.solution?.valeurs, `grille ${k + 1}`).toEqual(cdcl.solution?.valeurs);
        expect(minisat.solution?.valeurs, `grille ${k + 1}`).toEqual(cdcl.solution?.valeurs);
        for (const r of [dpll, cdcl, minisat]) expect(r.unique, `grille ${k + 1}`).toBe(true);
      });
    },
    60_000,
  );

  it("CDCL compacte sa mémoire au fil de centaines de grilles, et ses solutions restent justes", () => {
    const instance = solveurCDCL.creer(clausesSudoku(9));
    let compactions = 0;
    for (const g of lireFichier(donnees("magictour_top1465.txt")).slice(0, 400)) {
      const r = instance.resoudre({ hypotheses: litterauxDonnes(g) });
      compactions += r.compteurs.compactions;
      expect(r.modele && estSolutionDe(grilleDuModele(r.modele, g), g)).toBe(true);
    }
    expect(compactions).toBeGreaterThan(0);
  });

  it("une instance neuve par grille donne la même réponse que les hypothèses", () => {
    const instance = solveurCDCL.creer(clausesSudoku(9));
    for (const g of lireFichier(donnees("norvig_hardest.txt"))) {
      const neuve = solveurCDCL.creer(coderGrille(g)).resoudre();
      const r = instance.resoudre({ hypotheses: litterauxDonnes(g) });
      expect(neuve.modele && grilleDuModele(neuve.modele, g).valeurs).toEqual(
        r.modele && grilleDuModele(r.modele, g).valeurs,
      );
    }
  });

  it.each(SOLVEURS_SAT.map((s) => [s.nom, s] as const))(
    "%s résout des grilles 16×16 générées",
    (_, solveur) => {
      for (const g of lireFichier(donnees("generated_16x16_20.txt")).slice(0, 2)) {
        const r = solveur.creer(coderGrille(g)).resoudre();
        expect(r.modele && estSolutionDe(grilleDuModele(r.modele, g), g)).toBe(true);
      }
    },
    30_000,
  );
});

describe("les hypothèses", () => {
  it.each(SOLVEURS_SAT.map((s) => [s.nom, s] as const))(
    "%s : des hypothèses contradictoires donnent « insatisfiable » sans abîmer l'instance",
    (_, solveur) => {
      const instance = solveur.creer(clausesSudoku(4));
      // Deux 1 dans la ligne 0 : impossible.
      expect(instance.resoudre({ hypotheses: [1, 5] }).statut).toBe("insatisfiable");
      expect(instance.resoudre({ hypotheses: [1, -1] }).statut).toBe("insatisfiable");
      const r = instance.resoudre({ hypotheses: [1] });
      expect(r.statut).toBe("satisfiable");
      expect(r.modele?.[1]).toBe(true);
      expect(instance.resoudre().statut).toBe("satisfiable");
    },
  );

  it("refusent un littéral hors des variables", () => {
    expect(() => solveurCDCL.creer(clausesSudoku(4)).resoudre({ hypotheses: [65] })).toThrow(
      /hypothèse incorrecte : 65/,
    );
  });

  it("le même contrôle refuse, dans une clause ajoutée au CDCL, 0 ou un nombre non entier", () => {
    for (const clause of [[1, 0], [2, 1.5], [Number.NaN]]) {
      expect(() => solveurCDCL.creer(clausesSudoku(4)).ajouterClause(clause)).toThrow(
        new RegExp(`hypothèse incorrecte : ${clause[clause.length - 1]} `),
      );
    }
  });
});

describe("CDCL incrémental", () => {
  it("donne, après toute suite d'ajouts et d'appels sous hypothèses, le verdict d'un DPLL neuf", () => {
    // Des suites d'opérations au hasard sur de petites formules : ajouter une clause,
    // résoudre sous des hypothèses (souvent les mêmes qu'avant, plus une : le cas où
    // CDCL garde le niveau 1 en place). Le témoin repart de zéro à chaque fois.
    const hasard = new Hasard(2024);
    const litteral = (n: number) => (1 + hasard.entier(n)) * (hasard.entier(2) === 0 ? 1 : -1);
    let verifies = 0;
    for (let essai = 0; essai < 150; essai++) {
      const n = 12;
      const clauses = kSATAleatoire(n, 30 + hasard.entier(25), 3, essai).clauses.map((c) => [...c]);
      const instance = solveurCDCL.creer({ nombreDeVariables: n, clauses });
      let hypotheses: number[] = [];
      for (let pas = 0; pas < 12; pas++) {
        const choix = hasard.entier(4);
        if (choix === 0) {
          // Souvent, une clause fausse ou unitaire sous les hypothèses en place : les cas délicats.
          const c =
            hypotheses.length > 0 && hasard.entier(2) === 0
              ? [
                  ...hypotheses.slice(0, 2).map((h) => -h),
                  ...(hasard.entier(2) === 0 ? [litteral(n)] : []),
                ]
              : Array.from({ length: 1 + hasard.entier(3) }, () => litteral(n));
          clauses.push(c);
          instance.ajouterClause(c);
          continue;
        }
        if (choix === 1) hypotheses = [litteral(n)];
        else if (choix === 2) hypotheses = [...hypotheses, litteral(n)];
        const r = instance.resoudre({ hypotheses });
        const temoin = solveurDPLL
          .creer({ nombreDeVariables: n, clauses: [...clauses, ...hypotheses.map((h) => [h])] })
          .resoudre();
        expect(r.statut, `essai ${essai}, pas ${pas}`).toBe(temoin.statut);
        if (r.modele) {
          expect(satisfaitTout({ nombreDeVariables: n, clauses }, r.modele)).toBe(true);
          for (const h of hypotheses) expect(r.modele[Math.abs(h)]).toBe(h > 0);
        }
        verifies++;
      }
    }
    expect(verifies).toBeGreaterThan(800);
  });

  it("cherche comme un solveur neuf quand toutes ses variables arrivent après sa création", () => {
    // L'analyse des conflits range la clause apprise dans des tampons faits à la taille
    // de la formule de départ (ici, aucune variable) : ils doivent grandir avec elle.
    for (const formule of [pigeons(5), kSATAleatoire(60, 256, 3, 7)]) {
      const neuf = solveurCDCL.creer(formule).resoudre();
      const vide = solveurCDCL.creer({ nombreDeVariables: 0, clauses: [] });
      for (const c of formule.clauses) vide.ajouterClause(c);
      const r = vide.resoudre();
      expect(r.statut).toBe(neuf.statut);
      expect(r.compteurs).toEqual(neuf.compteurs);
      expect(neuf.compteurs.conflits).toBeGreaterThan(50);
    }
  });
});

describe("les budgets", () => {
  const difficile = lireFichier(donnees("norvig_top95.txt"))[0];

  it.each([
    ["cdcl", solveurCDCL],
    ["dpll", solveurDPLL],
  ] as const)(
    "%s s'arrête sur « budget-epuise », puis conclut avec plus de budget",
    (_, solveur) => {
      const instance = solveur.creer(coderGrille(difficile));
      expect(instance.resoudre({ budget: 1 }).statut).toBe("budget-epuise");
      expect(instance.resoudre().statut).toBe("satisfiable");
    },
  );
});

describe("des formules qui ne sont pas des Sudoku", () => {
  it("formules 3-SAT aléatoires au seuil : les trois solveurs sont d'accord, et les modèles sont justes", () => {
    const statuts = new Set<string>();
    for (let graine = 1; graine <= 24; graine++) {
      const f = kSATAleatoire(60, 256, 3, graine);
      const reponses = SOLVEURS_SAT.map((s) => s.creer(f).resoudre());
      expect(new Set(reponses.map((r) => r.statut)).size, `graine ${graine}`).toBe(1);
      for (const r of reponses) if (r.modele) expect(satisfaitTout(f, r.modele)).toBe(true);
      statuts.add(reponses[0].statut);
    }
    // Au seuil, on trouve des deux.
    expect([...statuts].sort()).toEqual(["insatisfiable", "satisfiable"]);
  });

  it("CDCL oublie des clauses apprises sans se tromper", () => {
    // Assez de conflits pour plusieurs oublis ; DPLL, sans apprentissage, sert de témoin.
    for (const graine of [3, 11]) {
      const f = kSATAleatoire(140, 596, 3, graine);
      const cdcl = creerSolveurCDCL({ premierOubli: 200, ecartOubli: 50 }).creer(f).resoudre();
      const dpll = solveurDPLL.creer(f).resoudre();
      expect(cdcl.statut).toBe(dpll.statut);
      expect(cdcl.compteurs.oubliees).toBeGreaterThan(0);
      if (cdcl.modele) expect(satisfaitTout(f, cdcl.modele)).toBe(true);
    }
  });

  it.each(SOLVEURS_SAT.map((s) => [s.nom, s] as const))(
    "%s : les pigeons (n + 1 pigeons, n nids) sont insatisfiables",
    (_, solveur) => {
      for (const n of [3, 4, 5])
        expect(solveur.creer(pigeons(n)).resoudre().statut).toBe("insatisfiable");
    },
  );

  it.each(SOLVEURS_SAT.map((s) => [s.nom, s] as const))(
    "%s : la clause vide est fausse, la formule sans clause est vraie",
    (_, solveur: SolveurSAT) => {
      expect(solveur.creer({ nombreDeVariables: 2, clauses: [[1], []] }).resoudre().statut).toBe(
        "insatisfiable",
      );
      const r = solveur.creer({ nombreDeVariables: 2, clauses: [] }).resoudre();
      expect(r.statut).toBe("satisfiable");
      expect(r.modele).toHaveLength(3);
    },
  );

  it("DPLL donne le même verdict sans littéraux purs et en choisissant la première variable", () => {
    const simple = creerSolveurDPLL({ litterauxPurs: false, choix: "premiere-variable" });
    for (let graine = 1; graine <= 8; graine++) {
      const f = kSATAleatoire(40, 170, 3, graine);
      expect(simple.creer(f).resoudre().statut).toBe(solveurDPLL.creer(f).resoudre().statut);
    }
    const g = lireLigne(
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
    );
    const r = simple.creer(coderGrille(g)).resoudre();
    expect(r.modele && estSolutionDe(grilleDuModele(r.modele, g), g)).toBe(true);
  });
});

describe("le catalogue des solveurs et la suite de Luby", () => {
  it("trouve les solveurs par leur nom et refuse un nom inconnu", () => {
    expect(SOLVEURS_SAT.map((s) => s.nom)).toEqual(["dpll", "cdcl", "minisat"]);
    expect(trouverSolveurSAT("cdcl")).toBe(solveurCDCL);
    expect(() => trouverSolveurSAT("glucose")).toThrow(
      "solveur SAT inconnu : « glucose » ; disponibles : dpll, cdcl, minisat",
    );
  });

  it("la suite de Luby commence par 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8", () => {
    expect(Array.from({ length: 15 }, (_, k) => luby(k))).toEqual([
      1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8,
    ]);
  });

  it("la suite de Luby refuse un rang négatif, fractionnaire ou trop grand au lieu de boucler", () => {
    for (const k of [-1, 1.5, 2 ** 30]) expect(() => luby(k)).toThrow(/k doit être un entier/);
  });
});
