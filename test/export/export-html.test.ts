/**
 * npm run export:html : le sommaire seul (rapide) exporté dans un dossier
 * temporaire, la page d'index, les erreurs de la ligne de commande, et le
 * message d'une cellule en erreur.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { commandeDuProjet } from "../../outils/jupyter";
import { lireCarnet, sourceDe } from "../../outils/carnets";
import { exporterCarnet } from "../../outils/pages-html";
import { carnetDeTest } from "../aide-carnets";
import { RACINE, lancer } from "../aide-processus";

const DELAI = 120_000;
const dossiers: string[] = [];

function dossierTemporaire(): string {
  const dossier = mkdtempSync(join(tmpdir(), "sudoku-export-html-"));
  dossiers.push(dossier);
  return dossier;
}

afterAll(() => {
  for (const dossier of dossiers) rmSync(dossier, { recursive: true, force: true });
});

describe("les formules mathématiques", () => {
  it("aucune leçon n'écrit de formule LaTeX : l'export hors ligne peut se passer de MathJax", () => {
    const dossier = join(RACINE, "notebooks", "professeur");
    const formules = readdirSync(dossier)
      .filter((nom) => nom.endsWith(".ipynb"))
      .flatMap((nom) =>
        lireCarnet(join(dossier, nom))
          .cells.filter((c) => c.cell_type === "markdown")
          .flatMap((c) => sourceDe(c).match(/\$[^$\n]+\$|\\\(|\\\[/g) ?? [])
          .map((formule) => `${nom} : ${formule}`),
      );
    // Une formule demanderait d'embarquer MathJax (npm « mathjax ») dans les pages exportées.
    expect(formules).toEqual([]);
  });
});

/** Le script tel que `npm run export:html` le lance. */
function exporter(args: string[]) {
  const tsNode = join(RACINE, "node_modules", "ts-node", "dist", "bin.js");
  return lancer(process.execPath, [tsNode, join(RACINE, "outils", "exporter-html.ts"), ...args], {
    delai: DELAI,
  });
}

/** Les balises qui iraient chercher un fichier hors de la page (réseau ou disque). */
function chargementsExternes(html: string): string[] {
  return [
    ...html.matchAll(/<script\b[^>]*\bsrc="[^"]*"/gi),
    ...html.matchAll(/<link\b[^>]*\bhref="(?:https?:|file:)?\/\/[^"]*"/gi),
  ].map((m) => m[0]);
}

describe("npm run export:html", () => {
  it(
    "exporte le sommaire, ses liens vers les pages des leçons et l'index",
    { timeout: DELAI },
    async () => {
      const sortie = dossierTemporaire();
      const r = await exporter(["--carnets", "00-sommaire", "--sortie", sortie]);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/^00-sommaire : exporté en \d+ s, \d+(,\d)? (ko|Mo)$/m);
      expect(r.stdout).toContain(join(sortie, "index.html"));
      expect(readdirSync(sortie).sort()).toEqual(["00-sommaire.html", "index.html"]);

      const page = readFileSync(join(sortie, "00-sommaire.html"), "utf8");
      expect(page).toContain(
        "<title>Résoudre un Sudoku, de la recherche naïve à SAT — sommaire du cours</title>",
      );
      expect(page).toContain('<html lang="fr">');
      expect(page).toContain('href="01-td-retour-arriere.html"');
      expect(page).not.toMatch(/href="[^"]*\.ipynb/);
      // Le carnet a bien été exécuté : la cellule du catalogue a écrit la liste des exercices.
      expect(page).toContain("test_ligne");
      expect(chargementsExternes(page)).toEqual([]);

      const index = readFileSync(join(sortie, "index.html"), "utf8");
      expect(index).toContain('<html lang="fr">');
      expect(index).toContain(
        '<a href="00-sommaire.html">Résoudre un Sudoku, de la recherche naïve à SAT — sommaire du cours</a>',
      );
      // Une leçon non exportée est nommée, sans lien vers une page absente.
      expect(index).toContain("Leçon 1 — Résoudre un Sudoku par essais et retours en arrière");
      expect(index).not.toContain('href="01-td-retour-arriere.html"');
      expect(chargementsExternes(index)).toEqual([]);
    },
  );

  it("refuse un carnet inconnu ou une option inconnue : code 2, message en français", async () => {
    const sortie = dossierTemporaire();
    const inconnu = await exporter(["--carnets", "00-sommaire,99-inconnu", "--sortie", sortie]);
    expect(inconnu.code).toBe(2);
    expect(inconnu.stderr).toContain("carnet inconnu : « 99-inconnu »");
    expect(inconnu.stderr).toContain("06-comparaison");
    expect(inconnu.stderr).not.toMatch(/^\s+at /m);
    expect(readdirSync(sortie)).toEqual([]);

    const option = await exporter(["--vite"]);
    expect(option.code).toBe(2);
    expect(option.stderr).toContain("option inconnue : « --vite »");

    const aide = await exporter(["--aide"]);
    expect(aide.code).toBe(0);
    expect(aide.stdout).toContain("--carnets");
    expect(aide.stdout).toContain("--sortie");
  });

  it(
    "une cellule en erreur : ni page, ni pile d'appels de Python, mais la cellule et la réponse du noyau",
    { timeout: DELAI },
    () => {
      const nbconvert = commandeDuProjet("jupyter-nbconvert");
      if (!nbconvert)
        throw new Error("jupyter-nbconvert est introuvable : lancez « npm test », qui l'installe.");
      const dossier = dossierTemporaire();
      const cellules = ["const n = 1;\nn + 1", 'throw new Error("grille invalide ici");', "n + 2"];
      const carnet = carnetDeTest(cellules);
      writeFileSync(join(dossier, "fautif.ipynb"), JSON.stringify(carnet));
      const message = exporterCarnet(nbconvert, join(dossier, "fautif.ipynb"), dossier);
      expect(message).toBeDefined();
      expect(message).toContain("une cellule a levé une erreur");
      expect(message).toContain('throw new Error("grille invalide ici");');
      expect(message).toContain("Error: grille invalide ici");
      expect(message).not.toContain("Traceback");
      expect(message).not.toContain(".py");
      expect(existsSync(join(dossier, "fautif.html"))).toBe(false);
    },
  );
});
