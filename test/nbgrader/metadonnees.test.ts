/**
 * Les métadonnées nbgrader des carnets du professeur : faites par
 * `npm run carnets:eleves` (outils/carnets/carnets-nbgrader.ts), et cohérentes avec
 * le contenu des cellules.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EXERCICES_LECON_1 } from "./copies";
import {
  ErreurMarquage,
  lireCarnet,
  sansTestsCaches,
  sourceDe,
  texteDuCarnet,
  versionEleve,
  type Carnet,
} from "../../outils/carnets/carnets";
import {
  avecMetadonneesNbgrader,
  estCelluleSolution,
  estPrediction,
  estReponseLibre,
  exerciceVerifie,
  type MetadonneesNbgrader,
} from "../../outils/carnets/carnets-nbgrader";
import { LECONS } from "../../src/exercices/catalogue";
import { RACINE } from "../aide-processus";

const dossier = (version: string) => join(RACINE, "notebooks", version);
const carnets = readdirSync(dossier("professeur"))
  .filter((n) => n.endsWith(".ipynb"))
  .sort();

/**
 * Le tableau des points de docs/professeur-nbgrader.md : pour chaque carnet,
 * « nom points » de chaque exercice vérifié (null pour la leçon 4, dont les
 * exercices se règlent avec sa refonte) et les points de ses questions notées.
 */
const LIGNES_DU_TABLEAU: [string, string | null, string][] = readFileSync(
  join(RACINE, "docs", "professeur-nbgrader.md"),
  "utf8",
)
  .split("\n")
  .flatMap((ligne) => {
    const m = /^\|[^|]*`(\d\d[\w-]*)`[^|]*\|([^|]*)\|[^|]*\|([^|]*)\|[^|]*\|$/.exec(ligne);
    if (!m) return [];
    const exercices = m[2].trim().replace(/`/g, "");
    return [[m[1], /^[a-z_A-Z]+ \d/.test(exercices) ? exercices : null, m[3].trim()]];
  });

const nbgrader = (c: Carnet["cells"][number]) =>
  c.metadata.nbgrader as MetadonneesNbgrader | undefined;
const estProfesseur = (c: Carnet["cells"][number]) =>
  (c.metadata.tags ?? []).includes("professeur");

describe("les métadonnées nbgrader des carnets du professeur", () => {
  it.each(carnets)("%s : à jour (npm run carnets:eleves les refait)", (nom) => {
    const carnet = lireCarnet(join(dossier("professeur"), nom));
    expect(texteDuCarnet(avecMetadonneesNbgrader(carnet))).toBe(texteDuCarnet(carnet));
  });

  it.each(carnets)("%s : chaque cellule a le rôle que dit son contenu", (nom) => {
    const carnet = lireCarnet(join(dossier("professeur"), nom));
    const ids = new Set<string>();
    const verifies: string[] = [];
    for (const cellule of carnet.cells) {
      const meta = nbgrader(cellule);
      const texte = `${nom} : ${sourceDe(cellule).slice(0, 80)}`;
      // Une cellule du professeur n'existe pas chez l'élève ; une prédiction est libre, jamais notée.
      if (estProfesseur(cellule) || estPrediction(cellule)) {
        expect(meta, texte).toBeUndefined();
        continue;
      }
      expect(meta, texte).toBeDefined();
      if (!meta) continue;
      expect(meta.schema_version).toBe(3);
      expect(meta.grade_id, texte).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(ids.has(meta.grade_id), `${texte} : identifiant en double`).toBe(false);
      ids.add(meta.grade_id);
      const exercice = exerciceVerifie(cellule);
      const reponse = estReponseLibre(cellule);
      // Une solution : cellule solution, pas notée, modifiable ; une réponse libre aussi, mais notée.
      expect(meta.solution, texte).toBe(estCelluleSolution(cellule) || reponse);
      // Une vérification : notée, en lecture seule, au moins un point ; une réponse libre, notée
      // à la main, sous l'identifiant de sa cellule ; rien d'autre n'est noté.
      expect(meta.grade, texte).toBe(exercice !== undefined || reponse);
      if (reponse) expect(meta.grade_id, texte).toBe(cellule.id);
      if (exercice !== undefined) {
        expect(meta.grade_id).toBe(`verifier-${exercice}`);
        // Des points selon la difficulté : 1 (fonction courte), 2 (ordinaire) ou 3 (longue).
        expect([1, 2, 3], texte).toContain(meta.points);
        verifies.push(exercice);
      }
      expect(meta.locked, texte).toBe(!meta.solution);
      // Des tests cachés ne vont que dans une cellule notée (nbgrader les remet à la correction).
      if (/TESTS CACHES/.test(sourceDe(cellule))) expect(meta.grade, texte).toBe(true);
    }
    // Chaque exercice de la leçon a une vérification notée, une seule.
    const lecon = LECONS.find((l) => `${l.carnet}.ipynb` === nom);
    expect([...verifies].sort()).toEqual((lecon?.exercices ?? []).map((e) => e.nom).sort());
  });

  it("le tableau des points a une ligne par leçon", () => {
    expect(LIGNES_DU_TABLEAU.map(([nom]) => `${nom}.ipynb`)).toEqual(
      carnets.filter((nom) => nom !== "00-sommaire.ipynb"),
    );
  });

  it.each(LIGNES_DU_TABLEAU)(
    "%s : les points du tableau de docs/professeur-nbgrader.md sont ceux du carnet",
    (nom, exercices, questions) => {
      const carnet = lireCarnet(join(dossier("professeur"), `${nom}.ipynb`));
      const points = (c: Carnet["cells"][number]) => nbgrader(c)?.points;
      const duCarnet = carnet.cells
        .filter((c) => exerciceVerifie(c) !== undefined && nbgrader(c)?.grade)
        .map((c) => `${exerciceVerifie(c)} ${String(points(c))}`);
      if (exercices !== null) expect(duCarnet.join(", ")).toBe(exercices);
      const reponses = carnet.cells.filter(estReponseLibre).map((c) => String(points(c)));
      expect(reponses.join(" + ") || "—").toBe(questions);
    },
  );

  it("les identifiants sont stables : ceux des exercices vérifiés de la leçon 1", () => {
    const carnet = lireCarnet(join(dossier("professeur"), "01-td-retour-arriere.ipynb"));
    const notes = carnet.cells
      .filter((c) => c.cell_type === "code")
      .map(nbgrader)
      .filter((m) => m?.grade);
    expect(notes.map((m) => m?.grade_id)).toEqual(EXERCICES_LECON_1.map((n) => `verifier-${n}`));
  });

  it("une réponse libre est notée à la main (2 points, ou ceux du professeur), une prédiction n'a rien", () => {
    const texte = (id: string, tags: string[], metadata = {}) => ({
      cell_type: "markdown" as const,
      id,
      source: "…",
      metadata: { ...metadata, tags },
    });
    const carnet = avecMetadonneesNbgrader({
      cells: [
        texte("reponse-l9-a", ["reponse-libre"]),
        texte("reponse-l9-b", ["reponse-libre"], { nbgrader: { points: 3 } }),
        texte("prediction-l9", ["prediction"], { nbgrader: { grade: true } }),
      ],
      metadata: {},
      nbformat: 4,
      nbformat_minor: 5,
    });
    const [a, b, prediction] = carnet.cells.map(nbgrader);
    expect(a).toMatchObject({ grade: true, solution: true, locked: false, points: 2 });
    expect(a?.grade_id).toBe("reponse-l9-a");
    expect(b).toMatchObject({ grade_id: "reponse-l9-b", points: 3 });
    expect(prediction).toBeUndefined();
  });

  it("des points changés à la main sont gardés, un identifiant en double est numéroté", () => {
    const cellule = (source: string, metadata = {}) => ({
      cell_type: "code" as const,
      source,
      metadata,
      outputs: [],
      execution_count: null,
    });
    const carnet = avecMetadonneesNbgrader({
      cells: [
        cellule('verifier("test", test);', { nbgrader: { points: 3 } }),
        cellule('verifier("test", test);'),
        cellule("function f() {\n  // DEBUT SOLUTION\n  return 1;\n  // FIN SOLUTION\n}"),
      ],
      metadata: {},
      nbformat: 4,
      nbformat_minor: 5,
    });
    expect(carnet.cells.map((c) => [nbgrader(c)?.grade_id, nbgrader(c)?.points])).toEqual([
      ["verifier-test", 3],
      ["verifier-test-2", 1],
      ["solution-f", undefined],
    ]);
  });

  it.each(carnets)("%s : la copie élève n'a ni métadonnées nbgrader ni tests cachés", (nom) => {
    const eleve = lireCarnet(join(dossier("eleve"), nom));
    for (const cellule of eleve.cells) {
      expect(cellule.metadata.nbgrader).toBeUndefined();
      expect(sourceDe(cellule)).not.toMatch(/TESTS CACHES/);
    }
  });
});

describe("les tests cachés", () => {
  const code = [
    "// DEBUT TESTS CACHES",
    'definirCasCaches("test_ligne", []);',
    "// FIN TESTS CACHES",
    'verifier("test_ligne", test_ligne);',
  ].join("\n");

  it("disparaissent de la version élève, délimiteurs compris", () => {
    expect(sansTestsCaches(code)).toBe('verifier("test_ligne", test_ligne);');
  });

  it("restent dans la version pour nbgrader, qui les enregistre avant de les retirer", () => {
    const carnet: Carnet = {
      cells: [{ cell_type: "code", source: code, metadata: {}, outputs: [] }],
      metadata: {},
      nbformat: 4,
      nbformat_minor: 5,
    };
    expect(sourceDe(versionEleve(carnet).cells[0])).toBe('verifier("test_ligne", test_ligne);');
    expect(sourceDe(versionEleve(carnet, { pourNbgrader: true }).cells[0])).toBe(code);
  });

  it("un bloc mal fermé est une erreur de marquage, avec la ligne", () => {
    expect(() => sansTestsCaches("// DEBUT TESTS CACHES\nx", "cellule 4")).toThrow(ErreurMarquage);
    expect(() => sansTestsCaches("x\n// FIN TESTS CACHES")).toThrow(/ligne 2/);
  });

  it("la leçon 1 en a dans la vérification de test_ligne", () => {
    const carnet = lireCarnet(join(dossier("professeur"), "01-td-retour-arriere.ipynb"));
    const cellule = carnet.cells.find((c) => exerciceVerifie(c) === "test_ligne");
    expect(sourceDe(cellule ?? carnet.cells[0])).toMatch(
      /DEBUT TESTS CACHES[\s\S]*definirCasCaches/,
    );
  });
});
