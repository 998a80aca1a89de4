"""L'exécution d'une copie pendant la correction : chaque copie à part, bornée.

nbgrader exécute les copies l'une après l'autre dans un même processus
Python. Ce préprocesseur, à la place de son Execute, fait de chaque copie une
exécution à part :

- un dossier à elle (700), dans celui de la correction, pour les sockets de
  son noyau (transport « ipc ») : seul partagé avec sa cage, effacé après
  elle ; une copie ne voit ni ne gêne celui d'une autre ;
- le contexte de la correction, écrit dans ce dossier (`correction.json`) et
  non dans l'environnement : la graine de ses cas tirés (tirée ici, propre à
  la copie), les fonctions du cours retirées, la bibliothèque de la
  correction. Le noyau le lit puis l'efface avant la première cellule
  (src/noyau/demarrer.ts) ;
- des sorties bornées avant que nbgrader ne les garde : au-delà de
  `SORTIES_PAR_CELLULE`, les sorties d'une cellule sont coupées, et au-delà de
  `SORTIES_MAX` reçues en tout, le noyau de la copie est arrêté sur-le-champ
  (attendre la fin de sa cellule laisserait ses messages s'entasser ici) ;
- une copie dont le noyau meurt (mémoire, processus, durée, arrêt provoqué),
  qui ne démarre pas ou qui inonde ses sorties n'arrête pas la correction :
  l'exécution s'arrête là, la raison est gardée (`resources["sudoku_arret"]`)
  et le juge (juge.py) donne 0, avec elle, aux exercices qu'elle n'a pas
  atteints ; les autres copies sont corrigées.
"""

import hashlib
import json
import os
import secrets
import shutil
import tempfile

from nbformat import from_dict
from nbgrader.preprocessors import Execute

#: Les sorties gardées d'une cellule, en octets ; au-delà, elles sont coupées.
SORTIES_PAR_CELLULE = 2 * 1024 * 1024
#: Les sorties reçues d'une copie, en octets ; au-delà, la copie est arrêtée.
SORTIES_MAX = 64 * 1024 * 1024

CLE_CONTEXTE = "sudoku_correction"
CLE_ARRET = "sudoku_arret"


def taille_du_message(message):
    """La taille, en octets, de ce qu'un message de sortie apporte (texte et données)."""
    contenu = message.get("content", {})
    morceaux = [contenu.get("text", "")]
    for donnee in (contenu.get("data") or {}).values():
        morceaux.append(donnee if isinstance(donnee, str) else json.dumps(donnee))
    morceaux.extend(contenu.get("traceback") or [])
    return sum(len(m.encode("utf-8", "replace")) for m in morceaux if isinstance(m, str))


def graine_de_la_copie(resources):
    """
    La graine des cas tirés de la copie : tirée au hasard au moment de la
    corriger. Avec SUDOKU_CORRECTION_GRAINE (les tests, ou pour refaire une
    correction à l'identique), celle de la copie en dérive, propre à chaque
    élève.
    """
    base = os.environ.get("SUDOKU_CORRECTION_GRAINE")
    if not base:
        return secrets.randbelow(2**31)
    eleve = (resources or {}).get("nbgrader", {}).get("student", "")
    empreinte = hashlib.sha256(f"{base}:{eleve}".encode("utf-8")).digest()
    return int.from_bytes(empreinte[:4], "big") % 2**31


def raison_de_l_arret(dossier, erreur):
    """
    Pourquoi la copie s'est arrêtée : ce qu'a noté sa cage (hors de sa portée,
    à côté de son dossier), sinon ce que dit l'erreur de l'exécution.
    """
    note = dossier + ".arret"
    if os.path.exists(note):
        with open(note, encoding="utf-8") as f:
            texte = f.read().strip()
        if texte:
            return texte
    nom = type(erreur).__name__
    if nom == "DeadKernelError":
        return "le noyau de la copie s'est arrêté en cours de route (sortie forcée, mémoire ou processus épuisés)."
    if "Kernel died before replying" in str(erreur) or nom in ("RuntimeError", "TimeoutError"):
        return "le noyau de la copie ne s'est pas lancé, ou s'est arrêté aussitôt."
    return f"l'exécution de la copie s'est arrêtée ({nom})."


class ExecutionEnCage(Execute):
    """Execute de nbgrader, une copie à la fois, chacune à part et bornée (voir le module)."""

    def preprocess(self, nb, resources=None, km=None):
        base = os.environ.get("SUDOKU_CORRECTION_SOCKETS") or tempfile.gettempdir()
        self._dossier = tempfile.mkdtemp(prefix="copie-", dir=base)
        self._recu = 0
        self._par_cellule = {}
        self._raison = None
        contexte = {
            "graine": graine_de_la_copie(resources),
            "pieges": json.loads(os.environ.get("SUDOKU_CORRECTION_PIEGES_JSON") or "[]"),
        }
        if os.environ.get("SUDOKU_CORRECTION_BIBLIOTHEQUE"):
            contexte["bibliotheque"] = os.environ["SUDOKU_CORRECTION_BIBLIOTHEQUE"]
        with open(os.path.join(self._dossier, "correction.json"), "w", encoding="utf-8") as f:
            json.dump(contexte, f)
        resources = resources if resources is not None else {}
        resources[CLE_CONTEXTE] = {"graine": contexte["graine"]}
        try:
            return super().preprocess(nb, resources, km)
        except Exception as erreur:  # noqa: BLE001 : toute panne de la copie est la sienne
            resources[CLE_ARRET] = self._raison or raison_de_l_arret(self._dossier, erreur)
            self.log.warning("copie arrêtée : %s", resources[CLE_ARRET])
            return nb, resources
        finally:
            shutil.rmtree(self._dossier, ignore_errors=True)
            if os.path.exists(self._dossier + ".arret"):
                os.remove(self._dossier + ".arret")

    def arreter_le_noyau(self):
        """Tue le noyau de la copie (et sa cage avec lui) : nbclient le verra mort et s'arrêtera."""
        processus = getattr(getattr(self.km, "provisioner", None), "process", None)
        if processus is not None:
            processus.kill()

    def create_kernel_manager(self):
        """Le noyau de la copie parle par des sockets Unix, dans son dossier à elle."""
        km = super().create_kernel_manager()
        km.transport = "ipc"
        km.ip = os.path.join(self._dossier, "noyau")
        return km

    def output(self, outs, msg, display_id, cell_index):
        """Garde une sortie tant que la cellule et la copie restent dans leurs bornes."""
        taille = taille_du_message(msg)
        self._recu += taille
        if self._recu > SORTIES_MAX:
            if self._raison is None:
                self._raison = (
                    f"la copie a écrit plus de {SORTIES_MAX // (1024 * 1024)} Mo de sorties : "
                    "elle a été arrêtée."
                )
                self.arreter_le_noyau()
            return None
        gardees = self._par_cellule.get(cell_index, 0)
        self._par_cellule[cell_index] = gardees + taille
        if gardees + taille <= SORTIES_PAR_CELLULE:
            return super().output(outs, msg, display_id, cell_index)
        if gardees <= SORTIES_PAR_CELLULE:
            # La première sortie de trop : une ligne le dit, les suivantes sont jetées.
            outs.append(
                from_dict(
                    {
                        "output_type": "stream",
                        "name": "stderr",
                        "text": (
                            f"[sorties coupées : la cellule a écrit plus de "
                            f"{SORTIES_PAR_CELLULE // (1024 * 1024)} Mo]\n"
                        ),
                    }
                )
            )
        return None
