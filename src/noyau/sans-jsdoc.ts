/**
 * Les déclarations de JavaScript (`lib.*.d.ts` de TypeScript) et de Node
 * (`@types/node`) sans leurs commentaires de documentation `/** … *\/`.
 *
 * Cette documentation, en anglais, fait plus de la moitié de leur texte, et
 * le compilateur des cellules en fait des nœuds qu'il garde toute la séance :
 * sans elle, chaque noyau démarre une demi-seconde plus vite et pèse 8 Mo de
 * moins (npm run bench:noyau). Maj+Tab montre toujours la signature de
 * `Math.max` ou de `readFileSync` ; la documentation de la bibliothèque du
 * cours, en français, n'est pas touchée.
 */
import * as ts from "@tslab/typescript-for-tslab";

/** Vrai pour un fichier de déclarations de JavaScript ou de Node (pas ceux du cours). */
export function estDeclarationExterne(chemin: string): boolean {
  return (
    /[\\/]@types[\\/]node[\\/].*\.d\.ts$/.test(chemin) ||
    /[\\/]typescript-for-tslab[\\/]lib[\\/]lib\.[\w.]+\.d\.ts$/.test(chemin)
  );
}

/** `texte` sans ses commentaires `/** … *\/` ; le reste (code, `///`, autres commentaires) tel quel. */
export function sansJSDoc(texte: string): string {
  // Le lecteur de TypeScript trouve les commentaires là où ils sont (pas dans une chaîne).
  const lecteur = ts.createScanner(
    ts.ScriptTarget.Latest,
    false,
    ts.LanguageVariant.Standard,
    texte,
  );
  const morceaux: string[] = [];
  let debut = 0;
  for (let jeton = lecteur.scan(); jeton !== ts.SyntaxKind.EndOfFileToken; jeton = lecteur.scan()) {
    const position = lecteur.getTokenPos();
    if (jeton === ts.SyntaxKind.MultiLineCommentTrivia && texte.startsWith("/**", position)) {
      morceaux.push(texte.slice(debut, position));
      debut = lecteur.getTextPos();
    }
  }
  morceaux.push(texte.slice(debut));
  return morceaux.join("");
}
