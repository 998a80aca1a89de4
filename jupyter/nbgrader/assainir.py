"""Le texte de l'élève est une donnée : il n'atteint une page que par une liste blanche.

Ce qu'un élève écrit (ses réponses en Markdown, le HTML, le SVG et les autres
sorties que produisent ses cellules) s'affiche ensuite dans le navigateur du
professeur (formgrader, JupyterLab) et dans les pages de retour, que d'autres
élèves peuvent ouvrir. Un `<img onerror=…>` y tournerait avec les droits de la
page : le jeton et le cookie du serveur Jupyter du professeur. Rien de ce
texte n'y passe donc sans l'assainisseur nh3 (ammonia) et sa liste blanche :
balises, attributs, propriétés CSS, adresses ; tout le reste est retiré, et le
contenu de `<script>` et `<style>` avec.

- `AssainirLaCopie` (préprocesseur) : à la fin de la correction, dans la copie
  corrigée (autograded/), puis de nouveau avant chaque page de retour. Le
  Markdown de l'élève devient son rendu HTML assaini (le texte d'origine reste
  dans les métadonnées, `sudoku_texte_eleve`, pour `npm run devoirs -- reponses`
  qui l'écrit dans le terminal) ; chaque sortie est réduite aux types que la
  liste blanche sait assainir.
- `assainir_html` : le filtre `clean_html` de nbconvert dans les gabarits du
  cours (retours, page d'une copie dans formgrader), appliqué au HTML final.
"""

import base64
import binascii
import html
import re

import nh3
from nbconvert.filters.markdown_mistune import InvalidNotebook, IPythonRenderer, MarkdownWithMath
from nbgrader.preprocessors import NbGraderPreprocessor
from pygments.token import STANDARD_TYPES
from traitlets import List

# Les balises de texte d'ammonia, sans les cartes d'image (area, map), plus le SVG
# des icônes et des dessins du cours (rapports de verifier, grilles) et <progress>
# (la barre d'avancement de la leçon 6). Ni formulaire, ni cadre, ni média, ni script.
BALISES = (set(nh3.ALLOWED_TAGS) - {"area", "map"}) | {
    "progress",
    "svg",
    "g",
    "circle",
    "ellipse",
    "rect",
    "line",
    "polyline",
    "polygon",
    "path",
    "text",
    "tspan",
    "title",
    "desc",
}

_PRESENTATION_SVG = {
    "fill",
    "fill-opacity",
    "fill-rule",
    "stroke",
    "stroke-width",
    "stroke-linecap",
    "stroke-linejoin",
    "stroke-dasharray",
    "stroke-opacity",
    "opacity",
    "transform",
}

ATTRIBUTS = {
    **{balise: set(noms) for balise, noms in nh3.ALLOWED_ATTRIBUTES.items()},
    "*": {"title", "style", "id", "lang", "dir", "role", "aria-label", "aria-hidden"},
    "progress": {"value", "max"},
    "svg": {"xmlns", "viewBox", "width", "height", "focusable", "preserveAspectRatio"} | _PRESENTATION_SVG,
    "g": set(_PRESENTATION_SVG),
    "circle": {"cx", "cy", "r"} | _PRESENTATION_SVG,
    "ellipse": {"cx", "cy", "rx", "ry"} | _PRESENTATION_SVG,
    "rect": {"x", "y", "width", "height", "rx", "ry"} | _PRESENTATION_SVG,
    "line": {"x1", "y1", "x2", "y2"} | _PRESENTATION_SVG,
    "polyline": {"points"} | _PRESENTATION_SVG,
    "polygon": {"points"} | _PRESENTATION_SVG,
    "path": {"d"} | _PRESENTATION_SVG,
    "text": {"x", "y", "dx", "dy", "text-anchor", "font-size", "font-family", "font-weight"}
    | _PRESENTATION_SVG,
    "tspan": {"x", "y", "dx", "dy"} | _PRESENTATION_SVG,
}

# Les propriétés CSS des attributs `style` : celles des tableaux, grilles et rapports du
# cours. Ni position, ni z-index, ni transform : une sortie ne recouvre pas la page.
PROPRIETES_CSS = {
    "background-color",
    "border",
    "border-bottom",
    "border-bottom-color",
    "border-collapse",
    "border-color",
    "border-left",
    "border-radius",
    "border-right",
    "border-spacing",
    "border-style",
    "border-top",
    "border-width",
    "caption-side",
    "color",
    "display",
    "font-family",
    "font-size",
    "font-style",
    "font-variant-numeric",
    "font-weight",
    "height",
    "line-height",
    "margin",
    "margin-bottom",
    "margin-left",
    "margin-right",
    "margin-top",
    "max-height",
    "max-width",
    "min-height",
    "min-width",
    "overflow-wrap",
    "padding",
    "padding-bottom",
    "padding-left",
    "padding-right",
    "padding-top",
    "text-align",
    "text-decoration",
    "vertical-align",
    "white-space",
    "width",
    "word-break",
}

# Les classes de la coloration du code (pygments), seules classes gardées : une
# sortie ne se déguise pas en élément de la page (note, bouton de formgrader).
_CLASSES_PYGMENTS = {c for c in STANDARD_TYPES.values() if c}
CLASSES = {"span": _CLASSES_PYGMENTS, "div": {"highlight"}}

# Une image n'est jamais chargée d'ailleurs : seulement des données dans la page.
_IMAGE_EN_DONNEES = re.compile(r"data:image/(png|jpeg|gif|webp|svg\+xml)[;,]", re.IGNORECASE)
_LIEN_PERMIS = re.compile(r"(https?|mailto):", re.IGNORECASE)


def _filtrer_attribut(balise, attribut, valeur):
    if attribut == "src":
        return valeur if balise == "img" and _IMAGE_EN_DONNEES.match(valeur) else None
    if attribut in ("href", "cite"):
        return valeur if _LIEN_PERMIS.match(valeur) else None
    return valeur


# Une image dont l'adresse a été retirée, dans la sortie d'ammonia (attributs entre guillemets,
# `<` du texte échappé) : sans source, elle ne montrerait qu'une image cassée.
_IMAGE_SANS_SOURCE = re.compile(r'<img(?![^>]*\ssrc=")[^>]*>')


def assainir_html(texte):
    """Le HTML réduit à la liste blanche du cours (le filtre `clean_html` des gabarits)."""
    if isinstance(texte, bytes):
        texte = texte.decode("utf-8", "replace")
    propre = nh3.clean(
        str(texte),
        tags=BALISES,
        # Retirés avec leur contenu : le code d'un script ou d'un style, le texte des commandes
        # d'une sortie interactive (la visionneuse), qui ne feraient rien sans script.
        clean_content_tags={"script", "style", "button", "select", "textarea"},
        attributes=ATTRIBUTS,
        attribute_filter=_filtrer_attribut,
        url_schemes={"http", "https", "mailto", "data"},
        # Aucune adresse relative : elle mènerait à une page du serveur du professeur.
        url_relative="deny",
        filter_style_properties=PROPRIETES_CSS,
        allowed_classes=CLASSES,
        # Un id de l'élève ne prend pas la place d'un id de la page (les cases de formgrader).
        id_prefix="eleve-",
        link_rel="noopener noreferrer nofollow",
    )
    return _IMAGE_SANS_SOURCE.sub("", propre)


IMAGES = ("image/png", "image/jpeg", "image/gif")


def markdown_en_html(source, attachments=None):
    """Le rendu HTML d'un texte Markdown, par le moteur de nbconvert (celui des retours et de formgrader)."""
    pieces = {}
    for nom, types in (attachments or {}).items():
        images = {t: d for t, d in (types or {}).items() if t in IMAGES}
        if images:
            pieces[nom] = images
    def rendu(jointes):
        moteur = IPythonRenderer(escape=False, exclude_anchor_links=True, attachments=jointes)
        return MarkdownWithMath(renderer=moteur).render(source)

    try:
        return rendu(pieces)
    except (InvalidNotebook, RuntimeError, ValueError, TypeError):
        # Une pièce jointe citée qui manque (ou qui n'est pas une image), un texte que le moteur
        # ne sait pas rendre : le texte tel quel, plutôt qu'une correction qui échoue.
        return f"<pre>{html.escape(source)}</pre>"


def _texte(valeur):
    return "".join(valeur) if isinstance(valeur, list) else str(valeur)


MIME_PLOTLY = "application/vnd.plotly.v1+json"


def _mention_plotly(figure):
    """Ce qui remplace un graphique plotly : il lui faut un script, qu'une page assainie n'a pas."""
    titre = ""
    if isinstance(figure, dict):
        mise_en_page = figure.get("layout") or {}
        titre = mise_en_page.get("title") if isinstance(mise_en_page, dict) else ""
        if isinstance(titre, dict):
            titre = titre.get("text", "")
    dit = f" « {html.escape(str(titre))} »" if isinstance(titre, str) and titre else ""
    return (
        f"<p><em>Graphique interactif{dit} (plotly) : il demande un script, qui ne passe pas "
        "dans une copie corrigée ni dans une page de retour. Il se dessine quand la cellule "
        "est exécutée dans JupyterLab.</em></p>"
    )


def _base64_valide(donnees):
    texte = re.sub(r"\s+", "", _texte(donnees))
    try:
        base64.b64decode(texte, validate=True)
    except (binascii.Error, ValueError):
        return None
    return texte


def assainir_paquet(donnees):
    """
    Un paquet MIME de sortie réduit à ce que la liste blanche sait montrer :
    texte, HTML et SVG assainis, images en données. Le reste (JavaScript,
    widgets, LaTeX, types inconnus) est retiré ; un graphique plotly est remplacé
    par une phrase qui le dit.
    """
    sur = {}
    if "text/plain" in donnees:
        sur["text/plain"] = _texte(donnees["text/plain"])
    if MIME_PLOTLY in donnees:
        sur["text/html"] = _mention_plotly(donnees[MIME_PLOTLY])
    elif "text/html" in donnees:
        sur["text/html"] = assainir_html(_texte(donnees["text/html"]))
    elif "text/markdown" in donnees:
        sur["text/html"] = assainir_html(markdown_en_html(_texte(donnees["text/markdown"])))
    if "image/svg+xml" in donnees:
        sur["image/svg+xml"] = assainir_html(_texte(donnees["image/svg+xml"]))
    for image in IMAGES:
        if image in donnees and (valide := _base64_valide(donnees[image])):
            sur[image] = valide
    retires = sorted(set(donnees) - set(sur) - {"text/markdown", "text/html", MIME_PLOTLY})
    if "text/plain" not in sur and retires:
        sur["text/plain"] = f"(sortie retirée à la correction : {', '.join(retires)})"
    return sur


def _entier_ou_rien(valeur):
    return valeur if isinstance(valeur, int) and not isinstance(valeur, bool) else None


CLE_TEXTE = "sudoku_texte_eleve"


def assainir_cellule(cellule):
    meta = cellule.get("metadata", {}).get("nbgrader")
    verrouillee = isinstance(meta, dict) and bool(meta.get("locked"))
    if cellule.cell_type == "markdown" and not verrouillee:
        # Le texte tel que l'élève l'a écrit : une donnée, pour le terminal du professeur.
        cellule.metadata.setdefault(CLE_TEXTE, cellule.source)
        cellule.source = assainir_html(markdown_en_html(cellule.source, cellule.get("attachments")))
        cellule.pop("attachments", None)
    elif cellule.cell_type == "raw" and not verrouillee:
        cellule.metadata.setdefault(CLE_TEXTE, cellule.source)
        cellule.source = assainir_html(cellule.source)
    elif cellule.cell_type == "code":
        # Le noyau tourne avec le code de l'élève : même le numéro d'exécution est à vérifier.
        cellule.execution_count = _entier_ou_rien(cellule.get("execution_count"))
        for sortie in cellule.get("outputs", []):
            if sortie.get("output_type") in ("display_data", "execute_result"):
                sortie["data"] = assainir_paquet(sortie.get("data", {}))
                sortie["metadata"] = {}
                if sortie.get("output_type") == "execute_result":
                    sortie["execution_count"] = _entier_ou_rien(sortie.get("execution_count"))
            elif sortie.get("output_type") == "stream":
                sortie["text"] = _texte(sortie.get("text", ""))
            elif sortie.get("output_type") == "error":
                sortie["ename"] = _texte(sortie.get("ename", ""))
                sortie["evalue"] = _texte(sortie.get("evalue", ""))
                sortie["traceback"] = [_texte(ligne) for ligne in sortie.get("traceback", [])]


class AssainirLaCopie(NbGraderPreprocessor):
    """Réduit tout ce que l'élève a écrit dans la copie à la liste blanche du cours."""

    # Réglé par l'exportateur HTML des retours pour tout NbConvertBase : déclaré réglable, comme
    # dans GetGrades, pour que traitlets ne le signale pas comme une option inconnue.
    display_data_priority = List(config=True)

    def preprocess(self, nb, resources):
        # L'état des widgets ferait charger leurs scripts par la page de retour.
        nb.metadata.pop("widgets", None)
        for cellule in nb.cells:
            try:
                assainir_cellule(cellule)
            except Exception:  # noqa: BLE001 : une cellule qu'on ne sait pas assainir ne passe pas.
                retirer(cellule)
        return nb, resources


def retirer(cellule):
    """Ce qui reste d'une cellule que l'assainissement n'a pas su lire : son texte, échappé."""
    if cellule.cell_type == "code":
        note = "(sorties retirées à la correction : elles n'ont pas pu être assainies)\n"
        cellule.outputs = [{"output_type": "stream", "name": "stdout", "text": note}]
    else:
        cellule.source = f"<pre>{html.escape(_texte(cellule.get('source', '')))}</pre>"
        cellule.pop("attachments", None)
