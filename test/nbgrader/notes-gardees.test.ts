/**
 * Corriger de nouveau une copie (`corriger DEVOIR --student X`) garde ses notes à la
 * main : GarderLesNotesALaMain (jupyter/nbgrader/notes_gardees.py), juste après
 * SaveAutoGrades, est essayé ici sur la base faite à la main (base-de-notes.ts),
 * comme nbgrader l'appelle : SaveAutoGrades vient de remettre « needs manual grade ».
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pythonDuProjet } from "../../outils/commun/jupyter";
import { environnementNbgrader } from "../../outils/correction/cours-nbgrader";
import { RACINE, lancer } from "../aide-processus";
import { coursAvecNotes } from "./base-de-notes";

const ESSAI = `
import json, sys
sys.path.insert(0, sys.argv[2])
import nbformat
from nbgrader.api import Gradebook
from notes_gardees import GarderLesNotesALaMain
url = "sqlite:///" + sys.argv[1] + "/gradebook.db"

def corriger(eleve, texte):
    """Ce que fait une correction : SaveAutoGrades redemande la note, puis le préprocesseur."""
    with Gradebook(url) as gb:
        gb.find_grade("reponse-colonne", "carnet", "lecon1", eleve).needs_manual_grade = True
        gb.db.commit()
    cellule = nbformat.v4.new_markdown_cell(texte)
    cellule.metadata["nbgrader"] = {"grade": True, "solution": True, "grade_id": "reponse-colonne", "points": 2}
    ressources = {"nbgrader": {"db_url": url, "notebook": "carnet", "assignment": "lecon1", "student": eleve}}
    GarderLesNotesALaMain().preprocess(nbformat.v4.new_notebook(cells=[cellule]), ressources)
    with Gradebook(url) as gb:
        note = gb.find_grade("reponse-colonne", "carnet", "lecon1", eleve)
        return {"aNoter": note.needs_manual_grade, "manuel": note.manual_score}

print(json.dumps([
    corriger("alice", "Ma réponse."),   # première correction vue : pas d'empreinte d'avant
    corriger("alice", "Ma réponse."),   # corrigée de nouveau, texte inchangé : reste notée
    corriger("alice", "Autre chose."),  # rendue de nouveau, texte changé : à revoir
    corriger("bob", "Sa réponse."),     # jamais notée à la main : toujours à noter
    corriger("bob", "Sa réponse."),
]))
`;

/** Le vrai convertisseur Autograde de nbgrader, réduit à SaveAutoGrades et au préprocesseur (sans noyau). */
const AUTOGRADE = `
import json, os, sys
sys.path.insert(0, sys.argv[2])
import nbformat
from traitlets.config import Config
from nbgrader.api import Gradebook
from nbgrader.converters import Autograde
from nbgrader.coursedir import CourseDirectory
from nbgrader.preprocessors import ClearOutput, SaveAutoGrades
from notes_gardees import GarderLesNotesALaMain
cours = sys.argv[1]
url = "sqlite:///" + cours + "/gradebook.db"

def rendre(texte):
    cellule = nbformat.v4.new_markdown_cell(texte)
    cellule.metadata["nbgrader"] = {"grade": True, "solution": True, "locked": False,
        "grade_id": "reponse-colonne", "points": 2, "schema_version": 3}
    dossier = os.path.join(cours, "submitted", "alice", "lecon1")
    os.makedirs(dossier, exist_ok=True)
    nbformat.write(nbformat.v4.new_notebook(cells=[cellule]), os.path.join(dossier, "carnet.ipynb"))

def corriger():
    c = Config()
    c.CourseDirectory.root = cours
    c.CourseDirectory.course_id = "sudoku"
    c.CourseDirectory.assignment_id = "lecon1"
    c.CourseDirectory.student_id = "alice"
    c.Autograde.force = True
    c.Autograde.sanitize_preprocessors = [ClearOutput]
    c.Autograde.autograde_preprocessors = [SaveAutoGrades, GarderLesNotesALaMain]
    Autograde(coursedir=CourseDirectory(config=c), config=c).start()
    with Gradebook(url) as gb:
        note = gb.find_grade("reponse-colonne", "carnet", "lecon1", "alice")
        return {"aNoter": note.needs_manual_grade, "manuel": note.manual_score}

rendre("Ma réponse.")
etats = [corriger(), corriger()]
rendre("Autre chose.")
etats.append(corriger())
print(json.dumps(etats))
`;

describe("corriger de nouveau une copie", () => {
  it("garde notée une réponse notée à la main dont le texte n'a pas changé", async () => {
    const cours = await coursAvecNotes();
    const r = await lancer(
      pythonDuProjet(),
      ["-c", ESSAI, cours, join(RACINE, "jupyter", "nbgrader")],
      { env: environnementNbgrader() },
    );
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual([
      { aNoter: true, manuel: 2 },
      { aNoter: false, manuel: 2 },
      { aNoter: true, manuel: 2 },
      { aNoter: true, manuel: null },
      { aNoter: true, manuel: null },
    ]);
  }, 180_000);

  it("la configuration du cours l'appelle juste après SaveAutoGrades", async () => {
    const script =
      "import sys; from traitlets.config.loader import PyFileConfigLoader as L; " +
      "c = L('nbgrader_config.py', sys.argv[1]).load_config(); " +
      "print(' '.join(p.__name__ for p in c.Autograde.autograde_preprocessors))";
    const r = await lancer(pythonDuProjet(), ["-c", script, join(RACINE, "jupyter", "nbgrader")], {
      env: environnementNbgrader(),
    });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain("SaveAutoGrades GarderLesNotesALaMain AssignLatePenalties");
  }, 180_000);

  it("dans le vrai Autograde de nbgrader : notée après une nouvelle correction, à revoir si réécrite", async () => {
    const cours = await coursAvecNotes();
    const r = await lancer(
      pythonDuProjet(),
      ["-c", AUTOGRADE, cours, join(RACINE, "jupyter", "nbgrader")],
      { env: environnementNbgrader() },
    );
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout.trim().split("\n").at(-1) ?? "")).toEqual([
      { aNoter: true, manuel: 2 },
      { aNoter: false, manuel: 2 },
      { aNoter: true, manuel: 2 },
    ]);
  }, 180_000);
});
