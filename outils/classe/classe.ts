/**
 * npm run classe : sert le cours à une classe, avec JupyterHub, sur cette machine.
 *
 *   npm run classe -- --eleves 30                 30 comptes eleve01…eleve30, hub sur 127.0.0.1:8000
 *   npm run classe -- --ip 0.0.0.0 --port 8000    écouter sur le réseau de la salle
 *   npm run classe -- --dossier /srv/sudoku-classe --prefixe tp
 *   npm run classe -- --memoire 2048 --processeurs 0.5   limites de chaque élève
 *   npm run classe -- --disque 1024 --temporaires 128     son dossier, ses /tmp et /dev/shm
 *   npm run classe -- --help                       l'aide (mode-d-emploi.ts)
 *
 * Demande l'administrateur (root). Installe le cours dans `<dossier>/cours`
 * (lisible par tous, installation.ts), crée les comptes Unix des élèves
 * (comptes.ts) et écrit leurs mots de passe dans `<dossier>/hub/mots-de-passe.txt`
 * (600), puis lance JupyterHub (hub.ts) jusqu'à Ctrl+C. Chaque élève reçoit à
 * sa première connexion sa copie des leçons, dans `~/cours`, jamais écrasée
 * ensuite. Les comptes et leur travail restent après l'arrêt.
 *
 * Chaque élève est borné (mémoire, processeur, nombre de processus : voir
 * jupyter/classe/limites.py), et ses noyaux s'arrêtent avec son serveur. Son
 * dossier personnel est une image ext4 de taille fixe (`<dossier>/maisons`,
 * classe/maisons.ts), montée pendant que le hub tourne ; ses /tmp, /var/tmp,
 * /dev/shm et /run/lock sont à lui seul, bornés et effacés avec son serveur. Le
 * dépôt du professeur (carnets corrigés, dossier devoirs/ de nbgrader) ne doit
 * pas être lisible des comptes des élèves : s'il l'est, la commande le ferme.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { creerComptes } from "./comptes";
import { fermerLeDepot } from "./depot";
import { preparerEchange } from "./echange";
import { LIMITES_PAR_DEFAUT, lancerHub, type LimitesEleve } from "./hub";
import { ErreurClasse, installerCours } from "./installation";
import { compteMaison, preparerMaisons } from "./maisons";
import { MODE_D_EMPLOI, demandeLAide } from "./mode-d-emploi";
import { assurerEnvironnementPython } from "../commun/environnement-python";

interface Options {
  dossier: string;
  ip: string;
  port: number;
  eleves: number;
  prefixe: string;
  limites: LimitesEleve;
}

function lireOptions(args: string[]): Options {
  const options: Options = {
    dossier: "/srv/sudoku-classe",
    ip: "127.0.0.1",
    port: 8000,
    eleves: 0,
    prefixe: "eleve",
    limites: { ...LIMITES_PAR_DEFAUT },
  };
  for (let i = 0; i < args.length; i += 2) {
    const [nom, valeur] = [args[i], args[i + 1]];
    if (valeur === undefined) throw new ErreurClasse(`l'option ${nom} attend une valeur.`);
    if (nom === "--dossier") options.dossier = resolve(valeur);
    else if (nom === "--ip") options.ip = valeur;
    else if (nom === "--port") options.port = Number(valeur);
    else if (nom === "--eleves") options.eleves = Number(valeur);
    else if (nom === "--prefixe") options.prefixe = valeur;
    else if (nom === "--memoire") options.limites.memoireMo = Number(valeur);
    else if (nom === "--processeurs") options.limites.processeurs = Number(valeur);
    else if (nom === "--disque") options.limites.disqueMo = Number(valeur);
    else if (nom === "--temporaires") options.limites.temporairesMo = Number(valeur);
    else throw new ErreurClasse(`option inconnue : ${nom} (l'aide : npm run classe -- --help).`);
  }
  if (!Number.isInteger(options.limites.memoireMo) || options.limites.memoireMo < 256)
    throw new ErreurClasse("--memoire attend la mémoire de chaque élève en Mo (256 au moins).");
  if (!(options.limites.processeurs >= 0.1 && options.limites.processeurs <= 64))
    throw new ErreurClasse("--processeurs attend un nombre de cœurs par élève (0,1 à 64).");
  if (!Number.isInteger(options.limites.disqueMo) || options.limites.disqueMo < 64)
    throw new ErreurClasse(
      "--disque attend la taille du dossier de chaque élève en Mo (64 au moins).",
    );
  const { temporairesMo, memoireMo } = options.limites;
  if (!Number.isInteger(temporairesMo) || temporairesMo < 16 || temporairesMo > memoireMo)
    throw new ErreurClasse(
      "--temporaires attend la taille de chaque dossier temporaire d'un élève en Mo (16 au moins, au plus sa mémoire).",
    );
  if (!Number.isInteger(options.port) || options.port < 1 || options.port > 65535)
    throw new ErreurClasse("--port attend un numéro de port (1 à 65535).");
  if (!Number.isInteger(options.eleves) || options.eleves < 0 || options.eleves > 500)
    throw new ErreurClasse("--eleves attend un nombre de comptes (0 à 500).");
  return options;
}

/** Les comptes déjà donnés au professeur (fichier des mots de passe), pour les garder. */
function comptesConnus(fichier: string): string[] {
  if (!existsSync(fichier)) return [];
  return readFileSync(fichier, "utf8")
    .split("\n")
    .filter((l) => l && !l.startsWith("#"))
    .map((l) => l.split(/\s+/)[0]);
}

async function classe(): Promise<void> {
  if (demandeLAide(process.argv.slice(2))) {
    console.log(MODE_D_EMPLOI);
    return;
  }
  const options = lireOptions(process.argv.slice(2));
  if (process.getuid?.() !== 0)
    throw new ErreurClasse(
      "il faut lancer cette commande en administrateur (sudo npm run classe) : elle crée les comptes des élèves.",
    );
  await assurerEnvironnementPython();
  const ferme = fermerLeDepot();
  if (ferme) console.log(ferme);
  mkdirSync(options.dossier, { recursive: true, mode: 0o755 });
  chmodSync(options.dossier, 0o755);
  const cours = join(options.dossier, "cours");
  const etat = join(options.dossier, "hub");
  mkdirSync(etat, { recursive: true, mode: 0o700 });
  chmodSync(etat, 0o700);
  console.log(`Installation du cours dans ${cours}…`);
  const debut = Date.now();
  await installerCours(cours);
  console.log(`Cours installé (${((Date.now() - debut) / 1000).toFixed(1)} s).`);

  const fichier = join(etat, "mots-de-passe.txt");
  let eleves = comptesConnus(fichier);
  if (options.eleves > 0) {
    const comptes = creerComptes(options.prefixe, options.eleves);
    writeFileSync(
      fichier,
      "# compte  mot de passe (npm run classe ; à distribuer aux élèves)\n" +
        comptes.map((c) => `${c.nom}  ${c.motDePasse}`).join("\n") +
        "\n",
      { mode: 0o600 },
    );
    chmodSync(fichier, 0o600);
    eleves = comptes.map((c) => c.nom);
    console.log(
      `${comptes.length} comptes ; leurs mots de passe : ${fichier} (lisible par root seul).`,
    );
  }
  if (eleves.length === 0)
    throw new ErreurClasse(
      "aucun compte d'élève : lancez par exemple « npm run classe -- --eleves 30 ».",
    );

  const maisons = join(options.dossier, "maisons");
  for (const message of preparerMaisons(
    eleves.map(compteMaison),
    maisons,
    options.limites.disqueMo,
  ))
    console.log(message);

  // Les devoirs de nbgrader : récupérés et rendus par les élèves dans JupyterLab.
  const echange = preparerEchange(options.dossier, join(cours, "jupyter", "lab", "settings"));
  console.log(
    `Dossier d'échange des devoirs : ${echange.racine} (dans le nbgrader_config.py du cours : c.Exchange.root = "${echange.racine}").`,
  );
  const hub = await lancerHub({
    echange,
    cours,
    etat,
    ip: options.ip,
    port: options.port,
    eleves,
    limites: options.limites,
    maisons,
    journalSurLaConsole: true,
  });
  console.log(`\nLe cours est servi à ${hub.adresse}/ (pour arrêter : Ctrl+C).`);
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => void hub.arreter().then(() => process.exit(0)));
  // « close » : après les dernières lignes du hub, que le terminal doit encore recevoir.
  hub.processus.on("close", (code) => {
    if (code)
      console.error(
        `npm run classe : le hub s'est arrêté (code ${code}) ; détails dans ${hub.journal}.`,
      );
    process.exit(code ?? 0);
  });
}

classe().catch((erreur: unknown) => {
  const message = erreur instanceof ErreurClasse ? erreur.message : String((erreur as Error).stack);
  console.error(`npm run classe : ${message}`);
  process.exit(1);
});
