"""Les barèmes des questions ouvertes, lus dans le carnet du professeur.

Dans le carnet du professeur, le barème d'une question ouverte est la cellule de
texte étiquetée `professeur` qui suit juste la réponse (voir « Les questions
ouvertes » dans docs/professeur-nbgrader.md, et questionsDuCarnet dans
outils/correction/correction-a-la-main.ts). Il ne part jamais chez l'élève :
formgrader le prend ici, dans source/DEVOIR/, pour le montrer à côté de chaque
réponse (gabarits/formgrade_cours), sans le mettre dans la copie ni dans le retour.
"""

import json
import os


def _source(cellule):
    source = cellule.get("source", "")
    return "".join(source) if isinstance(source, list) else source


def _est_reponse(cellule):
    meta = cellule.get("metadata", {}).get("nbgrader", {})
    return cellule.get("cell_type") == "markdown" and meta.get("grade") is True


def _est_du_professeur(cellule):
    return "professeur" in cellule.get("metadata", {}).get("tags", [])


def baremes_du_carnet(chemin):
    """{identifiant de la réponse : texte du barème} ; vide si le carnet manque."""
    if not os.path.exists(chemin):
        return {}
    with open(chemin, encoding="utf-8") as f:
        cellules = json.load(f).get("cells", [])
    baremes = {}
    for cellule, suivante in zip(cellules, cellules[1:]):
        if _est_reponse(cellule) and _est_du_professeur(suivante):
            baremes[cellule["metadata"]["nbgrader"].get("grade_id", "")] = _source(suivante)
    return baremes


def baremes_de_la_copie(copie, devoir, carnet):
    """Les barèmes du carnet du professeur d'une copie corrigée (COURS/autograded/ÉLÈVE/DEVOIR/CARNET.ipynb)."""
    cours = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(copie)))))
    return baremes_du_carnet(os.path.join(cours, "source", devoir, carnet + ".ipynb"))
