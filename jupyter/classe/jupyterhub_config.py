# Configuration de JupyterHub pour une classe (npm run classe, outils/classe/classe.ts).
#
# Le hub tourne en administrateur ; chaque élève a un compte Unix à lui, et son
# serveur JupyterLab (jupyterhub-singleuser) et son noyau tournent sous ce
# compte. Les réglages de la séance (dossiers, adresse, ports, comptes admis)
# sont écrits par outils/classe/classe.ts dans le fichier que nomme la variable
# SUDOKU_CLASSE_REGLAGES ; ce fichier-ci ne fait que les appliquer.
import asyncio
import json
import os
import pwd
import sys

from jupyterhub.spawner import LocalProcessSpawner

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import limites  # noqa: E402

c = get_config()  # noqa: F821 (fourni par JupyterHub)

with open(os.environ["SUDOKU_CLASSE_REGLAGES"], encoding="utf-8") as f:
    R = json.load(f)

LIMITES = R["limites"]
MODE_DES_CGROUPS = limites.mode_des_cgroups()
# Les dossiers des élèves, images bornées montées par outils/classe/maisons.ts (ou None).
DISQUE = R.get("disque")

COURS = R["cours"]
ETAT = R["etat"]

TEMPORAIRES = limites.temporaires_de_la_machine()
# Ce que le serveur d'un élève doit voir (ce dossier-ci, le cours, son Python, Node), s'il est
# sous un dossier temporaire : un cours cloné sous /tmp, par exemple.
GARDER = limites.a_garder_dessous(
    TEMPORAIRES,
    [os.path.dirname(os.path.abspath(__file__)), COURS, sys.prefix, R["dossierDeNode"]]
    + ([R["echange"]["racine"], R["echange"]["configuration"]] if R.get("echange") else []),
)
ISOLATION = limites.isolation_possible(LIMITES, TEMPORAIRES, GARDER)

# L'adresse que voient les élèves, et celles, internes, du hub et du mandataire.
c.JupyterHub.ip = R["ip"]
c.JupyterHub.port = R["port"]
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = R["portDuHub"]
c.ConfigurableHTTPProxy.api_url = f"http://127.0.0.1:{R['portDuMandataire']}"
c.ConfigurableHTTPProxy.command = R["mandataire"]
c.ConfigurableHTTPProxy.pid_file = os.path.join(ETAT, "mandataire.pid")

# La page de connexion en français (gabarits/login.html) ; les autres pages restent celles de JupyterHub.
c.JupyterHub.template_paths = [os.path.join(os.path.dirname(os.path.abspath(__file__)), "gabarits")]

# L'état du hub dans son dossier à lui (700) : base, secret des cookies.
c.JupyterHub.db_url = "sqlite:///" + os.path.join(ETAT, "jupyterhub.sqlite")
c.JupyterHub.cookie_secret_file = os.path.join(ETAT, "secret-des-cookies")
c.JupyterHub.pid_file = os.path.join(ETAT, "jupyterhub.pid")
# Le hub arrêté, les serveurs des élèves le sont aussi.
c.JupyterHub.cleanup_servers = True
c.JupyterHub.cleanup_proxy = True

# Authentification : les mots de passe Unix des comptes (PAM), et seulement
# pour les comptes de la classe (ni root ni les comptes du système).
c.JupyterHub.authenticator_class = "pam"
c.Authenticator.allowed_users = set(R["eleves"])
c.Authenticator.admin_users = set(R.get("administrateurs", []))
c.PAMAuthenticator.open_sessions = False

# Le serveur de chaque élève : JupyterLab du verrou, installé dans le cours par
# un Python que tout compte peut exécuter, sur la copie des leçons de l'élève.
class SpawnerDuCours(LocalProcessSpawner):
    """Le serveur de l'élève sous son compte, dans ses limites (jupyter/classe/limites.py)."""

    def make_preexec_fn(self, name):
        # Dans le processus du serveur, juste avant qu'il ne prenne le compte de l'élève :
        # ses cgroups et ses rlimits, dont ses noyaux hériteront.
        dossiers = limites.preparer(name, LIMITES, MODE_DES_CGROUPS)
        prendre_le_compte = super().make_preexec_fn(name)

        def preexec():
            limites.entrer(dossiers, LIMITES)
            if ISOLATION:
                limites.isoler(LIMITES, TEMPORAIRES, GARDER)
            prendre_le_compte()

        return preexec

    async def stop(self, now=False):
        await super().stop(now=now)
        uid = pwd.getpwnam(self.user.name).pw_uid
        limites.terminer(uid, limites.dossiers_de(self.user.name, MODE_DES_CGROUPS))


c.JupyterHub.spawner_class = SpawnerDuCours
c.Spawner.cmd = [os.path.join(COURS, ".venv-eleves", "bin", "python"), "-m", "jupyterhub.singleuser"]
c.Spawner.notebook_dir = "~/cours"
c.Spawner.default_url = "/lab/tree/00-sommaire.ipynb"
c.Spawner.args = R["argumentsDuServeur"]
c.Spawner.environment = {
    # Le noyau du cours (jupyter/kernels/sudoku-ts) et le node de la machine.
    "JUPYTER_PATH": os.path.join(COURS, "jupyter"),
    "JUPYTER_CONFIG_DIR": os.path.join(COURS, ".jupyter", "config"),
    "JUPYTER_PLATFORM_DIRS": "1",
    "PATH": os.pathsep.join([os.path.join(COURS, ".venv-eleves", "bin"), R["dossierDeNode"], "/usr/bin", "/bin"]),
}
# Les devoirs de nbgrader (outils/classe/echange.ts) : le cours et l'échange pour nbgrader, la
# liste des devoirs de JupyterLab (sa configuration passe avant celle du cours).
ECHANGE = R.get("echange")
if ECHANGE:
    c.Spawner.environment["JUPYTER_CONFIG_PATH"] = ECHANGE["configuration"]
if ISOLATION:
    # Les fichiers de connexion des noyaux dans son /tmp privé : un élève qui a rempli son
    # dossier peut encore ouvrir un noyau pour y faire de la place.
    c.Spawner.environment["JUPYTER_RUNTIME_DIR"] = "/tmp/jupyter-runtime"
# Trente serveurs qui démarrent ensemble sur deux cœurs : on leur laisse le temps.
c.Spawner.start_timeout = 180
c.Spawner.http_timeout = 180
c.JupyterHub.concurrent_spawn_limit = 0


async def premiere_connexion(spawner):
    """Copie chez l'élève, sous son compte, les leçons qu'il n'a pas encore."""
    nom = spawner.user.name
    maison = os.path.expanduser(f"~{nom}")
    if DISQUE and not os.path.ismount(maison):
        # Jamais de serveur sur le disque de la machine : l'élève pourrait le remplir.
        raise RuntimeError(
            f"le dossier de {nom} ({maison}) n'est pas monté sur son image ({DISQUE['images']}) : "
            "son serveur ne démarre pas sans sa borne de disque ; relancez npm run classe."
        )
    # Les réglages et les onglets de JupyterLab chez l'élève (la configuration du cours est en lecture seule).
    arguments = R["argumentsDuServeur"]
    if ECHANGE:
        # Les réglages de JupyterLab du cours, plus l'entrée « Assignment List » du menu Fichier.
        arguments = [a for a in arguments if not a.startswith("--LabServerApp.app_settings_dir=")]
        arguments.append(f"--LabServerApp.app_settings_dir={ECHANGE['reglages']}")
    spawner.args = arguments + [
        f"--LabServerApp.user_settings_dir={maison}/.jupyter/lab/user-settings",
        f"--LabServerApp.workspaces_dir={maison}/.jupyter/lab/workspaces",
        # Les serveurs des élèves choisissent les ports de leurs noyaux chacun de son côté,
        # sur la même machine : deux peuvent tomber sur le même port (vu à trente élèves,
        # « Address already in use »). Sans ce cache, un noyau mort au démarrage est relancé
        # sur de nouveaux ports ; avec lui, jupyter_client le relance sans fin sur les mêmes.
        "--KernelManager.cache_ports=False",
    ]
    processus = await asyncio.create_subprocess_exec(
        "runuser", "-u", nom, "--",
        R["node"], os.path.join(COURS, ".cache", "classe", "premiere-connexion.js"),
        os.path.join(COURS, "notebooks", "eleve"), os.path.join(maison, "cours"),
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT,
        cwd="/",
    )
    sortie, _ = await processus.communicate()
    if processus.returncode != 0:
        raise RuntimeError(f"copie des leçons de {nom} impossible : {sortie.decode()}")
    if sortie:
        spawner.log.info("%s : %s", nom, sortie.decode().strip())


c.Spawner.pre_spawn_hook = premiere_connexion

# Ce que chaque élève a de la machine, dit au professeur au démarrage (et dans le journal du hub) :
# les valeurs mêmes que limites.py et ce fichier appliquent.
_bornes = [
    f"mémoire {LIMITES['memoireMo']} Mo pour tous ses processus"
    + (f" (cgroups {MODE_DES_CGROUPS})" if MODE_DES_CGROUPS else " (non appliquée : pas de cgroups)")
    + f", {limites.memoire_par_processus_mo(LIMITES)} Mo par processus",
    f"processeur {LIMITES['processeurs']:g} cœur(s)" + ("" if MODE_DES_CGROUPS else " (non appliqué)"),
    f"{LIMITES['processus']} processus au plus",
    f"disque {DISQUE['mo']} Mo (son dossier est une image ext4 de {DISQUE['images']} : au-delà, "
    "« No space left on device »)"
    if DISQUE
    else "disque non borné",
]
if ISOLATION:
    _bornes.append(
        f"{', '.join(TEMPORAIRES)} à lui seul ({LIMITES['temporairesMo']} Mo chacun"
        + (", pris sur sa mémoire" if MODE_DES_CGROUPS else "")
        + "), mémoire partagée et files de messages à lui, effacés à l'arrêt de son serveur"
    )
_bornes.append(f"démarrage de son serveur en {c.Spawner.start_timeout} s au plus")
print(f"[classe] Limites de chaque élève : {' ; '.join(_bornes)}.", file=sys.stderr)
if MODE_DES_CGROUPS is None:
    print(
        "[classe] Pas de cgroups memory et cpu accessibles : chaque noyau est borné (rlimits), "
        "mais pas l'ensemble des processus d'un élève.",
        file=sys.stderr,
    )
if not ISOLATION:
    print(
        "[classe] Pas d'espace de noms de montage possible ici : les élèves partagent "
        f"{', '.join(TEMPORAIRES)} et la mémoire partagée de la machine (non bornés, "
        "et ce qu'ils y laissent reste après l'arrêt du hub).",
        file=sys.stderr,
    )
