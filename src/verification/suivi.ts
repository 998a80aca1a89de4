/**
 * Savoir quel code de l'élève tourne en ce moment, et le dire quand il
 * fait quelque chose après sa réponse. Une « suite » réunit le code d'un cas :
 * son appel, puis tout ce qu'il a lancé (rappels, réactions de promesses).
 * Pendant ce code, les pièges sont armés et ce qu'il programme est suivi
 * (voir `rappels.ts` et `suites.ts`) ; hors de lui, tout passe tel quel.
 */
import { hote } from "../hote/index";
import { MARQUES } from "../notebook/icones";
import { abreger } from "../exercices/affichage";
import { messageErreur } from "./execution-bornee";
import { photographier, retablir } from "./integrite";
import { ArretInterdit } from "./pieges";
import { couperAffichages } from "./silence";

/** Le code d'un cas : son appel, puis tout ce qu'il a lancé. */
export interface Suite {
  /** « test_ligne, cas « début de la grille » » : à qui attribuer ce qui arrive. */
  etiquette: string;
  delai: number;
  silence: boolean;
  /** Le premier arrêt tenté (process.exit…) pendant le morceau de code en cours. */
  arret?: string;
  /** Promesses créées et rappels programmés : s'il y en a, la suite reste ouverte un temps. */
  promesses: number;
  programmes: number;
  /** Les minuteurs encore en attente, et de quoi les arrêter. */
  minuteurs: Map<unknown, () => void>;
  /** L'instant de la réponse (`performance.now()`), une fois le cas fini. */
  finieA?: number;
  /** Vrai si l'on a déjà demandé l'arrêt d'une chaîne de promesses sans fin de ce cas. */
  arretDemande?: boolean;
  /** Vrai tant que les réactions de ses promesses sont encore suivies (dans la cage). */
  ouverte: boolean;
  /** Les messages déjà écrits, partagés par les cas d'une vérification (on s'arrête à quelques-uns). */
  messages: { nombre: number };
}

/** Les messages tardifs d'une vérification, au plus. */
const MESSAGES_MONTRES = 3;

export function nouvelleSuite(
  etiquette: string,
  delai: number,
  silence: boolean,
  messages: { nombre: number },
): Suite {
  const minuteurs = new Map<unknown, () => void>();
  return {
    etiquette,
    delai,
    silence,
    promesses: 0,
    programmes: 0,
    minuteurs,
    ouverte: true,
    messages,
  };
}

const alors = Promise.prototype.then;

/** Le code de l'élève qui tourne en ce moment, s'il y en a. */
let courante: Suite | undefined;

/** La suite dont le code tourne en ce moment. */
export function suiteEnCours(): Suite | undefined {
  return courante;
}

/** Un piège a sauté : on le note pour le code en cours, même si l'élève attrape l'erreur. */
export function noterArret(message: string): void {
  if (courante) courante.arret ??= message;
}

/** Lance `f` comme du code de l'élève de `suite` : pièges armés, promesses et rappels suivis. */
export function commeEleve<T>(suite: Suite, f: () => T): T {
  const avant = courante;
  courante = suite;
  suite.arret = undefined;
  try {
    return f();
  } finally {
    courante = avant;
  }
}

/** Après ■ : l'appel interrompu n'a pas pu dire qu'il finissait. */
export function oublierLeCodeEnCours(): void {
  courante = undefined;
}

/** « votre fonction a modifié Array.prototype.map : … ». */
export function messageGlobaux(touchees: string[]): string {
  const liste = touchees.slice(0, 3).join(", ") + (touchees.length > 3 ? "…" : "");
  return (
    `votre fonction a modifié ${liste} : une fonction d'exercice ne doit pas toucher ` +
    `aux objets globaux (remis en état)`
  );
}

/**
 * Entre dans un morceau de code de l'élève hors de son appel (rappel, suite
 * `async`) : silence, photo des objets globaux. La fonction rendue en sort, et
 * dit ce qui a cloché.
 */
export function entrer(suite: Suite): () => string | undefined {
  const remettreAffichages = suite.silence ? couperAffichages() : undefined;
  const photo = photographier();
  const remettreCodeDeSortie = hote.processus.retenirCodeDeSortie();
  const avant = courante;
  courante = suite;
  suite.arret = undefined;
  return () => {
    courante = avant;
    const touchees = retablir(photo);
    if (remettreCodeDeSortie()) touchees.push("process.exitCode");
    remettreAffichages?.();
    return suite.arret ?? (touchees.length > 0 ? messageGlobaux(touchees) : undefined);
  };
}

/** Écrit ce qui arrive à un cas après son bilan (quelques messages au plus par vérification). */
export function signaler(suite: Suite, message: string): void {
  const rang = ++suite.messages.nombre;
  if (rang > MESSAGES_MONTRES) return;
  const fin =
    rang === MESSAGES_MONTRES ? " Les messages suivants de cette vérification sont tus." : "";
  const ligne = `${MARQUES.echec} ${suite.etiquette}, après sa réponse : ${message}.`;
  console.error(abreger(ligne, 1000) + fin);
}

/** Rapporte le rejet d'une promesse de l'élève, s'il arrive. */
export function suivreRejet(suite: Suite, promesse: Promise<unknown>, quoi: string): void {
  const rejet = (raison: unknown) => {
    // Un arrêt tenté a déjà été rapporté par le morceau de code qui l'a tenté.
    if (!(raison instanceof ArretInterdit)) signaler(suite, `${quoi} : ${messageErreur(raison)}`);
  };
  Reflect.apply(alors, promesse, [undefined, rejet]);
}
