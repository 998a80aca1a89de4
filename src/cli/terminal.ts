/** Ce que voit une commande du monde extérieur, et sa version branchée sur le processus. */
import { SortieTamponnee } from "./sortie";

export interface Terminal {
  /** Une ligne de résultat, sur la sortie standard. */
  ecrire(ligne: string): void;
  /** Des lignes de résultat déjà en octets UTF-8, chacune finie par « \n » (les longues sorties). */
  ecrireOctets(lignes: Uint8Array): void;
  /** Un avertissement pour la personne, sur la sortie d'erreur (jamais mêlé aux résultats). */
  signaler(ligne: string): void;
  /** L'entrée standard morceau par morceau, pour la lire en flux. */
  morceauxStdin(): AsyncIterable<Uint8Array>;
  /**
   * Fait partir ce qui est écrit quand il y en a assez, et attend que le
   * lecteur ait suivi (`tout` : fait tout partir). Lève `SortieFermee` si le
   * lecteur de la sortie est parti. Les longues boucles l'appellent à chaque tour.
   */
  vider(tout?: boolean): Promise<void>;
}

/** Le terminal de la vraie commande : sorties et entrée standard du processus. */
export function terminalDuProcessus(): Terminal {
  const sortie = new SortieTamponnee(process.stdout);
  // Une écriture qui échoue (lecteur parti : EPIPE) le dit aussi à son rappel,
  // que `SortieTamponnee` traite ; sans écouteur, l'erreur arrêterait le processus
  // avec une pile d'appels.
  process.stdout.on("error", () => {});
  // Par `unknown` : sans les types du réseau (le noyau les retire), `process.stdin` ne se dit pas itérable.
  const morceauxStdin = () => process.stdin as unknown as AsyncIterable<Uint8Array>;
  return {
    ecrire: (ligne) => sortie.ecrire(ligne),
    ecrireOctets: (lignes) => sortie.ecrireOctets(lignes),
    signaler: (ligne) => process.stderr.write(ligne + "\n"),
    morceauxStdin,
    vider: (tout) => sortie.vider(tout),
  };
}
