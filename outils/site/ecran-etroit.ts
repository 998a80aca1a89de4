/**
 * Dans la page du site (voir `page-du-lab.ts`) : sur un écran étroit (un
 * téléphone), la leçon seule, sur toute la largeur.
 *
 * - JupyterLab en mode « document unique » (le paramètre `mode` de l'adresse,
 *   que lit JupyterLite) : un onglet à la fois, sans la barre d'onglets ;
 * - l'explorateur de fichiers replié : il prenait les trois quarts de l'écran ;
 *   la barre d'icônes de droite masquée ;
 * - la barre de menus défile de côté : « Paramètres » et « Aide » restent
 *   atteignables ; un menu qui dépasserait à droite de l'écran glisse à gauche,
 *   ses libellés longs passent à la ligne ;
 * - chaque sortie est un « conteneur » CSS : une grille de `montrer` y prend
 *   sa taille (unités `cqi`, voir `src/grille/affichage-html.ts`).
 */
import { labDansLaPage, type LabDansLaPage } from "./lab-dans-la-page";

/** Le seuil de JupyterLab même pour ses règles d'écran étroit (format « mobile »). */
const ECRAN_ETROIT = "(max-width: 760px)";

const STYLE = `
@media ${ECRAN_ETROIT} {
  .lm-MenuBar-content { overflow-x: auto; scrollbar-width: none; }
  .lm-Menu { max-width: 100vw; }
  .lm-Menu-itemLabel { white-space: normal; }
  .jp-OutputArea-output { container-type: inline-size; }
}`;

function poserLeStyle(): void {
  const style = document.createElement("style");
  style.textContent = STYLE;
  document.head.append(style);
}

/**
 * Lumino ouvre le menu d'un titre de la barre juste sous lui, sans le recaler
 * dans l'écran : on le fait glisser à gauche (propriété `translate`, qui
 * s'ajoute au `transform` où Lumino pose le menu). Lumino range ses menus
 * ouverts dans `body`.
 */
function recalerLesMenus(): void {
  const recaler = (menu: HTMLElement) => {
    menu.style.translate = "";
    const cadre = menu.getBoundingClientRect();
    const depasse = cadre.right - document.documentElement.clientWidth;
    if (depasse > 0) menu.style.translate = `${-Math.min(depasse, cadre.left)}px 0`;
  };
  new MutationObserver((changements) => {
    for (const changement of changements)
      for (const noeud of changement.addedNodes)
        if (noeud instanceof HTMLElement && noeud.classList.contains("lm-Menu")) recaler(noeud);
  }).observe(document.body, { childList: true });
}

/** Le mode « document unique », sauf si l'adresse en demande un autre. */
function modeDocumentUnique(): void {
  const adresse = new URL(location.href);
  if (adresse.searchParams.has("mode")) return;
  adresse.searchParams.set("mode", "single-document");
  history.replaceState(history.state, "", adresse);
}

function replierLesCotes(app: LabDansLaPage): void {
  app.shell.collapseLeft();
  app.shell.collapseRight();
}

/**
 * JupyterLite, une fois la leçon de l'adresse ouverte, la montre dans
 * l'explorateur (« Show in File Browser »), qui s'ouvre : on le replie
 * aussitôt, cette première fois seulement (l'élève peut la redemander).
 */
function replierApresLOuverture(app: LabDansLaPage): void {
  const apres = (_: unknown, commande: { id: string; result: unknown }) => {
    if (commande.id !== "docmanager:show-in-file-browser") return;
    app.commands.commandExecuted.disconnect(apres);
    void Promise.resolve(commande.result).finally(() => replierLesCotes(app));
  };
  app.commands.commandExecuted.connect(apres);
}

export function adapterAuxEcransEtroits(): void {
  poserLeStyle();
  if (!matchMedia(ECRAN_ETROIT).matches) return;
  modeDocumentUnique();
  if (document.body) recalerLesMenus();
  else document.addEventListener("DOMContentLoaded", recalerLesMenus);
  void labDansLaPage().then(async (app) => {
    replierApresLOuverture(app);
    // L'espace de travail gardé rouvrirait aussi l'explorateur.
    await app.restored;
    replierLesCotes(app);
    // La barre d'icônes de droite (inspecteur de propriétés) : 33 pixels de moins pour la leçon ;
    // Affichage › « Afficher la barre d'activité droite » la rend. Celle de gauche mène à l'explorateur.
    if (app.shell.isSideTabBarVisible("right")) app.shell.toggleSideTabBarVisibility("right");
  });
}
