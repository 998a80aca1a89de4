/**
 * Le moteur `triades` (`assembly/triades.ts`) : chaque grille des ensembles
 * du cours résolue et comptée unique, sa solution contrôlée par un code qui
 * ne doit rien aux solveurs ; la même API par grille et par lot ; le repli
 * sur le moteur `bandes` là où le WebAssembly n'a pas de SIMD.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { ErreurGrille } from "../../src/socle/erreurs";
import { lireEnoncesEtSolutions, lireFichierLignes } from "../../src/grille/index";
import {
  compterSolutions,
  resoudreLotRapide,
  resoudreLotTriades,
  resoudreRapide,
  resoudreTriades,
  resultatDansLeLot,
  solutionDansLeLot,
  statutDansLeLot,
  triadesDisponible,
  type OptionsLot,
} from "../../src/rapide/index";
import { trouverAlgorithme } from "../../src/algos/index";
import { grillesA17Indices } from "../../outils/bancs/ensembles-de-banc";
import { RACINE } from "../aide-processus";

const ENSEMBLES = join(RACINE, "data", "ensembles");

/** Vrai si `s` (81 valeurs) est une grille pleine et juste qui garde les indices de `g`. */
function solutionJuste(s: ArrayLike<number>, g: ArrayLike<number>): boolean {
  for (let k = 0; k < 81; k++) if (g[k] !== 0 && g[k] !== s[k]) return false;
  for (let u = 0; u < 9; u++) {
    const [ligne, colonne, carre] = [new Set<number>(), new Set<number>(), new Set<number>()];
    for (let v = 0; v < 9; v++) {
      ligne.add(s[9 * u + v]);
      colonne.add(s[9 * v + u]);
      carre.add(s[27 * Math.floor(u / 3) + 3 * (u % 3) + 9 * Math.floor(v / 3) + (v % 3)]);
    }
    for (const unite of [ligne, colonne, carre]) {
      if (unite.size !== 9 || [...unite].some((x) => x < 1 || x > 9)) return false;
    }
  }
  return true;
}

/** Les cases bout à bout, et les solutions connues (s'il y en a). */
interface Ensemble {
  cases: Uint8Array;
  nombre: number;
  solutions?: Uint8Array;
}

function ensemble(grilles: ArrayLike<number>[], solutions?: ArrayLike<number>[]): Ensemble {
  const cases = new Uint8Array(81 * grilles.length);
  grilles.forEach((g, k) => cases.set(g, 81 * k));
  const connues = solutions && new Uint8Array(81 * solutions.length);
  solutions?.forEach((s, k) => connues!.set(s, 81 * k));
  return { cases, nombre: grilles.length, solutions: connues };
}

function fichier(nom: string): Ensemble {
  const texte = readFileSync(join(ENSEMBLES, nom), "utf8");
  if (nom.endsWith(".csv")) {
    const paires = lireEnoncesEtSolutions(texte, nom);
    return ensemble(
      paires.map((p) => p.enonce.valeurs),
      paires.map((p) => p.solution.valeurs),
    );
  }
  return ensemble(lireFichierLignes(texte).map((g) => g.valeurs));
}

/** Chaque grille a une seule solution (limite 2), la solution connue ou, à défaut, une solution juste. */
function verifierUniques(e: Ensemble): void {
  const lot = resoudreLotTriades(e.cases, e.nombre, { limite: 2 });
  for (let g = 0; g < e.nombre; g++) {
    const enonce = e.cases.subarray(81 * g, 81 * g + 81);
    const solution = lot.grilles.subarray(81 * g, 81 * g + 81);
    expect({ grille: g, solutions: lot.solutions[g] }).toEqual({ grille: g, solutions: 1 });
    if (e.solutions) {
      expect(Array.from(solution)).toEqual(Array.from(e.solutions.subarray(81 * g, 81 * g + 81)));
    } else {
      expect(solutionJuste(solution, enonce), `grille ${g}`).toBe(true);
    }
  }
}

/** Le lot et `resoudreTriades` grille par grille rendent la même chose. */
function comparerLotEtGrilles(e: Ensemble, nombre: number, options: OptionsLot): void {
  const lot = resoudreLotTriades(e.cases, nombre, options);
  for (let g = 0; g < nombre; g++) {
    const seule = resoudreTriades(e.cases.subarray(81 * g, 81 * g + 81), options);
    expect({ grille: g, ...resultatDansLeLot(lot, g) }).toEqual({ grille: g, ...seule });
  }
}

describe("le moteur triades", () => {
  it("est disponible sous Node (son WebAssembly a le SIMD)", () => {
    expect(triadesDisponible()).toBe(true);
  });

  it.each([
    "norvig_top95.txt",
    "magictour_top1465.txt",
    "forum_hardest_1106.txt",
    "norvig_easy50.txt",
    "norvig_hardest.txt",
    "kaggle_bryanpark_1000_avec_solutions.csv",
    "kaggle3m_radcliffe_1000_avec_solutions.csv",
  ])("%s : chaque grille a une seule solution, juste", (nom) => {
    verifierUniques(fichier(nom));
  });

  it("2 000 grilles à 17 indices : une seule solution chacune, juste", () => {
    const grilles = grillesA17Indices(2000).map((t) =>
      Array.from(t, (c) => (c >= "1" && c <= "9" ? Number(c) : 0)),
    );
    verifierUniques(ensemble(grilles));
  });

  it("serg_multisolutions : au moins deux solutions pour chaque grille, chacune juste", () => {
    const e = fichier("serg_multisolutions_1000.txt");
    const lot = resoudreLotTriades(e.cases, e.nombre, { limite: 2 });
    for (let g = 0; g < e.nombre; g++) {
      expect({ grille: g, solutions: lot.solutions[g] }).toEqual({ grille: g, solutions: 2 });
      const solution = lot.grilles.subarray(81 * g, 81 * g + 81);
      expect(solutionJuste(solution, e.cases.subarray(81 * g, 81 * g + 81))).toBe(true);
    }
  });

  it("par grille et par lot : mêmes statuts, solutions, essais et retours", () => {
    comparerLotEtGrilles(fichier("norvig_top95.txt"), 95, { limite: 2 });
    comparerLotEtGrilles(fichier("serg_multisolutions_1000.txt"), 200, {
      limite: Infinity,
      budget: 30,
    });
  });

  it("une grille sans solution est insoluble, qu'elle se contredise ou non au premier coup d'œil", () => {
    const doublonLigne = new Array<number>(81).fill(0);
    doublonLigne[0] = 5;
    doublonLigne[8] = 5;
    const doublonCarre = new Array<number>(81).fill(0);
    doublonCarre[0] = 3;
    doublonCarre[20] = 3;
    // La case (0, 8) n'a plus de candidat : 1 à 8 dans sa ligne, 9 dans sa colonne.
    const sansCandidat = new Array<number>(81).fill(0);
    for (let j = 0; j < 8; j++) sansCandidat[j] = j + 1;
    sansCandidat[9 * 4 + 8] = 9;
    for (const g of [doublonLigne, doublonCarre, sansCandidat]) {
      const r = resoudreTriades(g, { limite: 2 });
      expect([r.statut, r.solutions, r.solution]).toEqual(["insoluble", 0, undefined]);
      expect(resoudreLotTriades(Uint8Array.from(g), 1).solutions[0]).toBe(0);
    }
    // Une grille résolue puis une insoluble dans le même lot : la seconde n'hérite de rien.
    const deux = ensemble([fichier("norvig_top95.txt").cases.subarray(0, 81), sansCandidat]);
    const lot = resoudreLotTriades(deux.cases, 2);
    expect([statutDansLeLot(lot, 0), statutDansLeLot(lot, 1)]).toEqual(["resolue", "insoluble"]);
    expect(solutionDansLeLot(lot, 1)).toBeUndefined();
  });

  it("s'arrête au budget ; une grille pleine n'a besoin d'aucun essai", () => {
    const vide = new Array<number>(81).fill(0);
    const r = resoudreTriades(vide, { limite: Infinity, budget: 40 });
    expect([r.statut, r.compteurs.essais]).toEqual(["budget-epuise", 40]);
    expect(r.solutions).toBeGreaterThan(0);
    expect(solutionJuste(r.solution!, vide)).toBe(true);
    // Une grille déjà pleine : une solution, sans essai.
    const pleine = fichier("kaggle_bryanpark_1000_avec_solutions.csv").solutions!.subarray(0, 81);
    const toutes = resoudreTriades(pleine, { limite: Infinity });
    expect([toutes.statut, toutes.solutions, toutes.compteurs.essais]).toEqual(["resolue", 1, 0]);
    expect(toutes.solution).toEqual(Array.from(pleine));
  });

  it("contrôle les valeurs comme le lot du moteur wasm, et refuse les autres tailles", () => {
    const cases = new Uint8Array(162);
    cases[81 + 40] = 10;
    const message = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        expect(e).toBeInstanceOf(ErreurGrille);
        return (e as Error).message;
      }
      throw new Error("aucune erreur");
    };
    expect(message(() => resoudreLotTriades(cases, 2))).toBe(
      message(() => resoudreLotRapide(cases, 2)),
    );
    expect(() => resoudreTriades(new Array<number>(16).fill(0))).toThrow(/9×9/);
    expect(() => resoudreLotTriades(cases, 3)).toThrow(/resoudreLotTriades/);
  });

  it("compterSolutions compte avec lui les 9×9, comme avec le moteur par cases", () => {
    const serg = fichier("serg_multisolutions_1000.txt").cases;
    const top95 = fichier("norvig_top95.txt").cases;
    for (const grille of [serg.subarray(0, 81), serg.subarray(81, 162), top95.subarray(0, 81)]) {
      const cases = resoudreRapide(grille, { limite: 5, moteur: "cases" });
      expect(compterSolutions(grille, 5)).toBe(cases.solutions);
    }
  });

  it("est l'algorithme « triades » de sudoku algos, distinct de « rapide »", () => {
    const algo = trouverAlgorithme("triades")!;
    expect(algo.description).toMatch(/bande/);
    const enonce = lireFichierLignes(readFileSync(join(ENSEMBLES, "norvig_top95.txt"), "utf8"))[0];
    const r = algo.resoudre(enonce, { limite: 2 });
    expect([r.statut, r.solutions]).toEqual(["resolue", 1]);
    expect(r.compteurs.essais).toBe(resoudreTriades(enonce.valeurs).compteurs.essais);
  });
});

describe("sans SIMD", () => {
  it("resoudreTriades et resoudreLotTriades passent par le moteur bandes", async () => {
    vi.resetModules();
    const { hote } = await import("../../src/hote/index");
    const valider = vi.spyOn(hote.wasm, "valider").mockReturnValue(false);
    try {
      const rapide = await import("../../src/rapide/index");
      expect(rapide.triadesDisponible()).toBe(false);
      const e = fichier("norvig_top95.txt");
      const grille = e.cases.subarray(0, 81);
      expect(rapide.resoudreTriades(grille, { limite: 2 })).toEqual(
        rapide.resoudreRapide(grille, { limite: 2, moteur: "wasm" }),
      );
      expect(rapide.resoudreLotTriades(e.cases, 10, { limite: 2 })).toEqual(
        rapide.resoudreLotRapide(e.cases, 10, { limite: 2 }),
      );
      expect(rapide.compterSolutions(grille)).toBe(1);
    } finally {
      valider.mockRestore();
      vi.resetModules();
    }
  });
});
