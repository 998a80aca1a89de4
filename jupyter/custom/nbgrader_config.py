"""La configuration nbgrader des serveurs des élèves (npm start, serveurs du hub).

Les extensions de nbgrader (liste des devoirs, validation) chargées par le
JupyterLab de l'élève cherchent un nbgrader_config.py et, sans lui,
avertissent en anglais à chaque démarrage (« No nbgrader_config.py file
found »). Il n'y a rien à y régler pour le cours hors nbgrader : ce fichier,
copié dans le dossier de configuration de Jupyter avec custom.css
(outils/commun/jupyter.ts), reste vide. La configuration du professeur est
dans jupyter/nbgrader/nbgrader_config.py.
"""

c = get_config()  # noqa: F821
