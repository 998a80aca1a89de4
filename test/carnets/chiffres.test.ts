/**
 * Le relevé des chiffres de la prose (outils/carnets/chiffres-de-la-prose.ts), dont
 * se sert le test d'exécution des carnets du professeur ; et la liste des
 * chiffres publiés, qui ne doit garder que des chiffres encore écrits.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lireCarnet, type Carnet, type Cellule } from "../../outils/carnets/carnets";
import {
  canonique,
  chiffresDeLaProse,
  chiffresSansSortie,
  nombresDe,
} from "../../outils/carnets/chiffres-de-la-prose";
import { RACINE } from "../aide-processus";
import { CHIFFRES_PUBLIES } from "./chiffres-publies";

function texte(source: string, tags: string[] = []): Cellule {
  return { cell_type: "markdown", source, metadata: { tags } };
}

function code(sortie: string): Cellule {
  return {
    cell_type: "code",
    source: "",
    metadata: {},
    outputs: [{ output_type: "stream", name: "stdout", text: [sortie] }],
  };
}

function carnet(...cells: Cellule[]): Carnet {
  return { cells, metadata: {}, nbformat: 4, nbformat_minor: 5 };
}

describe("le relevé des chiffres", () => {
  it("lit les nombres groupés par espaces fines, insécables ou simples, et les décimales", () => {
    expect(
      nombresDe("2\u202f974 nœuds, 1\u00a0000\u00a0000 tours, 12 345 cas, 2,5 et 3.25"),
    ).toEqual(["2974", "1000000", "12345", "2.5", "3.25"]);
    expect(canonique("10,65")).toBe("10.65");
  });

  it("ne compte que trois chiffres ou plus, hors années, code, adresses, noms et bibliographie", () => {
    const lecon = carnet(
      texte(
        "Il reste 54\u202f000 tours (Walker, 1960), 81 cases, `budget: 20_000`, " +
          "le rapport 8INF846, [lien](https://exemple.org/12345), 0,21 s et 12,5 ms.",
      ),
      texte("## Bibliographie\n\n- un article, 1983, pages 671-680."),
      texte("Au professeur : 4\u202f000 grilles.", ["professeur"]),
    );
    expect(chiffresDeLaProse(lecon).map((c) => c.forme)).toEqual(["54000", "12.5"]);
  });

  it("un chiffre de la prose est montré quand une sortie l'affiche, quel que soit son format", () => {
    const lecon = carnet(
      texte(
        "La recherche crée 2\u202f974 nœuds et en développe 49 en 12,5 ms ; il reste 54\u202f000 tours.",
      ),
      code("2974 nœuds créés, durée 12.5 ms"),
    );
    expect(chiffresSansSortie(lecon).map((c) => c.ecrit)).toEqual(["54\u202f000"]);
  });
});

describe("les chiffres publiés", () => {
  it("chacun est encore écrit dans la prose de sa leçon, et sa source est donnée", () => {
    const carnets = readdirSync(join(RACINE, "notebooks", "professeur")).map((f) =>
      f.replace(/\.ipynb$/, ""),
    );
    for (const [nom, publies] of Object.entries(CHIFFRES_PUBLIES)) {
      expect(carnets).toContain(nom);
      const lecon = lireCarnet(join(RACINE, "notebooks", "professeur", `${nom}.ipynb`));
      const formes = chiffresDeLaProse(lecon).map((c) => c.forme);
      for (const [forme, source] of Object.entries(publies)) {
        expect(formes, `${forme} n'est plus dans la prose de ${nom}`).toContain(forme);
        expect(source.length, `la source de ${forme} (${nom})`).toBeGreaterThan(10);
      }
    }
  });
});
