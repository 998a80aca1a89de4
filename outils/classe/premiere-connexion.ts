/**
 * Lancé par le hub, sous le compte de l'élève, avant chaque démarrage de son
 * serveur : copie chez lui les leçons qu'il n'a pas encore (outils/commun/travail.ts).
 * Une copie existante n'est jamais remplacée : c'est son travail. Sous son
 * compte, et non en administrateur, pour qu'un lien posé par l'élève dans son
 * dossier ne puisse pas faire écrire le hub ailleurs.
 *
 *   node premiere-connexion.js <leçons du cours> <dossier de l'élève>
 */
import { ErreurTravail, preparerTravail } from "../commun/travail";

const [source, destination] = process.argv.slice(2);
try {
  for (const nom of preparerTravail(source, destination)) console.log(`leçon copiée : ${nom}`);
} catch (erreur) {
  console.error(erreur instanceof ErreurTravail ? erreur.message : String(erreur));
  process.exit(1);
}
