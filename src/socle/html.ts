/** Petits outils pour écrire du HTML sûr dans les sorties des carnets. */

const ENTITES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Le texte tel quel dans une page : « a < b » ne devient pas une balise. */
export function echapperHTML(texte: string): string {
  return texte.replace(/[&<>"']/g, (c) => ENTITES[c]);
}

/**
 * Du JSON à placer dans un `<script>` : « </script> » ou « <!-- » dans une
 * chaîne fermeraient la balise trop tôt, on les écrit autrement.
 */
export function jsonPourScript(valeur: unknown): string {
  return JSON.stringify(valeur)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
