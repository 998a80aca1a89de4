/**
 * L'aide de `npm run classe` (`--help`, `-h` ou `aide`) : chaque exemple est
 * une commande qui marche telle quelle, en administrateur.
 */
import { LIMITES_PAR_DEFAUT } from "./hub";

const { memoireMo, processeurs, disqueMo, temporairesMo } = LIMITES_PAR_DEFAUT;

export const MODE_D_EMPLOI = `npm run classe : sert le cours de Sudoku à une classe, avec JupyterHub, sur cette machine.

Usage (en administrateur : la commande crée les comptes Unix des élèves) :
  sudo npm run classe -- --eleves 30                 30 comptes eleve01…eleve30, hub sur 127.0.0.1:8000
  sudo npm run classe -- --eleves 30 --ip 0.0.0.0    écouter sur le réseau de la salle
  sudo npm run classe                                reprendre les comptes du dernier lancement

Options :
  --eleves N          crée N comptes (0 à 500) et tire leurs mots de passe
  --prefixe NOM       le début du nom des comptes (eleve par défaut)
  --ip ADRESSE        l'adresse où écouter (127.0.0.1 par défaut)
  --port N            le port (8000 par défaut)
  --dossier CHEMIN    le dossier de la classe (/srv/sudoku-classe par défaut)
  --memoire MO        la mémoire de chaque élève, tous ses processus ensemble (${memoireMo} par défaut)
  --processeurs N     ses cœurs de processeur, au plus (${processeurs} par défaut)
  --disque MO         la taille de son dossier personnel (${disqueMo} par défaut)
  --temporaires MO    chacun de ses /tmp, /var/tmp, /dev/shm, /run/lock (${temporairesMo} par défaut)
  --help, -h, aide    cette aide

Les mots de passe sont dans <dossier>/hub/mots-de-passe.txt (lisible par root seul), le
journal de JupyterHub dans <dossier>/hub/hub.log. Ctrl+C arrête le hub et les serveurs des
élèves ; les comptes et leur travail restent.`;

/** La ligne de commande demande-t-elle l'aide ? */
export function demandeLAide(args: string[]): boolean {
  return args.some((a) => a === "--help" || a === "-h" || a === "aide");
}
