/**
 * Les carnets du cours : lecture, écriture, et fabrication de la version
 * élève à partir de la version professeur (le carnet source).
 *
 * Dans une cellule de code du professeur, les lignes entre
 *     // DEBUT SOLUTION : consigne pour l'élève
 *     // FIN SOLUTION
 * sont la réponse. La version élève les remplace par la consigne et une
 * ébauche qui lève `ExerciceNonFait`, à la même indentation. Une cellule
 * marquée de l'étiquette « professeur » n'existe que chez le professeur.
 * Tout le reste est recopié tel quel, sans les sorties.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { marquesEnImages } from "../src/notebook/icones";
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

export function lireCarnet(chemin: string): Carnet {
  return JSON.parse(readFileSync(chemin, "utf8")) as Carnet;
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

/**
 * La version élève d'un carnet professeur. Ses imports de la bibliothèque
 * sont réduits à ce qu'elle emploie (voir outils/imports-eleves.ts).
 */
export function versionEleve(carnet: Carnet): Carnet {
  const cellules = carnet.cells
    .filter((c) => !(c.metadata.tags ?? []).includes("professeur"))
    .map((c, k) => {
      const copie: Cellule = { ...c, metadata: { ...c.metadata } };
      if (c.cell_type === "code") {
        copie.source = ebaucherCode(sourceDe(c), `cellule ${k + 1}`);
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
