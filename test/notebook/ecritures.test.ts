import { describe, expect, it } from "vitest";
import { suivreEcritures } from "../../src/notebook/ecritures";
import { resolution } from "../../src/td";
import { ANNEXE, SOLUTION } from "../../src/exercices/grilles";
const copie = (M: readonly number[][]) => M.map((ligne) => [...ligne]);

describe("suivreEcritures", () => {
  it("note chaque écriture d'une résolution et rend sa réponse, sans toucher la grille donnée", () => {
    const enonce = copie(ANNEXE);
    const avant = JSON.stringify(enonce);
    const suivi = suivreEcritures((M) => resolution(M).resolue, enonce);
    expect(suivi.resultat).toBe(true);
    expect(suivi.arretee).toBe(false);
    expect(suivi.grille).toEqual(copie(SOLUTION));
    expect(JSON.stringify(enonce)).toBe(avant);
    // Rejouer les écritures sur l'énoncé redonne la grille finale.
    const rejouee = copie(ANNEXE);
    for (const { i, j, valeur } of suivi.trace) rejouee[i][j] = valeur;
    expect(rejouee).toEqual(suivi.grille);
    expect(suivi.trace.some((e) => !e.sens && e.valeur === 0)).toBe(true);
    expect(suivi.trace.every((e) => e.sens === (e.valeur !== 0))).toBe(true);
  });

  it("arrête une résolution qui écrit sans fin", () => {
    const sansFin = (M: number[][]) => {
      for (let k = 0; ; k++) M[0][0] = k % 9;
    };
    const suivi = suivreEcritures(sansFin, copie(ANNEXE), 500);
    expect(suivi.arretee).toBe(true);
    expect(suivi.trace).toHaveLength(500);
    expect(suivi.resultat).toBeUndefined();
  });

  it("laisse passer les erreurs de la fonction observée", () => {
    const fautive = () => {
      throw new TypeError("M[9] est undefined");
    };
    expect(() => suivreEcritures(fautive, copie(ANNEXE))).toThrow("M[9] est undefined");
  });
});
