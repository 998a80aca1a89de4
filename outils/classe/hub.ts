/**
 * Lancer et arrêter le JupyterHub de la classe (jupyter/classe/jupyterhub_config.py).
 *
 * Le hub tourne en administrateur avec le Python de `.venv/` ; son état (base,
 * secret des cookies, journal, réglages) est dans un dossier à lui, en 700.
 * Les réglages de la séance sont écrits dans `reglages.json` de ce dossier,
 * que la configuration du hub lit.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { dirname, join } from "node:path";
import { RACINE, argumentsServeur, pythonDuProjet } from "../commun/jupyter";
import type { Echange } from "./echange";
import { ErreurClasse } from "./installation";
import { suivreLeJournal } from "./journal-du-hub";
import { compteMaison, demonterMaisons, monterMaisons } from "./maisons";

export interface OptionsHub {
  /** Le cours installé (installation.ts). */
  cours: string;
  /** Le dossier de l'état du hub (créé en 700). */
  etat: string;
  ip: string;
  port: number;
  /** Les comptes admis à se connecter. */
  eleves: string[];
  /** Les limites de chaque élève (jupyter/classe/limites.py) ; LIMITES_PAR_DEFAUT sinon. */
  limites?: LimitesEleve;
  /**
   * Le dossier des images des dossiers des élèves (maisons.ts, préparées) :
   * montées avant le hub, démontées quand il s'arrête. Sans lui, les dossiers
   * ne sont pas bornés.
   */
  maisons?: string;
  /** L'échange de nbgrader et la configuration des élèves (echange.ts) ; sans lui, pas de devoirs. */
  echange?: Echange;
  /**
   * Le journal du hub est toujours dans `etat/hub.log` ; avec cette option, le
   * terminal en reçoit aussi les lignes françaises (journal-du-hub.ts).
   */
  journalSurLaConsole?: boolean;
}

/** Ce que chaque élève peut prendre de la machine, tout compris (serveur, noyaux, enfants). */
export interface LimitesEleve {
  /** Mémoire, en Mo (cgroup pour tout l'élève ; rlimit pour chacun de ses processus). */
  memoireMo: number;
  /** Cœurs de processeur, au plus (1 : un cœur entier). */
  processeurs: number;
  /** Processus du compte, au plus (pas de bombe de fork). */
  processus: number;
  /** Son dossier personnel, en Mo (une image ext4 : outils/classe/maisons.ts). */
  disqueMo: number;
  /** Chacun de ses /tmp, /var/tmp, /dev/shm, /run/lock privés, en Mo (tmpfs, pris sur sa mémoire). */
  temporairesMo: number;
}

/**
 * Sur la machine de référence (2 cœurs, 24 Go, 30 élèves), un noyau au repos
 * prend 60 à 80 Mo : 1,5 Go laisse une marge large pour les leçons, et 30
 * élèves qui s'emballent tous à la fois ne dépassent pas la mémoire. Les
 * leçons d'un élève et leurs sorties tiennent en quelques Mo : 512 Mo de
 * disque lui laissent de quoi faire, et 30 élèves réservent 15 Go.
 */
export const LIMITES_PAR_DEFAUT: LimitesEleve = {
  memoireMo: 1536,
  processeurs: 1,
  processus: 256,
  disqueMo: 512,
  temporairesMo: 256,
};

export interface Hub {
  adresse: string;
  processus: ChildProcess;
  /** Son journal (en anglais), `etat/hub.log`. */
  journal: string;
  arreter(): Promise<void>;
}

/** Un port libre de la boucle locale. */
export async function portLibre(): Promise<number> {
  const [port] = await portsLibres(1);
  return port;
}

/**
 * `nombre` ports libres de la boucle locale, tous différents : chaque écoute
 * reste ouverte jusqu'à ce que toutes aient leur port, sinon le système
 * pourrait rendre deux fois le même.
 */
export async function portsLibres(nombre: number): Promise<number[]> {
  const serveurs: Server[] = [];
  try {
    const ports: number[] = [];
    for (let i = 0; i < nombre; i++) {
      const serveur = createServer();
      serveurs.push(serveur);
      ports.push(
        await new Promise<number>((resoudre, rejeter) => {
          serveur.once("error", rejeter);
          serveur.listen(0, "127.0.0.1", () => {
            const adresse = serveur.address();
            if (typeof adresse === "object" && adresse) resoudre(adresse.port);
            else rejeter(new Error("port"));
          });
        }),
      );
    }
    return ports;
  } finally {
    await Promise.all(serveurs.map((s) => new Promise((fini) => s.close(fini))));
  }
}

/**
 * Les options du serveur de l'élève : celles de `npm start` (outils/commun/jupyter.ts),
 * avec les chemins du cours installé au lieu de ceux du dépôt, sans l'adresse
 * ni le dossier montré (le hub les fixe) ni `--allow-root`.
 */
export function argumentsDuServeurEleve(cours: string): string[] {
  return argumentsServeur({ interface: "lab", racine: "" })
    .filter((a) => !/^--(ip|allow-root|ServerApp\.root_dir)\b/.test(a))
    .map((a) => a.split(RACINE).join(cours));
}

const CONFIGURATION = join(RACINE, "jupyter", "classe", "jupyterhub_config.py");

/** Combien de temps le hub a pour répondre (une seconde d'habitude, bien plus sous charge). */
const DELAI_DE_DEMARRAGE_MS = 180_000;

/**
 * Lance le hub ; rend la main quand il répond, ou lève une erreur qui dit
 * pourquoi (arrêté, avec son code, ou muet) avec la fin de son journal.
 * S'il s'arrête au démarrage, une seconde tentative prend d'autres ports
 * internes : un autre programme de la machine a pu prendre l'un d'eux entre
 * le moment où il a été choisi et celui où le hub l'ouvre.
 */
export async function lancerHub(options: OptionsHub): Promise<Hub> {
  const { maisons } = options;
  if (maisons === undefined) return await tenterDeuxFois(options);
  // Les dossiers des élèves montés le temps du hub, démontés quand il s'arrête, de quelque façon que ce soit.
  const comptes = options.eleves.map(compteMaison);
  const demonter = () => demonterMaisons(comptes, maisons);
  monterMaisons(comptes, maisons);
  let hub: Hub;
  try {
    hub = await tenterDeuxFois(options);
  } catch (erreur) {
    demonter();
    throw erreur;
  }
  hub.processus.once("exit", demonter);
  return {
    ...hub,
    arreter: async () => {
      await hub.arreter();
      demonter();
    },
  };
}

async function tenterDeuxFois(options: OptionsHub): Promise<Hub> {
  try {
    return await tenterHub(options);
  } catch (erreur) {
    if (!(erreur instanceof HubArrete)) throw erreur;
    return await tenterHub(options);
  }
}

/** Le hub s'est arrêté pendant son démarrage. */
class HubArrete extends ErreurClasse {}

async function tenterHub(options: OptionsHub): Promise<Hub> {
  mkdirSync(options.etat, { recursive: true, mode: 0o700 });
  chmodSync(options.etat, 0o700);
  const reglages = join(options.etat, "reglages.json");
  // Trois ports tirés ensemble : si l'un d'eux est le port public, déjà choisi, il en reste deux.
  const [portDuHub, portDuMandataire] = (await portsLibres(3)).filter((p) => p !== options.port);
  writeFileSync(
    reglages,
    JSON.stringify(
      {
        cours: options.cours,
        etat: options.etat,
        ip: options.ip,
        port: options.port,
        portDuHub,
        portDuMandataire,
        mandataire: [
          process.execPath,
          join(RACINE, "node_modules", "configurable-http-proxy", "bin", "configurable-http-proxy"),
        ],
        node: process.execPath,
        dossierDeNode: dirname(process.execPath),
        eleves: options.eleves,
        limites: options.limites ?? LIMITES_PAR_DEFAUT,
        disque:
          options.maisons === undefined
            ? null
            : {
                images: options.maisons,
                mo: (options.limites ?? LIMITES_PAR_DEFAUT).disqueMo,
              },
        argumentsDuServeur: argumentsDuServeurEleve(options.cours),
        echange: options.echange ?? null,
      },
      null,
      2,
    ),
    { mode: 0o600 },
  );
  const journal = join(options.etat, "hub.log");
  const hub = spawn(pythonDuProjet(), ["-m", "jupyterhub", "-f", CONFIGURATION], {
    cwd: options.etat,
    env: {
      ...process.env,
      SUDOKU_CLASSE_REGLAGES: reglages,
      // Rien dans le dossier personnel de l'administrateur : ce que Jupyter y mettrait va dans l'état du hub.
      IPYTHONDIR: join(options.etat, "ipython"),
      JUPYTER_CONFIG_DIR: join(options.etat, "jupyter"),
      JUPYTER_DATA_DIR: join(options.etat, "jupyter"),
      JUPYTER_RUNTIME_DIR: join(options.etat, "jupyter"),
      PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ""}`,
    },
    stdio: ["ignore", "pipe", "pipe"],
    // Son propre groupe de processus : le Ctrl+C du terminal n'atteint que `npm run classe`,
    // qui arrête le hub une seule fois (deux arrêts mêlés faisaient « Failed to stop user »).
    detached: true,
  });
  // Le hub ne survit pas à ce processus, même arrêté sans arrêter le hub.
  const arreterAvecNous = () => hub.kill("SIGTERM");
  process.once("exit", arreterAvecNous);
  hub.once("exit", () => process.off("exit", arreterAvecNous));
  const suivi = suivreLeJournal(
    [hub.stdout!, hub.stderr!],
    journal,
    options.journalSurLaConsole
      ? ({ texte, erreur }) => (erreur ? console.error(texte) : console.log(texte))
      : undefined,
  );
  const adresse = `http://${options.ip}:${options.port}`;
  const arreter = () => arreterHub(hub);
  const fin = Date.now() + DELAI_DE_DEMARRAGE_MS;
  const enMarche = () => hub.exitCode === null && hub.signalCode === null;
  while (Date.now() < fin && enMarche()) {
    // Pas de requête au mandataire avant que le hub ne soit prêt : il n'a pas encore de route
    // vers le hub, et chaque requête y laisserait une erreur 404 avec sa pile.
    if (suivi.pret)
      try {
        const reponse = await fetch(`${adresse}/hub/api/`, { signal: AbortSignal.timeout(5_000) });
        if (reponse.ok) return { adresse, processus: hub, journal, arreter };
      } catch {
        // Pas encore prêt.
      }
    await new Promise((r) => setTimeout(r, 300));
  }
  const arrete = !enMarche();
  await arreter();
  arreterMandataireOrphelin(options.etat);
  const pourquoi = arrete
    ? `le hub s'est arrêté au démarrage (${hub.exitCode !== null ? `code ${hub.exitCode}` : hub.signalCode})`
    : `le hub n'a pas répondu à ${adresse} en ${DELAI_DE_DEMARRAGE_MS / 1000} s`;
  // Le terminal du professeur n'a que du français : le journal anglais reste dans son fichier.
  const journalDit = options.journalSurLaConsole
    ? `détails dans son journal : ${journal}`
    : finDuJournal(journal);
  const message = `${pourquoi} ; ${journalDit}`;
  throw arrete ? new HubArrete(message) : new ErreurClasse(message);
}

/**
 * Le mandataire (configurable-http-proxy) que le hub a lancé avant d'échouer :
 * un hub qui ne parvient pas à le joindre s'arrête sans l'arrêter. On le
 * retrouve par le fichier où le hub a noté son numéro, et l'on vérifie que
 * c'est bien lui avant de l'arrêter.
 */
function arreterMandataireOrphelin(etat: string): void {
  const fichier = join(etat, "mandataire.pid");
  if (!existsSync(fichier)) return;
  const pid = Number(readFileSync(fichier, "utf8").trim());
  rmSync(fichier, { force: true });
  const commande = `/proc/${pid}/cmdline`;
  const estLui =
    Number.isInteger(pid) &&
    pid > 0 &&
    existsSync(commande) &&
    readFileSync(commande, "utf8").includes("configurable-http-proxy");
  if (estLui) process.kill(pid, "SIGTERM");
}

/** Les dernières lignes du journal du hub, pour le message d'échec. */
function finDuJournal(journal: string): string {
  if (!existsSync(journal)) return `pas de journal (${journal})`;
  const lignes = readFileSync(journal, "utf8").trimEnd().split("\n").slice(-15);
  return `fin de son journal (${journal}) :\n${lignes.join("\n")}`;
}

/**
 * Arrête le hub (qui arrête les serveurs des élèves et son mandataire), de
 * force au bout de 30 s ; puis laisse à ses dernières lignes (l'arrêt
 * propre) deux secondes au plus pour arriver au journal.
 */
async function arreterHub(hub: ChildProcess): Promise<void> {
  if (hub.exitCode === null && hub.signalCode === null)
    await new Promise<void>((fini) => {
      const force = setTimeout(() => hub.kill("SIGKILL"), 30_000);
      hub.once("exit", () => {
        clearTimeout(force);
        fini();
      });
      hub.kill("SIGTERM");
    });
  const fermees = [hub.stdout, hub.stderr].map((flux) =>
    flux && !flux.closed ? new Promise((fin) => flux.once("close", fin)) : undefined,
  );
  await Promise.race([Promise.all(fermees), new Promise((r) => setTimeout(r, 2_000).unref())]);
}
