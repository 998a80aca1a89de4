"""Les limites de chaque élève d'une classe (jupyter/classe/jupyterhub_config.py).

Sans elles, un noyau d'élève peut prendre toute la mémoire et tout le
processeur de la machine, et trente élèves la partagent. Le hub, qui tourne
en administrateur, lance donc le serveur de chaque élève dans :

  - un groupe de contrôle (cgroup) à lui, qui borne la mémoire et le temps de
    processeur de *tout* ce que l'élève lance (son serveur, ses noyaux, leurs
    enfants) : au-delà de sa mémoire, c'est un processus de cet élève que le
    noyau Linux arrête, jamais celui d'un autre ;
  - des bornes par processus (rlimits), héritées par chaque noyau : mémoire
    des données (une allocation trop grosse est refusée, le noyau survit),
    nombre de processus du compte (pas de bombe de fork).

Les cgroups v1 (un dossier par contrôleur) et v2 (unifiés) sont reconnus ;
sans l'un ni l'autre (système qui ne les expose pas), seules les rlimits
s'appliquent, et le journal du hub le dit.

À l'arrêt d'un serveur (l'élève, l'administrateur, ou le hub qui s'arrête),
tout ce qui reste du compte de l'élève est arrêté : un noyau ne survit pas
à son serveur.
"""

import os
import signal
import time

RACINE = "/sys/fs/cgroup"
GROUPE = "sudoku-classe"
MO = 1024 * 1024


def _ecrire(chemin, valeur):
    with open(chemin, "w", encoding="ascii") as f:
        f.write(str(valeur))


def mode_des_cgroups():
    """ "v1", "v2", ou None si les contrôleurs memory et cpu ne sont pas accessibles."""
    if all(os.path.exists(os.path.join(RACINE, c, "cgroup.procs")) for c in ("memory", "cpu")):
        return "v1"
    controleurs = os.path.join(RACINE, "cgroup.controllers")
    if os.path.exists(controleurs):
        with open(controleurs, encoding="ascii") as f:
            presents = f.read().split()
        if "memory" in presents and "cpu" in presents:
            return "v2"
    return None


def dossiers_de(nom, mode):
    """Les dossiers de cgroup de l'élève `nom`."""
    if mode == "v1":
        return [os.path.join(RACINE, c, GROUPE, nom) for c in ("memory", "cpu")]
    if mode == "v2":
        return [os.path.join(RACINE, GROUPE, nom)]
    return []


def preparer(nom, limites, mode):
    """Crée les cgroups de l'élève avec ses bornes ; rend leurs dossiers."""
    memoire = limites["memoireMo"] * MO
    quota = int(limites["processeurs"] * 100_000)
    dossiers = dossiers_de(nom, mode)
    if mode == "v1":
        memoire_cg, cpu_cg = dossiers
        os.makedirs(memoire_cg, exist_ok=True)
        os.makedirs(cpu_cg, exist_ok=True)
        _ecrire(os.path.join(memoire_cg, "memory.limit_in_bytes"), memoire)
        try:
            # Sans échange (swap) non plus, si le noyau Linux le compte.
            _ecrire(os.path.join(memoire_cg, "memory.memsw.limit_in_bytes"), memoire)
        except OSError:
            pass
        _ecrire(os.path.join(cpu_cg, "cpu.cfs_period_us"), 100_000)
        _ecrire(os.path.join(cpu_cg, "cpu.cfs_quota_us"), quota)
    elif mode == "v2":
        parent = os.path.join(RACINE, GROUPE)
        os.makedirs(parent, exist_ok=True)
        for dossier in (RACINE, parent):
            _ecrire(os.path.join(dossier, "cgroup.subtree_control"), "+memory +cpu")
        (feuille,) = dossiers
        os.makedirs(feuille, exist_ok=True)
        _ecrire(os.path.join(feuille, "memory.max"), memoire)
        try:
            _ecrire(os.path.join(feuille, "memory.swap.max"), 0)
        except OSError:
            pass
        _ecrire(os.path.join(feuille, "cpu.max"), f"{quota} 100000")
    return dossiers


def entrer(dossiers, limites):
    """
    Dans le processus du serveur de l'élève, avant qu'il ne prenne le compte de
    l'élève (et avant ses noyaux) : ses cgroups, puis ses rlimits. Un processus
    peut toujours baisser ses propres limites ; il n'y faut aucun privilège.
    """
    import resource

    for dossier in dossiers:
        _ecrire(os.path.join(dossier, "cgroup.procs"), os.getpid())
    # Un peu sous la borne du cgroup : une allocation trop grosse est refusée au noyau
    # (une erreur dans la cellule) avant que Linux n'arrête un processus de l'élève.
    donnees = int(limites["memoireMo"] * 0.8) * MO
    resource.setrlimit(resource.RLIMIT_DATA, (donnees, donnees))
    resource.setrlimit(resource.RLIMIT_NPROC, (limites["processus"], limites["processus"]))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


def processus_du_compte(uid):
    """Les processus dont le propriétaire réel est `uid`."""
    trouves = []
    for entree in os.listdir("/proc"):
        if not entree.isdigit():
            continue
        try:
            with open(f"/proc/{entree}/status", encoding="ascii", errors="replace") as f:
                for ligne in f:
                    if ligne.startswith("Uid:"):
                        if int(ligne.split()[1]) == uid:
                            trouves.append(int(entree))
                        break
        except OSError:
            pass
    return trouves


def terminer(uid, dossiers):
    """
    Arrête tout ce qui reste de l'élève (noyaux compris), puis retire ses
    cgroups. Un processus tué met un moment à quitter son cgroup : on
    recommence, cinq secondes au plus, jusqu'à ce que les dossiers partent.
    """
    restants_dossiers = list(dossiers)
    for _ in range(50):
        restants = set(processus_du_compte(uid))
        for dossier in restants_dossiers:
            try:
                with open(os.path.join(dossier, "cgroup.procs"), encoding="ascii") as f:
                    restants.update(int(p) for p in f.read().split())
            except OSError:
                pass
        for pid in restants:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        if not restants:
            for dossier in list(restants_dossiers):
                try:
                    os.rmdir(dossier)
                    restants_dossiers.remove(dossier)
                except FileNotFoundError:
                    restants_dossiers.remove(dossier)
                except OSError:
                    pass
            if not restants_dossiers:
                return
        time.sleep(0.1)
