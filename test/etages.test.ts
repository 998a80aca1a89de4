/**
 * Les étages de la maison : le plan (`plan-des-etages.ts`) comparé aux vrais
 * imports du code, lus et résolus par le compilateur TypeScript du projet
 * (`import`, `export … from`, `import()`, `require()`), dans src/, outils/,
 * bin/, jupyter/ et test/. Chaque échec nomme l'import fautif et sa règle.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve, sep } from "node:path";
import type * as esbuild from "esbuild";
import * as ts from "typescript";
import { describe, expect, it } from "vitest";
import { AUTRES, ETAGES } from "./plan-des-etages";

const RACINE = resolve(__dirname, "..");
const RACINES = ["src", "outils", "bin", "jupyter", "test"];
const CODE = /\.(ts|mts|cts|js|cjs|mjs)$/;

/** Les fichiers de code sous `dossier` (relatifs à la racine, avec des « / »). */
function fichiersDe(dossier: string): string[] {
  if (!existsSync(join(RACINE, dossier))) return [];
  return readdirSync(join(RACINE, dossier), { withFileTypes: true }).flatMap((entree) => {
    const chemin = `${dossier}/${entree.name}`;
    if (entree.isDirectory()) return entree.name === "node_modules" ? [] : fichiersDe(chemin);
    return CODE.test(entree.name) && !entree.name.endsWith(".d.ts") ? [chemin] : [];
  });
}

const OPTIONS: ts.CompilerOptions = {
  allowJs: true,
  module: ts.ModuleKind.CommonJS,
  moduleResolution: ts.ModuleResolutionKind.Node10,
  resolveJsonModule: true,
};

/** Les imports de chaque fichier vers un autre fichier du dépôt (les paquets sont ignorés). */
function lireLesImports(): Map<string, string[]> {
  const graphe = new Map<string, string[]>();
  for (const fichier of RACINES.flatMap(fichiersDe)) {
    const complet = join(RACINE, fichier);
    const { importedFiles } = ts.preProcessFile(readFileSync(complet, "utf8"), true, true);
    const cibles = new Set<string>();
    for (const { fileName } of importedFiles) {
      const resolu = ts.resolveModuleName(fileName, complet, OPTIONS, ts.sys).resolvedModule;
      let cible: string | undefined;
      if (resolu && !resolu.isExternalLibraryImport) cible = resolu.resolvedFileName;
      // Ce que TypeScript ne résout pas mais qu'un paquet charge (un module .wasm).
      else if (!resolu && fileName.startsWith(".")) {
        const chemin = resolve(dirname(complet), fileName);
        if (existsSync(chemin)) cible = chemin;
      }
      if (cible === undefined) continue;
      const relatif = relative(RACINE, cible).split(sep).join("/");
      if (!relatif.startsWith("node_modules/") && !relatif.startsWith("..")) cibles.add(relatif);
    }
    graphe.set(fichier, [...cibles].sort());
  }
  return graphe;
}

/** `src/<x>`, `outils/<x>`, `test/<x>`, `jupyter/<x>` ; le premier niveau seul pour un fichier à la racine. */
function dossierDe(fichier: string): string {
  const parties = fichier.split("/");
  return parties.length > 2 ? `${parties[0]}/${parties[1]}` : parties[0];
}

/** Les composantes fortement connexes de plus d'un fichier (algorithme de Tarjan). */
function cercles(graphe: Map<string, string[]>): string[][] {
  const indice = new Map<string, number>();
  const bas = new Map<string, number>();
  const pile: string[] = [];
  const surPile = new Set<string>();
  const composantes: string[][] = [];
  let compteur = 0;
  const visiter = (sommet: string) => {
    indice.set(sommet, compteur);
    bas.set(sommet, compteur++);
    pile.push(sommet);
    surPile.add(sommet);
    for (const voisin of graphe.get(sommet) ?? []) {
      if (!indice.has(voisin)) {
        visiter(voisin);
        bas.set(sommet, Math.min(bas.get(sommet)!, bas.get(voisin)!));
      } else if (surPile.has(voisin)) {
        bas.set(sommet, Math.min(bas.get(sommet)!, indice.get(voisin)!));
      }
    }
    if (bas.get(sommet) === indice.get(sommet)) {
      const composante: string[] = [];
      let courant: string;
      do {
        courant = pile.pop()!;
        surPile.delete(courant);
        composante.push(courant);
      } while (courant !== sommet);
      if (composante.length > 1) composantes.push(composante.sort());
    }
  };
  for (const sommet of [...graphe.keys()].sort()) if (!indice.has(sommet)) visiter(sommet);
  return composantes;
}

/** Les fautes contre le plan, une phrase chacune : « fichier → cible : règle ». */
function fautes(graphe: Map<string, string[]>): string[] {
  const etage = new Map(ETAGES.map((e, k) => [e.dossier, k]));
  const liste: string[] = [];
  for (const [fichier, cibles] of graphe) {
    const de = dossierDe(fichier);
    for (const cible of cibles) {
      const vers = dossierDe(cible);
      const [racineDe, racineVers] = [de.split("/")[0], vers.split("/")[0]];
      const faute = (regle: string) => liste.push(`${fichier} → ${cible} : ${regle}`);
      for (const autre of AUTRES.filter((a) => a.de === racineDe && racineVers !== racineDe)) {
        if (autre.jamais?.includes(racineVers))
          faute(`${racineDe}/ n'importe jamais ${racineVers}`);
        if (autre.seulement && !autre.seulement.includes(racineVers))
          faute(`${racineDe}/ n'importe que ${autre.seulement.join(", ")}`);
      }
      if (racineDe !== "src" || racineVers !== "src" || de === vers) continue;
      const [haut, bas] = [etage.get(de), etage.get(vers)];
      if (haut === undefined || bas === undefined) continue; // dit par le test du plan
      const seulement = ETAGES[haut].seulement;
      if (seulement?.length === 0) faute(`${de} n'importe rien du projet`);
      else if (seulement && !seulement.includes(vers))
        faute(`${de} n'importe que ${seulement.join(" et ")}`);
      else if (bas > haut) faute(`${de} est sous ${vers} dans le plan : un import qui remonte`);
    }
  }
  for (const composante of cercles(graphe)) {
    const dossiers = [...new Set(composante.map(dossierDe))].sort();
    if (dossiers.length > 1) {
      const passages = composante.flatMap((f) =>
        (graphe.get(f) ?? [])
          .filter((c) => composante.includes(c) && dossierDe(c) !== dossierDe(f))
          .map((c) => `${f} → ${c}`),
      );
      liste.push(
        `cercle entre ${dossiers.join(", ")} (${composante.length} fichiers) : ${passages.join(" ; ")}`,
      );
    }
    // Les fichiers à la racine d'outils/ vont chacun dans le dossier de leur métier.
    const aLaRacine = composante.filter((f) => dossierDe(f) === "outils");
    if (aLaRacine.length > 1)
      liste.push(`cercle entre fichiers à la racine d'outils/ : ${aLaRacine.join(" ⇄ ")}`);
  }
  return liste.sort();
}

const GRAPHE = lireLesImports();

describe("le plan des étages", () => {
  it("range chaque dossier de src/ à un étage, et ne laisse importer que des étages plus bas", () => {
    const dossiers = new Set([...GRAPHE.keys()].filter((f) => f.startsWith("src/")).map(dossierDe));
    const places = ETAGES.map((e) => e.dossier);
    expect([...dossiers].filter((d) => !places.includes(d)).sort()).toEqual([]);
    const dessous = (e: (typeof ETAGES)[number]) => places.slice(0, places.indexOf(e.dossier));
    const malPlaces = ETAGES.flatMap((e) =>
      (e.seulement ?? []).filter((d) => !dessous(e).includes(d)).map((d) => `${e.dossier} → ${d}`),
    );
    expect(malPlaces).toEqual([]);
  });

  it("lit les imports de tous les fichiers, y compris require() et import()", () => {
    expect(GRAPHE.get("src/index.ts")).toContain("src/verification/index.ts");
    expect(GRAPHE.get("bin/sudoku.cjs")?.length).toBeGreaterThan(0);
    expect(GRAPHE.get("outils/correction/bibliotheque-de-correction.ts")).toContain(
      "src/exercices/catalogue.ts",
    );
  });
});

describe("les vrais imports suivent le plan", () => {
  const toutes = fautes(GRAPHE);

  it("aucun import ne remonte ni ne traverse un mur, aucun cercle entre dossiers", () => {
    expect(toutes).toEqual([]);
  });
});

describe("la commande ne charge que ce qu'elle utilise", () => {
  // Le paquet que compile `bin/sudoku.cjs` (esbuild, src/cli et ce qu'il importe) :
  // ni le noyau, ni le compilateur TypeScript (tslab, typescript, ts-node), qui
  // coûteraient un quart de seconde à chaque lancement.
  const INTERDITS = /^(tslab|typescript|ts-node|@tslab\/typescript-for-tslab)(\/|$)/;

  it("son paquet ne requiert ni tslab, ni TypeScript, ni ts-node, ni src/noyau", async () => {
    // Le compilateur même de la commande (bin/sudoku.cjs le charge ainsi).
    const { compiler } = createRequire(__filename)("../bin/commande-compilee.cjs") as {
      compiler(racine: string): Promise<{ metafile: esbuild.Metafile }>;
    };
    const { inputs } = (await compiler(RACINE)).metafile;
    const fautes: string[] = [];
    for (const [fichier, { imports }] of Object.entries(inputs)) {
      if (fichier.startsWith("src/noyau/")) fautes.push(`${fichier} : le noyau est dans le paquet`);
      for (const { path, kind, external } of imports) {
        // `require.resolve` ne charge rien (le canal de tslab regarde seulement s'il est là).
        if (external && kind !== "require-resolve" && INTERDITS.test(path))
          fautes.push(`${fichier} → ${path} (${kind})`);
      }
    }
    expect(Object.keys(inputs)).toContain("src/cli/principal.ts");
    expect(fautes).toEqual([]);
  });
});
