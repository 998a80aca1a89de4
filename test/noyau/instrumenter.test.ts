/**
 * Les contrôles de la garde, posés dans du JavaScript (le noyau du
 * navigateur, src/noyau/navigateur/instrumenter.ts), essayés ici sous Node
 * avec une garde de test : une boucle sans fin s'arrête, un `catch` de
 * l'élève ne peut pas avaler l'arrêt, et les lignes ne bougent pas.
 */
import { describe, expect, it } from "vitest";
import { DECLARATION_GARDE, instrumenter } from "../../src/noyau/navigateur/instrumenter";

/** Une garde de test : elle lève son arrêt au `limite`-ième contrôle, puis à chacun des suivants. */
function gardeDeTest(limite: number) {
  const arret = new Error("arrêt de la garde");
  let controles = 0;
  return {
    arret,
    controles: () => controles,
    garde: {
      n: 0,
      c() {
        controles++;
        if (controles >= limite) throw arret;
        this.n = 0;
      },
      r(e: unknown) {
        if (e === arret) throw e;
      },
    },
  };
}

/** Exécute le code instrumenté avec la garde de test ; rend ce qu'il rend, ou l'erreur levée. */
function executer(code: string, garde: object): unknown {
  const sansDeclaration = instrumenter(code, { code: "eleve" }).slice(DECLARATION_GARDE.length);
  return new Function("__sudoku_garde", sansDeclaration)(garde);
}

describe("les contrôles de la garde", () => {
  it("ne déplacent aucune ligne, et annoncent la garde sur la première", () => {
    const code =
      "function f(a) {\n  while (true)\n    a++;\n  try { g(); } catch {\n    h();\n  }\n}\nconst k = (x) => x;";
    const instrumente = instrumenter(code, { code: "eleve" });
    expect(instrumente.startsWith(DECLARATION_GARDE)).toBe(true);
    expect(instrumente.split("\n")).toHaveLength(code.split("\n").length);
    expect(instrumente).toContain("catch (__sudoku_garde_e){__sudoku_garde.r(__sudoku_garde_e);");
  });

  it("arrêtent une boucle sans fin, au premier niveau comme dans une fonction", () => {
    for (const code of [
      "while (true) {}",
      "for (;;);",
      "do {} while (true);",
      "function f() { for (const x of [1]) while (1); } f();",
    ]) {
      const t = gardeDeTest(3);
      expect(() => executer(code, t.garde), code).toThrow(t.arret);
    }
  });

  it("arrêtent une récursion sans fin que des catch relancent", () => {
    const t = gardeDeTest(50);
    const code = "function f() { try { f(); } catch (e) { f(); } } f();";
    expect(() => executer(code, t.garde)).toThrow(t.arret);
  });

  it("font relancer l'arrêt par chaque catch de l'élève, même sans nom ou avec un motif", () => {
    for (const code of [
      "while (true) { try { for (;;); } catch {} }",
      "while (true) { try { for (;;); } catch (e) { } }",
      "while (true) { try { for (;;); } catch ({ message }) { } }",
    ]) {
      const t = gardeDeTest(5);
      expect(() => executer(code, t.garde), code).toThrow(t.arret);
    }
  });

  it("laissent passer les erreurs ordinaires, que l'élève attrape comme avant", () => {
    const t = gardeDeTest(Infinity);
    const code =
      'let vu = ""; try { throw new Error("boum"); } catch ({ message }) { vu = message; } return vu;';
    expect(executer(code, t.garde)).toBe("boum");
  });

  it("dans la bibliothèque, ne contrôlent que les boucles extérieures de chaque fonction", () => {
    const code = "function f() { for (;;) { for (;;) {} } }\nfunction g() { while (x) {} }";
    const instrumente = instrumenter(code, { code: "bibliotheque" });
    expect(instrumente.match(/__sudoku_garde\.c\(\)/g)).toHaveLength(2);
    expect(instrumente).not.toContain("function f() {if(");
  });
});
