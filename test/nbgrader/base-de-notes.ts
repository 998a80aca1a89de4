/**
 * Un petit cours nbgrader fait à la main, sans correction : un devoir
 * `lecon1` (deux exercices, une réponse écrite), et une base de notes remplie
 * par l'API de nbgrader comme la laisseraient `corriger` et `noter`. Les tests
 * de la feuille de notes et de la notation à la main y lisent et y écrivent en
 * une seconde, là où une vraie correction prend des minutes.
 *
 * - alice (Martin Alice) : 1 et 1,5 aux exercices, la réponse notée 2 à la main ;
 * - bob : 0 et 2, la réponse écrite attend sa note ;
 * - chloe : rien rendu ;
 * - dan : 1 et 0, la réponse laissée telle quelle (0, « No response. »).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { pythonDuProjet } from "../../outils/commun/jupyter";
import { environnementNbgrader } from "../../outils/correction/cours-nbgrader";
import { dossierTemporaire } from "../aide-dossiers";
import { lancer } from "../aide-processus";

export const DEVOIR = "lecon1";
export const CARNET = "carnet";
export const REPONSE = "reponse-colonne";

const REMPLIR = `
import sys
from nbgrader.api import Gradebook
gb = Gradebook("sqlite:///" + sys.argv[1] + "/gradebook.db", "sudoku")
gb.add_assignment("lecon1")
gb.add_notebook("carnet", "lecon1")
gb.add_grade_cell("verifier-a", "carnet", "lecon1", max_score=1, cell_type="code")
gb.add_grade_cell("verifier-b", "carnet", "lecon1", max_score=2, cell_type="code")
gb.add_grade_cell("reponse-colonne", "carnet", "lecon1", max_score=2, cell_type="markdown")
gb.add_solution_cell("reponse-colonne", "carnet", "lecon1")
gb.add_student("alice", last_name="Martin", first_name="Alice")
for eleve in ("bob", "chloe", "dan"):
    gb.add_student(eleve)
def copie(eleve, a, b, reponse, manuel=None, commentaire=None):
    gb.add_submission("lecon1", eleve)
    for cellule, auto in (("verifier-a", a), ("verifier-b", b), ("reponse-colonne", reponse)):
        note = gb.find_grade(cellule, "carnet", "lecon1", eleve)
        note.auto_score = auto
        note.needs_manual_grade = auto is None
    note.manual_score = manuel
    if manuel is not None:
        note.needs_manual_grade = False
    gb.find_comment("reponse-colonne", "carnet", "lecon1", eleve).auto_comment = commentaire
    gb.db.commit()
copie("alice", 1, 1.5, None, manuel=2)
copie("bob", 0, 2, None)
copie("dan", 1, 0, 0, commentaire="No response.")
gb.close()
`;

/** Une cellule du carnet du professeur. */
function cellule(type: "code" | "markdown", source: string, nbgrader?: object, tags?: string[]) {
  return {
    cell_type: type,
    id: Math.random().toString(36).slice(2, 10),
    metadata: { ...(nbgrader ? { nbgrader } : {}), ...(tags ? { tags } : {}) },
    source,
    ...(type === "code" ? { execution_count: null, outputs: [] } : {}),
  };
}

/** Le carnet du professeur : l'ordre des cellules est celui de la feuille de notes. */
const carnet = {
  nbformat: 4,
  nbformat_minor: 5,
  metadata: {},
  cells: [
    cellule("code", "verifier(a)", { grade: true, grade_id: "verifier-a", points: 1 }),
    cellule("markdown", "Pourquoi la colonne ?"),
    cellule("markdown", "Votre réponse ici.", {
      grade: true,
      solution: true,
      grade_id: REPONSE,
      points: 2,
    }),
    cellule("markdown", "Barème : 1 point pour la colonne, 1 pour l'exemple.", undefined, [
      "professeur",
    ]),
    cellule("code", "verifier(b)", { grade: true, grade_id: "verifier-b", points: 2 }),
  ],
};

/** Un dossier de cours neuf, avec sa base de notes remplie. */
export async function coursAvecNotes(): Promise<string> {
  const cours = dossierTemporaire("nbgrader-notes");
  writeFileSync(join(cours, "nbgrader_config.py"), "c = get_config()  # noqa: F821\n");
  mkdirSync(join(cours, "source", DEVOIR), { recursive: true });
  writeFileSync(join(cours, "source", DEVOIR, `${CARNET}.ipynb`), JSON.stringify(carnet));
  const r = await lancer(pythonDuProjet(), ["-c", REMPLIR, cours], {
    // La base neuve se crée par alembic, de .venv/bin.
    env: environnementNbgrader(),
  });
  expect(r.code, r.stderr).toBe(0);
  return cours;
}
