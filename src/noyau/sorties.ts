/**
 * Ce que le code d'une cellule écrit part vers le carnet sur iopub :
 * - `console.log` et `console.error` (stdout, stderr) deviennent des messages
 *   `stream`. On les regroupe : une boucle qui imprime dix mille lignes envoie
 *   quelques dizaines de messages, pas dix mille. Le texte part au plus tard
 *   un dixième de seconde après avoir été écrit (l'élève voit avancer une
 *   longue cellule), et toujours avant tout autre affichage, pour garder l'ordre ;
 * - les affichages (`afficher`, `montrer`, `tslab.display`) deviennent des
 *   `display_data`, leurs mises à jour des `update_display_data`, et
 *   `effacerSortie` un `clear_output`.
 */
import type { CanalJupyter, SortieAffichee } from "../socle/protocole";
import type { Contenu } from "./message";

export type Publier = (type: string, contenu: Contenu) => void;
type NomFlux = "stdout" | "stderr";

/** Un groupe part quand il dépasse cette taille (caractères)… */
const TAILLE_MAX = 16_000;
/** … ou quand il a attendu ce temps (millisecondes). */
const ATTENTE_MAX = 100;

export class Sorties implements CanalJupyter {
  private nom: NomFlux | undefined;
  private texte = "";
  private dernierEnvoi = 0;
  private minuterie: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly publier: Publier) {}

  /**
   * Ajoute du texte à stdout ou stderr. Après un silence, le texte part tout
   * de suite ; les écritures rapprochées sont groupées, et le groupe part à la
   * première écriture qui suit le délai, à l'échéance de la minuterie (si la
   * cellule attend) ou à la fin de la cellule. Une boucle synchrone bloque les
   * minuteries : c'est pourquoi on regarde aussi l'heure à chaque écriture.
   */
  ecrire(nom: NomFlux, texte: string): void {
    if (this.nom !== nom) this.vider();
    this.nom = nom;
    this.texte += texte;
    const recent = Date.now() - this.dernierEnvoi < ATTENTE_MAX;
    if (!recent || this.texte.length > TAILLE_MAX) this.vider();
    else this.minuterie ??= setTimeout(() => this.vider(), ATTENTE_MAX);
  }

  /** Une cellule commence : sa première écriture part aussitôt. */
  nouvelleCellule(): void {
    this.vider();
    this.dernierEnvoi = 0;
  }

  /** Envoie le texte en attente. */
  vider(): void {
    if (this.minuterie) clearTimeout(this.minuterie);
    this.minuterie = undefined;
    if (this.texte && this.nom) {
      this.publier("stream", { name: this.nom, text: this.texte });
      this.dernierEnvoi = Date.now();
    }
    this.texte = "";
    this.nom = undefined;
  }

  afficher(sortie: SortieAffichee, miseAJour: boolean): void {
    this.vider();
    this.publier(miseAJour ? "update_display_data" : "display_data", {
      data: sortie.data,
      metadata: sortie.metadata ?? {},
      transient: sortie.transient ?? {},
    });
  }

  effacer(attendre: boolean): void {
    this.vider();
    this.publier("clear_output", { wait: attendre });
  }
}
