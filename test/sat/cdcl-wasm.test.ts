/**
 * Le CDCL WebAssembly (assembly/cdcl.ts compilé, chargé par src/sat/cdcl-wasm.ts) :
 * le même algorithme que le CDCL TypeScript, donc formule par formule le même
 * statut et les mêmes compteurs (décisions, conflits, oublis, compactions…) ;
 * chaque modèle satisfait la formule ; les formules limites ; le manque de
 * mémoire ; le module versé dans le dépôt est bien celui que donnent les sources.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MODULES_WASM, construireModuleWasm } from "../../outils/constructions/construire-wasm";
import { lireFichierLignes } from "../../src/grille/lecture";
import { construire, dossierDuCache, empreinte } from "../../src/noyau/bibliotheque";
import {
  ErreurMemoireCdclWasm,
  limiterMemoireCdclWasm,
  resoudreCdclWasm,
} from "../../src/sat/cdcl-wasm";
import { coderGrille } from "../../src/sat/codage-sudoku";
import { ecrireDimacs, kSATAleatoire, pigeons, solveurCDCL } from "../../src/sat/index";
import { satisfaitTout, type FNC } from "../../src/sat/probleme";
import { Hasard } from "../../src/hasard/index";
import { RACINE } from "../aide-processus";

/** Résout par les deux CDCL, vérifie le modèle du wasm, et rend les deux résultats. */
function comparer(fnc: FNC, budget?: number) {
  const wasm = resoudreCdclWasm(fnc, { budget });
  const ts = solveurCDCL.creer(fnc).resoudre({ budget });
  if (wasm.statut === "satisfiable") expect(satisfaitTout(fnc, wasm.modele!)).toBe(true);
  return { wasm, ts };
}

describe("le CDCL WebAssembly fait ce que fait le CDCL TypeScript", () => {
  it("sur 300 formules k-SAT tirées au hasard : même statut, mêmes compteurs, modèle juste", () => {
    const hasard = new Hasard(2026);
    let satisfiables = 0;
    for (let essai = 0; essai < 300; essai++) {
      const k = 2 + hasard.entier(3); // 2, 3 ou 4 littéraux
      const n = 1 + hasard.entier(60);
      const rapport = [1, 2, 4.26, 9.9][k - 1] * (0.6 + 0.8 * hasard.reel());
      const fnc = kSATAleatoire(n, Math.round(rapport * n), Math.min(k, n), essai + 1);
      const { wasm, ts } = comparer(fnc);
      expect({ essai, statut: wasm.statut, compteurs: wasm.compteurs }).toEqual({
        essai,
        statut: ts.statut,
        compteurs: ts.compteurs,
      });
      if (wasm.statut === "satisfiable") satisfiables++;
    }
    // Les deux réponses sont bien représentées.
    expect(satisfiables).toBeGreaterThan(50);
    expect(satisfiables).toBeLessThan(250);
  });

  it("les 100 formules du banc (3-SAT au seuil, 100 variables), le même modèle que le TypeScript", () => {
    for (let graine = 1; graine <= 100; graine++) {
      const fnc = kSATAleatoire(100, 426, 3, graine);
      const { wasm, ts } = comparer(fnc);
      expect({ graine, ...wasm }).toEqual({ graine, ...ts });
    }
  });

  it("des recherches longues : oubli des clauses apprises et compaction de la mémoire compris", () => {
    for (const [n, graine] of [
      [175, 3],
      [200, 4],
    ]) {
      const fnc = kSATAleatoire(n, Math.round(4.26 * n), 3, graine);
      const { wasm, ts } = comparer(fnc);
      expect(wasm.compteurs.oubliees).toBeGreaterThan(0);
      expect(wasm.compteurs.compactions).toBeGreaterThan(0);
      expect(wasm).toEqual(ts);
    }
  });

  it("s'arrête au budget de conflits, au même endroit", () => {
    for (const budget of [1, 2, 10, 100]) {
      const { wasm, ts } = comparer(pigeons(7), budget);
      expect(wasm.statut).toBe("budget-epuise");
      expect(wasm.compteurs.conflits).toBeGreaterThanOrEqual(budget);
      expect(wasm).toEqual(ts);
    }
    expect(() => resoudreCdclWasm(pigeons(3), { budget: 0 })).toThrow(/budget incorrect/);
  });

  it("une grille de Sudoku codée par coderGrille (9×9 et 16×16) : la solution de la grille", () => {
    const fichiers = [
      ["norvig_top95.txt", 9],
      ["generated_16x16_20.txt", 16],
    ] as const;
    for (const [nom, taille] of fichiers) {
      const texte = readFileSync(join(RACINE, "data", "ensembles", nom), "utf8");
      const grille = lireFichierLignes(texte)[0];
      expect(grille.taille).toBe(taille);
      const fnc = coderGrille(grille);
      expect(fnc.clauses.length).toBeGreaterThan(taille === 16 ? 50_000 : 10_000);
      const { wasm, ts } = comparer(fnc);
      expect(wasm.statut).toBe("satisfiable");
      expect(wasm).toEqual(ts);
    }
  });
});

describe("les formules limites", () => {
  it.each([
    ["la formule vide", { nombreDeVariables: 0, clauses: [] }, "satisfiable"],
    ["une clause vide", { nombreDeVariables: 2, clauses: [[1, 2], []] }, "insatisfiable"],
    [
      "deux unitaires contradictoires",
      { nombreDeVariables: 1, clauses: [[1], [-1]] },
      "insatisfiable",
    ],
    ["un unitaire répété", { nombreDeVariables: 1, clauses: [[-1], [-1]] }, "satisfiable"],
    [
      "une tautologie et un doublon",
      {
        nombreDeVariables: 2,
        clauses: [
          [1, -1, 2],
          [2, 2],
        ],
      },
      "satisfiable",
    ],
    [
      "des variables absentes des clauses",
      { nombreDeVariables: 10, clauses: [[3, -7]] },
      "satisfiable",
    ],
    [
      "une variable au-delà de l'en-tête",
      { nombreDeVariables: 2, clauses: [[5], [-1, -5]] },
      "satisfiable",
    ],
    [
      "une binaire en double",
      { nombreDeVariables: 2, clauses: [[1, 2], [2, 1], [-1], [-2]] },
      "insatisfiable",
    ],
  ] as const)("%s", (_, fnc, statut) => {
    const formule = {
      nombreDeVariables: fnc.nombreDeVariables,
      clauses: fnc.clauses.map((c) => [...c]),
    };
    const { wasm, ts } = comparer(formule);
    expect(wasm.statut).toBe(statut);
    expect(wasm).toEqual(ts);
    if (statut === "satisfiable") {
      expect(wasm.modele).toHaveLength(
        Math.max(formule.nombreDeVariables, ...formule.clauses.flat().map(Math.abs)) + 1,
      );
    }
  });

  it("refuse un littéral qui n'est pas un entier non nul", () => {
    expect(() => resoudreCdclWasm({ nombreDeVariables: 2, clauses: [[1, 0]] })).toThrow(
      /littéral incorrect : 0/,
    );
    expect(() => resoudreCdclWasm({ nombreDeVariables: 2, clauses: [[1.5]] })).toThrow(
      /littéral incorrect : 1,5|littéral incorrect : 1.5/,
    );
  });

  it("une formule trop grande pour sa mémoire : une erreur en français, puis le module repart", () => {
    const grande = kSATAleatoire(20_000, 40_000, 3, 1); // facile : deux clauses par variable
    limiterMemoireCdclWasm(16); // 1 Mio : trop peu pour 40 000 clauses
    try {
      expect(() => resoudreCdclWasm(grande)).toThrow(ErreurMemoireCdclWasm);
      expect(() => resoudreCdclWasm(grande)).toThrow(
        /le CDCL WebAssembly a manqué de mémoire \(formule de 20000 variables et 40000 clauses\)/,
      );
    } finally {
      limiterMemoireCdclWasm(undefined);
    }
    // Une instance neuve, sans la borne : tout redevient juste.
    const { wasm, ts } = comparer(kSATAleatoire(100, 426, 3, 7));
    expect(wasm).toEqual(ts);
    expect(resoudreCdclWasm(grande).statut).toBe("satisfiable");
  });
});

describe("le module versé dans le dépôt", () => {
  it("est celui que donnent assembly/cdcl.ts et les options fixées (sinon : npm run construire:wasm)", () => {
    const dossier = mkdtempSync(join(tmpdir(), "sudoku-wasm-cdcl-"));
    try {
      const sortie = join(dossier, "cdcl.wasm");
      construireModuleWasm("cdcl", sortie);
      expect(
        Buffer.compare(readFileSync(MODULES_WASM.cdcl.module), readFileSync(sortie)) === 0,
        "src/sat/cdcl.wasm ne correspond pas à assembly/cdcl.ts : lancez npm run construire:wasm",
      ).toBe(true);
    } finally {
      rmSync(dossier, { recursive: true, force: true });
    }
  }, 60_000);

  it("est trouvé par la commande sudoku compilée d'avance, lancée depuis un autre dossier, sur plusieurs fichiers", () => {
    const dossier = mkdtempSync(join(tmpdir(), "sudoku-wasm-cdcl-commande-"));
    try {
      const formules = [1, 2, 3, 4, 5, 6].map((g) => kSATAleatoire(60, 256, 3, g));
      const noms = formules.map((f, k) => {
        const nom = `f${k}.cnf`;
        writeFileSync(join(dossier, nom), ecrireDimacs(f));
        return nom;
      });
      const r = spawnSync(process.execPath, [join(RACINE, "bin", "sudoku.cjs"), "sat", ...noms], {
        cwd: dossier,
        encoding: "utf8",
      });
      expect(r.stderr).toBe("");
      const blocs = r.stdout.split("c fichier : ").slice(1);
      expect(blocs).toHaveLength(formules.length);
      blocs.forEach((bloc, k) => {
        const ts = solveurCDCL.creer(formules[k]).resoudre();
        expect(bloc).toContain(`conflits ${ts.compteurs.conflits},`);
        if (ts.statut === "insatisfiable") {
          expect(bloc).toContain("s UNSATISFIABLE");
          return;
        }
        expect(bloc).toContain("s SATISFIABLE");
        const litteraux = bloc
          .split("\n")
          .filter((l) => l.startsWith("v "))
          .flatMap((l) => l.slice(2).trim().split(/\s+/).map(Number))
          .filter((l) => l !== 0);
        const modele = [false];
        for (const l of litteraux) modele[Math.abs(l)] = l > 0;
        expect(modele).toHaveLength(61);
        expect(satisfaitTout(formules[k], modele)).toBe(true);
      });
    } finally {
      rmSync(dossier, { recursive: true, force: true });
    }
  }, 60_000);

  it("est trouvé par la bibliothèque que le noyau des carnets compile d'avance (.cache/noyau)", async () => {
    await construire(RACINE);
    const compile = join(dossierDuCache(RACINE, empreinte(RACINE)), "src", "sat", "cdcl-wasm.js");
    const dossier = mkdtempSync(join(tmpdir(), "sudoku-wasm-cdcl-noyau-"));
    try {
      const script = `const m = require(${JSON.stringify(compile)});
        process.stdout.write(m.resoudreCdclWasm({ nombreDeVariables: 3, clauses: [[1, 2], [-1], [-2, 3]] }).modele.join(","));`;
      const r = spawnSync(process.execPath, ["-e", script], { cwd: dossier, encoding: "utf8" });
      expect(r.stderr).toBe("");
      expect(r.stdout).toBe("false,false,true,true");
    } finally {
      rmSync(dossier, { recursive: true, force: true });
    }
  }, 120_000);
});
