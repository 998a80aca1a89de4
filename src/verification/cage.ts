/**
 * La cage où tourne la fonction de l'élève pendant une vérification. Ses
 * fonctions sont des fermetures du carnet (elles appellent d'autres
 * fonctions de l'élève et la bibliothèque) : on ne peut pas les envoyer dans
 * un autre fil ni un autre processus. La cage est donc dans le même fil, et
 * fait en sorte que le code de l'élève ne puisse ni terminer le programme,
 * ni le bloquer, ni l'abîmer :
 *
 * - chaque appel passe par un script `vm` muni d'un délai (`appel-borne.ts`) ;
 * - ses affichages sont coupés, `console` comme `process.stdout` (`silence.ts`) ;
 * - `process.exit` et ses cousins lèvent une erreur (`pieges.ts`) ;
 * - un processus ou un fil d'exécution lancé par l'appel et qui tourne
 *   encore après sa réponse est arrêté, même détaché par un shell
 *   (`hote/node/descendants.ts`), et l'appel échoue ; de même s'il garde plus
 *   de 512 Mo de mémoire, par quelque chemin que ce soit (tas, tampons) ;
 * - les objets globaux dont `verifier` se sert sont photographiés à
 *   l'ouverture, et remis en état après chaque appel (`integrite.ts`) ;
 * - ce qu'il programme pour après sa réponse (minuteurs, rappels) ne tourne
 *   pas, et le cas échoue ; les réactions de ses promesses restent suivies
 *   dans la cage le temps du délai (`suivi.ts`, `rappels.ts`, `suites.ts`) ;
 * - une fonction `async` n'est pas lancée : une fonction d'exercice rend sa
 *   réponse directement, et la suite d'une fonction `async` (après un
 *   `await`) échapperait à tout délai (voir `suites.ts`).
 *
 * `npm run bench:verifier` mesure ce que coûte la cage par vérification.
 */
import { hote } from "../hote/index";
import { canalCourant } from "../notebook/canal";
import { appelerBorne, interruptible, type Retour } from "./appel-borne";
import { deballer } from "../exercices/enveloppes";
import { interdireLesMethodes } from "./methodes-interdites";
import { executerBorne, lireErreur, type Issue } from "./execution-bornee";
import type { FonctionEleve } from "../exercices/exercice";
import { photographier, retablir, type Photo } from "./integrite";
import { couperAffichages, enSilence } from "./silence";
import { conclure, prendre, promesseRendue, rendre } from "./suites";
import {
  commeEleve,
  messageGlobaux,
  nouvelleSuite,
  oublierLeCodeEnCours,
  type Suite,
} from "./suivi";

/** Ce qu'il faut pour lancer les appels d'une vérification. */
export interface Lanceur {
  /** Appelle une fois la fonction de l'élève ; `etiquette` nomme le cas dans les messages tardifs. */
  executer(fonction: FonctionEleve, args: unknown[], etiquette: string): Issue;
}

const appeler = (fonction: FonctionEleve, args: unknown[]) => () =>
  Reflect.apply(fonction, undefined, args);

/** Une fonction `async` n'est pas lancée : sa suite, après un `await`, échapperait au délai. */
const MESSAGE_ASYNC =
  "votre fonction est déclarée async : elle rendrait une promesse au lieu de sa réponse. Une " +
  "fonction d'exercice rend sa réponse directement, sans async ni await (elle n'a pas été lancée)";

/**
 * Réglage interne, pour `npm run bench:verifier` seulement : l'exécution
 * d'avant la cage (délai et silence de `console`, rien d'autre).
 */
export const reglagesInternes = { sansCage: false };

/**
 * Ouvre la cage, lance `f` avec elle, et la referme quoi qu'il arrive, même
 * si l'élève appuie sur ■ au milieu. `exercice` : le nom de l'exercice
 * vérifié, dont les méthodes du cours de même nom ne répondent pas
 * pendant ses appels (`methodes-interdites.ts`).
 */
export function avecCage<T>(
  delai: number,
  silence: boolean,
  f: (cage: Lanceur) => T,
  exercice?: string,
): T {
  if (reglagesInternes.sansCage) {
    const lancer = (appel: () => unknown) => executerBorne(appel, delai);
    return f({
      executer: (fonction, args) => {
        const appel = appeler(fonction, args);
        return silence ? enSilence(() => lancer(appel)) : lancer(appel);
      },
    });
  }
  const cage = new Cage(delai, silence, exercice);
  try {
    // Le bouton ■ n'existe que dans un carnet, où tslab guette déjà SIGINT : le guet coûte
    // alors peu. Ailleurs, il coûterait un fil à lancer et attendre (des ms sur une machine chargée).
    return canalCourant() ? interruptible(() => f(cage)) : f(cage);
  } finally {
    cage.fermer();
  }
}

/**
 * `structuredClone` refuse les arguments enveloppés (`enveloppes.ts`) : le
 * temps de la vérification, il copie leur valeur d'origine. Rend de quoi le
 * remettre.
 */
function clonerSansEnveloppes(): () => void {
  const vrai = globalThis.structuredClone;
  if (typeof vrai !== "function") return () => undefined;
  globalThis.structuredClone = ((valeur: unknown, options?: Parameters<typeof vrai>[1]) =>
    vrai(deballer(valeur), options)) as typeof vrai;
  return () => {
    globalThis.structuredClone = vrai;
  };
}

class Cage implements Lanceur {
  private readonly remettreAffichages: (() => void) | undefined;
  private readonly remettreClonage: () => void;
  private readonly remettreMethodes: () => void;
  private readonly photo: Photo;
  private readonly messages = { nombre: 0 };

  constructor(
    private readonly delai: number,
    private readonly silence: boolean,
    exercice: string | undefined,
  ) {
    this.remettreAffichages = silence ? couperAffichages() : undefined;
    this.remettreClonage = clonerSansEnveloppes();
    this.remettreMethodes = exercice ? interdireLesMethodes(exercice) : () => undefined;
    prendre();
    // Après le silence et les pièges : ce sont eux, l'état normal pendant la vérification.
    this.photo = photographier();
  }

  executer(fonction: FonctionEleve, args: unknown[], etiquette: string): Issue {
    if (hote.processus.estAsync(fonction)) return { type: "incident", message: MESSAGE_ASYNC };
    const suite = nouvelleSuite(etiquette, this.delai, this.silence, this.messages);
    const remettreCodeDeSortie = hote.processus.retenirCodeDeSortie();
    const arreterLancements = hote.processus.suivreLancements();
    const memoire = hote.processus.memoireGardee();
    const retour = commeEleve(suite, () => appelerBorne(appeler(fonction, args), this.delai));
    // Tout de suite : la suite de la vérification se sert des objets globaux.
    const touchees = retablir(this.photo);
    if (remettreCodeDeSortie()) touchees.push("process.exitCode");
    const restes = {
      lances: arreterLancements(),
      memoire: memoireGardeeDepuis(memoire),
    };
    const issue = lire(suite, retour, touchees, restes);
    const laisse = conclure(suite);
    // Ce qui est resté pour après l'emporte sur la valeur ou l'erreur, pas sur un autre incident.
    if (laisse && (issue.type === "valeur" || issue.type === "erreur"))
      return { type: "incident", message: laisse };
    return issue;
  }

  /** Après ■, l'appel en cours n'a pas fini : on remet aussi ce qu'il a pu laisser. */
  fermer(): void {
    oublierLeCodeEnCours();
    retablir(this.photo);
    rendre();
    this.remettreMethodes();
    this.remettreClonage();
    this.remettreAffichages?.();
  }
}

/** Ce qu'un appel laisse derrière lui : ce qu'il a lancé et qui tournait encore (arrêté), la mémoire gardée. */
interface Restes {
  lances: string[];
  memoire: number;
}

/** La mémoire qu'un appel peut garder après sa réponse (tas, tampons, hors du tas). */
const MEMOIRE_MAX = 512 * 1024 * 1024;

/**
 * La mémoire gardée depuis `avant`. Ce que l'appel a seulement traversé (des
 * tableaux jetés en route) compte tant que le ramasse-miettes n'est pas
 * passé : au-delà de la borne, on le fait passer avant de conclure.
 */
function memoireGardeeDepuis(avant: number): number {
  const brute = hote.processus.memoireGardee() - avant;
  return brute > MEMOIRE_MAX ? hote.processus.memoireGardee(true) - avant : brute;
}

/** L'issue d'un appel : un incident l'emporte sur ce que la fonction a rendu. */
function lire(suite: Suite, retour: Retour, touchees: string[], restes: Restes): Issue {
  const promesse =
    retour.fin === "rendu" && hote.processus.estPromesse(retour.valeur) ? retour.valeur : undefined;
  // Même si un incident l'emporte : la promesse doit être suivie, sinon son rejet arrêterait Node.
  const messagePromesse = promesse && promesseRendue(suite, promesse);
  if (suite.arret) return { type: "incident", message: suite.arret };
  if (touchees.length > 0) return { type: "incident", message: messageGlobaux(touchees) };
  if (restes.lances.length > 0) {
    const message = `votre fonction a lancé ${restes.lances.join(", ")}, qui tournait encore après sa réponse : il a été arrêté. Une fonction d'exercice calcule sa réponse elle-même, sans lancer de programme`;
    return { type: "incident", message };
  }
  if (restes.memoire > MEMOIRE_MAX) {
    const mo = Math.round(restes.memoire / (1024 * 1024));
    const message = `votre fonction garde ${mo} Mo de mémoire après sa réponse : une vérification en permet ${MEMOIRE_MAX / (1024 * 1024)} au plus`;
    return { type: "incident", message };
  }
  if (retour.fin === "leve") return lireErreur(retour.erreur);
  if (messagePromesse) return { type: "incident", message: messagePromesse };
  return { type: "valeur", valeur: retour.valeur };
}
