/**
 * `sudoku sat FICHIER.cnf… [--solveur NOM] [--budget N]` : un solveur SAT en
 * ligne de commande, qui répond comme les solveurs de la compétition SAT :
 *
 *     s SATISFIABLE              s UNSATISFIABLE           s UNKNOWN
 *     v 1 -2 3 … 0               (code de sortie 20)       (budget épuisé, code 0)
 *     (code de sortie 10)
 *
 * Avant d'écrire un modèle, on vérifie qu'il satisfait bien chaque clause.
 * Plusieurs fichiers en un appel : une réponse par fichier, précédée de
 * « c fichier : NOM » ; le démarrage de la commande n'est payé qu'une fois.
 *
 * Avec `--solveur cdcl` (par défaut), la commande emploie le CDCL du cours
 * compilé en WebAssembly (`sat/cdcl-wasm.ts`) : le même algorithme, les mêmes
 * choix et les mêmes conflits, sans la mise en route du compilateur de
 * JavaScript, qui coûte plus que la résolution des petites formules.
 */
import { ErreurMemoireCdclWasm, resoudreCdclWasm } from "../sat/cdcl-wasm";
import { satisfaitTout } from "../sat/probleme";
import { lireDimacs } from "../sat/dimacs";
import { trouverSolveurSAT } from "../sat/solveurs";
import { solveurLogicSolver } from "../sat/minisat";
import { resoudreMiniSatBorne, type ResultatMiniSatBorne } from "../sat/minisat-borne";
import { verifierTailleMiniSat } from "../sat/minisat-taille";
import type { FNC } from "../sat/probleme";
import type { SolveurSAT } from "../sat/solveur";
import type { Terminal } from "./commandes";
import { lireEntree, type Entree } from "./entree";
import { CODES, ErreurUsage } from "./erreurs";
import { entierPositif, lireOptions } from "./options";

/** Les codes de sortie des solveurs SAT (convention de la compétition SAT). */
export const CODES_SAT = { satisfiable: 10, insatisfiable: 20, inconnu: 0 } as const;

const LARGEUR_LIGNE_V = 78;
/** Les solveurs réservent leur mémoire d'après l'en-tête : au-delà, elle ne suffirait pas. */
const VARIABLES_MAX = 2_000_000;
/**
 * Le plus grand texte DIMACS lu (128 Mo) : bien au-delà des formules du
 * cours et de SATLIB (quelques Mo), et la mémoire reste bornée (environ deux
 * fois et demie la taille lue).
 */
const TAILLE_MAX = 128 * 1024 * 1024;
/** Le temps laissé à minisat sans --delai, et le plus long que l'on accepte, en secondes. */
const DELAI_PAR_DEFAUT = 60;
const DELAI_MAX = 86_400;

export const AIDE_SAT = `Usage : sudoku sat [--solveur NOM] [--budget N | --delai S] FICHIER.cnf… | -

Résout la formule du FICHIER au format DIMACS CNF (ou de l'entrée standard pour « - »)
et répond comme les solveurs SAT du monde réel (minisat, picosat…) :
  s SATISFIABLE      puis le modèle sur des lignes « v », terminées par 0 :
                     « v 1 -2 3 … 0 » (v vraie, -v fausse)
  s UNSATISFIABLE    aucun modèle n'existe
  s UNKNOWN          le budget ou le délai est épuisé avant de conclure
Les lignes « c » sont des commentaires (solveur, compteurs).

Plusieurs fichiers en un appel : une réponse par fichier, dans l'ordre, chacune
précédée de la ligne « c fichier : NOM ». Un fichier illisible ou mal écrit arrête
la commande (code 2), après les réponses des fichiers d'avant.

Le lecteur accepte les fichiers réels : commentaires « c » partout, une clause sur
plusieurs lignes, la fin « % / 0 » des fichiers SATLIB.
La formule est lue en entier, jusqu'à ${TAILLE_MAX / (1024 * 1024)} Mo : au-delà, quelle que soit la source
(fichier, tube, périphérique comme /dev/zero, entrée standard), elle est refusée
(code 2), sans être lue si c'est un fichier ordinaire, sinon au premier morceau de trop.

Options :
  --solveur NOM  dpll (lisible), cdcl (rapide, par défaut) ou minisat (MiniSat compilé en
                 JavaScript, paquet logic-solver) ; voir « sudoku algos --details »
                 cdcl est ici le CDCL du cours compilé en WebAssembly : mêmes choix,
                 mêmes conflits que celui de la bibliothèque, sans la mise en route
                 du compilateur de JavaScript (1,7 à 2 fois plus rapide sur 100 petites
                 formules, npm run bench:sat-natif)
  --budget N     dpll et cdcl : effort maximal, en décisions (dpll) ou en conflits (cdcl)
  --delai S      minisat : temps maximal en secondes (${DELAI_PAR_DEFAUT} par défaut, décimales permises) ;
                 minisat ne compte pas ses conflits, il est arrêté au bout de ce temps
  -h, --aide     cette aide

minisat tourne dans un fil d'exécution à part, à la mémoire bornée : son tas est fixé
à 64 Mo, et une formule trop grande pour lui (au-delà d'environ 450 000 variables, ou
500 000 clauses de trois littéraux) est refusée avant de commencer.

Codes de sortie :
  10  satisfiable (avec plusieurs fichiers : toutes les formules le sont)
  20  insatisfiable (avec plusieurs fichiers : toutes les formules le sont)
  0   inconnu (budget ou délai épuisé, ou mémoire de minisat pleine en cours de route) ;
      avec plusieurs fichiers : réponses mêlées, ou l'une est inconnue
  2   commande, option ou fichier incorrect (le message dit quelle ligne, quelle colonne),
      ou formule trop grande pour le solveur
  3   erreur interne
`;

export async function commandeSat(args: string[], terminal: Terminal): Promise<number> {
  const { values, positionals } = lireOptions(
    args,
    {
      solveur: { type: "string" },
      budget: { type: "string" },
      delai: { type: "string" },
      aide: { type: "boolean", short: "h" },
      help: { type: "boolean" },
    },
    "sat",
  );
  if (values.aide || values.help) {
    terminal.ecrire(AIDE_SAT.trimEnd());
    return CODES.succes;
  }
  const solveur = choisirSolveur(values.solveur);
  const budget = entierPositif(values.budget, "--budget");
  const minisat = solveur === solveurLogicSolver;
  const delai = lireDelai(values.delai, minisat);
  if (minisat && budget !== undefined) {
    throw new ErreurUsage(
      "--budget ne borne pas minisat, qui ne compte pas ses conflits : bornez-le en temps par --delai SECONDES",
    );
  }
  if (positionals.length === 0) {
    throw new ErreurUsage(
      "un fichier DIMACS attendu (ou « - » pour l'entrée standard) (voir « sudoku aide sat »)",
    );
  }
  if (positionals.length > 1 && positionals.includes("-")) {
    throw new ErreurUsage("« - » (l'entrée standard) ne se mêle pas à d'autres fichiers");
  }
  const plusieurs = positionals.length > 1;
  const codes: number[] = [];
  for (const chemin of positionals) {
    const entree = await lireEntree(chemin, terminal, {
      max: TAILLE_MAX,
      attendu: "une formule DIMACS",
    });
    if (plusieurs) terminal.ecrire(`c fichier : ${entree.nom}`);
    codes.push(await resoudreUneFormule(entree, { solveur, budget, delai }, terminal));
    // Chaque réponse part avant de lire le fichier suivant ; un lecteur parti arrête tout.
    await terminal.vider();
  }
  return codeCommun(codes);
}

/** Un seul code pour plusieurs réponses : 10 ou 20 si toutes le disent, 0 sinon. */
export function codeCommun(codes: number[]): number {
  return codes.every((code) => code === codes[0]) ? codes[0] : CODES_SAT.inconnu;
}

/** Résout une formule et écrit sa réponse (lignes « c », « s » et « v ») ; rend son code. */
async function resoudreUneFormule(
  entree: Entree,
  options: { solveur: SolveurSAT; budget: number | undefined; delai: number },
  terminal: Terminal,
): Promise<number> {
  const { solveur, budget, delai } = options;
  const minisat = solveur === solveurLogicSolver;
  const formule = lireDimacs(entree.texte, entree.nom);
  if (formule.nombreDeVariables > VARIABLES_MAX) {
    throw new ErreurUsage(
      `${entree.nom} : ${formule.nombreDeVariables} variables, c'est trop pour les solveurs du cours (au plus ${VARIABLES_MAX})`,
    );
  }
  if (minisat) exigerTailleMiniSat(formule, entree.nom);
  terminal.ecrire(
    `c sudoku sat : ${formule.nombreDeVariables} variables, ${formule.clauses.length} clauses, solveur ${solveur.nom}`,
  );
  const r: ResultatMiniSatBorne = minisat
    ? await resoudreMiniSatBorne(formule, { delaiMs: delai * 1000 })
    : solveur.nom === "cdcl"
      ? resoudreEnWasm(formule, budget, entree.nom)
      : solveur.creer(formule).resoudre({ budget });
  terminal.ecrire(
    `c ${Object.entries(r.compteurs)
      .map(([nom, n]) => `${nom} ${n}`)
      .join(", ")}`,
  );
  if (r.statut === "budget-epuise") {
    if (r.arret === "delai") {
      terminal.ecrire(`c minisat arrêté au bout du délai de ${String(delai).replace(".", ",")} s`);
    }
    if (r.arret === "memoire") terminal.ecrire("c minisat a manqué de mémoire avant de conclure");
    terminal.ecrire("s UNKNOWN");
    return CODES_SAT.inconnu;
  }
  if (r.statut === "insatisfiable") {
    terminal.ecrire("s UNSATISFIABLE");
    return CODES_SAT.insatisfiable;
  }
  const modele = r.modele ?? [];
  if (!satisfaitTout(formule, modele)) {
    throw new Error(`le solveur ${solveur.nom} a rendu un modèle qui ne satisfait pas la formule`);
  }
  terminal.ecrire("s SATISFIABLE");
  const litteraux = Array.from({ length: formule.nombreDeVariables }, (_, k) =>
    modele[k + 1] ? String(k + 1) : String(-(k + 1)),
  );
  for (const ligne of lignesV([...litteraux, "0"])) terminal.ecrire(ligne);
  return CODES_SAT.satisfiable;
}

/** Le CDCL WebAssembly ; sa mémoire pleine est une formule trop grande (code 2), pas une erreur interne. */
function resoudreEnWasm(formule: FNC, budget: number | undefined, nom: string) {
  try {
    return resoudreCdclWasm(formule, { budget });
  } catch (e) {
    if (e instanceof ErreurMemoireCdclWasm) throw new ErreurUsage(`${nom} : ${e.message}`);
    throw e;
  }
}

/** Les lignes « v … », coupées pour rester lisibles. */
function lignesV(mots: string[]): string[] {
  const lignes: string[] = [];
  let courante = "v";
  for (const mot of mots) {
    if (courante.length + 1 + mot.length > LARGEUR_LIGNE_V && courante !== "v") {
      lignes.push(courante);
      courante = "v";
    }
    courante += ` ${mot}`;
  }
  lignes.push(courante);
  return lignes;
}

/** `--delai S` : des secondes, seulement pour minisat. */
function lireDelai(texte: string | undefined, minisat: boolean): number {
  if (texte === undefined) return DELAI_PAR_DEFAUT;
  if (!minisat) {
    throw new ErreurUsage(
      "--delai ne sert qu'avec --solveur minisat (dpll et cdcl se bornent par --budget)",
    );
  }
  const secondes = Number(texte);
  if (!/^\d+(\.\d+)?$/.test(texte) || !(secondes > 0) || secondes > DELAI_MAX) {
    throw new ErreurUsage(
      `--delai attend une durée en secondes, plus de 0 et au plus ${DELAI_MAX}, pas « ${texte} »`,
    );
  }
  return secondes;
}

/** Refuse, avant toute sortie, une formule que le tas de minisat ne pourrait pas contenir. */
function exigerTailleMiniSat(formule: FNC, nom: string): void {
  try {
    verifierTailleMiniSat(formule);
  } catch (e) {
    throw new ErreurUsage(`${nom} : ${(e as Error).message}`);
  }
}

function choisirSolveur(nom: string | undefined): SolveurSAT {
  if (nom === undefined) return trouverSolveurSAT("cdcl");
  try {
    return trouverSolveurSAT(nom);
  } catch (e) {
    throw new ErreurUsage((e as Error).message);
  }
}
