/**
 * La page de JupyterLab du site (`lab/index.html`) reçoit, en tête, un script
 * à nous, fait par esbuild depuis des modules de ce dossier : l'écran étroit
 * (`ecran-etroit.ts`), « Aucun noyau » (`aucun-noyau.ts`) et le noyau
 * partagé par les leçons (`noyau-partage.ts`). En tête : il doit choisir le
 * mode de JupyterLab avant que JupyterLite ne le lise.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as esbuild from "esbuild";

const ENTREE = [
  'import { adapterAuxEcransEtroits } from "./ecran-etroit";',
  'import { traduireAucunNoyau } from "./aucun-noyau";',
  'import { partagerLeNoyau } from "./noyau-partage";',
  "adapterAuxEcransEtroits();",
  "void traduireAucunNoyau();",
  "void partagerLeNoyau();",
].join("\n");

async function scriptDeLaPage(): Promise<string> {
  const resultat = await esbuild.build({
    stdin: { contents: ENTREE, resolveDir: __dirname, sourcefile: "page-du-lab.ts", loader: "ts" },
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    minify: true,
    write: false,
    logLevel: "silent",
  });
  return resultat.outputFiles[0].text;
}

/** Ajoute le script à `lab/index.html` du site construit dans `sortie`. */
export async function completerPageDuLab(sortie: string): Promise<void> {
  const fichier = join(sortie, "lab", "index.html");
  const page = readFileSync(fichier, "utf8");
  const script = await scriptDeLaPage();
  if (!page.includes("<head>") || script.includes("</script"))
    throw new Error("la page de JupyterLab du site a changé de forme");
  writeFileSync(fichier, page.replace("<head>", `<head>\n    <script>${script}</script>`));
}
