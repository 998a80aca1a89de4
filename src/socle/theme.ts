/**
 * Les couleurs des sorties HTML du cours, lisibles avec le thème clair comme
 * avec le thème sombre de JupyterLab et de Jupyter Notebook 7.
 *
 * La règle : une sortie qui fixe un fond fixe aussi la couleur du texte, dans
 * le même attribut `style`, et les deux viennent du même monde :
 *
 * - le thème : les variables CSS de Jupyter (`--jp-…`), chacune avec une
 *   valeur de repli claire pour les pages qui ne les définissent pas. Dans
 *   JupyterLab sombre, le fond devient sombre et le texte clair ; l'export
 *   HTML de nbconvert (gabarit « lab ») définit les mêmes variables ;
 * - ou un voile translucide (`rgba`) sur le fond du thème, avec le texte du
 *   thème : sur fond blanc, un vert pâle sous un texte foncé ; sur fond
 *   sombre, un vert sombre sous un texte clair. C'est ainsi que la grille
 *   surligne une ligne, une colonne ou un carré.
 *
 * Un carnet non approuvé retire les `var(…)` du HTML qu'il nettoie : le fond
 * et le texte redeviennent alors ceux de la page, ensemble, et le voile
 * translucide reste lisible sur l'un comme sur l'autre.
 *
 * `test/notebook/lisibilite.test.ts` vérifie cette règle, et le contraste de
 * chaque texte, pour chacun des affichages HTML de la bibliothèque.
 */

/** Les couleurs du thème de Jupyter, avec leur valeur de repli (thème clair). */
export const THEME = {
  /** Le texte courant. */
  texte: "var(--jp-content-font-color1, #1a1a1a)",
  /** Le fond de la page (blanc en clair, presque noir en sombre). */
  fond: "var(--jp-layout-color0, #ffffff)",
  /** Un trait discret : entre les cases d'une grille. */
  trait: "var(--jp-border-color1, #a0a0a0)",
  /** Un trait plus léger encore : entre les lignes d'un tableau. */
  traitLeger: "var(--jp-border-color2, #d0d0d0)",
  /**
   * Un bleu lisible sur le fond du thème : celui des liens, bleu foncé en
   * clair, bleu pâle en sombre. Les chiffres trouvés d'une grille.
   */
  bleu: "var(--jp-content-link-color, #1a4fba)",
} as const;

/** Le fond et le texte du thème, à mettre ensemble dans un attribut `style`. */
export const COULEURS_DU_THEME = `background-color:${THEME.fond};color:${THEME.texte}`;

/**
 * Un texte long ou préformaté (`<pre>`) : les lignes trop longues passent à
 * la ligne entre deux mots, jamais au milieu d'un mot (Jupyter peut mettre
 * `word-break: break-all` sur ses `<pre>`), sauf un mot plus long que la
 * largeur, coupé plutôt que de déborder.
 */
export const TEXTE_QUI_SE_REPLIE =
  "white-space:pre-wrap;word-break:normal;overflow-wrap:break-word";

/**
 * Les voiles translucides posés sur le fond du thème : le texte garde la
 * couleur du thème. Alpha choisi pour rappeler, sur fond blanc, les teintes
 * pâles de la figure du rapport sur les CSP.
 */
export const VOILES = {
  vert: "rgba(46, 160, 67, 0.3)",
  bleu: "rgba(56, 120, 230, 0.28)",
  orange: "rgba(245, 140, 20, 0.35)",
  rouge: "rgba(220, 40, 40, 0.28)",
} as const;

/**
 * Des couleurs vives qui se voient sur fond clair comme sur fond sombre
 * (contraste d'au moins 3 contre le blanc et contre #212121) : traits et
 * cadres de couleur, pastilles des icônes.
 */
export const VIVES = {
  vert: "#2e7d32",
  rouge: "#d32f2f",
  orange: "#b26a00",
  /** Le cadre de la case où en est un solveur. */
  rose: "#d7263d",
} as const;

/**
 * Le mélange de voiles `rgba(r, g, b, a)` : la moyenne de chaque composante.
 * Là où une ligne croise un carré, on voit les deux couleurs à la fois.
 */
export function melangerVoiles(voiles: readonly string[]): string {
  const composantes = voiles.map((v) => {
    const trouve = /^rgba\(([^)]*)\)$/.exec(v.replace(/\s+/g, ""));
    if (!trouve)
      throw new Error(`melangerVoiles : « ${v} » n'est pas de la forme rgba(r, g, b, a)`);
    return trouve[1].split(",").map(Number);
  });
  const moyenne = [0, 1, 2, 3].map(
    (k) => composantes.reduce((s, c) => s + c[k], 0) / composantes.length,
  );
  const [r, g, b] = moyenne.slice(0, 3).map(Math.round);
  return `rgba(${r}, ${g}, ${b}, ${Math.round(moyenne[3] * 100) / 100})`;
}
