"""Les tests cachés remis sans fausse alerte.

Une cellule de vérification à tests cachés (`// DEBUT TESTS CACHES`) part chez
l'élève sans eux ; la base de notes garde sa version du professeur, et sa
somme de contrôle. OverwriteCells remet cette version, mais en criant à la
modification (« Attribute 'checksum' … has changed! ») sur chaque copie, même
intacte. Ce préprocesseur, placé juste avant OverwriteCells, remet lui-même
la version du professeur quand la cellule de la copie est exactement celle
qui a été distribuée : seule une cellule vraiment retouchée reste signalée.
"""

import copy

from nbformat import NotebookNode
from nbgrader.api import Gradebook, MissingEntry
from nbgrader.preprocessors import ClearHiddenTests, NbGraderPreprocessor


class TestsCachesRemis(NbGraderPreprocessor):
    """Remet les tests cachés d'une cellule verrouillée restée telle qu'on l'a distribuée."""

    def preprocess(self, nb, resources):
        infos = resources["nbgrader"]
        self.carnet = (infos["notebook"], infos["assignment"])
        self.effaceur = ClearHiddenTests(config=self.config)
        with Gradebook(infos["db_url"]) as self.gradebook:
            return super().preprocess(nb, resources)

    def distribuee(self, source):
        """Le texte de la cellule du professeur tel que l'élève l'a reçu (sans tests cachés)."""
        cellule = copy.deepcopy(source)
        if not self.effaceur._remove_hidden_test_region(cellule):
            return None
        return cellule.source

    def preprocess_cell(self, cell, resources, index):
        nom = cell.metadata.get("nbgrader", {}).get("grade_id")
        if not nom or not cell.metadata["nbgrader"].get("locked"):
            return cell, resources
        try:
            source = self.gradebook.find_source_cell(nom, *self.carnet)
        except MissingEntry:
            return cell, resources
        professeur = NotebookNode({"source": source.source, "cell_type": source.cell_type})
        if cell.source == self.distribuee(professeur):
            cell.source = source.source
        return cell, resources
