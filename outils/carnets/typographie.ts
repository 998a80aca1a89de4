/**
 * La typographie française de la prose des carnets : une espace fine
 * insécable (U+202F) avant « : ; ! ? » et à l'intérieur des guillemets.
 * Devant la ponctuation, elle remplace l'espace que l'auteur a tapée, et
 * n'en ajoute pas là où il n'y en a pas : un titre anglais (« Artificial
 * Intelligence: A Modern Approach »), une factorielle (8!), une heure (10:30).
 * Le code n'y est jamais touché : blocs ``` et ~~~, `code` en ligne,
 * formules $…$ et $$…$$, balises et commentaires HTML, adresses (URL) et
 * destinations de liens, lignes de séparation des tableaux (|:---|).
 */

/** L'espace fine insécable. */
export const FINE = "\u202F";

// Les espaces qu'elle remplace : ordinaire, insécable, fine sécable.
const ESPACES = "[ \\u00A0\\u2009]";

/** Ce qui n'est pas de la prose, dans une ligne ou à cheval sur plusieurs. */
const PROTEGE = new RegExp(
  [
    "(`+)[\\s\\S]*?\\1", // code en ligne, avec autant d'accents graves à chaque bout
    "\\$\\$[\\s\\S]*?\\$\\$", // formule centrée
    "\\$[^$\\n]+\\$", // formule en ligne
    "<!--[\\s\\S]*?-->", // commentaire HTML
    "<\\/?[A-Za-z][^>]*>", // balise HTML
    "<[a-z]+:[^>\\s]*>", // adresse entre chevrons
    '\\]\\([^)\\s]*(?:\\s+"[^"]*")?\\)', // destination d'un lien ou d'une image
    "\\b[a-z][a-z+.-]*:\\/\\/[^\\s<>)\\]]+", // adresse nue
    "^[ \\t]*\\|?[ \\t]*:?-+:?[ \\t]*(?:\\|[ \\t]*:?-+:?[ \\t]*)*\\|?[ \\t]*$", // séparation de tableau
  ].join("|"),
  "gm",
);

// Un morceau protégé devient ce repère le temps de corriger la prose autour.
const REPERE = /\uE000(\d+)\uE001/g;

/** Corrige un passage de prose dont le code a été remplacé par des repères. */
function corrigerProse(texte: string): string {
  return (
    texte
      // Une espace devant la ponctuation haute devient fine.
      .replace(new RegExp(`${ESPACES}+([:;!?])`, "g"), `${FINE}$1`)
      // À l'intérieur des guillemets.
      .replace(new RegExp(`«${ESPACES}*(?=[^\\s])`, "g"), `«${FINE}`)
      .replace(new RegExp(`(?<=[^\\s])${ESPACES}*»`, "g"), `${FINE}»`)
  );
}

/** Corrige un texte Markdown, hors blocs de code. */
function corrigerHorsBlocs(texte: string): string {
  const proteges: string[] = [];
  const avecReperes = texte.replace(PROTEGE, (morceau) => {
    proteges.push(morceau);
    return `\uE000${proteges.length - 1}\uE001`;
  });
  return corrigerProse(avecReperes).replace(REPERE, (_, k: string) => proteges[Number(k)]);
}

/** La source d'une cellule Markdown, corrigée ; corriger deux fois ne change plus rien. */
export function corrigerTypographie(markdown: string): string {
  const morceaux: string[] = [];
  let prose: string[] = [];
  let cloture: string | undefined;
  const vider = () => {
    if (prose.length > 0) morceaux.push(corrigerHorsBlocs(prose.join("\n")));
    prose = [];
  };
  for (const ligne of markdown.split("\n")) {
    const barriere = /^\s*(`{3,}|~{3,})/.exec(ligne)?.[1];
    if (cloture === undefined && barriere) {
      vider();
      cloture = barriere[0].repeat(barriere.length);
      morceaux.push(ligne);
    } else if (cloture !== undefined) {
      morceaux.push(ligne);
      if (ligne.trim().startsWith(cloture)) cloture = undefined;
    } else {
      prose.push(ligne);
    }
  }
  vider();
  return morceaux.join("\n");
}

/** Les lignes qu'il faudrait corriger, telles qu'elles sont, pour un message d'erreur. */
export function lignesFautives(markdown: string): string[] {
  const corrige = corrigerTypographie(markdown).split("\n");
  return markdown.split("\n").filter((ligne, k) => ligne !== corrige[k]);
}
