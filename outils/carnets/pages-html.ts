/**
 * Les pièces de l'export HTML des leçons (outils/carnets/exporter-html.ts) :
 * exécuter et exporter un carnet avec jupyter-nbconvert et le noyau du
 * cours, retoucher la page produite, dire en français ce qui a échoué,
 * et écrire la page index.html qui relie les leçons.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { elementDeLaCopie } from "../../src/notebook/plotly";
import { echapperHTML } from "../../src/socle/html";
import { ErreurCarnet, lireCarnet, sourceDe, type Carnet } from "./carnets";
import { NOM_DU_NOYAU, RACINE, environnementJupyter } from "../commun/jupyter";

/** Le gabarit « lab » sans require.js, MathJax ni widgets : rien ne vient du réseau. */
export const GABARIT = join(RACINE, "outils", "carnets", "gabarit-hors-ligne.html.j2");

/** Le délai par cellule, en secondes, le même que pour le test d'exécution des carnets. */
export const DELAI_CELLULE = 120;

/**
 * Exécute le carnet `chemin` et écrit sa page HTML dans `sortie` (même nom,
 * `.html`). Rend `undefined` si tout va bien, sinon le message d'erreur ;
 * en cas d'échec, aucune page (ni l'ancienne) ne reste dans `sortie`.
 */
export function exporterCarnet(
  nbconvert: string,
  chemin: string,
  sortie: string,
): string | undefined {
  const page = join(sortie, basename(chemin, ".ipynb") + ".html");
  rmSync(page, { force: true });
  try {
    lireCarnet(chemin);
  } catch (erreur) {
    if (erreur instanceof ErreurCarnet) return erreur.message;
    throw erreur;
  }
  // Le carnet exécuté a son propre dossier temporaire, effacé ensuite : la leçon 5 y
  // écrit un fichier DIMACS, qui resterait sinon dans celui du système.
  const temporaire = mkdtempSync(join(tmpdir(), "sudoku-export-"));
  const r = spawnSync(
    nbconvert,
    [
      "--to",
      "html",
      "--execute",
      `--ExecutePreprocessor.kernel_name=${NOM_DU_NOYAU}`,
      `--ExecutePreprocessor.timeout=${DELAI_CELLULE}`,
      "--template",
      "lab",
      "--HTMLExporter.language_code=fr",
      "--template-file",
      GABARIT,
      "--output-dir",
      sortie,
      chemin,
    ],
    {
      cwd: RACINE,
      env: { ...environnementJupyter(), TMPDIR: temporaire },
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  rmSync(temporaire, { recursive: true, force: true });
  if (r.error) return `jupyter-nbconvert n'a pas pu être lancé (${r.error.message}).`;
  if (r.status !== 0 || !existsSync(page)) return ceQueJupyterADit(r.stderr, r.status);
  const html = joindrePlotly(retoucher(readFileSync(page, "utf8"), titreDuCarnet(chemin)));
  const externes = ressourcesExternes(html);
  if (externes.length > 0) {
    rmSync(page);
    return `la page irait chercher sur le réseau ou sur le disque : ${externes.join(", ")}.`;
  }
  writeFileSync(page, html);
  return undefined;
}

/** Le premier titre « # » du carnet, sans marques de mise en forme ; à défaut, son nom. */
export function titreDuCarnet(chemin: string): string {
  let carnet: Carnet;
  try {
    carnet = lireCarnet(chemin);
  } catch (erreur) {
    // Un carnet illisible garde sa place dans l'index, sous son nom ; son export dit pourquoi.
    if (erreur instanceof ErreurCarnet) return basename(chemin, ".ipynb");
    throw erreur;
  }
  for (const cellule of carnet.cells) {
    if (cellule.cell_type !== "markdown") continue;
    const titre = /^# +(.+)$/m.exec(sourceDe(cellule));
    if (titre) return titre[1].replace(/[`*]/g, "").trim();
  }
  return basename(chemin, ".ipynb");
}

/**
 * La page de nbconvert avec le titre de la leçon tel que le cours l'écrit, et
 * des liens entre carnets qui mènent aux pages exportées à côté :
 * « 01-td-retour-arriere.ipynb » devient « .html » (nbconvert n'a pas
 * d'option pour cela).
 */
export function retoucher(html: string, titre: string): string {
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${echapperHTML(titre)}</title>`)
    .replace(/href="([^":?#]*)\.ipynb(#[^"]*)?"/g, 'href="$1.html$2"');
}

/**
 * Une page autonome n'a pas de serveur où prendre plotly : si elle a des
 * graphiques, la copie compressée y est jointe une fois, au début du corps,
 * avant le premier graphique qui la cherche (voir src/notebook/plotly.ts).
 */
export function joindrePlotly(html: string): string {
  if (!html.includes("window.sudokuDessiner")) return html;
  return html.replace(/<body\b[^>]*>/, (corps) => `${corps}\n${elementDeLaCopie()}`);
}

/**
 * Les adresses qu'une page irait chercher hors d'elle-même en s'ouvrant :
 * scripts, feuilles de style, images et cadres venus du réseau ou du disque.
 * Les liens du texte (`<a href>`) ne comptent pas : on ne les suit qu'en cliquant.
 */
export function ressourcesExternes(html: string): string[] {
  const balise =
    /<(?:script|link|img|iframe)\b[^>]*?\b(?:src|href)="((?:https?:|file:)?\/\/[^"]*)"/gi;
  return [...html.matchAll(balise)].map((m) => m[1]);
}

// Les couleurs du terminal, que le noyau met dans ses messages d'erreur.
// eslint-disable-next-line no-control-regex
const COULEURS = /\u001b\[[0-9;]*m/g;

/** Ce que dit nbclient, selon l'exception, en français. */
const CAUSES: Record<string, string> = {
  CellTimeoutError: `une cellule n'a pas fini en ${DELAI_CELLULE} s`,
  DeadKernelError: "le noyau s'est arrêté en pleine exécution",
  NoSuchKernel: `le noyau « ${NOM_DU_NOYAU} » est introuvable`,
};

/** Un texte cité, en retrait, coupé après `max` lignes. */
function citer(lignes: string[], max = 20): string {
  const coupees =
    lignes.length > max
      ? [...lignes.slice(0, max), `… (${lignes.length - max} lignes de plus)`]
      : lignes;
  return coupees.map((ligne) => `    │ ${ligne}`).join("\n");
}

/**
 * Le message d'un échec de nbconvert, sans la pile d'appels de Python :
 * pour une cellule en erreur, la cellule et la réponse du noyau ; sinon
 * la cause en français et la dernière chose que Jupyter a dite.
 */
export function ceQueJupyterADit(stderr: string, code: number | null = null): string {
  const texte = stderr.replace(COULEURS, "");
  // La pile de Python finit par la ligne « module.Exception: message », suivie du message.
  const pile = texte.lastIndexOf("Traceback (most recent call last):");
  const exception = pile >= 0 ? /^([\w.]+): ([\s\S]*)$/m.exec(texte.slice(pile)) : null;
  if (!exception) {
    const dit = texte
      .split("\n")
      // Sans les lignes de routine : « Converting… », « Writing… », « noyau prêt ».
      .filter(
        (ligne) =>
          ligne.trim() !== "" && !/^\[(NbConvertApp\] (Converting|Writing)|noyau )/.test(ligne),
      );
    if (dit.length === 0) return `jupyter-nbconvert s'est arrêté (code ${code}) sans rien dire.`;
    return `jupyter-nbconvert a répondu :\n${citer(dit.slice(-20))}`;
  }
  const classe = exception[1].split(".").pop() ?? exception[1];
  const message = exception[2].trimEnd();
  // nbclient : « An error occurred… », la cellule entre deux traits, puis la réponse du noyau.
  const cellule = /^-{3,}\n([\s\S]*?)\n-{3,}\n([\s\S]*)$/m.exec(message);
  if (classe === "CellExecutionError" && cellule) {
    const reponse = cellule[2].trim().split("\n");
    // nbclient répète à la fin « Nom: message », que le noyau a déjà écrit.
    if (reponse.slice(0, -1).includes(reponse[reponse.length - 1])) reponse.pop();
    return (
      "une cellule a levé une erreur.\n" +
      `  La cellule :\n${citer(cellule[1].split("\n"))}\n` +
      `  Le noyau a répondu :\n${citer(reponse)}`
    );
  }
  const cause = CAUSES[classe] ?? "Jupyter a signalé une erreur";
  return `${cause}.\n  Jupyter a dit :\n${citer(`${classe}: ${message}`.split("\n"))}`;
}

/** Une leçon dans l'index : son nom de fichier (sans extension) et son titre. */
export interface Lecon {
  nom: string;
  titre: string;
  exportee: boolean;
}

/**
 * L'adresse relative de la page d'un carnet, bonne à mettre dans un attribut :
 * le nom de fichier est encodé comme une adresse (« " », « < », « # », « ? »,
 * espaces…), puis échappé pour l'apostrophe, qu'encodeURIComponent laisse.
 */
export function adresseDePage(nom: string): string {
  return echapperHTML(encodeURIComponent(`${nom}.html`));
}

/**
 * La page index.html : les leçons, chacune avec un lien vers sa page si elle a
 * été exportée. Noms de fichiers et titres viennent des carnets : tout est échappé.
 */
export function pageIndex(lecons: Lecon[]): string {
  const elements = lecons.map(({ nom, titre, exportee }) =>
    exportee
      ? `  <li><a href="${adresseDePage(nom)}">${echapperHTML(titre)}</a></li>`
      : `  <li>${echapperHTML(titre)} <em>(pas encore exportée : <code>npm run export:html -- --carnets ${echapperHTML(nom)}</code>)</em></li>`,
  );
  return `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Résoudre un Sudoku — les leçons corrigées</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; }
  li { margin: 0.4rem 0; }
</style>
</head>
<body>
<h1>Résoudre un Sudoku, de la recherche naïve à SAT</h1>
<p>Les leçons corrigées du cours, exécutées puis exportées en HTML : elles se lisent dans un
navigateur, sans Jupyter et sans réseau, graphiques compris. Pour écrire et exécuter du code,
ouvrez le cours par <code>npm start</code>.</p>
<ul>
${elements.join("\n")}
</ul>
<p>Pages produites par <code>npm run export:html</code>.</p>
</body>
</html>
`;
}

/**
 * Écrit `index.html` dans `sortie` pour les carnets `noms` (sans « .ipynb »)
 * du dossier `source` : toutes les leçons sont nommées, un lien pour chacune
 * dont la page existe. Rend le chemin de l'index.
 */
export function ecrireIndex(source: string, noms: string[], sortie: string): string {
  const lecons = noms.map((nom) => ({
    nom,
    titre: titreDuCarnet(join(source, `${nom}.ipynb`)),
    exportee: existsSync(join(sortie, `${nom}.html`)),
  }));
  const index = join(sortie, "index.html");
  writeFileSync(index, pageIndex(lecons));
  return index;
}
