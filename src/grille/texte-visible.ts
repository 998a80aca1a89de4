/**
 * Citer sans danger un texte venu de l'extérieur (une ligne de fichier, un
 * nom d'option) dans un message : un caractère de contrôle recopié tel quel
 * sur un terminal peut effacer l'écran, changer les couleurs ou cacher la
 * suite du message (séquences « \x1b[… »), et les contrôles de direction
 * retournent l'ordre d'affichage du texte. On les écrit donc en clair.
 */

/** Le texte où chaque caractère de contrôle est écrit en clair : « \x1b », « \u202e ». */
export function rendreVisible(texte: string): string {
  let visible = "";
  for (const caractere of texte) {
    const code = caractere.codePointAt(0) ?? 0;
    visible += estInvisible(code) ? enClair(code) : caractere;
  }
  return visible;
}

/** Contrôles C0 et C1, DEL, et marques ou contrôles de direction du texte. */
function estInvisible(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x061c ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

function enClair(code: number): string {
  const hexa = code.toString(16).padStart(code <= 0xff ? 2 : 4, "0");
  return code <= 0xff ? `\\x${hexa}` : `\\u${hexa}`;
}
