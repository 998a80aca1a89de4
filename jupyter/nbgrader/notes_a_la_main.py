"""Les notes données à la main : lire et écrire la base de notes de nbgrader.

Les réponses aux questions ouvertes (cellules `reponse-…`) ne se notent pas
toutes seules : la correction les laisse « à noter à la main ». Ce script,
lancé par `npm run devoirs -- reponses` et `npm run devoirs -- noter`
(outils/correction/correction-a-la-main.ts), passe par l'API Python de nbgrader
(Gradebook), comme le fait formgrader : la note et le commentaire vont là où
generate_feedback et l'export des notes les lisent.

    python notes_a_la_main.py COURS ID_DU_COURS etat DEVOIR
    python notes_a_la_main.py COURS ID_DU_COURS noter DEVOIR ELEVE CELLULE POINTS [COMMENTAIRE] [--meme-vide]

Le résultat est du JSON sur la sortie standard. Une demande impossible
(élève, devoir ou cellule inconnus, points hors barème, réponse laissée vide
sans --meme-vide) est dite en une phrase française sur la sortie d'erreur, code 2.

Le préprocesseur ReponsesANoter sert aux retours (generate_feedback, voir
nbgrader_config.py) : nbgrader compte 0 à une réponse pas encore notée, la
page de retour doit dire « à noter ».
"""

import json
import os
import sys

from nbgrader.api import Gradebook, MissingEntry
from nbgrader.preprocessors import NbGraderPreprocessor
from traitlets import List


class Refus(Exception):
    """Une demande que l'on refuse, avec sa raison en français."""


# Le commentaire automatique de nbgrader pour une réponse laissée telle quelle (SaveAutoGrades).
PAS_DE_REPONSE = "No response."


def est_vide(note, commentaire):
    """Vrai pour une réponse que l'élève a laissée telle quelle : la correction lui a donné 0."""
    return note.auto_score is not None and commentaire.auto_comment == PAS_DE_REPONSE


def base_de(cours, identifiant):
    chemin = os.path.join(cours, "gradebook.db")
    if not os.path.exists(chemin):
        raise Refus(f"pas de base de notes dans {cours} : lancez d'abord « npm run devoirs -- corriger DEVOIR »")
    return Gradebook("sqlite:///" + chemin, identifiant)


def questions_du_devoir(gb, devoir):
    """Les cellules notées à la main du devoir : (carnet, cellule) pour chaque réponse libre."""
    try:
        devoir_trouve = gb.find_assignment(devoir)
    except MissingEntry:
        raise Refus(f"devoir inconnu de la base de notes : « {devoir} » (a-t-il été corrigé ?)")
    questions = []
    for carnet in devoir_trouve.notebooks:
        solutions = {c.name for c in carnet.solution_cells}
        questions += [(carnet.name, c) for c in carnet.grade_cells if c.name in solutions]
    return questions


def etat(gb, devoir):
    """Pour chaque élève dont la copie est corrigée, l'état de chaque question ouverte."""
    questions = questions_du_devoir(gb, devoir)
    eleves = {}
    for carnet, cellule in questions:
        for note in cellule.grades:
            copie = note.notebook.assignment
            if copie.assignment.name != devoir:
                continue
            commentaire = gb.find_comment(cellule.name, carnet, devoir, copie.student.id)
            eleves.setdefault(copie.student.id, {})[cellule.name] = {
                "carnet": carnet,
                "auto": note.auto_score,
                "manuel": note.manual_score,
                "max": note.max_score,
                "aNoter": bool(note.needs_manual_grade),
                "vide": est_vide(note, commentaire),
                # Le commentaire du professeur seul : « No response. » est dit par « vide ».
                "commentaire": commentaire.manual_comment,
            }
    return {"questions": [c.name for _, c in questions], "eleves": eleves}


def lire_points(texte, maximum):
    """Des points lus en français (« 1,5 ») ou non, entre 0 et le barème."""
    try:
        points = float(texte.replace(",", "."))
    except ValueError:
        raise Refus(f"points illisibles : « {texte} » (un nombre, par exemple 2 ou 1,5)")
    if not 0 <= points <= maximum:
        raise Refus(f"{texte} points : hors du barème de cette question (de 0 à {maximum:g} points)")
    return points


def noter(gb, devoir, eleve, nom, texte_points, commentaire, meme_vide=False):
    questions = questions_du_devoir(gb, devoir)
    try:
        gb.find_student(eleve)
    except MissingEntry:
        raise Refus(f"élève inconnu : « {eleve} »")
    trouvees = [(carnet, c) for carnet, c in questions if c.name == nom]
    if not trouvees:
        liste = ", ".join(c.name for _, c in questions) or "aucune"
        raise Refus(
            f"« {nom} » n'est pas une question ouverte du devoir {devoir} "
            f"(les cellules vérifiées se notent seules) ; les questions à noter : {liste}"
        )
    carnet, cellule = trouvees[0]
    try:
        note = gb.find_grade(nom, carnet, devoir, eleve)
    except MissingEntry:
        raise Refus(f"pas de copie corrigée de {eleve} pour le devoir {devoir}")
    points = lire_points(texte_points, cellule.max_score)
    if not meme_vide and est_vide(note, gb.find_comment(nom, carnet, devoir, eleve)):
        raise Refus(
            f"Pas de réponse : {eleve} a laissé « {nom} » telle quelle, et la correction lui a "
            "donné 0. Pour la noter quand même, relancez avec --meme-vide."
        )
    # Comme formgrader : une note donnée à la main remplace celle de la correction automatique.
    note.manual_score = points
    note.needs_manual_grade = False
    if commentaire is not None:
        gb.find_comment(nom, carnet, devoir, eleve).manual_comment = commentaire or None
    gb.db.commit()
    return {"eleve": eleve, "cellule": nom, "points": points, "max": cellule.max_score}


class ReponsesANoter(NbGraderPreprocessor):
    """Marque (`a_noter`) chaque réponse libre que ni la correction ni le professeur n'a notée."""

    # Réglé par l'exportateur HTML des retours pour tout NbConvertBase : déclaré réglable, comme
    # dans GetGrades, pour que traitlets ne le signale pas comme une option inconnue.
    display_data_priority = List(config=True)

    def preprocess(self, nb, resources):
        infos = resources["nbgrader"]
        copie = (infos["notebook"], infos["assignment"], infos["student"])
        with Gradebook(infos["db_url"]) as gb:
            for cellule in nb.cells:
                meta = cellule.metadata.get("nbgrader", {})
                if cellule.cell_type == "markdown" and meta.get("grade"):
                    note = gb.find_grade(meta["grade_id"], *copie)
                    meta["a_noter"] = note.manual_score is None and note.auto_score is None
        return nb, resources


def main(args):
    if len(args) < 4:
        raise Refus("usage : notes_a_la_main.py COURS ID_DU_COURS etat|noter DEVOIR …")
    cours, identifiant, action, devoir, *reste = args
    meme_vide = "--meme-vide" in reste
    reste = [a for a in reste if a != "--meme-vide"]
    with base_de(cours, identifiant) as gb:
        if action == "etat":
            return etat(gb, devoir)
        if action == "noter" and len(reste) in (3, 4):
            eleve, nom, points = reste[:3]
            commentaire = reste[3] if len(reste) == 4 else None
            return noter(gb, devoir, eleve, nom, points, commentaire, meme_vide)
    raise Refus(f"demande inconnue : {' '.join(args[2:])}")


if __name__ == "__main__":
    try:
        print(json.dumps(main(sys.argv[1:]), ensure_ascii=False))
    except Refus as refus:
        print(refus, file=sys.stderr)
        sys.exit(2)
