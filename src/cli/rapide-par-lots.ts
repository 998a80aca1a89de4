/**
 * Le solveur rapide dans la commande `sudoku resoudre` : les grilles 9×9 d'un
 * paquet sont résolues par lots (`resoudreLotRapide`), un seul appel au
 * module WebAssembly pour des centaines de grilles, au lieu d'un appel par
 * grille. Les réponses sont exactement celles de `resoudreRapide`.
 */
import type { Statut } from "../grille/resultat";
import type { Grille } from "../grille/grille";
import type { PaquetDeGrilles } from "../grille/lecture-rapide";
import {
  resoudreLotRapide,
  solutionDansLeLot,
  statutDansLeLot,
  type ResultatsLot,
} from "../rapide/lot";
import { resoudreRapide, type OptionsRapide } from "../rapide/rapide";

/** Ce que la commande écrit d'une grille. La solution n'est mise en `Grille` que si on la lit. */
export interface ReponseRapide {
  statut: Statut;
  solutions: number;
  readonly solution: Grille | undefined;
}

/**
 * Au plus tant de grilles par lot : assez pour que l'appel ne coûte presque
 * rien par grille, assez peu pour que les réponses s'écrivent au fil du calcul.
 */
const GRILLES_PAR_LOT = 256;

/** Les réponses du solveur rapide pour les grilles d'un paquet, demandées dans l'ordre. */
export class RapideParLots {
  private lot: ResultatsLot | undefined;
  /** La grille du paquet par laquelle commence `lot`. */
  private premiere = 0;

  constructor(
    private readonly paquet: PaquetDeGrilles,
    private readonly options: Pick<OptionsRapide, "limite" | "budget">,
  ) {}

  /** La réponse pour la grille g du paquet. */
  reponse(g: number): ReponseRapide {
    const paquet = this.paquet;
    if (paquet.tailles[g] !== 9) {
      const r = resoudreRapide(paquet.valeurs(g), this.options);
      return {
        statut: r.statut,
        solutions: r.solutions,
        get solution() {
          return r.solution && paquet.grille(g).avecValeurs(r.solution);
        },
      };
    }
    if (!this.lot || g < this.premiere || g >= this.premiere + this.lot.nombre) {
      this.resoudreLeLotQuiCommenceA(g);
    }
    const lot = this.lot as ResultatsLot;
    const k = g - this.premiere;
    return {
      statut: statutDansLeLot(lot, k),
      solutions: lot.solutions[k],
      get solution() {
        const solution = solutionDansLeLot(lot, k);
        return solution && paquet.grille(g).avecValeurs(solution);
      },
    };
  }

  /** Résout les grilles 9×9 qui se suivent à partir de g (leurs cases se suivent aussi). */
  private resoudreLeLotQuiCommenceA(g: number): void {
    const { paquet } = this;
    const debut = paquet.debuts[g];
    let n = 1;
    while (
      n < GRILLES_PAR_LOT &&
      g + n < paquet.nombre &&
      paquet.tailles[g + n] === 9 &&
      paquet.debuts[g + n] === debut + 81 * n
    ) {
      n++;
    }
    this.lot = resoudreLotRapide(paquet.cases.subarray(debut, debut + 81 * n), n, this.options);
    this.premiere = g;
  }
}
