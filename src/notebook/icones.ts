/**
 * Les trois marques d'une vérification — réussi, échec, pas encore fait —
 * sous leurs deux formes :
 *
 * - en texte (`text/plain`, `String(bilan)`, la console) : ✅ ❌ ⏳. Ce texte
 *   est lu dans un terminal, qui trouve presque toujours une police pour ces
 *   caractères, et les carnets comme leurs tests le citent tel quel ;
 * - en HTML : une petite image SVG dessinée dans la page (une pastille de
 *   couleur, un trait blanc dessus), qui ne dépend d'aucune police. Sur une
 *   machine sans police d'emoji, ✅ deviendrait un carré vide dans le
 *   navigateur ; l'image, elle, s'affiche partout. Son sens est aussi donné
 *   en mots (`aria-label` pour un lecteur d'écran, `title` au survol).
 *
 * C'est la seule définition de ces marques : le rapport de `verifier`, son
 * affichage et le message d'`essayer` la prennent ici.
 */
import { echapperHTML } from "../socle/html";
import { VIVES } from "../socle/theme";

export type Marque = "reussi" | "echec" | "non-fait";

/** La marque en texte, en tête des rapports. */
export const MARQUES: Readonly<Record<Marque, string>> = {
  reussi: "✅",
  echec: "❌",
  "non-fait": "⏳",
};

/** Le sens de chaque marque, en mots : ce que lit un lecteur d'écran. */
export const SENS_DES_MARQUES: Readonly<Record<Marque, string>> = {
  reussi: "réussi",
  echec: "échec",
  "non-fait": "pas encore fait",
};

/** La couleur de chaque marque : sa pastille, et le trait qui borde un bilan. */
export const COULEURS_DES_MARQUES: Readonly<Record<Marque, string>> = {
  reussi: VIVES.vert,
  echec: VIVES.rouge,
  "non-fait": VIVES.orange,
};

/** Le dessin en blanc sur la pastille (repère de 16 × 16) : coche, croix, sablier. */
const DESSINS: Readonly<Record<Marque, string>> = {
  reussi:
    '<path d="M4.3 8.3l2.5 2.5 4.9-5.2" fill="none" stroke="#ffffff" stroke-width="2" ' +
    'stroke-linecap="round" stroke-linejoin="round"/>',
  echec:
    '<path d="M5.2 5.2l5.6 5.6M10.8 5.2l-5.6 5.6" fill="none" stroke="#ffffff" ' +
    'stroke-width="2" stroke-linecap="round"/>',
  "non-fait":
    '<path d="M5 3.6h6M5 12.4h6" fill="none" stroke="#ffffff" stroke-width="1.4" ' +
    'stroke-linecap="round"/><path d="M5.6 4.4h4.8L8 7.6zM8 8.4l2.4 3.2H5.6z" fill="#ffffff"/>',
};

/** Le dessin SVG complet d'une marque : la pastille de couleur et son trait blanc. */
function dessinSVG(marque: Marque, attributs: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" ${attributs}>` +
    `<circle cx="8" cy="8" r="8" fill="${COULEURS_DES_MARQUES[marque]}"/>${DESSINS[marque]}</svg>`
  );
}

/**
 * L'icône d'une marque en HTML : une image SVG de la hauteur du texte,
 * alignée sur la ligne, avec son sens en mots. `sens` remplace le sens par
 * défaut (« réussi »…) dans l'infobulle et pour le lecteur d'écran.
 */
export function iconeHTML(marque: Marque, sens: string = SENS_DES_MARQUES[marque]): string {
  const mots = echapperHTML(sens);
  const svg = dessinSVG(
    marque,
    'width="1.15em" height="1.15em" aria-hidden="true" focusable="false" style="display:block"',
  );
  return (
    `<span role="img" aria-label="${mots}" title="${mots}" ` +
    `style="display:inline-block;vertical-align:-0.2em;line-height:0">${svg}</span>`
  );
}

/**
 * L'icône d'une marque pour une cellule de texte (Markdown) d'un carnet.
 * JupyterLab y retire les `<svg>` et refuse les pièces jointes SVG ; une
 * balise `<img>` dont l'adresse contient le dessin (`data:`) passe partout :
 * JupyterLab, Notebook 7 et l'export HTML, sans réseau ni police d'emoji.
 */
export function iconeImageHTML(marque: Marque): string {
  const donnees = Buffer.from(dessinSVG(marque, 'width="16" height="16"')).toString("base64");
  const mots = SENS_DES_MARQUES[marque];
  return (
    `<img src="data:image/svg+xml;base64,${donnees}" alt="${mots}" title="${mots}" ` +
    `width="16" height="16" style="vertical-align:-0.2em">`
  );
}

/** Un texte Markdown dont chaque ✅ ❌ ⏳ devient l'image de sa marque. */
export function marquesEnImages(texte: string): string {
  let resultat = texte;
  for (const marque of Object.keys(MARQUES) as Marque[]) {
    resultat = resultat.split(MARQUES[marque]).join(iconeImageHTML(marque));
  }
  return resultat;
}

/** La marque par laquelle commence un texte (« ✅ td : … »), s'il y en a une. */
export function marqueEnTete(texte: string): Marque | undefined {
  const marques = Object.keys(MARQUES) as Marque[];
  return marques.find((m) => texte.startsWith(MARQUES[m]));
}

/** Le texte sans la marque de tête ni l'espace qui la suit. */
export function sansMarque(texte: string): string {
  const marque = marqueEnTete(texte);
  return marque ? texte.slice(MARQUES[marque].length).replace(/^ /, "") : texte;
}

/**
 * Une ligne de texte précédée de l'icône d'une marque, en HTML échappé :
 * « ✅ td : … » devient l'image de la coche suivie de « td : … ».
 */
export function ligneMarqueeHTML(marque: Marque, texte: string): string {
  return `${iconeHTML(marque)} ${echapperHTML(sansMarque(texte))}`;
}
