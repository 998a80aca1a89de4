/**
 * `sudoku sat FICHIER.cnf [--solveur NOM] [--budget N]` : un solveur SAT en
 * ligne de commande, qui répond comme les solveurs de la compétition SAT :
 *
 *     s SATISFIABLE              s UNSATISFIABLE           s UNKNOWN
 *     v 1 -2 3 … 0               (code de sortie 20)       (budget épuisé, code 0)
 *     (code de sortie 10)
 *
 * Avant d'écrire un modèle, on vérifie qu'il satisfait bien chaque clause.
 */
import { satisfaitTout } from "../sat/probleme";
import { lireDimacs } from "../sat/dimacs";
import { trouverSolveurSAT } from "../sat/solveurs";
import type { SolveurSAT } from "../sat/solveur";
import type { Terminal } from "./commandes";
import { lireEntree } from "./entree";
import { CODES, ErreurUsage } from "./erreurs";
import { entierPositif, lireOptions } from "./options";

/** Les codes de sortie des solveurs SAT (convention de la compétition SAT). */
export const CODES_SAT = { satisfiable: 10, insatisfiable: 20, inconnu: 0 } as const;

const LARGEUR_LIGNE_V = 78;
/** Les solveurs réservent leur mémoire d'après l'en-tête : au-delà, elle ne suffirait pas. */
const VARIABLES_MAX = 2_000_000;

export const AIDE_SAT = `Usage : sudoku sat [--solveur NOM] [--budget N] [FICHIER.cnf | -]

Résout la formule du FICHIER au format DIMACS CNF (ou de l'entrée standard pour « - »)
et répond comme les solveurs SAT du monde réel (minisat, picosat…) :
  s SATISFIABLE      puis le modèle sur des lignes « v », terminées par 0 :
                     « v 1 -2 3 … 0 » (v vraie, -v fausse)
  s UNSATISFIABLE    aucun modèle n'existe
  s UNKNOWN          le budget est épuisé avant de conclure
Les lignes « c » sont des commentaires (solveur, compteurs).

Le lecteur accepte les fichiers réels : commentaires « c » partout, une clause sur
plusieurs lignes, la fin « % / 0 » des fichiers SATLIB.

Options :
  --solveur NOM  dpll (lisible), cdcl (rapide, par défaut) ou minisat (MiniSat compilé en
                 JavaScript, paquet logic-solver) ; voir « sudoku algos --details »
  --budget N     effort maximal, dans l'unité du solveur (décisions, conflits, appels)
  -h, --aide     cette aide

Codes de sortie :
  10  satisfiable
  20  insatisfiable
  0   inconnu (budget épuisé)
  2   commande, option ou fichier incorrect (le message dit quelle ligne, quelle colonne)
  3   erreur interne
`;

export async function commandeSat(args: string[], terminal: Terminal): Promise<number> {
  const { values, positionals } = lireOptions(
    args,
    {
      solveur: { type: "string" },
      budget: { type: "string" },
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
  if (positionals.length !== 1) {
    throw new ErreurUsage(
      `un fichier DIMACS attendu (ou « - » pour l'entrée standard), pas ${positionals.length} (voir « sudoku aide sat »)`,
    );
  }
  const entree = await lireEntree(positionals[0], terminal.lireStdin);
  const formule = lireDimacs(entree.texte, entree.nom);
  if (formule.nombreDeVariables > VARIABLES_MAX) {
    throw new ErreurUsage(
      `${entree.nom} : ${formule.nombreDeVariables} variables, c'est trop pour les solveurs du cours (au plus ${VARIABLES_MAX})`,
    );
  }
  terminal.ecrire(
    `c sudoku sat : ${formule.nombreDeVariables} variables, ${formule.clauses.length} clauses, solveur ${solveur.nom}`,
  );
  const r = solveur.creer(formule).resoudre({ budget });
  terminal.ecrire(
    `c ${Object.entries(r.compteurs)
      .map(([nom, n]) => `${nom} ${n}`)
      .join(", ")}`,
  );
  if (r.statut === "budget-epuise") {
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

function choisirSolveur(nom: string | undefined): SolveurSAT {
  if (nom === undefined) return trouverSolveurSAT("cdcl");
  try {
    return trouverSolveurSAT(nom);
  } catch (e) {
    throw new ErreurUsage((e as Error).message);
  }
}
