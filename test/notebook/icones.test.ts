import { describe, expect, it } from "vitest";
import { Bilan, type StatutBilan } from "../../src/verification/bilan";
import {
  COULEURS_DES_MARQUES,
  iconeHTML,
  iconeImageHTML,
  ligneMarqueeHTML,
  MARQUES,
  marqueEnTete,
  marquesEnImages,
  sansMarque,
  SENS_DES_MARQUES,
  type Marque,
} from "../../src/notebook/icones";
import { paquetDe } from "../../src/socle/protocole";
import { htmlVisionneuse } from "../../src/notebook/visionneuse";

const MARQUES_TOUTES: Marque[] = ["reussi", "echec", "non-fait"];

/** Les caractères qu'une police d'emoji devrait fournir : ✅ ❌ ⏳ ▶ et leurs voisins. */
const EMOJI =
  /[\u2300-\u23ff\u25a0-\u25ff\u2600-\u27bf\u2b00-\u2bff]|\ufe0f|[\u{1f000}-\u{1faff}]/u;

describe("les icônes des vérifications", () => {
  it.each(MARQUES_TOUTES)("%s : une image SVG, sans aucun caractère à dessiner", (marque) => {
    const html = iconeHTML(marque);
    expect(html).toMatch(/^<span [^>]*><svg [^>]*>.*<\/svg><\/span>$/);
    expect(html).not.toMatch(EMOJI);
    // Rien que du dessin : pas de <text>, pas de texte entre les balises.
    expect(html).not.toContain("<text");
    expect(html.replace(/<[^>]*>/g, "")).toBe("");
    expect(html).toContain(`fill="${COULEURS_DES_MARQUES[marque]}"`);
  });

  it.each(MARQUES_TOUTES)(
    "%s : son sens en mots, pour le lecteur d'écran et au survol",
    (marque) => {
      const html = iconeHTML(marque);
      const sens = SENS_DES_MARQUES[marque];
      expect(html).toContain(`role="img" aria-label="${sens}" title="${sens}"`);
      // Le dessin lui-même est caché au lecteur d'écran : il lirait deux fois.
      expect(html).toMatch(/<svg [^>]*aria-hidden="true"/);
    },
  );

  it("prend un autre sens s'il est donné, échappé", () => {
    expect(iconeHTML("echec", "raté <cas 3>")).toContain('aria-label="raté &lt;cas 3&gt;"');
  });

  it("les trois icônes sont différentes, de taille fixée par rapport au texte", () => {
    const icones = MARQUES_TOUTES.map((m) => iconeHTML(m));
    expect(new Set(icones).size).toBe(3);
    for (const icone of icones) expect(icone).toContain('width="1.15em" height="1.15em"');
  });

  it("reconnaît et retire la marque en tête d'un rapport", () => {
    expect(marqueEnTete("✅ td : les 3 cas sont réussis.")).toBe("reussi");
    expect(marqueEnTete("❌ td : échec")).toBe("echec");
    expect(marqueEnTete("⏳ td : pas encore écrite")).toBe("non-fait");
    expect(marqueEnTete("td ✅")).toBeUndefined();
    expect(sansMarque("❌ td : échec\n   ❌ ligne suivante")).toBe(
      "td : échec\n   ❌ ligne suivante",
    );
    expect(sansMarque("sans marque")).toBe("sans marque");
  });

  it("remplace la marque de tête par l'icône, et échappe le reste", () => {
    expect(ligneMarqueeHTML("echec", "❌ a < b")).toBe(`${iconeHTML("echec")} a &lt; b`);
  });
});

describe("les marques en texte", () => {
  it("restent ✅ ❌ ⏳ dans les rapports (text/plain, String, console)", () => {
    expect(MARQUES).toEqual({ reussi: "✅", echec: "❌", "non-fait": "⏳" });
  });
});

describe("un bilan dans un carnet", () => {
  it.each([
    ["reussi", "✅ test_ligne : les 8 cas sont réussis."],
    ["echec", "❌ test_ligne : échec au cas « x »\n   Attendu : true\n   Obtenu : false"],
    ["non-fait", "⏳ test_ligne : pas encore écrite (consigne)."],
  ] as [StatutBilan, string][])("%s : l'icône en HTML, la marque en texte", (statut, rapport) => {
    const bilan = new Bilan({ nom: "test_ligne", statut, casReussis: 0, casTotal: 8, rapport });
    const paquet = paquetDe(bilan);
    expect(paquet["text/plain"]).toBe(rapport);
    const html = String(paquet["text/html"]);
    expect(html).not.toMatch(EMOJI);
    expect(html).toContain(`${iconeHTML(statut)} test_ligne : `);
    expect(html).toMatch(
      new RegExp(`^<pre style="border-left:4px solid ${COULEURS_DES_MARQUES[statut]};`),
    );
  });
});

describe("la visionneuse pas à pas", () => {
  const enonce = [
    [1, 0, 0, 0],
    [0, 0, 0, 0],
    [0, 0, 0, 0],
    [0, 0, 0, 2],
  ];
  const html = htmlVisionneuse(enonce, [], { titre: "<b>Annexe</b>" });

  it("dessine le triangle du bouton de lecture au lieu du caractère ▶", () => {
    expect(html).not.toContain("▶");
    expect(html).toMatch(/<button data-action="lecture"[^>]*><svg [^>]*aria-hidden="true"/);
  });

  it("retrouve le bouton même quand le clic tombe sur son dessin", () => {
    expect(html).toContain('closest("[data-action]")');
  });

  it("échappe son titre", () => {
    expect(html).toContain("&lt;b&gt;Annexe&lt;/b&gt;");
  });
});

describe("les marques dans le texte des carnets", () => {
  it.each(MARQUES_TOUTES)("%s : une image dont l'adresse contient le dessin SVG", (marque) => {
    const image = iconeImageHTML(marque);
    const donnees = /^<img src="data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)" /.exec(image);
    expect(donnees).not.toBeNull();
    const svg = Buffer.from(donnees![1], "base64").toString("utf8");
    // Une image SVG seule doit nommer son espace de noms, sinon le navigateur ne la dessine pas.
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 16 16"/);
    expect(svg).toContain(`fill="${COULEURS_DES_MARQUES[marque]}"`);
    const sens = SENS_DES_MARQUES[marque];
    expect(image).toContain(`alt="${sens}" title="${sens}"`);
    expect(image).not.toMatch(EMOJI);
  });

  it("remplace chaque ✅ ❌ ⏳ d'un texte, et rien d'autre", () => {
    const texte = "répond ✅, ❌ ou ⏳ ; ✅ encore. Le bouton ■ reste.";
    expect(marquesEnImages(texte)).toBe(
      `répond ${iconeImageHTML("reussi")}, ${iconeImageHTML("echec")} ou ` +
        `${iconeImageHTML("non-fait")} ; ${iconeImageHTML("reussi")} encore. Le bouton ■ reste.`,
    );
    expect(marquesEnImages(marquesEnImages(texte))).toBe(marquesEnImages(texte));
  });
});
