/**
 * Le lecteur de data/REFERENCE.md (outils/bancs/reference.ts) et le tableau
 * côte à côte de `npm run bench:moteurs` (outils/bancs/moteurs.ts).
 */
import { describe, expect, it } from "vitest";
import { tableauDesMoteurs, type ResultatEnsemble } from "../../outils/bancs/moteurs";
import {
  chargerReference,
  lireReference,
  mesureDeReference,
  nombreFrancais,
} from "../../outils/bancs/reference";

/** Colonnes dans un autre ordre, une colonne de plus, du texte autour, des nombres à la française. */
const TEXTE = `# Titre

Un premier tableau, qui n'a pas les bonnes colonnes :

| a | b |
|---|---|
| 1 | 2 |

| moteur | ensemble | grilles | essais/grille | µs/grille froid | µs/grille chaud | grilles uniques | remarque |
|---|---|---:|---:|---:|---:|---:|---|
| tdoku natif | 17 indices | 49 158 | 0,57 | 3,9 | 3,3 | 49\u202f158 | calme |
| tdoku WASM | forum hardest | 375 | 61,6 | 125 | 56,5 | 375 | |

Après le tableau.
`;

describe("data/REFERENCE.md", () => {
  it("lit le premier tableau qui a les colonnes attendues, dans n'importe quel ordre", () => {
    expect(lireReference(TEXTE)).toEqual([
      {
        ensemble: "17 indices",
        moteur: "tdoku natif",
        grilles: 49158,
        froid: 3.9,
        chaud: 3.3,
        essais: 0.57,
        uniques: 49158,
      },
      {
        ensemble: "forum hardest",
        moteur: "tdoku WASM",
        grilles: 375,
        froid: 125,
        chaud: 56.5,
        essais: 61.6,
        uniques: 375,
      },
    ]);
    expect(mesureDeReference(lireReference(TEXTE), "forum hardest", "tdoku WASM")?.froid).toBe(125);
    expect(mesureDeReference(lireReference(TEXTE), "forum hardest", "tdoku natif")).toBe(undefined);
  });

  it("dit où est une cellule illisible, et quand le tableau manque", () => {
    expect(() => lireReference(TEXTE.replace("0,57", "beaucoup"))).toThrow(
      /ligne 11, colonne « essais\/grille » : « beaucoup » n'est pas un nombre/,
    );
    expect(() => lireReference("# Rien\n\n| a |\n|---|\n")).toThrow(/aucun tableau avec/);
    expect(() => nombreFrancais("")).toThrow();
    expect(nombreFrancais("1 234,5")).toBe(1234.5);
  });

  it("le fichier du dépôt a tdoku natif et WASM sur les deux ensembles du banc", () => {
    const reference = chargerReference();
    for (const ensemble of ["17 indices", "forum hardest"]) {
      for (const moteur of ["tdoku natif", "tdoku WASM"]) {
        const m = mesureDeReference(reference, ensemble, moteur);
        expect(m, `${moteur}, ${ensemble}`).toBeDefined();
        expect(m!.uniques).toBe(m!.grilles);
        expect(m!.froid).toBeGreaterThan(0);
        expect(m!.chaud).toBeGreaterThan(0);
      }
    }
    // Le même algorithme fait les mêmes essais, natif ou en WebAssembly.
    for (const ensemble of new Set(reference.map((m) => m.ensemble))) {
      const essais = reference.filter((m) => m.ensemble === ensemble).map((m) => m.essais);
      expect(new Set(essais).size, ensemble).toBe(1);
    }
  });
});

describe("le tableau de bench:moteurs", () => {
  const resultats: ResultatEnsemble[] = [
    {
      nom: "forum hardest",
      grilles: 375,
      moteurs: [
        {
          moteur: "wasm-lot",
          entree: "lot",
          source: "mesuré",
          froid: 240,
          froidChargementCompris: 250.04,
          chaud: 200,
          essais: 118.8,
          uniques: 375,
        },
        {
          moteur: "tdoku natif",
          entree: "natif",
          source: "REFERENCE.md",
          froid: 120,
          chaud: 110,
          essais: 61.6,
          uniques: 375,
        },
      ],
    },
  ];

  it("met les essais à côté des temps, et chaque moteur face à tdoku natif", () => {
    const lignes = tableauDesMoteurs(resultats);
    expect(lignes[0]).toEqual([
      "ensemble",
      "grilles",
      "moteur",
      "entrée",
      "µs/grille froid",
      "froid + chargement",
      "µs/grille chaud",
      "essais/grille",
      "grilles uniques",
      "froid / tdoku natif",
      "source",
    ]);
    expect(lignes[1]).toEqual([
      "forum hardest",
      "375",
      "wasm-lot",
      "lot",
      "240,0",
      "250,0",
      "200,0",
      "118,80",
      "375",
      "2,00×",
      "mesuré",
    ]);
    expect(lignes[2].slice(4, 11)).toEqual([
      "120,0",
      "–",
      "110,0",
      "61,60",
      "375",
      "1,00×",
      "REFERENCE.md",
    ]);
  });

  it("sans tdoku natif, pas de rapport", () => {
    const sansTdoku = [{ ...resultats[0], moteurs: [resultats[0].moteurs[0]] }];
    expect(tableauDesMoteurs(sansTdoku)[1][9]).toBe("–");
  });
});
