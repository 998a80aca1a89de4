/**
 * Une visionneuse pas à pas de `resolution` : la grille, et des boutons pour
 * rejouer chaque tour de la boucle (lecture, pas à pas, curseur). Tout tient
 * dans un seul bloc HTML avec son script : il marche dans Jupyter Notebook,
 * JupyterLab et l'export HTML d'un carnet, sans connexion.
 *
 * La trace est compressée : chaque tour devient un entier
 * ((case × (N + 1) + valeur) × 2 + sens), écrit sur quelques caractères
 * d'un alphabet de 64 symboles. L'annexe du TD (≈ 54 000 tours) tient en ≈ 110 ko.
 */
import { Grille } from "../grille/grille";
import { versHTML } from "../grille/affichage-html";
import type { Etape } from "../td/resolution";
import { echapperHTML } from "../socle/html";
import { VIVES } from "../socle/theme";

/**
 * Le triangle du bouton de lecture, dessiné (le caractère ▶ dépendrait de la
 * police) et de la couleur du texte du bouton.
 */
const TRIANGLE =
  '<svg viewBox="0 0 10 10" width="0.75em" height="0.75em" aria-hidden="true" focusable="false" ' +
  'style="vertical-align:-0.05em"><path d="M1.5 0.8v8.4L9 5z" fill="currentColor"/></svg>';

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

export interface OptionsVisionneuse {
  titre?: string;
  /** Nombre de tours gardés au plus (les suivants sont omis, et on le dit). */
  toursMax?: number;
}

/** Le nombre de caractères par tour, selon la taille de la grille. */
function largeurCode(taille: number): number {
  const plusGrand = (taille * taille * (taille + 1) + taille) * 2 + 1;
  return Math.max(1, Math.ceil(Math.log(plusGrand + 1) / Math.log(64)));
}

/** La trace en texte compact (voir l'en-tête du module). */
export function encoderTrace(trace: readonly Etape[], taille: number): string {
  const largeur = largeurCode(taille);
  return trace
    .map(({ i, j, valeur, sens }) => {
      let code = ((i * taille + j) * (taille + 1) + valeur) * 2 + (sens ? 1 : 0);
      let morceau = "";
      for (let k = 0; k < largeur; k++) {
        morceau = ALPHABET[code % 64] + morceau;
        code = Math.floor(code / 64);
      }
      return morceau;
    })
    .join("");
}

/**
 * Un identifiant propre à chaque visionneuse (`prefixe-…`), pour en afficher
 * plusieurs dans un carnet ; celle des explications (leçon 7) s'en sert aussi.
 */
let compteur = 0;
export function identifiantDeVisionneuse(prefixe: string): string {
  compteur++;
  return `${prefixe}-${Date.now().toString(36)}-${compteur}`;
}

/** Le HTML de la visionneuse pour la matrice de départ `enonce` et la trace d'une résolution. */
export function htmlVisionneuse(
  enonce: number[][],
  trace: readonly Etape[],
  options: OptionsVisionneuse = {},
): string {
  const grille = Grille.depuisMatrice(enonce);
  const toursMax = options.toursMax ?? 200_000;
  const gardes = trace.slice(0, toursMax);
  const id = identifiantDeVisionneuse("visionneuse");
  const donnees = JSON.stringify({
    taille: grille.taille,
    depart: grille.valeurs,
    donnees: grille.donnees,
    largeur: largeurCode(grille.taille),
    alphabet: ALPHABET,
    trace: encoderTrace(gardes, grille.taille),
    tronquee: trace.length > gardes.length ? trace.length : 0,
    // Le cadre de la dernière case jouée : vert si l'on avance, rouge si l'on recule.
    couleurs: { avance: VIVES.vert, recul: VIVES.rouge },
  });
  const bouton = (action: string, texte: string, titre: string) =>
    `<button data-action="${action}" title="${titre}" style="margin:0 2px">${texte}</button>`;
  // Pas de couleur fixée hors de la grille : titre et état prennent celles du thème.
  return `<div id="${id}" style="font-family:sans-serif;display:inline-block">
${options.titre ? `<div style="font-weight:bold;margin-bottom:4px">${echapperHTML(options.titre)}</div>` : ""}
<div data-role="grille">${versHTML(grille)}</div>
<div style="margin-top:6px">
${bouton("debut", "« début", "revenir au début")}${bouton("recul", "‹", "un tour en arrière")}${bouton("lecture", `${TRIANGLE} lecture`, "lecture / pause")}${bouton("avance", "›", "un tour en avant")}${bouton("fin", "fin »", "aller à la fin")}
<select data-role="vitesse" title="tours par image">
<option value="1">1 tour</option><option value="10" selected>10 tours</option><option value="100">100 tours</option><option value="1000">1000 tours</option>
</select> par image
</div>
<input data-role="curseur" type="range" min="0" max="${gardes.length}" value="0" style="width:100%">
<div data-role="etat" style="font-size:90%">La visionneuse a besoin de JavaScript : exécutez la cellule dans Jupyter.</div>
<script type="application/json" data-role="donnees">${donnees}</script>
<script>${SCRIPT.replace("__ID__", id)}</script>
</div>`;
}

/** Le script de la visionneuse (JavaScript du navigateur, sans dépendance). */
const SCRIPT = `(function () {
  var racine = document.getElementById("__ID__");
  if (!racine) return;
  var d = JSON.parse(racine.querySelector('[data-role="donnees"]').textContent);
  var N = d.taille, nbTours = d.trace.length / d.largeur;
  var cases = racine.querySelectorAll('[data-role="grille"] td');
  var etat = racine.querySelector('[data-role="etat"]');
  var curseur = racine.querySelector('[data-role="curseur"]');
  var symboles = "123456789ABCDEFGHIJKLMNOP";
  function tour(k) {
    var code = 0;
    for (var c = 0; c < d.largeur; c++) code = code * 64 + d.alphabet.indexOf(d.trace[k * d.largeur + c]);
    var sens = code % 2 === 1; code = (code - (code % 2)) / 2;
    var valeur = code % (N + 1), indice = (code - valeur) / (N + 1);
    return { indice: indice, valeur: valeur, sens: sens };
  }
  // Des états de la grille tous les 500 tours, pour sauter vite n'importe où.
  var pas = 500, reperes = [d.depart.slice()], courant = d.depart.slice();
  for (var k = 0; k < nbTours; k++) {
    var t = tour(k); courant[t.indice] = t.valeur;
    if ((k + 1) % pas === 0) reperes.push(courant.slice());
  }
  var position = 0, minuterie = null;
  function grilleAu(n) {
    var g = reperes[Math.floor(n / pas)].slice();
    for (var k = Math.floor(n / pas) * pas; k < n; k++) { var t = tour(k); g[t.indice] = t.valeur; }
    return g;
  }
  function dessiner() {
    var g = grilleAu(position), dernier = position > 0 ? tour(position - 1) : null;
    for (var c = 0; c < cases.length; c++) {
      cases[c].textContent = g[c] === 0 ? "" : symboles[g[c] - 1];
      cases[c].style.outline = "";
    }
    if (dernier) cases[dernier.indice].style.outline = "3px solid " + (dernier.sens ? d.couleurs.avance : d.couleurs.recul);
    curseur.value = position;
    var texte = "Tour " + position + " / " + nbTours;
    if (dernier) {
      var i = Math.floor(dernier.indice / N), j = dernier.indice % N;
      texte += " : case (" + i + ", " + j + ") " + (dernier.valeur ? "← " + dernier.valeur : "remise à 0") +
        ", puis on " + (dernier.sens ? "avance" : "recule");
    }
    if (d.tronquee && position === nbTours) texte += " (trace coupée : " + d.tronquee + " tours en tout)";
    etat.textContent = texte;
  }
  function aller(n) { position = Math.max(0, Math.min(nbTours, n)); dessiner(); }
  function arreter() { if (minuterie) { clearInterval(minuterie); minuterie = null; } }
  function lecture() {
    if (minuterie) { arreter(); return; }
    minuterie = setInterval(function () {
      var vitesse = Number(racine.querySelector('[data-role="vitesse"]').value);
      aller(position + vitesse);
      if (position >= nbTours) arreter();
    }, 40);
  }
  racine.addEventListener("click", function (e) {
    // Le clic peut tomber sur le dessin d'un bouton : on remonte jusqu'au bouton.
    var bouton = e.target && e.target.closest ? e.target.closest("[data-action]") : null;
    var action = bouton && racine.contains(bouton) ? bouton.getAttribute("data-action") : null;
    if (action === "debut") { arreter(); aller(0); }
    if (action === "recul") { arreter(); aller(position - 1); }
    if (action === "avance") { arreter(); aller(position + 1); }
    if (action === "fin") { arreter(); aller(nbTours); }
    if (action === "lecture") lecture();
  });
  curseur.addEventListener("input", function () { arreter(); aller(Number(curseur.value)); });
  dessiner();
})();`;
