"""Corriger de nouveau une copie garde les notes données à la main.

nbgrader (SaveAutoGrades) remet « needs manual grade » à toute réponse déjà notée à
la main dès que la copie est corrigée de nouveau (`npm run devoirs -- corriger
DEVOIR --student X`) : formgrader et `reponses` la redemandent alors, même quand
l'élève n'y a rien changé. Ce préprocesseur, juste après SaveAutoGrades, la rend
notée si son texte est celui de la correction d'avant, que le professeur a lu ; un
texte changé (copie rendue de nouveau) reste à revoir, comme le veut nbgrader.

L'empreinte (sha256) du texte de chaque réponse, à chaque correction, est gardée dans
le dossier du cours : `.correction/reponses-corrigees.json`. Le texte de l'élève n'y
est jamais exécuté ni recopié.
"""

import hashlib
import json
import os

from nbgrader.api import Gradebook, MissingEntry
from nbgrader.preprocessors import NbGraderPreprocessor


def chemin_des_empreintes(db_url):
    """Le fichier des empreintes, à côté de gradebook.db (le dossier du cours)."""
    base = db_url.removeprefix("sqlite:///")
    return os.path.join(os.path.dirname(os.path.abspath(base)), ".correction", "reponses-corrigees.json")


def lire(chemin):
    if not os.path.exists(chemin):
        return {}
    with open(chemin, encoding="utf-8") as f:
        return json.load(f)


def ecrire(chemin, empreintes):
    os.makedirs(os.path.dirname(chemin), exist_ok=True)
    provisoire = chemin + ".provisoire"
    with open(provisoire, "w", encoding="utf-8") as f:
        json.dump(empreintes, f, ensure_ascii=False, indent=1, sort_keys=True)
    os.replace(provisoire, chemin)


def empreinte(texte):
    return hashlib.sha256(texte.encode("utf-8")).hexdigest()


class GarderLesNotesALaMain(NbGraderPreprocessor):
    """Une réponse notée à la main, au texte inchangé depuis la correction d'avant, reste notée."""

    def preprocess(self, nb, resources):
        infos = resources["nbgrader"]
        carnet, devoir, eleve = infos["notebook"], infos["assignment"], infos["student"]
        chemin = chemin_des_empreintes(infos["db_url"])
        empreintes = lire(chemin)
        with Gradebook(infos["db_url"]) as gb:
            # Les réponses du devoir selon la base, pas selon les métadonnées de la copie.
            reponses = {c.name for c in gb.find_notebook(carnet, devoir).solution_cells}
            for cellule in nb.cells:
                nom = cellule.metadata.get("nbgrader", {}).get("grade_id")
                if nom not in reponses:
                    continue
                try:
                    note = gb.find_grade(nom, carnet, devoir, eleve)
                except MissingEntry:
                    continue
                cle = "/".join((devoir, eleve, carnet, nom))
                nouvelle = empreinte(cellule.source)
                if note.manual_score is not None and empreintes.get(cle) == nouvelle:
                    note.needs_manual_grade = False
                empreintes[cle] = nouvelle
            gb.db.commit()
        ecrire(chemin, empreintes)
        return nb, resources
