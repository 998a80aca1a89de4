"""Des scénarios joués contre le noyau du cours par un vrai client Jupyter (jupyter_client).

Lancé par test/noyau/noyau.test.ts avec l'environnement Jupyter du projet. Le script
ne juge rien : il écrit dans FICHIER_JSON tout ce que le noyau a répondu à chaque
scénario (réponse, messages iopub et leur heure d'arrivée) ; les vérifications sont
dans le test vitest. Usage : scenarios.py FICHIER_JSON DOSSIER_TEMPORAIRE_DANS_LE_PROJET
"""

import json
import os
import signal
import sys
import time
from queue import Empty

from jupyter_client.manager import start_new_kernel

DELAI = 60


def main():
    fichier, dossier = sys.argv[1], sys.argv[2]
    km, kc = start_new_kernel(kernel_name="sudoku-ts", startup_timeout=DELAI)
    resultats = {}
    try:
        vider(kc)
        resultats["erreurs"] = scenario_erreurs(kc)
        resultats["abandon"] = scenario_abandon(kc)
        resultats["interruption"] = scenario_interruption(km, kc)
        resultats["affichage"] = scenario_affichage(kc)
        resultats["flux"] = scenario_flux(kc)
        resultats["fichiers_modifies"] = scenario_fichiers_modifies(kc, dossier)
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=False)
    with open(fichier, "w", encoding="utf-8") as sortie:
        json.dump(resultats, sortie, ensure_ascii=False)


def lire(canal, delai):
    """Le prochain message d'un canal (client bloquant de jupyter_client 8)."""
    return canal.get_msg(timeout=delai)


def vider(kc):
    """Oublie les messages en attente (ceux du démarrage)."""
    for canal in (kc.shell_channel, kc.iopub_channel):
        while True:
            try:
                lire(canal, 0.2)
            except Empty:
                break


def executer(kc, code, stop_on_error=True, pendant=None, delai=DELAI):
    """Exécute `code` ; renvoie la réponse et les messages iopub, avec leur heure d'arrivée.

    Les deux canaux sont lus en même temps : on voit ainsi si une sortie arrive pendant
    que la cellule tourne encore (avant la réponse). `pendant(secondes)` est appelé
    pendant l'attente (pour interrompre, par exemple). Au-delà de `delai` secondes
    sans réponse : TimeoutError.
    """
    msg_id = kc.execute(code, stop_on_error=stop_on_error)
    return attendre(kc, msg_id, pendant, delai)


# Les messages arrivés pour une autre requête que celle qu'on attend, gardés pour plus tard.
IOPUB_EN_ATTENTE = {}
REPONSES_EN_ATTENTE = {}


def attendre(kc, msg_id, pendant=None, delai=DELAI):
    debut = time.monotonic()
    reponse, sorties, fini = None, [], False
    deja = IOPUB_EN_ATTENTE.pop(msg_id, [])
    while reponse is None or not fini:
        if time.monotonic() - debut > delai:
            raise TimeoutError(f"pas de réponse pour {msg_id}")
        if pendant:
            pendant(time.monotonic() - debut)
        if deja:
            msg = deja.pop(0)
        else:
            try:
                msg = lire(kc.iopub_channel, 0.02)
            except Empty:
                msg = None
        if msg is not None:
            parent = msg["parent_header"].get("msg_id")
            if parent != msg_id:
                IOPUB_EN_ATTENTE.setdefault(parent, []).append(msg)
            elif msg["msg_type"] == "status":
                fini = fini or msg["content"]["execution_state"] == "idle"
            else:
                sorties.append(
                    {"type": msg["msg_type"], "contenu": msg["content"], "t": time.monotonic() - debut}
                )
        if reponse is None and msg_id in REPONSES_EN_ATTENTE:
            reponse = REPONSES_EN_ATTENTE.pop(msg_id)
        if reponse is None:
            try:
                msg = lire(kc.shell_channel, 0.0)
                contenu = dict(msg["content"], t=time.monotonic() - debut)
                if msg["parent_header"].get("msg_id") == msg_id:
                    reponse = contenu
                else:
                    REPONSES_EN_ATTENTE[msg["parent_header"].get("msg_id")] = contenu
            except Empty:
                pass
    return {"id": msg_id, "reponse": reponse, "sorties": sorties}


def scenario_erreurs(kc):
    etapes = {}
    etapes["definition"] = executer(kc, "function premiere(M: number[][]): number {\n  return M[9][0];\n}")
    etapes["appel"] = executer(kc, "const M = [[1]];\n\npremiere(M);")
    etapes["compilation"] = executer(kc, "const a = 1;\nlet s: string = a;")
    etapes["bibliotheque"] = executer(
        kc, 'import { Grille } from "./src/grille/grille";\n// une ligne de commentaire\nGrille.depuisMatrice([[1, 2]]);'
    )
    etapes["chaine"] = executer(kc, 'throw "pas une Error";')
    # Avec stop_on_error=False (nbconvert --allow-errors), la cellule suivante s'exécute.
    etapes["erreur_permise"] = executer(kc, 'throw new Error("permise");', stop_on_error=False)
    etapes["apres"] = executer(kc, "40 + 2")
    return etapes


def scenario_abandon(kc):
    """Trois cellules envoyées d'un coup (« Tout exécuter ») : la première échoue, les suivantes sont abandonnées."""
    ids = [
        kc.execute('throw new Error("première");'),
        kc.execute('console.log("ne doit pas tourner");'),
        kc.execute("1 + 1"),
    ]
    etapes = [attendre(kc, i) for i in ids]
    etapes.append(executer(kc, '"de nouveau prêt"'))
    return etapes


def apres(secondes, interrompre):
    """Un `pendant` qui appelle `interrompre()` une fois, passé `secondes`."""
    envoye = {"fait": False}

    def pendant(ecoulees):
        if ecoulees > secondes and not envoye["fait"]:
            envoye["fait"] = True
            interrompre()

    return pendant


def scenario_interruption(km, kc):
    etapes = {}
    etapes["variable"] = executer(kc, "let tours = 0;\nconst avant = [1, 2, 3];")
    # Le bouton ■ de Jupyter : ce que demande le kernelspec (interrupt_mode).
    etapes["boucle"] = executer(kc, "while (true) {\n  tours++;\n}", pendant=apres(1.5, km.interrupt_kernel))
    etapes["apres_boucle"] = executer(kc, "[tours > 0, avant.length]")
    # SIGINT au groupe du noyau, comme le ferait un kernelspec en mode « signal ».
    def par_signal():
        km.signal_kernel(signal.SIGINT)

    etapes["boucle_signal"] = executer(kc, "while (true) {\n  tours++;\n}", pendant=apres(1.0, par_signal))
    etapes["apres_boucle_signal"] = executer(kc, "avant.length")

    # Une attente sans fin (await) s'interrompt aussi par un message interrupt_request.
    def par_message():
        kc.control_channel.send(kc.session.msg("interrupt_request", {}))

    etapes["attente"] = executer(kc, "await new Promise(() => {});", pendant=apres(1.0, par_message))
    etapes["apres_attente"] = executer(kc, "avant.length")
    try:
        etapes["reponse_controle"] = lire(kc.control_channel, 5)["content"]
    except Empty:
        etapes["reponse_controle"] = None
    return etapes


def scenario_affichage(kc):
    etapes = {}
    executer(
        kc,
        'import { Grille } from "./src/grille/grille";\n'
        'import { afficher, barres, nuage, tableau } from "./src/notebook/index";\n'
        'import { verifier } from "./src/index";',
    )
    etapes["grille"] = executer(kc, "Grille.vide(4)")
    # Une fonction écrite dans le carnet : verifier refuse celle de la bibliothèque.
    test_ligne = (
        "function test_ligne(i: number, j: number, nombre: number, M: number[][]): boolean {\n"
        "  for (let k = 0; k < 9; k++) if (k !== j && M[i][k] === nombre) return false;\n"
        "  return true;\n"
        "}"
    )
    executer(kc, test_ligne)
    etapes["bilan"] = executer(kc, 'verifier("test_ligne", test_ligne)')
    etapes["tableau"] = executer(kc, 'tableau([{ grille: "annexe", tours: 54321, "durée (ms)": 1.5 }], { titre: "Mesures" })')
    etapes["graphique1"] = executer(
        kc, 'barres(["a", "b"], [{ nom: "tours", valeurs: [10, 1000] }], { axeY: { titre: "tours", log: true } })'
    )
    etapes["graphique2"] = executer(kc, 'nuage([{ nom: "grilles", x: [1, 2], y: [3, 4], etiquettes: ["g1", "g2"] }])')
    etapes["afficher_en_fin"] = executer(kc, 'afficher("une sortie")')
    # Une progression pendant une boucle synchrone de 1,2 s : les mises à jour arrivent pendant qu'elle tourne.
    etapes["progression"] = executer(
        kc,
        'const barre = afficher("0 %");\n'
        "const debut = Date.now();\n"
        "for (let pas = 1; pas <= 4; pas++) {\n"
        "  while (Date.now() - debut < pas * 300) {}\n"
        "  barre.mettreAJour(`${pas * 25} %`);\n"
        "}",
    )
    return etapes


def scenario_flux(kc):
    etapes = {}
    etapes["beaucoup"] = executer(kc, "for (let k = 0; k < 5000; k++) console.log(k);")
    etapes["pendant"] = executer(
        kc,
        "const t0 = Date.now();\n"
        'console.log("début");\n'
        "while (Date.now() - t0 < 1000) {}\n"
        'console.log("fin");',
    )
    return etapes


def scenario_fichiers_modifies(kc, dossier):
    """Un fichier importé change et un autre apparaît pendant la séance (l'enseignant modifie src/)."""
    os.makedirs(dossier, exist_ok=True)
    module = os.path.join(dossier, "module.ts")
    with open(module, "w") as f:
        f.write("export const valeur = 1;\n")
    relatif = "./" + os.path.relpath(module, os.getcwd())[:-3]
    etapes = {}
    etapes["import"] = executer(kc, f'import {{ valeur }} from "{relatif}";\nvaleur')
    with open(module, "w") as f:
        f.write("export const valeur = 2;\n")
    with open(os.path.join(dossier, "nouveau.ts"), "w") as f:
        f.write("export const autre = 3;\n")
    time.sleep(2.5)  # la surveillance de TypeScript regarde les fichiers toutes les 250 ms à 2 s
    etapes["apres"] = executer(kc, "[1, 2].length")
    etapes["completion"] = None
    msg_id = kc.complete("Math.fl")
    while True:
        msg = lire(kc.shell_channel, DELAI)
        if msg["parent_header"].get("msg_id") == msg_id:
            etapes["completion"] = msg["content"]
            break
    return etapes


if __name__ == "__main__":
    main()
