/**
 * Une barre de progression pour les longs calculs de la commande `sudoku`
 * (beaucoup de grilles à résoudre, à générer, à mesurer). Elle s'écrit sur la
 * sortie d'erreur, et seulement si c'est un terminal : une sortie redirigée
 * vers un fichier ou un autre programme ne reçoit jamais ces caractères de
 * contrôle. Elle n'apparaît qu'après un court délai (un calcul bref ne
 * clignote pas) et se redessine au plus dix fois par seconde.
 *
 *     [██████████░░░░░░░░░░]  50 %  500/1000 grilles, reste ~2 s
 *
 * Quand on ne sait pas d'avance combien d'éléments viendront (des grilles
 * lues en flux), la part faite se mesure autrement (`part` : la part du
 * fichier déjà lue) ; sans elle (l'entrée standard), pas de barre.
 */

/** Ce que la barre demande à la sortie d'erreur (`process.stderr` en vrai). */
export interface FluxProgression {
  isTTY?: boolean;
  write(texte: string): unknown;
}

export interface OptionsProgression {
  /** La sortie (`process.stderr` par défaut). */
  flux?: FluxProgression;
  /** Délai avant le premier dessin, en millisecondes (300 par défaut). */
  delai?: number;
  /** L'horloge, en millisecondes (remplacée dans les tests). */
  maintenant?: () => number;
  /** La part faite, de 0 à 1, quand le total est inconnu. */
  part?: () => number;
}

/** La sortie d'erreur du processus ; hors de Node (le navigateur), une sortie muette, qui n'est pas un terminal. */
function sortieDErreur(): FluxProgression {
  const processus = (globalThis as { process?: { stderr?: FluxProgression } }).process;
  return processus?.stderr ?? { isTTY: false, write: () => true };
}

const LARGEUR = 20;
const INTERVALLE = 100;

export class Progression {
  private fait = 0;
  private readonly debut: number;
  private dernierDessin = -Infinity;
  private dessinee = false;
  private readonly flux: FluxProgression;
  private readonly delai: number;
  private readonly maintenant: () => number;
  private readonly active: boolean;
  private readonly part: (() => number) | undefined;

  /**
   * `total` : le nombre d'éléments à traiter (`undefined` s'il est inconnu) ;
   * `unite` : leur nom au pluriel (« grilles »).
   */
  constructor(
    private readonly total: number | undefined,
    private readonly unite: string,
    options: OptionsProgression = {},
  ) {
    this.flux = options.flux ?? sortieDErreur();
    this.delai = options.delai ?? 300;
    this.maintenant = options.maintenant ?? (() => performance.now());
    this.debut = this.maintenant();
    this.part = options.part;
    const mesurable = total === undefined ? this.part !== undefined : total > 1;
    this.active = this.flux.isTTY === true && mesurable;
  }

  /** Un élément de plus est traité (ou `n`). */
  avancer(n = 1): void {
    this.fait += n;
    if (!this.active) return;
    const t = this.maintenant();
    if (t - this.debut < this.delai || t - this.dernierDessin < INTERVALLE) return;
    this.dernierDessin = t;
    this.dessinee = true;
    this.flux.write(`\r${this.texte(t)}\x1b[K`);
  }

  /** Efface la barre (à appeler à la fin, même en cas d'erreur). */
  terminer(): void {
    if (this.dessinee) this.flux.write("\r\x1b[K");
    this.dessinee = false;
  }

  /** La ligne de la barre à l'instant t. */
  texte(t: number): string {
    const compte = this.total === undefined ? `${this.fait}` : `${this.fait}/${this.total}`;
    const part = this.partFaite();
    const pleins = Math.round(part * LARGEUR);
    const barre = "█".repeat(pleins) + "░".repeat(LARGEUR - pleins);
    const pourcent = `${Math.floor(part * 100)} %`.padStart(5);
    const ecoule = t - this.debut;
    const reste = part > 0 ? (ecoule * (1 - part)) / part : NaN;
    const estimation = Number.isFinite(reste) ? `, reste ~${duree(reste)}` : "";
    return `[${barre}] ${pourcent}  ${compte} ${this.unite}${estimation}`;
  }

  /** De 0 à 1. */
  private partFaite(): number {
    if (this.total !== undefined) return this.total > 0 ? Math.min(1, this.fait / this.total) : 1;
    return Math.min(1, this.part?.() ?? 0);
  }
}

/** « 850 ms », « 12 s », « 3 min 20 s ». */
function duree(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  return `${Math.floor(s / 60)} min ${s % 60} s`;
}
