/**
 * Le lecteur de data/REFERENCE.md : les mesures de référence de tdoku (natif et
 * WebAssembly) sur les ensembles du banc, relevées sur la machine du cours.
 * C'est la seule source de ces chiffres : `npm run bench:moteurs` s'y compare
 * quand on ne lui donne pas les sources de tdoku, et `npm run bench` aussi.
 *
 * Le fichier est écrit pour être lu : le lecteur prend le premier tableau dont
 * l'en-tête a les colonnes de `COLONNES`, dans n'importe quel ordre, et ignore
 * le reste (texte, autres colonnes). Les nombres s'écrivent à la française
 * (« 3,9 », « 49 158 »).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { RACINE } from "../commun/jupyter";

export const CHEMIN_REFERENCE = join(RACINE, "data", "REFERENCE.md");

/** Une ligne du tableau : un moteur de référence sur un ensemble. */
export interface MesureDeReference {
  ensemble: string;
  moteur: string;
  grilles: number;
  /** µs de processeur par grille, première passe d'un processus neuf. */
  froid: number;
  /** µs par grille, meilleure des passes suivantes. */
  chaud: number;
  essais: number;
  uniques: number;
}

/** Les en-têtes attendus, et le champ que chacun remplit. */
const COLONNES = {
  ensemble: "ensemble",
  moteur: "moteur",
  grilles: "grilles",
  froid: "µs/grille froid",
  chaud: "µs/grille chaud",
  essais: "essais/grille",
  uniques: "grilles uniques",
} as const;

/** « 49 158 », « 3,9 » → nombre ; une cellule illisible est une erreur. */
export function nombreFrancais(texte: string): number {
  const propre = texte.replace(/[\s\u00a0\u202f]/g, "").replace(",", ".");
  const n = propre === "" ? NaN : Number(propre);
  if (!Number.isFinite(n)) throw new Error(`« ${texte} » n'est pas un nombre`);
  return n;
}

function cellules(ligne: string): string[] {
  return ligne
    .trim()
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split("|")
    .map((c) => c.trim());
}

/** Les mesures du tableau de référence d'un texte Markdown. */
export function lireReference(texte: string, origine = "data/REFERENCE.md"): MesureDeReference[] {
  const lignes = texte.split("\n");
  for (let k = 0; k + 1 < lignes.length; k++) {
    if (!lignes[k].trim().startsWith("|")) continue;
    const entete = cellules(lignes[k]);
    const position = Object.fromEntries(
      Object.entries(COLONNES).map(([champ, titre]) => [champ, entete.indexOf(titre)]),
    ) as Record<keyof typeof COLONNES, number>;
    if (Object.values(position).some((p) => p < 0)) continue;
    const mesures: MesureDeReference[] = [];
    // La ligne k + 1 sépare l'en-tête ; le tableau va jusqu'à la première ligne sans « | ».
    for (let j = k + 2; j < lignes.length && lignes[j].trim().startsWith("|"); j++) {
      const c = cellules(lignes[j]);
      const lire = (champ: keyof typeof COLONNES) => {
        try {
          return nombreFrancais(c[position[champ]] ?? "");
        } catch (e) {
          throw new Error(
            `${origine}, ligne ${j + 1}, colonne « ${COLONNES[champ]} » : ${(e as Error).message}`,
            { cause: e },
          );
        }
      };
      mesures.push({
        ensemble: c[position.ensemble],
        moteur: c[position.moteur],
        grilles: lire("grilles"),
        froid: lire("froid"),
        chaud: lire("chaud"),
        essais: lire("essais"),
        uniques: lire("uniques"),
      });
    }
    if (mesures.length === 0) throw new Error(`${origine} : tableau de référence vide`);
    return mesures;
  }
  const attendu = Object.values(COLONNES).join(" | ");
  throw new Error(`${origine} : aucun tableau avec les colonnes « ${attendu} »`);
}

/** data/REFERENCE.md, lu. */
export function chargerReference(chemin = CHEMIN_REFERENCE): MesureDeReference[] {
  return lireReference(readFileSync(chemin, "utf8"), chemin);
}

/** La mesure de référence d'un moteur sur un ensemble, s'il y en a une. */
export function mesureDeReference(
  mesures: readonly MesureDeReference[],
  ensemble: string,
  moteur: string,
): MesureDeReference | undefined {
  return mesures.find((m) => m.ensemble === ensemble && m.moteur === moteur);
}
