"""Le préprocesseur nbgrader du cours : la version élève d'un carnet.

nbgrader ne sait mettre qu'une même ébauche à la place de chaque solution ;
le cours, lui, met la consigne de chaque bloc (« // À vous : … » et
« throw new ExerciceNonFait("…") »), retire les cellules « professeur » et
réduit les imports de la bibliothèque. Plutôt que de le réécrire en Python,
ce préprocesseur demande la version élève au code du projet
(outils/correction/version-eleve-nbgrader.ts, qui appelle versionEleve) : il n'y a
qu'une façon de faire une copie élève, celle de `npm run carnets:eleves`.

Il prend la place de ClearSolutions dans generate_assignment (voir
nbgrader_config.py), avant SaveCells : nbgrader enregistre donc les cellules
telles que l'élève les reçoit, tests cachés compris, puis ClearHiddenTests
retire ceux-ci.
"""

import os

import nbformat
from nbgrader.preprocessors import NbGraderPreprocessor
from script_du_projet import executer

SCRIPT = os.path.join("outils", "correction", "version-eleve-nbgrader.ts")


class VersionEleve(NbGraderPreprocessor):
    """Remplace chaque solution par la consigne et l'ébauche du cours."""

    def preprocess(self, nb, resources):
        sortie = executer(SCRIPT, nbformat.writes(nb), "version élève impossible")
        nb.cells = nbformat.reads(sortie, as_version=4).cells
        return nb, resources
