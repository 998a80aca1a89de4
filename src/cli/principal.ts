import { ErreurGrille, ErreurLecture } from "../socle/erreurs";
import { rendreVisible } from "../grille/texte-visible";
import { AIDE_GENERALE, AIDE_ALGOS, AIDE_RESOUDRE, AIDE_VERIFIER } from "./aide";
import { commandeAlgos, commandeResoudre, commandeVerifier, type Terminal } from "./commandes";
import { CODES, ErreurUsage } from "./erreurs";
import { AIDE_SAT, commandeSat } from "./sat";
import { AIDE_BENCH, commandeBench } from "./bench";
import { AIDE_GENERER, commandeGenerer } from "./generer";
import { AIDE_NOTER, commandeNoter } from "./noter";
import { AIDE_EXPLIQUER, commandeExpliquer } from "./expliquer";
import { SortieFermee } from "./sortie";

const AIDES: Record<string, string> = {
  algos: AIDE_ALGOS,
  resoudre: AIDE_RESOUDRE,
  verifier: AIDE_VERIFIER,
  sat: AIDE_SAT,
  generer: AIDE_GENERER,
  noter: AIDE_NOTER,
  expliquer: AIDE_EXPLIQUER,
  bench: AIDE_BENCH,
};

/**
 * Le point d'entrée de `sudoku` : renvoie le code de sortie. Les erreurs
 * attendues deviennent un message français sur `erreur` ; aucune pile
 * d'appels n'est jamais montrée, ni aucun caractère de contrôle venu de
 * l'entrée. Si le lecteur de la sortie est parti, on s'arrête sans bruit.
 */
export async function principal(
  args: string[],
  terminal: Terminal,
  erreur: (ligne: string) => void,
): Promise<number> {
  let code: number | undefined;
  try {
    code = await executer(args, terminal);
    await terminal.vider(true);
    return code;
  } catch (e) {
    // Lecteur parti pendant le calcul : code 0 ; après (dernières lignes) : le code du travail fait.
    if (e instanceof SortieFermee) return code ?? CODES.succes;
    // Les réponses déjà calculées passent avant le message d'erreur.
    await terminal.vider(true).catch(() => {});
    const attendue =
      e instanceof ErreurUsage || e instanceof ErreurLecture || e instanceof ErreurGrille;
    const message = e instanceof Error ? e.message : String(e);
    erreur(`sudoku : ${attendue ? "" : "erreur interne : "}${rendreVisible(message)}`);
    return attendue ? CODES.entreeIncorrecte : CODES.erreurInterne;
  }
}

async function executer(args: string[], terminal: Terminal): Promise<number> {
  const [commande, ...reste] = args;
  switch (commande) {
    case undefined:
    case "aide":
    case "-h":
    case "--aide":
    case "--help":
      terminal.ecrire((AIDES[reste[0]] ?? AIDE_GENERALE).trimEnd());
      return CODES.succes;
    case "algos":
      return commandeAlgos(reste, terminal);
    case "resoudre":
      return await commandeResoudre(reste, terminal);
    case "verifier":
      return await commandeVerifier(reste, terminal);
    case "sat":
      return await commandeSat(reste, terminal);
    case "generer":
      return await commandeGenerer(reste, terminal);
    case "noter":
      return await commandeNoter(reste, terminal);
    case "expliquer":
      return await commandeExpliquer(reste, terminal);
    case "bench":
      return await commandeBench(reste, terminal);
    default:
      throw new ErreurUsage(
        `commande inconnue : « ${commande} » ; commandes : algos, resoudre, verifier, sat, generer, noter, expliquer, bench, aide`,
      );
  }
}
