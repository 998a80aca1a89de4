import * as vm from "vm";
import { describe, expect, it } from "vitest";
import { BoucleSansFin } from "../../src/exercices/exercice";
import { copieProfonde, executer, executerBorne } from "../../src/verification/execution-bornee";
import { enSilence } from "../../src/verification/silence";
import { ExerciceNonFait } from "../../src/verification";

function sansFin(): number {
  for (;;) {
    // Rien : la boucle ne finit jamais.
  }
}

describe("executerBorne", () => {
  it("renvoie la valeur d'un appel qui finit", () => {
    expect(executerBorne(() => 7, 1000)).toEqual({ type: "valeur", valeur: 7 });
  });

  it("interrompt une boucle sans fin au bout du délai", () => {
    const debut = Date.now();
    expect(executerBorne(sansFin, 100)).toEqual({ type: "sans-fin" });
    expect(Date.now() - debut).toBeLessThan(2000);
    // Le contexte sert encore après une interruption.
    expect(executerBorne(() => "encore", 1000)).toEqual({ type: "valeur", valeur: "encore" });
  });

  it("interrompt aussi depuis du code lancé par vm.runInThisContext, comme dans tslab", () => {
    const cellule = vm.runInThisContext("(f) => f()") as (f: () => unknown) => unknown;
    expect(cellule(() => executerBorne(sansFin, 100))).toEqual({ type: "sans-fin" });
  });

  it("donne le message d'une erreur, sans la pile", () => {
    const issue = executerBorne(() => {
      throw new TypeError("mauvais type");
    }, 1000);
    expect(issue).toEqual({ type: "erreur", message: "TypeError: mauvais type" });
  });

  it("traduit une récursion sans fin", () => {
    const recursive = (n: number): number => recursive(n + 1) + 1;
    const issue = executerBorne(() => recursive(0), 1000);
    expect(issue.type).toBe("erreur");
    expect(issue.type === "erreur" && issue.message).toContain("trop d'appels imbriqués");
  });

  it("range à part une fonction pas encore écrite et une boucle sans fin de nos versions", () => {
    expect(
      executerBorne(() => {
        throw new ExerciceNonFait("à écrire");
      }, 1000).type,
    ).toBe("non-fait");
    expect(
      executer(() => {
        throw new BoucleSansFin();
      }),
    ).toEqual({ type: "sans-fin" });
  });
});

describe("copieProfonde", () => {
  it("copie chaque tableau, à toute profondeur", () => {
    const M = [
      [1, 2],
      [3, 4],
    ];
    const copie = copieProfonde([0, M, true]);
    expect(copie).toEqual([0, M, true]);
    (copie[1] as number[][])[0][0] = 9;
    expect(M[0][0]).toBe(1);
  });
});

describe("enSilence", () => {
  it("fait taire console pendant l'appel, puis la rend telle quelle", () => {
    const avant = console.log;
    let vu: unknown;
    enSilence(() => {
      vu = console.log;
      console.log("ne doit pas paraître");
    });
    expect(vu).not.toBe(avant);
    expect(console.log).toBe(avant);
  });

  it("rend console même si l'appel lève une erreur", () => {
    const avant = console.warn;
    expect(() =>
      enSilence(() => {
        throw new Error("x");
      }),
    ).toThrow("x");
    expect(console.warn).toBe(avant);
  });
});
