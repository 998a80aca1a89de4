"""Le noyau du cours lancé par un vrai client Jupyter (jupyter_client) alors qu'un autre
programme tient déjà l'un des ports du fichier de connexion.

Lancé par test/noyau/demarrage.test.ts. Écrit dans FICHIER_JSON ce qu'a dit le client et ce
que le noyau a écrit sur sa sortie d'erreur. Usage : port-pris.py FICHIER_JSON
"""

import json
import socket
import subprocess
import sys

from jupyter_client.manager import KernelManager


def main():
    fichier = sys.argv[1]
    # Un autre programme a pris le port entre le choix du client et l'ouverture par le noyau.
    autre = socket.socket()
    autre.bind(("127.0.0.1", 0))
    autre.listen()
    port = autre.getsockname()[1]
    km = KernelManager(kernel_name="sudoku-ts")
    # Sans le cache de ports de jupyter_client, qui choisirait d'autres ports.
    km.cache_ports = False
    km.shell_port = port
    km.start_kernel(stderr=subprocess.PIPE)
    kc = km.client()
    kc.start_channels()
    try:
        kc.wait_for_ready(timeout=120)
        client = "prêt"
    except RuntimeError as erreur:
        client = str(erreur)
    finally:
        kc.stop_channels()
    processus = km.provisioner.process
    journal = processus.stderr.read().decode() if processus.poll() is not None else ""
    km.shutdown_kernel(now=True)
    autre.close()
    with open(fichier, "w", encoding="utf-8") as sortie:
        json.dump({"port": port, "client": client, "journal": journal}, sortie, ensure_ascii=False)


if __name__ == "__main__":
    main()
