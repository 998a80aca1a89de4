/**
 * Un script de l'élève, hors des carnets : `npx ts-node mon-script.ts` importe
 * la bibliothèque et s'exécute avec les options du projet (section « ts-node »
 * de tsconfig.json). Les scripts sont écrits dans un dossier de `sortie/`
 * (ignoré par git), supprimé à la fin ; d'où leur import `../../src/index`, là
 * où un script posé à la racine écrit `./src/index`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { RACINE, lancer } from "./aide-processus";
import { SOLUTION } from "./exemples";

const DELAI = 60_000;
mkdirSync(join(RACINE, "sortie"), { recursive: true });
const dossier = mkdtempSync(join(RACINE, "sortie", "ts-node-"));

afterAll(() => {
  rmSync(dossier, { recursive: true, force: true });
});

/** Écrit le script `nom` et le lance comme `npx ts-node`, depuis la racine du projet. */
function executer(nom: string, lignes: string[]) {
  const chemin = join(dossier, nom);
  writeFileSync(chemin, lignes.join("\n") + "\n");
  const tsNode = join(RACINE, "node_modules", ".bin", "ts-node");
  return lancer(tsNode, [relative(RACINE, chemin)], { delai: DELAI });
}

describe("npx ts-node : un script qui importe la bibliothèque", () => {
  it(
    "résout la grille de l'annexe du TD avec le solveur de la leçon 1",
    { timeout: DELAI },
    async () => {
      const r = await executer("mon-script.ts", [
        'import { algoTD, estSolutionDe, lireFichier, versLigne, type Grille } from "../../src/index";',
        "",
        'const [enonce]: Grille[] = lireFichier("data/td/annexe.tsv");',
        "const resultat = algoTD.resoudre(enonce);",
        "if (!resultat.solution) throw new Error(`pas de solution : ${resultat.statut}`);",
        "console.log(resultat.statut);",
        "console.log(versLigne(resultat.solution));",
        'console.log(estSolutionDe(resultat.solution, enonce) ? "solution vérifiée" : "solution fausse");',
      ]);
      expect(r.stderr).toBe("");
      expect(r.code).toBe(0);
      expect(r.stdout).toBe(`resolue\n${SOLUTION}\nsolution vérifiée\n`);
    },
  );

  it("une erreur nomme la ligne du script en TypeScript", { timeout: DELAI }, async () => {
    const r = await executer("erreur.ts", [
      'import { lireFichier } from "../../src/index";',
      "",
      "function premiere(chemin: string) {",
      "  return lireFichier(chemin)[0];",
      "}",
      'premiere("data/absent.txt");',
    ]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("fichier introuvable : data/absent.txt");
    expect(r.stderr).toContain(`${join(dossier, "erreur.ts")}:4:`);
    expect(r.stderr).toContain(`${join(dossier, "erreur.ts")}:6:`);
  });

  it("ne vérifie pas les types : le script s'exécute quand même", { timeout: DELAI }, async () => {
    const r = await executer("types.ts", ['const n: number = "du texte";', "console.log(n);"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("du texte\n");
  });
});
