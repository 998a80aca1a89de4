import { ErreurGrille, ErreurLecture } from "../erreurs";
import { AIDE_GENERALE, AIDE_ALGOS, AIDE_RESOUDRE, AIDE_VERIFIER } from "./aide";
import { commandeAlgos, commandeResoudre, commandeVerifier, type Terminal } from "./commandes";
import { CODES, ErreurUsage } from "./erreurs";
import { AIDE_SAT, commandeSat } from "./sat";
import { AIDE_BENCH, commandeBench } from "./bench";
import { AIDE_GENERER, commandeGenerer } from "./generer";
import { AIDE_NOTER, commandeNoter } from "./noter";

const AIDES: Record<string, string> = {
  algos: AIDE_ALGOS,
  resoudre: AIDE_RESOUDRE,
  verifier: AIDE_VERIFIER,
  sat: AIDE_SAT,
  generer: AIDE_GENERER,
  noter: AIDE_NOTER,
  bench: AIDE_BENCH,
};

/**
 * Le point d'entrée de `sudoku` : renvoie le code de sortie. Les erreurs
 * attendues deviennent un message français sur `erreur` ; aucune pile
 * d'appels n'est jamais montrée.
 */
export async function principal(
  args: string[],
  terminal: Terminal,
  erreur: (ligne: string) => void,
): Promise<number> {
  const [commande, ...reste] = args;
  try {
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
        return commandeGenerer(reste, terminal);
      case "noter":
        return await commandeNoter(reste, terminal);
      case "bench":
        return await commandeBench(reste, terminal);
      default:
        throw new ErreurUsage(
          `commande inconnue : « ${commande} » ; commandes : algos, resoudre, verifier, sat, generer, noter, bench, aide`,
        );
    }
  } catch (e) {
    if (e instanceof ErreurUsage || e instanceof ErreurLecture || e instanceof ErreurGrille) {
      erreur(`sudoku : ${e.message}`);
      return CODES.entreeIncorrecte;
    }
    const message = e instanceof Error ? e.message : String(e);
    erreur(`sudoku : erreur interne : ${message}`);
    return CODES.erreurInterne;
  }
}
