/**
 * Les minuteurs que le code des cellules laisse derrière lui, dans le fil du
 * noyau : ■ les annule.
 *
 * La garde (`src/hote/navigateur/garde.ts`) arrête le code qui tourne ; mais
 * un rappel programmé pour plus tard ne tourne pas encore. Une boucle qui rend
 * la main à chaque tour (`function tic() { n++; setTimeout(tic, 10); }`),
 * surtout lancée par `eval` (que la garde ne contrôle pas), laissait donc le
 * fil libre de lire ■… et repartait au tour suivant.
 *
 * Le fil pose ici, à la place de `setTimeout`, `setInterval`, `clearTimeout`
 * et `clearInterval` de sa portée globale, des versions qui notent chaque
 * minuteur en attente : tout ce qui les appelle par leur nom global (une
 * cellule, ce qu'elle évalue, ses rappels, la bibliothèque appelée par elle)
 * est suivi, et ■ arrête tout ce qui attend. Le noyau lui-même garde les
 * fonctions d'avant (`minuteurs-du-noyau.ts`), comme ce que la bibliothèque
 * prend à son chargement (`sansSuivi`) : la fin différée d'une vérification
 * n'est pas de l'élève.
 */

type Rappel = (...args: unknown[]) => unknown;

/** Les quatre fonctions de minuteurs d'une portée globale. */
export interface FonctionsDeMinuteurs {
  setTimeout(rappel: unknown, delai?: number, ...args: unknown[]): unknown;
  clearTimeout(id: unknown): void;
  setInterval(rappel: unknown, delai?: number, ...args: unknown[]): unknown;
  clearInterval(id: unknown): void;
}

const NOMS = ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] as const;

/** Un texte passé à `setTimeout` s'évalue dans la portée globale, comme le ferait le navigateur. */
const evaluer = eval;

export class MinuteursSuivis {
  /** Les minuteurs en attente, et leur sorte (chacune a sa fonction d'annulation). */
  private readonly enAttente = new Map<unknown, "delai" | "intervalle">();
  private readonly suivies: FonctionsDeMinuteurs;

  /** `cible` : la portée globale ; `vraies` : ses fonctions d'avant le suivi. */
  constructor(
    private readonly cible: object,
    private readonly vraies: FonctionsDeMinuteurs,
  ) {
    const enAttente = this.enAttente;
    this.suivies = {
      setTimeout(rappel, delai, ...args) {
        const id = vraies.setTimeout(() => {
          // Parti : il n'y a plus rien à annuler.
          enAttente.delete(id);
          if (typeof rappel === "function") Reflect.apply(rappel as Rappel, cible, args);
          else evaluer(String(rappel));
        }, delai);
        enAttente.set(id, "delai");
        return id;
      },
      setInterval(rappel, delai, ...args) {
        const id = vraies.setInterval(rappel, delai, ...args);
        enAttente.set(id, "intervalle");
        return id;
      },
      clearTimeout(id) {
        enAttente.delete(id);
        vraies.clearTimeout(id);
      },
      clearInterval(id) {
        enAttente.delete(id);
        vraies.clearInterval(id);
      },
    };
  }

  /** Pose les fonctions suivies dans la portée globale. */
  poser(): void {
    this.remplacer(this.suivies);
  }

  /** Le nombre de minuteurs en attente. */
  get taille(): number {
    return this.enAttente.size;
  }

  /** ■ : annule tous les minuteurs en attente ; rend leur nombre. */
  annuler(): number {
    const n = this.enAttente.size;
    for (const [id, sorte] of this.enAttente) {
      if (sorte === "delai") this.vraies.clearTimeout(id);
      else this.vraies.clearInterval(id);
    }
    this.enAttente.clear();
    return n;
  }

  /**
   * Exécute `action` avec les fonctions d'avant dans la portée globale : ce
   * qu'elle prend alors (le paquet de la bibliothèque, à son chargement) n'est
   * pas suivi.
   */
  sansSuivi<T>(action: () => T): T {
    this.remplacer(this.vraies);
    try {
      return action();
    } finally {
      this.poser();
    }
  }

  private remplacer(fonctions: FonctionsDeMinuteurs): void {
    const portee = this.cible as Record<string, unknown>;
    for (const nom of NOMS) portee[nom] = fonctions[nom];
  }
}
