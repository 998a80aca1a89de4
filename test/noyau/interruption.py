"""Le bouton ■ face à du code qui bloque le noyau, joué par un vrai client Jupyter (jupyter_client).

Lancé par test/noyau/interruption.test.ts. Chaque scénario a son propre noyau, neuf : un
noyau resté bloqué ne fausse pas les autres. Les scénarios tournent deux par deux. Le
script ne juge rien : il écrit dans FICHIER_JSON ce que chaque noyau a répondu ; une
cellule restée sans réponse est notée `null`, et son scénario s'arrête là.
Usage : interruption.py FICHIER_JSON DOSSIER_TEMPORAIRE
"""

import json
import os
import signal
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from queue import Empty

from jupyter_client.manager import start_new_kernel

from scenarios import apres, executer, vider, IOPUB_EN_ATTENTE

# Le temps laissé à une cellule interrompue pour répondre (s) : bien plus qu'il ne faut.
REPONSE = 30


class Bloque(Exception):
    """Le noyau n'a pas répondu : le scénario s'arrête."""


def cellule(kc, etapes, nom, code, pendant=None, delai=REPONSE):
    try:
        etapes[nom] = executer(kc, code, pendant=pendant, delai=delai)
    except TimeoutError:
        etapes[nom] = None
        raise Bloque(nom)


def avec_un_noyau(scenario, env=None):
    """Joue `scenario(km, kc, etapes)` dans un noyau neuf ; rend les étapes jouées."""
    km, kc = start_new_kernel(kernel_name="sudoku-ts", startup_timeout=120, env=env or dict(os.environ))
    etapes = {}
    try:
        vider(kc)
        scenario(km, kc, etapes)
    except Bloque:
        pass
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)
    return etapes


def boucle_apres_await(km, kc, etapes):
    """Une boucle sans fin lancée après un `await` : elle tourne dans une microtâche, hors de la cellule."""
    cellule(kc, etapes, "variable", "const avant = [1, 2, 3];")
    code = "(async () => {\n  await null;\n  while (true) {}\n})();"
    cellule(kc, etapes, "boucle", code, pendant=apres(1.0, km.interrupt_kernel))
    cellule(kc, etapes, "apres", "avant.length")


def boucle_dans_une_minuterie(km, kc, etapes):
    """La cellule finit tout de suite ; sa minuterie bloque ensuite le noyau, jusqu'au bouton ■."""
    cellule(kc, etapes, "variable", "const avant = [1, 2, 3];")
    cellule(kc, etapes, "minuterie", "setTimeout(() => {\n  while (true) {}\n}, 0);")
    time.sleep(0.5)
    km.interrupt_kernel()
    cellule(kc, etapes, "apres", "avant.length")
    etapes["note"] = note(kc, etapes["minuterie"]["id"])


def note(kc, parent, delai=10):
    """Le texte écrit sur stderr sous la cellule `parent` (une fois sa réponse reçue), ou None."""
    fin = time.monotonic() + delai
    while time.monotonic() < fin:
        for msg in IOPUB_EN_ATTENTE.get(parent, []):
            if msg["msg_type"] == "stream" and msg["content"]["name"] == "stderr":
                return msg["content"]["text"]
        try:
            msg = kc.iopub_channel.get_msg(timeout=0.2)
        except Empty:
            continue
        IOPUB_EN_ATTENTE.setdefault(msg["parent_header"].get("msg_id"), []).append(msg)
    return None


def chaine_sans_fin_apres_verifier(km, kc, etapes):
    """Une fonction vérifiée lance, par une aide ordinaire, une chaîne de promesses sans fin.

    Sans le bouton ■ : la bibliothèque le voit (une réaction un délai après la réponse) et le
    noyau arrête le fil ; la cellule de verifier répond, la suivante aussi.
    """
    cellule(kc, etapes, "import", 'import { verifier, test_ligne as tl } from "./src/index";', delai=120)
    code = (
        "function aide() {\n  (async () => {\n    for (;;) await null;\n  })();\n}\n"
        "function test_ligne(i: number, j: number, n: number, M: number[][]) {\n"
        "  aide();\n  return tl(i, j, n, M);\n}\n"
        'verifier("test_ligne", test_ligne)'
    )
    cellule(kc, etapes, "verification", code)
    etapes["note"] = note(kc, etapes["verification"]["id"])
    cellule(kc, etapes, "apres", "const quarante = 40; quarante + 2")


def variable_de_la_cellule_interrompue(km, kc, etapes):
    code = "let compteur = 0;\nwhile (true) compteur++;"
    cellule(kc, etapes, "boucle", code, pendant=apres(1.0, km.interrupt_kernel))
    cellule(kc, etapes, "apres", "compteur > 0")


def descendants_esbuild(pid):
    """Les processus descendants de `pid` dont la ligne de commande nomme esbuild (Linux : /proc)."""
    parents, commandes = {}, {}
    for nom in os.listdir("/proc"):
        if not nom.isdigit():
            continue
        try:
            with open(f"/proc/{nom}/stat") as f:
                parents[int(nom)] = int(f.read().rsplit(")", 1)[1].split()[1])
            with open(f"/proc/{nom}/cmdline", "rb") as f:
                commandes[int(nom)] = f.read().decode(errors="replace")
        except OSError:
            continue
    trouves = []
    for p in parents:
        ancetre = parents.get(p)
        while ancetre and ancetre != pid:
            ancetre = parents.get(ancetre)
        if ancetre == pid and "esbuild" in commandes.get(p, ""):
            trouves.append(p)
    return trouves


def graphique_apres_interruption(dossier):
    """Le premier graphique d'un noyau neuf, sans cache de plotly : il ne porte plus de copie
    de plotly, donc le noyau ne lance pas esbuild pour la minifier. S'il le faisait, SIGINT
    au groupe de processus du noyau (ce que fait un client Jupyter en mode « signal ») ;
    le graphique suivant doit s'afficher de toute façon.
    """
    env = dict(os.environ, SUDOKU_CACHE_PLOTLY=os.path.join(dossier, "cache-plotly"))

    def scenario(km, kc, etapes):
        cellule(kc, etapes, "import", 'import { barres } from "./src/index";', delai=120)
        pid = km.provisioner.process.pid
        vu = {"esbuild": False, "depuis": 0.0}

        def pendant(secondes):
            if vu["esbuild"] or secondes - vu["depuis"] < 0.1:
                return
            vu["depuis"] = secondes
            if descendants_esbuild(pid):
                vu["esbuild"] = True
                km.signal_kernel(signal.SIGINT)

        code = 'barres(["a", "b"], [{ nom: "n", valeurs: [1, 2] }])'
        cellule(kc, etapes, "premier", code, pendant=pendant, delai=120)
        etapes["esbuild_vu"] = vu["esbuild"]
        cellule(kc, etapes, "second", code, delai=120)

    return avec_un_noyau(scenario, env)


def main():
    fichier, dossier = sys.argv[1], sys.argv[2]
    travaux = {
        "apres_await": lambda: avec_un_noyau(boucle_apres_await),
        "minuterie": lambda: avec_un_noyau(boucle_dans_une_minuterie),
        "cellule_interrompue": lambda: avec_un_noyau(variable_de_la_cellule_interrompue),
        "chaine_sans_fin": lambda: avec_un_noyau(chaine_sans_fin_apres_verifier),
        "graphique": lambda: graphique_apres_interruption(dossier),
    }
    with ThreadPoolExecutor(2) as groupe:
        futurs = {nom: groupe.submit(travail) for nom, travail in travaux.items()}
        resultats = {nom: futur.result() for nom, futur in futurs.items()}
    with open(fichier, "w", encoding="utf-8") as sortie:
        json.dump(resultats, sortie, ensure_ascii=False)


if __name__ == "__main__":
    main()
