import { describe, expect, it } from "vitest";
import {
  Grille,
  carres,
  colonnes,
  decrireConflit,
  estSolutionDe,
  lignes,
  lireLigne,
  nommerUnite,
  numeroDeCarre,
  verifierGrille,
} from "../../src/grille";
import { ENONCE, SOLUTION, enonceModele, solutionModele } from "../exemples";

const enonce = lireLigne(ENONCE);
const solution = lireLigne(SOLUTION);

/** La grille `g` où la case (i, j) vaut `valeur`. */
function avec(g: Grille, i: number, j: number, valeur: number): Grille {
  const valeurs = [...g.valeurs];
  valeurs[i * g.taille + j] = valeur;
  return g.avecValeurs(valeurs);
}

describe("les unités : lignes, colonnes, carrés", () => {
  const g = Grille.vide(9);

  it("la ligne i liste les cases (i, 0) à (i, 8)", () => {
    expect(lignes(g)).toHaveLength(9);
    expect(lignes(g)[2]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8].map((j) => [2, j]));
  });

  it("la colonne j liste les cases (0, j) à (8, j)", () => {
    expect(colonnes(g)).toHaveLength(9);
    expect(colonnes(g)[4]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => [i, 4]));
  });

  it("les carrés sont numérotés ligne par ligne : le n° 4 est celui du centre", () => {
    expect(carres(g)[4]).toEqual([
      [3, 3],
      [3, 4],
      [3, 5],
      [4, 3],
      [4, 4],
      [4, 5],
      [5, 3],
      [5, 4],
      [5, 5],
    ]);
    expect(carres(g)[5][0]).toEqual([3, 6]);
    expect(numeroDeCarre(g, 4, 7)).toBe(5);
    expect(numeroDeCarre(g, 8, 0)).toBe(6);
  });

  it("chaque case est dans exactement une unité de chaque sorte, pour toutes les tailles", () => {
    for (const taille of [4, 9, 16, 25]) {
      const h = Grille.vide(taille);
      for (const unites of [lignes(h), colonnes(h), carres(h)]) {
        const toutes = unites.flat().map(([i, j]) => i * taille + j);
        expect(unites).toHaveLength(taille);
        expect(new Set(toutes).size).toBe(taille * taille);
      }
      carres(h).forEach((cases, k) => {
        for (const [i, j] of cases) expect(numeroDeCarre(h, i, j)).toBe(k);
      });
    }
  });

  it("nomme les unités comme le TD", () => {
    expect(nommerUnite("ligne", 0)).toBe("la ligne i = 0");
    expect(nommerUnite("colonne", 4)).toBe("la colonne j = 4");
    expect(nommerUnite("carre", 4)).toBe("le carré n° 4");
  });
});

describe("verifierGrille", () => {
  it("déclare résolue la solution de l'annexe", () => {
    expect(verifierGrille(solution)).toEqual({
      complete: true,
      valide: true,
      resolue: true,
      conflits: [],
    });
  });

  it("déclare l'énoncé valide mais incomplet", () => {
    const bilan = verifierGrille(enonce);
    expect(bilan.complete).toBe(false);
    expect(bilan.valide).toBe(true);
    expect(bilan.resolue).toBe(false);
  });

  it("trouve un conflit dans une ligne, avec toutes ses cases", () => {
    // L'énoncé a un 5 en (1, 6) ; on en met un autre en (1, 1) : même ligne, autres colonne et carré.
    const bilan = verifierGrille(avec(enonce, 1, 1, 5));
    expect(bilan.valide).toBe(false);
    expect(bilan.conflits).toEqual([
      {
        valeur: 5,
        unite: "ligne",
        indice: 1,
        cases: [
          [1, 1],
          [1, 6],
        ],
      },
    ]);
  });

  it("décrit un conflit en français, avec les cases du TD", () => {
    // Deux 5 dans la ligne i = 0, aux colonnes 1 et 6 (des carrés différents).
    const g = avec(avec(Grille.vide(9), 0, 1, 5), 0, 6, 5);
    const [conflit] = verifierGrille(g).conflits;
    expect(decrireConflit(conflit)).toBe(
      "le 5 apparaît 2 fois dans la ligne i = 0 : cases (0, 1) et (0, 6)",
    );
  });

  it("trouve les conflits de colonne et de carré", () => {
    const g = avec(enonce, 4, 0, 2);
    const descriptions = verifierGrille(g).conflits.map(decrireConflit);
    expect(descriptions).toEqual([
      "le 2 apparaît 2 fois dans la colonne j = 0 : cases (2, 0) et (4, 0)",
    ]);
    const h = avec(enonce, 1, 1, 2);
    expect(verifierGrille(h).conflits.map(decrireConflit)).toEqual([
      "le 2 apparaît 2 fois dans la ligne i = 1 : cases (1, 1) et (1, 8)",
      "le 2 apparaît 2 fois dans le carré n° 0 : cases (1, 1) et (2, 0)",
    ]);
  });

  it("liste toutes les cases d'une valeur répétée plus de deux fois", () => {
    const g = avec(avec(avec(Grille.vide(9), 0, 1, 5), 0, 4, 5), 0, 6, 5);
    const [conflit] = verifierGrille(g).conflits;
    expect(decrireConflit(conflit)).toBe(
      "le 5 apparaît 3 fois dans la ligne i = 0 : cases (0, 1), (0, 4) et (0, 6)",
    );
  });

  it("nomme par leur symbole les valeurs au-delà de 9", () => {
    const g = avec(avec(Grille.vide(16), 0, 0, 10), 5, 0, 10);
    const [conflit] = verifierGrille(g).conflits;
    expect(decrireConflit(conflit)).toBe(
      "le A (10) apparaît 2 fois dans la colonne j = 0 : cases (0, 0) et (5, 0)",
    );
  });

  it("déclare résolues les grilles modèles de toutes les tailles", () => {
    for (const n of [2, 3, 4, 5]) {
      expect(verifierGrille(solutionModele(n)).resolue).toBe(true);
    }
  });
});

describe("estSolutionDe", () => {
  it("reconnaît la solution de l'annexe", () => {
    expect(estSolutionDe(solution, enonce)).toBe(true);
  });

  it("refuse une solution qui ne respecte plus une donnée de l'énoncé", () => {
    // L'énoncé modifié demande un 2 en (0, 3), où la solution a un 1.
    const autreEnonce = avec(enonce, 0, 3, 2);
    expect(estSolutionDe(solution, autreEnonce)).toBe(false);
  });

  it("refuse une grille incomplète, une grille en conflit, ou d'une autre taille", () => {
    expect(estSolutionDe(enonce, enonce)).toBe(false);
    // Deux valeurs échangées dans une ligne : complète, mais les colonnes sont en conflit.
    const echangee = avec(avec(solution, 8, 0, 6), 8, 1, 4);
    expect(verifierGrille(echangee).complete).toBe(true);
    expect(estSolutionDe(echangee, enonce)).toBe(false);
    expect(estSolutionDe(solutionModele(4), enonce)).toBe(false);
  });

  it("vérifie aussi les grandes grilles", () => {
    for (const n of [2, 4, 5]) {
      expect(estSolutionDe(solutionModele(n), enonceModele(n))).toBe(true);
    }
  });
});
