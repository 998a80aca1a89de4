"""Le rôle de chaque cellule d'une copie, repris du devoir.

Les métadonnées nbgrader d'une copie sont dans le fichier de l'élève : il
peut les changer. OverwriteCells remet les points, le verrou et le texte des
cellules verrouillées, mais pas le rôle : une réponse à une question ouverte
(texte, notée à la main) dont l'élève a retiré `solution` n'est plus valide
pour nbgrader, qui refuserait toute la copie ; une cellule de code marquée
`grade` par l'élève compterait pour la dernière cellule notée. Ce
préprocesseur, placé juste avant OverwriteCells, reprend donc de la base de
notes le rôle de chaque cellule (notée, réponse, tâche, verrouillée) et ses
points, et retire les métadonnées d'une cellule que le devoir ne connaît pas.
"""

from nbgrader.api import Gradebook, MissingEntry
from nbgrader.preprocessors import NbGraderPreprocessor


def trouver(recherche, *args):
    """L'objet de la base, ou None s'il n'y est pas."""
    try:
        return recherche(*args)
    except MissingEntry:
        return None


class RolesDuDevoir(NbGraderPreprocessor):
    """Remet à chaque cellule de la copie le rôle qu'elle a dans le devoir."""

    def preprocess(self, nb, resources):
        infos = resources["nbgrader"]
        self.carnet = (infos["notebook"], infos["assignment"])
        self.gradebook = Gradebook(infos["db_url"])
        with self.gradebook:
            return super().preprocess(nb, resources)

    def preprocess_cell(self, cell, resources, index):
        meta = cell.metadata.get("nbgrader")
        if meta is None:
            return cell, resources
        gb = self.gradebook
        nom = meta.get("grade_id")
        source = trouver(gb.find_source_cell, nom, *self.carnet) if nom else None
        if source is None:
            del cell.metadata["nbgrader"]
            return cell, resources
        notee = trouver(gb.find_graded_cell, nom, *self.carnet)
        meta["grade"] = notee is not None and trouver(gb.find_task_cell, nom, *self.carnet) is None
        meta["solution"] = trouver(gb.find_solution_cell, nom, *self.carnet) is not None
        meta["task"] = notee is not None and not meta["grade"]
        meta["locked"] = source.locked
        if notee is not None:
            meta["points"] = notee.max_score
        else:
            meta.pop("points", None)
        return cell, resources
