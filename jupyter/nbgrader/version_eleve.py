"""Le préprocesseur nbgrader du cours : la version élève d'un carnet.

nbgrader ne sait mettre qu'une même ébauche à la place de chaque solution ;
le cours, lui, met la consigne de chaque bloc (« // À vous : … » et
« throw new ExerciceNonFait("…") »), retire les cellules « professeur » et
réduit les imports de la bibliothèque. Plutôt que de le réécrire en Python,
ce préprocesseur demande la version élève au code du projet
(outils/version-eleve-nbgrader.ts, qui appelle versionEleve) : il n'y a
qu'une façon de faire une copie élève, celle de `npm run carnets:eleves`.

Il prend la place de ClearSolutions dans generate_assignment (voir
nbgrader_config.py), avant SaveCells : nbgrader enregistre donc les cellules
telles que l'élève les reçoit, tests cachés compris, puis ClearHiddenTests
retire ceux-ci.
"""

import json
import os
import shutil
import subprocess

import nbformat
from nbgrader.preprocessors import NbGraderPreprocessor

RACINE = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join("outils", "version-eleve-nbgrader.ts")
TS_NODE = os.path.join(RACINE, "node_modules", "ts-node", "dist", "bin.js")


class VersionEleve(NbGraderPreprocessor):
    """Remplace chaque solution par la consigne et l'ébauche du cours."""

    def preprocess(self, nb, resources):
        node = shutil.which("node")
        if node is None:
            raise RuntimeError(
                "node est introuvable : lancez nbgrader par « npm run devoirs », "
                "qui met le node du projet dans le PATH."
            )
        texte = nbformat.writes(nb)
        fini = subprocess.run(
            [node, TS_NODE, SCRIPT],
            cwd=RACINE,
            input=texte,
            capture_output=True,
            text=True,
            encoding="utf-8",
        )
        if fini.returncode != 0:
            raise RuntimeError(fini.stderr.strip() or "version élève impossible")
        eleve = nbformat.reads(fini.stdout, as_version=4)
        nb.cells = eleve.cells
        return nb, resources
