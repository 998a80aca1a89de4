"""La configuration nbgrader du cours, commune à tous les devoirs.

`npm run devoirs` la fait lire à nbgrader (JUPYTER_CONFIG_PATH) ; le
nbgrader_config.py du dossier du cours n'y ajoute que ce qui lui est propre
(nom du cours, dossier d'échange). Voir docs/professeur-nbgrader.md.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from nbgrader.preprocessors import (  # noqa: E402
    AssignLatePenalties,
    CheckCellMetadata,
    ClearHiddenTests,
    ClearMarkScheme,
    ClearOutput,
    ComputeChecksums,
    Execute,
    IgnorePattern,
    IncludeHeaderFooter,
    InstantiateTests,
    LimitOutput,
    LockCells,
    SaveAutoGrades,
    SaveCells,
)
from juge import FinNonExecutee, JugeDuCours  # noqa: E402
from nbconvert.preprocessors import ClearMetadataPreprocessor  # noqa: E402
from version_eleve import VersionEleve  # noqa: E402

c = get_config()  # noqa: F821

# Les délimiteurs du cours, dans les carnets du professeur.
c.ClearSolutions.begin_solution_delimeter = "// DEBUT SOLUTION"
c.ClearSolutions.end_solution_delimeter = "// FIN SOLUTION"
c.ClearHiddenTests.begin_test_delimeter = "// DEBUT TESTS CACHES"
c.ClearHiddenTests.end_test_delimeter = "// FIN TESTS CACHES"

# L'ébauche d'un bloc sans consigne ; avec une consigne, c'est VersionEleve qui
# écrit « // À vous : consigne » et son ExerciceNonFait, comme npm run carnets:eleves.
c.ClearSolutions.code_stub = {
    "typescript": '// À vous : écrivez le code ici.\nthrow new ExerciceNonFait("écrivez le code ici.");'
}

# generate_assignment : l'ordre de nbgrader, avec la version élève du cours à
# la place de ClearSolutions (avant SaveCells, ClearHiddenTests après).
c.GenerateAssignment.preprocessors = [
    IncludeHeaderFooter,
    InstantiateTests,
    LockCells,
    VersionEleve,
    ClearOutput,
    CheckCellMetadata,
    ComputeChecksums,
    SaveCells,
    ClearHiddenTests,
    ClearMarkScheme,
    ComputeChecksums,
    CheckCellMetadata,
]

# La correction exécute chaque copie dans le noyau du cours enfermé par
# bubblewrap (jupyter/correction/kernels/sudoku-ts-correction/cage.js) : sans
# réseau, sans accès aux sources, aux autres copies ni à la base de notes. Le
# noyau parle à nbgrader par des sockets Unix, dans le dossier que
# « npm run devoirs » crée pour chaque lancement.
# « corriger … --sans-cage » (SUDOKU_CORRECTION_SANS_CAGE) : le noyau ordinaire, sous le compte
# du professeur, là où bubblewrap ne peut pas s'ouvrir (voir docs/professeur-nbgrader.md).
if os.environ.get("SUDOKU_CORRECTION_SANS_CAGE"):
    c.Execute.kernel_name = "sudoku-ts"
else:
    c.Execute.kernel_name = "sudoku-ts-correction"
    c.KernelManager.transport = "ipc"
    if os.environ.get("SUDOKU_CORRECTION_SOCKETS"):
        c.KernelManager.ip = os.path.join(os.environ["SUDOKU_CORRECTION_SOCKETS"], "noyau")
# Le temps laissé à chaque cellule pendant la correction. verifier borne déjà
# chaque appel de la fonction de l'élève (une seconde par cas en général) et
# essayer le code d'essai (10 s) ; ce délai arrête le reste (le noyau est
# interrompu, comme par le bouton ■, et la correction continue).
c.Execute.timeout = 60

# autograde : l'ordre de nbgrader, avec le juge du cours juste après Execute
# (jupyter/nbgrader/juge.py) : les points ne dépendent pas du noyau de l'élève.
# Avant Execute, les cellules qui suivent le dernier exercice noté sont mises
# de côté (FinNonExecutee) : elles ne comptent pas, et JugeDuCours les remet.
c.Autograde.autograde_preprocessors = [
    FinNonExecutee,
    Execute,
    JugeDuCours,
    IgnorePattern,
    ClearMetadataPreprocessor,
    LimitOutput,
    SaveAutoGrades,
    AssignLatePenalties,
    CheckCellMetadata,
]

# Les retours, en français (gabarit du cours).
c.HTMLExporter.template_name = "retour"
c.HTMLExporter.extra_template_basedirs = [
    os.path.join(os.path.dirname(os.path.abspath(__file__)), "gabarits")
]
