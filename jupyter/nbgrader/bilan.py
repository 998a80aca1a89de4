"""Le bilan d'un devoir corrigé, lu dans la base de notes de nbgrader.

Lancé par `npm run devoirs -- corriger` et `ramasser`
(outils/correction/bilan-correction.ts), par l'API Python de nbgrader
(Gradebook), comme notes_a_la_main.py : pour chaque élève dont une copie est
corrigée, les points de chaque cellule notée, ce qui reste à noter à la main,
le total et le retard sur la date de rendu du devoir.

    python bilan.py COURS ID_DU_COURS DEVOIR             (le bilan)
    python bilan.py COURS ID_DU_COURS DEVOIR echeance    (la seule date de rendu)

Le résultat est du JSON sur la sortie standard ; une base ou un devoir
absents sont dits en une phrase française sur la sortie d'erreur, code 2.
"""

import json
import os
import sys

import nbformat
from nbgrader.api import Gradebook, MissingEntry


class Refus(Exception):
    """Une demande impossible, avec sa raison en français."""


def ordre_des_cellules(cours, devoir, carnet):
    """Les cellules notées d'un carnet du professeur, dans l'ordre du carnet."""
    chemin = os.path.join(cours, "source", devoir, carnet + ".ipynb")
    if not os.path.exists(chemin):
        return []
    nb = nbformat.read(chemin, as_version=4)
    return [c.metadata.get("nbgrader", {}).get("grade_id") for c in nb.cells]


def cellules_notees(cours, devoir_trouve):
    """Chaque cellule notée du devoir : nom, points, et si elle se note à la main."""
    cellules = []
    for carnet in devoir_trouve.notebooks:
        ordre = ordre_des_cellules(cours, devoir_trouve.name, carnet.name)
        rang = {nom: k for k, nom in enumerate(ordre)}
        solutions = {c.name for c in carnet.solution_cells}
        notees = sorted(carnet.grade_cells, key=lambda c: rang.get(c.name, len(rang)))
        cellules += [
            {"nom": c.name, "max": c.max_score, "aLaMain": c.name in solutions} for c in notees
        ]
    return cellules


def copie_de(soumission):
    """Les points d'une copie corrigée : cellule → points (None si à noter à la main)."""
    points = {}
    a_noter = []
    for carnet in soumission.notebooks:
        for note in carnet.grades:
            if note.needs_manual_grade:
                a_noter.append(note.name)
                points[note.name] = None
            else:
                points[note.name] = note.score
    return {
        "eleve": soumission.student.id,
        "points": points,
        "aNoter": a_noter,
        "total": soumission.score,
        "max": soumission.max_score,
        "retard": soumission.total_seconds_late,
    }


def bilan(gb, cours, devoir):
    try:
        devoir_trouve = gb.find_assignment(devoir)
    except MissingEntry:
        raise Refus(f"devoir inconnu de la base de notes : « {devoir} » (a-t-il été corrigé ?)")
    copies = sorted((copie_de(s) for s in devoir_trouve.submissions), key=lambda c: c["eleve"])
    echeance = devoir_trouve.duedate.isoformat() if devoir_trouve.duedate else None
    return {"cellules": cellules_notees(cours, devoir_trouve), "copies": copies, "echeance": echeance}


def echeance(gb, devoir):
    """La date de rendu du devoir (UTC, ISO), ou None."""
    try:
        duedate = gb.find_assignment(devoir).duedate
    except MissingEntry:
        return None
    return duedate.isoformat() if duedate else None


def main(args):
    if len(args) not in (3, 4):
        raise Refus("usage : bilan.py COURS ID_DU_COURS DEVOIR [echeance]")
    cours, identifiant, devoir = args[:3]
    chemin = os.path.join(cours, "gradebook.db")
    if not os.path.exists(chemin):
        if len(args) == 4:
            return {"echeance": None}
        raise Refus(f"pas de base de notes dans {cours}")
    with Gradebook("sqlite:///" + chemin, identifiant) as gb:
        if len(args) == 4:
            return {"echeance": echeance(gb, devoir)}
        return bilan(gb, cours, devoir)


if __name__ == "__main__":
    try:
        print(json.dumps(main(sys.argv[1:]), ensure_ascii=False))
    except Refus as refus:
        print(refus, file=sys.stderr)
        sys.exit(2)
