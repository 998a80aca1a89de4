/**
 * Le `require` des cellules, dans la page. Sous Node, une cellule importe
 * la bibliothèque (`./src/index`) et les modules de Node ; ici :
 *
 * - `./src/…` : les modules du paquet de la bibliothèque pour le navigateur,
 *   chargé au premier import (`importScripts`, synchrone dans un Web Worker) ;
 * - `fs` : la lecture des fichiers du cours (`readFileSync`, `existsSync`),
 *   par l'hôte de la bibliothèque ; écrire n'est pas possible ;
 * - `path` et `util` : les mêmes fonctions que Node (paquets faits pour le
 *   navigateur : path-browserify, node-inspect-extracted) ; `os`, le peu qui
 *   a un sens dans une page ;
 * - tout autre module de Node (`child_process`…) : une erreur qui dit pourquoi.
 */
import * as chemins from "path-browserify";
import { format, inspect } from "node-inspect-extracted";
import type { Hote } from "../../hote/contrat";

/** Les modules de la bibliothèque, par chemin relatif au cours, sans extension (`src/td/index`). */
export type ModulesDeLaBibliotheque = Record<string, Record<string, unknown>>;

/** Une erreur comme celle de Node quand un module manque (`code` : MODULE_NOT_FOUND). */
function moduleIntrouvable(nom: string, raison: string): Error {
  return Object.assign(new Error(`le module « ${nom} » n'existe pas ici : ${raison}`), {
    code: "MODULE_NOT_FOUND",
  });
}

const SANS_NODE =
  "le cours tourne dans le navigateur, sans Node ni programmes à lancer (voir la leçon 0)";

/** `fs` réduit à la lecture, par l'hôte de la bibliothèque. */
function fsDuNavigateur(hote: () => Hote): Record<string, unknown> {
  const lire = (chemin: unknown): Uint8Array => hote().fichiers.lire(String(chemin));
  const ecritureImpossible = (nom: string) => () => {
    throw new Error(`fs.${nom} : dans le navigateur, le cours ne peut pas écrire de fichier`);
  };
  const decodeur = new TextDecoder();
  return {
    readFileSync(chemin: unknown, options?: unknown) {
      const octets = lire(chemin);
      const encodage =
        typeof options === "string"
          ? options
          : (options as { encoding?: string } | undefined)?.encoding;
      return encodage ? decodeur.decode(octets) : octets;
    },
    existsSync(chemin: unknown) {
      try {
        lire(chemin);
        return true;
      } catch {
        return false;
      }
    },
    writeFileSync: ecritureImpossible("writeFileSync"),
    appendFileSync: ecritureImpossible("appendFileSync"),
    mkdirSync: ecritureImpossible("mkdirSync"),
    mkdtempSync: ecritureImpossible("mkdtempSync"),
    rmSync: ecritureImpossible("rmSync"),
    unlinkSync: ecritureImpossible("unlinkSync"),
  };
}

const OS = {
  EOL: "\n",
  platform: () => "browser",
  tmpdir: () => "/tmp",
  cpus: () =>
    Array.from({ length: globalThis.navigator?.hardwareConcurrency ?? 1 }, () => ({
      model: "navigateur",
    })),
};

const UTIL = { format, inspect, TextDecoder, TextEncoder };

/**
 * Le `require` des cellules. `bibliotheque()` charge le paquet de la
 * bibliothèque s'il ne l'est pas et rend ses modules ; `tslab`, le module
 * que tslab offre aux cellules (son affichage).
 */
export function creerRequire(
  bibliotheque: () => ModulesDeLaBibliotheque,
  tslab: Record<string, unknown>,
): (nom: string) => unknown {
  const hote = () => bibliotheque()["src/hote/index"].hote as Hote;
  const nodes: Record<string, () => unknown> = {
    fs: () => fsDuNavigateur(hote),
    path: () => chemins,
    os: () => OS,
    util: () => UTIL,
    tslab: () => tslab,
  };
  return (nom) => {
    const sansPrefixe = nom.replace(/^node:/, "");
    const module = nodes[sansPrefixe];
    if (module) return module();
    if (nom.startsWith("./") || nom.startsWith("../") || nom.startsWith("src/")) {
      const chemin = chemins.normalize(nom).replace(/\.(ts|js)$/, "");
      const modules = bibliotheque();
      const trouve = modules[chemin] ?? modules[`${chemin}/index`];
      if (trouve) return trouve;
      throw moduleIntrouvable(
        nom,
        "seuls les modules de la bibliothèque du cours (src/…) s'importent",
      );
    }
    throw moduleIntrouvable(nom, SANS_NODE);
  };
}
