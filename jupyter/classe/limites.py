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

  - ses propres /tmp, /var/tmp, /dev/shm et /run/lock : des tmpfs bornés, dans
    un espace de noms de montage à lui (et un espace IPC à lui : mémoire
    partagée System V, files de messages). Ce qu'il y écrit, aucun autre élève
    ne le voit, et tout disparaît avec le dernier de ses processus : rien ne
    reste ni dans les dossiers temporaires de la machine ni dans sa mémoire.

Les cgroups v1 (un dossier par contrôleur) et v2 (unifiés) sont reconnus ;
sans l'un ni l'autre (système qui ne les expose pas), seules les rlimits
s'appliquent, et le journal du hub le dit, comme quand les espaces de noms
manquent (les dossiers temporaires sont alors ceux de la machine).

Le dossier personnel de l'élève est borné à part : c'est une image de système
de fichiers montée par outils/classe/maisons.ts avant le démarrage du hub.

À l'arrêt d'un serveur (l'élève, l'administrateur, ou le hub qui s'arrête),
tout ce qui reste du compte de l'élève est arrêté : un noyau ne survit pas
à son serveur.
"""

import ctypes
import os
import signal
import subprocess
import sys
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


def memoire_par_processus_mo(limites):
    """
    La borne de chaque processus de l'élève, en Mo : un peu sous celle du cgroup, pour
    qu'une allocation trop grosse soit refusée au noyau (une erreur dans la cellule)
    avant que Linux n'arrête un processus de l'élève.
    """
    return int(limites["memoireMo"] * 0.8)


def entrer(dossiers, limites):
    """
    Dans le processus du serveur de l'élève, avant qu'il ne prenne le compte de
    l'élève (et avant ses noyaux) : ses cgroups, puis ses rlimits. Un processus
    peut toujours baisser ses propres limites ; il n'y faut aucun privilège.
    """
    import resource

    for dossier in dossiers:
        _ecrire(os.path.join(dossier, "cgroup.procs"), os.getpid())
    donnees = memoire_par_processus_mo(limites) * MO
    resource.setrlimit(resource.RLIMIT_DATA, (donnees, donnees))
    resource.setrlimit(resource.RLIMIT_NPROC, (limites["processus"], limites["processus"]))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    # Aucun programme setuid ou setgid (crontab, at, sudo…) ne rendra de droits à l'élève : une
    # tâche qu'il laisserait à cron survivrait au hub, hors de ses limites. Hérité par tout ce
    # que lancent son serveur et ses noyaux ; le hub, lui, n'en change pas.
    _appel("prctl(PR_SET_NO_NEW_PRIVS)", _LIBC.prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0))


# Les dossiers temporaires que tous les comptes peuvent écrire (FHS) ; chaque élève a les siens.
TEMPORAIRES = ("/tmp", "/var/tmp", "/dev/shm", "/run/lock")
CLONE_NEWNS = 0x00020000
CLONE_NEWIPC = 0x08000000
MS_NOSUID = 0x2
MS_NODEV = 0x4
MS_NOEXEC = 0x8
MS_BIND = 0x1000
MS_REC = 0x4000
MS_SLAVE = 1 << 19
PR_SET_NO_NEW_PRIVS = 38

# Chargée ici, dans le hub : l'isolation s'exécute entre fork et exec, où l'on ne charge rien.
_LIBC = ctypes.CDLL(None, use_errno=True)
_LIBC.mount.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_ulong, ctypes.c_char_p]
_LIBC.unshare.argtypes = [ctypes.c_int]


def _appel(quoi, resultat):
    if resultat != 0:
        numero = ctypes.get_errno()
        raise OSError(numero, f"{quoi} : {os.strerror(numero)}")


def temporaires_de_la_machine():
    """Les dossiers temporaires présents ici, chemins réels (/var/lock peut mener à /run/lock)."""
    vus = []
    for chemin in TEMPORAIRES:
        reel = os.path.realpath(chemin)
        if os.path.isdir(reel) and reel not in vus:
            vus.append(reel)
    return vus


def a_garder_dessous(temporaires, chemins):
    """
    Ceux des `chemins` (le cours, son Python…) qui sont dans un dossier
    temporaire : un cours copié sous /tmp disparaîtrait sous le tmpfs de
    l'élève. On les remonte à leur place par-dessus.
    """
    garder = []
    for chemin in chemins:
        reel = os.path.realpath(chemin)
        if any(reel.startswith(t.rstrip("/") + "/") for t in temporaires) and reel not in garder:
            garder.append(reel)
    return garder


def isoler(limites, temporaires, garder=()):
    """
    Dans le processus du serveur de l'élève, encore en administrateur : un
    espace de noms de montage et un espace IPC à lui, puis un tmpfs borné sur
    chaque dossier temporaire. L'espace est esclave de celui de la machine :
    rien de ce qui est monté ici n'en sort, et les montages de la machine (le
    dossier de l'élève démonté à l'arrêt du hub) y arrivent. Les dossiers de
    `garder` (voir a_garder_dessous) sont tenus ouverts avant les tmpfs, puis
    remontés à leur place : ils restent ceux de la machine.
    """
    _appel("unshare", _LIBC.unshare(CLONE_NEWNS | CLONE_NEWIPC))
    _appel("mount --make-rslave /", _LIBC.mount(None, b"/", None, MS_REC | MS_SLAVE, None))
    tenus = [(chemin, os.open(chemin, os.O_PATH | os.O_DIRECTORY)) for chemin in garder]
    taille = limites["temporairesMo"]
    # Un fichier vide prend un inode et pas de page : les inodes sont bornés aussi.
    options = f"size={taille}m,nr_inodes={taille * 256},mode=1777".encode()
    for chemin in temporaires:
        _appel(f"tmpfs sur {chemin}", _LIBC.mount(b"tmpfs", chemin.encode(), b"tmpfs", MS_NOSUID | MS_NODEV, options))
    for chemin, fd in tenus:
        os.makedirs(chemin, exist_ok=True)
        source = f"/proc/self/fd/{fd}".encode()
        _appel(f"remonter {chemin}", _LIBC.mount(source, chemin.encode(), None, MS_BIND | MS_REC, None))
        os.close(fd)
    # Les files de messages POSIX vues par /dev/mqueue : celles de son espace IPC.
    if os.path.isdir("/dev/mqueue"):
        _appel(
            "mqueue sur /dev/mqueue",
            _LIBC.mount(b"mqueue", b"/dev/mqueue", b"mqueue", MS_NOSUID | MS_NODEV | MS_NOEXEC, None),
        )


def isolation_possible(limites, temporaires, garder=()):
    """Le système permet-il d'isoler ainsi un processus ? On l'essaie sur un Python qui ne fait rien."""
    try:
        subprocess.run(
            [sys.executable, "-c", ""], preexec_fn=lambda: isoler(limites, temporaires, garder), check=True
        )
        return True
    except (subprocess.SubprocessError, OSError):
        return False


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
