/**
 * Ce que la bibliothèque demande à la machine qui l'exécute : l'« hôte ».
 *
 * La même bibliothèque tourne en deux endroits : dans Node (le noyau du
 * cours, la commande `sudoku`, les tests) et dans la page d'un navigateur
 * (le cours sans rien installer, `npm run site`). Presque tout son code est
 * du TypeScript ordinaire, qui tourne tel quel des deux côtés. Restent
 * quelques besoins que seule la machine sait satisfaire : lire un fichier,
 * charger un module WebAssembly, arrêter une fonction qui ne rend pas la
 * main, lancer un fil d'exécution neuf, piéger ce qui arrêterait le
 * programme. Ils sont tous ici, derrière une seule interface, avec deux
 * côtés : `node/` et `navigateur/`.
 *
 * Le code de la bibliothèque importe `hote` depuis `src/hote/index.ts`, qui
 * donne le côté Node ; le paquet du navigateur (`outils/site/`) remplace ce
 * côté par `navigateur/`. Le reste de la bibliothèque ne sait jamais où il tourne.
 */

import type { CanalJupyter } from "../socle/protocole";

/** Ce qu'a fait un appel borné, tel quel : sa valeur, ou ce qu'il a levé. */
export type Retour = { fin: "rendu"; valeur: unknown } | { fin: "leve"; erreur: unknown };

/** Les fichiers du cours (`data/…`), relatifs au dossier du cours. */
export interface Fichiers {
  /**
   * Le contenu entier du fichier. S'il ne s'ouvre pas, l'erreur porte le
   * `code` de Node (`ENOENT`, `EISDIR`, `EACCES`…), que la bibliothèque traduit.
   */
  lire(chemin: string): Uint8Array;
  /** Le fichier morceau par morceau (pour un grand fichier lu en flux). */
  morceaux(chemin: string, taille: number): AsyncGenerator<Uint8Array>;
  /** La taille d'un fichier ordinaire, en octets ; `undefined` sinon (un tube, un dossier, un fichier absent). */
  taille(chemin: string): number | undefined;
}

/** Les modules WebAssembly versés dans `src/` (`src/<dossier>/<nom>`). */
export interface ModulesWasm {
  /**
   * Le module compilé, prêt à instancier. `optimise` : le compiler tout de
   * suite en code optimisé (voir `src/rapide/wasm.ts`) ; `quoi` nomme le
   * module dans le message d'erreur.
   */
  compiler(dossier: string, nom: string, quoi: string, options?: { optimise?: boolean }): object;
  /** Où le module a été trouvé (un chemin, ou la copie intégrée au paquet du navigateur). */
  origine(dossier: string, nom: string, quoi: string): string;
  /**
   * Vrai si cette machine sait compiler le module (`WebAssembly.validate` de
   * ses octets) : un module qui emploie le SIMD de WebAssembly ne passe pas
   * partout.
   */
  valider(dossier: string, nom: string, quoi: string): boolean;
}

/** Les appels au code de l'élève, bornés dans le temps. */
export interface AppelsBornes {
  /** Appelle `appel()` ; au-delà de `delai` millisecondes, l'appel est interrompu. */
  appelerBorne(appel: () => unknown, delai: number): Retour;
  /**
   * Lance `f()` de sorte que le bouton ■ l'interrompe par une erreur qu'on
   * peut attraper, pour remettre tout en ordre avant de la laisser passer.
   */
  interruptible<T>(f: () => T): T;
  /** L'erreur vient d'un appel qui a dépassé son délai. */
  estDelaiDepasse(erreur: unknown): boolean;
}

/** Un fil d'exécution lancé par `Fils.lancer`, vu de celui qui l'a lancé. */
export interface FilLance {
  surMessage(ecouteur: (message: unknown) => void): void;
  /** Une erreur du fil ; `code` vaut `ERR_WORKER_OUT_OF_MEMORY` quand sa mémoire est pleine. */
  surErreur(ecouteur: (erreur: Error & { code?: string }) => void): void;
  /** Le fil s'est arrêté (de lui-même, ou par `arreter`). */
  surFin(ecouteur: (code: number) => void): void;
  arreter(): void;
}

/**
 * Les fils neufs que lance la bibliothèque, chacun rangé à côté de ce qu'il
 * fait tourner (`src/<dossier>/…`) : chaque hôte les trouve par cette table,
 * sans en importer aucun. Deux sortes :
 * - `script` : un script JavaScript simple, lancé tel quel ; il lit ses
 *   données et répond par le module `worker_threads` (`workerData`,
 *   `parentPort`) ;
 * - `module` et `fonction` : une fonction de la bibliothèque, appelée sur les
 *   données dans un moteur qui ne partage rien avec celui qui la lance, pas
 *   même le code compilé des modules WebAssembly ; ce qu'elle rend est la réponse.
 */
export const FILS = {
  // MiniSat sous surveillance (`src/sat/minisat-borne.ts`) : le fil ne charge que logic-solver.
  minisat: { script: "sat/minisat-fil.cjs" },
  // Une mesure sur un moteur qui n'a encore rien compilé.
  "a-froid": { module: "rapide/a-froid", fonction: "mesurerDansCeFil" },
} as const;

export type NomDeFil = keyof typeof FILS;

/** Les fils d'exécution neufs (voir `FILS`) : un moteur JavaScript à part, qui ne partage rien avec celui qui le lance. */
export interface Fils {
  lancer(
    fil: NomDeFil,
    donnees: unknown,
    options?: { transferer?: ArrayBuffer[]; memoireMo?: number },
  ): FilLance;
}

/** Un objet global et ses fonctions qui arrêteraient le programme (`process.exit`…). */
export interface Arrets {
  /** Le nom que l'on montre à l'élève : « process ». */
  nom: string;
  objet: object;
  fonctions: readonly string[];
}

/** Ce que la cage de `verifier` doit surveiller et piéger sur cette machine. */
export interface Processus {
  /** Les fonctions qui arrêtent le programme, à piéger pendant le code de l'élève. */
  arrets(): readonly Arrets[];
  /** Les flots où l'on écrit sans passer par `console` (`process.stdout`…). */
  flots(): readonly { write: unknown }[];
  /** Les propriétés d'objets de la machine que la cage photographie et remet en état. */
  surveilles(): readonly { nom: string; objet: object; cles: readonly string[] }[];
  /**
   * Retient le code de sortie du programme ; la fonction rendue le remet et
   * rend vrai s'il avait changé (`process.exitCode = 1` dans une fonction).
   */
  retenirCodeDeSortie(): () => boolean;
  /** Les façons de programmer un rappel, que la cage enveloppe (`setTimeout`…). */
  programmateurs(): readonly Programmateur[];
  /**
   * Suivre les promesses créées et leurs réactions (V8 seul le sait) ; rend
   * de quoi arrêter, ou `undefined` si la machine ne le permet pas.
   */
  suivrePromesses(crochets: {
    creation(promesse: Promise<unknown>): void;
    avant(promesse: Promise<unknown>): void;
    apres(promesse: Promise<unknown>): void;
  }): (() => void) | undefined;
  /**
   * Écoute les promesses rejetées sans traitement. `seul()` dit si personne
   * d'autre n'écoute ; la fonction rendue arrête d'écouter.
   */
  ecouterRejets(
    ecouteur: (raison: unknown, promesse: Promise<unknown>, seul: boolean) => void,
  ): () => void;
  /** Relance `raison` hors de la pile courante, comme une erreur non rattrapée. */
  relancerPlusTard(raison: unknown): void;
  /**
   * Demande l'arrêt du code qui tient le fil (une chaîne de promesses sans
   * fin : rien de ce fil ne peut l'arrêter), avec le message à écrire sous la
   * cellule. Rend faux si personne ne sait le faire ici (hors du noyau).
   */
  demanderArret(message: string): boolean;
  /** La fonction est-elle `async` ? (lue dans le moteur, pas dans son texte) */
  estAsync(fonction: unknown): boolean;
  /** La valeur est-elle une vraie promesse ? */
  estPromesse(valeur: unknown): valeur is Promise<unknown>;
  /** L'état d'une promesse, lu sans l'attendre, si la machine le permet. */
  etatDePromesse(
    promesse: Promise<unknown>,
  ): "en attente" | { rejetee: string } | "tenue" | undefined;
  /**
   * Suit ce que le code lance hors de ce fil à partir de maintenant (processus,
   * fils d'exécution) ; la fonction rendue arrête ceux qui tournent encore et
   * rend leurs noms (« le processus sleep »…).
   */
  suivreLancements(): () => string[];
  /**
   * La mémoire que tient le programme, en octets (son tas et ce qu'il garde
   * hors du tas : tampons, WebAssembly) ; après un passage du ramasse-miettes
   * si `ramasser`. 0 si la machine ne le dit pas.
   */
  memoireGardee(ramasser?: boolean): number;
  /** Une variable d'environnement (`NBGRADER_EXECUTION`…), ou `undefined`. */
  variable(nom: string): string | undefined;
  /** Laisse passer les autres tâches (affichages, bouton ■) avant de reprendre. */
  ceder(): Promise<void>;
}

/** Tout ce que la bibliothèque demande à sa machine. */
export interface Hote {
  fichiers: Fichiers;
  wasm: ModulesWasm;
  appels: AppelsBornes;
  fils: Fils;
  processus: Processus;
  /** plotly.js minifié, compressé (gzip) et écrit en base64, pour le premier graphique (voir `src/notebook/plotly.ts`). */
  copiePlotly(): string;
  /** « Machine : <processeur> (2 cœurs), Node v20… » : l'en-tête des tableaux de mesures. */
  machine(): string;
  /**
   * Un canal d'affichage quand aucun noyau du cours n'en a installé (voir
   * `src/notebook/canal.ts`) : sous un tslab ordinaire, celui de `tslab.display`.
   */
  canalDeRepli(): CanalJupyter | undefined;
}

/** Une façon de programmer un rappel : `objet[cle](rappel…)`, annulée par `objet[annuler]`. */
export interface Programmateur {
  nom: string;
  objet: object;
  cle: string;
  sorte: "minuteur" | "differe";
  annuler?: string;
}

/** Les programmateurs du standard, communs à Node et aux pages. */
export const PROGRAMMATEURS_STANDARDS: readonly Programmateur[] = [
  {
    nom: "setTimeout",
    objet: globalThis,
    cle: "setTimeout",
    sorte: "minuteur",
    annuler: "clearTimeout",
  },
  {
    nom: "setInterval",
    objet: globalThis,
    cle: "setInterval",
    sorte: "minuteur",
    annuler: "clearInterval",
  },
  { nom: "queueMicrotask", objet: globalThis, cle: "queueMicrotask", sorte: "differe" },
];
