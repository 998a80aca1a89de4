/**
 * Démarrer le noyau du cours : lancé par `jupyter/kernels/sudoku-ts/lanceur.js`
 * avec le fichier de connexion que Jupyter lui donne, depuis la racine du
 * projet (les cellules importent `./src/index` et lisent `data/…`).
 */
import { readFileSync } from "fs";
import { Cellules } from "./cellules";
import { estPanneDeTslab } from "./convertisseur";
import { journal } from "./journal";
import { Noyau } from "./noyau";
import { Serveur, type Connexion } from "./serveur";

export async function demarrerNoyau(fichierDeConnexion: string, racine: string): Promise<void> {
  const demarre: { noyau?: Noyau; cellules?: Cellules } = {};
  // Le bouton « interrompre » de Jupyter envoie SIGINT (interrupt_mode « signal ») :
  // une boucle sans fin s'arrête (breakOnSigint de tslab), une attente (await) aussi.
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
  // Le compilateur de tslab d'abord (quelques centaines de millisecondes) : en
  // attendant que les sockets s'ouvrent, Jupyter garde ses requêtes et réessaie.
  const cellules = new Cellules(racine);
  demarre.cellules = cellules;
  const serveur = new Serveur(connexion);
  const noyau = new Noyau(serveur, cellules, racine);
  demarre.noyau = noyau;
  await serveur.demarrer(
    (message) => noyau.recevoirShell(message),
    (message) => noyau.recevoirControle(message),
  );
  journal(`prêt (pid ${process.pid})`);
}
