/**
 * Afficher une grille en HTML dans un carnet : un tableau aux traits fins
 * entre les cases et épais autour des carrés, les données en gras, les
 * chiffres trouvés en bleu.
 *
 * Tout le style est écrit dans les balises (attribut `style`) : les carnets
 * gardent ces styles même quand ils nettoient le HTML, alors qu'ils
 * retirent `<style>` et `<script>`. Les couleurs suivent le thème de
 * Jupyter (voir `socle/theme.ts`) : grille blanche aux chiffres foncés
 * dans le thème clair, sombre aux chiffres clairs dans le thème sombre.
 * Chaque case donne son fond et sa couleur : Jupyter raye les lignes des
 * tableaux d'un fond gris, qui ne doit pas passer sous les cases.
 */
import type { Grille } from "./grille";
import { symbole } from "./symboles";
import { echapperHTML } from "../socle/html";
import { melangerVoiles, THEME, VIVES, VOILES } from "../socle/theme";
import { type Coordonnees, numeroDeCarre } from "./regles";

/** Les unités à colorier, comme la figure du rapport sur les CSP. */
export interface Surlignage {
  /** Une ligne i, en vert. */
  ligne?: number;
  /** Une colonne j, en bleu. */
  colonne?: number;
  /** Un carré (numéroté de 0 à N − 1, ligne par ligne), en orange. */
  carre?: number;
}

export interface OptionsHTML {
  surligner?: Surlignage;
  /** La case entourée d'un cadre rouge : celle où en est un solveur pas à pas. */
  caseCourante?: Coordonnees;
  /** Une légende au-dessus de la grille. */
  titre?: string;
  /** La taille des chiffres, en pixels (plus petite par défaut pour les grandes grilles). */
  taillePolice?: number;
}

/**
 * Les couleurs, lisibles avec les thèmes clair et sombre : celles du thème
 * pour le fond, les données et les traits ; des voiles translucides pour
 * surligner (le chiffre garde la couleur du thème par-dessus).
 */
export const COULEURS = {
  fond: THEME.fond,
  donnee: THEME.texte,
  trouve: THEME.bleu,
  traitFin: THEME.trait,
  traitEpais: THEME.texte,
  ligne: VOILES.vert,
  colonne: VOILES.bleu,
  carre: VOILES.orange,
  caseCourante: VIVES.rose,
};

/** La taille des chiffres par défaut, selon la taille de la grille. */
const POLICE_PAR_DEFAUT: Record<number, number> = { 4: 24, 9: 20, 16: 15, 25: 12 };

/** Le côté d'une case, relatif à la police : la grille entière suit la police du tableau. */
const COTE_EN_EM = 1.8;

/**
 * La police du tableau : `police` pixels, moins dans une sortie plus étroite
 * que la grille (un téléphone), pour que la grille y tienne. `cqi` est un
 * centième de la largeur du conteneur (le site déclare chaque sortie
 * conteneur ; ailleurs, la largeur de l'écran) ; la réserve couvre les traits.
 * Un navigateur qui ne connaît pas `cqi` garde la première déclaration.
 */
function policeQuiTient(police: number, taille: number): string[] {
  const reserve = 3 * (Math.sqrt(taille) + 1) + taille + 4;
  const largeur = `(100cqi - ${reserve}px) / ${taille * COTE_EN_EM}`;
  return [`font-size:${police}px`, `font-size:min(${police}px, calc(${largeur}))`];
}

/** La grille en HTML autonome : un `<table>` à afficher tel quel dans un carnet. */
export function versHTML(g: Grille, options: OptionsHTML = {}): string {
  const police = options.taillePolice ?? POLICE_PAR_DEFAUT[g.taille];
  const cote = `${COTE_EN_EM}em`;
  const rangees = g.versMatrice().map((rangee, i) => {
    const cases = rangee.map((_, j) => caseHTML(g, i, j, cote, options));
    return `<tr>${cases.join("")}</tr>`;
  });
  const styleTable = [
    "border-collapse:collapse",
    `border:3px solid ${COULEURS.traitEpais}`,
    `background-color:${COULEURS.fond}`,
    `color:${COULEURS.donnee}`,
    "font-family:Arial, Helvetica, sans-serif",
    ...policeQuiTient(police, g.taille),
    "margin:4px 0",
  ].join(";");
  return `<table style="${styleTable}">${legende(options.titre)}<tbody>${rangees.join("")}</tbody></table>`;
}

/**
 * Le cadre de la case (i, j) : un carré de `cote` (en pixels, ou une longueur
 * CSS), contenu centré, traits fins entre cases et épais autour des carrés.
 */
export function cadreDeCase(g: Grille, i: number, j: number, cote: number | string): string[] {
  const longueur = typeof cote === "number" ? `${cote}px` : cote;
  return [
    `width:${longueur}`,
    `min-width:${longueur}`,
    `height:${longueur}`,
    "padding:0",
    "text-align:center",
    "vertical-align:middle",
    ...bordures(g, i, j),
  ];
}

/** La case (i, j) : son cadre, son fond, son chiffre. */
function caseHTML(g: Grille, i: number, j: number, cote: string, options: OptionsHTML): string {
  const valeur = g.valeur(i, j);
  const style = [
    ...cadreDeCase(g, i, j, cote),
    `background-color:${fond(g, i, j, options.surligner)}`,
    ...couleurDuChiffre(g, i, j),
  ];
  const [ci, cj] = options.caseCourante ?? [-1, -1];
  if (ci === i && cj === j) style.push(`box-shadow:inset 0 0 0 3px ${COULEURS.caseCourante}`);
  const contenu = valeur === 0 ? "" : symbole(valeur);
  return `<td title="case (${i}, ${j})" style="${style.join(";")}">${contenu}</td>`;
}

/**
 * Un trait fin partout, épais au bord des carrés. Les traits voisins se
 * confondent (border-collapse) et le plus épais l'emporte : il suffit donc
 * de l'épaissir en haut et à gauche de chaque carré, et au bord de la grille.
 */
/** Les traits autour de la case (i, j) : fins entre cases, épais autour des carrés. */
function bordures(g: Grille, i: number, j: number): string[] {
  const fin = `1px solid ${COULEURS.traitFin}`;
  const epais = `3px solid ${COULEURS.traitEpais}`;
  const traits = [`border:${fin}`];
  if (i % g.n === 0) traits.push(`border-top:${epais}`);
  if (j % g.n === 0) traits.push(`border-left:${epais}`);
  if (i === g.taille - 1) traits.push(`border-bottom:${epais}`);
  if (j === g.taille - 1) traits.push(`border-right:${epais}`);
  return traits;
}

/** Le fond : celui du thème, ou le voile des unités surlignées (mélangés si elles se croisent). */
function fond(g: Grille, i: number, j: number, surligner: Surlignage = {}): string {
  const couleurs: string[] = [];
  if (surligner.ligne === i) couleurs.push(COULEURS.ligne);
  if (surligner.colonne === j) couleurs.push(COULEURS.colonne);
  if (surligner.carre === numeroDeCarre(g, i, j)) couleurs.push(COULEURS.carre);
  return couleurs.length === 0 ? COULEURS.fond : melangerVoiles(couleurs);
}

/**
 * Une donnée de l'énoncé en gras, de la couleur du texte ; un chiffre
 * trouvé en bleu (foncé en clair, pâle en sombre). Une case
 * vide reçoit déjà le bleu : un script (la visionneuse pas à pas) peut y
 * écrire un chiffre, qui s'affiche alors comme un chiffre trouvé.
 */
function couleurDuChiffre(g: Grille, i: number, j: number): string[] {
  if (g.estDonnee(i, j) && g.valeur(i, j) !== 0) {
    return [`color:${COULEURS.donnee}`, "font-weight:bold"];
  }
  return [`color:${COULEURS.trouve}`, "font-weight:normal"];
}

/**
 * La légende du tableau, si un titre est donné. Elle se dessine hors du
 * fond du tableau : elle donne donc elle-même son fond et sa couleur.
 */
function legende(titre: string | undefined): string {
  if (titre === undefined) return "";
  const style = [
    "caption-side:top",
    "padding:4px",
    "font-weight:bold",
    `color:${COULEURS.donnee}`,
    `background-color:${COULEURS.fond}`,
  ].join(";");
  return `<caption style="${style}">${echapperHTML(titre)}</caption>`;
}
