"""Les notes du cours, lues dans gradebook.db pour la feuille de notes du professeur.

Lancé par `npm run devoirs -- notes` (outils/correction/feuille-de-notes.ts), qui
en fait un tableau français. Il passe par l'API Python de nbgrader (Gradebook),
comme formgrader et l'export de nbgrader : les points sont ceux qu'ils montrent.

    python feuille_de_notes.py COURS ID_DU_COURS

Le résultat est du JSON sur la sortie standard :
- `devoirs` : pour chaque devoir (par date de rendu, puis par nom), ses cellules
  notées dans l'ordre des carnets, chacune avec son barème et sa sorte (« exercice »
  pour une vérification, « reponse » pour une réponse écrite, notée à la main) ;
- `eleves` : pour chaque élève, son nom, et pour chaque devoir sa copie (null si
  elle n'a pas été rendue) : les points de chaque cellule (null si la réponse
  attend encore sa note à la main) et la pénalité de retard.
Une base absente est dite en français sur la sortie d'erreur, code 2.
"""

import json
import os
import sys

from nbgrader.api import Gradebook, MissingEntry


def ordre_du_carnet(cours, devoir, carnet):
    """Les identifiants des cellules du carnet du professeur, dans l'ordre de la leçon."""
    chemin = os.path.join(cours, "source", devoir, carnet + ".ipynb")
    if not os.path.exists(chemin):
        return []
    with open(chemin, encoding="utf-8") as f:
        cellules = json.load(f).get("cells", [])
    return [c.get("metadata", {}).get("nbgrader", {}).get("grade_id") for c in cellules]


def cellules_du_devoir(cours, devoir):
    """Les cellules notées du devoir, carnet par carnet, dans l'ordre des carnets du professeur."""
    cellules = []
    for carnet in sorted(devoir.notebooks, key=lambda n: n.name):
        ecrites = {c.name for c in carnet.solution_cells}
        ordre = ordre_du_carnet(cours, devoir.name, carnet.name)
        rang = lambda c: (ordre.index(c.name) if c.name in ordre else len(ordre), c.name)  # noqa: E731
        for cellule in sorted(carnet.grade_cells, key=rang):
            cellules.append(
                {
                    "carnet": carnet.name,
                    "nom": cellule.name,
                    "max": cellule.max_score,
                    # Une cellule notée qui est aussi une réponse : notée à la main.
                    "sorte": "reponse" if cellule.name in ecrites else "exercice",
                }
            )
    return cellules


def copie_de(gb, devoir, eleve, cellules):
    """Les points d'une copie rendue, ou None si l'élève n'a rien rendu."""
    try:
        copie = gb.find_submission(devoir, eleve)
    except MissingEntry:
        return None
    points = {}
    for cellule in cellules:
        try:
            note = gb.find_grade(cellule["nom"], cellule["carnet"], devoir, eleve)
        except MissingEntry:
            points[cellule["nom"]] = None
            continue
        en_attente = note.manual_score is None and note.auto_score is None
        points[cellule["nom"]] = None if en_attente else note.score
    return {"points": points, "penalite": copie.late_submission_penalty or 0}


def feuille(gb, cours):
    devoirs = sorted(gb.assignments, key=lambda d: (d.duedate is None, d.duedate or 0, d.name))
    cellules = {d.name: cellules_du_devoir(cours, d) for d in devoirs}
    eleves = []
    for eleve in sorted(gb.students, key=lambda e: e.id):
        eleves.append(
            {
                "id": eleve.id,
                "nom": eleve.last_name or "",
                "prenom": eleve.first_name or "",
                "copies": {d.name: copie_de(gb, d.name, eleve.id, cellules[d.name]) for d in devoirs},
            }
        )
    return {
        "devoirs": [{"nom": d.name, "cellules": cellules[d.name]} for d in devoirs],
        "eleves": eleves,
    }


def main(args):
    cours, identifiant = args
    chemin = os.path.join(cours, "gradebook.db")
    if not os.path.exists(chemin):
        print(
            f"pas de base de notes dans {cours} : lancez d'abord « npm run devoirs -- corriger DEVOIR »",
            file=sys.stderr,
        )
        sys.exit(2)
    with Gradebook("sqlite:///" + chemin, identifiant) as gb:
        print(json.dumps(feuille(gb, cours), ensure_ascii=False))


if __name__ == "__main__":
    main(sys.argv[1:])
