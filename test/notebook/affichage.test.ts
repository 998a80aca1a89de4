import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { Bilan } from "../../src/verification/bilan";
import { Grille } from "../../src/grille/grille";
import { versTexte } from "../../src/grille/affichage-texte";
import { afficher, effacerSortie, montrer } from "../../src/notebook/afficher";
import { CLE_CANAL, type CanalJupyter, type SortieAffichee } from "../../src/socle/protocole";
import { barres, boites, courbes, nuage } from "../../src/notebook/graphique";
import { COULEURS_DES_MARQUES, iconeHTML } from "../../src/notebook/icones";
import { copiePlotlyCompressee } from "../../src/notebook/plotly";
import { AFFICHAGE_JUPYTER, paquetDe } from "../../src/socle/protocole";
import { tableau } from "../../src/notebook/tableau";

describe("le protocole d'affichage", () => {
  it("donne le texte d'une valeur ordinaire, comme console.log", () => {
    expect(paquetDe(42)).toEqual({ "text/plain": "42" });
    expect(paquetDe("abc")).toEqual({ "text/plain": "'abc'" });
  });

  it("prend le paquet de l'objet et y ajoute text/plain s'il manque", () => {
    const objet = { [AFFICHAGE_JUPYTER]: () => ({ "text/html": "<b>x</b>" }) };
    const paquet = paquetDe(objet);
    expect(paquet["text/html"]).toBe("<b>x</b>");
    expect(typeof paquet["text/plain"]).toBe("string");
  });

  it("montre la valeur en texte, avec la raison, si la méthode d'affichage échoue", () => {
    const objet = {
      [AFFICHAGE_JUPYTER]: () => {
        throw new Error("cassé");
      },
    };
    expect(paquetDe(objet)["text/plain"]).toMatch(/^\(affichage impossible : cassé\)/);
  });

  it("laisse vide un paquet vide : l'objet ne veut pas être montré", () => {
    expect(paquetDe({ [AFFICHAGE_JUPYTER]: () => ({}) })).toEqual({});
  });

  it("montre une grille en HTML, avec son texte à côté", () => {
    const g = Grille.vide(4);
    const paquet = paquetDe(g);
    expect(paquet["text/html"]).toMatch(/^<table/);
    expect(paquet["text/plain"]).toBe(versTexte(g));
  });

  it("montre un bilan avec son rapport ✅/❌/⏳ en texte, et en HTML échappé, une icône à la place de la marque", () => {
    const bilan = new Bilan({
      nom: "test",
      statut: "echec",
      casReussis: 1,
      casTotal: 2,
      rapport: "❌ test : M[0] < 3 attendu",
    });
    const paquet = paquetDe(bilan);
    expect(paquet["text/plain"]).toBe("❌ test : M[0] < 3 attendu");
    const html = String(paquet["text/html"]);
    expect(html).toContain("M[0] &lt; 3 attendu");
    expect(html).toContain(`border-left:4px solid ${COULEURS_DES_MARQUES.echec}`);
    expect(html).toContain(iconeHTML("echec"));
    expect(html).not.toContain("❌");
  });
});

describe("les tableaux de résultats", () => {
  const t = tableau(
    [
      { grille: "annexe", tours: 54321, "durée (ms)": 12.5, résolue: true },
      { grille: "<top95>", tours: 1.5e7, résolue: false },
    ],
    { titre: "Mesures" },
  );

  it("prennent les colonnes dans l'ordre d'apparition et écrivent les nombres à la française", () => {
    expect(t.colonnes).toEqual(["grille", "tours", "durée (ms)", "résolue"]);
    expect(t.versTexte().split("\n")).toEqual([
      "Mesures",
      "grille   tours       durée (ms)  résolue",
      "-------  ----------  ----------  -------",
      "annexe       54\u202f321        12,5  oui",
      "<top95>  15\u202f000\u202f000  —           non",
    ]);
  });

  it("s'écrivent en HTML échappé, nombres à droite, titre en légende", () => {
    const html = String(paquetDe(t)["text/html"]);
    expect(html).toContain("&lt;top95&gt;");
    expect(html).toContain('text-align:right">54\u202f321</td>');
    expect(html).toContain(">Mesures</caption>");
  });

  it("suivent l'ordre des colonnes demandé", () => {
    expect(tableau([{ a: 1, b: 2 }], { colonnes: ["b", "a"] }).lignes).toEqual([[2, 1]]);
  });
});

describe("les graphiques", () => {
  it("gardent, dans tous les thèmes, un papier blanc sous des textes, axes et légende foncés", () => {
    const page = barres(["a"], [{ nom: "s", valeurs: [1] }]).miseEnPage as {
      paper_bgcolor: string;
      plot_bgcolor: string;
      font: { color: string };
      legend: { bgcolor: string; font: { color: string } };
      xaxis: { gridcolor: string; linecolor: string };
      yaxis: { gridcolor: string; linecolor: string };
    };
    expect(page.paper_bgcolor).toBe("#ffffff");
    expect(page.plot_bgcolor).toBe("#ffffff");
    expect(page.legend.bgcolor).toBe("#ffffff");
    // Des couleurs foncées, données explicitement : un modèle sombre ne les remplace pas.
    for (const couleur of [page.font.color, page.legend.font.color]) {
      expect(couleur).toMatch(/^#[0-3][0-9a-f]([0-3][0-9a-f]){2}$/);
    }
    for (const axe of [page.xaxis, page.yaxis]) {
      expect(axe.gridcolor).toMatch(/^#[0-9a-f]{6}$/);
      expect(axe.linecolor).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it("en barres : une trace par série, axe logarithmique, titres, résumé en texte", () => {
    const g = barres(["annexe", "difficile"], [{ nom: "tours", valeurs: [100, 1e6] }], {
      titre: "Tours",
      axeY: { titre: "tours de boucle", log: true },
    });
    expect(g.traces).toEqual([
      { type: "bar", name: "tours", x: ["annexe", "difficile"], y: [100, 1e6] },
    ]);
    expect(g.miseEnPage.yaxis).toMatchObject({ type: "log", title: { text: "tours de boucle" } });
    expect(g.miseEnPage.title).toEqual({ text: "Tours" });
    expect(g.miseEnPage.separators).toBe(",\u202f");
    expect(g.resume).toContain("difficile  1\u202f000\u202f000");
  });

  it("portent la figure plotly, un HTML qui charge plotly et le texte, sans copie de plotly (quelques Ko)", () => {
    const premier = paquetDe(boites([{ nom: "A", valeurs: [1, 2, 3, 10] }]));
    const second = paquetDe(courbes([{ nom: "B", x: [1, 2], y: [2, 4] }]));
    expect(Object.keys(premier).sort()).toEqual([
      "application/vnd.plotly.v1+json",
      "text/html",
      "text/plain",
    ]);
    for (const paquet of [premier, second]) {
      expect(paquet["text/html"]).not.toContain("data-plotly-compresse>");
      expect(String(paquet["text/html"]).length).toBeLessThan(20_000);
    }
    expect(premier["text/plain"]).toMatch(/\nA +4 +1 +1,75 +2,5 +4,75 +10$/);
  });

  it("ont un script de navigateur sans erreur de syntaxe", () => {
    const html = String(
      paquetDe(nuage([{ nom: "p", x: [1], y: [2], etiquettes: ["g"] }]))["text/html"],
    );
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(scripts).toHaveLength(1);
    expect(() => new Function(scripts[0])).not.toThrow();
  });

  it("refusent en français des données incohérentes", () => {
    expect(() => barres(["a", "b"], [{ nom: "s", valeurs: [1] }])).toThrow(
      "barres : la série « s » a 1 valeurs pour 2 catégories",
    );
    expect(() => nuage([{ nom: "s", x: [1, 2], y: [1] }])).toThrow(/a 2 x, 1 y/);
    expect(() => courbes([{ nom: "s", x: [0, 1], y: [1, 2] }], { axeX: { log: true } })).toThrow(
      /valeur \[0\] : 0 sur un axe logarithmique/,
    );
    expect(() => boites([{ nom: "s", valeurs: [1, NaN] }])).toThrow(/NaN n'est pas un nombre fini/);
    expect(() => boites([])).toThrow(/liste non vide de séries/);
    expect(() => boites([{ nom: "vide", valeurs: [] }])).toThrow(/« vide » est vide/);
  });

  it("emportent une copie de plotly.js minifiée et compressée, bien plus petite que l'original", () => {
    const base64 = copiePlotlyCompressee();
    const code = gunzipSync(Buffer.from(base64, "base64")).toString("utf8");
    expect(code).toContain("window.Plotly");
    expect(code.length).toBeLessThan(6_000_000);
    expect(base64.length).toBeLessThan(2_200_000);
  });
});

describe("afficher, mettreAJour, effacerSortie", () => {
  const recu: { sortie?: SortieAffichee; miseAJour?: boolean; effacer?: boolean }[] = [];
  const canal: CanalJupyter = {
    afficher: (sortie, miseAJour) => recu.push({ sortie, miseAJour }),
    effacer: (attendre) => recu.push({ effacer: attendre }),
  };
  const global = globalThis as { [CLE_CANAL]?: CanalJupyter };

  afterEach(() => {
    delete global[CLE_CANAL];
    recu.length = 0;
  });

  it("envoient un affichage, puis le remplacent sous le même nom", () => {
    global[CLE_CANAL] = canal;
    const sortie = afficher(Grille.vide(4));
    sortie.mettreAJour("fini");
    effacerSortie(true);
    expect(recu).toHaveLength(3);
    expect(recu[0].miseAJour).toBe(false);
    expect(recu[0].sortie?.data["text/html"]).toMatch(/^<table/);
    expect(recu[1]).toMatchObject({
      miseAJour: true,
      sortie: { data: { "text/plain": "'fini'" } },
    });
    expect(recu[1].sortie?.transient.display_id).toBe(sortie.id);
    expect(recu[2]).toEqual({ effacer: true });
    expect(paquetDe(sortie)).toEqual({});
  });

  it("montrer envoie la grille en HTML et en texte", () => {
    global[CLE_CANAL] = canal;
    montrer(
      [
        [1, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 2],
      ],
      { titre: "Énoncé" },
    );
    expect(recu[0].sortie?.data["text/plain"]).toMatch(/^Énoncé\n1 \. \| \. \./);
  });

  it("disent clairement, hors d'un carnet, qu'il n'y a pas de carnet", () => {
    expect(() => afficher(1)).toThrow(/pas de carnet Jupyter ici/);
  });
});
