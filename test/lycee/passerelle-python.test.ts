/**
 * L'annexe « Passerelle Python → TypeScript » (docs/lycee/passerelle-python.md) :
 * chacune des neuf fonctions de la leçon 1 y a sa version Python et sa
 * version TypeScript ; le Python de la page, exécuté par le Python du
 * projet, résout la grille de l'annexe du TD en autant de tours que le
 * cours ; le TypeScript se compile avec les options du noyau et passe la
 * vérification du carnet, fonction par fonction.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { pythonDuProjet } from "../../outils/commun/jupyter";
import { LECONS } from "../../src/exercices/catalogue";
import { lireFichier } from "../../src/index";
import { verifier } from "../../src/verification";
import { RACINE } from "../aide-processus";

const PAGE = join(RACINE, "docs", "lycee", "passerelle-python.md");
const texte = readFileSync(PAGE, "utf8");

/** Les neuf fonctions du TD, dans l'ordre de la leçon 1 (celui du catalogue des exercices). */
const FONCTIONS = (LECONS.find((l) => l.carnet === "01-td-retour-arriere")?.exercices ?? []).map(
  (e) => e.nom,
);

/** Les blocs de code d'une langue, dans l'ordre de la page. */
function blocs(texteDeLaPage: string, langue: "python" | "ts"): string[] {
  return [...texteDeLaPage.matchAll(new RegExp("```" + langue + "\\n([\\s\\S]*?)```", "g"))].map(
    (m) => m[1],
  );
}

/** Les sections « ## n. `nom(…)` » de la page, par nom de fonction. */
function sections(): Map<string, string> {
  const parties = texte.split(/^## /m).slice(1);
  const parNom = new Map<string, string>();
  for (const partie of parties) {
    const nom = /^\d+\. `(\w+)\(/.exec(partie)?.[1];
    if (nom) parNom.set(nom, partie);
  }
  return parNom;
}

const python = blocs(texte, "python");
const typescript = blocs(texte, "ts");
/** La solution imprimée dans le TD, une ligne de chiffres séparés par des espaces par rangée. */
const solutionDuTD = lireFichier("data/td/annexe-solution.tsv")[0]
  .versMatrice()
  .map((ligne) => ligne.join(" "));

function lancerPython(code: string): string {
  return execFileSync(pythonDuProjet(), ["-"], { input: code, encoding: "utf8", timeout: 60_000 });
}

describe("la passerelle Python → TypeScript", () => {
  it("donne à chaque fonction de la leçon 1 sa version Python et sa version TypeScript", () => {
    const parNom = sections();
    expect([...parNom.keys()]).toEqual(FONCTIONS);
    for (const nom of FONCTIONS) {
      const partie = parNom.get(nom) ?? "";
      const [py, ...autresPy] = blocs(partie, "python");
      const [tsx, ...autresTs] = blocs(partie, "ts");
      expect(autresPy.length + autresTs.length, nom).toBe(0);
      expect(py, `${nom} en Python`).toMatch(new RegExp(`^def ${nom}\\(`, "m"));
      expect(tsx, `${nom} en TypeScript`).toMatch(new RegExp(`^function ${nom}\\(`, "m"));
    }
  });

  it("est citée par le parcours lycée du sommaire et par l'index de docs/lycee/", () => {
    const sommaire = readFileSync(
      join(RACINE, "notebooks", "professeur", "00-sommaire.ipynb"),
      "utf8",
    );
    expect(sommaire).toContain("docs/lycee/passerelle-python.md");
    const index = readFileSync(join(RACINE, "docs", "lycee", "README.md"), "utf8");
    expect(index).toContain("(passerelle-python.md)");
  });

  it("son Python, exécuté par le Python du projet, résout la grille de l'annexe du TD", () => {
    const sortie = lancerPython(python.join("\n\n"));
    expect(sortie.trim().split("\n")).toEqual(solutionDuTD);
  });

  it("son Python fait autant de tours de boucle que l'algorithme du cours (53 751, le chiffre de la page)", () => {
    const fonctions = python.slice(0, -1).join("\n\n");
    const compter = [
      "tours = 0",
      "_remplissage = remplissage",
      "def remplissage(*args):",
      "    global tours",
      "    tours += 1",
      "    return _remplissage(*args)",
    ].join("\n");
    const sortie = lancerPython(`${fonctions}\n\n${compter}\n\n${python.at(-1)}\nprint(tours)\n`);
    const tours = Number(sortie.trim().split("\n").at(-1));
    expect(tours).toBe(53_751);
    expect(texte).toContain("53 751");
  });

  it("son Python dit « pas de solution » quand deux indices se contredisent", () => {
    const fonctions = python.slice(0, -1).join("\n\n");
    const contradictoire = lireFichier("data/td/annexe-solution.tsv")[0].versMatrice();
    contradictoire[0][0] = 3;
    const sortie = lancerPython(
      `${fonctions}\n\nM = ${JSON.stringify(contradictoire)}\nprint(resolution(M))\n`,
    );
    expect(sortie.trim()).toBe("False");
  });

  it("son TypeScript se compile avec les options du noyau des carnets", () => {
    const fichier = "/passerelle.ts";
    const options: ts.CompilerOptions = {
      target: ts.ScriptTarget.ES2022,
      lib: ["lib.es2022.d.ts"],
      strict: false,
      noEmit: true,
      types: [],
    };
    const hote = ts.createCompilerHost(options);
    const source = typescript.join("\n\n");
    const lireSource = hote.getSourceFile.bind(hote);
    hote.getSourceFile = (nom, version, ...reste) =>
      nom === fichier
        ? ts.createSourceFile(nom, source, version)
        : lireSource(nom, version, ...reste);
    hote.fileExists = (
      (existe) => (nom: string) =>
        nom === fichier || existe(nom)
    )(hote.fileExists.bind(hote));
    const programme = ts.createProgram([fichier], options, hote);
    const erreurs = ts
      .getPreEmitDiagnostics(programme)
      .filter(
        (d) =>
          !/Cannot find name 'console'/.test(ts.flattenDiagnosticMessageText(d.messageText, "\n")),
      )
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    expect(erreurs).toEqual([]);
  });

  describe("son TypeScript", () => {
    const js = ts.transpileModule(typescript.join("\n\n"), {
      compilerOptions: { target: ts.ScriptTarget.ES2022 },
    }).outputText;
    const ecrites: string[] = [];
    const executer = new Function("console", `${js}\nreturn { ${FONCTIONS.join(", ")} };`) as (
      c: Pick<Console, "log">,
    ) => Record<string, (...args: never[]) => unknown>;
    const fonctions = executer({ log: (...valeurs: unknown[]) => ecrites.push(valeurs.join(" ")) });

    it("résout la grille de l'annexe du TD et écrit sa solution", () => {
      expect(ecrites).toEqual(solutionDuTD);
    });

    it.each(FONCTIONS)("%s passe la vérification du carnet", (nom) => {
      const bilan = verifier(nom, fonctions[nom]);
      expect(bilan.rapport).toMatch(/^✅/);
      expect(bilan.statut).toBe("reussi");
    });
  });
});
