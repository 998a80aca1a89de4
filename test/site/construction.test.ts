/**
 * `npm run site` : ce que contient le site construit, et qu'une construction
 * sans changement ne refait rien. Le site lui-même s'essaie dans Chromium
 * (eleve.test.ts, professeur.test.ts).
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { construireSite, dossierDuSite } from "../../outils/site/construire";
import { RACINE, lancer } from "../aide-processus";

const LECONS = readdirSync(join(RACINE, "notebooks", "eleve"))
  .filter((nom) => nom.endsWith(".ipynb"))
  .sort();

function configuration(site: string): Record<string, unknown> {
  return (JSON.parse(readFileSync(join(site, "jupyter-lite.json"), "utf8")) as {
    "jupyter-config-data": Record<string, unknown>;
  })["jupyter-config-data"];
}

describe("npm run site", () => {
  const eleve = dossierDuSite("eleve");
  const professeur = dossierDuSite("professeur");
  beforeAll(async () => {
    await construireSite({ edition: "eleve", sortie: eleve });
    await construireSite({ edition: "professeur", sortie: professeur });
  }, 600_000);

  it("ne refait rien quand rien n'a changé", async () => {
    const site = await construireSite({ edition: "eleve", sortie: eleve });
    expect(site.reconstruit).toBe(false);
  });

  it("met les leçons des élèves à la racine, data/ et les sources de la bibliothèque, sans le noyau", () => {
    const fichiers = join(eleve, "files");
    expect(readdirSync(fichiers).filter((n) => n.endsWith(".ipynb")).sort()).toEqual(LECONS);
    for (const lecon of LECONS)
      expect(readFileSync(join(fichiers, lecon), "utf8")).toBe(
        readFileSync(join(RACINE, "notebooks", "eleve", lecon), "utf8"),
      );
    expect(existsSync(join(fichiers, "data", "td", "annexe.tsv"))).toBe(true);
    expect(existsSync(join(fichiers, "src", "td", "resolution.ts"))).toBe(true);
    expect(existsSync(join(fichiers, "src", "noyau"))).toBe(false);
  });

  it("l'édition du professeur porte les leçons corrigées", () => {
    const corrigee = readFileSync(join(professeur, "files", "01-td-retour-arriere.ipynb"), "utf8");
    expect(corrigee).toBe(
      readFileSync(join(RACINE, "notebooks", "professeur", "01-td-retour-arriere.ipynb"), "utf8"),
    );
    expect(configuration(professeur).contentsStorageName).toBe("cours-sudoku-professeur");
  });

  it("a le noyau du cours pour seule extension et noyau par défaut, JupyterLab en français", () => {
    const config = configuration(eleve);
    expect(config.defaultKernelName).toBe("sudoku-ts");
    expect((config.federated_extensions as { name: string }[]).map((e) => e.name)).toEqual(["sudoku-ts"]);
    const statiques = readdirSync(join(eleve, "extensions", "sudoku-ts", "static"));
    for (const prefixe of ["fil.", "bibliotheque.", "types.", "fil-a-froid.", "fil-minisat.", "plotly-gzip."])
      expect(statiques.some((f) => f.startsWith(prefixe)), prefixe).toBe(true);
    // Les chaînes de JupyterLite (domaine « jupyterlite ») et les libellés de menu sans contexte, en français.
    const francais = (JSON.parse(readFileSync(join(eleve, "api", "translations", "fr_FR.json"), "utf8")) as {
      data: Record<string, Record<string, string[]>>;
    }).data;
    expect(francais.jupyterlite["Download"]).toEqual(["Télécharger"]);
    expect(francais.jupyterlite["Copy Shareable Link"]).toEqual(["Copier le lien partageable"]);
    expect(francais.jupyterlab["Open With"]).toEqual(["Ouvrir avec"]);
    // « Clear Browser Data » effaçait tout le travail de l'élève d'une touche.
    expect(config.disabledExtensions).toContain("@jupyterlite/application-extension:clear-browser-data");
    expect(readFileSync(join(eleve, "lab", "index.html"), "utf8")).toContain("single-document");
    const reglages = JSON.parse(readFileSync(join(eleve, "overrides.json"), "utf8")) as Record<string, Record<string, unknown>>;
    expect(reglages["@jupyterlab/translation-extension:plugin"].locale).toBe("fr_FR");
    // Une complétion du noyau plus lente qu'une seconde (le premier Tab) n'est pas jetée.
    expect(reglages["@jupyterlab/completer-extension:manager"].providerTimeout).toBe(5000);
    // Un onglet qui tombe ne perd que quelques secondes de ce que l'élève a écrit pendant qu'une cellule tourne.
    expect(reglages["@jupyterlab/docmanager-extension:plugin"]).toEqual({ autosave: true, autosaveInterval: 10 });
  });

  it("donne au compilateur de la page les déclarations de la bibliothèque et d'où vient chaque nom de l'index", () => {
    const statiques = join(eleve, "extensions", "sudoku-ts", "static");
    const nom = readdirSync(statiques).find((f) => f.startsWith("types."));
    const types = JSON.parse(readFileSync(join(statiques, nom ?? ""), "utf8")) as Record<string, string>;
    const origines = JSON.parse(types["/cours/src/origines.json"]) as Record<string, { module: string; nom: string }>;
    expect(origines.Grille).toEqual({ module: "grille/grille", nom: "Grille" });
    expect(origines.verifier.module).toMatch(/^verification\//);
    // Chaque nom vient d'un fichier de déclarations que la page a.
    for (const { module } of Object.values(origines)) expect(types[`/cours/src/${module}.d.ts`], module).toBeDefined();
    expect(Object.keys(origines).length).toBeGreaterThan(400);
  });

  it("ouvre le sommaire depuis sa page d'accueil, qui garde la configuration de JupyterLite", () => {
    const accueil = readFileSync(join(eleve, "index.html"), "utf8");
    expect(accueil).toContain('location.replace("./lab/index.html?path=00-sommaire.ipynb")');
    expect(accueil).toContain('id="jupyter-config-data"');
    expect(accueil).toContain('<html lang="fr">');
  });

  it("répond en français à une option inconnue, avec l'aide", async () => {
    const r = await lancer(process.execPath, ["--require", "ts-node/register", "outils/site/site.ts", "--vite"], {
      delai: 60_000,
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("option inconnue « --vite »");
    expect(r.stderr).toContain("--professeur");
  });
});
