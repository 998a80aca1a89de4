import { describe, expect, it } from "vitest";
import {
  avance_case,
  protection,
  recule_case,
  remplissage,
  test,
  test_carre,
  test_colonne,
  test_ligne,
} from "../../src/td/index";
import { ENONCE_BLOC, matrice } from "../exemples";

const ANNEXE = matrice(ENONCE_BLOC);

const copie = () => ANNEXE.map((ligne) => [...ligne]);

describe("questions 1 à 4 : les tests d'une case", () => {
  it("test_ligne trouve un nombre ailleurs dans la ligne, mais ignore la colonne j", () => {
    expect(test_ligne(0, 0, 1, ANNEXE)).toBe(false); // 1 est en (0, 3)
    expect(test_ligne(0, 3, 1, ANNEXE)).toBe(true); // c'est la case elle-même
    expect(test_ligne(0, 0, 9, ANNEXE)).toBe(true);
    expect(test_ligne(1, 0, 2, ANNEXE)).toBe(false); // 2 en (1, 8), dernière colonne
  });

  it("test_colonne trouve un nombre ailleurs dans la colonne, mais ignore la ligne i", () => {
    expect(test_colonne(4, 0, 7, ANNEXE)).toBe(false); // 7 en (1, 0)
    expect(test_colonne(1, 0, 7, ANNEXE)).toBe(true);
    expect(test_colonne(0, 8, 7, ANNEXE)).toBe(false); // 7 en (7, 8), avant-dernière ligne
    expect(test_colonne(0, 1, 9, ANNEXE)).toBe(true);
  });

  it("test_carre regarde le carré de 3·⌊i/3⌋ à 3·⌊i/3⌋+2, sans la case elle-même", () => {
    expect(test_carre(4, 4, 6, ANNEXE)).toBe(false); // 6 en (5, 5), même carré central
    expect(test_carre(4, 4, 8, ANNEXE)).toBe(true); // 8 est en (6, 4), carré du dessous
    expect(test_carre(2, 2, 7, ANNEXE)).toBe(false); // 7 en (1, 0)
    expect(test_carre(1, 0, 7, ANNEXE)).toBe(true);
  });

  it("test est vrai seulement si les trois tests le sont", () => {
    expect(test(0, 0, 6, ANNEXE)).toBe(true); // la valeur de la solution
    expect(test(0, 0, 1, ANNEXE)).toBe(false); // ligne
    expect(test(0, 0, 8, ANNEXE)).toBe(false); // colonne
    expect(test(0, 1, 7, ANNEXE)).toBe(false); // carré seulement
  });

  it("les tests ne modifient pas la matrice", () => {
    const M = copie();
    test(4, 4, 5, M);
    expect(M).toEqual(ANNEXE);
  });
});

describe("question 5 : protection", () => {
  it("liste les 28 cases données, ligne par ligne, sans toucher la matrice", () => {
    const M = copie();
    const liste = protection(M);
    expect(liste).toHaveLength(28);
    expect(liste.slice(0, 3)).toEqual([
      [0, 3],
      [0, 4],
      [1, 0],
    ]);
    expect(liste.at(-1)).toEqual([8, 5]);
    expect(M).toEqual(ANNEXE);
  });
});

describe("question 6 : remplissage", () => {
  const liste = protection(ANNEXE);

  it("laisse une case protégée et renvoie le sens reçu", () => {
    const M = copie();
    expect(remplissage(0, 3, M, liste, true)).toBe(true);
    expect(remplissage(0, 3, M, liste, false)).toBe(false);
    expect(M).toEqual(ANNEXE);
  });

  it("écrit la plus petite valeur possible après la valeur actuelle", () => {
    const M = copie();
    expect(remplissage(0, 0, M, liste, true)).toBe(true);
    expect(M[0][0]).toBe(3); // 1 et 2 sont dans la ligne ; 3 convient
    expect(remplissage(0, 0, M, liste, false)).toBe(true);
    expect(M[0][0]).toBe(4);
  });

  it("remet la case à 0 et renvoie false quand plus rien ne convient", () => {
    const M = copie();
    M[0][0] = 6; // après 6 : 7, 8 et 9 sont tous dans la colonne 0
    expect(remplissage(0, 0, M, liste, true)).toBe(false);
    expect(M[0][0]).toBe(0);
  });
});

describe("questions 7 et 8 : le parcours des cases", () => {
  it("avance_case va à droite, puis au début de la ligne suivante", () => {
    expect(avance_case(0, 0)).toEqual([0, 1]);
    expect(avance_case(3, 7)).toEqual([3, 8]);
    expect(avance_case(3, 8)).toEqual([4, 0]);
    expect(avance_case(8, 8)).toEqual([9, 0]);
  });

  it("recule_case va à gauche, puis à la fin de la ligne précédente", () => {
    expect(recule_case(4, 5)).toEqual([4, 4]);
    expect(recule_case(4, 0)).toEqual([3, 8]);
    expect(recule_case(0, 0)).toEqual([-1, 8]);
  });

  it("les deux parcours sont réciproques, pour toutes les tailles", () => {
    for (const taille of [4, 9, 16, 25]) {
      for (let i = 0; i < taille; i++) {
        for (let j = 0; j < taille; j++) {
          const [a, b] = avance_case(i, j, taille);
          expect(recule_case(a, b, taille)).toEqual([i, j]);
        }
      }
    }
  });
});
