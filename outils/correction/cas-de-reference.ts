/**
 * Les cas de référence d'un devoir : avant de corriger, le carnet du
 * professeur est exécuté tel quel (tests cachés compris), hors de la cage,
 * jusqu'à sa dernière cellule de code notée ; chaque cellule `verifier-<nom>` y
 * laisse ses pièces, et l'on garde les cas qu'elle a passés, arguments
 * compris.
 *
 * Le juge compare ensuite les cas de chaque copie à ceux-là. Sans eux, il ne
 * pourrait vérifier d'un cas caché que sa description : une copie qui
 * change, dans son noyau, les arguments d'un cas caché (en gardant sa
 * description) se ferait juger sur des arguments de son choix.
 *
 * Le carnet tourne comme une copie, avec la construction de la correction
 * (la bibliothèque sans les versions du cours des exercices du devoir, voir
 * `outils/correction/bibliotheque-de-correction.ts`) et les pièges : une démonstration
 * qui se sert de la version du cours d'un exercice du devoir (la leçon 5 code
 * ses grilles avec `auMoinsUn`) y échoue. Ces cellules-là sont notées, pour ne pas être
 * exécutées dans les copies, et le carnet est repris sans elles : ses
 * cellules notées doivent encore passer leurs cas.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { lireCarnet, type Carnet, type Cellule } from "../carnets/carnets";
import { NOM_DU_NOYAU, RACINE, commandeDuProjet, environnementJupyter } from "../commun/jupyter";
import { MIME_PIECES } from "../../src/socle/verdict";

/** Ce que la correction retient d'un carnet du professeur. */
export interface ReferenceDuCarnet {
  /** Les cas encodés de chaque exercice noté : `{ nom: cas }`. */
  cas: Record<string, unknown[]>;
  /** Les cellules de démonstration qui échouent sous les pièges (leur `grade_id`). */
  sautees: string[];
}

/** Les références de chaque carnet du devoir, par nom de carnet. */
export type CasDeReference = Record<string, ReferenceDuCarnet>;

/** Le nombre de reprises au plus : une cellule sautée peut en faire échouer une autre, qui s'en servait. */
const REPRISES = 3;

/** Le nom de l'exercice d'une cellule notée `verifier-<nom>`, ou undefined. */
export function exerciceNote(cellule: Cellule): string | undefined {
  const meta = cellule.metadata.nbgrader as { grade?: boolean; grade_id?: string } | undefined;
  if (cellule.cell_type !== "code" || !meta?.grade || !meta.grade_id?.startsWith("verifier-"))
    return undefined;
  return meta.grade_id.slice("verifier-".length);
}

/** L'identifiant nbgrader d'une cellule. */
const identifiant = (c: Cellule) =>
  (c.metadata.nbgrader as { grade_id?: string } | undefined)?.grade_id;

/** Les démonstrations en erreur : cellules de code ni notées ni à compléter, qui ont levé. */
function demonstrationsEnErreur(carnet: Carnet): string[] {
  return carnet.cells.flatMap((c) => {
    const meta = c.metadata.nbgrader as { grade?: boolean; solution?: boolean } | undefined;
    const erreur = ((c.outputs ?? []) as { output_type?: string }[]).some(
      (s) => s.output_type === "error",
    );
    const id = identifiant(c);
    return c.cell_type === "code" && !meta?.grade && !meta?.solution && erreur && id ? [id] : [];
  });
}

/** Le carnet où les cellules `sautees` sont vidées. */
function sans(carnet: Carnet, sautees: readonly string[]): Carnet {
  return {
    ...carnet,
    cells: carnet.cells.map((c) =>
      sautees.includes(identifiant(c) ?? "") ? { ...c, source: "" } : c,
    ),
  };
}

/**
 * Le carnet sans ce qui suit sa dernière cellule de code notée (ce qui ne
 * compte pas dans la note automatique, et que FinNonExecutee, dans
 * jupyter/nbgrader/juge.py, ne lance pas non plus). Une réponse à une question
 * ouverte, notée elle aussi mais en texte et à la main, n'y change rien.
 */
export function jusquALaDerniereNotee(carnet: Carnet): Carnet {
  const notees = carnet.cells.flatMap((c, k) =>
    c.cell_type === "code" && (c.metadata.nbgrader as { grade?: boolean } | undefined)?.grade
      ? [k]
      : [],
  );
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

/** Ce que la correction dit au noyau (src/socle/correction.ts), ici sans graine : pas de cas tirés. */
export interface ContexteDeReference {
  pieges: string[];
  bibliotheque: string;
}

/**
 * Exécute un carnet avec le noyau du cours, comme une copie à la correction
 * (le contexte `contexte`, posé dans le dossier de ses sockets) ; rend le
 * carnet exécuté.
 */
async function executer(
  chemin: string,
  sortie: string,
  contexte: ContexteDeReference,
): Promise<Carnet> {
  const nbconvert = commandeDuProjet("jupyter-nbconvert");
  if (!nbconvert) throw new Error("jupyter-nbconvert est introuvable dans .venv/.");
  const sockets = mkdtempSync(join(tmpdir(), "sudoku-reference-noyau-"));
  const args = [
    "--to",
    "notebook",
    "--execute",
    `--ExecutePreprocessor.kernel_name=${NOM_DU_NOYAU}`,
    "--ExecutePreprocessor.timeout=300",
    "--KernelManager.transport=ipc",
    `--KernelManager.ip=${join(sockets, "noyau")}`,
    "--allow-errors",
    "--output-dir",
    sortie,
    chemin,
  ];
  // En correction, verifier laisse ses pièces (il ne calcule pas les réponses attendues).
  writeFileSync(join(sockets, "correction.json"), JSON.stringify(contexte));
  const code = await new Promise<number>((fin, echec) => {
    const enfant = spawn(nbconvert, args, {
      cwd: RACINE,
      env: environnementJupyter(),
      stdio: "ignore",
    });
    enfant.on("error", echec);
    enfant.on("close", (c) => fin(c ?? 1));
  }).finally(() => rmSync(sockets, { recursive: true, force: true }));
  if (code !== 0) throw new Error(`l'exécution du carnet du professeur ${chemin} a échoué.`);
  return lireCarnet(join(sortie, basename(chemin)));
}

/** Exécute un carnet du devoir, en sautant les démonstrations qui échouent sous les pièges. */
async function referenceDuCarnet(
  carnet: Carnet,
  nom: string,
  travail: string,
  contexte: ContexteDeReference,
): Promise<ReferenceDuCarnet> {
  const sautees: string[] = [];
  for (let reprise = 0; ; reprise++) {
    const chemin = join(travail, nom);
    writeFileSync(chemin, JSON.stringify(sans(carnet, sautees)));
    const execute = await executer(chemin, join(travail, "execute"), contexte);
    const nouvelles = demonstrationsEnErreur(execute).filter((id) => !sautees.includes(id));
    if (nouvelles.length === 0 || reprise === REPRISES)
      return { cas: casDesPieces(execute, nom), sautees };
    sautees.push(...nouvelles);
  }
}

/**
 * Exécute les carnets du devoir dans leur version du professeur, comme des
 * copies (`contexte`), et écrit leurs références dans `fichier` (dans le
 * dossier du cours, fermé aux autres).
 */
export async function ecrireCasDeReference(
  source: string,
  fichier: string,
  contexte: ContexteDeReference,
): Promise<CasDeReference> {
  const travail = mkdtempSync(join(tmpdir(), "sudoku-reference-"));
  try {
    const reference: CasDeReference = {};
    for (const nom of readdirSync(source).filter((n) => n.endsWith(".ipynb"))) {
      const carnet = jusquALaDerniereNotee(lireCarnet(join(source, nom)));
      reference[nom.replace(/\.ipynb$/, "")] = await referenceDuCarnet(
        carnet,
        nom,
        travail,
        contexte,
      );
    }
    mkdirSync(join(fichier, ".."), { recursive: true, mode: 0o700 });
    writeFileSync(fichier, JSON.stringify(reference), { mode: 0o600 });
    return reference;
  } finally {
    rmSync(travail, { recursive: true, force: true });
  }
}
