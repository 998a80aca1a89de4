/**
 * Une copie élève n'importe de la bibliothèque que ce dont elle se sert.
 * Le professeur peut écrire `import * as cours from "./src/index"` pour
 * comparer avec les versions du cours ; dans la copie élève, cette ligne
 * devient l'import des seuls membres employés (`cours.resolution`,
 * `cours.Grille`…), rangés dans un objet `cours` : le reste du carnet ne
 * change pas, et la bibliothèque entière n'est plus à portée de main.
 */

/** `import * as cours from "./src/index";`, seul sur sa ligne. */
const IMPORT_GLOBAL = /^(\s*)import \* as ([A-Za-z_$][\w$]*) from ("\.\/src\/[^"]*");?\s*$/;

/** Les membres de `alias` nommés dans les codes : `cours.resolution` donne « resolution ». */
export function membresEmployes(alias: string, codes: readonly string[]): string[] {
  // Pas précédé d'un identifiant ni d'un point d'accès (`x.cours`), mais bien d'un étalement (`...cours`).
  const motif = new RegExp(`(?<![\\w$])(?<!(?<!\\.)\\.)${alias}\\.([A-Za-z_$][\\w$]*)`, "g");
  const noms = new Set<string>();
  for (const code of codes) for (const m of code.matchAll(motif)) noms.add(m[1]);
  return [...noms].sort();
}

/** Les lignes qui remplacent l'import global : un import nommé et l'objet du même nom. */
function importReduit(
  indentation: string,
  alias: string,
  module: string,
  noms: string[],
): string[] {
  if (noms.length === 0) return [];
  const liaisons = noms.map((n) => `${n} as ${alias}_${n}`);
  const champs = noms.map((n) => `${n}: ${alias}_${n}`);
  return [
    `${indentation}// De la bibliothèque du cours, ce que ce carnet emploie, sous le nom ${alias}.… :`,
    `${indentation}import { ${liaisons.join(", ")} } from ${module};`,
    `${indentation}const ${alias} = { ${champs.join(", ")} };`,
  ];
}

/**
 * Les codes d'une copie élève, où chaque `import * as X from "./src/…"`
 * est réduit aux membres de X que les codes emploient (ou retiré s'ils n'en
 * emploient aucun). Le commentaire juste au-dessus, qui présentait la
 * bibliothèque entière, part avec lui.
 */
export function importsReduits(codes: readonly string[]): string[] {
  return codes.map((code) => {
    const sortie: string[] = [];
    for (const ligne of code.split("\n")) {
      const m = IMPORT_GLOBAL.exec(ligne);
      if (!m) {
        sortie.push(ligne);
        continue;
      }
      while (sortie.length > 0 && /^\s*\/\//.test(sortie[sortie.length - 1])) sortie.pop();
      const [, indentation, alias, module] = m;
      sortie.push(...importReduit(indentation, alias, module, membresEmployes(alias, codes)));
    }
    return sortie.join("\n");
  });
}
