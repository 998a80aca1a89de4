/**
 * Faire venir plotly.js dans la page du carnet, sans réseau.
 *
 * Le navigateur doit avoir `window.Plotly` avant de dessiner. Pas de CDN, et
 * pas de copie dans le carnet : un graphique ne porte que sa figure et un
 * petit script (quelques Ko), et plotly (2 Mo compressé) se charge une fois
 * par page, d'un fichier local que l'endroit où s'ouvre le carnet fournit :
 * - JupyterLab et Notebook 7 du cours : le serveur Jupyter sert
 *   node_modules/plotly.js-dist à `/static/plotly.js` (`npm start`, la classe) ;
 * - l'édition navigateur : l'extension du noyau (src/noyau/navigateur/extension.ts)
 *   pose dans la page l'adresse de la copie compressée du site ;
 * - une page HTML exportée (outils/carnets/pages-html.ts) : la copie compressée
 *   y est jointe une fois (`elementDeLaCopie`), le navigateur la décompresse
 *   (`DecompressionStream`).
 * Faute de plotly, le résumé en texte du graphique reste à sa place, avec la
 * raison. La page de retour de nbgrader, sans script, montre une mention
 * (jupyter/nbgrader/assainir.py).
 */
import { hote } from "../hote/index";

/**
 * plotly.js minifié, compressé en gzip et écrit en base64 (voir `src/hote/` :
 * sous Node, le premier appel d'une machine prend quelques secondes, les
 * suivants lisent le cache ; dans le navigateur, la copie vient du site).
 */
export function copiePlotlyCompressee(): string {
  return hote.copiePlotly();
}

/** La copie compressée dans un élément que le chargeur sait lire, pour une page autonome (export HTML). */
export function elementDeLaCopie(): string {
  return `<script type="text/plain" data-plotly-compresse>${copiePlotlyCompressee()}</script>`;
}

/**
 * La variable de la page où l'édition navigateur pose l'adresse de sa copie
 * compressée (src/noyau/navigateur/extension.ts l'écrit sous ce nom).
 */
export const ADRESSE_DU_SITE = "sudokuPlotlyAdresse";

/**
 * Le chemin de plotly.js sur le serveur Jupyter du cours : `npm start` y
 * ajoute node_modules/plotly.js-dist à ses fichiers statiques (voir
 * outils/commun/jupyter.ts), car le navigateur de fichiers, lui, ne montre que travail/.
 */
export const CHEMIN_SERVEUR = "static/plotly.js";

/**
 * Le script du navigateur qui fournit `window.sudokuPlotly()` : une promesse
 * de Plotly, partagée par tous les graphiques de la page. Il est répété dans
 * chaque graphique (quelques centaines d'octets), car on ne sait pas lequel
 * le navigateur exécutera le premier.
 */
export const SCRIPT_CHARGEUR = `if (!window.sudokuPlotly) window.sudokuPlotly = function () {
  function enFrancais(Plotly) {
    if (!window.sudokuPlotlyFrancais) Plotly.register(LOCALE_FR);
    window.sudokuPlotlyFrancais = true;
    return Plotly;
  }
  if (window.Plotly) return Promise.resolve(enFrancais(window.Plotly));
  if (window.sudokuPlotlyEnCours) return window.sudokuPlotlyEnCours;
  function executer(code) {
    // Masque module, exports et define (RequireJS dans Jupyter Notebook) : plotly s'installe alors dans window.
    new Function("module", "exports", "define", code)();
    if (!window.Plotly) throw new Error("plotly ne s'est pas installé");
    return window.Plotly;
  }
  function decompresser(flux) {
    return new Response(flux.pipeThrough(new DecompressionStream("gzip"))).text().then(executer);
  }
  function depuisLaCopie(element) {
    var octets = Uint8Array.from(atob(element.textContent.trim()), function (c) { return c.charCodeAt(0); });
    return decompresser(new Blob([octets]).stream());
  }
  function depuisLeSite(adresse) {
    return fetch(adresse).then(function (r) {
      if (!r.ok) throw new Error("le site répond " + r.status);
      return decompresser(r.body);
    });
  }
  function depuisLeServeur() {
    var base = document.body.getAttribute("data-base-url");
    var config = document.getElementById("jupyter-config-data");
    if (!base && config) base = JSON.parse(config.textContent).baseUrl;
    if (!base) return Promise.reject(new Error("pas de serveur Jupyter"));
    return fetch(base.replace(/\\/?$/, "/") + "${CHEMIN_SERVEUR}").then(function (r) {
      if (!r.ok) throw new Error("le serveur répond " + r.status);
      return r.text();
    }).then(executer);
  }
  var copie = document.querySelector("script[data-plotly-compresse]");
  var site = window.${ADRESSE_DU_SITE};
  var chargement = copie ? depuisLaCopie(copie) : site ? depuisLeSite(site) : depuisLeServeur();
  window.sudokuPlotlyEnCours = chargement.then(enFrancais).catch(function (erreur) {
    window.sudokuPlotlyEnCours = null;
    throw new Error("plotly.js est introuvable (" + erreur.message + ") : ouvrez le carnet depuis le serveur du cours (npm start) ou son édition navigateur.");
  });
  return window.sudokuPlotlyEnCours;
};`;

/**
 * Le script du navigateur qui dessine un graphique : `window.sudokuDessiner(div, figure)`.
 *
 * - Le graphique prend les couleurs du thème de Jupyter (variables CSS
 *   `--jp-…` lues sur la page, fond transparent), et les reprend quand
 *   l'élève change de thème. Hors de Jupyter (export HTML sans thème), il
 *   garde le papier blanc de sa mise en page.
 * - Un graphique caché (onglet en arrière-plan) ne se redessine pas : plotly
 *   le croirait large de 700 pixels. Il attend d'être de nouveau visible
 *   pour prendre le thème et la largeur de sa cellule.
 */
export const SCRIPT_DESSIN = `if (!window.sudokuDessiner) (function () {
  var ROLES = {
    paper_bgcolor: "fond", plot_bgcolor: "fond", "font.color": "texte",
    "legend.bgcolor": "fond", "legend.font.color": "texte",
    "xaxis.gridcolor": "grille", "yaxis.gridcolor": "grille",
    "xaxis.linecolor": "axe", "yaxis.linecolor": "axe",
    "xaxis.zerolinecolor": "axe", "yaxis.zerolinecolor": "axe",
    "xaxis.tickcolor": "axe", "yaxis.tickcolor": "axe"
  };
  function couleurs(div) {
    var style = getComputedStyle(div);
    var lire = function (nom) { return style.getPropertyValue(nom).trim(); };
    if (!lire("--jp-layout-color0")) return null;
    return {
      fond: "rgba(0, 0, 0, 0)",
      texte: lire("--jp-content-font-color1") || "#1a1a1a",
      grille: lire("--jp-border-color2") || "#e3e3e3",
      axe: lire("--jp-content-font-color2") || "#6b6b6b"
    };
  }
  function habillage(div) {
    var c = couleurs(div);
    if (!c) return null;
    var changements = {};
    for (var chemin in ROLES) changements[chemin] = c[ROLES[chemin]];
    return changements;
  }
  var graphiques = [];
  function visible(div) { return div.isConnected && div.offsetWidth > 0; }
  function rhabiller(div) {
    var changements = habillage(div);
    if (changements) window.Plotly.relayout(div, changements);
  }
  function themeChange() {
    graphiques = graphiques.filter(function (div) { return div.isConnected; });
    graphiques.forEach(function (div) {
      if (visible(div)) rhabiller(div);
      else div.sudokuThemeEnAttente = true;
    });
  }
  // JupyterLab pose data-jp-theme-name quand il change de thème ; la feuille de style suit de peu.
  new MutationObserver(function () {
    setTimeout(themeChange, 50);
    setTimeout(themeChange, 600);
  }).observe(document.body, { attributes: true, attributeFilter: ["data-jp-theme-name", "data-jp-theme-light"] });
  window.sudokuDessiner = function (div, figure) {
    return window.sudokuPlotly().then(function (Plotly) {
      div.textContent = "";
      var changements = habillage(div);
      return Plotly.newPlot(div, figure.data, figure.layout, figure.config).then(function () {
        if (changements) return Plotly.relayout(div, changements);
      }).then(function () {
        graphiques.push(div);
        var largeur = div.offsetWidth;
        // Caché, le graphique mesure 0 : il est de nouveau visible quand sa taille change.
        new ResizeObserver(function () {
          if (!visible(div)) return;
          if (div.sudokuThemeEnAttente) { div.sudokuThemeEnAttente = false; rhabiller(div); }
          if (div.offsetWidth !== largeur) { largeur = div.offsetWidth; Plotly.Plots.resize(div); }
        }).observe(div);
      });
    });
  };
})();`;

/**
 * Les textes de plotly en français (barre d'outils, bulles des boîtes à
 * moustaches) et l'écriture des nombres : virgule décimale, espace fine
 * entre les milliers. Le module de langue est enregistré au chargement.
 */
const FRANCAIS = {
  moduleType: "locale",
  name: "fr",
  dictionary: {
    Autoscale: "Échelle automatique",
    "Box Select": "Sélection rectangulaire",
    "Compare data on hover": "Comparer les valeurs au survol",
    "Double-click on legend to isolate one trace":
      "Double-clic sur la légende pour isoler une série",
    "Double-click to zoom back out": "Double-clic pour revenir au zoom initial",
    "Download plot as a PNG": "Enregistrer le graphique en PNG",
    "Download plot as JSON": "Enregistrer le graphique en JSON",
    "Download plot": "Enregistrer le graphique",
    "Image download succeeded": "Image enregistrée",
    "JSON download succeeded": "JSON enregistré",
    "Preparing image - this may take a few seconds":
      "Préparation de l'image : cela peut prendre quelques secondes",
    "Sorry, there was a problem downloading your image!": "L'image n'a pas pu être enregistrée.",
    "Sorry, there was a problem downloading your JSON file!":
      "Le fichier JSON n'a pas pu être enregistré.",
    "Toggle show closest data on hover": "Montrer ou non la valeur la plus proche au survol",
    "Lasso Select": "Sélection au lasso",
    Pan: "Déplacer",
    "Reset axes": "Revenir aux axes de départ",
    "Show closest data on hover": "Montrer la valeur la plus proche au survol",
    "Toggle Spike Lines": "Lignes de repère",
    "Zoom in": "Agrandir",
    "Zoom out": "Réduire",
    Zoom: "Zoom",
    "max:": "max :",
    "min:": "min :",
    "median:": "médiane :",
    "mean:": "moyenne :",
    "q1:": "1er quartile :",
    "q3:": "3e quartile :",
    "lower fence:": "moustache basse :",
    "upper fence:": "moustache haute :",
  },
  format: {
    days: ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"],
    shortDays: ["dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam."],
    months: [
      "janvier",
      "février",
      "mars",
      "avril",
      "mai",
      "juin",
      "juillet",
      "août",
      "septembre",
      "octobre",
      "novembre",
      "décembre",
    ],
    shortMonths: [
      "janv.",
      "févr.",
      "mars",
      "avr.",
      "mai",
      "juin",
      "juil.",
      "août",
      "sept.",
      "oct.",
      "nov.",
      "déc.",
    ],
    date: "%d/%m/%Y",
    decimal: ",",
    thousands: "\u202f",
  },
};

/** Le script complet du chargeur, avec le module de langue, et celui du dessin. */
export function scriptChargeur(): string {
  return SCRIPT_CHARGEUR.replace("LOCALE_FR", JSON.stringify(FRANCAIS)) + "\n" + SCRIPT_DESSIN;
}
