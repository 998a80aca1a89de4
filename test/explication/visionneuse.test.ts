/**
 * Le HTML de la visionneuse des étapes d'une explication : les étapes y sont
 * en nombres, lisibles par son script ; rien ne ferme le script trop tôt ;
 * chaque visionneuse a son identifiant ; une grille sans solution unique
 * donne une phrase et pas de visionneuse. Le script lui-même est essayé
 * dans Chromium (visionneuse-navigateur.test.ts).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  ecrireEtape,
  expliquer,
  htmlExplication,
  montrerExplication,
  TECHNIQUES_EXPLIQUEES,
} from "../../src/explication/index";
import { paquetExplication } from "../../src/explication/montrer";
import { Grille, lireLigne, versLigne } from "../../src/grille/index";
import { CLE_CANAL, type CanalJupyter, type SortieAffichee } from "../../src/socle/protocole";
import { RACINE } from "../aide-processus";

const TOP95 = readFileSync(join(RACINE, "data", "ensembles", "norvig_top95.txt"), "utf8")
  .split("\n")
  .map((l) => l.trim())
  .filter((l) => l.length === 81);
const GRILLE = lireLigne(TOP95[4]);
const EXPLICATION = expliquer(GRILLE);

/** Une grille 4×4 à solution unique, vite expliquée. */
const PETITE = Grille.depuisMatrice([
  [1, 0, 0, 0],
  [0, 0, 3, 0],
  [0, 4, 0, 0],
  [0, 0, 0, 2],
]);

/** Le contenu des balises `<script …>` d'un HTML. */
function scripts(html: string): { attributs: string; texte: string }[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({
    attributs: m[1],
    texte: m[2],
  }));
}

function donneesDe(html: string): {
  taille: number;
  depart: number[];
  techniques: string[];
  etapes: [number, number, number[], number[], number[], number[]][];
} {
  const json = scripts(html).find((s) => s.attributs.includes("application/json"));
  if (!json) throw new Error("pas de données dans la visionneuse");
  return JSON.parse(json.texte) as ReturnType<typeof donneesDe>;
}

describe("htmlExplication", () => {
  const html = htmlExplication(GRILLE, EXPLICATION, { titre: "Grille 5" });

  it("porte les étapes en nombres : technique, variable placée, éliminées, unités, faits", () => {
    const d = donneesDe(html);
    expect(d.taille).toBe(9);
    expect(d.depart).toEqual(GRILLE.valeurs);
    expect(d.techniques).toEqual(TECHNIQUES_EXPLIQUEES);
    expect(d.etapes).toHaveLength(EXPLICATION.etapes.length);
    // Une étape relue : la variable (9i + j)·9 + v, les unités numérotées comme geometrie.ts.
    const k = EXPLICATION.etapes.findIndex((e) => e.technique === "candidats verrouillés");
    const e = EXPLICATION.etapes[k];
    const [t, place, elimine, unites, faitsPlaces, faitsElimines] = d.etapes[k];
    expect(TECHNIQUES_EXPLIQUEES[t]).toBe("candidats verrouillés");
    expect(place).toBe(0);
    const variable = ([i, j, v]: number[]) => (i * 9 + j) * 9 + v;
    expect("elimine" in e && e.elimine.map(variable)).toEqual(elimine);
    expect(e.faits.places.map(variable)).toEqual(faitsPlaces);
    expect(e.faits.elimines.map(variable)).toEqual(faitsElimines);
    const noms = (u: number) =>
      u < 27 ? `${["ligne", "colonne", "carré"][Math.floor(u / 9)]} ${u % 9}` : "";
    expect(unites.map(noms)).toEqual(e.unites);
  });

  it("a ses boutons, son curseur, sa case cochée et un texte pour qui n'a pas de JavaScript", () => {
    for (const action of ["debut", "recul", "avance", "fin"])
      expect(html).toContain(`data-action="${action}"`);
    expect(html).toMatch(/data-role="curseur" type="range" min="0" max="154"/);
    expect(html).toMatch(/data-role="directes" type="checkbox" checked>/);
    expect(html).toContain(
      "La visionneuse a besoin de JavaScript : exécutez la cellule dans Jupyter.",
    );
    expect(htmlExplication(GRILLE, EXPLICATION, { passerDirectes: false })).toMatch(
      /data-role="directes" type="checkbox">/,
    );
  });

  it("échappe le titre, et rien ne ferme le script trop tôt", () => {
    const piege = htmlExplication(GRILLE, EXPLICATION, { titre: "</script><!-- <b>" });
    expect(piege).toContain("&lt;/script&gt;&lt;!-- &lt;b&gt;");
    // Deux scripts exactement : les données et le code, sans « </ » ni « <!-- » dedans.
    const [donnees, code] = scripts(piege);
    expect(scripts(piege)).toHaveLength(2);
    expect(donnees.texte).not.toMatch(/<\/|<!--/);
    expect(code.texte).not.toMatch(/<\/script|<!--/i);
  });

  it("donne à chaque visionneuse son identifiant, que son script cherche", () => {
    const ids = [1, 2, 3].map(() => {
      const h = htmlExplication(PETITE, expliquer(PETITE));
      const id = /^<div id="([^"]+)"/.exec(h)?.[1] ?? "";
      expect(scripts(h)[1].texte).toContain(`document.getElementById("${id}")`);
      return id;
    });
    expect(new Set(ids).size).toBe(3);
  });

  it("tient en quelques dizaines de ko pour les grilles de top95", () => {
    // Dont ≈ 28 ko pour la grille de l'énoncé, en HTML, qui se voit même sans JavaScript.
    expect(html.length).toBeLessThan(50_000);
    // La plus longue explication des dix premières grilles.
    const longueurs = TOP95.slice(0, 10).map((l) => {
      const g = lireLigne(l);
      return htmlExplication(g, expliquer(g)).length;
    });
    expect(Math.max(...longueurs)).toBeLessThan(60_000);
  }, 30_000);
});

describe("montrerExplication", () => {
  const recu: SortieAffichee[] = [];
  const global = globalThis as { [CLE_CANAL]?: CanalJupyter };

  afterEach(() => {
    delete global[CLE_CANAL];
    recu.length = 0;
  });

  it("montre la visionneuse, avec les premières étapes en texte", () => {
    global[CLE_CANAL] = { afficher: (sortie) => recu.push(sortie), effacer: () => undefined };
    montrerExplication(versLigne(PETITE), { titre: "Petite grille", etapesEnTexte: 2 });
    expect(recu).toHaveLength(1);
    const { data } = recu[0];
    expect(data["text/html"]).toContain('data-role="donnees"');
    const etapes = expliquer(PETITE).etapes;
    expect(data["text/plain"]).toBe(
      [
        `Petite grille : ${etapes.length} étapes (la visionneuse est à voir dans Jupyter).`,
        `1. ${ecrireEtape(etapes[0])}`,
        `2. ${ecrireEtape(etapes[1])}`,
        "…",
      ].join("\n"),
    );
  });

  it("dit pourquoi une grille sans solution unique n'a pas de visionneuse", () => {
    const contradictoire = paquetExplication(lireLigne(`11${".".repeat(79)}`));
    expect(contradictoire["text/plain"]).toMatch(
      /^Pas d'explication : cette grille n'a pas de solution \(les indices se contredisent : .*\)\.$/,
    );
    const vide = paquetExplication(Grille.vide(4));
    expect(vide).toEqual({
      "text/html":
        "<div>Pas d&#39;explication : cette grille a plusieurs solutions, et une explication pas " +
        "à pas part d&#39;une grille à solution unique (ajoutez des indices).</div>",
      "text/plain":
        "Pas d'explication : cette grille a plusieurs solutions, et une explication pas à pas " +
        "part d'une grille à solution unique (ajoutez des indices).",
    });
    expect(String(contradictoire["text/html"])).not.toContain("data-role");
  });

  it("refuse un texte qui ne donne pas une seule grille", () => {
    expect(() => paquetExplication(`${TOP95[0]}\n${TOP95[1]}`)).toThrow(
      "montrerExplication : le texte donne 2 grilles, il en faut une seule",
    );
  });
});
