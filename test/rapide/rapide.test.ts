import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import {
  Grille,
  estSolutionDe,
  lireFichierLignes,
  lireFichierSolutions,
} from "../../src/grille/index";
import { resoudreRapide, compterSolutions, type MoteurRapide } from "../../src/rapide/index";
import { RACINE } from "../aide-processus";
import { ENONCE, SOLUTION } from "../exemples";

const DATA = join(RACINE, "data");

/** Tous les fichiers de data/ (sous-dossiers compris) dont le nom vérifie le test. */
function fichiersDeData(garder: (nom: string) => boolean, dossier = DATA): string[] {
  return readdirSync(dossier, { withFileTypes: true }).flatMap((e) => {
    const chemin = join(dossier, e.name);
    if (e.isDirectory()) return fichiersDeData(garder, chemin);
    return garder(e.name) ? [chemin] : [];
  });
}

const AVEC_SOLUTIONS = fichiersDeData((nom) => nom.endsWith("_avec_solutions.csv"));
const ENSEMBLES = fichiersDeData((nom) => nom.endsWith(".txt")).filter(
  (f) => f.includes("ensembles") && !f.includes("serg_multisolutions"),
);
const MULTISOLUTIONS = join(DATA, "ensembles", "serg_multisolutions_1000.txt");
/** `auto` prend `wasm` pour les 9×9 : on nomme chaque moteur. */
const MOTEURS: MoteurRapide[] = ["bandes", "wasm", "cases"];

function lire(ligne: string): Grille {
  return lireFichierLignes(ligne)[0];
}

describe("le solveur rapide contre des solutions connues", () => {
  it("trouve des fichiers à contrôler dans data/", () => {
    expect(AVEC_SOLUTIONS.length).toBeGreaterThanOrEqual(2);
    expect(ENSEMBLES.length).toBeGreaterThanOrEqual(6);
  });

  it.each(AVEC_SOLUTIONS.map((f) => relative(DATA, f)))(
    "%s : chaque grille a une solution unique, celle du fichier (trois moteurs)",
    { timeout: 60_000 },
    (nom) => {
      for (const { enonce, solution, ligne } of lireFichierSolutions(join(DATA, nom))) {
        for (const moteur of MOTEURS) {
          const r = resoudreRapide(enonce, { limite: 2, moteur });
          expect({ ligne, moteur, statut: r.statut, solutions: r.solutions }).toEqual({
            ligne,
            moteur,
            statut: "resolue",
            solutions: 1,
          });
          expect(r.solution, `${nom}, ligne ${ligne}`).toEqual(solution.valeurs);
        }
      }
    },
  );

  it.each(ENSEMBLES.map((f) => relative(DATA, f)))(
    "%s : chaque grille a exactement une solution, qui la résout (trois moteurs)",
    { timeout: 60_000 },
    (nom) => {
      for (const [k, enonce] of lireFichierLignes(
        readFileSync(join(DATA, nom), "utf8"),
      ).entries()) {
        const premieres: number[][] = [];
        for (const moteur of enonce.taille === 9 ? MOTEURS : (["auto"] as const)) {
          const r = resoudreRapide(enonce, { limite: 2, moteur });
          expect([k + 1, moteur, r.statut, r.solutions]).toEqual([k + 1, moteur, "resolue", 1]);
          expect(estSolutionDe(enonce.avecValeurs(r.solution ?? []), enonce)).toBe(true);
          premieres.push(r.solution ?? []);
        }
        for (const autre of premieres.slice(1)) expect(autre).toEqual(premieres[0]);
      }
    },
  );

  it("trouve au moins deux solutions à chaque grille de serg_multisolutions_1000 (trois moteurs)", () => {
    const grilles = lireFichierLignes(readFileSync(MULTISOLUTIONS, "utf8"));
    expect(grilles).toHaveLength(1000);
    for (const [k, enonce] of grilles.entries()) {
      for (const moteur of MOTEURS) {
        const r = resoudreRapide(enonce, { limite: 2, moteur });
        expect([k + 1, moteur, r.statut, r.solutions]).toEqual([k + 1, moteur, "resolue", 2]);
        expect(estSolutionDe(enonce.avecValeurs(r.solution ?? []), enonce)).toBe(true);
      }
    }
  });
});

describe("compter les solutions", () => {
  it("compte les 288 grilles 4×4 pleines", () => {
    expect(compterSolutions(Grille.vide(4), Infinity)).toBe(288);
  });

  it("compte exactement les solutions d'un rectangle de cases vidé (trois moteurs)", () => {
    // Vider les coins d'un rectangle dont les valeurs s'échangent donne deux solutions.
    const rectangle = [...SOLUTION].map(Number);
    for (const k of [3, 4, 48, 49]) rectangle[k] = 0; // (0,3) (0,4) (5,3) (5,4) : 1 2 / 2 1
    for (const moteur of MOTEURS) {
      const r = resoudreRapide(rectangle, { limite: Infinity, moteur });
      expect([moteur, r.statut, r.solutions]).toEqual([moteur, "resolue", 2]);
    }
  });

  it("s'arrête à la limite demandée", () => {
    const vide = Grille.vide(9);
    for (const limite of [1, 2, 5]) {
      expect(resoudreRapide(vide, { limite }).solutions).toBe(limite);
      expect(resoudreRapide(vide, { limite, moteur: "cases" }).solutions).toBe(limite);
    }
  });
});

describe("le solveur rapide dans les cas limites", () => {
  it("résout l'annexe du TD", () => {
    const r = resoudreRapide(lire(ENONCE), { limite: 2 });
    expect(r.solution?.join("")).toBe(SOLUTION);
    expect(r.solutions).toBe(1);
  });

  it("dit insoluble pour des données contradictoires ou une grille sans solution (trois moteurs)", () => {
    const contradictoires = lire(`55${ENONCE.slice(2)}`);
    const sansSolution = lire(`12345678.........9${".".repeat(63)}`);
    for (const moteur of MOTEURS) {
      for (const g of [contradictoires, sansSolution]) {
        const r = resoudreRapide(g, { limite: 2, moteur });
        expect([moteur, r.statut, r.solutions, r.solution]).toEqual([
          moteur,
          "insoluble",
          0,
          undefined,
        ]);
      }
    }
  });

  it("rend budget-epuise quand les essais manquent, sans se tromper de statut", () => {
    // La première grille de forum_hardest_1106 : des centaines d'essais.
    const difficile = lire(
      "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
    );
    const vide = Grille.vide(16);
    for (const [g, moteur] of [
      [difficile, "bandes"],
      [difficile, "wasm"],
      [difficile, "cases"],
      [vide, "auto"],
    ] as const) {
      const r = resoudreRapide(g, { limite: Infinity, budget: 3, moteur });
      expect(r.statut).toBe("budget-epuise");
      expect(r.compteurs.essais).toBe(3);
    }
  });

  it("remplit une 25×25 vide avec une pile explicite, sans déborder", () => {
    const r = resoudreRapide(Grille.vide(25), { limite: 1 });
    expect(r.statut).toBe("resolue");
    expect(estSolutionDe(new Grille(r.solution ?? []), Grille.vide(25))).toBe(true);
  });

  it("refuse une grille de mauvaise taille ou une valeur impossible, en français", () => {
    expect(() => resoudreRapide([1, 2, 3])).toThrow(/16, 81, 256 ou 625 cases/);
    expect(() => resoudreRapide([...new Array<number>(80).fill(0), 10])).toThrow(
      /case \(8, 8\) : valeur 10 impossible/,
    );
    expect(() => resoudreRapide(Grille.vide(4), { moteur: "bandes" })).toThrow(/9×9/);
    expect(() => resoudreRapide(Grille.vide(4), { moteur: "wasm" })).toThrow(/« wasm ».*9×9/);
    expect(() =>
      resoudreRapide([...new Array<number>(80).fill(0), 1.5], { moteur: "wasm" }),
    ).toThrow(/case \(8, 8\) : valeur 1.5 impossible/);
    expect(() => resoudreRapide(Grille.vide(9), { limite: 0 })).toThrow(/limite/);
  });
});
