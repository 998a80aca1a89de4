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
    DeduplicateIds,
    GetGrades,
    IgnorePattern,
    IncludeHeaderFooter,
    InstantiateTests,
    LimitOutput,
    LockCells,
    NbGraderPreprocessor,
    OverwriteCells,
    OverwriteKernelspec,
    SaveAutoGrades,
    SaveCells,
)
from assainir import AssainirLaCopie, assainir_html  # noqa: E402
from execution import ExecutionEnCage  # noqa: E402
from juge import FinNonExecutee, JugeDuCours  # noqa: E402
from nbconvert.preprocessors import ClearMetadataPreprocessor, CSSHTMLHeaderPreprocessor  # noqa: E402
from notes_a_la_main import ReponsesANoter  # noqa: E402
from notes_gardees import GarderLesNotesALaMain  # noqa: E402
from roles import RolesDuDevoir  # noqa: E402
from tests_caches import TestsCachesRemis  # noqa: E402
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
# noyau parle à nbgrader par des sockets Unix, dans un dossier propre à chaque
# copie (ExecutionEnCage, jupyter/nbgrader/execution.py), pris dans celui que
# « npm run devoirs » crée pour chaque lancement.
# « corriger … --sans-cage » (SUDOKU_CORRECTION_SANS_CAGE) : le noyau ordinaire, sous le compte
# du professeur, là où bubblewrap ne peut pas s'ouvrir (voir docs/professeur-nbgrader.md).
c.ExecutionEnCage.kernel_name = (
    "sudoku-ts" if os.environ.get("SUDOKU_CORRECTION_SANS_CAGE") else "sudoku-ts-correction"
)
# Le temps laissé à chaque cellule pendant la correction. verifier borne déjà
# chaque appel de la fonction de l'élève (une seconde par cas en général) et
# essayer le code d'essai (10 s) ; ce délai arrête le reste (le noyau est
# interrompu, comme par le bouton ■, et la correction continue).
c.ExecutionEnCage.timeout = 60
# Le démarrage du noyau en cage prend quelques secondes ; sur une machine très occupée, bien plus.
c.ExecutionEnCage.startup_timeout = 180

# autograde, d'abord la remise en état de la copie : l'ordre de nbgrader, avec le rôle de
# chaque cellule repris du devoir (jupyter/nbgrader/roles.py) avant que OverwriteCells remette
# points, verrous et cellules verrouillées : une copie aux métadonnées retouchées (une réponse
# libre changée en cellule notée automatiquement, ou à cent points) reste notée comme le devoir.
c.Autograde.sanitize_preprocessors = [
    ClearOutput,
    DeduplicateIds,
    OverwriteKernelspec,
    RolesDuDevoir,
    TestsCachesRemis,
    OverwriteCells,
    CheckCellMetadata,
]

# Puis l'ordre de nbgrader, avec le juge du cours juste après Execute
# (jupyter/nbgrader/juge.py) : les points ne dépendent pas du noyau de l'élève.
# Avant Execute, les cellules de code qui suivent le dernier exercice noté sont mises
# de côté (FinNonExecutee) : elles ne comptent pas, et JugeDuCours les remet.
c.Autograde.autograde_preprocessors = [
    FinNonExecutee,
    ExecutionEnCage,
    JugeDuCours,
    IgnorePattern,
    ClearMetadataPreprocessor,
    LimitOutput,
    SaveAutoGrades,
    # Une copie corrigée de nouveau garde ses notes à la main (jupyter/nbgrader/notes_gardees.py).
    GarderLesNotesALaMain,
    AssignLatePenalties,
    CheckCellMetadata,
]


# Le texte de l'élève est une donnée (jupyter/nbgrader/assainir.py) : une fois la copie
# exécutée, jugée et notée, tout ce qu'elle a écrit (Markdown, HTML, SVG, autres sorties)
# est réduit à la liste blanche du cours avant d'être rangé dans autograded/, que lisent
# formgrader, JupyterLab et les retours. En dernier : la note est déjà prise.
c.Autograde.autograde_preprocessors = [*c.Autograde.autograde_preprocessors, AssainirLaCopie]


class CorrigerParLaCommande(NbGraderPreprocessor):
    """Dans formgrader, le bouton de correction automatique refuse, en le disant."""

    def preprocess(self, nb, resources):
        raise RuntimeError(
            "corrigez les copies par « npm run devoirs -- corriger DEVOIR » : la correction du "
            "cours exécute chaque copie dans sa cage, avec les cas de référence du devoir ; "
            "formgrader sert à noter les questions ouvertes."
        )


# « npm run devoirs -- formgrader » (SUDOKU_FORMGRADER) : formgrader lancerait autograde dans son
# serveur, sans la cage ni les cas de référence que prépare « npm run devoirs -- corriger ».
# L'extension du cours (formgrader_du_cours.py) refuse cet appel avant nbgrader, qui efface la
# copie corrigée avant ses préprocesseurs ; ce refus-ci n'est qu'un second rempart.
if os.environ.get("SUDOKU_FORMGRADER"):
    c.Autograde.sanitize_preprocessors = [CorrigerParLaCommande]

# Les retours, en français (gabarit du cours) ; une réponse libre pas encore notée y est dite
# « à noter » (ReponsesANoter, jupyter/nbgrader/notes_a_la_main.py), pas 0. La copie est
# assainie de nouveau (une copie corrigée avant l'assainissement, ou retouchée depuis), et
# le gabarit passe le HTML final par la même liste blanche : sanitize_html de nbconvert,
# avec le filtre clean_html du cours (nh3) au lieu du sien (bleach).
c.GenerateFeedback.preprocessors = [GetGrades, ReponsesANoter, AssainirLaCopie, CSSHTMLHeaderPreprocessor]
c.HTMLExporter.template_name = "retour"
c.HTMLExporter.extra_template_basedirs = [
    os.path.join(os.path.dirname(os.path.abspath(__file__)), "gabarits")
]
c.HTMLExporter.sanitize_html = True
c.HTMLExporter.filters = {"clean_html": assainir_html}
