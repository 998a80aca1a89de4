/**
 * Le bouton ■, de la page au fil du noyau. Un Web Worker occupé par une
 * boucle ne lit pas ses messages : le fil doit pouvoir *regarder* de lui-même,
 * sans rendre la main, si l'élève a demandé l'arrêt. La garde le fait au plus
 * toutes les 100 ms pendant qu'un code tourne (voir `src/hote/navigateur/garde.ts`).
 *
 * Deux façons de regarder, selon la page :
 * - **mémoire partagée** (`SharedArrayBuffer`), quand la page est isolée
 *   (en-têtes COOP et COEP du serveur) : la page écrit le numéro de la
 *   demande, le fil le lit (`Atomics.load`, quelques nanosecondes) ;
 * - **adresse révoquée**, partout ailleurs (un hébergement statique comme
 *   GitHub Pages n'envoie pas ces en-têtes) : la page crée une adresse
 *   `blob:` d'un script vide ; le fil l'importe (`importScripts`, synchrone),
 *   ce qui réussit tant que l'adresse existe ; à ■, la page la révoque, et
 *   l'import échoue. Un import coûte quelques millisecondes (environ 3 ms
 *   mesurées, trois fois moins qu'une requête `XMLHttpRequest` synchrone) : la garde ne
 *   sonde qu'à intervalles (voir `garde.ts`).
 *
 * Chaque demande porte un numéro (la génération) : qu'elle soit vue par la
 * sonde (une boucle tournait) ou par le message qui suit toujours (le fil
 * attendait, ou ne faisait rien), elle n'arrête qu'une fois.
 */

declare function importScripts(...adresses: string[]): void;

/** Ce que la page envoie au fil au démarrage, puis à chaque ■. */
export interface Sonnerie {
  generation: number;
  /** L'adresse à sonder jusqu'à la demande suivante (façon « adresse révoquée »). */
  adresse?: string;
  /** La mémoire partagée (façon « mémoire partagée »), au démarrage seulement. */
  memoire?: SharedArrayBuffer;
}

/** Le côté page : sonne une demande d'arrêt. */
export class Sonnette {
  private generation = 0;
  private adresse: string | undefined;
  private readonly cases: Int32Array | undefined;
  readonly memoire: SharedArrayBuffer | undefined;

  constructor() {
    const isolee =
      globalThis.crossOriginIsolated === true && typeof SharedArrayBuffer === "function";
    this.memoire = isolee ? new SharedArrayBuffer(4) : undefined;
    this.cases = this.memoire && new Int32Array(this.memoire);
  }

  /** La façon retenue : « mémoire partagée » ou « adresse révoquée ». */
  get facon(): "memoire" | "adresse" {
    return this.memoire ? "memoire" : "adresse";
  }

  /** Ce que le fil reçoit au démarrage. */
  depart(): Sonnerie {
    return { generation: this.generation, memoire: this.memoire, adresse: this.nouvelleAdresse() };
  }

  /** ■ : la demande est visible du fil tout de suite ; le message rendu suit par la file. */
  sonner(): Sonnerie {
    this.generation++;
    if (this.cases) Atomics.store(this.cases, 0, this.generation);
    return { generation: this.generation, adresse: this.nouvelleAdresse() };
  }

  fermer(): void {
    if (this.adresse) URL.revokeObjectURL(this.adresse);
    this.adresse = undefined;
  }

  private nouvelleAdresse(): string | undefined {
    if (this.memoire) return undefined;
    if (this.adresse) URL.revokeObjectURL(this.adresse);
    this.adresse = URL.createObjectURL(
      new Blob(["/* sonde du bouton ■ */"], { type: "text/javascript" }),
    );
    return this.adresse;
  }
}

/** Le côté fil : regarde si une demande d'arrêt est arrivée. */
export class Sonde {
  /** La dernière demande vue (par la sonde ou par son message). */
  private vue: number;
  private adresse: string | undefined;
  private readonly cases: Int32Array | undefined;

  constructor(depart: Sonnerie) {
    this.vue = depart.generation;
    this.adresse = depart.adresse;
    this.cases = depart.memoire && new Int32Array(depart.memoire);
  }

  /** Vrai si une demande nouvelle est arrivée pendant que le code tournait. */
  sonder(): boolean {
    if (this.cases) {
      const demandee = Atomics.load(this.cases, 0);
      if (demandee <= this.vue) return false;
      this.vue = demandee;
      return true;
    }
    if (!this.adresse) return false;
    try {
      importScripts(this.adresse);
      return false;
    } catch {
      // L'adresse est révoquée : c'est la demande suivante. Plus rien à sonder jusqu'à son message.
      this.adresse = undefined;
      this.vue++;
      return true;
    }
  }

  /** Le message d'une demande : rend vrai si elle n'a pas déjà été vue (le fil attendait). */
  recevoir(sonnerie: Sonnerie): boolean {
    if (sonnerie.adresse) this.adresse = sonnerie.adresse;
    if (sonnerie.generation <= this.vue) return false;
    this.vue = sonnerie.generation;
    return true;
  }
}
