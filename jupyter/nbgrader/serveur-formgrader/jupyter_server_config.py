"""Le serveur de « npm run devoirs -- formgrader » : il montre des copies, il n'exécute rien.

outils/correction/correction-a-la-main.ts met ce dossier dans JUPYTER_CONFIG_PATH, pour ce
serveur seulement (ni `npm start`, ni la classe). Voir formgrader_du_cours.py.
"""

import os
import sys

# formgrader_du_cours.py et assainir.py, dans jupyter/nbgrader/.
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

c = get_config()  # noqa: F821

c.ServerApp.jpserver_extensions.update(
    {
        # Politique de sécurité, copies assainies, boutons de formgrader sûrs.
        "formgrader_du_cours": True,
        # Ce que les élèves ont de nbgrader : « Validate » exécuterait une copie, hors de la cage.
        "nbgrader.server_extensions.validate_assignment": False,
        "nbgrader.server_extensions.assignment_list": False,
        "nbgrader.server_extensions.course_list": False,
    }
)
# Ni terminal, ni noyau : le code d'un élève ne s'exécute que dans la cage de la correction,
# jamais sous le compte du professeur, même si une page de ce serveur était trompée.
c.ServerApp.terminals_enabled = False
c.ServerApp.kernel_manager_class = "formgrader_du_cours.AucunNoyau"
c.KernelSpecManager.allowed_kernelspecs = {"aucun-noyau-dans-formgrader"}
