/**
 * Les cas de référence d'un devoir : avant de corriger, le carnet du
 * professeur est exécuté tel quel (tests cachés compris), hors de la cage,
 * jusqu'à sa dernière cellule notée ; chaque cellule `verifier-<nom>` y
 * laisse ses pièces, et l'on garde les cas qu'elle a passés, arguments
 * compris.
 *
 * Le juge compare ensuite les cas de chaque copie à ceux-là. Sans eux, il ne
 * pourrait vérifier d'un cas caché que sa description : une copie qui
 * change, dans son noyau, les arguments d'un cas caché (en gardant sa
 * description) se ferait juger sur des arguments de son choix.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { lireCarnet, type Carnet, type Cellule } from "./carnets";
import { NOM_DU_NOYAU, RACINE, commandeDuProjet, environnementJupyter } from "./jupyter";

const MIME_PIECES = "application/vnd.sudoku-ts.pieces+json";

/** Les cas encodés de chaque exercice noté, carnet par carnet : `{ carnet: { nom: cas } }`. */
export type CasDeReference = Record<string, Record<string, unknown[]>>;

/** Le nom de l'exercice d'une cellule notée `verifier-<nom>`, ou undefined. */
export function exerciceNote(cellule: Cellule): string | undefined {
  const meta = cellule.metadata.nbgrader as { grade?: boolean; grade_id?: string } | undefined;
  if (cellule.cell_type !== "code" || !meta?.grade || !meta.grade_id?.startsWith("verifier-"))
    return undefined;
  return meta.grade_id.slice("verifier-".length);
}

/** Le carnet sans ce qui suit sa dernière cellule notée (ce qui ne compte pas dans la note). */
function jusquALaDerniereNotee(carnet: Carnet): Carnet {
  const notees = carnet.cells.flatMap((c, k) => (exerciceNote(c) ? [k] : []));
  return { ...carnet, cells: carnet.cells.slice(0, (notees.at(-1) ?? -1) + 1) };
}

/** Les cas que chaque cellule notée du carnet exécuté a passés. */
export function casDesPieces(carnet: Carnet, fichier: string): Record<string, unknown[]> {
  const cas: Record<string, unknown[]> = {};
  for (const cellule of carnet.cells) {
    const nom = exerciceNote(cellule);
    if (!nom) continue;
    const sorties = (cellule.outputs ?? []) as { data?: Record<string, unknown> }[];
    const pieces = sorties
      .map((s) => s.data?.[MIME_PIECES] as { nom?: string; statut?: string; cas?: unknown[] })
      .filter((p) => p?.nom === nom)
      .at(-1);
    if (pieces?.statut !== "observe" || !Array.isArray(pieces.cas))
      throw new Error(
        `dans le carnet du professeur ${fichier}, la cellule verifier-${nom} ne passe pas ses cas ` +
          `(${pieces?.statut ?? "aucun résultat"}) : exécutez-le pour voir ce qui cloche.`,
      );
    cas[nom] = pieces.cas;
  }
  return cas;
}

/** Exécute un carnet avec le noyau du cours, comme à la correction ; rend le carnet exécuté. */
async function executer(chemin: string, sortie: string): Promise<Carnet> {
  const nbconvert = commandeDuProjet("jupyter-nbconvert");
  if (!nbconvert) throw new Error("jupyter-nbconvert est introuvable dans .venv/.");
  const args = [
    "--to",
    "notebook",
    "--execute",
    `--ExecutePreprocessor.kernel_name=${NOM_DU_NOYAU}`,
    "--ExecutePreprocessor.timeout=300",
    "--allow-errors",
    "--output-dir",
    sortie,
    chemin,
  ];
  // En mode correction, verifier laisse ses pièces ; sans pièges : c'est le code du professeur.
  const env: NodeJS.ProcessEnv = { ...environnementJupyter(), NBGRADER_EXECUTION: "autograde" };
  delete env.SUDOKU_CORRECTION_PIEGES;
  const code = await new Promise<number>((fin, echec) => {
    const enfant = spawn(nbconvert, args, { cwd: RACINE, env, stdio: "ignore" });
    enfant.on("error", echec);
    enfant.on("close", (c) => fin(c ?? 1));
  });
  if (code !== 0) throw new Error(`l'exécution du carnet du professeur ${chemin} a échoué.`);
  return lireCarnet(join(sortie, chemin.split("/").at(-1)!));
}

/**
 * Exécute les carnets du devoir dans leur version du professeur et écrit
 * leurs cas dans `fichier` (dans le dossier du cours, fermé aux autres).
 */
export async function ecrireCasDeReference(
  source: string,
  fichier: string,
): Promise<CasDeReference> {
  const travail = mkdtempSync(join(tmpdir(), "sudoku-reference-"));
  try {
    const reference: CasDeReference = {};
    for (const nom of readdirSync(source).filter((n) => n.endsWith(".ipynb"))) {
      const coupe = join(travail, nom);
      writeFileSync(coupe, JSON.stringify(jusquALaDerniereNotee(lireCarnet(join(source, nom)))));
      const execute = await executer(coupe, join(travail, "execute"));
      reference[nom.replace(/\.ipynb$/, "")] = casDesPieces(execute, nom);
    }
    mkdirSync(join(fichier, ".."), { recursive: true, mode: 0o700 });
    writeFileSync(fichier, JSON.stringify(reference), { mode: 0o600 });
    return reference;
  } finally {
    rmSync(travail, { recursive: true, force: true });
  }
}
