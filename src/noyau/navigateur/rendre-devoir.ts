/**
 * « Rendre mon devoir », dans l'édition navigateur (JupyterLite) : l'élève
 * tape son identifiant, et le carnet ouvert est téléchargé sous un nom qui
 * dit de quelle leçon il est et de qui : `<carnet>--<identifiant>.ipynb`,
 * par exemple `01-td-retour-arriere--emma.ipynb`. Il l'envoie au professeur
 * (courriel, ENT, Moodle), qui l'importe dans nbgrader avec
 * `npm run devoirs -- importer DEVOIR DOSSIER` (outils/correction/importer.ts,
 * qui lit ce nom avec `lireNomDeCopie`).
 *
 * Le carnet garde son nom de leçon : le professeur sait de quel devoir il est.
 * L'identifiant est vérifié ici et relu là-bas (lettres, chiffres, - _ .) :
 * il devient un dossier de nbgrader.
 *
 * L'action est une commande de JupyterLab ; le menu Fichier et la barre
 * d'outils du carnet la montrent par les réglages de l'extension
 * (`schema/plugin.json`, écrit par outils/site/extension.ts) : pas besoin des
 * paquets du menu ni du carnet.
 */

/** Le séparateur entre le carnet et l'identifiant, dans le nom du fichier rendu. */
export const SEPARATEUR = "--";

/** L'identifiant de la commande (menus et barre d'outils la nomment). */
export const COMMANDE_RENDRE = "sudoku-ts:rendre-devoir";

/** Un identifiant d'élève : lettres, chiffres, - _ . (pas de point au début), 64 au plus. */
const IDENTIFIANT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,63}$/;

/** Pourquoi un identifiant est refusé, en français ; `undefined` s'il est bon. */
export function refusIdentifiant(identifiant: string): string | undefined {
  if (identifiant === "") return "l'identifiant est vide.";
  if (identifiant.length > 64) return "l'identifiant a plus de 64 caractères.";
  if (identifiant.startsWith(".")) return "l'identifiant ne commence pas par un point.";
  if (identifiant.includes(SEPARATEUR))
    return `l'identifiant ne contient pas « ${SEPARATEUR} » (il sépare la leçon de l'identifiant).`;
  if (!IDENTIFIANT.test(identifiant))
    return "l'identifiant ne prend que des lettres sans accent, des chiffres, et - _ .";
  return undefined;
}

/** Le nom du fichier rendu : `01-td-retour-arriere--emma.ipynb` pour `01-td-retour-arriere.ipynb`. */
export function nomDeCopie(cheminDuCarnet: string, identifiant: string): string {
  const refus = refusIdentifiant(identifiant);
  if (refus) throw new Error(refus);
  const carnet = (cheminDuCarnet.split("/").pop() ?? "").replace(/\.ipynb$/, "");
  return `${carnet}${SEPARATEUR}${identifiant}.ipynb`;
}

/** Ce qu'un nom de copie dit : le carnet et l'identifiant, ou pourquoi on ne le lit pas. */
export type NomLu = { carnet: string; identifiant: string } | { refus: string };

/**
 * Lit un nom de copie. Un navigateur qui télécharge deux fois le même nom
 * ajoute « (1) » : on l'enlève. Un export d'ENT peut mettre un préfixe devant :
 * c'est à l'appelant de chercher le carnet à la fin de `carnet`.
 */
export function lireNomDeCopie(nom: string): NomLu {
  if (!nom.endsWith(".ipynb")) return { refus: "ce n'est pas un carnet (.ipynb)." };
  const base = nom.replace(/\.ipynb$/, "").replace(/ ?\(\d+\)$/, "");
  const k = base.lastIndexOf(SEPARATEUR);
  if (k < 0)
    return {
      refus: `son nom ne porte pas d'identifiant d'élève (attendu : <leçon>${SEPARATEUR}<identifiant>.ipynb).`,
    };
  const identifiant = base.slice(k + SEPARATEUR.length);
  const refus = refusIdentifiant(identifiant);
  if (refus) return { refus: `identifiant illisible (« ${identifiant} ») : ${refus}` };
  return { carnet: base.slice(0, k), identifiant };
}

/** Ce que la commande lit d'un carnet ouvert dans la coquille. */
interface CarnetOuvert {
  context: { path: string; model: { toJSON(): unknown } };
  content?: unknown;
}

/** Ce que la commande demande à l'application JupyterLab. */
export interface ApplicationPourRendre {
  shell: { currentWidget: unknown };
  commands: {
    addCommand(
      id: string,
      options: {
        label: string;
        caption: string;
        isEnabled: () => boolean;
        execute: () => unknown;
      },
    ): unknown;
  };
}

function carnetCourant(app: ApplicationPourRendre): CarnetOuvert | undefined {
  const widget = app.shell.currentWidget as Partial<CarnetOuvert> | null;
  const chemin = widget?.context?.path;
  return chemin?.endsWith(".ipynb") ? (widget as CarnetOuvert) : undefined;
}

/** Demande l'identifiant jusqu'à ce qu'il soit bon (ou que l'élève annule). */
function demanderIdentifiant(): string | undefined {
  let message = "Votre identifiant (celui que le professeur vous a donné) :";
  for (;;) {
    const reponse = window.prompt(message, localStorage.getItem("sudoku-identifiant") ?? "");
    if (reponse === null) return undefined;
    const identifiant = reponse.trim();
    const refus = refusIdentifiant(identifiant);
    if (!refus) return identifiant;
    message = `Refusé : ${refus}\nVotre identifiant :`;
  }
}

/** Télécharge le texte sous ce nom, comme un lien « Enregistrer sous ». */
function telecharger(nom: string, texte: string): void {
  const lien = document.createElement("a");
  lien.href = URL.createObjectURL(new Blob([texte], { type: "application/x-ipynb+json" }));
  lien.download = nom;
  document.body.appendChild(lien);
  lien.click();
  lien.remove();
  setTimeout(() => URL.revokeObjectURL(lien.href), 60_000);
}

/** Le texte du carnet rendu, comme Jupyter l'écrit (indentation d'un espace). */
export function texteRendu(contenu: unknown): string {
  return JSON.stringify(contenu, null, 1) + "\n";
}

function rendre(app: ApplicationPourRendre): void {
  const carnet = carnetCourant(app);
  if (!carnet) {
    window.alert("Ouvrez d'abord le carnet de la leçon à rendre.");
    return;
  }
  const identifiant = demanderIdentifiant();
  if (!identifiant) return;
  localStorage.setItem("sudoku-identifiant", identifiant);
  const nom = nomDeCopie(carnet.context.path, identifiant);
  telecharger(nom, texteRendu(carnet.context.model.toJSON()));
  window.alert(
    `Votre copie est téléchargée sous le nom « ${nom} ». Envoyez ce fichier à votre professeur.`,
  );
}

export const pluginRendre = {
  id: "sudoku-ts:rendre-devoir",
  description:
    "Rendre mon devoir : télécharger le carnet sous un nom qui porte la leçon et l'élève.",
  autoStart: true,
  activate: (app: ApplicationPourRendre) => {
    app.commands.addCommand(COMMANDE_RENDRE, {
      label: "Rendre mon devoir",
      caption: "Télécharger ce carnet, à envoyer au professeur, sous un nom qui dit qui le rend",
      isEnabled: () => carnetCourant(app) !== undefined,
      execute: () => rendre(app),
    });
  },
};
