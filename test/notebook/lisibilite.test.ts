/**
 * Chaque affichage HTML de la bibliothèque se lit dans le thème clair comme
 * dans le thème sombre de Jupyter (voir `src/socle/theme.ts`).
 *
 * On rend chaque HTML « à la main » : un petit analyseur suit l'arbre des
 * balises, résout les `var(--jp-…)` avec les valeurs de chaque thème, pose
 * les fonds translucides les uns sur les autres, et mesure pour chaque texte
 * le contraste entre sa couleur et son fond (formule des WCAG 2). Les
 * contrôles natifs (boutons, listes) gardent les couleurs du navigateur.
 */
import { describe, expect, it } from "vitest";
import { Bilan, type StatutBilan } from "../../src/verification/bilan";
import { MessageNonFait } from "../../src/verification/non-fait";
import { Grille } from "../../src/grille/grille";
import { versHTML } from "../../src/grille/affichage-html";
import { BarreAvancement } from "../../src/notebook/avancement";
import { barres } from "../../src/notebook/graphique";
import { COULEURS_DES_MARQUES } from "../../src/notebook/icones";
import { AFFICHAGE_JUPYTER, type Affichable } from "../../src/socle/protocole";
import { tableau } from "../../src/notebook/tableau";
import { THEME, VIVES } from "../../src/socle/theme";
import { htmlVisionneuse } from "../../src/notebook/visionneuse";
import { VueCandidats } from "../../src/psc/affichage";
import { expliquer, htmlExplication } from "../../src/explication/index";

// ---------------------------------------------------------------------------
// Couleurs : lecture, superposition, contraste.

type RGBA = [number, number, number, number];

function lireCouleur(texte: string): RGBA {
  const t = texte.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(t);
  if (hex) {
    const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join("") : hex[1];
    return [0, 2, 4].map((k) => parseInt(h.slice(k, k + 2), 16)).concat(1) as RGBA;
  }
  const fonction = /^rgba?\(([^)]*)\)$/.exec(t);
  if (fonction) {
    const [r, g, b, a = 1] = fonction[1].split(",").map(Number);
    return [r, g, b, a];
  }
  throw new Error(`couleur illisible pour le test : « ${texte} »`);
}

/** `dessus` posé sur `dessous` (opaque) : la couleur que l'on voit. */
function poser(dessus: RGBA, dessous: RGBA): RGBA {
  const a = dessus[3];
  return [0, 1, 2].map((k) => a * dessus[k] + (1 - a) * dessous[k]).concat(1) as RGBA;
}

function luminance([r, g, b]: RGBA): number {
  const lineaire = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lineaire(r) + 0.7152 * lineaire(g) + 0.0722 * lineaire(b);
}

function contraste(a: RGBA, b: RGBA): number {
  const [claire, sombre] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (claire + 0.05) / (sombre + 0.05);
}

// ---------------------------------------------------------------------------
// Les thèmes où l'on lit les sorties.

interface Contexte {
  nom: string;
  /** Les variables du thème ; `{}` pour une page qui n'en définit aucune. */
  variables: Record<string, string>;
  /** Le fond et le texte de la page, hérités là où la sortie n'en fixe pas. */
  page: { fond: string; texte: string };
  /** Carnet non approuvé : Jupyter retire du HTML les déclarations qui emploient var(…). */
  nettoye?: boolean;
}

/** Les valeurs des thèmes clair et sombre de JupyterLab 4 (Notebook 7 a les mêmes). */
const CLAIR: Record<string, string> = {
  "--jp-layout-color0": "#ffffff",
  "--jp-content-font-color1": "rgba(0, 0, 0, 0.87)",
  "--jp-content-font-color2": "rgba(0, 0, 0, 0.54)",
  "--jp-border-color1": "#bdbdbd",
  "--jp-border-color2": "#e0e0e0",
  "--jp-content-link-color": "#0d47a1",
};
const SOMBRE: Record<string, string> = {
  "--jp-layout-color0": "#111111",
  "--jp-content-font-color1": "rgba(255, 255, 255, 1)",
  "--jp-content-font-color2": "rgba(255, 255, 255, 0.7)",
  "--jp-border-color1": "#616161",
  "--jp-border-color2": "#424242",
  "--jp-content-link-color": "#64b5f6",
};

const CONTEXTES: Contexte[] = [
  { nom: "JupyterLab clair", variables: CLAIR, page: { fond: "#ffffff", texte: "#212121" } },
  { nom: "JupyterLab sombre", variables: SOMBRE, page: { fond: "#111111", texte: "#ffffff" } },
  {
    nom: "JupyterLab sombre, sur un fond #212121",
    variables: SOMBRE,
    page: { fond: "#212121", texte: "#ffffff" },
  },
  {
    nom: "page claire sans variables Jupyter",
    variables: {},
    page: { fond: "#ffffff", texte: "#000000" },
  },
  {
    nom: "page sombre sans variables Jupyter",
    variables: {},
    page: { fond: "#1e1e1e", texte: "#d4d4d4" },
  },
  {
    nom: "carnet non approuvé, thème clair",
    variables: CLAIR,
    page: { fond: "#ffffff", texte: "#212121" },
    nettoye: true,
  },
  {
    nom: "carnet non approuvé, thème sombre",
    variables: SOMBRE,
    page: { fond: "#111111", texte: "#ffffff" },
    nettoye: true,
  },
];

/** La valeur d'une déclaration dans un contexte : `var(--x, repli)` résolue. */
function resoudre(valeur: string, contexte: Contexte): string {
  return valeur.replace(
    /var\((--[\w-]+)\s*,\s*([^()]*(?:\([^()]*\))?[^()]*)\)/g,
    (_, nom: string, repli: string) => contexte.variables[nom] ?? repli.trim(),
  );
}

/** Les déclarations d'un attribut style : { propriété: valeur }, la dernière l'emporte. */
function declarations(style: string): Map<string, string> {
  const resultat = new Map<string, string>();
  for (const morceau of style.split(/;(?![^(]*\))/)) {
    const deuxPoints = morceau.indexOf(":");
    if (deuxPoints < 0) continue;
    resultat.set(
      morceau.slice(0, deuxPoints).trim().toLowerCase(),
      morceau.slice(deuxPoints + 1).trim(),
    );
  }
  return resultat;
}

// ---------------------------------------------------------------------------
// Un rendu minimal : les balises, leurs styles, et les textes.

interface Element {
  balise: string;
  style: Map<string, string>;
}

interface Texte {
  texte: string;
  /** Les éléments qui l'entourent, du plus extérieur au plus proche. */
  ancetres: Element[];
}

const VIDES = new Set(["br", "hr", "img", "input", "meta", "link", "wbr", "col", "source"]);
const CONTROLES = new Set(["button", "select", "option", "textarea", "input"]);

/** Les textes d'un HTML, chacun avec ses ancêtres ; ni script, ni style, ni dessin SVG. */
function textesDe(html: string): Texte[] {
  const textes: Texte[] = [];
  const pile: Element[] = [];
  const jetons =
    /<!--[\s\S]*?-->|<(script|style)\b[^>]*>[\s\S]*?<\/\1>|<\/([\w-]+)\s*>|<([\w-]+)((?:\s+[\w:-]+(?:="[^"]*")?)*)\s*(\/?)>|([^<]+)/g;
  for (const [, , fermante, ouvrante, attributs, autoFermee, texte] of html.matchAll(jetons)) {
    if (texte !== undefined) {
      const propre = texte
        .replace(/&nbsp;/g, " ")
        .replace(/&[#\w]+;/g, "x")
        .trim();
      const dansSvg = pile.some((e) => e.balise === "svg");
      if (propre && !dansSvg) textes.push({ texte: propre, ancetres: [...pile] });
    } else if (fermante !== undefined) {
      const k = pile.map((e) => e.balise).lastIndexOf(fermante.toLowerCase());
      expect(k, `balise fermante </${fermante}> sans ouvrante`).toBeGreaterThanOrEqual(0);
      pile.length = k;
    } else if (ouvrante !== undefined) {
      const balise = ouvrante.toLowerCase();
      const style = /\sstyle="([^"]*)"/.exec(attributs ?? "")?.[1] ?? "";
      const element = { balise, style: declarations(style) };
      if (!autoFermee && !VIDES.has(balise)) pile.push(element);
    }
  }
  expect(
    pile.map((e) => e.balise),
    "balises restées ouvertes",
  ).toEqual([]);
  return textes;
}

/** Une déclaration telle que le contexte la voit (rien si un carnet non approuvé l'a retirée). */
function valeurDans(element: Element, propriete: string, contexte: Contexte): string | undefined {
  const valeur = element.style.get(propriete);
  if (valeur === undefined) return undefined;
  if (contexte.nettoye && valeur.includes("var(")) return undefined;
  return resoudre(valeur, contexte);
}

/** Le fond d'un élément : `background-color`, ou une couleur seule en `background`. */
function fondDe(element: Element, contexte: Contexte): RGBA | undefined {
  const valeur =
    valeurDans(element, "background-color", contexte) ??
    valeurDans(element, "background", contexte);
  return valeur === undefined ? undefined : lireCouleur(valeur);
}

/** La couleur et le fond vus derrière un texte, dans un contexte. */
function couleursVues(texte: Texte, contexte: Contexte): { couleur: RGBA; fond: RGBA } {
  const { ancetres } = texte;
  // Un contrôle natif garde les couleurs du navigateur (thème clair de Chromium).
  if (ancetres.some((e) => CONTROLES.has(e.balise))) {
    return { couleur: lireCouleur("#000000"), fond: lireCouleur("#efefef") };
  }
  // Les fonds, du plus proche au plus lointain ; le fond d'un tableau ne passe pas sous sa légende.
  const couches: RGBA[] = [];
  let sauterTableau = false;
  for (let k = ancetres.length - 1; k >= 0; k--) {
    const element = ancetres[k];
    if (element.balise === "caption") sauterTableau = true;
    if (element.balise === "table" && sauterTableau) {
      sauterTableau = false;
      continue;
    }
    const fond = fondDe(element, contexte);
    if (fond) couches.push(fond);
    if (fond && fond[3] === 1) break;
  }
  let fond = lireCouleur(contexte.page.fond);
  for (const couche of couches.reverse()) fond = poser(couche, fond);
  const declaree = [...ancetres]
    .reverse()
    .map((e) => valeurDans(e, "color", contexte))
    .find((c) => c !== undefined);
  const couleur = poser(lireCouleur(declaree ?? contexte.page.texte), fond);
  return { couleur, fond };
}

// ---------------------------------------------------------------------------
// Les affichages de la bibliothèque, avec tout ce qu'ils savent montrer.

const enonce = [
  [1, 0, 0, 0],
  [0, 0, 3, 0],
  [0, 4, 0, 0],
  [0, 0, 0, 2],
];
const grilleEnCours = Grille.depuisMatrice(enonce).avecValeurs([
  1, 2, 4, 3, 0, 0, 3, 0, 3, 4, 0, 0, 0, 0, 0, 2,
]);

function paquet(objet: Affichable): string {
  return String(objet[AFFICHAGE_JUPYTER]()["text/html"]);
}

function bilan(statut: StatutBilan, rapport: string): Bilan {
  return new Bilan({ nom: "test_ligne", statut, casReussis: 1, casTotal: 2, rapport });
}

const AFFICHAGES: [string, string][] = [
  ["une grille", versHTML(Grille.depuisMatrice(enonce))],
  [
    "une grille surlignée, en cours de résolution, avec sa case courante et son titre",
    versHTML(grilleEnCours, {
      surligner: { ligne: 0, colonne: 1, carre: 3 },
      caseCourante: [1, 1],
      titre: "Énoncé",
    }),
  ],
  [
    "les labels d'une grille (leçon 3)",
    new VueCandidats([
      {
        grille: Grille.depuisMatrice(enonce),
        titre: "après AC-3",
        labels: enonce.map((ligne, i) =>
          ligne.map((v, j) => (v !== 0 ? [] : i === 0 && j === 1 ? [] : j === 2 ? [2] : [2, 3, 4])),
        ),
      },
    ]).versHTML(),
  ],
  [
    "un tableau de mesures",
    tableau(
      [
        { grille: "annexe", tours: 54321, "durée (ms)": 12.5, résolue: true },
        { grille: "top95", tours: null, résolue: false },
      ],
      { titre: "Mesures" },
    ).versHTML(),
  ],
  ["un bilan réussi", paquet(bilan("reussi", "✅ test_ligne : les 2 cas sont réussis."))],
  [
    "un bilan en échec",
    paquet(
      bilan("echec", "❌ test_ligne : échec au cas « a »\n   Attendu : true\n   Obtenu : false"),
    ),
  ],
  ["un bilan pas encore fait", paquet(bilan("non-fait", "⏳ test_ligne : pas encore écrite."))],
  ["le message d'essayer", paquet(new MessageNonFait("test_ligne n'est pas encore écrite"))],
  [
    "une barre d'avancement",
    paquet(new BarreAvancement("Comparaison", { fait: 3, total: 10, detail: "td, top95 n° 3" })),
  ],
  [
    "la visionneuse pas à pas",
    htmlVisionneuse(enonce, [{ i: 0, j: 1, valeur: 2, sens: true }], { titre: "Annexe" }),
  ],
  [
    "la visionneuse des étapes d'une explication",
    htmlExplication(Grille.depuisMatrice(enonce), expliquer(Grille.depuisMatrice(enonce)), {
      titre: "Explication",
    }),
  ],
  ["un graphique (avant son dessin)", barres(["a"], [{ nom: "tours", valeurs: [3] }]).versHTML()],
];

/** Au moins ce contraste entre un texte et son fond (WCAG 2, niveau AA, texte courant). */
const CONTRASTE_MINIMAL = 4.5;

describe("les affichages HTML se lisent dans les thèmes clair et sombre", () => {
  describe.each(AFFICHAGES)("%s", (_, html) => {
    const textes = textesDe(html);

    it("a du texte à lire", () => {
      expect(textes.length).toBeGreaterThan(0);
    });

    it.each(CONTEXTES.map((c) => [c.nom, c] as const))(
      "chaque texte contraste assez avec son fond : %s",
      (_nom, contexte) => {
        const faibles = textes.flatMap((t) => {
          const { couleur, fond } = couleursVues(t, contexte);
          const c = contraste(couleur, fond);
          return c < CONTRASTE_MINIMAL ? [`« ${t.texte} » : ${c.toFixed(2)}`] : [];
        });
        expect(faibles).toEqual([]);
      },
    );

    it("fixe la couleur du texte partout où il fixe un fond", () => {
      for (const style of html.matchAll(/\sstyle="([^"]*)"/g)) {
        const d = declarations(style[1]);
        if (d.has("background-color") || d.has("background")) {
          expect(d.has("color"), style[1]).toBe(true);
        }
      }
    });

    it("ne pose aucun fond opaque fixe : une variable du thème avec repli, ou un voile translucide", () => {
      for (const style of html.matchAll(/\sstyle="([^"]*)"/g)) {
        const d = declarations(style[1]);
        const fond = d.get("background-color") ?? d.get("background");
        if (fond === undefined || fond === "transparent") continue;
        const translucide = /^rgba\(/.test(fond) && lireCouleur(fond)[3] < 1;
        expect(/^var\(--jp-[\w-]+, #[0-9a-f]{6}\)$/.test(fond) || translucide, fond).toBe(true);
      }
    });

    it("replie ses textes préformatés entre deux mots, jamais au milieu d'un mot", () => {
      for (const pre of html.matchAll(/<pre\b([^>]*)>/g)) {
        const d = declarations(/style="([^"]*)"/.exec(pre[1])?.[1] ?? "");
        expect(d.get("white-space"), pre[0]).toBe("pre-wrap");
        expect(d.get("word-break"), pre[0]).toBe("normal");
      }
    });

    it("n'écrit aucun emoji ni symbole qui demanderait une police particulière", () => {
      const horsScripts = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
      const symboles = horsScripts.match(
        /[\u2300-\u23ff\u25a0-\u25ff\u2600-\u27bf\u2b00-\u2bff]|\ufe0f|[\u{1f000}-\u{1faff}]/gu,
      );
      expect(symboles).toBeNull();
    });
  });

  it("le test sait voir un texte illisible : texte foncé fixe sur le fond sombre du thème", () => {
    const [texte] = textesDe(
      `<div style="background-color:${THEME.fond};color:#1a1a1a">illisible en sombre</div>`,
    );
    const sombre = CONTEXTES[1];
    const { couleur, fond } = couleursVues(texte, sombre);
    expect(contraste(couleur, fond)).toBeLessThan(CONTRASTE_MINIMAL);
  });

  it("le test sait voir un fond clair fixe sous le texte clair hérité du thème sombre", () => {
    const [texte] = textesDe(`<pre style="background:#ffffff">illisible en sombre</pre>`);
    const { couleur, fond } = couleursVues(texte, CONTEXTES[1]);
    expect(contraste(couleur, fond)).toBeLessThan(CONTRASTE_MINIMAL);
  });
});

describe("les couleurs vives (traits, cadres, pastilles des icônes)", () => {
  const vives = { ...VIVES, ...COULEURS_DES_MARQUES };
  it.each(Object.entries(vives))(
    "%s (%s) se voit sur fond blanc comme sur les fonds sombres",
    (_, couleur) => {
      for (const fond of ["#ffffff", "#111111", "#212121"]) {
        expect(contraste(lireCouleur(couleur), lireCouleur(fond))).toBeGreaterThanOrEqual(3);
      }
    },
  );

  it.each(Object.entries(COULEURS_DES_MARQUES))(
    "la pastille %s porte un dessin blanc bien visible",
    (_, couleur) => {
      expect(contraste(lireCouleur(couleur), lireCouleur("#ffffff"))).toBeGreaterThanOrEqual(3);
    },
  );
});
