"""Un nom pour chaque élève inscrit par la correction.

nbgrader inscrit à la correction l'élève qui rend une copie sans être inscrit,
sans nom ni prénom : formgrader le liste alors « None, None ». Lancé par
`npm run devoirs -- corriger` avant nbgrader, ce script inscrit chaque élève
de submitted/ qui manque à la base sous son identifiant (nom : l'identifiant,
prénom vide), et nomme de même ceux qui y sont déjà sans nom ni prénom. Les
noms donnés par « npm run devoirs -- eleve » restent.

    python nommer_les_eleves.py COURS ID_DU_COURS
"""

import os
import sys

from nbgrader.api import Gradebook, MissingEntry


def nommer(gb, soumis):
    for eleve in soumis:
        try:
            gb.find_student(eleve)
        except MissingEntry:
            gb.add_student(eleve, last_name=eleve, first_name="")
    for eleve in gb.students:
        if eleve.first_name is None and eleve.last_name is None:
            eleve.last_name = eleve.id
            eleve.first_name = ""
    gb.db.commit()


def main(cours, identifiant):
    dossier = os.path.join(cours, "submitted")
    soumis = sorted(os.listdir(dossier)) if os.path.isdir(dossier) else []
    with Gradebook("sqlite:///" + os.path.join(cours, "gradebook.db"), identifiant) as gb:
        nommer(gb, [e for e in soumis if os.path.isdir(os.path.join(dossier, e))])


if __name__ == "__main__":
    main(*sys.argv[1:3])
