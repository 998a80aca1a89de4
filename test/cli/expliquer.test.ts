/**
 * `sudoku expliquer`, lancé comme par une personne (bin/sudoku.cjs) : une
 * ligne par étape, ou une ligne JSON par grille dont chaque étape passe le
 * contrôle de MiniSat ; les grilles sans solution unique ont la réponse des
 * autres commandes ; une entrée fautive est refusée en français, ligne citée.
 */
import { describe, expect, it } from "vitest";
import { ControleurMiniSat, controlerExplication } from "../../src/explication/index";
import type { EtapeExpliquee } from "../../src/explication/index";
import { lireLigne } from "../../src/grille/index";
import { sudoku } from "../aide-processus";
import { expectErreurPropre, fichier } from "./aide-cli";

const ANNEXE = "...12....7.....5.22...47..984.5..2.1.........5.7..6.841..38...59.3.....7....52...";
const SOLUTION =
  "639125478714938562285647139846573291321894756597216384172389645953461827468752913";
const RECTANGLE = [...SOLUTION].map((c, k) => ([3, 4, 48, 49].includes(k) ? "." : c)).join("");
const DOUBLON = `55${ANNEXE.slice(2)}`;
const SANS_SOLUTION = `12345678.........9${".".repeat(63)}`;

describe("sudoku expliquer", { timeout: 60_000 }, () => {
  const entree = fichier(
    "quatre.txt",
    `# une grille, puis trois sans solution unique\n${ANNEXE}\n${DOUBLON}\n${RECTANGLE}\n${SANS_SOLUTION}\n`,
  );

  it("écrit une ligne par étape, et la réponse des autres commandes aux grilles sans solution unique", async () => {
    const r = await sudoku(["expliquer", entree]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(1);
    const lignes = r.stdout.trimEnd().split("\n");
    const entetes = lignes.filter((l) => l.startsWith("grille"));
    expect(entetes[0]).toMatch(/^grille 1 : \d+ étapes$/);
    expect(entetes.slice(1)).toEqual([
      expect.stringMatching(
        /^grille 2 : insoluble : les indices se contredisent : le 5 apparaît 2 fois/,
      ),
      "grille 3 : plusieurs solutions",
      "grille 4 : insoluble",
    ]);
    const etapes = lignes.slice(1, lignes.indexOf(entetes[1]));
    expect(etapes).toHaveLength(Number(/(\d+) étapes/.exec(entetes[0])?.[1]));
    expect(etapes[0]).toMatch(
      /^ {2}1\. \(\d, \d\) ≠ \d.* : élimination directe ; unités : .* ; faits : \(\d, \d\) = \d$/,
    );
    expect(
      etapes.some((l) =>
        / = \d : singleton caché ; unités : (ligne|colonne|carré) \d ; faits : /.test(l),
      ),
    ).toBe(true);
  });

  it("--json : une ligne par grille, dont chaque étape passe le contrôle de MiniSat", async () => {
    const r = await sudoku(["expliquer", "--json", entree]);
    expect(r.code).toBe(1);
    const [expliquee, ...autres] = r.stdout
      .trimEnd()
      .split("\n")
      .map(
        (l) =>
          JSON.parse(l) as {
            grille: string;
            reponse?: string;
            etapes: EtapeExpliquee[];
          },
      );
    expect(expliquee.grille).toBe(ANNEXE);
    expect(expliquee.reponse).toBeUndefined();
    for (const e of expliquee.etapes) {
      expect(Object.keys(e)).toEqual([
        "place" in e ? "place" : "elimine",
        "technique",
        "unites",
        "faits",
      ]);
    }
    const defauts = controlerExplication(
      lireLigne(ANNEXE),
      expliquee.etapes,
      new ControleurMiniSat(),
    );
    expect(defauts).toEqual([]);
    expect(autres.map((a) => [a.reponse?.replace(/ :.*/, ""), a.etapes])).toEqual([
      ["insoluble", []],
      ["plusieurs solutions", []],
      ["insoluble", []],
    ]);
  });

  it("refuse une entrée fautive en français, avec la ligne, et une option inconnue", async () => {
    const courte = fichier("courte.txt", `${ANNEXE}\n${ANNEXE.slice(1)}\n`);
    const r = await sudoku(["expliquer", courte]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expectErreurPropre(r.stderr);
    expect(r.stderr).toMatch(
      /courte\.txt, ligne 2 : 81 caractères attendus pour une grille 9×9, 80 trouvés/,
    );
    const option = await sudoku(["expliquer", "--jsn", courte]);
    expect(option.code).toBe(2);
    expect(option.stderr.trim()).toBe(
      "sudoku : option inconnue : --jsn (voir « sudoku aide expliquer »)",
    );
  });

  it("lit l'entrée standard, et a son aide", async () => {
    const r = await sudoku(["expliquer"], `${ANNEXE}\n`);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^grille 1 : \d+ étapes\n/);
    expect((await sudoku(["aide"])).stdout).toContain("sudoku expliquer [--json] [FICHIER]");
    expect((await sudoku(["aide", "expliquer"])).stdout).toContain("raisonnement minimal");
  });
});
