/**
 * Le système de fichiers du compilateur, dans la page : ce que `ts.sys` lit
 * sous Node (les `lib.*.d.ts` de TypeScript, les types de Node, les
 * déclarations de la bibliothèque), ici rangé en mémoire. Le site le fournit
 * d'un bloc (`types.json`, fait par `outils/site/`), et le compilateur de
 * tslab y lit tout par ce `ts.sys` : il ne sait pas qu'il n'est pas dans Node.
 *
 * Les chemins : `/ts/` pour les bibliothèques de TypeScript (c'est le dossier
 * du compilateur), `/cours/` pour le dossier du cours (le dossier courant des
 * cellules : `./src/index` y désigne `src/index.d.ts`).
 */
import type { System } from "@tslab/typescript-for-tslab";

/** Le dossier courant des cellules. */
export const RACINE = "/cours";
/** D'où vient chaque nom de l'index de la bibliothèque (`index-a-la-demande.ts`), dans `types.json`. */
export const ORIGINES = `${RACINE}/src/origines.json`;
/** Le dossier du compilateur, où il cherche `lib.es2022.d.ts`. */
const DOSSIER_TS = "/ts";

/** Les dossiers de chaque fichier, jusqu'à la racine. */
function dossiersDe(fichiers: Iterable<string>): Map<string, Set<string>> {
  const enfants = new Map<string, Set<string>>();
  for (const fichier of fichiers) {
    let chemin = fichier;
    while (chemin !== "/") {
      const parent = chemin.slice(0, chemin.lastIndexOf("/")) || "/";
      let liste = enfants.get(parent);
      if (!liste) enfants.set(parent, (liste = new Set()));
      liste.add(chemin);
      chemin = parent;
    }
  }
  return enfants;
}

const sansBarreFinale = (chemin: string) =>
  chemin.length > 1 && chemin.endsWith("/") ? chemin.slice(0, -1) : chemin;

/**
 * Un `ts.System` en lecture seule sur `fichiers` (chemin absolu → contenu).
 * Les fichiers peuvent arriver après sa création : le compilateur de tslab
 * veut un `ts.sys` dès son chargement, et ne lit rien avant sa première
 * cellule.
 */
export function systemeEnMemoire(fichiers: Map<string, string>): System {
  let connus = -1;
  let dossiers = new Map<string, Set<string>>();
  const enfants = () => {
    if (connus !== fichiers.size) {
      dossiers = dossiersDe(fichiers.keys());
      connus = fichiers.size;
    }
    return dossiers;
  };
  const estDossier = (chemin: string) => enfants().has(sansBarreFinale(chemin));
  const rien = { close: () => undefined };
  return {
    args: [],
    newLine: "\n",
    useCaseSensitiveFileNames: true,
    write: () => undefined,
    writeOutputIsTTY: () => false,
    readFile: (chemin) => fichiers.get(chemin),
    writeFile: () => {
      throw new Error("le compilateur des cellules n'écrit aucun fichier");
    },
    resolvePath: (chemin) => chemin,
    fileExists: (chemin) => fichiers.has(chemin),
    directoryExists: estDossier,
    createDirectory: () => undefined,
    getExecutingFilePath: () => `${DOSSIER_TS}/typescript.js`,
    getCurrentDirectory: () => RACINE,
    getDirectories: (chemin) =>
      [...(enfants().get(sansBarreFinale(chemin)) ?? [])]
        .filter((enfant) => enfants().has(enfant))
        .map((enfant) => enfant.slice(enfant.lastIndexOf("/") + 1)),
    readDirectory: (chemin, extensions) => {
      const debut = `${sansBarreFinale(chemin)}/`;
      return [...fichiers.keys()].filter(
        (f) => f.startsWith(debut) && (!extensions || extensions.some((e) => f.endsWith(e))),
      );
    },
    getModifiedTime: () => new Date(0),
    realpath: (chemin) => chemin,
    // Les fichiers ne changent jamais : rien à surveiller.
    watchFile: () => rien,
    watchDirectory: () => rien,
    exit: () => undefined,
    setTimeout: (rappel: (...args: unknown[]) => void, ms: number, ...args: unknown[]) =>
      setTimeout(rappel, ms, ...args),
    clearTimeout: (minuteur: unknown) => clearTimeout(minuteur as number),
  };
}
