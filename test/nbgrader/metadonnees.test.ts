/**
 * Les métadonnées nbgrader des carnets du professeur : faites par
 * `npm run carnets:eleves` (outils/carnets-nbgrader.ts), et cohérentes avec
 * le contenu des cellules.
 */
import { readdirSync } from "node:fs";
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
} from "../../outils/carnets";
import {
  avecMetadonneesNbgrader,
  estCelluleSolution,
  exerciceVerifie,
  type MetadonneesNbgrader,
} from "../../outils/carnets-nbgrader";
import { LECONS } from "../../src/exercices/catalogue";
import { RACINE } from "../aide-processus";

const dossier = (version: string) => join(RACINE, "notebooks", version);
const carnets = readdirSync(dossier("professeur"))
  .filter((n) => n.endsWith(".ipynb"))
  .sort();

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
    let points = 0;
    for (const cellule of carnet.cells) {
      const meta = nbgrader(cellule);
      const texte = `${nom} : ${sourceDe(cellule).slice(0, 80)}`;
      if (estProfesseur(cellule)) {
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
      // Une solution : cellule solution, pas notée, modifiable.
      expect(meta.solution, texte).toBe(estCelluleSolution(cellule));
      // Une vérification : notée, en lecture seule, au moins un point ; rien d'autre n'est noté.
      expect(meta.grade, texte).toBe(exercice !== undefined);
      if (exercice !== undefined) {
        expect(meta.grade_id).toBe(`verifier-${exercice}`);
        expect(meta.points).toBeGreaterThan(0);
        points += meta.points ?? 0;
      }
      expect(meta.locked, texte).toBe(!meta.solution);
      // Des tests cachés ne vont que dans une cellule notée (nbgrader les remet à la correction).
      if (/TESTS CACHES/.test(sourceDe(cellule))) expect(meta.grade, texte).toBe(true);
    }
    const lecon = LECONS.find((l) => `${l.carnet}.ipynb` === nom);
    expect(points).toBe(lecon?.exercices.length ?? 0);
  });

  it("les identifiants sont stables : ceux des exercices de la leçon 1", () => {
    const carnet = lireCarnet(join(dossier("professeur"), "01-td-retour-arriere.ipynb"));
    const notes = carnet.cells.map(nbgrader).filter((m) => m?.grade);
    expect(notes.map((m) => m?.grade_id)).toEqual(EXERCICES_LECON_1.map((n) => `verifier-${n}`));
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
