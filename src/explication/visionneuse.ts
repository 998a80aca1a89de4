/**
 * La visionneuse des étapes d'une explication (leçon 7) : la grille à
 * l'étape choisie, avec les candidats qui restent, ce que l'étape place ou
 * élimine, les unités et les faits qu'elle cite, et sa phrase. Comme la
 * visionneuse de la leçon 1 (src/notebook/visionneuse.ts), tout tient dans
 * un seul bloc HTML avec son script, sans dépendance : JupyterLab,
 * Notebook 7, l'export HTML et le site du cours l'affichent tels quels.
 *
 * Les étapes voyagent en nombres (variables x·N + v, unités numérotées comme
 * dans geometrie.ts) ; le script en refait la phrase d'`ecrireEtape`, ce qui
 * coûte moitié moins que d'envoyer les phrases. Pour top95 (150 à 200
 * étapes) : 12 à 23 ko de données, 10 ko de script, et 28 ko pour la grille
 * de l'énoncé, en HTML, qui se voit même sans JavaScript ; 45 à 60 ko en
 * tout. Le test dans Chromium compare les deux phrases.
 */
import type { Grille } from "../grille/grille";
import { versHTML } from "../grille/affichage-html";
import { identifiantDeVisionneuse } from "../notebook/visionneuse";
import { echapperHTML, jsonPourScript } from "../socle/html";
import { melangerVoiles, THEME, VIVES, VOILES } from "../socle/theme";
import { TECHNIQUES_EXPLIQUEES, estPlacement, type CaseEtChiffre, type Explication } from "./etape";
import { geometrie } from "./geometrie";

export interface OptionsVisionneuseExplication {
  /** Une légende au-dessus de la visionneuse. */
  titre?: string;
  /**
   * Cocher d'abord « passer les éliminations directes » (vrai par défaut) :
   * près de la moitié des étapes en sont, et elles se devinent.
   */
  passerDirectes?: boolean;
}

/**
 * Les marques de la grille, lisibles en thème clair et sombre (voir
 * socle/theme.ts) : les unités citées en voiles translucides sous le texte
 * du thème, comme `versHTML` surligne ; le reste en couleurs vives ou en
 * couleurs du thème.
 */
const MARQUES = {
  /** Les voiles des lignes, colonnes et carrés cités, et leurs mélanges (clé : 1 ligne, 2 colonne, 4 carré). */
  voiles: [0, 1, 2, 3, 4, 5, 6, 7].map((cle) => {
    const voiles = [VOILES.vert, VOILES.bleu, VOILES.orange].filter((_, k) => cle & (1 << k));
    return voiles.length === 0 ? THEME.fond : melangerVoiles(voiles);
  }),
  /** Le cadre du chiffre placé par l'étape, comme le cadre de la leçon 1. */
  place: VIVES.vert,
  /** Le fond d'un candidat éliminé par l'étape, écrit en blanc (contraste 5 contre ce rouge). */
  elimine: VIVES.rouge,
  /** Le cadre en tirets d'une case citée comme unité (« case (2, 3) » : elle a un seul chiffre). */
  caseCitee: VIVES.orange,
  donnee: THEME.texte,
  trouve: THEME.bleu,
  candidat: THEME.texte,
  /** Un candidat déjà éliminé, cité comme fait : gris et barré. */
  faitElimine: "var(--jp-content-font-color2, #6e6e6e)",
};

/** Une étape en nombres : [technique, variable placée ou 0, éliminées, unités, faits placés, faits éliminés]. */
type EtapeEnNombres = [number, number, number[], number[], number[], number[]];

/** Les étapes en nombres (voir l'en-tête du module). */
function enNombres(grille: Grille, explication: Explication): EtapeEnNombres[] {
  const N = grille.taille;
  const g = geometrie(N);
  const numeros = new Map(g.noms.map((nom, k) => [nom, k]));
  const variable = ([i, j, v]: CaseEtChiffre) => (i * N + j) * N + v;
  const unite = (nom: string) => {
    const k = numeros.get(nom);
    if (k === undefined) throw new Error(`htmlExplication : unité inconnue « ${nom} »`);
    return k;
  };
  return explication.etapes.map((e) => [
    TECHNIQUES_EXPLIQUEES.indexOf(e.technique),
    estPlacement(e) ? variable(e.place) : 0,
    estPlacement(e) ? [] : e.elimine.map(variable),
    e.unites.map(unite),
    e.faits.places.map(variable),
    e.faits.elimines.map(variable),
  ]);
}

/**
 * Le HTML de la visionneuse des étapes de `explication`, l'explication de
 * `grille` (celle d'`expliquer(grille)`). Une explication sans étape
 * (grille insoluble, à plusieurs solutions) donne une visionneuse vide, qui
 * le dit ; `montrerExplication` affiche plutôt un message.
 */
export function htmlExplication(
  grille: Grille,
  explication: Explication,
  options: OptionsVisionneuseExplication = {},
): string {
  const id = identifiantDeVisionneuse("explication");
  const donnees = jsonPourScript({
    taille: grille.taille,
    n: grille.n,
    depart: grille.valeurs,
    donnees: grille.donnees,
    techniques: TECHNIQUES_EXPLIQUEES,
    etapes: enNombres(grille, explication),
    marques: MARQUES,
  });
  const cocher = options.passerDirectes ?? true;
  const bouton = (action: string, texte: string, titre: string) =>
    `<button type="button" data-action="${action}" title="${titre}" style="margin:0 2px">${texte}</button>`;
  // Hors de la grille, pas de couleur fixée : les textes prennent celles du thème.
  return `<div id="${id}" tabindex="0" style="font-family:sans-serif;display:inline-block;max-width:100%">
${options.titre ? `<div style="font-weight:bold;margin-bottom:4px">${echapperHTML(options.titre)}</div>` : ""}
<div data-role="grille">${versHTML(grille, { taillePolice: grille.taille === 9 ? 26 : undefined })}</div>
<div style="margin-top:6px">
${bouton("debut", "« début", "revenir à l'énoncé (touche Début)")}${bouton("recul", "‹", "une étape en arrière (flèche gauche)")}${bouton("avance", "›", "une étape en avant (flèche droite)")}${bouton("fin", "fin »", "aller à la dernière étape (touche Fin)")}
<label style="margin-left:8px;white-space:nowrap"><input data-role="directes" type="checkbox"${cocher ? " checked" : ""}> passer les éliminations directes</label>
</div>
<input data-role="curseur" type="range" min="0" max="${explication.etapes.length}" value="0" style="width:100%" aria-label="étape">
<div data-role="numero" style="font-weight:bold;margin-top:2px"></div>
<div data-role="phrase" style="font-size:90%;max-width:36em;min-height:3.6em;white-space:normal;overflow-wrap:break-word">La visionneuse a besoin de JavaScript : exécutez la cellule dans Jupyter.</div>
<script type="application/json" data-role="donnees">${donnees}</script>
<script>${SCRIPT.replace("__ID__", id)}</script>
</div>`;
}

/** Le script de la visionneuse (JavaScript du navigateur, ES5, sans dépendance). */
const SCRIPT = `(function () {
  var racine = document.getElementById("__ID__");
  if (!racine) return;
  var d = JSON.parse(racine.querySelector('[data-role="donnees"]').textContent);
  var N = d.taille, n = d.n, m = d.marques, etapes = d.etapes, total = etapes.length;
  var cases = racine.querySelectorAll('[data-role="grille"] td');
  var curseur = racine.querySelector('[data-role="curseur"]');
  var boite = racine.querySelector('[data-role="directes"]');
  var numero = racine.querySelector('[data-role="numero"]');
  var phrase = racine.querySelector('[data-role="phrase"]');
  var symboles = "123456789ABCDEFGHIJKLMNOP";
  // L'état avant chaque étape (et après la dernière) : chiffres et candidats (bit v - 1).
  var valeurs = [d.depart.slice()], candidats = [], plein = (1 << N) - 1;
  candidats.push(d.depart.map(function () { return plein; }));
  for (var k = 0; k < total; k++) {
    var vs = valeurs[k].slice(), cs = candidats[k].slice(), e = etapes[k];
    if (e[1]) { var x = Math.floor((e[1] - 1) / N); vs[x] = e[1] - x * N; }
    for (var a = 0; a < e[2].length; a++) {
      var y = Math.floor((e[2][a] - 1) / N); cs[y] &= ~(1 << (e[2][a] - y * N - 1));
    }
    valeurs.push(vs); candidats.push(cs);
  }
  // Les étapes montrées : toutes, ou toutes sauf les éliminations directes (technique 0).
  var visibles = [], position = 0;
  function choisirVisibles() {
    visibles = [];
    for (var k = 0; k < total; k++) if (!boite.checked || etapes[k][0] !== 0) visibles.push(k);
    curseur.max = visibles.length;
  }
  function caseDe(variable) { var x = Math.floor((variable - 1) / N); return { x: x, v: variable - x * N }; }
  function ecrireCase(variable, signe) {
    var c = caseDe(variable);
    return "(" + Math.floor(c.x / N) + ", " + (c.x % N) + ") " + signe + " " + c.v;
  }
  function nomUnite(u) {
    if (u >= 3 * N) return "case (" + Math.floor((u - 3 * N) / N) + ", " + ((u - 3 * N) % N) + ")";
    return ["ligne ", "colonne ", "carré "][Math.floor(u / N)] + (u % N);
  }
  // La phrase d'ecrireEtape (src/explication/ecriture.ts), refaite ici.
  function ecrirePhrase(e) {
    var fait = e[1] ? ecrireCase(e[1], "=") : e[2].map(function (v) { return ecrireCase(v, "≠"); }).join(", ");
    var faits = e[4].map(function (v) { return ecrireCase(v, "="); })
      .concat(e[5].map(function (v) { return ecrireCase(v, "≠"); }));
    return fait + " : " + d.techniques[e[0]] + " ; unités : " + e[3].map(nomUnite).join(", ") +
      " ; faits : " + (faits.length > 0 ? faits.join(", ") : "aucun");
  }
  function marquer(table, variables) {
    for (var a = 0; a < variables.length; a++) {
      var c = caseDe(variables[a]); table[c.x] = table[c.x] || {}; table[c.x][c.v] = true;
    }
  }
  function dessiner() {
    // À l'énoncé, sans les éliminations directes : les candidats d'avant la première étape montrée.
    var s = position > 0 ? visibles[position - 1] : -1;
    var avant = s >= 0 ? s : (boite.checked ? (visibles.length > 0 ? visibles[0] : total) : 0);
    var vs = valeurs[avant], cs = candidats[avant], e = s >= 0 ? etapes[s] : null;
    var voiles = [], casesCitees = {}, places = {}, elimines = {}, faitsElimines = {}, placee = -1, chiffre = 0;
    if (e) {
      for (var a = 0; a < e[3].length; a++) {
        var u = e[3][a];
        if (u >= 3 * N) { casesCitees[u - 3 * N] = true; continue; }
        var sorte = Math.floor(u / N), r = u % N;
        for (var x = 0; x < N * N; x++) {
          var i = Math.floor(x / N), j = x % N;
          var dedans = sorte === 0 ? i === r : sorte === 1 ? j === r :
            Math.floor(i / n) * n + Math.floor(j / n) === r;
          if (dedans) voiles[x] = (voiles[x] || 0) | (1 << sorte);
        }
      }
      if (e[1]) { var c = caseDe(e[1]); placee = c.x; chiffre = c.v; }
      marquer(elimines, e[2]); marquer(places, e[4]); marquer(faitsElimines, e[5]);
    }
    for (var x = 0; x < cases.length; x++) {
      var td = cases[x], v = x === placee ? chiffre : vs[x];
      td.style.backgroundColor = m.voiles[voiles[x] || 0];
      td.style.boxShadow = x === placee ? "inset 0 0 0 3px " + m.place : "";
      td.style.outline = casesCitees[x] ? "2px dashed " + m.caseCitee : "";
      td.style.outlineOffset = casesCitees[x] ? "-5px" : "";
      td.style.fontWeight = d.donnees[x] || x === placee ? "bold" : "normal";
      td.style.color = d.donnees[x] ? m.donnee : m.trouve;
      td.setAttribute("data-marques", (x === placee ? "place " : "") + (casesCitees[x] ? "case-citee " : "") +
        (voiles[x] ? "unite " : "") + (places[x] && places[x][v] ? "fait " : ""));
      if (v) {
        // Un chiffre cité comme fait : cerclé.
        td.innerHTML = places[x] && places[x][v]
          ? '<span data-fait="place" style="display:inline-block;width:1.25em;height:1.25em;line-height:1.15em;' +
            'box-sizing:border-box;border:2px solid currentColor;border-radius:50%">' + symboles[v - 1] + "</span>"
          : symboles[v - 1];
        continue;
      }
      var morceaux = [];
      for (var w = 1; w <= N; w++) {
        var present = (cs[x] & (1 << (w - 1))) !== 0, style = "", sorteCandidat = "";
        if (present && elimines[x] && elimines[x][w]) {
          style = "color:#ffffff;background-color:" + m.elimine +
            ";border-radius:2px;font-weight:bold;text-decoration:line-through;text-decoration-thickness:2px";
          sorteCandidat = "elimine";
        } else if (!present && faitsElimines[x] && faitsElimines[x][w]) {
          style = "color:" + m.faitElimine + ";text-decoration:line-through";
          sorteCandidat = "fait-elimine";
        } else if (present) {
          style = "color:" + m.candidat;
          sorteCandidat = "candidat";
        }
        morceaux.push('<span data-candidat="' + sorteCandidat + '" style="' + style + '">' +
          (sorteCandidat ? symboles[w - 1] : "") + "</span>");
      }
      td.innerHTML = '<div style="display:grid;grid-template-columns:repeat(' + n + ',1fr);font-size:' +
        (1.35 / n).toFixed(2) + 'em;line-height:1.05;font-weight:normal;height:100%;align-content:center">' +
        morceaux.join("") + "</div>";
    }
    curseur.value = position;
    if (!e) {
      numero.textContent = "Énoncé : " + total + " étapes" +
        (boite.checked ? ", dont " + visibles.length + " sans les éliminations directes" : "");
      phrase.textContent = boite.checked && visibles.length > 0 && visibles[0] > 0
        ? "Les candidats après les éliminations directes. Avancez pour voir la première étape."
        : "Avancez pour voir la première étape.";
      return;
    }
    numero.textContent = "Étape " + position + " / " + visibles.length +
      (boite.checked ? " (" + (s + 1) + "e des " + total + ")" : "") + " : " + d.techniques[e[0]];
    phrase.textContent = ecrirePhrase(e);
  }
  function aller(p) { position = Math.max(0, Math.min(visibles.length, p)); dessiner(); }
  racine.addEventListener("click", function (ev) {
    var bouton = ev.target && ev.target.closest ? ev.target.closest("[data-action]") : null;
    var action = bouton && racine.contains(bouton) ? bouton.getAttribute("data-action") : null;
    if (action === "debut") aller(0);
    if (action === "recul") aller(position - 1);
    if (action === "avance") aller(position + 1);
    if (action === "fin") aller(visibles.length);
  });
  curseur.addEventListener("input", function () { aller(Number(curseur.value)); });
  boite.addEventListener("change", function () {
    // On reste sur la même étape, ou sur la première montrée après elle.
    var s = position > 0 ? visibles[position - 1] : -1;
    choisirVisibles();
    var p = 0;
    if (s >= 0) { p = visibles.length; for (var k = 0; k < visibles.length; k++) if (visibles[k] >= s) { p = k + 1; break; } }
    aller(p);
  });
  racine.addEventListener("keydown", function (ev) {
    var touches = { ArrowLeft: -1, ArrowRight: 1 };
    if (ev.target && ev.target.tagName === "INPUT") return;
    if (ev.key in touches) aller(position + touches[ev.key]);
    else if (ev.key === "Home") aller(0);
    else if (ev.key === "End") aller(visibles.length);
    else return;
    // Jupyter ne doit pas prendre ces touches pour lui (changer de cellule).
    ev.preventDefault(); ev.stopPropagation();
  });
  choisirVisibles();
  dessiner();
})();`;
