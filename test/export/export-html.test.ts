/**
 * npm run export:html : le sommaire seul (rapide) exporté dans un dossier
 * temporaire, la page d'index, les erreurs de la ligne de commande, et le
 * message d'une cellule en erreur.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { commandeDuProjet } from "../../outils/commun/jupyter";
import { lireCarnet, sourceDe } from "../../outils/carnets/carnets";
import { ecrireIndex, exporterCarnet, pageIndex } from "../../outils/carnets/pages-html";
import { carnetDeTest } from "../aide-carnets";
import { dossierTemporaire as dossierNomme } from "../aide-dossiers";
import { RACINE, lancer } from "../aide-processus";

const DELAI = 120_000;

function dossierTemporaire(): string {
  return dossierNomme("export-html");
}

/** jupyter-nbconvert de .venv/, ou une erreur qui dit quoi faire. */
function nbconvertDuProjet(): string {
  const nbconvert = commandeDuProjet("jupyter-nbconvert");
  if (!nbconvert)
    throw new Error("jupyter-nbconvert est introuvable : lancez « npm test », qui l'installe.");
  return nbconvert;
}

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
  return lancer(
    process.execPath,
    [tsNode, join(RACINE, "outils", "carnets", "exporter-html.ts"), ...args],
    {
      delai: DELAI,
    },
  );
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
      const nbconvert = nbconvertDuProjet();
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

/** Un nom de fichier qui injecterait une balise s'il allait brut dans le HTML. */
const NOM_HOSTILE = 'zz"><img src=x onerror=alert(1)>';

/** Les adresses des liens `<a href>` d'une page, telles qu'un navigateur les lit. */
function liens(html: string): string[] {
  return [...html.matchAll(/<a href="([^"]*)"/g)].map((m) =>
    m[1]
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&"),
  );
}

describe("l'export échappe les noms de fichiers et les titres", () => {
  it("l'index n'injecte rien, ni dans un lien ni dans le texte, et ses liens mènent aux pages", () => {
    const noms = [NOM_HOSTILE, "l'été & <b> #1 ?x=1", "00-sommaire"];
    const html = pageIndex([
      { nom: noms[0], titre: noms[0], exportee: true },
      { nom: noms[1], titre: "<script>alert(2)</script>", exportee: true },
      { nom: noms[1], titre: "pas exportée", exportee: false },
      { nom: noms[2], titre: "Sommaire", exportee: true },
    ]);
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>");
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("--carnets l&#39;été &amp; &lt;b&gt; #1 ?x=1</code>");
    // Chaque lien, résolu comme le ferait un navigateur, désigne le fichier de la page.
    const base = pathToFileURL("/sortie/");
    expect(liens(html).map((lien) => fileURLToPath(new URL(lien, base)))).toEqual([
      `/sortie/${noms[0]}.html`,
      `/sortie/${noms[1]}.html`,
      "/sortie/00-sommaire.html",
    ]);
    expect(html).toContain('<a href="00-sommaire.html">Sommaire</a>');
  });

  it(
    "un carnet au nom hostile : sa page et l'index n'ont aucune balise injectée, le lien mène à la page",
    { timeout: DELAI },
    () => {
      const nbconvert = nbconvertDuProjet();
      const source = dossierTemporaire();
      const sortie = dossierTemporaire();
      // Sans titre « # » : la page et l'index prennent le nom du fichier pour titre.
      writeFileSync(join(source, `${NOM_HOSTILE}.ipynb`), JSON.stringify(carnetDeTest(["1 + 1"])));
      expect(
        exporterCarnet(nbconvert, join(source, `${NOM_HOSTILE}.ipynb`), sortie),
      ).toBeUndefined();
      const index = readFileSync(ecrireIndex(source, [NOM_HOSTILE], sortie), "utf8");
      const page = readFileSync(join(sortie, `${NOM_HOSTILE}.html`), "utf8");
      for (const html of [index, page]) {
        expect(html).not.toContain("<img src=x");
        expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
      }
      const [lien] = liens(index);
      expect(existsSync(fileURLToPath(new URL(lien, pathToFileURL(`${sortie}/`))))).toBe(true);
    },
  );
});

describe("l'export ne laisse rien dans le dossier temporaire", () => {
  it(
    "un carnet qui écrit dans tmpdir() l'écrit dans un dossier effacé après l'export",
    { timeout: DELAI },
    () => {
      const dossier = dossierTemporaire();
      const carnet = carnetDeTest([
        'import { mkdtempSync } from "fs";\nimport { tmpdir } from "os";\nimport { join } from "path";',
        'mkdtempSync(join(tmpdir(), "lecon-"))',
      ]);
      writeFileSync(join(dossier, "temporaire.ipynb"), JSON.stringify(carnet));
      expect(
        exporterCarnet(nbconvertDuProjet(), join(dossier, "temporaire.ipynb"), dossier),
      ).toBeUndefined();
      // La sortie de la cellule : le chemin du dossier créé par le carnet.
      const cree = /(\/[^'"<>\s]*\/lecon-\w{6})/.exec(
        readFileSync(join(dossier, "temporaire.html"), "utf8"),
      );
      expect(cree).not.toBeNull();
      expect(existsSync(cree![1])).toBe(false);
    },
  );
});
