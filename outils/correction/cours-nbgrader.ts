/**
 * Ce que partagent la commande `npm run devoirs` (devoirs.ts) et la correction
 * à la main (correction-a-la-main.ts), que devoirs.ts charge à la demande :
 * le cours nbgrader (son identifiant, l'environnement où nbgrader tourne),
 * l'erreur prévue des deux commandes et le texte d'un élève tel qu'il
 * s'écrit au terminal. Ici, et non dans devoirs.ts, pour que la correction à
 * la main ne remonte pas vers la commande qui la lance.
 */
import { spawnSync } from "node:child_process";
import { delimiter, join } from "node:path";
import { RACINE, environnementJupyter, pythonDuProjet } from "../commun/jupyter";

export const IDENTIFIANT_DU_COURS = "sudoku";

/** Une erreur prévue : son message suffit, sans pile. */
export class ErreurDevoirs extends Error {
  override name = "ErreurDevoirs";
}

/**
 * L'environnement de nbgrader : Jupyter du projet, configuration du cours,
 * noyau du cours ; pour la correction, le noyau en cage
 * (jupyter/correction/kernels/sudoku-ts-correction) et le dossier de ses
 * sockets, `sockets` (voir jupyter/nbgrader/nbgrader_config.py).
 */
export function environnementNbgrader(
  base: NodeJS.ProcessEnv = process.env,
  sockets?: string,
): NodeJS.ProcessEnv {
  const env = environnementJupyter(base);
  const config = join(RACINE, "jupyter", "nbgrader");
  return {
    ...env,
    JUPYTER_PATH: [join(RACINE, "jupyter", "correction"), env.JUPYTER_PATH].join(delimiter),
    JUPYTER_CONFIG_PATH: [config, base.JUPYTER_CONFIG_PATH].filter(Boolean).join(delimiter),
    ...(sockets ? { SUDOKU_CORRECTION_SOCKETS: sockets } : {}),
    PYTHONIOENCODING: "utf-8",
    // Les avertissements de Python (SQLAlchemy dans nbgrader, IPython) ne disent rien au professeur.
    PYTHONWARNINGS: "ignore",
  };
}

/**
 * Un texte qui cite un élève (nom, réponse, commentaire, nom de fichier), tel qu'il
 * s'écrit dans le terminal du professeur : chaque caractère de contrôle (les séquences
 * qui effacent l'écran ou déplacent le curseur, le retour chariot, la sonnerie) et
 * chaque caractère qui retourne le sens du texte y devient visible, `\u{1b}`. Les sauts
 * de ligne et les tabulations restent.
 */
export function lisibleAuTerminal(texte: string): string {
  return texte.replace(
    /(?![\n\t])[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu,
    (c) => `\\u{${c.codePointAt(0)!.toString(16)}}`,
  );
}

/**
 * Lance un script de jupyter/nbgrader/ qui lit gradebook.db du cours et répond en
 * JSON ; son code 2 est un refus en français, tout autre échec est dit en une ligne.
 */
export function lireLaBaseDeNotes(script: string, cours: string, args: string[] = []): unknown {
  const chemin = join(RACINE, "jupyter", "nbgrader", script);
  const r = spawnSync(pythonDuProjet(), [chemin, cours, IDENTIFIANT_DU_COURS, ...args], {
    encoding: "utf8",
    env: environnementNbgrader(),
  });
  if (r.error) throw new ErreurDevoirs(`Python du projet introuvable : ${r.error.message}`);
  if (r.status === 2) throw new ErreurDevoirs(r.stderr.trim());
  if (r.status !== 0) {
    const derniere = r.stderr.trim().split("\n").at(-1) ?? "";
    throw new ErreurDevoirs(`la base de notes n'a pas pu être lue (${derniere})`);
  }
  return JSON.parse(r.stdout) as unknown;
}

/** Un nombre de points écrit à la française, arrondi au centième : « 1,5 ». */
export function enPoints(n: number): string {
  return String(Math.round(n * 100) / 100).replace(".", ",");
}
