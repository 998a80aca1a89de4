import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ErreurLecture } from "../../src/socle/erreurs";
import { lireFichier } from "../../src/grille/lecture";
import { coderGrille, ecrireDimacs, kSATAleatoire, lireDimacs } from "../../src/sat/index";

describe("l'écriture puis la lecture DIMACS", () => {
  it("redonne les mêmes clauses, pour des formules au hasard", () => {
    const clause = fc.array(
      fc.integer({ min: 1, max: 30 }).chain((v) => fc.constantFrom(v, -v)),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(
        fc.array(clause, { maxLength: 40 }),
        fc.array(fc.string()),
        (clauses, commentaires) => {
          const relu = lireDimacs(ecrireDimacs({ nombreDeVariables: 30, clauses }, commentaires));
          expect(relu.nombreDeVariables).toBe(30);
          expect(relu.clauses).toEqual(clauses);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("redonne le codage complet de la grille du Monde", () => {
    const probleme = coderGrille(lireFichier("data/sat/le-monde.csv")[0]);
    const texte = ecrireDimacs(probleme, ["la grille du Monde du 18 novembre 2016"]);
    expect(texte.startsWith("c la grille du Monde du 18 novembre 2016\np cnf 729 ")).toBe(true);
    const relu = lireDimacs(texte);
    expect(relu.clauses).toEqual(probleme.clauses);
    expect(relu.commentaires).toEqual(["la grille du Monde du 18 novembre 2016"]);
  });

  it("redonne une formule aléatoire écrite puis relue deux fois à l'identique", () => {
    const texte = ecrireDimacs(kSATAleatoire(50, 213, 3, 7));
    expect(ecrireDimacs(lireDimacs(texte))).toBe(texte);
  });
});

describe("la lecture de fichiers réels", () => {
  it("accepte les commentaires partout, les clauses sur plusieurs lignes et la fin « % » de SATLIB", () => {
    const texte = [
      "c Fichier au format de SATLIB (uf20-01.cnf, par exemple)",
      "c",
      "p cnf 5  4 ",
      " 1 -5 4 0",
      "-1 5 3 4 0 2",
      "c un commentaire au milieu",
      "  -3",
      "0",
      "\t-2 -4 0",
      "%",
      "0",
      "",
    ].join("\r\n");
    const f = lireDimacs(texte);
    expect(f.nombreDeVariables).toBe(5);
    expect(f.clauses).toEqual([
      [1, -5, 4],
      [-1, 5, 3, 4],
      [2, -3],
      [-2, -4],
    ]);
    expect(f.commentaires).toHaveLength(3);
  });

  it("accepte les blancs d'Unicode entre les littéraux, comme les espaces ordinaires", () => {
    // Une espace insécable et une marque d'ordre des octets au milieu d'une ligne.
    expect(lireDimacs("\uFEFFp cnf 3 2\n1\u00A0-2 0\n3\uFEFF0\n").clauses).toEqual([[1, -2], [3]]);
  });

  it("accepte les signes « + », les zéros en tête et « -0 » comme fin de clause", () => {
    expect(lireDimacs("p cnf 12 2\n+1 -012 -0 007 0").clauses).toEqual([[1, -12], [7]]);
  });

  it("accepte un dernier 0 oublié et une clause vide", () => {
    expect(lireDimacs("p cnf 2 2\n0\n1 -2").clauses).toEqual([[], [1, -2]]);
  });

  it.each([
    ["1 2 0\n", ", ligne 1, colonne 1 : une clause avant l'en-tête"],
    ["p cnf 3\n1 0\n", ", ligne 1 : en-tête incorrect : « p cnf 3 »"],
    ["p dnf 3 1\n1 0\n", ", ligne 1 : en-tête incorrect"],
    ["p cnf 3 1\n1 x2 0\n", ", ligne 2, colonne 3 : « x2 » n'est pas un entier"],
    ["p cnf 3 1\n 1-2 0\n", ", ligne 2, colonne 2 : « 1-2 » n'est pas un entier"],
    ["p cnf 3 1\n1 -\n", ", ligne 2, colonne 3 : « - » n'est pas un entier"],
    ["p cnf 3 1\r\n1 2\r\n3 4x\r\n", ", ligne 3, colonne 3 : « 4x » n'est pas un entier"],
    [
      "p cnf 3 1\n1 -4 0\n",
      ", ligne 2, colonne 3 : variable 4 trop grande : l'en-tête (ligne 1) annonce 3 variables",
    ],
    ["p cnf 3 2\n1 0\n", ", ligne 1 : l'en-tête annonce 2 clauses, le fichier en contient 1"],
    [
      "p cnf 3 1\n1 0\np cnf 3 1\n",
      ", ligne 3, colonne 1 : deuxième en-tête (le premier est ligne 1)",
    ],
    ["c rien\n", " : aucun en-tête « p cnf VARIABLES CLAUSES »"],
  ])("refuse %j en disant où et pourquoi", (texte, message) => {
    expect(() => lireDimacs(texte, "f.cnf")).toThrow(ErreurLecture);
    expect(() => lireDimacs(texte, "f.cnf")).toThrow(`f.cnf${message}`);
  });
});
