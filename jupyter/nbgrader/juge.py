"""Le juge du cours : ce qui décide des points d'une cellule « verifier ».

nbgrader donne ses points à une cellule notée qui finit sans erreur. Mais
c'est le noyau de l'élève qui décide s'il y a une erreur, et le code de
l'élève tourne dans ce noyau : il peut y redéclarer `verifier`, changer le
verdict d'un bilan, ou importer un faux `verifier` dans une cellule dont il
a retiré les métadonnées. Ce préprocesseur, placé juste après Execute, ne
croit donc pas le noyau : il relit les pièces que `verifier` laisse dans la
sortie de chaque cellule notée (src/verification/pieces.ts), les passe au juge
du cours (outils/correction/juge.ts, hors de la cage, avec la bibliothèque du cours),
et remplace les sorties de la cellule par le rapport du juge, suivi d'une
erreur quand l'exercice vaut 0. Le reste de nbgrader (SaveAutoGrades, les
retours) lit ces sorties-là.
"""

import json
import os

import nbformat
from nbformat import from_dict
from nbgrader.preprocessors import NbGraderPreprocessor
from execution import CLE_ARRET, CLE_CONTEXTE
from script_du_projet import executer

SCRIPT = os.path.join("outils", "correction", "juge.ts")
MIME_PIECES = "application/vnd.sudoku-ts.pieces+json"
PREFIXE = "verifier-"


def pieces_de(cellule, nom):
    """Les dernières pièces de l'exercice `nom` dans les sorties de la cellule."""
    trouvees = None
    for sortie in cellule.get("outputs", []):
        donnees = sortie.get("data", {}) if isinstance(sortie, dict) else {}
        pieces = donnees.get(MIME_PIECES)
        if isinstance(pieces, dict) and pieces.get("nom") == nom:
            trouvees = pieces
    return trouvees


def sans_pieces(sortie):
    """La sortie sans les pièces (elles n'ont rien à faire dans la copie corrigée)."""
    if isinstance(sortie, dict) and MIME_PIECES in sortie.get("data", {}):
        sortie["data"].pop(MIME_PIECES)
    return sortie


def erreur_de(cellule):
    """La première erreur qu'a montrée la cellule (« ReferenceError: … »), ou None."""
    for sortie in cellule.get("outputs", []):
        if isinstance(sortie, dict) and sortie.get("output_type") == "error":
            texte = f"{sortie.get('ename', '')}: {sortie.get('evalue', '')}".strip(": ")
            return texte[:500] or None
    return None


def identifiant(cellule):
    return cellule.get("metadata", {}).get("nbgrader", {}).get("grade_id")


def exercice_note(cellule):
    """Le nom de l'exercice que vérifie une cellule notée `verifier-<nom>`, ou None."""
    meta = cellule.get("metadata", {}).get("nbgrader", {})
    grade_id = meta.get("grade_id") or ""
    if cellule.cell_type == "code" and meta.get("grade") and grade_id.startswith(PREFIXE):
        return grade_id[len(PREFIXE) :]
    return None


def faute_de_forme(nb, source):
    """
    Ce qui fausse la correction dans la forme de la copie, ou None. Chaque
    cellule verrouillée du professeur doit y être (nbgrader ne remet dans son
    état que celles qui ont gardé leurs métadonnées), et aucun code de l'élève
    ne doit s'exécuter avant la première d'entre elles, celle qui importe la
    bibliothèque : les pièges de la correction se ferment après elle.
    """
    verrouillees = [
        c for c in source.cells if c.cell_type == "code" and c.metadata.get("nbgrader", {}).get("locked")
    ]
    presentes = {identifiant(c) for c in nb.cells if c.cell_type == "code"}
    for cellule in verrouillees:
        if identifiant(cellule) not in presentes:
            return (
                f"la cellule verrouillée « {identifiant(cellule)} » du devoir manque ou a perdu ses "
                "métadonnées : la copie doit garder les cellules du devoir."
            )
    codes = [c for c in nb.cells if c.cell_type == "code"]
    if verrouillees and codes and identifiant(codes[0]) != identifiant(verrouillees[0]):
        return (
            "la copie exécute du code avant la cellule d'import du cours : "
            "n'ajoutez pas de cellule de code au-dessus d'elle."
        )
    return None


def reference_du_carnet(resources):
    """
    Ce que la correction retient du carnet du professeur (écrit par
    outils/correction/cas-de-reference.ts avant la correction) : les cas de chaque
    cellule notée, { "cas": { nom: cas }, "sautees": [grade_id…] }, ou {}.
    """
    fichier = os.environ.get("SUDOKU_CORRECTION_CAS")
    carnet = resources.get("nbgrader", {}).get("notebook")
    if not fichier or not carnet or not os.path.exists(fichier):
        return {}
    with open(fichier, encoding="utf-8") as f:
        return json.load(f).get(carnet, {})


def carnet_source(resources):
    """Le carnet du professeur dont la copie est tirée, ou None."""
    cours = os.environ.get("SUDOKU_CORRECTION_COURS")
    infos = resources.get("nbgrader", {})
    if not cours or "assignment" not in infos or "notebook" not in infos:
        return None
    chemin = os.path.join(cours, "source", infos["assignment"], infos["notebook"] + ".ipynb")
    return nbformat.read(chemin, as_version=4) if os.path.exists(chemin) else None


CLE_MISE_DE_COTE = "sudoku_correction_source"
CLE_NOTE = "sudoku_correction_note"
NOTE_FIN = (
    "Cellule non exécutée à la correction : elle suit le dernier exercice noté, "
    "et ne compte pas dans la note.\n"
)
NOTE_DEMONSTRATION = (
    "Cellule non exécutée à la correction : cette démonstration se sert de la version du "
    "cours d'un exercice du devoir, qui ne répond pas pendant la correction. Elle ne compte "
    "pas dans la note.\n"
)


def mettre_de_cote(cellule, note):
    cellule.metadata[CLE_MISE_DE_COTE] = cellule.source
    cellule.metadata[CLE_NOTE] = note
    cellule.source = ""


def code_note(cellule):
    """
    Vrai pour une cellule de code notée. Une réponse à une question ouverte
    (texte, notée à la main) ne compte pas : elle ne s'exécute pas.
    """
    return cellule.cell_type == "code" and bool(cellule.get("metadata", {}).get("nbgrader", {}).get("grade"))


class FinNonExecutee(NbGraderPreprocessor):
    """
    Avant Execute : les cellules de code qui suivent la dernière cellule de
    code notée ne sont pas exécutées, ni les démonstrations qui échouent sous les pièges
    de la correction (relevées sur le carnet du professeur, voir
    outils/correction/cas-de-reference.ts). Elles ne comptent pas dans la note, et se
    servent souvent de la version du cours d'un exercice (la leçon 1 mesure
    l'algorithme `td`, bâti sur `resolution`), qui ne répond pas pendant la
    correction : leur erreur n'a rien à faire dans le retour d'une copie
    juste. Leur code est mis de côté dans leurs métadonnées, et JugeDuCours
    le remet.
    """

    def preprocess(self, nb, resources):
        notees = [k for k, c in enumerate(nb.cells) if code_note(c)]
        if not notees:
            return nb, resources
        sautees = set(reference_du_carnet(resources).get("sautees", []))
        for k, cellule in enumerate(nb.cells):
            if cellule.cell_type != "code" or not cellule.source.strip():
                continue
            if k > notees[-1]:
                mettre_de_cote(cellule, NOTE_FIN)
            elif identifiant(cellule) in sautees and k not in notees:
                mettre_de_cote(cellule, NOTE_DEMONSTRATION)
        return nb, resources


def remettre_la_fin(nb):
    """Remet le code des cellules que FinNonExecutee a mis de côté, avec une note."""
    for cellule in nb.cells:
        if cellule.cell_type == "code" and CLE_MISE_DE_COTE in cellule.metadata:
            cellule.source = cellule.metadata.pop(CLE_MISE_DE_COTE)
            note = cellule.metadata.pop(CLE_NOTE, NOTE_FIN)
            cellule.outputs = [from_dict({"output_type": "stream", "name": "stdout", "text": note})]


class JugeDuCours(NbGraderPreprocessor):
    """Remplace le verdict du noyau de l'élève par celui du juge du cours."""

    def preprocess(self, nb, resources):
        remettre_la_fin(nb)
        source = carnet_source(resources)
        faute = faute_de_forme(nb, source) if source is not None else None
        notees = [(c, nom) for c in nb.cells if (nom := exercice_note(c))]
        reference = reference_du_carnet(resources).get("cas", {})
        # La graine des cas tirés de cette copie, et ce qui l'a arrêtée s'il y a lieu (execution.py).
        graine = resources.get(CLE_CONTEXTE, {}).get("graine")
        arret = resources.get(CLE_ARRET)
        dossiers = [
            {
                "nom": nom,
                "source": c.source,
                "pieces": pieces_de(c, nom),
                "faute": faute,
                "cas": reference.get(nom),
                "graine": graine,
                "erreur": erreur_de(c),
                "arret": arret,
            }
            for c, nom in notees
        ]
        jugements = self.juger(dossiers) if dossiers else []
        for cellule in nb.cells:
            if cellule.cell_type == "code":
                cellule.outputs = [sans_pieces(s) for s in cellule.get("outputs", [])]
        for (cellule, _), jugement in zip(notees, jugements):
            sorties = [
                {
                    "output_type": "display_data",
                    "data": jugement["affichage"],
                    "metadata": {},
                }
            ]
            echec = jugement.get("echec")
            if echec:
                sorties.append(
                    {
                        "output_type": "error",
                        "ename": echec["nom"],
                        "evalue": echec["message"],
                        "traceback": [f"{echec['nom']}: {echec['message']}"],
                    }
                )
            cellule.outputs = [from_dict(s) for s in sorties]
        return nb, resources

    def juger(self, dossiers):
        sortie = executer(SCRIPT, json.dumps(dossiers), "le juge du cours a échoué")
        return json.loads(sortie)
