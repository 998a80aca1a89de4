/**
 * L'historique des cellules exécutées, pour `history_request` (la flèche
 * « haut » d'une console Jupyter, la recherche dans l'historique). Il ne vit
 * que le temps du noyau : une session par démarrage, numérotée 1.
 *
 * Trois façons de lire, comme le protocole les définit :
 * - `tail` : les n dernières entrées ;
 * - `range` : les lignes [start, stop[ d'une session ;
 * - `search` : les entrées dont le code correspond à un motif glob
 *   (`*` : n'importe quelle suite, `?` : un caractère), éventuellement sans
 *   doublons (`unique`), limitées aux n dernières.
 */

/** Le numéro de la session : un seul noyau, une seule session. */
export const SESSION = 1;

export interface Entree {
  ligne: number;
  code: string;
  /** Le texte de la dernière valeur de la cellule, s'il y en a une. */
  resultat: string | null;
}

export interface RequeteHistorique {
  hist_access_type?: string;
  output?: boolean;
  session?: number;
  start?: number;
  stop?: number;
  n?: number;
  pattern?: string;
  unique?: boolean;
}

/** Une entrée au format du protocole : [session, ligne, code] ou [session, ligne, [code, sortie]]. */
export type EntreeProtocole = [number, number, string | [string, string | null]];

export class Historique {
  private readonly entrees: Entree[] = [];

  ajouter(ligne: number, code: string): void {
    this.entrees.push({ ligne, code, resultat: null });
  }

  /** Note le résultat de la dernière entrée (la cellule qui vient de finir). */
  noterResultat(ligne: number, texte: string): void {
    const entree = this.entrees.find((e) => e.ligne === ligne);
    if (entree) entree.resultat = texte;
  }

  /** Répond à une requête `history_request`. */
  lire(requete: RequeteHistorique): EntreeProtocole[] {
    return this.choisir(requete).map((e) =>
      requete.output ? [SESSION, e.ligne, [e.code, e.resultat]] : [SESSION, e.ligne, e.code],
    );
  }

  private choisir(requete: RequeteHistorique): Entree[] {
    const n = requete.n ?? this.entrees.length;
    switch (requete.hist_access_type) {
      case "tail":
        return derniers(this.entrees, n);
      case "range": {
        // Session 0 ou négative : la session courante, par convention d'IPython.
        const session = requete.session ?? 0;
        if (session > 0 && session !== SESSION) return [];
        const debut = requete.start ?? 1;
        const fin = requete.stop ?? Infinity;
        return this.entrees.filter((e) => e.ligne >= debut && e.ligne < fin);
      }
      case "search": {
        const motif = globEnRegex(requete.pattern ?? "*");
        let trouvees = this.entrees.filter((e) => motif.test(e.code));
        if (requete.unique) {
          // On garde la dernière occurrence de chaque code.
          trouvees = trouvees.filter(
            (e, k) => !trouvees.slice(k + 1).some((f) => f.code === e.code),
          );
        }
        return derniers(trouvees, n);
      }
      default:
        return [];
    }
  }
}

function derniers<T>(liste: T[], n: number): T[] {
  return n > 0 ? liste.slice(-n) : [];
}

/** Un motif glob (`*`, `?`) en expression régulière qui couvre tout le code. */
export function globEnRegex(motif: string): RegExp {
  const echappe = motif
    .split("")
    .map((c) =>
      c === "*" ? "[\\s\\S]*" : c === "?" ? "[\\s\\S]" : c.replace(/[.+^${}()|[\]\\]/g, "\\$&"),
    )
    .join("");
  return new RegExp(`^${echappe}$`);
}
