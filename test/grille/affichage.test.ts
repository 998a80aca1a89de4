import { describe, expect, it } from "vitest";
import { COULEURS, Grille, lireLigne, versHTML, versTexte } from "../../src/grille";
import { ENONCE, SOLUTION, enonceModele, solutionModele } from "../exemples";

const enonce = lireLigne(ENONCE);
/** La solution de l'annexe, où seules les cases de l'énoncé sont des données. */
const resolue = enonce.avecValeurs(lireLigne(SOLUTION).valeurs);

describe("versTexte", () => {
  it("sépare les carrés d'une 9×9 par des « | » et des traits", () => {
    expect(versTexte(enonce)).toBe(
      [
        ". . . | 1 2 . | . . .",
        "7 . . | . . . | 5 . 2",
        "2 . . | . 4 7 | . . 9",
        "------+-------+------",
        "8 4 . | 5 . . | 2 . 1",
        ". . . | . . . | . . .",
        "5 . 7 | . . 6 | . 8 4",
        "------+-------+------",
        "1 . . | 3 8 . | . . 5",
        "9 . 3 | . . . | . . 7",
        ". . . | . 5 2 | . . .",
      ].join("\n"),
    );
  });

  it("dessine une 4×4", () => {
    expect(versTexte(solutionModele(2))).toBe(
      ["1 2 | 3 4", "3 4 | 1 2", "----+----", "2 3 | 4 1", "4 1 | 2 3"].join("\n"),
    );
  });

  it("écrit les symboles A à G d'une 16×16, avec un trait tous les 4 rangs", () => {
    const lignes = versTexte(solutionModele(4)).split("\n");
    expect(lignes).toHaveLength(16 + 3);
    expect(lignes[0]).toBe("1 2 3 4 | 5 6 7 8 | 9 A B C | D E F G");
    expect(lignes[4]).toBe("--------+---------+---------+--------");
    expect(lignes[4]).toHaveLength(lignes[0].length);
  });

  it("dessine une 25×25 aux lignes toutes de même largeur", () => {
    const lignes = versTexte(solutionModele(5)).split("\n");
    expect(lignes).toHaveLength(25 + 4);
    expect(new Set(lignes.map((l) => l.length)).size).toBe(1);
    expect(lignes[0]).toContain("P");
  });

  it("accepte un autre symbole de case vide, et de se passer des séparateurs", () => {
    const texte = versTexte(enonce, { vide: "0", separateurs: false });
    expect(texte.split("\n")[0]).toBe("0 0 0 1 2 0 0 0 0");
    expect(texte.split("\n")).toHaveLength(9);
  });
});

/** Les cases d'un HTML de grille : leur titre, leur style et leur contenu. */
function casesDe(html: string): { titre: string; style: string; contenu: string }[] {
  const motif = /<td title="([^"]*)" style="([^"]*)">([^<]*)<\/td>/g;
  return [...html.matchAll(motif)].map(([, titre, style, contenu]) => ({ titre, style, contenu }));
}

/** La case (i, j) d'un HTML de grille. */
function caseDe(html: string, i: number, j: number) {
  const trouvee = casesDe(html).find((c) => c.titre === `case (${i}, ${j})`);
  if (!trouvee) throw new Error(`case (${i}, ${j}) absente`);
  return trouvee;
}

describe("versHTML", () => {
  it("rend un tableau de N × N cases, dans l'ordre des lignes", () => {
    const html = versHTML(enonce);
    expect(html.startsWith("<table")).toBe(true);
    expect(html.endsWith("</table>")).toBe(true);
    const cases = casesDe(html);
    expect(cases).toHaveLength(81);
    expect(cases[3]).toMatchObject({ titre: "case (0, 3)", contenu: "1" });
    expect(cases[80].titre).toBe("case (8, 8)");
    expect(cases.map((c) => c.contenu).join("")).toBe(ENONCE.replace(/\./g, ""));
  });

  it("ne contient que des styles en ligne : ni script, ni feuille de style, ni classe", () => {
    const html = versHTML(resolue, { surligner: { ligne: 1 }, caseCourante: [0, 0], titre: "x" });
    expect(html).not.toMatch(/<script|<style|class=/);
  });

  it("distingue les données (gras foncé) des chiffres trouvés (bleu)", () => {
    const html = versHTML(resolue);
    const donnee = caseDe(html, 0, 3);
    const trouvee = caseDe(html, 0, 0);
    expect(donnee.contenu).toBe("1");
    expect(donnee.style).toContain("font-weight:bold");
    expect(trouvee.contenu).toBe("6");
    expect(trouvee.style).toContain("font-weight:normal");
    expect(trouvee.style).not.toBe(donnee.style);
    const gras = casesDe(html).filter((c) => c.style.includes("font-weight:bold"));
    expect(gras).toHaveLength(enonce.nombreDeDonnees());
  });

  it("laisse vides les cases vides", () => {
    expect(caseDe(versHTML(enonce), 0, 0).contenu).toBe("");
  });

  it("donne à chaque case son fond et sa couleur, ceux du thème de Jupyter ou un voile translucide", () => {
    const html = versHTML(resolue, { surligner: { ligne: 1, colonne: 2, carre: 3 } });
    for (const c of casesDe(html)) {
      expect(c.style).toMatch(/background-color:(var\(--jp-layout-color0, #ffffff\)|rgba\()/);
      expect(c.style).toMatch(/(^|;)color:var\(--jp-content-(font|link)-color1?, #[0-9a-f]{6}\)/);
    }
  });

  it("épaissit le trait au bord des carrés", () => {
    const html = versHTML(enonce);
    expect(caseDe(html, 3, 1).style).toContain("border-top:3px");
    expect(caseDe(html, 4, 1).style).not.toContain("border-top:3px");
    expect(caseDe(html, 1, 6).style).toContain("border-left:3px");
    expect(caseDe(html, 1, 5).style).not.toContain("border-left:3px");
  });

  it("surligne la ligne en vert, la colonne en bleu et le carré en orange", () => {
    const html = versHTML(enonce, { surligner: { ligne: 0, colonne: 4, carre: 8 } });
    const fond = (i: number, j: number) =>
      /background-color:([^;]*)/.exec(caseDe(html, i, j).style)?.[1];
    const [vert, bleu, orange, normal] = [fond(0, 0), fond(8, 4), fond(8, 8), fond(4, 0)];
    expect(normal).toBe("var(--jp-layout-color0, #ffffff)");
    expect(vert).toBe(COULEURS.ligne);
    expect(bleu).toBe(COULEURS.colonne);
    expect(orange).toBe(COULEURS.carre);
    expect(new Set([vert, bleu, orange, normal]).size).toBe(4);
    expect(fond(0, 8)).toBe(vert);
    expect(fond(5, 4)).toBe(bleu);
    expect(fond(6, 6)).toBe(orange);
    // Au croisement de la ligne et de la colonne, les deux voiles se mélangent.
    expect(fond(0, 4)).toBe("rgba(51, 140, 149, 0.29)");
    const surlignees = casesDe(html).filter((c) => !c.style.includes(`background-color:${normal}`));
    expect(surlignees).toHaveLength(9 + 9 + 9 - 1);
  });

  it("entoure la case courante, et elle seule", () => {
    const html = versHTML(enonce, { caseCourante: [2, 3] });
    expect(caseDe(html, 2, 3).style).toContain("box-shadow:inset");
    expect(casesDe(html).filter((c) => c.style.includes("box-shadow"))).toHaveLength(1);
  });

  it("ajoute un titre, échappé", () => {
    const html = versHTML(enonce, { titre: "Annexe <TD> & co" });
    expect(html).toContain(">Annexe &lt;TD&gt; &amp; co</caption>");
    expect(versHTML(enonce)).not.toContain("<caption");
  });

  it("rend toutes les tailles, les grandes grilles en plus petit", () => {
    // Les cases suivent la police du tableau : la police dit la largeur.
    const largeur = (g: Grille) => Number(/font-size:(\d+)px/.exec(versHTML(g))?.[1]);
    for (const n of [2, 3, 4, 5]) {
      expect(casesDe(versHTML(enonceModele(n)))).toHaveLength(n ** 4);
    }
    expect(largeur(Grille.vide(25))).toBeLessThan(largeur(Grille.vide(9)));
    expect(caseDe(versHTML(solutionModele(5)), 0, 24).contenu).toBe("P");
  });

  it("suit la taille de police demandée", () => {
    const html = versHTML(enonce, { taillePolice: 30 });
    expect(html).toContain("font-size:30px");
    expect(caseDe(html, 0, 0).style).toContain("width:1.8em");
  });

  it("rapetisse dans une sortie plus étroite que la grille, sans grandir ailleurs", () => {
    // 9 cases de 1,8 em et les traits : la police tient dans la largeur du conteneur (cqi).
    expect(versHTML(enonce)).toContain("font-size:min(20px, calc((100cqi - 25px) / 16.2))");
  });
});
