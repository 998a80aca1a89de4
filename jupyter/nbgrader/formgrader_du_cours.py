"""formgrader sans danger : l'extension du serveur de « npm run devoirs -- formgrader ».

formgrader sert au professeur, sous son compte, des pages faites de ce que les
élèves ont écrit. Cette extension du serveur Jupyter (chargée par
jupyter/nbgrader/serveur-formgrader/jupyter_server_config.py, et seulement là) :

- donne à chaque réponse du serveur une politique de sécurité (CSP) : aucun
  script en ligne, sauf ceux des gabarits de JupyterLab, de Notebook et de
  nbgrader, reconnus texte pour texte (leurs `{{ … }}` réduits à des
  identifiants : un guillemet ou un chevron injecté par l'adresse ne passe pas) ;
  les scripts en fichiers, seulement depuis les dossiers statiques du serveur
  (jamais depuis les copies) ; un fichier servi depuis une copie est mis à part
  (`sandbox`) ;
- montre chaque copie par le gabarit du cours (gabarits/formgrade_cours) : la
  copie assainie de nouveau, le HTML final repassé par la liste blanche, pour
  une cellule `verifier-…` la seule mention de sa note, sans case à modifier, et
  sous chaque réponse son barème, lu dans le carnet du professeur (baremes.py) ;
- refuse de changer la note d'une cellule que le juge a notée, ou hors barème,
  comme `npm run devoirs -- noter` ;
- refuse le bouton de correction automatique (⚡, caché de la page) avant de
  toucher à quoi que ce soit : nbgrader effaçait autograded/<élève>/<devoir>/
  avant de commencer, et corrigerait sans la cage ni les cas de référence ;
- ne démarre aucun noyau (AucunNoyau) : rien de ce que montre ce serveur ne
  s'exécute sous le compte du professeur ;
- fait les retours (« Generate Feedback ») par la même commande que
  `npm run devoirs -- retours` : nbgrader generate_feedback, dans le dossier du
  cours, avec la configuration du cours.
"""

import asyncio
import base64
import glob
import hashlib
import html
import json
import math
import os
import re
import sys

import jupyter_server
import jupyterlab
import jupyterlab_server
import notebook
from jinja2 import Environment, FileSystemLoader
from jupyter_core.paths import jupyter_path
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from nbconvert.exporters import HTMLExporter
from nbgrader.api import MissingEntry
from nbgrader.server_extensions.formgrader import apihandlers, handlers
from nbgrader.server_extensions.formgrader.base import BaseApiHandler, check_notebook_dir, check_xsrf
from tornado import web
from tornado.routing import HostMatches, Rule
from tornado.web import OutputTransform

from assainir import AssainirLaCopie, assainir_html
from baremes import baremes_de_la_copie

GABARITS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "gabarits")
GABARITS_FORMGRADER = os.path.join(GABARITS, "formgrader")

# --- La politique de sécurité ------------------------------------------------------------

_SCRIPT = re.compile(r"<script\b([^>]*)>(.*?)</script\s*>", re.IGNORECASE | re.DOTALL)
_TYPE = re.compile(r"""\btype\s*=\s*["']?([^"'\s>]+)""", re.IGNORECASE)
_TYPES_EXECUTES = {"", "text/javascript", "application/javascript", "module", "text/ecmascript"}
_GESTIONNAIRE = re.compile(r"""\son[a-z]+\s*=\s*"([^"]*)\"""", re.IGNORECASE)
_VARIABLE = re.compile(r"\{\{.*?\}\}", re.DOTALL)
# Ce que peut devenir un {{ … }} d'un script de gabarit : un identifiant, une adresse, un nombre.
_VALEUR_SURE = r"[\w./:%@+=-]*"


def _execute(attributs):
    if re.search(r"\bsrc\s*=", attributs, re.IGNORECASE):
        return False
    trouve = _TYPE.search(attributs)
    return (trouve.group(1).lower() if trouve else "") in _TYPES_EXECUTES


def _empreinte(texte):
    return "'sha256-" + base64.b64encode(hashlib.sha256(texte.encode("utf-8")).digest()).decode() + "'"


def _gabarits_des_pages():
    """Les gabarits d'où viennent les pages HTML que ce serveur peut écrire."""
    dossiers = [
        # La page de JupyterLab : celle de l'application construite, ou celle du paquet.
        *[os.path.join(dossier, "static") for dossier in jupyter_path("lab")],
        os.path.join(os.path.dirname(jupyterlab.__file__), "static"),
        os.path.join(os.path.dirname(jupyterlab_server.__file__), "templates"),
        os.path.join(os.path.dirname(jupyter_server.__file__), "templates"),
        os.path.join(os.path.dirname(notebook.__file__), "templates"),
        handlers.template_path,
        os.path.join(handlers.template_path, "formgrade"),
        GABARITS_FORMGRADER,
        os.path.join(GABARITS, "formgrade_cours"),
    ]
    for dossier in dossiers:
        for chemin in sorted(glob.glob(os.path.join(dossier, "*"))):
            if chemin.endswith((".html", ".tpl", ".j2")):
                with open(chemin, encoding="utf-8") as f:
                    yield f.read()


def scripts_des_gabarits():
    """
    Les scripts en ligne permis, tirés des gabarits : des motifs où chaque
    `{{ … }}` n'accepte qu'une valeur sûre (un script qui contient une
    instruction de gabarit `{% … %}` n'est pas permis) ; et les empreintes des
    gestionnaires d'évènements (`onclick="…"`), tous constants.
    """
    motifs, gestionnaires = [], set()
    for texte in _gabarits_des_pages():
        for attributs, corps in _SCRIPT.findall(texte):
            if _execute(attributs) and "{%" not in corps:
                morceaux = _VARIABLE.split(corps)
                motifs.append(re.compile(_VALEUR_SURE.join(re.escape(m) for m in morceaux), re.DOTALL))
        for code in _GESTIONNAIRE.findall(texte):
            if "{{" not in code and "{%" not in code:
                gestionnaires.add(_empreinte(code))
    return motifs, sorted(gestionnaires)


def politique(origine, base, page=b"", motifs=(), gestionnaires=(), evaluation=False):
    """
    La politique de sécurité d'une réponse du serveur. Les scripts en fichiers
    viennent seulement des dossiers statiques (JupyterLab, ses extensions,
    formgrader) ; un script en ligne, seulement s'il est l'un de ceux des
    gabarits ; ni objet, ni cadre venu d'ailleurs. `evaluation` permet `eval` :
    JupyterLab 4.6 en a besoin (ajv compile ainsi les schémas de ses réglages),
    pas formgrader.
    """
    racine = origine + base
    scripts = [f"{racine}static/", f"{racine}lab/extensions/", f"{racine}formgrader/static/"]
    if evaluation:
        scripts.append("'unsafe-eval'")
    if page:
        texte = page.decode("utf-8", "replace")
        for attributs, corps in _SCRIPT.findall(texte):
            if _execute(attributs) and any(m.fullmatch(corps) for m in motifs):
                scripts.append(_empreinte(corps))
        if gestionnaires:
            scripts += ["'unsafe-hashes'", *gestionnaires]
    return "; ".join(
        [
            "default-src 'none'",
            "script-src " + " ".join(dict.fromkeys(scripts)),
            "style-src 'self' 'unsafe-inline'",
            "img-src 'self' data: blob:",
            "font-src 'self' data:",
            "connect-src 'self'",
            "worker-src 'self' blob:",
            "frame-src 'self'",
            "manifest-src 'self'",
            "frame-ancestors 'self'",
            "base-uri 'self'",
            "form-action 'self'",
        ]
    )


# Un fichier d'une copie (une image que la copie cite, ou autre chose que l'élève a rendu) :
# une page à part, sans script ni accès au serveur.
POLITIQUE_FICHIER_DE_COPIE = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox"


def transformation(base):
    """La transformation de tornado qui ajoute la politique à chaque réponse."""
    motifs, gestionnaires = scripts_des_gabarits()
    navigation = r"(next|prev|next_incorrect|prev_incorrect)/?$"
    fichier_de_copie = re.compile(re.escape(base) + rf"formgrader/submissions/[^/]+/(?!{navigation}).+")

    class PolitiqueDeSecurite(OutputTransform):
        def __init__(self, request):
            super().__init__(request)
            self.request = request

        def transform_first_chunk(self, status_code, headers, chunk, finishing):
            # Une politique de plus : le navigateur applique aussi celle du serveur
            # (par exemple `sandbox allow-scripts` pour /files/).
            if fichier_de_copie.fullmatch(self.request.path):
                valeur = POLITIQUE_FICHIER_DE_COPIE
            else:
                origine = f"{self.request.protocol}://{self.request.host}"
                est_html = headers.get("Content-Type", "").startswith("text/html")
                page = chunk if est_html else b""
                evaluation = not self.request.path.startswith(base + "formgrader/")
                valeur = politique(origine, base, page, motifs, gestionnaires, evaluation)
            headers.add("Content-Security-Policy", valeur)
            return status_code, headers, chunk

    return PolitiqueDeSecurite


# --- Les pages et les appels de formgrader que le cours remplace -------------------------


class ExporteurDesCopies(HTMLExporter):
    """
    La page d'une copie : le gabarit du cours, la copie assainie de nouveau, le
    HTML final aussi. Ce que nbgrader passe au gabarit (identifiant et nom de
    l'élève, chemin de la copie) est échappé : un identifiant vient du nom d'un
    dossier du dossier d'échange, que l'élève choisit.
    """

    def from_filename(self, filename, resources=None, **kw):
        sures = {k: html.escape(v) if isinstance(v, str) else v for k, v in (resources or {}).items()}
        # Le barème de chaque réponse, pris dans le carnet du professeur (jupyter/nbgrader/baremes.py).
        devoir, carnet = (resources or {}).get("assignment_id"), (resources or {}).get("notebook_id")
        sures["sudoku_baremes"] = baremes_de_la_copie(filename, devoir, carnet) if devoir and carnet else {}
        return super().from_filename(filename, resources=sures, **kw)


def exporteur_des_copies():
    exporteur = ExporteurDesCopies(
        template_name="formgrade_cours",
        extra_template_basedirs=[GABARITS, handlers.template_path],
        # Pour que le gabarit du cours trouve celui qu'il étend : formgrade/index.html.j2.
        extra_template_paths=[handlers.template_path],
        sanitize_html=True,
        filters={"clean_html": assainir_html},
    )
    exporteur.register_preprocessor(AssainirLaCopie(), enabled=True)
    return exporteur


class PageDUneCopie(handlers.SubmissionHandler):
    @property
    def exporter(self):
        if "sudoku_exporteur" not in self.settings:
            self.settings["sudoku_exporteur"] = exporteur_des_copies()
        return self.settings["sudoku_exporteur"]


_GABARITS_JINJA = Environment(loader=FileSystemLoader([GABARITS_FORMGRADER, handlers.template_path]))


class GestionDesCopies(handlers.ManageSubmissionsHandler):
    """La liste des copies d'un devoir, sans le bouton ⚡ et avec la marche à suivre du cours."""

    def render(self, name, **ns):
        return _GABARITS_JINJA.get_template("gestion_des_copies.tpl").render(**ns)


class CorrectionParLaCommande(BaseApiHandler):
    """Le bouton ⚡ : refusé avant de toucher à quoi que ce soit."""

    @web.authenticated
    @check_xsrf
    @check_notebook_dir
    def post(self, devoir, eleve):
        message = (
            f"Corrigez par « npm run devoirs -- corriger {devoir} --student {eleve} » : la "
            "correction du cours exécute chaque copie dans sa cage, avec les cas de référence "
            "du devoir. formgrader ne corrige pas ; la copie corrigée n'a pas été touchée."
        )
        self.write(json.dumps({"success": False, "error": message, "log": ""}))


class RetoursParLeCours(BaseApiHandler):
    """« Generate Feedback » : la commande de `npm run devoirs -- retours`, dans le dossier du cours."""

    @web.authenticated
    @check_xsrf
    @check_notebook_dir
    async def post(self, devoir, eleve=None):
        commande = [sys.executable, "-m", "nbgrader", "generate_feedback", "--force"]
        commande.append(f"--assignment={devoir}")
        if eleve is not None:
            commande.append(f"--student={eleve}")
        processus = await asyncio.create_subprocess_exec(
            *commande,
            cwd=self.coursedir.root,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT,
        )
        sortie, _ = await processus.communicate()
        journal = sortie.decode("utf-8", "replace")
        reussi = processus.returncode == 0
        erreur = "" if reussi else f"nbgrader generate_feedback a échoué (code {processus.returncode})."
        self.write(json.dumps({"success": reussi, "log": journal, "error": erreur}))


class Refus(Exception):
    """Une demande refusée, avec sa raison en français et son code HTTP."""

    def __init__(self, message, code=403):
        super().__init__(message)
        self.code = code


def _nombre(valeur, nom):
    if valeur is None or valeur == "":
        return None
    try:
        nombre = float(valeur)
    except (TypeError, ValueError):
        nombre = math.nan
    if not math.isfinite(nombre):
        raise Refus(f"{nom} : « {valeur} » n'est pas un nombre.", 400)
    return nombre


class NoteALaMain(apihandlers.GradeHandler):
    """
    Une note changée dans formgrader : seulement celle d'une réponse notée à la
    main (une cellule solution notée), entre 0 et son barème. Les cellules
    `verifier-…` sont notées par le juge du cours, et par lui seul.
    """

    @web.authenticated
    @check_xsrf
    @check_notebook_dir
    def put(self, grade_id):
        try:
            note = self.gradebook.find_grade_by_id(grade_id)
        except MissingEntry:
            raise web.HTTPError(404)
        try:
            self._verifier(note.cell, self.get_json_body() or {})
        except Refus as refus:
            self.set_status(refus.code)
            return self.finish(json.dumps({"message": str(refus)}))
        return super().put(grade_id)

    @staticmethod
    def _verifier(cellule, donnees):
        if cellule.name not in {c.name for c in cellule.notebook.solution_cells}:
            raise Refus(
                f"« {cellule.name} » est notée par le juge du cours (npm run devoirs -- corriger) : "
                "sa note ne se change pas à la main."
            )
        points = _nombre(donnees.get("manual_score"), "manual_score")
        bonus = _nombre(donnees.get("extra_credit"), "extra_credit")
        if points is not None and not 0 <= points <= cellule.max_score:
            bareme = f"de 0 à {cellule.max_score:g}"
            raise Refus(f"{points:g} points : hors du barème de cette question ({bareme}).")
        if bonus is not None and bonus < 0:
            raise Refus("un bonus ne peut pas être négatif.")


class AucunNoyau(AsyncMappingKernelManager):
    """
    Les noyaux du serveur de formgrader : aucun. `allowed_kernelspecs` ne fait
    que cacher les noyaux de la liste ; celui-ci refuse de les démarrer. Le code
    d'un élève ne s'exécute que dans la cage de la correction.
    """

    async def start_kernel(self, *args, **kwargs):
        raise web.HTTPError(
            403,
            "formgrader n'exécute aucun code : ouvrez les leçons par npm start, "
            "corrigez par npm run devoirs -- corriger.",
        )


def _regles(base):
    chemin = lambda motif: base + motif  # noqa: E731
    return [
        (chemin(r"formgrader/api/submission/([^/]+)/([^/]+)/autograde"), CorrectionParLaCommande),
        (chemin(r"formgrader/api/assignment/([^/]+)/generate_feedback"), RetoursParLeCours),
        (chemin(r"formgrader/api/assignment/([^/]+)/([^/]+)/generate_feedback"), RetoursParLeCours),
        (chemin(r"formgrader/api/grade/([^/]+)"), NoteALaMain),
        (chemin(r"formgrader/submissions/([^/]+)/?"), PageDUneCopie),
        (chemin(r"formgrader/manage_submissions/([^/]+)/?"), GestionDesCopies),
    ]


def _jupyter_server_extension_points():
    return [{"module": "formgrader_du_cours"}]


def _load_jupyter_server_extension(serveur):
    application = serveur.web_app
    base = application.settings["base_url"]
    if not base.endswith("/"):
        base += "/"
    # Avant les règles de nbgrader, quel que soit l'ordre de chargement des extensions :
    # tornado prend la première règle qui répond à l'adresse.
    routeur = application.default_router
    routeur.rules.insert(0, routeur.process_rule(Rule(HostMatches(".*$"), _regles(base))))
    # Avant toute autre transformation (la compression), qui rendrait la page illisible.
    application.transforms.insert(0, transformation(base))
    serveur.log.info("formgrader du cours : politique de sécurité, copies assainies, ⚡ refusé")
