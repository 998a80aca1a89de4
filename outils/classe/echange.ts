/**
 * Le dossier d'échange de nbgrader pour une classe : les élèves y récupèrent
 * les devoirs (panneau « Assignments » de JupyterLab) et y rendent leurs
 * copies ; le professeur y distribue, ramasse et rend les retours
 * (`npm run devoirs -- distribuer | ramasser | rendre-retours`, en
 * administrateur, comme `npm run classe`).
 *
 * Pourquoi l'échange de nbgrader plutôt qu'un panneau du cours : il sait déjà
 * récupérer, rendre, relister et rapporter le retour de chaque copie, et
 * `ramasser` le lit tel quel. Il suffit de lui donner un dossier commun et
 * des droits qui tiennent entre comptes Unix distincts :
 *
 *   echange/                  root 1777 : chacun y entre ; le bit « sticky »
 *                             empêche un élève de renommer ou d'effacer ce
 *                             qui n'est pas à lui (le dossier du cours) ;
 *   echange/sudoku/           root 755, fait ici : un élève ne peut pas le
 *                             créer avant le professeur pour le lire ensuite ;
 *     outbound/               root 755 : les devoirs distribués, lisibles ;
 *     inbound/                root 3733 : chacun y dépose, personne ne liste,
 *                             et personne ne renomme ni n'efface la copie d'un
 *                             autre (sticky) ; nbgrader nomme chaque copie
 *                             `élève+devoir+heure+hasard`, introuvable sans liste ;
 *     feedback/               root 711 : un retour se lit par son nom, une
 *                             empreinte que seul l'élève qui a rendu la copie
 *                             sait refaire (son secret de remise).
 *
 * Les serveurs des élèves lisent `configuration/` (JUPYTER_CONFIG_PATH, avant
 * la configuration du cours) : le cours et l'échange pour nbgrader, et le seul
 * panneau « Assignments » de l'extension nbgrader, ses menus et panneaux de
 * professeur restant cachés. Sans le menu « Nbgrader », le panneau s'ouvre par
 * « Fichier › Assignment List » : les réglages de JupyterLab des élèves
 * (`configuration/reglages-lab/`) sont ceux du cours, plus cette entrée.
 */
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Le cours nbgrader (le même que `IDENTIFIANT_DU_COURS` de outils/correction/cours-nbgrader.ts). */
export const COURS_NBGRADER = "sudoku";

export interface Echange {
  /** Le dossier d'échange (`c.Exchange.root` du professeur et des élèves). */
  racine: string;
  /** Le dossier de configuration Jupyter des élèves, pour nbgrader et JupyterLab. */
  configuration: string;
  /** Le dossier des réglages de JupyterLab des élèves (`--LabServerApp.app_settings_dir`). */
  reglages: string;
}

/** Les plugins de l'extension nbgrader qu'un élève ne voit pas : tout sauf la liste des devoirs. */
export const PLUGINS_CACHES = [
  "@jupyter/nbgrader:menu",
  "@jupyter/nbgrader:course-list",
  "@jupyter/nbgrader:create-assignment",
  "@jupyter/nbgrader:validate-assignment",
  "@jupyter/nbgrader:formgrader",
];

/** Un dossier à root, avec ces droits exactement (même s'il existait). */
function dossierARoot(chemin: string, mode: number): void {
  mkdirSync(chemin, { recursive: true });
  chownSync(chemin, 0, 0);
  chmodSync(chemin, mode);
}

/** La configuration nbgrader des élèves : le cours, et l'échange commun. */
export function configurationNbgrader(racine: string): string {
  return [
    "# Écrit par npm run classe (outils/classe/echange.ts) : le cours et l'échange des élèves.",
    "import os",
    "c = get_config()  # noqa: F821",
    `c.CourseDirectory.course_id = ${JSON.stringify(COURS_NBGRADER)}`,
    `c.Exchange.root = ${JSON.stringify(racine)}`,
    "# Les devoirs récupérés à côté des leçons (le dossier que montre JupyterLab, ~/cours) :",
    "# sans cela, nbgrader les pose dans le dossier courant du serveur, le dossier personnel.",
    'c.Exchange.assignment_dir = os.path.join(os.path.expanduser("~"), "cours")',
    "",
  ].join("\n");
}

/** La commande de l'extension nbgrader qui ouvre la liste des devoirs. */
export const COMMANDE_DEVOIRS = "nbgrader:open-assignment-list";

/** Les réglages de JupyterLab du cours (`overrides.json`), avec la liste des devoirs au menu Fichier. */
export function reglagesDesEleves(
  reglagesDuCours: Record<string, unknown>,
): Record<string, unknown> {
  const menu = "@jupyterlab/mainmenu-extension:plugin";
  const avant = (reglagesDuCours[menu] ?? {}) as { menus?: unknown[] };
  const entree = { id: "jp-mainmenu-file", items: [{ command: COMMANDE_DEVOIRS, rank: 97 }] };
  return { ...reglagesDuCours, [menu]: { ...avant, menus: [...(avant.menus ?? []), entree] } };
}

/**
 * Crée (ou remet en état) l'échange et la configuration des élèves sous
 * `dossier` ; `reglagesLab` est le dossier des réglages de JupyterLab du cours
 * installé (`jupyter/lab/settings`).
 */
export function preparerEchange(dossier: string, reglagesLab: string): Echange {
  const racine = join(dossier, "echange");
  dossierARoot(racine, 0o1777);
  const cours = join(racine, COURS_NBGRADER);
  dossierARoot(cours, 0o755);
  dossierARoot(join(cours, "outbound"), 0o755);
  dossierARoot(join(cours, "inbound"), 0o3733);
  dossierARoot(join(cours, "feedback"), 0o711);
  const configuration = join(dossier, "configuration-eleves");
  dossierARoot(configuration, 0o755);
  dossierARoot(join(configuration, "labconfig"), 0o755);
  writeFileSync(join(configuration, "nbgrader_config.py"), configurationNbgrader(racine), {
    mode: 0o644,
  });
  const page = {
    disabledExtensions: {
      "@jupyter/nbgrader": false,
      ...Object.fromEntries(PLUGINS_CACHES.map((p) => [p, true])),
    },
  };
  writeFileSync(
    join(configuration, "labconfig", "page_config.json"),
    JSON.stringify(page, null, 2) + "\n",
    { mode: 0o644 },
  );
  const reglages = join(configuration, "reglages-lab");
  dossierARoot(reglages, 0o755);
  const fichier = join(reglagesLab, "overrides.json");
  const duCours = existsSync(fichier)
    ? (JSON.parse(readFileSync(fichier, "utf8")) as Record<string, unknown>)
    : {};
  writeFileSync(
    join(reglages, "overrides.json"),
    JSON.stringify(reglagesDesEleves(duCours), null, 2) + "\n",
    { mode: 0o644 },
  );
  return { racine, configuration, reglages };
}
