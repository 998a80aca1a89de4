/**
 * La sortie standard de la commande `sudoku`, écrite par paquets. Deux
 * raisons :
 *
 * - la mémoire reste bornée : on attend que le lecteur ait pris un paquet
 *   avant d'en écrire un autre (`vider`), même s'il lit lentement ;
 * - le calcul s'arrête dès que le lecteur est parti (`sudoku resoudre … |
 *   head -1`) : l'écriture suivante échoue (EPIPE), `vider` lève alors
 *   `SortieFermee`, que la commande laisse remonter jusqu'à `principal`.
 *
 * Un paquet part quand il atteint 16 Kio, ou 50 ms après sa première ligne
 * (on voit les réponses d'un calcul lent, ou d'une saisie au clavier).
 */

/** Le lecteur de la sortie est parti : inutile de calculer la suite. */
export class SortieFermee extends Error {
  override name = "SortieFermee";
  constructor() {
    super("le lecteur de la sortie standard est parti");
  }
}

/** Ce que demande la sortie tamponnée : `process.stdout` en vrai. */
export interface CibleEcriture {
  write(texte: string | Uint8Array, rappel: (erreur?: Error | null) => void): unknown;
}

const TAILLE_PAQUET = 16 * 1024;
const DELAI_PAQUET = 50;

export class SortieTamponnee {
  /** Le paquet en cours : des lignes (sans « \n »), ou des octets (lignes finies). */
  private morceaux: (string | Uint8Array)[] = [];
  private taille = 0;
  /** L'instant de la première ligne du paquet en cours. */
  private depuis = 0;
  private minuterie: ReturnType<typeof setTimeout> | undefined;
  /** Le paquet en route : résolu quand le lecteur l'a pris (jamais rejeté). */
  private enRoute: Promise<void> = Promise.resolve();
  private echec: Error | undefined;

  constructor(private readonly cible: CibleEcriture) {}

  /** Ajoute une ligne (sans « \n ») au paquet en cours. */
  ecrire(ligne: string): void {
    this.ajouter(ligne, ligne.length + 1);
  }

  /** Ajoute des lignes déjà en octets UTF-8, chacune finie par « \n ». */
  ecrireOctets(lignes: Uint8Array): void {
    this.ajouter(lignes, lignes.length);
  }

  private ajouter(morceau: string | Uint8Array, taille: number): void {
    this.leverSiEchec();
    if (this.morceaux.length === 0) this.depuis = performance.now();
    this.morceaux.push(morceau);
    this.taille += taille;
    // Pendant un calcul, `vider` fait partir le paquet ; pendant que la commande attend
    // son entrée, c'est cette minuterie.
    this.minuterie ??= setTimeout(() => this.envoyer(), DELAI_PAQUET).unref();
  }

  /**
   * Fait partir le paquet s'il est assez gros (ou toujours, avec `tout`), et
   * attend que le lecteur ait pris les précédents. Lève `SortieFermee` si le
   * lecteur est parti.
   */
  async vider(tout = false): Promise<void> {
    const age = performance.now() - this.depuis;
    if (tout || this.taille >= TAILLE_PAQUET || age >= DELAI_PAQUET) this.envoyer();
    await this.enRoute;
    this.leverSiEchec();
  }

  private envoyer(): void {
    clearTimeout(this.minuterie);
    this.minuterie = undefined;
    if (this.morceaux.length === 0 || this.echec) return;
    const texte = assembler(this.morceaux);
    this.morceaux = [];
    this.taille = 0;
    this.enRoute = this.enRoute.then(
      () =>
        new Promise<void>((fini) => {
          this.cible.write(texte, (erreur) => {
            if (erreur) this.echec ??= erreur;
            fini();
          });
        }),
    );
  }

  private leverSiEchec(): void {
    if (!this.echec) return;
    const code = (this.echec as { code?: string }).code;
    if (code === "EPIPE" || code === "ERR_STREAM_DESTROYED") throw new SortieFermee();
    throw new Error(`écriture impossible sur la sortie standard (${code ?? this.echec.message})`);
  }
}

/** Un paquet en un seul envoi : du texte s'il n'y a que des lignes, sinon des octets. */
function assembler(morceaux: (string | Uint8Array)[]): string | Uint8Array {
  if (morceaux.every((m) => typeof m === "string")) return morceaux.join("\n") + "\n";
  return Buffer.concat(morceaux.map((m) => (typeof m === "string" ? Buffer.from(m + "\n") : m)));
}
