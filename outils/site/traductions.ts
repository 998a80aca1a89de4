/**
 * Les chaînes de l'interface que le paquet de langue français de JupyterLab
 * traduit, mais qui restaient en anglais dans le site :
 *
 * - les extensions de JupyterLite (« Download », « Copy Shareable Link »…)
 *   cherchent leurs chaînes dans les domaines `jupyterlite` et
 *   `@jupyterlite`, que le paquet n'a pas : il n'a que celui de JupyterLab ;
 * - JupyterLab 4.6 demande sans contexte des libellés que le paquet (fait
 *   pour 4.5) range sous le contexte `menu` (« Open With »).
 *
 * On complète donc `api/translations/fr_FR.json` du site, après
 * `jupyter lite build`, avec les traductions mêmes du paquet.
 */
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Un domaine de traduction : chaîne anglaise (ou « contexte\x04chaîne ») → traductions. */
type Domaine = Record<string, unknown>;

/** Les domaines où les extensions de JupyterLite cherchent leurs chaînes. */
const DOMAINES_DE_JUPYTERLITE = ["jupyterlite", "@jupyterlite"];

/** Le séparateur de gettext entre le contexte et la chaîne. */
const CONTEXTE = "\u0004";

/** Le code des extensions de JupyterLite dans le site : les fichiers qui nomment leurs greffons. */
function codeDeJupyterLite(sortie: string): string {
  const dossier = join(sortie, "build");
  return readdirSync(dossier)
    .filter((nom) => nom.endsWith(".js"))
    .map((nom) => readFileSync(join(dossier, nom), "utf8"))
    .filter((code) => code.includes('"@jupyterlite/'))
    .join("\n");
}

/** Les libellés de menu du paquet, aussi sans leur contexte (s'ils n'y sont pas déjà). */
function libellesSansContexte(lab: Domaine): void {
  for (const [cle, traduction] of Object.entries(lab)) {
    const [contexte, chaine] = cle.split(CONTEXTE);
    if (contexte === "menu" && chaine !== undefined && !(chaine in lab)) lab[chaine] = traduction;
  }
}

/** Le domaine `nom` : les traductions de JupyterLab des seules chaînes que nomme `code`. */
function domaineDe(nom: string, lab: Domaine, code: string): Domaine {
  const entete = { ...(lab[""] as object), domain: nom };
  const domaine: Domaine = { "": entete };
  for (const [chaine, traduction] of Object.entries(lab))
    if (chaine && code.includes(JSON.stringify(chaine))) domaine[chaine] = traduction;
  return domaine;
}

/** Complète les traductions françaises du site construit dans `sortie`. */
export function completerTraductions(sortie: string): void {
  const fichier = join(sortie, "api", "translations", "fr_FR.json");
  const paquet = JSON.parse(readFileSync(fichier, "utf8")) as { data: Record<string, Domaine> };
  const lab = paquet.data.jupyterlab;
  if (!lab) throw new Error("le site n'a pas les traductions françaises de JupyterLab");
  libellesSansContexte(lab);
  const code = codeDeJupyterLite(sortie);
  for (const nom of DOMAINES_DE_JUPYTERLITE)
    paquet.data[nom] = { ...domaineDe(nom, lab, code), ...paquet.data[nom] };
  writeFileSync(fichier, JSON.stringify(paquet));
}
