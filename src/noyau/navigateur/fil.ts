/**
 * Le noyau du cours dans la page : ce fil d'exécution (Web Worker) exécute
 * les cellules, comme le noyau de Jupyter le fait sous Node, avec les mêmes
 * pièces : le compilateur et l'exécuteur de tslab (`../cellules.ts`), et les
 * règles des cellules (`../coeur.ts`). Ce qui change tient ici :
 *
 * - le compilateur lit ses fichiers en mémoire (`compilateur.ts`) ;
 * - le JavaScript de chaque cellule reçoit les contrôles de la garde
 *   (`instrumenter.ts`), qui arrêtent une boucle sans fin à ■ (`sonde.ts`) ;
 *   ■ annule aussi les minuteurs que les cellules ont laissés (`minuteurs.ts`) ;
 * - les cellules importent le paquet de la bibliothèque fait pour le
 *   navigateur, et une lecture seule des fichiers du cours (`modules.ts`) ;
 * - `console` et les affichages partent vers la page par un `MessagePort`.
 */
import { fichiersDuCompilateur, systemeDuCompilateur, versionTypeScript } from "./compilateur";
import { format } from "node-inspect-extracted";
import { garde } from "../../hote/navigateur/garde";
import { CLE_SITE } from "../../hote/navigateur/site";
import { CLE_CANAL } from "../../socle/protocole";
import { Cellules } from "../cellules";
import { Coeur } from "../coeur";
import type { RequeteHistorique } from "../historique";
import { servirLIndex, type Origines } from "../index-a-la-demande";
import { ORIGINES, RACINE } from "./systeme";
import type { Contenu, Depart, VersLaPage, VersLeFil } from "./echanges";
import { instrumenter } from "./instrumenter";
import { parlerFrancaisDansLaPage } from "./francais";
import { MinuteursSuivis } from "./minuteurs";
import * as minuteursDuNoyau from "./minuteurs-du-noyau";
import { poserRequire } from "./module";
import { creerRequire, type ModulesDeLaBibliotheque } from "./modules";
import { Sonde } from "./sonde";
import * as tslab from "./tslab";

/** La clé globale où le paquet de la bibliothèque range ses modules. */
const CLE_BIBLIOTHEQUE = Symbol.for("sudoku-ts.bibliotheque");

declare function importScripts(...adresses: string[]): void;

/** La console d'origine : pour le journal du noyau (la console du navigateur), pas pour les cellules. */
const journal = console.log.bind(console);

function lireTexte(adresse: string): string {
  const requete = new XMLHttpRequest();
  requete.open("GET", adresse, false);
  requete.send();
  if (requete.status !== 200 && requete.status !== 0)
    throw new Error(`${adresse} : le site répond ${requete.status}`);
  return requete.responseText;
}

/**
 * Le paquet de la bibliothèque, chargé au premier import d'une cellule. Ce
 * qu'il prend à son chargement (les vraies fonctions de minuteurs de la
 * cage de `verifier`) n'est pas suivi : ■ n'en annule rien.
 */
function chargeurDeBibliotheque(
  adresse: string,
  minuteurs: MinuteursSuivis,
): () => ModulesDeLaBibliotheque {
  return () => {
    const globales = globalThis as unknown as { [CLE_BIBLIOTHEQUE]?: ModulesDeLaBibliotheque };
    if (!globales[CLE_BIBLIOTHEQUE]) minuteurs.sansSuivi(() => importScripts(adresse));
    const modules = globales[CLE_BIBLIOTHEQUE];
    if (!modules) throw new Error("le paquet de la bibliothèque du cours ne s'est pas chargé");
    return modules;
  };
}

/** `close()` terminerait le fil, et le noyau avec lui, sans un mot : on le refuse. */
function protegerLeFil(): void {
  Object.defineProperty(globalThis, "close", {
    configurable: true,
    writable: true,
    value: () => {
      throw new Error(
        "close() arrêterait le noyau du cours : pour repartir de zéro, menu Noyau › Redémarrer",
      );
    },
  });
}

function demarrer(depart: Depart): void {
  const debut = performance.now();
  const { port, adresses } = depart;
  const envoyer = (message: VersLaPage) => port.postMessage(message);
  (globalThis as unknown as Record<symbol, unknown>)[CLE_SITE] = adresses;
  protegerLeFil();

  const sonde = new Sonde(depart.sonnerie);
  const g = garde();
  g.sonde = () => sonde.sonder();
  const minuteurs = new MinuteursSuivis(globalThis, minuteursDuNoyau);
  minuteurs.poser();

  const types = JSON.parse(lireTexte(adresses.types)) as Record<string, string>;
  for (const [chemin, texte] of Object.entries(types)) fichiersDuCompilateur.set(chemin, texte);
  poserRequire(creerRequire(chargeurDeBibliotheque(adresses.bibliotheque, minuteurs), tslab));

  parlerFrancaisDansLaPage();
  // Les déclarations de la bibliothèque, servies à la demande des imports, comme sous Node.
  const origines = types[ORIGINES];
  const index =
    origines === undefined
      ? undefined
      : servirLIndex(
          systemeDuCompilateur,
          `${RACINE}/src/index.d.ts`,
          JSON.parse(origines) as Origines,
        );
  const cellules = new Cellules(RACINE, {
    transformer: (javascript) => instrumenter(javascript, { code: "eleve" }),
    index,
  });
  /** La requête à laquelle se rattachent les sorties : celle en cours, ou la dernière. */
  let courante = 0;
  const nommer = (fichier: string) =>
    fichier === adresses.bibliotheque ? "la bibliothèque du cours (src/)" : undefined;
  const coeur = new Coeur(
    cellules,
    (type, contenu) => envoyer({ sorte: "iopub", id: courante, type, contenu }),
    nommer,
  );
  const sorties = coeur.sorties;
  (globalThis as unknown as Record<symbol, unknown>)[CLE_CANAL] = sorties;
  brancherLaConsole((nom, texte) => sorties.ecrire(nom, texte));
  /** Un mot du noyau sous la cellule en cours, ou sous la dernière. */
  const signaler = (texte: string) => {
    sorties.vider();
    envoyer({
      sorte: "iopub",
      id: courante,
      type: "stream",
      contenu: { name: "stderr", text: texte },
    });
  };
  ecouterLesErreurs(signaler, () => g.reprendre());

  // Une requête après l'autre, dans l'ordre d'arrivée.
  let file = Promise.resolve();
  port.onmessage = (evenement: MessageEvent<VersLeFil>) => {
    const message = evenement.data;
    if (message.sorte === "interrompre") {
      // Le fil attendait (await) ou ne faisait rien : la demande n'a pas été vue par la sonde.
      if (sonde.recevoir(message.sonnerie)) coeur.interrompre();
      const annules = minuteurs.annuler();
      if (annules > 0) signaler(messageMinuteursAnnules(annules));
      envoyer({ sorte: "accuse", generation: message.sonnerie.generation });
      return;
    }
    file = file.then(async () => {
      let contenu: Contenu;
      if (message.sorte === "executer") {
        courante = message.id;
        contenu = (await coeur.executer(message.contenu)).reponse;
        // L'interruption, s'il y en a eu une, est rapportée : le code peut tourner de nouveau.
        g.reprendre();
      } else if (message.sorte === "completer") contenu = coeur.completer(message.contenu);
      else if (message.sorte === "inspecter") contenu = coeur.inspecter(message.contenu);
      else if (message.sorte === "estComplet") contenu = coeur.estComplet(message.contenu);
      else contenu = coeur.lireHistorique(message.contenu as RequeteHistorique);
      envoyer({ sorte: "reponse", id: message.id, contenu });
    });
  };
  envoyer({ sorte: "pret", versionTypeScript, millisecondes: performance.now() - debut });
  journal(`[noyau sudoku-ts] prêt en ${Math.round(performance.now() - debut)} ms`);
}

/** Ce que voit l'élève quand ■ a annulé des minuteurs. */
function messageMinuteursAnnules(n: number): string {
  const quoi =
    n > 1
      ? `${n} minuteurs programmés par les cellules ont été annulés`
      : "un minuteur programmé par une cellule a été annulé";
  return `Interruption : ${quoi} (setTimeout, setInterval). Les variables sont gardées.\n`;
}

/** `console.log` et ses cousins écrivent dans la cellule, comme sous Node. */
function brancherLaConsole(ecrire: (nom: "stdout" | "stderr", texte: string) => void): void {
  const vers =
    (nom: "stdout" | "stderr") =>
    (...args: unknown[]) =>
      ecrire(nom, `${format(...args)}\n`);
  const sortie = vers("stdout");
  const erreur = vers("stderr");
  Object.assign(console, {
    log: sortie,
    info: sortie,
    debug: sortie,
    dir: sortie,
    table: sortie,
    warn: erreur,
    error: erreur,
    trace: erreur,
  });
}

/**
 * Une erreur hors de toute cellule (un minuteur, une promesse oubliée) ne
 * doit pas passer inaperçue : elle s'affiche sous la dernière cellule. Une
 * interruption arrivée là (■ pendant une boucle lancée par un minuteur) est
 * rapportée comme sous Node.
 */
function ecouterLesErreurs(ecrire: (texte: string) => void, reprendre: () => void): void {
  globalThis.addEventListener("error", (evenement) => {
    evenement.preventDefault();
    const erreur = evenement.error as unknown;
    if (garde().estArret(erreur)) {
      reprendre();
      ecrire(
        "Interruption : du code lancé par une cellule déjà finie (minuterie, promesse) tournait sans fin ; il a été arrêté. Les variables sont gardées.\n",
      );
      return;
    }
    ecrire(
      `Erreur hors de la cellule (dans un rappel ou un minuteur) : ${format(erreur ?? evenement.message)}\n`,
    );
  });
  globalThis.addEventListener("unhandledrejection", (evenement) => {
    evenement.preventDefault();
    const raison = evenement.reason as unknown;
    if (garde().estArret(raison)) {
      reprendre();
      ecrire(
        "Interruption : du code lancé par une cellule déjà finie tournait sans fin ; il a été arrêté. Les variables sont gardées.\n",
      );
      return;
    }
    ecrire(`Promesse rejetée sans traitement (un await oublié ?) : ${format(raison)}\n`);
  });
}

globalThis.addEventListener(
  "message",
  (evenement: MessageEvent<Depart>) => {
    try {
      demarrer(evenement.data);
    } catch (erreur) {
      journal("[noyau sudoku-ts] échec au démarrage :", erreur);
      evenement.data.port.postMessage({
        sorte: "echec",
        message: erreur instanceof Error ? erreur.message : String(erreur),
      } satisfies VersLaPage);
    }
  },
  { once: true },
);
