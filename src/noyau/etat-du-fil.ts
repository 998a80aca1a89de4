/**
 * Ce que fait le fil principal (celui des cellules), écrit dans une mémoire
 * partagée que lit le fil de contrôle (voir `fil-de-controle.ts`) quand
 * l'élève appuie sur ■. Le fil principal peut être bloqué par une boucle
 * sans fin : le fil de contrôle doit alors savoir, sans lui demander,
 * comment l'arrêter.
 *
 * Trois zones, toutes synchrones (une zone s'ouvre et se ferme sans `await`
 * entre les deux) :
 * - `script` : le code d'une cellule tourne dans `vm` avec `breakOnSigint` ;
 *   un SIGINT l'arrête par une erreur ordinaire, que le noyau rapporte ;
 * - `compilation` : tslab compile une cellule ; on ne l'arrête pas au milieu
 *   (son compilateur resterait incohérent) ;
 * - `noyau` : le noyau traite un message du fil de contrôle ; on attend.
 * Hors de ces zones (`libre`), un fil principal qui ne répond pas exécute du
 * code de l'élève lancé plus tôt (promesse, minuterie) : le fil de contrôle
 * l'arrête par l'inspecteur.
 */
import { Script } from "vm";
import { ETATS, type Etat, type Zones } from "./zones";

export { ETATS, type Etat } from "./zones";

/** Les cases de la mémoire partagée (des entiers de 32 bits). */
export const CASES = {
  /** La zone où se trouve le fil principal (une valeur de ETATS). */
  etat: 0,
  /** Le numéro de la dernière demande d'interruption reçue par le fil de contrôle. */
  demandes: 1,
  /** Le numéro de la dernière demande prise en compte par le fil principal. */
  accuses: 2,
  /** 1 : le fil principal demande lui-même d'être arrêté (voir `poserLaDemandeDArret`). */
  arret: 3,
} as const;

/** La clé de la fonction par laquelle la bibliothèque demande l'arrêt (voir src/hote/node/processus.ts). */
const DEMANDE_D_ARRET = Symbol.for("sudoku-ts.arret-demande");

/** La fonction qu'appelle le script de `appelInterruptible` (une seule à la fois). */
const APPEL = Symbol.for("sudoku-ts.appel-interruptible");
const SCRIPT_D_APPEL = new Script(`globalThis[Symbol.for("sudoku-ts.appel-interruptible")]()`);

export class EtatDuFil implements Zones {
  readonly memoire = new SharedArrayBuffer(4 * Int32Array.BYTES_PER_ELEMENT);
  private readonly cases = new Int32Array(this.memoire);

  /** Exécute `action` dans la zone `etat`, puis revient à la zone d'avant. */
  dans<T>(etat: Etat, action: () => T): T {
    const avant = Atomics.exchange(this.cases, CASES.etat, etat);
    try {
      return action();
    } finally {
      Atomics.store(this.cases, CASES.etat, avant);
    }
  }

  /**
   * Appelle `action` (du code de l'élève, appelé par le noyau : l'affichage
   * d'une valeur) de façon qu'une interruption l'arrête par une erreur au
   * lieu de défaire le noyau : dans un script `vm` avec `breakOnSigint`.
   */
  appelInterruptible<T>(action: () => T): T {
    let resultat: T | undefined;
    const globales = globalThis as Record<symbol, unknown>;
    globales[APPEL] = () => (resultat = action());
    try {
      this.dans(ETATS.script, () => SCRIPT_D_APPEL.runInThisContext({ breakOnSigint: true }));
    } finally {
      delete globales[APPEL];
    }
    return resultat as T;
  }

  /**
   * Pose la fonction par laquelle la bibliothèque demande l'arrêt du code qui
   * tient ce fil : une chaîne de promesses sans fin, laissée par une fonction
   * vérifiée, ne rend jamais la main, et seul le fil de contrôle peut
   * l'arrêter (comme au bouton ■). La demande est retirée dès que la boucle
   * d'événements tourne de nouveau (`setImmediate`) : elle n'aboutit que si
   * le fil est vraiment pris. `message` est gardé pour être écrit ensuite.
   */
  poserLaDemandeDArret(surDemande: (message: string) => void): void {
    if (Object.getOwnPropertyDescriptor(globalThis, DEMANDE_D_ARRET)) return;
    const cases = this.cases;
    Object.defineProperty(globalThis, DEMANDE_D_ARRET, {
      value: (message: unknown) => {
        surDemande(String(message));
        Atomics.store(cases, CASES.arret, 1);
        setImmediate(() => Atomics.store(cases, CASES.arret, 0));
      },
      writable: false,
      configurable: false,
      enumerable: false,
    });
  }

  /**
   * La demande d'interruption n°`numero` est prise en compte. Le fil principal
   * traite alors un message, hors de toute zone : si une interruption forcée
   * avait empêché une zone de se refermer, on repart de `libre`.
   */
  accuser(numero: number): void {
    Atomics.store(this.cases, CASES.etat, ETATS.libre);
    Atomics.store(this.cases, CASES.accuses, numero);
  }
}
