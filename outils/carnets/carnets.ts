/**
 * Les carnets du cours : lecture, écriture, et fabrication de la version
 * élève à partir de la version professeur (le carnet source).
 *
 * Dans une cellule de code du professeur, les lignes entre
 *     // DEBUT SOLUTION : consigne pour l'élève
 *     // FIN SOLUTION
 * sont la réponse. La version élève les remplace par la consigne et une
 * ébauche qui lève `ExerciceNonFait`, à la même indentation. Les lignes entre
 *     // DEBUT TESTS CACHES
 *     // FIN TESTS CACHES
 * (délimiteurs compris) sont des cas vérifiés seulement à la correction :
 * la version élève ne les a pas. Une cellule marquée de l'étiquette
 * « professeur » n'existe que chez le professeur. Tout le reste est recopié
 * tel quel, sans les sorties.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { marquesEnImages } from "../../src/notebook/icones";
import { importsReduits } from "./imports-eleves";

export interface Cellule {
  cell_type: "code" | "markdown" | "raw";
  source: string | string[];
  metadata: { tags?: string[]; [cle: string]: unknown };
  outputs?: unknown[];
  execution_count?: number | null;
  id?: string;
  [cle: string]: unknown;
}

export interface Carnet {
  cells: Cellule[];
  metadata: Record<string, unknown>;
  nbformat: number;
  nbformat_minor: number;
}

const DEBUT = /^(\s*)\/\/ DEBUT SOLUTION(?:\s*:\s*(.*?))?\s*$/;
const FIN = /^\s*\/\/ FIN SOLUTION\s*$/;
/** Les délimiteurs des tests cachés, cherchés dans la ligne comme le fait nbgrader. */
export const DEBUT_TESTS_CACHES = "// DEBUT TESTS CACHES";
export const FIN_TESTS_CACHES = "// FIN TESTS CACHES";

/** Un carnet qu'on ne peut pas lire : le message nomme le fichier et dit où est la faute. */
export class ErreurCarnet extends Error {
  override name = "ErreurCarnet";
}

/** « ligne L, colonne C » de la position `k` dans `texte`. */
function lieu(texte: string, k: number): string {
  const avant = texte.slice(0, k).split("\n");
  return `ligne ${avant.length}, colonne ${avant[avant.length - 1].length + 1}`;
}

export function lireCarnet(chemin: string): Carnet {
  const texte = readFileSync(chemin, "utf8");
  let carnet: unknown;
  try {
    carnet = JSON.parse(texte);
  } catch (erreur) {
    const message = (erreur as Error).message;
    const position = /position (\d+)/.exec(message);
    const ou = position ? ` (${lieu(texte, Number(position[1]))})` : "";
    throw new ErreurCarnet(
      `${chemin} n'est pas un carnet lisible : son JSON est mal formé${ou}. Jupyter ne l'ouvrirait pas non plus ; reprenez-en une copie saine.`,
    );
  }
  if (
    typeof carnet !== "object" ||
    carnet === null ||
    !Array.isArray((carnet as { cells?: unknown }).cells)
  )
    throw new ErreurCarnet(
      `${chemin} n'est pas un carnet Jupyter : il lui manque sa liste de cellules (« cells »).`,
    );
  return carnet as Carnet;
}

/** Le texte d'un carnet comme Jupyter l'écrit : indentation d'un espace, fin de ligne finale. */
export function texteDuCarnet(carnet: Carnet): string {
  return JSON.stringify(carnet, null, 1) + "\n";
}

export function ecrireCarnet(chemin: string, carnet: Carnet): void {
  writeFileSync(chemin, texteDuCarnet(carnet));
}

export function sourceDe(cellule: Cellule): string {
  return Array.isArray(cellule.source) ? cellule.source.join("") : cellule.source;
}

/** Le découpage de Jupyter : une chaîne par ligne, chacune avec son « \n » sauf la dernière. */
export function decouperSource(texte: string): string[] {
  return texte.split(/(?<=\n)/).filter((ligne) => ligne !== "");
}

/** Erreur de marquage dans un carnet source, avec la cellule et la ligne. */
export class ErreurMarquage extends Error {
  override name = "ErreurMarquage";
}

/** Remplace chaque bloc solution d'un code par l'ébauche de l'élève. */
export function ebaucherCode(code: string, ou = "cellule"): string {
  const lignes = code.split("\n");
  const sortie: string[] = [];
  let ouvert: { indentation: string; ligne: number } | undefined;
  lignes.forEach((ligne, k) => {
    const debut = DEBUT.exec(ligne);
    if (debut) {
      if (ouvert)
        throw new ErreurMarquage(
          `${ou}, ligne ${k + 1} : DEBUT SOLUTION dans un bloc déjà ouvert (ligne ${ouvert.ligne})`,
        );
      ouvert = { indentation: debut[1], ligne: k + 1 };
      const consigne = debut[2] || "écrivez le code ici.";
      sortie.push(`${debut[1]}// À vous : ${consigne}`);
      sortie.push(`${debut[1]}throw new ExerciceNonFait(${JSON.stringify(consigne)});`);
    } else if (FIN.test(ligne)) {
      if (!ouvert)
        throw new ErreurMarquage(`${ou}, ligne ${k + 1} : FIN SOLUTION sans DEBUT SOLUTION`);
      ouvert = undefined;
    } else if (!ouvert) {
      sortie.push(ligne);
    }
  });
  if (ouvert)
    throw new ErreurMarquage(`${ou}, ligne ${ouvert.ligne} : DEBUT SOLUTION jamais fermé`);
  return sortie.join("\n");
}

/** Retire d'un code les tests cachés, délimiteurs compris. */
export function sansTestsCaches(code: string, ou = "cellule"): string {
  const sortie: string[] = [];
  let ouvert: number | undefined;
  code.split("\n").forEach((ligne, k) => {
    if (ligne.includes(DEBUT_TESTS_CACHES)) {
      if (ouvert !== undefined)
        throw new ErreurMarquage(`${ou}, ligne ${k + 1} : DEBUT TESTS CACHES déjà ouvert`);
      ouvert = k + 1;
    } else if (ligne.includes(FIN_TESTS_CACHES)) {
      if (ouvert === undefined)
        throw new ErreurMarquage(`${ou}, ligne ${k + 1} : FIN TESTS CACHES sans DEBUT`);
      ouvert = undefined;
    } else if (ouvert === undefined) {
      sortie.push(ligne);
    }
  });
  if (ouvert !== undefined)
    throw new ErreurMarquage(`${ou}, ligne ${ouvert} : DEBUT TESTS CACHES jamais fermé`);
  return sortie.join("\n");
}

export interface OptionsVersionEleve {
  /**
   * La version que fait nbgrader (jupyter/nbgrader/) : elle garde les
   * métadonnées nbgrader et les tests cachés, que nbgrader enregistre avant
   * de les retirer lui-même, pour les remettre à la correction. Sans cette
   * option, la copie élève (notebooks/eleve/) n'a ni les uns ni les autres.
   */
  pourNbgrader?: boolean;
}

/**
 * La version élève d'un carnet professeur. Ses imports de la bibliothèque
 * sont réduits à ce qu'elle emploie (voir outils/carnets/imports-eleves.ts).
 */
export function versionEleve(carnet: Carnet, options: OptionsVersionEleve = {}): Carnet {
  const cellules = carnet.cells
    .filter((c) => !(c.metadata.tags ?? []).includes("professeur"))
    .map((c, k) => {
      const { nbgrader, ...metadata } = c.metadata;
      const copie: Cellule = {
        ...c,
        metadata: options.pourNbgrader && nbgrader ? { ...c.metadata } : metadata,
      };
      if (c.cell_type === "code") {
        const code = ebaucherCode(sourceDe(c), `cellule ${k + 1}`);
        copie.source = options.pourNbgrader ? code : sansTestsCaches(code, `cellule ${k + 1}`);
        copie.outputs = [];
        copie.execution_count = null;
      }
      return copie;
    });
  const codes = cellules.filter((c) => c.cell_type === "code");
  const reduits = importsReduits(codes.map((c) => c.source as string));
  codes.forEach((c, k) => (c.source = decouperSource(reduits[k])));
  return { ...carnet, cells: cellules };
}

/** Un carnet sans sorties ni compteurs d'exécution, tel qu'on le garde dans le dépôt. */
export function sansSorties(carnet: Carnet): Carnet {
  return {
    ...carnet,
    cells: carnet.cells.map((c) =>
      c.cell_type === "code" ? { ...c, outputs: [], execution_count: null } : c,
    ),
  };
}

/**
 * Les ✅ ❌ ⏳ écrits dans les cellules de texte deviennent les images des
 * marques (src/notebook/icones.ts) : sans police d'emoji, un navigateur les
 * dessinerait en carrés vides. Le professeur écrit l'emoji, l'outil le remplace.
 */
export function marquesDessinees(carnet: Carnet): Carnet {
  return {
    ...carnet,
    cells: carnet.cells.map((c) =>
      c.cell_type === "markdown"
        ? { ...c, source: decouperSource(marquesEnImages(sourceDe(c))) }
        : c,
    ),
  };
}
