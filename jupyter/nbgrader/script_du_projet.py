"""Lancer un script TypeScript du projet depuis un préprocesseur nbgrader.

Les préprocesseurs du cours (version élève, juge) ne réécrivent rien en
Python : ils demandent au code du projet, par ts-node, avec le node que
« npm run devoirs » met dans le PATH. Le texte passe par l'entrée et la
sortie standard.
"""

import os
import shutil
import subprocess

RACINE = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TS_NODE = os.path.join(RACINE, "node_modules", "ts-node", "dist", "bin.js")


def executer(script, entree, echec, env=None):
    """
    Lance `script` (chemin relatif à la racine) sur `entree` ; rend sa sortie.
    Lève RuntimeError avec sa sortie d'erreur, ou `echec` si elle est vide.
    """
    node = shutil.which("node")
    if node is None:
        raise RuntimeError(
            "node est introuvable : lancez nbgrader par « npm run devoirs », "
            "qui met le node du projet dans le PATH."
        )
    fini = subprocess.run(
        [node, TS_NODE, script],
        cwd=RACINE,
        input=entree,
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=env,
    )
    if fini.returncode != 0:
        raise RuntimeError(fini.stderr.strip() or echec)
    return fini.stdout
