/**
 * Les questions ouvertes, notées à la main : chaque réponse (`reponse-libre`)
 * a son identifiant, ses points et, juste après, son barème du professeur ;
 * aucune copie élève ne montre un barème ni une réponse attendue ; chaque
 * leçon de 1 à 6 en a au moins deux. Les prédictions (`prediction`) sont
 * libres et précèdent une mesure. La correction automatique s'arrête à la
 * dernière cellule de code notée, quelle que soit la place des réponses. Le
 * parcours par nbgrader (correction, note à la main, retour) est dans
 * scenarios/bout-en-bout.ts (lancé par correction.test.ts).
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lireCarnet, sourceDe, versionEleve, type Cellule } from "../../outils/carnets/carnets";
import { estPrediction, estReponseLibre } from "../../outils/carnets/carnets-nbgrader";
import { jusquALaDerniereNotee } from "../../outils/correction/cas-de-reference";
import { pythonDuProjet } from "../../outils/commun/jupyter";
import { RACINE, lancer } from "../aide-processus";

const dossier = (version: string) => join(RACINE, "notebooks", version);
const noms = (version: string) =>
  readdirSync(dossier(version))
    .filter((n) => n.endsWith(".ipynb"))
    .sort();
const carnet = (version: string, nom: string) => lireCarnet(join(dossier(version), nom));

const estProfesseur = (c: Cellule | undefined) => (c?.metadata.tags ?? []).includes("professeur");
const pointsDe = (c: Cellule) => (c.metadata.nbgrader as { points?: unknown } | undefined)?.points;

/** Le texte que l'élève remplace : la cellule de réponse telle que le professeur l'écrit. */
const gabaritDeReponse = (points: unknown) =>
  `**Votre réponse** (${String(points)} points)\n\n*Écrivez ici votre réponse, en quelques phrases.*`;

/** Ce qui trahirait le barème dans une copie élève. */
const BAREME = /\*\*Barème\*\*|Réponse attendue/;

/** Les leçons qui doivent avoir des questions ouvertes : de 01 à 06, 03b comprise, pas 00-*. */
const LECONS = noms("professeur").filter((n) => /^0[1-6]/.test(n));

describe("les questions ouvertes des carnets du professeur", () => {
  it("les identifiants des réponses sont uniques dans tout le cours", () => {
    const ids = noms("professeur").flatMap((nom) =>
      carnet("professeur", nom)
        .cells.filter(estReponseLibre)
        .map((c) => c.id),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(noms("professeur"))(
    "%s : chaque réponse a son identifiant, ses points et son barème juste après",
    (nom) => {
      const cellules = carnet("professeur", nom).cells;
      cellules.forEach((cellule, k) => {
        if (!estReponseLibre(cellule)) return;
        const ou = `${nom}, cellule ${k + 1} (${cellule.id ?? "sans id"})`;
        expect(cellule.id, ou).toMatch(/^reponse-[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/);
        const points = pointsDe(cellule);
        expect(Number.isInteger(points) && (points as number) > 0, `${ou} : points`).toBe(true);
        expect(sourceDe(cellule), ou).toBe(gabaritDeReponse(points));
        const question = cellules[k - 1];
        expect(question?.cell_type === "markdown" && !estProfesseur(question), ou).toBe(true);
        expect(sourceDe(question), `${ou} : la question juste avant`).toMatch(
          /Question de réflexion/,
        );
        const bareme = cellules[k + 1];
        expect(bareme?.cell_type === "markdown" && estProfesseur(bareme), `${ou} : barème`).toBe(
          true,
        );
        const texte = sourceDe(bareme);
        expect(texte.startsWith(`**Barème** (${String(points)} points)`), `${ou} : ${texte}`).toBe(
          true,
        );
        expect(texte, ou).toContain("Réponse attendue");
      });
    },
  );

  it.each(noms("professeur"))(
    "%s : chaque prédiction est libre et précède une mesure (une cellule de code)",
    (nom) => {
      const cellules = carnet("professeur", nom).cells;
      cellules.forEach((cellule, k) => {
        if (!estPrediction(cellule)) return;
        const ou = `${nom}, cellule ${k + 1} (${cellule.id ?? "sans id"})`;
        expect(sourceDe(cellule), ou).toMatch(
          /^\*\*Votre prédiction\*\*[\s\u00a0\u202f]?: [\s\S]+\n\n\*Écrivez ici votre prédiction avant d'exécuter la cellule suivante\.\*$/,
        );
        const suivante = cellules.slice(k + 1).find((c) => !estProfesseur(c));
        expect(suivante?.cell_type, `${ou} : la cellule qui mesure`).toBe("code");
      });
    },
  );

  it.each(LECONS)("%s : au moins deux questions ouvertes notées", (nom) => {
    expect(carnet("professeur", nom).cells.filter(estReponseLibre).length).toBeGreaterThanOrEqual(
      2,
    );
  });
});

describe("les copies élèves", () => {
  it.each(noms("eleve"))("%s : ni barème ni réponse attendue", (nom) => {
    for (const cellule of carnet("eleve", nom).cells) {
      expect(sourceDe(cellule), nom).not.toMatch(BAREME);
    }
  });

  it.each(noms("professeur"))(
    "%s : la version élève garde réponses et prédictions telles quelles, sans leur barème",
    (nom) => {
      const professeur = carnet("professeur", nom);
      const eleve = versionEleve(professeur);
      const libres = (c: Cellule) => estReponseLibre(c) || estPrediction(c);
      expect(eleve.cells.filter(libres).map((c) => [c.id, sourceDe(c)])).toEqual(
        professeur.cells.filter(libres).map((c) => [c.id, sourceDe(c)]),
      );
      expect(eleve.cells.some((c) => BAREME.test(sourceDe(c)))).toBe(false);
    },
  );
});

describe("la correction automatique ne voit pas les réponses libres", () => {
  const cellule = (cell_type: "code" | "markdown", id: string, grade: boolean): Cellule => ({
    cell_type,
    id,
    source: cell_type === "code" ? "1;" : "texte",
    metadata: { nbgrader: { grade, grade_id: id, solution: cell_type === "markdown" } },
    ...(cell_type === "code" ? { outputs: [], execution_count: null } : {}),
  });
  const carnetDeTest = {
    cells: [
      cellule("code", "verifier-f", true),
      cellule("code", "demonstration", false),
      cellule("markdown", "reponse-l9-a", true),
    ],
    metadata: {},
    nbformat: 4,
    nbformat_minor: 5,
  };

  it("l'exécution de référence s'arrête à la dernière cellule de code notée", () => {
    expect(jusquALaDerniereNotee(carnetDeTest).cells.map((c) => c.id)).toEqual(["verifier-f"]);
    const lecon1 = jusquALaDerniereNotee(carnet("professeur", "01-td-retour-arriere.ipynb"));
    expect(lecon1.cells.at(-1)?.metadata.nbgrader).toMatchObject({
      grade_id: "verifier-resolution",
    });
  });

  it("FinNonExecutee met de côté le code qui suit la dernière cellule de code notée", async () => {
    const script = [
      "import json, sys",
      `sys.path.insert(0, ${JSON.stringify(join(RACINE, "jupyter", "nbgrader"))})`,
      "import nbformat",
      "from juge import FinNonExecutee",
      "nb = nbformat.reads(sys.stdin.read(), as_version=4)",
      "nb, _ = FinNonExecutee().preprocess(nb, {})",
      "print(json.dumps([c.source for c in nb.cells]))",
    ].join("\n");
    const r = await lancer(pythonDuProjet(), ["-c", script], {
      entree: JSON.stringify(carnetDeTest),
    });
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(["1;", "", "texte"]);
  });
});
