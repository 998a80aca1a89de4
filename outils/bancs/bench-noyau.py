"""Les chronométrages de npm run bench:noyau (voir bench-noyau.ts, qui les met en tableau).

Usage : bench-noyau.py FICHIER_JSON DEMARRAGES CELLULES CARNET NOYAU [NOYAU…]
Pour chaque noyau, à tour de rôle : DEMARRAGES démarrages (jusqu'à la réponse à
kernel_info), chacun suivi du premier import de la bibliothèque (sa durée, et la mémoire
RSS du noyau et de ses enfants aussitôt après), puis des premières
cellules de code du CARNET jusqu'à la première vérification (`verifier`) incluse, après
quoi on relève la mémoire (RSS) du noyau et de ses processus enfants, aussitôt, puis
après RANGEMENT secondes sans rien faire (avec sa part proportionnelle, PSS), puis après
REPOS secondes. Puis, dans le
dernier noyau démarré, CELLULES exécutions de quelques cellules types (aller-retour
complet : requête, réponse, état « libre »). Écrit les durées (en ms) et les mémoires
(en Mo) en JSON dans FICHIER_JSON (pas sur stdout, que les noyaux lancés partagent avec
ce script).
"""

import json
import os
import sys
import time

from jupyter_client.manager import start_new_kernel

CELLULES = {
    "vide": "1",
    "affichage": 'console.log("bonjour")',
    "declarations": "const a = 1;\nlet b = a + 1;\nfunction f(x: number): number {\n  return x * b;\n}\nf(a)",
}


# Secondes d'attente avant les mesures de la mémoire au repos : après le
# rangement du noyau du cours (2 s après sa dernière réponse,
# src/noyau/rangement.ts), puis après celui de V8 (vers 8 s).
RANGEMENT = 3
REPOS = 10


def executer(kc, code):
    """Durée d'un aller-retour : de l'envoi à la réponse et à l'état « libre »."""
    debut = time.perf_counter()
    kc.execute_interactive(code, timeout=300, output_hook=lambda message: None)
    return (time.perf_counter() - debut) * 1000


def premieres_cellules(carnet):
    """Les cellules de code du carnet, jusqu'à la première qui appelle verifier (incluse)."""
    with open(carnet, encoding="utf-8") as f:
        cellules = json.load(f)["cells"]
    codes = []
    for cellule in cellules:
        if cellule["cell_type"] != "code":
            continue
        codes.append("".join(cellule["source"]))
        if "verifier(" in codes[-1]:
            break
    return codes


def enfants():
    """Les processus enfants de chaque processus (d'après /proc)."""
    table = {}
    for nom in os.listdir("/proc"):
        if nom.isdigit():
            try:
                with open(f"/proc/{nom}/stat") as f:
                    parent = int(f.read().rsplit(")", 1)[1].split()[1])
                table.setdefault(parent, []).append(int(nom))
            except (OSError, IndexError, ValueError):
                pass
    return table


def memoire_famille(pid, fichier="status", champ="VmRSS:"):
    """Une mémoire (Mo) d'un processus et de tous ses descendants, lue dans /proc."""
    table, total, pile = enfants(), 0, [pid]
    while pile:
        p = pile.pop()
        pile.extend(table.get(p, []))
        try:
            with open(f"/proc/{p}/{fichier}") as f:
                for ligne in f:
                    if ligne.startswith(champ):
                        total += int(ligne.split()[1])
        except OSError:
            pass
    return total / 1024


def rss_famille(pid):
    """La mémoire résidente (RSS) : pages partagées avec d'autres processus comprises."""
    return memoire_famille(pid)


def pss_famille(pid):
    """La part proportionnelle (PSS) : chaque page partagée divisée entre ceux qui la partagent."""
    return memoire_famille(pid, "smaps_rollup", "Pss:")


def main():
    fichier, demarrages, repetitions = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    lecon = premieres_cellules(sys.argv[4])
    noyaux = sys.argv[5:]
    mesures = {
        nom: {"demarrage": [], "import": [], "memoire_import": [], "lecon": [], "memoire": [], "memoire_rangee": [], "pss": [], "memoire_repos": [], "index_entier": [], "memoire_index_entier": [], **{c: [] for c in CELLULES}}
        for nom in noyaux
    }
    clients = {}
    # Les démarrages alternent d'un noyau à l'autre : la machine, partagée, change au fil du temps.
    for k in range(demarrages):
        for nom in noyaux:
            debut = time.perf_counter()
            km, kc = start_new_kernel(kernel_name=nom, startup_timeout=300)
            mesures[nom]["demarrage"].append((time.perf_counter() - debut) * 1000)
            mesures[nom]["import"].append(executer(kc, 'import { Grille } from "./src/index";'))
            mesures[nom]["memoire_import"].append(rss_famille(km.provisioner.process.pid))
            debut = time.perf_counter()
            for code in lecon:
                executer(kc, code)
            mesures[nom]["lecon"].append((time.perf_counter() - debut) * 1000)
            mesures[nom]["memoire"].append(rss_famille(km.provisioner.process.pid))
            # Au repos : ce que coûtent des noyaux ouverts pendant que les élèves lisent.
            time.sleep(RANGEMENT)
            mesures[nom]["memoire_rangee"].append(rss_famille(km.provisioner.process.pid))
            mesures[nom]["pss"].append(pss_famille(km.provisioner.process.pid))
            time.sleep(REPOS - RANGEMENT)
            mesures[nom]["memoire_repos"].append(rss_famille(km.provisioner.process.pid))
            # Le reste de la bibliothèque : l'index entier, comme le voit `import * as`.
            mesures[nom]["index_entier"].append(executer(kc, 'import * as cours from "./src/index";'))
            mesures[nom]["memoire_index_entier"].append(rss_famille(km.provisioner.process.pid))
            if k < demarrages - 1:
                kc.stop_channels()
                km.shutdown_kernel(now=True)
            else:
                clients[nom] = (km, kc)
    for _ in range(repetitions):
        for nom in noyaux:
            for cellule, code in CELLULES.items():
                mesures[nom][cellule].append(executer(clients[nom][1], code))
    for km, kc in clients.values():
        kc.stop_channels()
        km.shutdown_kernel(now=True)
    with open(fichier, "w") as sortie:
        json.dump(mesures, sortie)


if __name__ == "__main__":
    main()
