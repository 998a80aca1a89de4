import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lireCarnet, sourceDe, versionEleve, type Carnet } from "../../outils/carnets/carnets";
import { importsReduits, membresEmployes } from "../../outils/carnets/imports-eleves";
import { LECONS } from "../../src/exercices";
import { RACINE } from "../aide-processus";

const ELEVE = join(RACINE, "notebooks", "eleve");
const IMPORT_GLOBAL = /^\s*import \* as \w+ from "\.\/src\//m;

function carnetDeCodes(...codes: { source: string; tags?: string[] }[]): Carnet {
  return {
    cells: codes.map(({ source, tags }) => ({
      cell_type: "code",
      source,
      metadata: tags ? { tags } : {},
      outputs: [],
      execution_count: null,
    })),
    metadata: {},
    nbformat: 4,
    nbformat_minor: 5,
  };
}

describe("les imports d'une copie élève", () => {
  it("relèvent les membres employés, sans confondre un autre objet ni une méthode", () => {
    const codes = [
      "cours.resolution(M); cours.Grille.depuisMatrice(M);",
      "x.cours.faux; moncours.faux",
    ];
    expect(membresEmployes("cours", codes)).toEqual(["Grille", "resolution"]);
  });

  it("relèvent aussi un membre étalé (...cours.auPlusUn) ou cité après un point d'une autre expression", () => {
    const codes = ["[...cours.auPlusUn(xs), ...cours.exactementUn(xs)]", "a.b.cours.faux"];
    expect(membresEmployes("cours", codes)).toEqual(["auPlusUn", "exactementUn"]);
  });

  it("réduisent import * as cours aux membres employés, et ôtent son commentaire", () => {
    const [tete, suite] = importsReduits([
      '// Les outils.\nimport { verifier } from "./src/index";\n// Toute la bibliothèque.\nimport * as cours from "./src/index";',
      "const r = cours.resolution(M);",
    ]);
    expect(tete).toBe(
      [
        "// Les outils.",
        'import { verifier } from "./src/index";',
        "// De la bibliothèque du cours, ce que ce carnet emploie, sous le nom cours.… :",
        'import { resolution as cours_resolution } from "./src/index";',
        "const cours = { resolution: cours_resolution };",
      ].join("\n"),
    );
    expect(suite).toBe("const r = cours.resolution(M);");
  });

  it("ne gardent rien de ce que seuls le professeur ou les solutions employaient", () => {
    const carnet = carnetDeCodes(
      { source: 'import * as cours from "./src/index";' },
      {
        source:
          "function f() {\n  // DEBUT SOLUTION : à vous.\n  return cours.revise;\n  // FIN SOLUTION\n}",
      },
      { source: "cours.ac3(psc);", tags: ["professeur"] },
    );
    const codes = versionEleve(carnet).cells.map(sourceDe);
    expect(codes[0]).toBe("");
    expect(codes.join("\n")).not.toMatch(/cours/);
  });

  it.each(readdirSync(ELEVE).filter((n) => n.endsWith(".ipynb")))(
    "%s : aucune cellule n'importe la bibliothèque entière (import * as …)",
    (nom) => {
      const codes = lireCarnet(join(ELEVE, nom))
        .cells.filter((c) => c.cell_type === "code")
        .map(sourceDe);
      expect(codes.filter((code) => IMPORT_GLOBAL.test(code))).toEqual([]);
    },
  );

  it.each(LECONS.map((l) => [l.carnet, l] as const))(
    "%s : n'importe de la bibliothèque aucune réponse d'un exercice de la leçon",
    (carnet, { exercices }) => {
      const codes = lireCarnet(join(ELEVE, `${carnet}.ipynb`))
        .cells.filter((c) => c.cell_type === "code")
        .map(sourceDe);
      const importes = nomsImportes(codes);
      expect(importes.size).toBeGreaterThan(0);
      // Le nom de l'exercice, et celui de la version du cours que le catalogue prend pour référence.
      const reponses = new Set(exercices.flatMap((e) => [e.nom, e.reference.name]));
      expect([...importes].filter((nom) => reponses.has(nom))).toEqual([]);
    },
  );
});

/** Les noms qu'importent les codes depuis la bibliothèque (`import { a as b, type C } from "./src/…"`). */
function nomsImportes(codes: readonly string[]): Set<string> {
  const noms = new Set<string>();
  for (const code of codes) {
    for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*"\.\/src\/[^"]*"/g)) {
      for (const morceau of m[1].split(",")) {
        const nom = morceau
          .trim()
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)[0];
        if (nom) noms.add(nom);
      }
    }
  }
  return noms;
}
