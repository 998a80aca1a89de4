/**
 * La garde du code dans le navigateur : ce qui arrête une boucle sans fin.
 *
 * Sous Node, le système arrête un script qui dépasse son délai (`vm`), et le
 * bouton ■ envoie un signal. Dans une page, rien de tel : un fil d'exécution
 * (Web Worker) occupé par une boucle ne lit plus ses messages. Le noyau du
 * navigateur compile donc dans le code de l'élève, et la bibliothèque dans le
 * sien (`src/noyau/navigateur/instrumenter.ts`), un contrôle au début de
 * chaque tour de boucle :
 *
 *     if (--__sudoku_garde.n < 0) __sudoku_garde.c();
 *
 * Un décompte coûte peu ; quand il passe sous zéro, `c()` regarde
 * l'heure et lève une erreur si l'appel borné en cours a dépassé son
 * échéance (`verifier`), ou si l'élève a appuyé sur ■ (la `sonde` posée par
 * le noyau, voir `src/noyau/navigateur/sonde.ts`). Chaque `catch` du code
 * contrôlé commence par `__sudoku_garde.r(e)`, qui relance ces erreurs-là :
 * un `try … catch` de l'élève ne peut pas les avaler. Tant que l'arrêt n'est
 * pas levé, chaque contrôle lève de nouveau.
 *
 * Le décompte que pose `c()` s'ajuste pour qu'elle passe environ toutes les
 * 5 ms, que les tours de boucle soient courts ou longs. La sonde coûte plus
 * (un import, voir `sonde.ts`) : on ne la consulte qu'après un temps au
 * moins 25 fois plus long que ce qu'elle a coûté, et jamais plus de dix fois
 * par seconde ; elle ne prend donc pas plus de 4 % du temps. Mais au moins
 * une fois par seconde : sur une machine chargée, un seul import lent
 * (300 ms) repousserait sinon le suivant au-delà du délai que la page laisse
 * au fil après ■ (5 s), et l'élève perdrait ses variables.
 */

/** La clé globale de la garde : le code contrôlé la lit une fois par module ou par cellule. */
export const CLE_GARDE: unique symbol = Symbol.for("sudoku-ts.garde");

/** L'élève a appuyé sur ■ : le message est celui de Node, que le rapport d'erreur reconnaît. */
export class Interruption extends Error {
  constructor() {
    super("Script execution interrupted.");
    this.name = "Error";
  }
}

/** Le code d'erreur de Node pour un script arrêté au bout de son délai. */
const CODE_DELAI = "ERR_SCRIPT_EXECUTION_TIMEOUT";

/** L'appel borné (une vérification) a dépassé son délai. */
export class DelaiDepasse extends Error {
  readonly code = CODE_DELAI;
  constructor() {
    super("Script execution timed out.");
    this.name = "Error";
  }
}

/** Ce que lit le code contrôlé. */
export interface Garde {
  /** Le décompte avant le prochain contrôle. */
  n: number;
  /** Le contrôle : lève une `Interruption` ou un `DelaiDepasse` s'il le faut, et remet le décompte. */
  c(): void;
  /** Au début d'un `catch` : relance `erreur` si c'est un arrêt de la garde. */
  r(erreur: unknown): void;
  /** L'instant (`performance.now()`) où l'appel borné en cours doit s'arrêter. */
  echeance: number;
  /** Rend vrai si l'élève a demandé l'arrêt (posée par le noyau ; sans elle, ■ n'est pas sondé). */
  sonde: (() => boolean) | undefined;
  /** L'arrêt demandé par ■, levé par chaque contrôle jusqu'à `reprendre()`. */
  interrompu: boolean;
  /** Le noyau a rapporté l'interruption : le code peut de nouveau tourner. */
  reprendre(): void;
  /** Vrai si `erreur` est un arrêt de la garde (interruption ou délai). */
  estArret(erreur: unknown): boolean;
  /** Vrai si `erreur` est l'arrêt d'un appel borné qui a dépassé son délai. */
  estDelai(erreur: unknown): boolean;
}

/** Le temps visé entre deux contrôles, en millisecondes. */
const PERIODE_MS = 5;
/** Le temps entre deux coups de sonde, au moins ; et combien de fois ce qu'elle coûte. */
const SONDAGE_MS = 100;
const SONDAGE_FOIS_LE_COUT = 25;
/** Le temps entre deux coups de sonde, au plus. */
const SONDAGE_MAX_MS = 1000;

function creerGarde(): Garde {
  const arrets = new WeakSet<object>();
  let pas = 1000;
  let dernier = performance.now();
  let prochainSondage = 0;
  /** Vrai pendant un contrôle : un contrôle n'en déclenche pas un autre (la sonde est du code aussi). */
  let enControle = false;
  const lever = (erreur: Error): never => {
    arrets.add(erreur);
    throw erreur;
  };
  const controler = () => {
    const maintenant = performance.now();
    // Le pas suit la durée des tours : un contrôle toutes les PERIODE_MS environ.
    const ecoule = maintenant - dernier;
    pas = Math.max(1, Math.min(1_000_000, Math.round((pas * PERIODE_MS) / Math.max(ecoule, 0.05))));
    dernier = maintenant;
    if (!garde.interrompu && garde.sonde && maintenant >= prochainSondage) {
      garde.interrompu = garde.sonde();
      const apres = performance.now();
      const intervalle = SONDAGE_FOIS_LE_COUT * (apres - maintenant);
      prochainSondage = apres + Math.min(SONDAGE_MAX_MS, Math.max(SONDAGE_MS, intervalle));
    }
    // Tant que l'arrêt tient, le décompte reste à zéro : chaque contrôle lève de nouveau.
    garde.n = 0;
    if (garde.interrompu) lever(new Interruption());
    if (maintenant >= garde.echeance) lever(new DelaiDepasse());
    garde.n = pas;
  };
  const garde: Garde = {
    n: pas,
    echeance: Infinity,
    sonde: undefined,
    interrompu: false,
    c() {
      if (enControle) return;
      enControle = true;
      try {
        controler();
      } finally {
        enControle = false;
      }
    },
    r(erreur) {
      if (typeof erreur === "object" && erreur !== null && arrets.has(erreur)) throw erreur;
    },
    reprendre() {
      garde.interrompu = false;
      dernier = performance.now();
    },
    estArret: (erreur) => typeof erreur === "object" && erreur !== null && arrets.has(erreur),
    // Pas `instanceof` : le noyau et la bibliothèque sont deux paquets, chacun avec sa copie de ces classes.
    estDelai: (erreur) =>
      garde.estArret(erreur) && (erreur as { code?: unknown }).code === CODE_DELAI,
  };
  return garde;
}

/** La garde de ce fil : créée au premier appel, partagée par tout le code contrôlé. */
export function garde(): Garde {
  const globales = globalThis as unknown as { [CLE_GARDE]?: Garde };
  return (globales[CLE_GARDE] ??= creerGarde());
}
