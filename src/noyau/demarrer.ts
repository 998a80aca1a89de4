/**
 * Démarrer le noyau du cours : lancé par `jupyter/kernels/sudoku-ts/lanceur.js`
 * avec le fichier de connexion que Jupyter lui donne, depuis la racine du
 * projet (les cellules importent `./src/index` et lisent `data/…`).
 */
import { readFileSync, rmSync } from "fs";
import { dirname, join } from "path";
import { sys } from "@tslab/typescript-for-tslab";
import { lireContexte, poserLeContexte, type ContexteCorrection } from "../socle/correction";
import { Bibliotheque, lancerConstruction } from "./bibliotheque";
import { Cellules } from "./cellules";
import { Controle } from "./controle";
import { estPanneDeTslab } from "./convertisseur";
import { EtatDuFil } from "./etat-du-fil";
import { parlerFrancaisSousNode } from "./francais-node";
import { journal } from "./journal";
import { Noyau } from "./noyau";
import { Serveur, type Connexion } from "./serveur";
import { nePasSurveillerLesPaquets } from "./surveillance";
import { allegerLesTypesDeNode } from "./types-de-node";

/**
 * Pendant une correction, le contexte que la commande de correction a écrit
 * pour cette copie : `correction.json`, dans le dossier des sockets (transport
 * « ipc »), propre à la copie. Lu puis effacé avant toute cellule : le code
 * de la copie ne le trouve pas, et rien dans l'environnement ne dit qu'elle
 * est corrigée.
 */
function contexteDeLaCopie(connexion: Connexion): ContexteCorrection | undefined {
  if (connexion.transport !== "ipc") return undefined;
  const fichier = join(dirname(connexion.ip), "correction.json");
  let texte: string;
  try {
    texte = readFileSync(fichier, "utf8");
  } catch {
    return undefined;
  }
  rmSync(fichier, { force: true });
  const contexte = lireContexte(texte);
  if (!contexte) throw new Error(`contexte de correction illisible : ${fichier}`);
  return contexte;
}

export async function demarrerNoyau(fichierDeConnexion: string, racine: string): Promise<void> {
  const demarre: { noyau?: Noyau; cellules?: Cellules } = {};
  // Le bouton ■ de Jupyter envoie un message interrupt_request (interrupt_mode
  // « message » du kernelspec), que reçoit le fil de contrôle (controle.ts). Un
  // SIGINT (kill -INT, ou un kernelspec en mode « signal ») arrête encore une
  // boucle de la cellule (breakOnSigint de tslab) ou une attente (await).
  // Posé avant tout le reste : sans gestionnaire, SIGINT tuerait le noyau.
  process.on("SIGINT", () => demarre.noyau?.interrompre());
  // Une erreur dans un rappel tardif (setTimeout, promesse oubliée) ne doit pas tuer le noyau :
  // elle s'affiche sous la cellule en cours, ou sous la dernière exécutée.
  process.on("uncaughtException", (erreur) => {
    if (estPanneDeTslab(erreur)) {
      // La surveillance des fichiers de tslab (src/ a changé) : rien à montrer à l'élève.
      journal("surveillance des fichiers de tslab en panne ; le convertisseur sera recréé");
      demarre.cellules?.signalerPanne();
      return;
    }
    console.error("Erreur hors de la cellule (dans un rappel ou un minuteur) :", erreur);
  });
  process.on("unhandledRejection", (raison) => {
    console.error("Promesse rejetée sans traitement (un await oublié ?) :", raison);
  });

  const connexion = JSON.parse(readFileSync(fichierDeConnexion, "utf8")) as Connexion;
  const correction = contexteDeLaCopie(connexion);
  if (correction) poserLeContexte(correction);
  // Les ports d'abord, le compilateur de tslab ensuite (deux à trois secondes,
  // bien plus sur une machine chargée). Jupyter a choisi ces ports libres avant
  // de lancer le noyau, puis les a relâchés : tant que le noyau ne les a pas
  // ouverts, un autre programme peut en prendre un (un autre noyau qui démarre,
  // un serveur), et le noyau meurt au démarrage (« Kernel died before replying
  // to kernel_info »). Les requêtes qui arrivent pendant la construction du
  // compilateur attendent dans les sockets.
  const etat = new EtatDuFil();
  const controle = new Controle(connexion, etat);
  const serveur = new Serveur(connexion, controle);
  // Si un port est pris, tout refermer avant de quitter, mais seulement une fois
  // chaque ouverture finie : zeromq plante si l'on ferme pendant une ouverture.
  const ouvertures = await Promise.allSettled([serveur.ouvrir(), controle.ouvrir()]);
  const echec = ouvertures.find((o): o is PromiseRejectedResult => o.status === "rejected");
  if (echec) {
    await serveur.fermer();
    throw echec.reason;
  }
  // La bibliothèque précompilée : vérifiée maintenant, construite à part si elle manque,
  // pendant que l'élève lit le début du carnet ; les types de Node allégés ; rien de surveillé
  // sous node_modules. Avec SUDOKU_NOYAU_SANS_CACHE=1, rien de tout cela : l'ancien chargement
  // (tslab compile src/ au premier import), gardé pour le comparer (npm run bench:noyau).
  const ancienChargement = Boolean(process.env.SUDOKU_NOYAU_SANS_CACHE);
  const typesDeNode = ancienChargement ? undefined : allegerLesTypesDeNode(sys);
  if (!ancienChargement) nePasSurveillerLesPaquets(sys);
  parlerFrancaisSousNode();
  const bibliotheque = ancienChargement
    ? undefined
    : new Bibliotheque(
        racine,
        lancerConstruction,
        correction && { dossier: correction.bibliotheque, pieges: correction.pieges },
      );
  const cellules = new Cellules(racine, { zones: etat, bibliotheque, typesDeNode });
  demarre.cellules = cellules;
  const noyau = new Noyau(serveur, cellules, racine);
  demarre.noyau = noyau;
  etat.poserLaDemandeDArret((message) => noyau.demanderArret(message));
  serveur.ecouter((message) => noyau.recevoirShell(message));
  controle.ecouter({
    recevoir: (message) => noyau.recevoirControle(message),
    arrete: () => noyau.arrete(),
  });
  journal(`prêt (pid ${process.pid})`);
}
