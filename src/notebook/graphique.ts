/**
 * Des graphiques pour les leçons, dessinés par plotly.js dans le carnet :
 * barres, boîtes à moustaches, nuages de points, courbes ; axes
 * logarithmiques au besoin, textes et nombres en français.
 *
 *     barres(["annexe", "top95 n°1"], [{ nom: "tours", valeurs: [54000, 6e7] }],
 *            { titre: "Tours de boucle", axeY: { titre: "tours", log: true } })
 *
 * Un `Graphique` est une valeur : dernière valeur d'une cellule, il s'affiche
 * (ou `afficher(g)`). Son paquet MIME porte la figure pour plotly
 * (`application/vnd.plotly.v1+json`, que JupyterLab dessine lui-même quand
 * l'extension plotly est installée, ce qui n'est pas le cas du cours), une
 * version HTML qui charge plotly d'un fichier local (voir `plotly.ts`) et un
 * résumé en texte, qui reste à la place du dessin si plotly manque.
 */
import { inspect } from "util";
import { resumer } from "../mesure/statistiques";
import { tableauTexte } from "../mesure/tableau-texte";
import { echapperHTML, jsonPourScript } from "../socle/html";
import { scriptChargeur } from "./plotly";
import { AFFICHAGE_JUPYTER, type PaquetMime } from "../socle/protocole";
import { ecrireNombre } from "./tableau";
import { TEXTE_QUI_SE_REPLIE } from "../socle/theme";

/** Une série de valeurs nommée (une couleur de barres, une boîte). */
export interface SerieValeurs {
  nom: string;
  valeurs: number[];
  /** Le nom de chaque valeur, montré au survol de son point (boîtes avec `tousLesPoints`). */
  etiquettes?: string[];
  /** Une couleur CSS (« #1f77b4 ») ; sinon, celle de la palette de plotly (10 couleurs). */
  couleur?: string;
}

/** Une série de points (x, y) ; `etiquettes` s'affichent au survol de chaque point. */
export interface SeriePoints {
  nom: string;
  x: number[];
  y: number[];
  etiquettes?: string[];
  /** Une couleur CSS ; sinon, celle de la palette de plotly (10 couleurs). */
  couleur?: string;
}

export interface OptionsAxe {
  titre?: string;
  /** Une échelle logarithmique : pour des tours ou des durées qui vont de 10 à 10⁸. */
  log?: boolean;
}

export interface OptionsGraphique {
  titre?: string;
  axeX?: OptionsAxe;
  axeY?: OptionsAxe;
  /** La hauteur en pixels (380 par défaut). */
  hauteur?: number;
}

export interface OptionsBoites extends OptionsGraphique {
  /** Montrer chaque valeur par un point à côté de sa boîte (sinon, seulement les valeurs extrêmes). */
  tousLesPoints?: boolean;
}

export type SorteGraphique = "barres" | "boites" | "nuage" | "courbes";

/** Une trace plotly (une série), telle que plotly la lit. */
export type TracePlotly = Record<string, unknown>;

const NOM_SORTE: Record<SorteGraphique, string> = {
  barres: "en barres",
  boites: "en boîtes à moustaches",
  nuage: "en nuage de points",
  courbes: "en courbes",
};

let compteur = 0;

export class Graphique {
  readonly sorte: SorteGraphique;
  readonly titre: string | undefined;
  /** Les traces et la mise en page, au format de plotly (`Plotly.newPlot(div, traces, miseEnPage)`). */
  readonly traces: TracePlotly[];
  readonly miseEnPage: Record<string, unknown>;
  /** Le résumé en texte : ce que montre un client sans HTML. */
  readonly resume: string;

  constructor(
    sorte: SorteGraphique,
    traces: TracePlotly[],
    options: OptionsGraphique,
    resume: string,
  ) {
    this.sorte = sorte;
    this.titre = options.titre;
    this.traces = traces;
    this.miseEnPage = miseEnPage(sorte, options);
    const entete = `Graphique ${NOM_SORTE[sorte]}${options.titre ? ` « ${options.titre} »` : ""}`;
    this.resume = `${entete}\n${resume}`;
  }

  /**
   * Les options de plotly : en français, sans logo, à la largeur de la
   * cellule, et sans le bouton qui enverrait le graphique sur les serveurs
   * de Plotly (« Share chart », affiché par défaut) : rien ne quitte la machine.
   */
  get configuration(): Record<string, unknown> {
    return {
      locale: "fr",
      displaylogo: false,
      responsive: true,
      showSendToCloud: false,
      plotlyServerURL: "",
    };
  }

  /** La figure en HTML : le résumé en texte, que le dessin remplace une fois plotly chargé. */
  versHTML(): string {
    compteur++;
    const id = `graphique-${Date.now().toString(36)}-${compteur}`;
    const figure = { data: this.traces, layout: this.miseEnPage, config: this.configuration };
    const hauteur = Number(this.miseEnPage.height);
    // Avant le dessin (ou sans JavaScript : carnet non approuvé), le résumé en texte tient la place.
    return `<div id="${id}" style="width:100%;min-height:${hauteur}px"><pre style="${TEXTE_QUI_SE_REPLIE};margin:0">${echapperHTML(this.resume)}</pre></div>
<script>
${scriptChargeur()}
(function () {
  var div = document.getElementById("${id}");
  var figure = ${jsonPourScript(figure)};
  window.sudokuDessiner(div, figure).catch(function (erreur) {
    var raison = document.createElement("p");
    raison.textContent = "Le graphique n'a pas pu être dessiné : " + erreur.message;
    div.appendChild(raison);
  });
})();
</script>`;
  }

  toString(): string {
    return this.resume;
  }

  [inspect.custom](): string {
    return this.resume;
  }

  [AFFICHAGE_JUPYTER](): PaquetMime {
    const html = this.versHTML();
    return {
      "application/vnd.plotly.v1+json": {
        data: this.traces,
        layout: this.miseEnPage,
        config: this.configuration,
      },
      "text/html": html,
      "text/plain": this.resume,
    };
  }
}

/** Des barres groupées : une barre par catégorie et par série. */
export function barres(
  categories: string[],
  series: SerieValeurs[],
  options: OptionsGraphique = {},
): Graphique {
  verifierListe("barres", "categories", categories);
  verifierSeries("barres", series);
  for (const serie of series) {
    verifierNombres("barres", serie.nom, serie.valeurs, options.axeY);
    if (serie.valeurs.length !== categories.length) {
      throw new RangeError(
        `barres : la série « ${serie.nom} » a ${serie.valeurs.length} valeurs pour ${categories.length} catégories ; il en faut une par catégorie`,
      );
    }
  }
  const traces = series.map((s) => ({ type: "bar", name: s.nom, x: categories, y: s.valeurs }));
  const lignes = categories.map((c, k) => [c, ...series.map((s) => ecrireNombre(s.valeurs[k]))]);
  const resume = tableauTexte([["", ...series.map((s) => s.nom)], ...lignes]);
  return new Graphique("barres", traces, options, resume);
}

/** Des boîtes à moustaches : une boîte par série (médiane, quartiles, valeurs extrêmes). */
export function boites(series: SerieValeurs[], options: OptionsBoites = {}): Graphique {
  verifierSeries("boites", series);
  for (const serie of series) {
    verifierNombres("boites", serie.nom, serie.valeurs, options.axeY);
    if (serie.valeurs.length === 0) {
      throw new RangeError(
        `boites : la série « ${serie.nom} » est vide ; une boîte demande au moins une valeur`,
      );
    }
    if (serie.etiquettes && serie.etiquettes.length !== serie.valeurs.length) {
      throw new RangeError(
        `boites : la série « ${serie.nom} » a ${serie.valeurs.length} valeurs et ${serie.etiquettes.length} étiquettes ; il en faut autant`,
      );
    }
  }
  const traces = series.map((s) => {
    const trace: TracePlotly = {
      type: "box",
      name: s.nom,
      y: s.valeurs,
      boxpoints: options.tousLesPoints ? "all" : "outliers",
    };
    if (s.etiquettes) trace.text = s.etiquettes;
    if (s.couleur)
      Object.assign(trace, { marker: { color: s.couleur }, line: { color: s.couleur } });
    return trace;
  });
  const lignes = series.map((s) => {
    const r = resumer(s.valeurs);
    return [s.nom, r.n, ...[r.min, r.q1, r.mediane, r.q3, r.max].map(ecrireNombre)];
  });
  const resume = tableauTexte([
    ["série", "valeurs", "min", "q1", "médiane", "q3", "max"],
    ...lignes,
  ]);
  return new Graphique("boites", traces, options, resume);
}

/** Un nuage de points : une couleur par série, l'étiquette de chaque point au survol. */
export function nuage(series: SeriePoints[], options: OptionsGraphique = {}): Graphique {
  return graphiquePoints("nuage", "markers", series, options);
}

/** Des courbes : des points reliés dans l'ordre donné, une couleur par série. */
export function courbes(series: SeriePoints[], options: OptionsGraphique = {}): Graphique {
  return graphiquePoints("courbes", "lines+markers", series, options);
}

function graphiquePoints(
  sorte: "nuage" | "courbes",
  mode: string,
  series: SeriePoints[],
  options: OptionsGraphique,
): Graphique {
  verifierSeries(sorte, series);
  for (const serie of series) {
    verifierNombres(sorte, `${serie.nom} (x)`, serie.x, options.axeX);
    verifierNombres(sorte, `${serie.nom} (y)`, serie.y, options.axeY);
    const longueurs = [serie.x.length, serie.y.length, serie.etiquettes?.length ?? serie.x.length];
    if (new Set(longueurs).size > 1) {
      throw new RangeError(
        `${sorte} : la série « ${serie.nom} » a ${serie.x.length} x, ${serie.y.length} y` +
          (serie.etiquettes ? ` et ${serie.etiquettes.length} étiquettes` : "") +
          " ; il en faut autant de chaque",
      );
    }
  }
  const traces = series.map((s) => {
    const trace: TracePlotly = { type: "scatter", mode, name: s.nom, x: s.x, y: s.y };
    if (s.etiquettes) trace.text = s.etiquettes;
    if (s.couleur)
      Object.assign(trace, { marker: { color: s.couleur }, line: { color: s.couleur } });
    return trace;
  });
  const resume = series.map((s) => `${s.nom} : ${s.x.length} points`).join("\n");
  return new Graphique(sorte, traces, options, resume);
}

/**
 * Les couleurs d'un graphique. Plotly ne lit pas les variables CSS du thème
 * de Jupyter : un graphique ne peut pas suivre le thème. Il garde donc, dans
 * le thème clair comme dans le sombre, un papier blanc sous des textes, des
 * axes et une grille foncés, tous donnés ici. Dans le thème sombre, il se
 * lit comme une feuille posée sur la page. Tout est explicite, pour qu'un
 * afficheur qui appliquerait un modèle sombre de plotly (textes clairs) ne
 * mette pas de texte clair sur ce papier blanc.
 */
const PAPIER = {
  fond: "#ffffff",
  texte: "#1a1a1a",
  grille: "#e3e3e3",
  axe: "#6b6b6b",
} as const;

/** La mise en page plotly : titres, axes (log ou non), nombres à la française. */
function miseEnPage(sorte: SorteGraphique, options: OptionsGraphique): Record<string, unknown> {
  // Sur un axe logarithmique, les graduations s'écrivent 10², 10³… plutôt que 100, 1k, 10k.
  const axe = (a: OptionsAxe | undefined) => ({
    title: { text: a?.titre ?? "" },
    type: a?.log ? "log" : "-",
    exponentformat: a?.log ? "power" : "none",
    // Au survol, le nombre en toutes lettres à la française (« 329 593 », « 0,0123 »),
    // jamais « 3,29593×10⁵ » : six chiffres significatifs au plus, sans zéros inutiles.
    hoverformat: ",.6~r",
    automargin: true,
    gridcolor: PAPIER.grille,
    linecolor: PAPIER.axe,
    zerolinecolor: PAPIER.axe,
    tickcolor: PAPIER.axe,
  });
  const page: Record<string, unknown> = {
    height: options.hauteur ?? 380,
    margin: { t: options.titre ? 50 : 20, r: 20, b: 50, l: 60 },
    xaxis: axe(options.axeX),
    yaxis: axe(options.axeY),
    // Virgule décimale, espace fine entre les milliers.
    separators: ",\u202f",
    font: { family: "sans-serif", size: 13, color: PAPIER.texte },
    paper_bgcolor: PAPIER.fond,
    plot_bgcolor: PAPIER.fond,
    legend: { bgcolor: PAPIER.fond, font: { color: PAPIER.texte } },
  };
  if (options.titre) page.title = { text: options.titre };
  if (sorte === "barres") page.barmode = "group";
  return page;
}

function verifierListe(fonction: string, nom: string, liste: unknown): void {
  if (!Array.isArray(liste)) throw new TypeError(`${fonction} : « ${nom} » doit être une liste`);
}

function verifierSeries(fonction: string, series: unknown): void {
  if (!Array.isArray(series) || series.length === 0) {
    throw new TypeError(
      `${fonction} : attendu une liste non vide de séries, par exemple [{ nom: "tours", … }]`,
    );
  }
}

/** Des nombres finis ; strictement positifs sur un axe logarithmique (log 0 n'existe pas). */
function verifierNombres(fonction: string, nom: string, valeurs: unknown, axe?: OptionsAxe): void {
  if (!Array.isArray(valeurs)) {
    throw new TypeError(
      `${fonction} : les valeurs de « ${nom} » doivent être une liste de nombres`,
    );
  }
  valeurs.forEach((v: unknown, k) => {
    if (typeof v !== "number" || !Number.isFinite(v)) {
      throw new TypeError(
        `${fonction} : « ${nom} », valeur [${k}] : ${String(v)} n'est pas un nombre fini`,
      );
    }
    if (axe?.log && v <= 0) {
      throw new RangeError(
        `${fonction} : « ${nom} », valeur [${k}] : ${v} sur un axe logarithmique ; il faut des nombres > 0`,
      );
    }
  });
}
