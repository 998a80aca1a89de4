/**
 * Le journal du hub de la classe : ce qu'écrivent JupyterHub, son mandataire
 * (configurable-http-proxy) et les serveurs des élèves, en anglais, va tout
 * entier dans un fichier du dossier du hub ; le terminal du professeur n'en
 * reçoit que des lignes françaises (un élève connecté, son serveur démarré ou
 * arrêté, l'arrêt du hub) et chaque erreur, dite en français avec la ligne du
 * journal où la lire.
 */
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";

/** Une ligne pour le terminal ; `erreur` : sur la sortie d'erreur. */
export interface LigneFrancaise {
  texte: string;
  erreur: boolean;
}

/** Un message de JupyterHub ou d'un serveur Jupyter : « [I 2026-12-07 05:38:42.416 JupyterHub app:3493] … ». */
const ENTETE_JUPYTER = /^\[([DIWEC]) \d{4}-\d\d-\d\d (\d\d:\d\d:\d\d)\.\d+ [^\]]+\] ?(.*)$/;
/** Un message du mandataire : « 2026-12-07T05:38:43.609Z [ConfigProxy] info: … ». */
const ENTETE_MANDATAIRE = /^\S+ \[ConfigProxy\] (\w+): ?(.*)$/;
/** Les autres lignes anglaises : nbgrader, piles Python et Node, avertissements d'asyncio. */
const AUTRES_LIGNES_ANGLAISES = [
  /^\[\w+ \| [A-Z]+\]/,
  /^Traceback \(most recent call last\):/,
  /^\s+File ".*", line \d+/,
  /^\s+at .+:\d+:\d+\)?( \{)?$/,
  /^\s+(errno|code|syscall|address|port): /,
  /^Task was destroyed but it is pending!/,
  /^task: <Task /,
];
/** Les lignes françaises écrites par jupyter/classe/jupyterhub_config.py. */
const PREFIXE_CLASSE = "[classe] ";

/** Les couleurs du terminal, que le mandataire met dans ses lignes. */
const COULEURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");
const sansCouleurs = (ligne: string) => ligne.replace(COULEURS, "");

/**
 * Les lignes de `sortie` (ce qu'a montré un terminal) écrites par JupyterHub,
 * son mandataire ou un serveur Jupyter : en usage normal, il n'y en a aucune.
 */
export function lignesAnglaisesDuHub(sortie: string): string[] {
  return sortie
    .split("\n")
    .map(sansCouleurs)
    .filter(
      (ligne) =>
        ENTETE_JUPYTER.test(ligne) ||
        ENTETE_MANDATAIRE.test(ligne) ||
        AUTRES_LIGNES_ANGLAISES.some((motif) => motif.test(ligne)),
    );
}

/** Les messages de JupyterHub que le professeur lit en français. */
const TRADUCTIONS: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^User logged in: (\S+)$/, (m) => `Connexion de ${m[1]}.`],
  [
    /^Failed login for '?([^']*)'?$/,
    (m) => `Connexion refusée pour « ${m[1]} » (nom ou mot de passe incorrect).`,
  ],
  [
    /^User (\S+) took ([\d.]+) seconds to start$/,
    (m) => `Serveur de ${m[1]} démarré (${Number(m[2]).toFixed(1).replace(".", ",")} s).`,
  ],
  [/^User (\S+) server took [\d.]+ seconds to stop$/, (m) => `Serveur de ${m[1]} arrêté.`],
  [
    /^User (\S+) server stopped, with exit code: (.*)$/,
    (m) => `Le serveur de ${m[1]} s'est arrêté de lui-même (code ${m[2]}).`,
  ],
  [/^Received signal \w+, initiating shutdown/, () => "Arrêt du hub et des serveurs des élèves…"],
  [/^\.\.\.done$/, () => "Hub arrêté proprement ; les comptes et le travail des élèves restent."],
];

/**
 * Les messages d'erreur qui n'en sont pas :
 * - le signal d'arrêt, dit par JupyterHub en « critique » ;
 * - une date d'activité que le serveur d'un élève n'a pas pu envoyer au hub (hub
 *   trop lent, machine chargée) : il réessaie seul pendant une minute, puis ne dit
 *   « Failed to notify Hub of activity », qui reste une erreur, que s'il y renonce.
 */
const PAS_UNE_ERREUR = [
  /^Received signal \w+, initiating shutdown/,
  /^Error notifying Hub of activity\b/,
];

/**
 * Ce que le terminal montre d'une ligne du journal (numéro `numero` de
 * `fichier`), ou rien : un message connu, traduit ; une erreur, dite avec
 * l'endroit du journal où la lire ; les lignes de la classe, sans leur
 * préfixe ; le reste (messages ordinaires, suites de piles), rien.
 */
export function ligneFrancaise(
  ligne: string,
  numero: number,
  fichier: string,
): LigneFrancaise | undefined {
  const propre = sansCouleurs(ligne);
  if (propre.startsWith(PREFIXE_CLASSE))
    return { texte: propre.slice(PREFIXE_CLASSE.length), erreur: false };
  const renvoi = `détails dans ${fichier}, ligne ${numero}`;
  const jupyter = ENTETE_JUPYTER.exec(propre);
  if (jupyter) {
    const [, niveau, heure, message] = jupyter;
    for (const [motif, traduire] of TRADUCTIONS) {
      const m = motif.exec(message);
      if (m) return { texte: traduire(m), erreur: false };
    }
    if ((niveau === "E" || niveau === "C") && !PAS_UNE_ERREUR.some((motif) => motif.test(message)))
      return { texte: `Erreur du hub à ${heure} : ${renvoi}.`, erreur: true };
    return undefined;
  }
  const mandataire = ENTETE_MANDATAIRE.exec(propre);
  // Une connexion coupée par le serveur d'un élève qui s'arrête pendant que son onglet JupyterLab
  // tient un websocket ou en ouvre un : Node la dit « read ECONNRESET » ou, si la réponse n'avait
  // pas commencé, « socket hang up » (même code ECONNRESET). Le mandataire la dit « erreur » ;
  // rien n'est perdu.
  if (mandataire?.[1] === "error" && !/\bECONNRESET\b|\bsocket hang up$/.test(mandataire[2]))
    return { texte: `Erreur du mandataire du hub : ${renvoi}.`, erreur: true };
  return undefined;
}

/**
 * Une lecture (GET, HEAD) que la page de l'élève a quittée avant la réponse (onglet
 * rechargé ou fermé) : le serveur de l'élève la dit « Uncaught exception » et finit
 * sa pile par StreamClosedError. Rien n'est perdu, mais cela ne se sait qu'à la
 * dernière ligne de la pile : l'erreur attend jusque-là.
 */
const LECTURE_NON_RATTRAPEE = /^\[E [^\]]+\] Uncaught exception (GET|HEAD) /;
// Le formateur de Tornado décale de quatre espaces les lignes de la pile.
const PAGE_PARTIE = /^\s*tornado\.iostream\.StreamClosedError\b/;
/** Une ligne qui n'est pas la suite d'une pile : un nouveau message. */
const NOUVEAU_MESSAGE = (ligne: string) =>
  ENTETE_JUPYTER.test(ligne) || ENTETE_MANDATAIRE.test(ligne) || ligne.startsWith(PREFIXE_CLASSE);
/** Une pile qui ne finit pas (sortie muette ensuite) ne retient pas son erreur plus longtemps. */
const ATTENTE_MAX_MS = 1000;

/** Lit les lignes d'une sortie du hub, dans l'ordre, et rend au terminal celles qu'il doit voir. */
export interface LecteurDuJournal {
  lire(ligne: string, numero: number): void;
  finir(): void;
}

/** Le lecteur d'une sortie du hub : `ligneFrancaise`, sauf une lecture quittée par la page. */
export function lecteurDuJournal(
  fichier: string,
  ecrire: (ligne: LigneFrancaise) => void,
): LecteurDuJournal {
  let enAttente: LigneFrancaise | undefined;
  let minuteur: NodeJS.Timeout | undefined;
  const liberer = (montrer: boolean) => {
    clearTimeout(minuteur);
    if (montrer && enAttente) ecrire(enAttente);
    enAttente = undefined;
  };
  return {
    lire(ligne, numero) {
      const propre = sansCouleurs(ligne);
      if (enAttente) {
        if (PAGE_PARTIE.test(propre)) return liberer(false);
        if (!NOUVEAU_MESSAGE(propre)) return;
        liberer(true);
      }
      const francaise = ligneFrancaise(ligne, numero, fichier);
      if (!francaise) return;
      if (!francaise.erreur || !LECTURE_NON_RATTRAPEE.test(propre)) return ecrire(francaise);
      enAttente = francaise;
      minuteur = setTimeout(() => liberer(true), ATTENTE_MAX_MS);
      minuteur.unref();
    },
    finir: () => liberer(true),
  };
}

/** Le journal d'un hub lancé : `pret` devient vrai quand JupyterHub se dit prêt. */
export interface Journal {
  fichier: string;
  pret: boolean;
}

/**
 * Le nombre de lignes de chaque journal, tenu ici : deux tentatives de
 * lancement y écrivent l'une après l'autre, et les dernières lignes de la
 * première (son mandataire) peuvent arriver après les premières de la seconde.
 */
const lignesDuJournal = new Map<string, number>();

/** Ajoute `ligne` au journal ; rend son numéro (0 si le dossier du hub a disparu). */
function ajouter(fichier: string, ligne: string): number {
  const avant =
    lignesDuJournal.get(fichier) ??
    (existsSync(fichier) ? readFileSync(fichier, "utf8").split("\n").length - 1 : 0);
  try {
    appendFileSync(fichier, ligne + "\n", { mode: 0o600 });
  } catch {
    // Le dossier du hub effacé (fin d'un essai) : ses dernières lignes n'ont plus où aller.
    return 0;
  }
  lignesDuJournal.set(fichier, avant + 1);
  return avant + 1;
}

/**
 * Suit les sorties du hub : chaque ligne va au bout de `fichier` ; si
 * `ecrire` est donné, il reçoit les lignes françaises pour le terminal.
 */
export function suivreLeJournal(
  sorties: Readable[],
  fichier: string,
  ecrire?: (ligne: LigneFrancaise) => void,
): Journal {
  const journal: Journal = { fichier, pret: false };
  for (const sortie of sorties) {
    const lecteur = ecrire && lecteurDuJournal(fichier, ecrire);
    const lignes = createInterface({ input: sortie, crlfDelay: Infinity });
    lignes.on("line", (ligne) => {
      const numero = ajouter(fichier, ligne);
      if (/\] JupyterHub is now running at /.test(ligne)) journal.pret = true;
      if (lecteur && numero > 0) lecteur.lire(ligne, numero);
    });
    if (lecteur) lignes.on("close", () => lecteur.finir());
  }
  return journal;
}
