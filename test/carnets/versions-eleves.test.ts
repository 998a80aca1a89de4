import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  ErreurMarquage,
  ebaucherCode,
  lireCarnet,
  sourceDe,
  texteDuCarnet,
  versionEleve,
} from "../../outils/carnets/carnets";
import { iconeImageHTML, type Marque } from "../../src/notebook/icones";
import { RACINE } from "../aide-processus";

const dossier = (nom: string) => join(RACINE, "notebooks", nom);
const carnets = (nom: string) =>
  readdirSync(dossier(nom))
    .filter((n) => n.endsWith(".ipynb"))
    .sort();

describe("la version élève d'un code", () => {
  it("remplace la solution par la consigne et une ébauche, à la même indentation", () => {
    const code = [
      "function f(x: number): number {",
      "  // DEBUT SOLUTION : renvoyez le double de x.",
      "  return 2 * x;",
      "  // FIN SOLUTION",
      "}",
    ].join("\n");
    expect(ebaucherCode(code)).toBe(
      [
        "function f(x: number): number {",
        "  // À vous : renvoyez le double de x.",
        '  throw new ExerciceNonFait("renvoyez le double de x.");',
        "}",
      ].join("\n"),
    );
  });

  it("signale un marquage mal fermé ou mal ouvert, avec la ligne", () => {
    expect(() => ebaucherCode("// DEBUT SOLUTION\nx = 1", "cellule 3")).toThrow(ErreurMarquage);
    expect(() => ebaucherCode("// DEBUT SOLUTION\nx = 1", "cellule 3")).toThrow(
      /cellule 3, ligne 1/,
    );
    expect(() => ebaucherCode("x = 1\n// FIN SOLUTION")).toThrow(
      /ligne 2 : FIN SOLUTION sans DEBUT/,
    );
  });
});

describe("les carnets gardés dans le dépôt", () => {
  it("chaque leçon du professeur a sa version élève, et rien d'autre", () => {
    expect(carnets("eleve")).toEqual(carnets("professeur"));
  });

  it.each(carnets("professeur"))(
    "%s : la version élève est à jour (npm run carnets:eleves)",
    (nom) => {
      const attendu = texteDuCarnet(versionEleve(lireCarnet(join(dossier("professeur"), nom))));
      expect(readFileSync(join(dossier("eleve"), nom), "utf8")).toBe(attendu);
    },
  );

  it.each(carnets("professeur"))(
    "%s : sans sorties enregistrées, avec le noyau du cours",
    (nom) => {
      for (const version of ["professeur", "eleve"]) {
        const carnet = lireCarnet(join(dossier(version), nom));
        expect(carnet.metadata.kernelspec).toMatchObject({ name: "sudoku-ts" });
        for (const cellule of carnet.cells.filter((c) => c.cell_type === "code")) {
          expect(cellule.outputs, `${version} : ${sourceDe(cellule)}`).toEqual([]);
        }
      }
    },
  );

  it.each(carnets("eleve"))("%s : la version élève ne contient aucune solution", (nom) => {
    const texte = readFileSync(join(dossier("eleve"), nom), "utf8");
    expect(texte).not.toMatch(/DEBUT SOLUTION|FIN SOLUTION/);
  });

  it.each(carnets("professeur"))(
    "%s : ✅ ❌ ⏳ du texte sont des images, qui se passent de police d'emoji",
    (nom) => {
      const marques: Marque[] = ["reussi", "echec", "non-fait"];
      const images = new Set(marques.map((m) => iconeImageHTML(m)));
      for (const version of ["professeur", "eleve"]) {
        const carnet = lireCarnet(join(dossier(version), nom));
        for (const cellule of carnet.cells.filter((c) => c.cell_type === "markdown")) {
          const texte = sourceDe(cellule);
          expect(texte, `${version}/${nom}`).not.toMatch(/[✅❌⏳]/u);
          // Chaque image de marque est celle que dessine aujourd'hui src/notebook/icones.ts.
          for (const image of texte.match(/<img src="data:image\/svg\+xml[^>]*>/g) ?? []) {
            expect(images.has(image), `${version}/${nom} : image périmée`).toBe(true);
          }
        }
      }
    },
  );
});
