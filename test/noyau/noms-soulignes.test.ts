import { describe, expect, it } from "vitest";
import { Cellules, type Issue } from "../../src/noyau/cellules";
import { RACINE } from "../aide-processus";

// Un nom qui commence par `__` : TypeScript le range, en interne, sous un nom
// « échappé » (un `_` de plus). tslab écrivait ce nom interne dans le code qu'il
// fait compiler (`export { ___x }`) : toute déclaration d'un tel nom échouait par
// « Cannot find name '___x' », sur une ligne que l'élève n'a pas écrite.

/** Ce qu'une cellule rend, lisible d'un coup d'œil dans un échec. */
function resume(issue: Issue): unknown {
  if (issue.statut === "compilation") return issue.diagnostics.map((d) => d.messageText);
  if (issue.statut === "exception") return String(issue.exception);
  return issue.valeur?.v;
}

describe("les noms qui commencent par __, sous le noyau de Jupyter", () => {
  it("se déclarent (variable, fonction, classe, enum, interface, type) et servent aux cellules suivantes", async () => {
    const cellules = new Cellules(RACINE);
    const cellule = async (code: string) => resume(await cellules.executer(code, "Cellule [1]"));
    try {
      expect(await cellule("const __x = 1;")).toBeUndefined();
      expect(await cellule("let __y = 2;\nvar __z = 3;\n__x + __y + __z")).toBe(6);
      expect(
        await cellule("function __aide(n: number): number {\n  return n * 10;\n}"),
      ).toBeUndefined();
      expect(
        await cellule("class __Case {\n  constructor(readonly v: number) {}\n}"),
      ).toBeUndefined();
      expect(await cellule("enum __Sens {\n  Haut,\n  Bas,\n}")).toBeUndefined();
      expect(
        await cellule("interface __Point {\n  x: number;\n}\ntype __Nom = string;"),
      ).toBeUndefined();
      expect(
        await cellule(
          "const p: __Point = { x: __aide(__x) };\nconst n: __Nom = 'b';\n`${p.x} ${new __Case(4).v} ${__Sens.Bas} ${n}`",
        ),
      ).toBe("10 4 1 b");
      // Une classe dont le nom devient celui d'un type : sa valeur reste connue, sous son nom.
      expect(await cellule("type __Case = { v: number };")).toBeUndefined();
      expect(await cellule("const c: __Case = new __Case(5);\nc.v")).toBe(5);
      // Puis celui d'une simple valeur.
      expect(await cellule("const __Case = 7;")).toBeUndefined();
      expect(await cellule("__Case + 1")).toBe(8);
      // Un nom de trois soulignés, et un nom en `__` déclaré dans un `import`.
      expect(
        await cellule("const ___t = 't';\nimport * as __chemin from 'path';\n___t + __chemin.sep"),
      ).toBe("t/");
      expect(await cellule("___t + __chemin.basename('a/b')")).toBe("tb");
    } finally {
      cellules.fermer();
    }
  }, 60_000);
});
