/**
 * La fiche de l'activité débranchée (docs/lycee/activite-4x4.html) : ce qui
 * est imprimé est relu dans le fichier lui-même, table par table. Chaque
 * énoncé a une seule solution, celle que montre la page du professeur ; et
 * le fichier est bien celui que fabrique npm run activite:4x4.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FICHE, ficheActivite } from "../../outils/lycee/activite-4x4";
import { BINOMES_PAR_PLANCHE, INDICES } from "../../outils/lycee/activite-4x4-page";
import { Grille, estSolutionDe, resolution, resoudreRapide, verifierGrille } from "../../src/index";

const html = readFileSync(FICHE, "utf8");

/** Les grilles imprimées : nom, rôle et valeurs lues dans les cases de chaque table. */
function grillesImprimees(): { nom: string; role: string; valeurs: number[] }[] {
  const tables = html.matchAll(
    /<table class="grille[^"]*" data-grille="(\w+)" data-role="(\w+)">([\s\S]*?)<\/table>/g,
  );
  return [...tables].map(([, nom, role, contenu]) => ({
    nom,
    role,
    valeurs: [...contenu.matchAll(/<td[^>]*>(\d?)<\/td>/g)].map((m) => Number(m[1] || 0)),
  }));
}

const imprimees = grillesImprimees();
const enonces = imprimees.filter((g) => g.role === "enonce");
const solutionDe = (nom: string) => imprimees.find((g) => g.nom === nom && g.role === "solution");

describe("la fiche de l'activité débranchée 4×4", () => {
  it("est celle que fabrique npm run activite:4x4", () => {
    expect(html).toBe(ficheActivite());
  });

  it("imprime quatre énoncés de 16 cases, chacun avec sa solution", () => {
    expect(enonces.map((g) => g.nom)).toEqual(["A", "B", "C", "D"]);
    for (const g of imprimees) expect(g.valeurs, g.nom).toHaveLength(16);
    for (const g of enonces) expect(solutionDe(g.nom), g.nom).toBeDefined();
  });

  it.each(["A", "B", "C", "D"])("grille %s : une seule solution, celle qui est imprimée", (nom) => {
    const enonce = new Grille(enonces.find((g) => g.nom === nom)?.valeurs ?? []);
    // Deux solveurs, deux méthodes : chacun cherche une deuxième solution et n'en trouve pas.
    const rapide = resoudreRapide(enonce, { limite: 2 });
    expect(rapide.solutions).toBe(1);
    expect(resolution(enonce.versMatrice(), { limite: 2 }).solutions).toBe(1);
    const imprimee = new Grille(solutionDe(nom)?.valeurs ?? []);
    expect(verifierGrille(imprimee).resolue).toBe(true);
    expect(estSolutionDe(imprimee, enonce)).toBe(true);
    expect(imprimee.valeurs).toEqual(rapide.solution);
  });

  it("les grilles A, B, C vont de 9 à 4 indices ; le jeu dit les tours de la recherche du TD", () => {
    const indices = enonces.map((g) => g.valeurs.filter((v) => v !== 0).length);
    expect(indices.slice(0, 3)).toEqual([9, 6, 4]);
    const jeu = new Grille(enonces[3].valeurs);
    const { tours } = resolution(jeu.versMatrice());
    expect(html).toContain(`<b>${tours} tours</b>`);
    // Le journal du professeur a une ligne par tour.
    const journal = html.slice(html.indexOf("Le journal de la recherche du TD"));
    expect(journal.match(/<td>\(\d, \d\)<\/td>/g)).toHaveLength(tours);
  });

  it("montre les indices de la même façon sur toutes les grilles, et le dit avec les mêmes mots", () => {
    // Une seule règle de style pour un indice, quelle que soit la grille (fiches A à C, jeu D, solutions).
    const style = html.slice(html.indexOf("<style>"), html.indexOf("</style>"));
    const regles = style.split("}").filter((regle) => regle.includes("td.indice"));
    expect(regles.map((r) => r.slice(0, r.indexOf("{")).trim())).toEqual([
      "table.grille td.indice",
    ]);
    // Chaque case d'indice d'un énoncé porte la classe indice, et elle seule.
    const tables = html.matchAll(
      /<table class="grille[^"]*" data-grille="(\w+)" data-role="enonce">([\s\S]*?)<\/table>/g,
    );
    for (const [, nom, contenu] of tables) {
      for (const [, classe, valeur] of contenu.matchAll(/<td class="([^"]*)">(\d?)<\/td>/g)) {
        expect(classe.includes("indice"), `grille ${nom}, case ${valeur || "vide"}`).toBe(
          valeur !== "",
        );
      }
    }
    // Les règles des grilles et celles du jeu le disent avec les mêmes mots.
    expect(html.split(INDICES).length - 1).toBeGreaterThanOrEqual(3);
    expect(html).not.toMatch(/grisée|imprimés en gras sont/);
  });

  it("met les jetons sur une planche à part, un jeu de 17 par binôme, prête à découper", () => {
    const pages = html.split('<section class="page').slice(1);
    expect(pages).toHaveLength(7);
    const avecJetons = pages.filter((p) => p.includes('class="jeton'));
    expect(avecJetons).toHaveLength(1);
    const [planche] = avecJetons;
    expect(planche).toContain("Planche de jetons — à découper avant la séance");
    const bandes = planche.split('<div class="bande">').slice(1);
    expect(bandes).toHaveLength(BINOMES_PAR_PLANCHE);
    for (const bande of bandes) {
      const jetons = [...bande.matchAll(/<div class="jeton">(\d)<\/div>/g)].map((m) => m[1]);
      expect(jetons.sort().join("")).toBe("1111222233334444");
      expect(bande.match(/class="jeton curseur"/g)).toHaveLength(1);
    }
    // La fiche du jeu renvoie à la planche, et le professeur sait qu'il la découpe avant la séance.
    expect(html).toContain("sont sur la planche que vous donne le professeur");
    expect(html).toContain("la planche de jetons (page 5");
  });

  it("ne charge rien du réseau", () => {
    expect(html).not.toMatch(/(?:src|href)="(?:https?:)?\/\//);
    expect(html).not.toMatch(/@import|url\(/);
  });
});
