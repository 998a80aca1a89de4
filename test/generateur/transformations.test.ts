import { describe, expect, it } from "vitest";
import {
  aLaStructureDeBase,
  genererParTransformations,
  grilleDeBase,
  grillePleine,
  grillePleineParTransformations,
} from "../../src/generateur/index";
import { Grille, verifierGrille } from "../../src/grille/index";
import { Hasard } from "../../src/hasard/index";
import { resoudreRapide } from "../../src/rapide/index";

const transposee = (M: number[][]) => M[0].map((_, j) => M.map((ligne) => ligne[j]));
const placesDu9 = (M: number[][]) => M.flat().flatMap((v, k) => (v === 9 ? [k] : []));

describe("le générateur par transformations du rapport de TP", () => {
  it("part d'une grille de base valide, celle du rapport", () => {
    const B = grilleDeBase();
    expect(B[0]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(B[1]).toEqual([4, 5, 6, 7, 8, 9, 1, 2, 3]);
    expect(B[3]).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 1]);
    expect(verifierGrille(Grille.depuisMatrice(B)).resolue).toBe(true);
  });

  it("ne donne que des grilles valides, toutes de la même famille : le 9 ne bouge jamais", () => {
    const B = grilleDeBase();
    const permis = [placesDu9(B).join(), placesDu9(transposee(B)).join()];
    for (let graine = 0; graine < 300; graine++) {
      const M = grillePleineParTransformations(new Hasard(graine));
      expect(verifierGrille(Grille.depuisMatrice(M)).resolue).toBe(true);
      expect(aLaStructureDeBase(M)).toBe(true);
      expect(permis).toContain(placesDu9(M).join());
    }
  });

  it("donne peu de grilles distinctes : des doublons dès quelques milliers de tirages", () => {
    const vues = new Set<string>();
    const tirages = 5000;
    for (let graine = 0; graine < tirages; graine++) {
      vues.add(grillePleineParTransformations(new Hasard(graine)).flat().join(""));
    }
    // Au plus 2 × 8! = 80 640 grilles : 5 000 tirages en répètent déjà.
    expect(vues.size).toBeLessThan(tirages);
  });

  it("alors que les grilles pleines du cours n'ont presque jamais cette structure", () => {
    for (let graine = 0; graine < 50; graine++) {
      expect(aLaStructureDeBase(grillePleine(9, new Hasard(graine)).versMatrice())).toBe(false);
    }
  });

  it("ne garantit pas l'unicité : à 30 indices, presque tous les énoncés ont plusieurs solutions", () => {
    let multiples = 0;
    for (let graine = 0; graine < 40; graine++) {
      const enonce = genererParTransformations(new Hasard(graine), 30);
      expect(enonce.nombreDeDonnees()).toBe(30);
      if (resoudreRapide(enonce, { limite: 2 }).solutions > 1) multiples++;
    }
    expect(multiples).toBeGreaterThanOrEqual(36);
  });

  it("refuse un nombre d'indices impossible", () => {
    expect(() => genererParTransformations(new Hasard(1), 82)).toThrow(
      /indices doit être un entier de 0 à 81/,
    );
  });
});
