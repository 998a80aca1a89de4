/**
 * Les questions ouvertes se corrigent à la main : la correction automatique
 * les laisse « à noter », le professeur lit chaque réponse et donne ses points.
 *
 * - `npm run devoirs -- reponses DEVOIR [--eleve X] [--a-noter]` montre, pour
 *   chaque question ouverte du devoir, la question et le barème (lus dans le
 *   carnet du professeur, source/DEVOIR/) puis la réponse de chaque élève (lue
 *   dans sa copie corrigée, autograded/) et où en est sa note ;
 * - `npm run devoirs -- noter DEVOIR ELEVE CELLULE POINTS [--commentaire "…"] [--meme-vide]`
 *   enregistre une note et un commentaire dans la base de notes ; une réponse
 *   laissée vide (« Pas de réponse ») n'est notée qu'avec --meme-vide ;
 * - `npm run devoirs -- formgrader` ouvre formgrader, l'outil de nbgrader,
 *   dans un JupyterLab dont la racine est le dossier du cours.
 *
 * La base de notes se lit et s'écrit par l'API Python de nbgrader
 * (jupyter/nbgrader/notes_a_la_main.py), comme le fait formgrader : les pages
 * de retour (`npm run devoirs -- retours`) et l'export des notes les montrent.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import { delimiter, join } from "node:path";
import { lireCarnet, sourceDe, type Carnet, type Cellule } from "../carnets/carnets";
import {
  ErreurDevoirs,
  enPoints,
  environnementNbgrader,
  lireLaBaseDeNotes,
  lisibleAuTerminal,
} from "./cours-nbgrader";
import { RACINE, argumentsServeur, commandeDuProjet } from "../commun/jupyter";

const SERVEUR_FORMGRADER = join(RACINE, "jupyter", "nbgrader", "serveur-formgrader");

/** Une question ouverte du devoir, telle que le professeur l'a écrite. */
export interface QuestionOuverte {
  carnet: string;
  /** L'identifiant nbgrader de la cellule de réponse (`reponse-…`). */
  cellule: string;
  points: number;
  question: string;
  bareme: string;
}

/** Où en est la note d'une réponse, dans la base de notes. */
interface EtatDUneReponse {
  auto: number | null;
  manuel: number | null;
  max: number;
  aNoter: boolean;
  /** Laissée telle quelle par l'élève : la correction lui a donné 0. */
  vide: boolean;
  /** Le commentaire du professeur (jamais le « No response. » de nbgrader). */
  commentaire: string | null;
}

interface EtatDuDevoir {
  questions: string[];
  eleves: Record<string, Record<string, EtatDUneReponse>>;
}

const meta = (c: Cellule) =>
  c.metadata.nbgrader as { grade?: boolean; grade_id?: string; points?: number } | undefined;
const estProfesseur = (c: Cellule) => (c.metadata.tags ?? []).includes("professeur");

/** Vrai pour une réponse à une question ouverte : une cellule de texte notée. */
function estReponse(c: Cellule): boolean {
  return c.cell_type === "markdown" && meta(c)?.grade === true;
}

/** Les questions ouvertes d'un carnet du professeur : l'énoncé juste avant, le barème juste après. */
export function questionsDuCarnet(carnet: Carnet, nom: string): QuestionOuverte[] {
  return carnet.cells.flatMap((cellule, k) => {
    if (!estReponse(cellule)) return [];
    const avant = carnet.cells
      .slice(0, k)
      .reverse()
      .find((c) => c.cell_type === "markdown" && !estProfesseur(c));
    const apres = carnet.cells[k + 1];
    return [
      {
        carnet: nom,
        cellule: meta(cellule)?.grade_id ?? "",
        points: meta(cellule)?.points ?? 0,
        question: avant ? sourceDe(avant) : "",
        bareme: apres && estProfesseur(apres) ? sourceDe(apres) : "(pas de barème sous la réponse)",
      },
    ];
  });
}

/** Les questions ouvertes des carnets du devoir (source/DEVOIR/). */
function questionsDuDevoir(cours: string, devoir: string): QuestionOuverte[] {
  const dossier = join(cours, "source", devoir);
  return readdirSync(dossier)
    .filter((f) => f.endsWith(".ipynb"))
    .sort()
    .flatMap((f) => questionsDuCarnet(lireCarnet(join(dossier, f)), f.replace(/\.ipynb$/, "")));
}

/** Le texte en retrait, pour le distinguer des titres dans le terminal. */
function enRetrait(texte: string): string {
  return texte
    .trim()
    .split("\n")
    .map((l) => (l ? `    ${l}` : ""))
    .join("\n");
}

/** Ce que dit la base de notes de la réponse d'un élève. */
function etatEnClair(etat: EtatDUneReponse): string {
  const sur = enPoints(etat.max);
  if (etat.manuel !== null) {
    const commentaire = etat.commentaire ? ` ; commentaire : « ${etat.commentaire} »` : "";
    return `noté à la main : ${enPoints(etat.manuel)} / ${sur}${commentaire}`;
  }
  if (etat.aNoter || etat.auto === null) return `À NOTER à la main (sur ${sur})`;
  return `pas de réponse (cellule laissée telle quelle) : ${enPoints(etat.auto)} / ${sur}`;
}

/**
 * La réponse de l'élève, lue dans sa copie corrigée : le texte qu'il a écrit, que la
 * correction garde dans les métadonnées de la cellule (jupyter/nbgrader/assainir.py),
 * la cellule elle-même ne portant plus que son rendu assaini.
 */
function reponseDe(cours: string, devoir: string, eleve: string, q: QuestionOuverte): string {
  const chemin = join(cours, "autograded", eleve, devoir, `${q.carnet}.ipynb`);
  if (!existsSync(chemin)) return "(copie corrigée introuvable)";
  const cellule = lireCarnet(chemin).cells.find((c) => meta(c)?.grade_id === q.cellule);
  if (!cellule) return "(cellule absente de la copie)";
  const texte = cellule.metadata.sudoku_texte_eleve;
  return typeof texte === "string" ? texte : sourceDe(cellule);
}

export interface OptionsReponses {
  eleve?: string;
  aNoter?: boolean;
}

/**
 * Le texte que montre `npm run devoirs -- reponses`. Il cite les élèves (identifiants,
 * réponses, commentaires) : ses caractères de contrôle sont rendus visibles.
 */
export function reponsesDuDevoir(
  cours: string,
  devoir: string,
  options: OptionsReponses = {},
): string {
  const questions = questionsDuDevoir(cours, devoir);
  if (questions.length === 0)
    return `Le devoir ${devoir} n'a pas de question ouverte (cellule de texte marquée « reponse-libre »).`;
  const etat = lireLaBaseDeNotes("notes_a_la_main.py", cours, ["etat", devoir]) as EtatDuDevoir;
  const corriges = Object.keys(etat.eleves).sort();
  if (corriges.length === 0)
    throw new ErreurDevoirs(
      `aucune copie corrigée pour « ${devoir} » : lancez d'abord « npm run devoirs -- corriger ${devoir} »`,
    );
  if (options.eleve !== undefined && !corriges.includes(options.eleve))
    throw new ErreurDevoirs(
      `pas de copie corrigée de « ${options.eleve} » pour ${devoir} ; les copies corrigées : ${corriges.join(", ")}`,
    );
  const eleves = options.eleve !== undefined ? [options.eleve] : corriges;
  const blocs: string[] = [];
  let aNoter = 0;
  for (const q of questions) {
    blocs.push(
      `══ ${q.cellule} (${q.carnet}, ${enPoints(q.points)} points) ══`,
      "Question :",
      enRetrait(q.question),
      "Barème :",
      enRetrait(q.bareme),
      "",
    );
    for (const eleve of eleves) {
      const sienne = etat.eleves[eleve]?.[q.cellule];
      if (!sienne) continue;
      const enAttente = sienne.manuel === null && (sienne.aNoter || sienne.auto === null);
      if (enAttente) aNoter++;
      if (options.aNoter && !enAttente) continue;
      blocs.push(`── ${eleve} : ${etatEnClair(sienne)}`);
      blocs.push(enRetrait(reponseDe(cours, devoir, eleve, q)), "");
    }
  }
  blocs.push(
    `${aNoter} réponse(s) à noter à la main.`,
    `Pour noter : npm run devoirs -- noter ${devoir} ÉLÈVE CELLULE POINTS --commentaire "…"`,
  );
  return lisibleAuTerminal(blocs.join("\n"));
}

/** Sépare `--nom valeur` (ou `--nom=valeur`) du reste des arguments. */
function extraireOption(args: string[], nom: string): string | undefined {
  const k = args.findIndex((a) => a === nom || a.startsWith(`${nom}=`));
  if (k < 0) return undefined;
  const [option] = args.splice(k, 1);
  if (option.includes("=")) return option.slice(nom.length + 1);
  const valeur = args.splice(k, 1)[0];
  if (valeur === undefined) throw new ErreurDevoirs(`${nom} attend une valeur`);
  return valeur;
}

/** `reponses DEVOIR [--eleve X] [--a-noter]` : le texte à montrer. */
export function commandeReponses(cours: string, devoir: string, args: string[]): string {
  const reste = [...args];
  const eleve = extraireOption(reste, "--eleve");
  const aNoter = reste.includes("--a-noter");
  const inconnues = reste.filter((a) => a !== "--a-noter");
  if (inconnues.length > 0)
    throw new ErreurDevoirs(
      `option inconnue : ${inconnues.join(" ")} (reponses DEVOIR [--eleve X] [--a-noter])`,
    );
  return reponsesDuDevoir(cours, devoir, { eleve, aNoter });
}

/**
 * `noter DEVOIR ELEVE CELLULE POINTS [--commentaire "…"] [--meme-vide]` : enregistre la note ;
 * rend la phrase qui le dit. Une réponse vide est refusée sans --meme-vide : donner des points
 * à une cellule que l'élève n'a pas touchée est le plus souvent une erreur de ligne ou d'élève.
 */
export function commandeNoter(cours: string, devoir: string, args: string[]): string {
  const reste = [...args];
  const commentaire = extraireOption(reste, "--commentaire");
  const memeVide = reste.includes("--meme-vide");
  if (memeVide) reste.splice(reste.indexOf("--meme-vide"), 1);
  const [eleve, cellule, points, ...trop] = reste;
  if (points === undefined || trop.length > 0)
    throw new ErreurDevoirs(
      `noter attend l'élève, la cellule et les points : noter ${devoir} alice reponse-l1-colonne-j 2 --commentaire "…"`,
    );
  const avecCommentaire = commentaire === undefined ? [] : [commentaire];
  const note = lireLaBaseDeNotes("notes_a_la_main.py", cours, [
    "noter",
    devoir,
    eleve,
    cellule,
    points,
    ...avecCommentaire,
    ...(memeVide ? ["--meme-vide"] : []),
  ]) as {
    points: number;
    max: number;
  };
  const dit = commentaire ? ", avec le commentaire" : "";
  return lisibleAuTerminal(
    `${eleve}, ${cellule} : ${enPoints(note.points)} / ${enPoints(note.max)}${dit}. ` +
      `Refaites les retours pour que l'élève le voie : npm run devoirs -- retours ${devoir}`,
  );
}

/**
 * formgrader dans JupyterLab : un serveur dont la racine est le dossier du
 * cours (formgrader y lit nbgrader_config.py et gradebook.db), sur
 * 127.0.0.1 avec un jeton. Ses réglages sont à part (`.jupyter/formgrader/`) :
 * ceux de `npm start` cachent les menus de nbgrader, inutiles à l'élève.
 * jupyter/nbgrader/serveur-formgrader/ lui donne l'extension du cours
 * (formgrader_du_cours.py : politique de sécurité, copies assainies, boutons
 * sûrs) et lui retire noyaux et terminaux : il montre des copies, il n'exécute
 * rien. SUDOKU_FORMGRADER fait refuser la correction automatique par nbgrader
 * (jupyter/nbgrader/nbgrader_config.py) : on corrige par `npm run devoirs -- corriger`.
 */
export function lancerFormgrader(cours: string, options: string[]): Promise<number> {
  const jupyterLab = commandeDuProjet("jupyter-lab");
  if (!jupyterLab)
    throw new ErreurDevoirs(
      "JupyterLab est introuvable dans .venv/ : lancez d'abord « npm start » ou « npm test ».",
    );
  const configuration = join(RACINE, ".jupyter", "formgrader");
  mkdirSync(configuration, { recursive: true });
  const base = environnementNbgrader();
  const env = {
    ...base,
    JUPYTER_CONFIG_PATH: [SERVEUR_FORMGRADER, base.JUPYTER_CONFIG_PATH].join(delimiter),
    JUPYTER_CONFIG_DIR: configuration,
    SUDOKU_FORMGRADER: "1",
  };
  // Le noyau du cours, que npm start permet, ne l'est pas ici (voir serveur-formgrader/).
  const noyaux =
    /^--(KernelSpecManager\.allowed_kernelspecs|MultiKernelManager\.default_kernel_name)=/;
  const serveur = argumentsServeur({ interface: "lab", racine: cours }).filter(
    (a) => !noyaux.test(a),
  );
  const args = [...serveur, "--LabApp.default_url=/formgrader", ...options];
  console.error(
    "formgrader : notez les questions ouvertes dans « Manage Submissions » ; arrêtez le serveur par Ctrl+C.",
  );
  const enfant = spawn(jupyterLab, args, { cwd: cours, env, stdio: "inherit" });
  // Ctrl+C va aussi à Jupyter, qui demande confirmation : on attend qu'il ait fini.
  process.on("SIGINT", () => undefined);
  process.on("SIGTERM", () => enfant.kill("SIGTERM"));
  return new Promise((resoudre, rejeter) => {
    enfant.on("error", (e) =>
      rejeter(new ErreurDevoirs(`JupyterLab n'a pas pu être lancé : ${e.message}`)),
    );
    enfant.on("close", (code) => resoudre(code ?? 1));
  });
}
