/**
 * La commande `sudoku` lancée depuis un programme (une cellule de carnet),
 * sans processus : les mêmes sous-commandes, les mêmes réponses et le même
 * code de sortie que dans un terminal ; l'entrée standard est un texte donné,
 * les sorties sont rendues en texte.
 *
 *     const r = await sudoku(["sat", "-"], ecrireDimacs(formule));
 *     r.sortie   // « s SATISFIABLE\nv 1 -2 … 0\n »
 *     r.code     // 10
 */
import { principal } from "./principal";
import type { Terminal } from "./terminal";

/** Ce qu'a fait la commande : son code de sortie, et ce qu'elle a écrit sur chaque sortie. */
export interface ReponseCommande {
  code: number;
  /** La sortie standard (les résultats). */
  sortie: string;
  /** La sortie d'erreur (avertissements, messages d'erreur). */
  erreurs: string;
}

const utf8 = new TextDecoder();

/** `sudoku args…`, l'entrée standard étant `entree`. */
export async function sudoku(args: readonly string[], entree = ""): Promise<ReponseCommande> {
  const sortie: string[] = [];
  const erreurs: string[] = [];
  const octets = new TextEncoder().encode(entree);
  const terminal: Terminal = {
    ecrire: (ligne) => sortie.push(`${ligne}\n`),
    ecrireOctets: (lignes) => sortie.push(utf8.decode(lignes)),
    signaler: (ligne) => erreurs.push(`${ligne}\n`),
    morceauxStdin: async function* () {
      yield octets;
    },
    vider: async () => undefined,
  };
  const code = await principal([...args], terminal, (ligne) => erreurs.push(`${ligne}\n`));
  return { code, sortie: sortie.join(""), erreurs: erreurs.join("") };
}
