/**
 * Le journal des pas (src/exercices/journal.ts) : une procédure est
 * vérifiée sur ce qu'elle fait, pas seulement sur ce qu'elle rend. Un autre
 * solveur du cours, ou un calcul fait ailleurs puis recopié, trouve la même
 * grille que la boucle du TD, mais par d'autres écritures dans M.
 */
import { describe, expect, it } from "vitest";
import { Journal, memesPas, premierEcart } from "../../src/exercices/journal";
import { matriceSuivie } from "../../src/exercices/enveloppes";
import { verifier } from "../../src/verification/index";
import { Grille, algoRapide } from "../../src/index";
import { ANNEXE } from "../../src/exercices/grilles";

/** La résolution par essais et retours en arrière, écrite récursivement : le même algorithme que la boucle du TD. */
function resolutionRecursive(M: number[][]): boolean {
  const possible = (i: number, j: number, n: number) => {
    for (let k = 0; k < 9; k++)
      if ((k !== j && M[i][k] === n) || (k !== i && M[k][j] === n)) return false;
    const [a, b] = [3 * Math.floor(i / 3), 3 * Math.floor(j / 3)];
    for (let x = a; x < a + 3; x++)
      for (let y = b; y < b + 3; y++) if ((x !== i || y !== j) && M[x][y] === n) return false;
    return true;
  };
  for (let i = 0; i < 9; i++)
    for (let j = 0; j < 9; j++) if (M[i][j] !== 0 && !possible(i, j, M[i][j])) return false;
  const originale = structuredClone(M);
  const chercher = (k: number): boolean => {
    if (k === 81) return true;
    const [i, j] = [Math.floor(k / 9), k % 9];
    if (originale[i][j] !== 0) return chercher(k + 1);
    for (let n = 1; n <= 9; n++) {
      if (!possible(i, j, n)) continue;
      M[i][j] = n;
      if (chercher(k + 1)) return true;
    }
    M[i][j] = 0;
    return false;
  };
  return chercher(0);
}

describe("le journal", () => {
  it("compte les pas, fusionne les écritures successives d'une case, et dit où deux journaux se séparent", () => {
    const a = new Journal();
    a.noter("0,0=1", "0,0");
    a.noter("0,0=2", "0,0");
    a.noter("0,1=5", "0,1");
    const b = new Journal();
    b.noter("0,0=2", "0,0");
    b.noter("0,1=6", "0,1");
    const [ra, rb] = [a.resume(), b.resume()];
    expect(ra.nombre).toBe(2);
    expect(ra.debut).toEqual(["0,0=2", "0,1=5"]);
    expect(memesPas(ra, rb)).toBe(false);
    expect(premierEcart(ra, rb)).toEqual({ rang: 1, attendu: "0,1=5", obtenu: "0,1=6" });
  });

  it("ne note ni une écriture qui ne change rien, ni une case revenue à sa valeur ; voit une ligne remplacée", () => {
    const journal = new Journal();
    const M = matriceSuivie(
      [
        [0, 3],
        [4, 0],
      ],
      journal,
    );
    M[0][1] = 3;
    M[0][0] = 7;
    M[0][0] = 0;
    M[1][1] = 9;
    M[0] = [1, 1];
    const resume = journal.resume();
    expect(resume.debut).toEqual(["1,1=9", "M[0] remplacée"]);
    expect(structuredClone([[1]])).toEqual([[1]]);
  });
});

describe("resolution est vérifiée sur ses pas", () => {
  it("la boucle du TD écrite autrement (récursive, copie par structuredClone) passe", () => {
    expect(verifier("resolution", resolutionRecursive).rapport).toMatch(/^✅/);
  });

  it("le solveur rapide du cours, recopié dans M, donne la bonne grille mais échoue, en le disant", () => {
    const parLeSolveurRapide = (M: number[][]): boolean => {
      const r = algoRapide.resoudre(Grille.depuisMatrice(M));
      r.solution?.versMatrice().forEach((ligne, i) => ligne.forEach((v, j) => (M[i][j] = v)));
      return r.statut === "resolue";
    };
    const bilan = verifier("resolution", parLeSolveurRapide);
    expect(bilan.statut).toBe("echec");
    expect(bilan.rapport).toContain("n'est pas obtenu par l'algorithme de la leçon");
    expect(bilan.rapport).toMatch(/Premier écart \(écriture n° \d+\) : attendu \d en \(\d, \d\)/);
  });

  it("la bonne boucle faite sur une copie de M, puis recopiée, échoue aussi", () => {
    const surUneCopie = (M: number[][]): boolean => {
      const copie = M.map((ligne) => [...ligne]);
      const resolue = resolutionRecursive(copie);
      if (resolue) copie.forEach((ligne, i) => ligne.forEach((v, j) => (M[i][j] = v)));
      return resolue;
    };
    const bilan = verifier("resolution", surUneCopie);
    expect(bilan.statut).toBe("echec");
    expect(bilan.rapport).toContain("n'est pas obtenu par l'algorithme de la leçon");
    // La copie de la grille de l'annexe est bien juste : c'est la façon d'y arriver qui ne l'est pas.
    const M = ANNEXE.map((l) => [...l]);
    expect(surUneCopie(M)).toBe(true);
  });
});

describe("remplissage est vérifié sur ses pas", () => {
  it("écrire chaque valeur essayée avant de la tester revient au même pas", () => {
    const parEssais = (
      i: number,
      j: number,
      M: number[][],
      protegees: [number, number][],
      sens: boolean,
    ) => {
      if (protegees.some(([a, b]) => a === i && b === j)) return sens;
      for (let n = M[i][j] + 1; n <= 9; n++) {
        M[i][j] = n;
        let libre = true;
        for (let k = 0; k < 9; k++)
          if ((k !== j && M[i][k] === n) || (k !== i && M[k][j] === n)) libre = false;
        const [a, b] = [3 * Math.floor(i / 3), 3 * Math.floor(j / 3)];
        for (let x = a; x < a + 3; x++)
          for (let y = b; y < b + 3; y++) if ((x !== i || y !== j) && M[x][y] === n) libre = false;
        if (libre) return true;
      }
      M[i][j] = 0;
      return false;
    };
    expect(verifier("remplissage", parEssais).rapport).toMatch(/^✅/);
  });
});
