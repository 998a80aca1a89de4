"""Les chronométrages de npm run bench:noyau (voir bench-noyau.ts, qui les met en tableau).

Usage : bench-noyau.py FICHIER_JSON DEMARRAGES CELLULES NOYAU [NOYAU…]
Pour chaque noyau, à tour de rôle : DEMARRAGES démarrages (jusqu'à la réponse à
kernel_info), chacun suivi du premier import de la bibliothèque ; puis, dans le dernier
noyau démarré, CELLULES exécutions de quelques cellules types (aller-retour complet :
requête, réponse, état « libre »). Écrit les durées (en ms) en JSON dans FICHIER_JSON
(pas sur stdout, que les noyaux lancés partagent avec ce script).
"""

import json
import sys
import time

from jupyter_client.manager import start_new_kernel

CELLULES = {
    "vide": "1",
    "affichage": 'console.log("bonjour")',
    "declarations": "const a = 1;\nlet b = a + 1;\nfunction f(x: number): number {\n  return x * b;\n}\nf(a)",
}


def executer(kc, code):
    """Durée d'un aller-retour : de l'envoi à la réponse et à l'état « libre »."""
    debut = time.perf_counter()
    kc.execute_interactive(code, timeout=120, output_hook=lambda message: None)
    return (time.perf_counter() - debut) * 1000


def main():
    fichier, demarrages, repetitions = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    noyaux = sys.argv[4:]
    mesures = {nom: {"demarrage": [], "import": [], **{c: [] for c in CELLULES}} for nom in noyaux}
    clients = {}
    # Les démarrages alternent d'un noyau à l'autre : la machine, partagée, change au fil du temps.
    for k in range(demarrages):
        for nom in noyaux:
            debut = time.perf_counter()
            km, kc = start_new_kernel(kernel_name=nom, startup_timeout=120)
            mesures[nom]["demarrage"].append((time.perf_counter() - debut) * 1000)
            mesures[nom]["import"].append(executer(kc, 'import { Grille } from "./src/index";'))
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
