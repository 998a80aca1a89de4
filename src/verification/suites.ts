/**
 * Ce que le code de l'élève laisse derrière lui : promesses, minuteurs,
 * microtâches. `verifier` est synchrone et rend son bilan tout de suite ;
 * ces suites tournent après lui, et doivent rester dans la cage :
 *
 * - le code de l'élève en cours est connu (`suivi.ts`) : pendant son appel,
 *   pendant ses rappels, et pendant les réactions de ses promesses, repérées
 *   par les crochets de promesses de V8 (`v8.promiseHooks`, sous Node
 *   seulement : le navigateur ne les a pas) : toute promesse créée par son
 *   code est notée, et la réaction d'une promesse notée est encore son code ;
 * - pendant son code, les pièges (`process.exit`…) sont armés, et ce qu'il
 *   programme (minuteurs, rappels différés) est noté sans être lancé
 *   (`rappels.ts`) ;
 * - une promesse de l'élève rejetée sans traitement est rapportée au lieu
 *   d'arrêter le programme ;
 * - dès que le cas a rendu sa réponse, ses minuteurs sont arrêtés ; s'il
 *   avait programmé quelque chose, ou créé des promesses, le cas échoue :
 *   une fonction d'exercice rend sa réponse sans rien laisser pour après ;
 * - les réactions de ses promesses, elles, ne s'annulent pas : elles restent
 *   suivies dans la cage le temps du délai de l'appel, puis plus du tout.
 *
 * Ce qui arrive après le bilan s'écrit sur la sortie d'erreur, en une ligne
 * qui nomme l'exercice et le cas : dans un carnet, sous la cellule en cours.
 *
 * Reste une chaîne de promesses sans fin (`for (;;) await null` dans une
 * aide `async`) : chaque réaction est courte, mais la file des microtâches
 * ne se vide jamais, et plus rien d'autre ne tourne (ni minuteur, ni
 * message du noyau). Le cas a déjà échoué (il a créé une promesse) ; une
 * réaction qui arrive encore un délai après la réponse demande à l'hôte
 * d'arrêter le fil (`demanderArret` : dans le noyau, son fil de contrôle,
 * comme au bouton ■), avec le message à écrire sous la cellule. Hors du
 * noyau, personne ne sait l'arrêter. La fonction vérifiée elle-même, si elle
 * est `async`, n'est pas lancée du tout (voir `cage.ts`).
 */
import { hote } from "../hote/index";
import { abreger } from "../exercices/affichage";
import { MARQUES } from "../notebook/icones";
import { messageErreur } from "./execution-bornee";
import { ArretInterdit, poserPieges } from "./pieges";
import { envelopperRappels, vrais } from "./rappels";
import { toutRemettre } from "./remplacer";
import { entrer, noterArret, signaler, suiteEnCours, suivreRejet, type Suite } from "./suivi";

const alors = Promise.prototype.then;
const appliquer = Reflect.apply;

/** La réaction d'une promesse de l'élève qui tourne en ce moment, et de quoi en sortir. */
let continuation: { promesse: object; suite: Suite; sortir: () => string | undefined } | undefined;
const promessesNotees = new WeakMap<object, Suite>();

/**
 * L'élève a rendu une promesse au lieu de sa réponse : le message du bilan.
 * Sous Node, son état se lit tout de suite (`util.inspect` le montre sans
 * l'attendre) : d'une promesse déjà rejetée (`Promise.reject(…)`), on donne
 * la raison ; d'une promesse en attente (ou d'état inconnu, dans le
 * navigateur), un rejet à venir sera rapporté.
 */
export function promesseRendue(suite: Suite, promesse: Promise<unknown>): string {
  const conseil =
    "la fonction rend une promesse (est-elle déclarée async ?) : une fonction d'exercice " +
    "rend sa réponse directement, sans async ni await";
  const etat = hote.processus.etatDePromesse(promesse);
  if (etat === "en attente" || etat === undefined) suivreRejet(suite, promesse, "promesse rejetée");
  else appliquer(alors, promesse, [undefined, () => undefined]);
  if (typeof etat === "object") {
    // « Error: boum » s'écrit « boum », comme les erreurs levées (voir messageErreur).
    const raison = etat.rejetee.replace(/^Error: /, "");
    return `promesse rejetée : ${abreger(raison)} ; ${conseil}`;
  }
  return conseil;
}

/** Une promesse notée réagit : c'est encore le code de l'élève qui reprend. */
function avantReaction(promesse: Promise<unknown>): void {
  if (suiteEnCours() || continuation) return;
  const suite = promessesNotees.get(promesse);
  if (!suite?.ouverte) return;
  if (tourneSansFin(suite)) demanderArret(suite);
  continuation = { promesse, suite, sortir: entrer(suite) };
}

/**
 * Une réaction un délai après la réponse : le minuteur qui ferme la suite
 * n'a pas pu tourner, la file des microtâches ne s'est pas vidée depuis.
 */
function tourneSansFin(suite: Suite): boolean {
  return (
    suite.finieA !== undefined &&
    !suite.arretDemande &&
    performance.now() - suite.finieA > suite.delai
  );
}

function demanderArret(suite: Suite): void {
  suite.arretDemande = true;
  const message =
    `${MARQUES.echec} ${suite.etiquette}, après sa réponse : une chaîne de promesses lancée par la ` +
    `fonction tournait sans fin (plus rien d'autre ne pouvait tourner) ; elle a été arrêtée. ` +
    `Les variables sont gardées.`;
  hote.processus.demanderArret(message);
}

function apresReaction(promesse: Promise<unknown>): void {
  if (continuation?.promesse !== promesse) return;
  const { suite, sortir } = continuation;
  continuation = undefined;
  const incident = sortir();
  if (incident) signaler(suite, incident);
}

function suivrePromesses(): () => void {
  const arreter = hote.processus.suivrePromesses({
    creation(promesse) {
      const suite = suiteEnCours();
      if (!suite) return;
      promessesNotees.set(promesse, suite);
      suite.promesses++;
    },
    avant: avantReaction,
    apres: apresReaction,
  });
  return arreter ?? (() => undefined);
}

/** Une promesse de l'élève rejetée sans traitement : on le dit, le programme continue. */
function ecouterRejets(): () => void {
  return hote.processus.ecouterRejets((raison, promesse, seul) => {
    const suite = promessesNotees.get(promesse);
    if (suite) {
      if (!(raison instanceof ArretInterdit)) {
        signaler(suite, `promesse rejetée sans traitement : ${messageErreur(raison)}`);
      }
      return;
    }
    // Pas une promesse de l'élève : sans autre écouteur, c'est une erreur non rattrapée.
    if (seul) hote.processus.relancerPlusTard(raison);
  });
}

// L'environnement de la cage : posé tant qu'une vérification tourne ou qu'une suite est ouverte.
let utilisations = 0;
let enlever: (() => void) | undefined;

export function prendre(): void {
  if (utilisations++ > 0) return;
  const enleves = [
    poserPieges(() => suiteEnCours() !== undefined, noterArret),
    envelopperRappels(),
    suivrePromesses(),
    ecouterRejets(),
  ];
  enlever = () => toutRemettre(enleves);
}

export function rendre(): void {
  if (--utilisations > 0) return;
  enlever?.();
  enlever = undefined;
}

/**
 * Le cas a rendu sa réponse : ses minuteurs sont arrêtés tout de suite (aucun
 * rappel n'a tourné, voir `rappels.ts`). Rend l'incident à rapporter s'il
 * laissait quelque chose pour après (rappels, promesses). Les réactions de
 * ses promesses restent suivies pendant son délai ; sans promesse, la suite
 * est fermée.
 */
export function conclure(suite: Suite): string | undefined {
  suite.finieA = performance.now();
  const minuteurs = suite.minuteurs.size;
  arreterLesMinuteurs(suite);
  const incident = messageDesRestes(minuteurs, suite.programmes - minuteurs, suite.promesses);
  if (suite.promesses === 0) {
    suite.ouverte = false;
    return incident;
  }
  prendre();
  const minuteur = vrais.setTimeout(() => fermer(suite), suite.delai) as { unref?(): unknown };
  minuteur.unref?.();
  return incident;
}

function arreterLesMinuteurs(suite: Suite): void {
  for (const arreter of [...suite.minuteurs.values()]) arreter();
}

/** « 2 minuteurs arrêtés, 1 rappel annulé, 3 promesses » : ce qu'un cas laissait pour après. */
function messageDesRestes(
  minuteurs: number,
  differes: number,
  promesses: number,
): string | undefined {
  const s = (n: number) => (n > 1 ? "s" : "");
  const restes = [
    minuteurs > 0 && `${minuteurs} minuteur${s(minuteurs)} (arrêté${s(minuteurs)})`,
    differes > 0 && `${differes} rappel${s(differes)} différé${s(differes)} (annulé${s(differes)})`,
    promesses > 0 && `${promesses} promesse${s(promesses)}`,
  ].filter(Boolean);
  if (restes.length === 0) return undefined;
  return (
    `votre fonction laisse du travail pour après sa réponse : ${restes.join(", ")}. Une fonction ` +
    `d'exercice calcule sa réponse tout de suite, sans setTimeout, promesse ni async`
  );
}

/** Le délai passé, les réactions de ses promesses ne sont plus suivies. */
function fermer(suite: Suite): void {
  suite.ouverte = false;
  // Une réaction suivie a pu programmer un minuteur : il n'aurait pas tourné, on l'arrête.
  arreterLesMinuteurs(suite);
  rendre();
}
