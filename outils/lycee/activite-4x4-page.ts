/**
 * La page HTML de l'activité débranchée (voir outils/lycee/activite-4x4.ts) : quatre
 * fiches pour l'élève, une planche de jetons et deux pages pour le professeur,
 * chacune une feuille A4. Tout est dans le fichier (styles compris) : il s'ouvre et s'imprime
 * sans réseau, depuis n'importe quel navigateur.
 *
 * Chaque grille est une table `class="grille"` marquée par son nom et son rôle
 * (`data-grille="A" data-role="enonce"` ou `"solution"`) : le test de la fiche
 * relit ces tables pour vérifier ce qui est imprimé. Un indice est montré de la
 * même façon sur toutes les grilles (classe `indice` : en gras sur fond gris), et
 * le texte le dit avec les mêmes mots (`INDICES`).
 */
import type { Grille } from "../../src/index";
import type { DonneesActivite, GrilleActivite, Partie } from "./activite-4x4-donnees";

/** Comment la fiche montre un indice, et le dit : partout les mêmes mots. */
export const INDICES = "en gras sur fond gris";

/** La planche de jetons : un jeu par binôme (quatre fois chaque chiffre, et le curseur). */
export const BINOMES_PAR_PLANCHE = 4;
/** Le côté d'un jeton, en millimètres : des carrés côte à côte, qui se coupent en lignes droites. */
const COTE_JETON = 19;

const STYLE = `
@page { size: A4; margin: 0; }
* { box-sizing: border-box; }
html { background: #d4d4d4; }
body { margin: 0; font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif;
  font-size: 10pt; line-height: 1.35; color: #111; }
.page { position: relative; width: 210mm; height: 296mm; padding: 12mm 15mm 14mm;
  margin: 6mm auto; background: #fff; box-shadow: 0 0 3mm rgba(0, 0, 0, 0.3);
  overflow: hidden; break-after: page; page-break-after: always; }
.page:last-child { break-after: auto; page-break-after: auto; }
@media print {
  html { background: none; }
  .page { margin: 0; box-shadow: none; }
}
h1 { font-size: 17pt; margin: 0 0 1mm; }
h2 { font-size: 12.5pt; margin: 5mm 0 2mm; border-bottom: 0.4mm solid #111; }
h3 { font-size: 10.5pt; margin: 3mm 0 1mm; }
p, ul, ol { margin: 1mm 0 2mm; }
li { margin-bottom: 0.8mm; }
.entete { display: flex; justify-content: space-between; font-size: 9pt; color: #444; }
.pied { position: absolute; bottom: 6mm; left: 15mm; right: 15mm; font-size: 8pt;
  color: #666; display: flex; justify-content: space-between; }
.professeur .entete { color: #111; font-weight: bold; }
.rangee { display: flex; justify-content: space-around; align-items: flex-start; gap: 4mm; }
.bloc { text-align: center; }
.legende { font-size: 9pt; margin-top: 1mm; }
table.grille { border-collapse: collapse; margin: 0 auto; }
table.grille th { font-weight: normal; color: #666; font-size: 8pt; padding: 0 1mm; }
table.grille td { width: var(--c); height: var(--c); border: 0.25mm solid #777; text-align: center;
  vertical-align: middle; font-size: calc(var(--c) * 0.55); }
table.grille td.h { border-top: 0.7mm solid #000; }
table.grille td.b { border-bottom: 0.7mm solid #000; }
table.grille td.g { border-left: 0.7mm solid #000; }
table.grille td.d { border-right: 0.7mm solid #000; }
table.grille td.indice { font-weight: bold; background: #d9d9d9;
  -webkit-print-color-adjust: exact; print-color-adjust: exact; }
table.solution td:not(.indice) { color: #333; font-style: italic; }
.petite { --c: 12mm; }
.moyenne { --c: 8mm; }
.grande { --c: 24mm; }
.lignes { border-bottom: 0.2mm solid #999; height: 6.5mm; }
.reponse { margin: 0 0 1mm 5mm; }
.bande { display: grid; grid-template-columns: repeat(9, ${COTE_JETON}mm);
  grid-template-rows: auto ${COTE_JETON}mm ${COTE_JETON}mm; justify-content: center; margin-top: 4mm; }
.bande .legende { grid-column: 1 / -1; text-align: left; align-self: end; }
.jeton { border: 0.3mm solid #555; margin: 0 -0.3mm -0.3mm 0; display: flex; align-items: center;
  justify-content: center; font-size: 20pt; font-weight: bold; }
.curseur { font-size: 8pt; font-weight: normal; flex-direction: column; }
.curseur b { font-size: 16pt; }
table.journal { border-collapse: collapse; width: 100%; font-size: 9pt; }
table.journal th, table.journal td { border: 0.25mm solid #777; padding: 0 1.5mm; height: 6.2mm; }
table.journal th { background: #eee; height: auto; padding: 1mm 1.5mm; }
table.journal td:first-child { text-align: right; color: #666; width: 11mm; }
.colonnes { display: flex; gap: 5mm; align-items: flex-start; }
.colonnes > * { flex: 1; }
.note { font-size: 9pt; color: #333; }
.serre li { margin-bottom: 0.3mm; }
code { font-family: "DejaVu Sans Mono", "Liberation Mono", monospace; font-size: 9pt; }
`;

/** Les traits épais d'une case : ceux qui bordent son carré 2×2. */
function bords(i: number, j: number): string {
  return [i % 2 === 0 ? "h" : "b", j % 2 === 0 ? "g" : "d"].join(" ");
}

/** Une grille 4×4 numérotée comme en Python ; `montrees` : les valeurs imprimées. */
function table(
  grille: GrilleActivite,
  role: "enonce" | "solution",
  taille: string,
  jeu = false,
): string {
  const { enonce } = grille;
  const montrees: Grille = role === "enonce" ? enonce : grille.solution;
  const classes = ["grille", taille, role === "solution" ? "solution" : "", jeu ? "jeu" : ""];
  const entete = `<tr><th></th>${[0, 1, 2, 3].map((j) => `<th>${j}</th>`).join("")}</tr>`;
  const lignes = [0, 1, 2, 3].map((i) => {
    const cases = [0, 1, 2, 3].map((j) => {
      const indice = enonce.donnees[i * 4 + j];
      const v = montrees.valeur(i, j);
      const classe = `${bords(i, j)}${indice ? " indice" : ""}`;
      return `<td class="${classe}">${v === 0 ? "" : v}</td>`;
    });
    return `<tr><th>${i}</th>${cases.join("")}</tr>`;
  });
  const attributs = `class="${classes.filter(Boolean).join(" ")}" data-grille="${grille.nom}" data-role="${role}"`;
  return `<table ${attributs}>${entete}${lignes.join("")}</table>`;
}

/** Un nombre écrit à la française (espaces fines entre les milliers). */
function nombre(n: number): string {
  return n.toLocaleString("fr-FR");
}

function page(
  numero: number,
  total: number,
  contenu: string,
  professeur = false,
  titre?: string,
): string {
  const qui =
    titre ?? (professeur ? "Page du professeur — à ne pas photocopier" : "Fiche de l'élève");
  return `<section class="page${professeur ? " professeur" : ""}">
<div class="entete"><span>Parcours lycée · séance 1 · activité débranchée</span><span>${qui}</span></div>
${contenu}
<div class="pied"><span>Résoudre un Sudoku, de la recherche naïve à SAT · Sudoku 4×4</span><span>${numero} / ${total}</span></div>
</section>`;
}

function lignesAEcrire(n: number): string {
  return `<div class="reponse">${'<div class="lignes"></div>'.repeat(n)}</div>`;
}

function ficheGrilles(d: DonneesActivite): string {
  const blocs = d.grilles.map((g) => {
    const indices = g.enonce.donnees.filter(Boolean).length;
    return `<div class="bloc">${table(g, "enonce", "petite")}
<div class="legende"><b>Grille ${g.nom}</b> — ${indices} indices</div>
<div class="legende">1re case trouvée : ( … , … ) = …</div></div>`;
  });
  return `<h1>Le Sudoku 4×4, sans ordinateur</h1>
<p>Nom : ………………………………………… Classe : …………</p>
<h2>Les règles</h2>
<ul>
<li>La grille a 4 lignes, 4 colonnes et 4 carrés de 2 × 2 cases (les traits épais).</li>
<li>Il faut écrire un chiffre de 1 à 4 dans chaque case vide, de sorte que <b>chaque ligne, chaque colonne et chaque carré</b> contienne une fois chacun des chiffres 1, 2, 3 et 4.</li>
<li>Les chiffres imprimés ${INDICES} sont les <b>indices</b> : on n'y touche jamais.</li>
<li>Lignes et colonnes sont numérotées <b>à partir de 0</b>, comme les listes de Python : la case (i, j) est à la ligne i et à la colonne j. Si la grille est une liste de listes <code>M</code>, c'est <code>M[i][j]</code>.</li>
</ul>
<h2>1. Trois grilles, de plus en plus difficiles</h2>
<p>Remplissez-les dans l'ordre, au crayon. Sous chaque grille, notez la première case que vous avez remplie.</p>
<div class="rangee">${blocs.join("")}</div>
<h3>Question 1</h3>
<p>Sur la grille A, comment avez-vous trouvé votre première case ? Une phrase suffit : « dans la ligne …, il ne manquait que … ».</p>
${lignesAEcrire(3)}
<h3>Question 2</h3>
<p>La grille C n'a que ${d.grilles[2].enonce.donnees.filter(Boolean).length} indices. Qu'est-ce qui y est plus difficile ? Avez-vous dû essayer un chiffre « pour voir », puis l'effacer ?</p>
${lignesAEcrire(3)}`;
}

function ficheJeu(d: DonneesActivite): string {
  return `<h2>2. Le jeu du retour en arrière</h2>
<p>Un ordinateur ne « voit » pas la bonne case : il essaie des chiffres, dans un ordre fixé, et revient en arrière quand il est bloqué. Jouez comme lui, à deux : l'un déplace les jetons, l'autre tient le journal (fiche suivante) ; changez de rôle à mi-partie. Ne cherchez pas à être malin : appliquez les règles, rien que les règles.</p>
<h3>Les règles du jeu</h3>
<ol>
<li>Le curseur part de la case (0, 0), et l'on <b>avance</b>.</li>
<li>Les cases se parcourent dans l'ordre de lecture : de gauche à droite, puis la ligne suivante. Avancer, c'est aller à la case suivante ; reculer, à la précédente.</li>
<li>Sur une <b>case d'indice</b> (son chiffre est imprimé ${INDICES}) : on ne touche à rien, et l'on continue dans le même sens.</li>
<li>Sur une <b>case blanche</b> : on cherche le plus petit chiffre <b>plus grand que celui du jeton déjà posé</b> (à partir de 1 si la case est vide) qui n'est ni dans la ligne, ni dans la colonne, ni dans le carré de la case.
<ul><li>S'il y en a un : on pose son jeton (à la place de l'ancien), et l'on avance.</li>
<li>S'il n'y en a aucun : on retire le jeton (la case redevient vide), et l'on <b>recule</b>.</li></ul></li>
<li>Chaque case où passe le curseur compte pour un <b>tour</b> : notez-le au journal.</li>
<li>La partie s'arrête quand le curseur sort de la grille : après la case (3, 3), la grille est résolue ; avant la case (0, 0), elle n'a pas de solution.</li>
</ol>
<div class="bloc">${table(d.partie.grille, "enonce", "grande", true)}
<div class="legende"><b>Grille D</b> — la grille du jeu</div></div>
<p class="note">Les jetons (quatre de chaque chiffre, et le curseur) sont sur la planche que vous donne le professeur : on les pose sur les cases blanches de la grille D.</p>`;
}

/**
 * Le jeu d'un binôme, en une bande de deux rangées : les 1 et les 2 puis le
 * curseur, les 3 et les 4 dessous.
 */
function bandeDeJetons(binome: number): string {
  const jeton = (v: number) => `<div class="jeton">${v}</div>`;
  const rangee = (a: number, b: number) => [a, a, a, a, b, b, b, b].map(jeton).join("");
  const curseur = '<div class="jeton curseur"><b>▼</b>curseur</div>';
  return `<div class="bande"><div class="legende">Binôme ${binome}</div>${rangee(1, 2)}${curseur}${rangee(3, 4)}</div>`;
}

function plancheDeJetons(): string {
  const bandes = Array.from({ length: BINOMES_PAR_PLANCHE }, (_, k) => bandeDeJetons(k + 1));
  return `<h1>Les jetons du jeu</h1>
<p>Une planche pour ${BINOMES_PAR_PLANCHE} binômes : une bande par binôme, avec quatre jetons de chaque chiffre et le curseur (17 jetons). Imprimez-la à l'avance, sur papier épais si possible, et découpez-la <b>avant la séance</b> : les jetons sont des carrés côte à côte, qui se coupent en lignes droites (au massicot, la planche entière en une minute). Rangé dans une enveloppe, chaque jeu resservira d'une année sur l'autre.</p>
${bandes.join("\n")}`;
}

function ficheJournal(): string {
  const lignes = (debut: number) =>
    Array.from(
      { length: 20 },
      (_, k) => `<tr><td>${debut + k}</td><td></td><td></td><td></td></tr>`,
    ).join("");
  const journal = (debut: number) => `<table class="journal">
<tr><th>tour</th><th>case (i, j)</th><th>jeton après le tour<br>(vide : —)</th><th>sens<br>(→ ou ←)</th></tr>
${lignes(debut)}</table>`;
  return `<h2>Le journal de la partie (grille D)</h2>
<p>Une ligne par tour : la case où était le curseur, le jeton qui y reste (ou « — » si la case est vide, ou le chiffre de l'indice pour une case d'indice), et le sens pris ensuite. Prévoyez large : la partie tient sur ces lignes.</p>
<div class="colonnes">${journal(1)}${journal(21)}</div>
<h3>Bilan de la partie</h3>
<p>Nombre de tours : ………… Nombre de fois où l'on a reculé depuis une case blanche : …………</p>
<p>La grille obtenue est-elle juste ? Vérifiez chaque ligne, chaque colonne et chaque carré.</p>`;
}

function ficheQuestions(d: DonneesActivite): string {
  const q = (n: number, texte: string, lignes: number) =>
    `<h3>Question ${n}</h3><p>${texte}</p>${lignesAEcrire(lignes)}`;
  return `<h2>3. Des jetons aux fonctions</h2>
<p>Dans les séances suivantes, vous écrirez ces règles en programme, une fonction à la fois, sous les noms du TD (un énoncé écrit pour Python ; le cours le programme en TypeScript). Préparez-les ici, en français ou en Python.</p>
${q(3, "« Le chiffre 3 peut-il aller dans la case (1, 2) ? » Pour répondre, vous avez regardé trois choses, chacune se répondant par oui ou non. Lesquelles ?", 2)}
${q(4, "Pour la ligne, faut-il regarder la case (1, 2) elle-même ? Pensez à une case où un jeton est déjà posé.", 1)}
${q(5, "La case (i, j) est dans un carré 2 × 2. Quelle est la case en haut à gauche de ce carré ? Écrivez ses coordonnées avec i, j et la division entière <code>//</code> de Python.", 2)}
${q(6, "Quelles cases n'avez-vous jamais changées pendant la partie ? Écrivez la liste de leurs coordonnées pour la grille D.", 1)}
${q(7, "Quelle case vient après (1, 3) ? Avant (2, 0) ? Écrivez la règle pour la case qui suit (i, j).", 2)}
${q(8, "Le curseur revient sur une case qui porte le jeton 2. Par quel chiffre recommencez-vous, et pourquoi pas par 1 ?", 2)}
<h3>À la maison</h3>
<ol class="serre">
<li><b>Question 9.</b> La grille D a ${d.partie.vides} cases vides. De combien de façons peut-on les remplir avec des chiffres de 1 à 4, sans regarder les règles ? Comparez avec votre nombre de tours : qu'a évité le retour en arrière ?</li>
<li>Écrivez en Python la fonction <code>test_ligne(i, j, nombre, M)</code> : elle renvoie <code>True</code> si <code>nombre</code> n'est pas dans la ligne i de la grille <code>M</code> (une liste de listes), la colonne j mise à part, et <code>False</code> sinon.</li>
<li>Ouvrez la leçon 0 du cours, <i>Premiers pas en TypeScript</i>, et lisez sa partie 1 : le carnet et son noyau.</li>
</ol>`;
}

/** Le journal de la recherche du TD, tour par tour, pour la page du professeur. */
function journalDuProfesseur(partie: Partie): string {
  const { enonce } = partie.grille;
  const lignes = partie.etapes.map((e, k) => {
    const indice = enonce.donnees[e.i * 4 + e.j];
    const jeton = e.valeur === 0 ? "—" : indice ? `${e.valeur} (indice)` : String(e.valeur);
    return `<tr><td>${k + 1}</td><td>(${e.i}, ${e.j})</td><td>${jeton}</td><td>${e.sens ? "→" : "←"}</td></tr>`;
  });
  const moitie = Math.ceil(lignes.length / 2);
  const bloc = (l: string[]) => `<table class="journal">
<tr><th>tour</th><th>case</th><th>jeton</th><th>sens</th></tr>${l.join("")}</table>`;
  return `<div class="colonnes">${bloc(lignes.slice(0, moitie))}${bloc(lignes.slice(moitie))}</div>`;
}

function pageProfesseur1(d: DonneesActivite): string {
  const toutes = [...d.grilles, d.partie.grille];
  const solutions = toutes.map(
    (g) =>
      `<div class="bloc">${table(g, "solution", "moyenne")}<div class="legende">Grille ${g.nom}</div></div>`,
  );
  const { partie } = d;
  return `<h1>L'activité, côté professeur</h1>
<p>Une séance de 55 minutes, la première du parcours lycée (voir le sommaire du cours, <code>00-sommaire</code>). Elle ne demande ni ordinateur ni TypeScript : les élèves y découvrent, avec des jetons, la recherche par essais et retours en arrière qu'ils programmeront ensuite, fonction par fonction, dans la leçon 1. Imprimez les fiches 1 à 4 (une par élève) et la planche de jetons (page 5 : une pour ${BINOMES_PAR_PLANCHE} binômes), découpée avant la séance.</p>
<h2>Déroulé</h2>
<ul class="serre">
<li><b>0–5 min</b> : les règles, au tableau, sur la grille A ; insister sur la numérotation à partir de 0.</li>
<li><b>5–20 min</b> : les grilles A, B et C, seul ; questions 1 et 2. La grille C sépare la classe : c'est voulu, la question 2 y revient.</li>
<li><b>20–40 min</b> : le jeu, à deux, sur la grille D, avec le journal.</li>
<li><b>40–52 min</b> : les questions 3 à 8, en classe entière ; chaque réponse au tableau, avec le nom de la fonction du TD qu'elle annonce (ci-dessous).</li>
<li><b>52–55 min</b> : le travail à la maison.</li>
</ul>
<h2>Les solutions</h2>
<p class="note">Chaque énoncé a une seule solution : le solveur rapide de la bibliothèque et la recherche du TD l'ont prouvé chacun en cherchant une deuxième solution, sans la trouver (<code>npm run activite:4x4</code> refait la fiche ; un test le revérifie sur ce qui est imprimé). Les indices sont imprimés ${INDICES}, comme sur les fiches.</p>
<div class="rangee">${solutions.join("")}</div>
<h2>La partie de l'ordinateur</h2>
<p>Sur la grille D, la recherche du TD (la fonction <code>resolution</code> de la bibliothèque, celle que les élèves écriront) joue exactement ces règles : <b>${partie.tours} tours</b>, dont <b>${partie.retours} retours</b> depuis une case blanche. Les règles ne laissent aucun choix : le journal d'un binôme doit être celui-ci, ligne pour ligne. Un écart vient presque toujours d'une case reprise à 1 au lieu du chiffre suivant, ou d'une case d'indice « comptée » comme un essai.</p>
<p>Question 9 (à la maison) : les ${partie.vides} cases vides se remplissent de 4<sup>${partie.vides}</sup> = ${nombre(4 ** partie.vides)} façons, et il n'y a que ${nombre(d.grillesCompletes)} grilles 4×4 complètes en tout (la recherche du TD les compte ; la leçon 5 retrouve ce nombre par SAT) ; le retour en arrière abandonne une piste dès qu'un chiffre contredit la grille, d'où ses ${partie.tours} tours.</p>`;
}

function pageProfesseur2(d: DonneesActivite): string {
  const protegees = d.partie.grille.enonce.donnees
    .map((donnee, k) => (donnee ? `(${Math.floor(k / 4)}, ${k % 4})` : ""))
    .filter(Boolean)
    .join(", ");
  return `<h2>Le journal de la recherche du TD (grille D)</h2>
${journalDuProfesseur(d.partie)}
<h2>Les réponses attendues, et la fonction du TD qu'elles annoncent</h2>
<ol class="serre" start="3">
<li>Le chiffre est-il déjà dans la ligne 1 ? dans la colonne 2 ? dans le carré de la case ? Ce sont <code>test_ligne</code>, <code>test_colonne</code> et <code>test_carre</code> ; les trois ensemble, <code>test(i, j, nombre, M)</code>.</li>
<li>Non : la case peut porter le jeton qu'on est en train de changer, qui ne doit pas se gêner lui-même. D'où « mis à part dans la colonne j » dans l'énoncé du TD.</li>
<li>(2 × (i // 2), 2 × (j // 2)). Dans la grille 9×9 du TD : (3 × (i // 3), 3 × (j // 3)), la « division euclidienne » de son énoncé.</li>
<li>Les indices : ${protegees}. C'est <code>protection(matrice_originale)</code>, qui rend la <code>liste_protegee</code>.</li>
<li>Après (1, 3) vient (2, 0), avant (2, 0) vient (1, 3) ; après (i, j) : (i, j + 1), ou (i + 1, 0) en fin de ligne. Ce sont <code>avance_case</code> et <code>recule_case</code>.</li>
<li>Par 3 : les chiffres 1 et 2 ont déjà été essayés avec tout ce qui précède, et rien n'a changé avant cette case. C'est <code>remplissage</code>, qui part de <code>M[i][j] + 1</code> et vide la case quand plus rien ne va.</li>
</ol>
<p class="note">La boucle du jeu elle-même, avancer ou reculer jusqu'à sortir de la grille par la fin (résolue) ou par le début (aucune solution), est la fonction <code>resolution(M)</code> du TD : c'est la question 9 de la leçon 1.</p>`;
}

/** Le fichier HTML complet : fiches de l'élève, puis pages du professeur. */
export function pageActivite(d: DonneesActivite): string {
  const pages = [
    (n: number, t: number) => page(n, t, ficheGrilles(d)),
    (n: number, t: number) => page(n, t, ficheJeu(d)),
    (n: number, t: number) => page(n, t, ficheJournal()),
    (n: number, t: number) => page(n, t, ficheQuestions(d)),
    (n: number, t: number) =>
      page(n, t, plancheDeJetons(), false, "Planche de jetons — à découper avant la séance"),
    (n: number, t: number) => page(n, t, pageProfesseur1(d), true),
    (n: number, t: number) => page(n, t, pageProfesseur2(d), true),
  ];
  const corps = pages.map((fabriquer, k) => fabriquer(k + 1, pages.length)).join("\n");
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<title>Sudoku 4×4 : activité débranchée (parcours lycée)</title>
<!-- Fabriqué par npm run activite:4x4 (outils/lycee/activite-4x4.ts) : ne pas modifier à la main. -->
<style>${STYLE}</style>
</head>
<body>
${corps}
</body>
</html>
`;
}
