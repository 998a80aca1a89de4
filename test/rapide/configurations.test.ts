import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { estSolutionDe, lireFichierLignes, lireFichierSolutions } from "../../src/grille/index";
import {
  CONFIGURATIONS,
  candidatsDesCases,
  casesDuSegment,
  chiffresDuMasque,
  compterSegments,
  configurationsDuMasque,
  configurationsPossibles,
  deroulerTriades,
  type Configuration,
  type DeroulementTriades,
  type SensDuBloc,
} from "../../src/rapide/configurations";
import { resoudreRapide } from "../../src/rapide/index";
import { RACINE } from "../aide-processus";

const ENSEMBLES = join(RACINE, "data", "ensembles");
const SANS_SEGMENTS = ["singleton-nu", "singleton-cache", "configurations"] as const;

function grilles(nom: string) {
  return lireFichierLignes(readFileSync(join(ENSEMBLES, nom), "utf8"));
}

/** Une grille vide, avec quelques chiffres posés : [i, j, v]. */
function avec(...poses: [number, number, number][]): number[] {
  const valeurs = new Array<number>(81).fill(0);
  for (const [i, j, v] of poses) valeurs[9 * i + j] = v;
  return valeurs;
}

/** La configuration du chiffre dans un bloc de la solution : le carré de chaque rang. */
function configurationDansLaSolution(
  solution: readonly number[],
  sens: SensDuBloc,
  bloc: number,
  chiffre: number,
): Configuration {
  const p = [0, 1, 2].map((rang) =>
    [0, 1, 2].find((carre) =>
      casesDuSegment(sens, bloc, rang, carre).some((k) => solution[k] === chiffre),
    ),
  );
  return p as unknown as Configuration;
}

/** Chaque pas du déroulement est juste : rien de ce qu'il retire n'est dans la solution. */
function controler(d: DeroulementTriades, solution: readonly number[], quoi: string): void {
  for (const [n, e] of d.etapes.entries()) {
    for (const x of e.eliminations) {
      expect(solution[9 * x.i + x.j], `${quoi}, étape ${n + 1} : ${e.texte}`).not.toBe(x.chiffre);
    }
    for (const x of e.placements) {
      expect(solution[9 * x.i + x.j], `${quoi}, étape ${n + 1} : ${e.texte}`).toBe(x.chiffre);
    }
    for (const r of e.configurationsRetirees) {
      expect(
        configurationDansLaSolution(solution, r.sens, r.bloc, r.chiffre),
        `${quoi}, étape ${n + 1} : ${e.texte}`,
      ).not.toEqual(r.configuration);
    }
  }
  expect(d.statut, quoi).not.toBe("contradiction");
  // Le chiffre de la solution reste candidat partout.
  for (let k = 0; k < 81; k++) expect(d.candidats[k] & (1 << (solution[k] - 1))).not.toBe(0);
}

describe("les configurations d'un chiffre dans un bloc", () => {
  it("sont les 6 permutations de trois carrés", () => {
    expect(new Set(CONFIGURATIONS.map((p) => p.join(""))).size).toBe(6);
    for (const p of CONFIGURATIONS) expect([...p].sort()).toEqual([0, 1, 2]);
  });

  it("un segment : trois cases d'une ligne dans un carré (bande), d'une colonne dans un carré (pile)", () => {
    // Bande 1, ligne 1 de la bande (ligne 4), carré 2 de la bande (carré 5) : (4, 6), (4, 7), (4, 8).
    expect(casesDuSegment("bande", 1, 1, 2)).toEqual([42, 43, 44]);
    // Pile 2, colonne 1 de la pile (colonne 7), carré 1 de la pile (lignes 3 à 5) : (3, 7), (4, 7), (5, 7).
    expect(casesDuSegment("pile", 2, 1, 1)).toEqual([34, 43, 52]);
  });

  it("sur une grille vide, les 6 sont possibles pour chaque chiffre et chaque bloc", () => {
    const candidats = candidatsDesCases(avec());
    for (const sens of ["bande", "pile"] as const)
      for (let b = 0; b < 3; b++)
        for (let v = 1; v <= 9; v++)
          expect(configurationsPossibles(candidats, sens, b, v)).toBe(63);
  });

  it("un 5 en (0, 0) en laisse 2 dans la bande 0 et la pile 0, 6 ailleurs", () => {
    const candidats = candidatsDesCases(avec([0, 0, 5]));
    const bande0 = configurationsDuMasque(configurationsPossibles(candidats, "bande", 0, 5));
    expect(bande0).toEqual([
      [0, 1, 2],
      [0, 2, 1],
    ]);
    expect(configurationsDuMasque(configurationsPossibles(candidats, "pile", 0, 5))).toHaveLength(
      2,
    );
    expect(configurationsPossibles(candidats, "bande", 1, 5)).toBe(63);
    expect(configurationsPossibles(candidats, "pile", 1, 5)).toBe(63);
    // Les autres chiffres ne perdent que la case (0, 0) : toutes leurs configurations restent.
    expect(configurationsPossibles(candidats, "bande", 0, 4)).toBe(63);
  });

  it("un 5 en (0, 0) et un en (4, 4) : 2 configurations dans la bande 1 et dans la pile 1", () => {
    const candidats = candidatsDesCases(avec([0, 0, 5], [4, 4, 5]));
    // Bande 1 : la ligne 4 (rang 1) va au carré 4 (carré 1 de la bande).
    expect(configurationsDuMasque(configurationsPossibles(candidats, "bande", 1, 5))).toEqual([
      [0, 1, 2],
      [2, 1, 0],
    ]);
    // Pile 1 : la colonne 4 (rang 1) va au carré 4 (carré 1 de la pile).
    expect(configurationsDuMasque(configurationsPossibles(candidats, "pile", 1, 5))).toEqual([
      [0, 1, 2],
      [2, 1, 0],
    ]);
    // Bande 0 : la ligne 0 va au carré 0, la ligne 4 ferme la colonne 4 mais pas le carré 1.
    expect(configurationsPossibles(candidats, "bande", 0, 5)).toBe(0b11);
    // Bande 2 : seules les colonnes 0 et 4 sont fermées, chaque segment garde une case.
    expect(configurationsPossibles(candidats, "bande", 2, 5)).toBe(63);
  });

  it("deux 5 posés dans deux lignes de la bande 0 ne lui laissent qu'une configuration", () => {
    const candidats = candidatsDesCases(avec([0, 0, 5], [1, 4, 5]));
    expect(configurationsDuMasque(configurationsPossibles(candidats, "bande", 0, 5))).toEqual([
      [0, 1, 2],
    ]);
  });

  it("des candidats retirés à la main ferment des segments, donc des configurations", () => {
    const candidats = candidatsDesCases(avec());
    // Le 1 ne peut plus aller dans la ligne 0 qu'au carré 2, ni dans la ligne 1 qu'au carré 0.
    for (const k of [...casesDuSegment("bande", 0, 0, 0), ...casesDuSegment("bande", 0, 0, 1)])
      candidats[k] &= ~1;
    for (const k of [...casesDuSegment("bande", 0, 1, 1), ...casesDuSegment("bande", 0, 1, 2)])
      candidats[k] &= ~1;
    expect(configurationsDuMasque(configurationsPossibles(candidats, "bande", 0, 1))).toEqual([
      [2, 0, 1],
    ]);
  });
});

describe("le compte des segments", () => {
  it("trouve les chiffres qui peuvent et ceux qui doivent occuper chaque segment", () => {
    const configurations = new Array<number>(10).fill(63);
    configurations[0] = 0;
    // 1, 2 et 3 ont la ligne 0 au carré 0 : [0, 1, 2] et [0, 2, 1] (bits 0 et 1).
    for (const v of [1, 2, 3]) configurations[v] = 0b11;
    const comptes = compterSegments(configurations, "bande", 0);
    expect(comptes).toHaveLength(9);
    const premier = comptes.find((c) => c.rang === 0 && c.carre === 0)!;
    expect(premier.doivent).toEqual([1, 2, 3]);
    expect(premier.peuvent).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const autre = comptes.find((c) => c.rang === 0 && c.carre === 1)!;
    expect(autre.peuvent).toEqual([4, 5, 6, 7, 8, 9]);
    expect(autre.doivent).toEqual([]);
  });

  it("lit les chiffres d'un masque de candidats", () => {
    expect(chiffresDuMasque(0b100010001)).toEqual([1, 5, 9]);
  });
});

describe("le déroulement pas à pas", () => {
  it("résout une grille facile par singletons seuls", () => {
    const facile = grilles("norvig_easy50.txt")[0];
    const d = deroulerTriades(facile.valeurs);
    expect(d.statut).toBe("resolue");
    // Les singletons suffisent : ni la table des configurations ni les segments ne servent.
    for (const e of d.etapes) expect(["singleton-nu", "singleton-cache"]).toContain(e.regle);
    const solution = d.candidats.map((m) => chiffresDuMasque(m)[0]);
    expect(estSolutionDe(facile.avecValeurs(solution), facile)).toBe(true);
  });

  it("top 95 n° 57 : bloquée sans la règle des segments, résolue avec, par un seul segment", () => {
    const g = grilles("norvig_top95.txt")[56];
    expect(deroulerTriades(g.valeurs, { regles: SANS_SEGMENTS }).statut).toBe("bloquee");
    const d = deroulerTriades(g.valeurs);
    expect(d.statut).toBe("resolue");
    const segments = d.etapes.filter((e) => e.regle === "segments");
    expect(segments).toHaveLength(1);
    expect(segments[0].texte).toContain("triade ligne 2 × carré 2");
    const solution = d.candidats.map((m) => chiffresDuMasque(m)[0]);
    expect(estSolutionDe(g.avecValeurs(solution), g)).toBe(true);
  });

  it("voit une impasse : une case sans candidat", () => {
    // (0, 0) vide, et les chiffres 1 à 9 tous dans sa ligne ou sa colonne.
    const valeurs = avec(
      [0, 1, 1],
      [0, 2, 2],
      [0, 3, 3],
      [0, 4, 4],
      [1, 0, 5],
      [2, 0, 6],
      [3, 0, 7],
      [4, 0, 8],
      [5, 0, 9],
    );
    expect(deroulerTriades(valeurs).statut).toBe("contradiction");
  });

  it("refuse une grille qui n'est pas 9×9, ou une valeur hors de 0 à 9", () => {
    expect(() => deroulerTriades(new Array<number>(16).fill(0))).toThrow(RangeError);
    expect(() => deroulerTriades(avec([2, 3, 10]))).toThrow(/case \(2, 3\) : valeur 10 impossible/);
  });

  it("s'arrête au bout de maxEtapes étapes", () => {
    const d = deroulerTriades(grilles("norvig_easy50.txt")[0].valeurs, { maxEtapes: 3 });
    expect([d.statut, d.etapes.length]).toEqual(["bloquee", 3]);
  });

  it.each(["norvig_top95.txt", "forum_hardest_1106.txt", "norvig_hardest.txt"])(
    "%s : chaque élimination, placement et configuration retirée est juste",
    { timeout: 120_000 },
    (nom) => {
      for (const [n, g] of grilles(nom).entries()) {
        const r = resoudreRapide(g, { limite: 2 });
        expect(r.solutions, `${nom} n° ${n + 1}`).toBe(1);
        const d = deroulerTriades(g.valeurs);
        controler(d, r.solution!, `${nom} n° ${n + 1}`);
        // La règle des segments ne fait jamais moins que les autres règles seules.
        const sans = deroulerTriades(g.valeurs, { regles: SANS_SEGMENTS });
        const restants = (c: number[]) => c.reduce((s, m) => s + chiffresDuMasque(m).length, 0);
        expect(restants(d.candidats)).toBeLessThanOrEqual(restants(sans.candidats));
      }
    },
  );

  it("kaggle (solutions du fichier) : chaque pas est juste", { timeout: 120_000 }, () => {
    const paires = lireFichierSolutions(
      join(ENSEMBLES, "kaggle_bryanpark_1000_avec_solutions.csv"),
    );
    for (const { enonce, solution, ligne } of paires.slice(0, 200)) {
      const d = deroulerTriades(enonce.valeurs);
      controler(d, solution.valeurs, `kaggle, ligne ${ligne}`);
    }
  });
});
