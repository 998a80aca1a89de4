/**
 * Le parcours lycée tient : la leçon 0 montre, code qui s'exécute à l'appui,
 * chaque notion de TypeScript que les leçons 1 et 2 font écrire ; le
 * sommaire donne six séances, puis une extension facultative qui dit ce
 * qu'elle demande de plus ; la séance 10 présente la condition du carnet SAT
 * sur les sous-grilles pour ce qu'elle est.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lireCarnet, sourceDe, type Carnet } from "../../outils/carnets/carnets";
import { RACINE } from "../aide-processus";

const carnet = (nom: string): Carnet =>
  lireCarnet(join(RACINE, "notebooks", "professeur", `${nom}.ipynb`));
const code = (c: Carnet) =>
  c.cells
    .filter((cellule) => cellule.cell_type === "code")
    .map(sourceDe)
    .join("\n");
const prose = (c: Carnet) =>
  c.cells
    .filter((cellule) => cellule.cell_type === "markdown")
    .map(sourceDe)
    .join("\n");

const lecon0 = carnet("00-typescript");
const [lecon1, lecon2] = [carnet("01-td-retour-arriere"), carnet("02-psc-modelisation")];

/** Une notion : où les leçons 1 et 2 s'en servent, ce que la leçon 0 exécute et ce qu'elle en dit. */
const NOTIONS: [string, RegExp, RegExp, RegExp][] = [
  [
    "la déstructuration d'un couple rendu par une fonction",
    /\[i, j\] = avance_case\(i, j\)/,
    /\[i, j\] = caseDuNumero\(/,
    /déstructur/,
  ],
  [
    "some avec un couple défait en paramètre",
    /\.some\(\(\[a, b\]\) =>/,
    /\.some\(\(\[a\]\) =>|\.some\(\(\[a, b\]\) =>/,
    /`\(\[a, b\]\) => …`/,
  ],
  [
    "find, findIndex et indexOf",
    /\.find\(|\.findIndex\(|\.indexOf\(/,
    /\.findIndex\(/,
    /`find` rend la \*\*valeur\*\*/,
  ],
  [
    "un résultat de type union",
    /: Affectation \| "echec"/,
    /\): \[number, number\] \| "pleine"/,
    /\*\*type union\*\*/,
  ],
  ["as, et son danger", / as ContrainteUnaire/, / as LigneDeGrille\)/, /Le danger/],
  [
    "une classe qui en prolonge une autre",
    /héritent|prolong/,
    /extends Unite/,
    /`class B extends A`/,
  ],
];

describe("la leçon 0 montre ce que les leçons 1 et 2 font écrire", () => {
  const lecons12 = `${code(lecon1)}\n${code(lecon2)}\n${prose(lecon2)}`;
  it.each(NOTIONS)("%s", (_, dansLesLecons, execute, explique) => {
    expect(lecons12).toMatch(dansLesLecons);
    expect(code(lecon0)).toMatch(execute);
    expect(prose(lecon0)).toMatch(explique);
  });

  it("avant la leçon 1 : couples, some et types union sont dans les parties 4 et 6 (séance 3 du parcours)", () => {
    const titres = lecon0.cells.map(sourceDe).map((texte) => /^## (\d)\./m.exec(texte)?.[1]);
    const partieDe = (id: string) => {
      const k = lecon0.cells.findIndex((c) => c.id === id);
      return titres
        .slice(0, k + 1)
        .filter(Boolean)
        .at(-1);
    };
    expect(partieDe("lecon0-chercher")).toBe("4");
    expect(partieDe("lecon0-couples")).toBe("6");
    expect(partieDe("lecon0-union")).toBe("6");
    expect(partieDe("lecon0-as")).toBe("7");
  });
});

describe("le parcours lycée du sommaire", () => {
  const sommaire = carnet("00-sommaire");
  const lycee = sourceDe(sommaire.cells.find((c) => c.id === "sommaire-lycee")!);
  const [coeur, extension] = lycee.split("**Extension facultative (séances 7 à 10)**");
  const seances = (texte: string) =>
    [...texte.matchAll(/^(\d+)\. \*\*/gm)].map((m) => Number(m[1]));

  it("fait six séances, puis une extension facultative de quatre, qui dit ce qu'elle demande de plus", () => {
    expect(extension).toBeDefined();
    expect(seances(coeur)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(seances(extension)).toEqual([7, 8, 9, 10]);
    expect(extension).toMatch(/^, pour une classe qui a le temps/);
    expect(extension).toContain("Elle demande de plus");
    expect(extension).toContain("`as`");
    expect(extension).toContain('`Affectation | "echec"`');
  });

  it("ne fait écrire, dans les séances 1 à 6, que des leçons 0 et 1", () => {
    expect(coeur).not.toMatch(/\*\*Leçon [2-9]/);
    expect(coeur).toContain("`premiereCaseVide`");
  });

  it("dit de la condition du carnet SAT qu'elle n'est juste qu'avec les lignes et les colonnes, et ne se teste pas seule", () => {
    const seance10 = extension.slice(extension.indexOf("10. **"));
    expect(seance10).toContain("`i2!=i3 and j2!=j3`");
    expect(seance10).toContain("éviter des clauses en double");
    expect(seance10).toContain("n'est donc juste qu'avec les clauses de ligne et de colonne");
    expect(seance10).toContain("ne se teste pas seule");
    expect(lycee).not.toMatch(/par accident|l'erreur du carnet SAT/);
  });
});
