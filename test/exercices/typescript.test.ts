import { describe, expect, it } from "vitest";
import { EXERCICES, LECONS } from "../../src/exercices";
import { ExerciceNonFait, verifier } from "../../src/verification";
import { recopie } from "./aide-recopie";
import {
  EXERCICES_TYPESCRIPT,
  differenceDeComptes,
  memesComptes,
} from "../../src/exercices/typescript";

const NOMS = ["numeroDeCarre", "compterVides", "transposer", "compterValeurs", "premiereCaseVide"];

describe("les exercices de la leçon 0", () => {
  it("ouvrent le cours, dans l'ordre du carnet", () => {
    expect(LECONS[0]).toEqual({ carnet: "00-typescript", exercices: EXERCICES_TYPESCRIPT });
    expect(EXERCICES_TYPESCRIPT.map((e) => e.nom)).toEqual(NOMS);
  });

  it.each(NOMS)("%s : la version de référence réussit tous les cas", (nom) => {
    const bilan = verifier(nom, recopie(EXERCICES[nom].reference));
    expect(bilan.statut).toBe("reussi");
    expect(bilan.rapport).toMatch(/^✅/);
  });

  for (const nom of NOMS) {
    describe(nom, () => {
      for (const erreur of EXERCICES[nom].erreurs) {
        it(`nomme l'erreur « ${erreur.titre} »`, () => {
          const bilan = verifier(nom, erreur.fonction);
          expect(bilan.statut).toBe("echec");
          expect(bilan.rapport).toMatch(/^❌/);
          expect(bilan.erreurTypique?.code).toBe(erreur.code);
          expect(bilan.rapport).toContain(`Erreur typique reconnue : ${erreur.titre}.`);
        });
      }
    });
  }

  it.each(NOMS)("%s : une fonction pas encore écrite donne ⏳", (nom) => {
    const bilan = verifier(nom, () => {
      throw new ExerciceNonFait("à écrire");
    });
    expect(bilan.statut).toBe("non-fait");
    expect(bilan.rapport).toMatch(/^⏳/);
  });
});

describe("numeroDeCarre", () => {
  it("dit qu'un numéro de carré est un entier", () => {
    const bilan = verifier("numeroDeCarre", (i: number, j: number) => 3 * (i / 3) + j / 3);
    expect(bilan.rapport).toContain("Écart : un numéro de carré est un entier");
  });
});

describe("compterVides", () => {
  it("accepte toute façon juste de compter", () => {
    const avecFlat = (M: number[][]) => M.flat().filter((v) => v === 0).length;
    expect(verifier("compterVides", avecFlat).statut).toBe("reussi");
  });

  it("refuse une fonction qui modifie M, même si son compte est juste", () => {
    const efface = (M: number[][]) => {
      const vides = M.flat().filter((v) => v === 0).length;
      M[0][3] = 0;
      return vides;
    };
    const bilan = verifier("compterVides", efface);
    expect(bilan.statut).toBe("echec");
    expect(bilan.rapport).toContain("Valeur renvoyée : 53, juste.");
    expect(bilan.rapport).toContain("modifiée, alors que compterVides doit seulement la lire");
  });
});

describe("transposer", () => {
  it("accepte une version à boucles", () => {
    const aBoucles = (M: number[][]) => {
      const T: number[][] = [];
      for (let j = 0; j < M[0].length; j++) {
        T.push([]);
        for (let i = 0; i < M.length; i++) T[j].push(M[i][j]);
      }
      return T;
    };
    expect(verifier("transposer", aBoucles).statut).toBe("reussi");
  });

  it("montre que M a changé quand elle est transposée sur place", () => {
    const surPlace = EXERCICES.transposer.erreurs.find((e) => e.code === "transposer-sur-place")!;
    const bilan = verifier("transposer", surPlace.fonction);
    expect(bilan.rapport).toContain("juste.");
    expect(bilan.rapport).toContain("M après l'appel : modifiée, alors que transposer");
  });

  it("donne le nombre de lignes d'une matrice rendue de mauvaise taille", () => {
    const carree = EXERCICES.transposer.erreurs.find((e) => e.code === "transposer-carree")!;
    const bilan = verifier("transposer", carree.fonction);
    expect(bilan.rapport).toContain("Écart : la matrice rendue a 2 ligne(s) au lieu de 3");
  });
});

describe("compterValeurs et sa comparaison de Map", () => {
  it("ne regarde pas l'ordre des valeurs", () => {
    const a = new Map([
      [4, 3],
      [1, 1],
    ]);
    const b = new Map([
      [1, 1],
      [4, 3],
    ]);
    expect(memesComptes(a, b)).toBe(true);
    expect(memesComptes(a, new Map([[4, 3]]))).toBe(false);
    expect(memesComptes(a, new Map([...b, [7, 1]]))).toBe(false);
    expect(memesComptes(a, { 4: 3, 1: 1 })).toBe(false);
  });

  it("dit quelles valeurs sont mal comptées, en trop ou manquantes", () => {
    const attendue = new Map([
      [4, 3],
      [1, 1],
    ]);
    const obtenue = new Map([
      [4, 2],
      [0, 5],
    ]);
    expect(differenceDeComptes(attendue, obtenue)).toBe(
      "4 : 2 au lieu de 3, 1 manque (1 fois), 0 en trop (5 fois)",
    );
    expect(differenceDeComptes(attendue, { 4: 3, 1: 1 })).toContain("on attend une Map");
  });

  it("accepte une Map remplie dans un autre ordre", () => {
    const aLEnvers = (valeurs: number[]) => {
      const compte = new Map<number, number>();
      for (const v of [...valeurs].reverse()) {
        if (v !== 0) compte.set(v, (compte.get(v) ?? 0) + 1);
      }
      return compte;
    };
    expect(verifier("compterValeurs", aLEnvers).statut).toBe("reussi");
  });

  it("refuse un objet à la place d'une Map", () => {
    const objet = (valeurs: number[]) => {
      const compte: Record<number, number> = {};
      for (const v of valeurs) if (v !== 0) compte[v] = (compte[v] ?? 0) + 1;
      return compte;
    };
    const bilan = verifier("compterValeurs", objet);
    expect(bilan.statut).toBe("echec");
    expect(bilan.rapport).toContain("Écart : on attend une Map");
  });
});

describe("premiereCaseVide", () => {
  it("accepte deux boucles et un return dans la boucle", () => {
    const aBoucles = (M: number[][]): [number, number] | "pleine" => {
      for (let i = 0; i < M.length; i++) {
        for (let j = 0; j < M[i].length; j++) if (M[i][j] === 0) return [i, j];
      }
      return "pleine";
    };
    expect(verifier("premiereCaseVide", aBoucles).statut).toBe("reussi");
  });

  it("accepte findIndex sur la grille mise à plat", () => {
    const aPlat = (M: number[][]): [number, number] | "pleine" => {
      const k = M.flat().findIndex((v) => v === 0);
      return k === -1 ? "pleine" : [Math.floor(k / 9), k % 9];
    };
    expect(verifier("premiereCaseVide", aPlat).statut).toBe("reussi");
  });

  it('dit qu\'une grille pleine attend "pleine", pas undefined', () => {
    const sansPleine = EXERCICES.premiereCaseVide.erreurs.find(
      (e) => e.code === "vide-undefined-au-lieu-de-pleine",
    )!;
    const bilan = verifier("premiereCaseVide", sansPleine.fonction);
    expect(bilan.rapport).toContain('on attend le texte "pleine", pas undefined');
  });

  it("refuse un autre texte que « pleine »", () => {
    const pleineEnAnglais = (M: number[][]) => {
      const i = M.findIndex((ligne) => ligne.includes(0));
      return i === -1 ? "full" : [i, M[i].indexOf(0)];
    };
    const bilan = verifier("premiereCaseVide", pleineEnAnglais);
    expect(bilan.statut).toBe("echec");
    expect(bilan.rapport).toContain('le seul texte permis est "pleine"');
  });

  it("refuse une fonction qui remplit la case trouvée", () => {
    const remplit = (M: number[][]): [number, number] | "pleine" => {
      const i = M.findIndex((ligne) => ligne.includes(0));
      if (i === -1) return "pleine";
      const j = M[i].indexOf(0);
      M[i][j] = 1;
      return [i, j];
    };
    const bilan = verifier("premiereCaseVide", remplit);
    expect(bilan.statut).toBe("echec");
    expect(bilan.rapport).toContain("modifiée, alors que premiereCaseVide doit seulement la lire");
  });
});
