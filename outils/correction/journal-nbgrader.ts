/**
 * Le journal de nbgrader, hors du terminal. nbgrader écrit en anglais tout ce
 * qu'il fait (`[AutogradeApp | INFO] …`) : ces lignes vont, toutes, dans
 * `journal-nbgrader.log` du dossier du cours (ajoutées à chaque commande, avec
 * la date et la commande). Le terminal ne reçoit que ce qui sert au
 * professeur, en français : copies ramassées, corrigées, mises de côté et
 * pourquoi, retours rendus, erreurs (avec le renvoi au journal).
 */
import { appendFileSync } from "node:fs";
import { join } from "node:path";
import { duree } from "./bilan-correction";
import { lisibleAuTerminal } from "./cours-nbgrader";

export const NOM_DU_JOURNAL = "journal-nbgrader.log";

/** Un message du journal de nbgrader, lignes de suite comprises (pile, avertissement sur plusieurs lignes). */
interface Message {
  niveau: string;
  texte: string;
  suite: string[];
}

/** Ce que la commande a fait, pour le résumé de la fin. */
interface Compte {
  ramassees: string[];
  aJour: string[];
  corrigees: string[];
  echouees: string[];
  retours: string[];
  rendus: string[];
  avertissements: number;
}

/** L'élève d'un chemin du dossier du cours : …/submitted/<élève>/<devoir>/… (ou autograded/, feedback/). */
function eleveDuChemin(chemin: string): string | undefined {
  return /\/(?:submitted|autograded|feedback)\/([^/]+)\/[^/]+\//.exec(chemin)?.[1];
}

const liste = (noms: string[]) => [...new Set(noms)].join(", ");

/** Une règle de traduction : un message de nbgrader (son texte anglais), et ce qu'on en fait. */
type Regle = [RegExp, (this: JournalNbgrader, m: RegExpExecArray) => void];

/** Les messages de nbgrader qui servent au professeur ; les autres ne vont qu'au journal. */
const REGLES: Regle[] = [
  [
    /^(?:Sanitizing|Autograding) (.+)$/,
    function (m) {
      this.copie(eleveDuChemin(m[1]));
    },
  ],
  [
    /^Writing \d+ bytes to (.+)$/,
    function (m) {
      this.fichier(m[1]);
    },
  ],
  [
    /^(?:Collecting|Updating) submission: (\S+) /,
    function (m) {
      this.compter("ramassees", m[1]);
    },
  ],
  [
    /^No newer submission to collect: (\S+) /,
    function (m) {
      this.compter("aJour", m[1]);
    },
  ],
  [
    /^No submissions of /,
    function () {
      this.dire("Aucune copie rendue dans le dossier d'échange.");
    },
  ],
  [
    /^Releasing feedback for student '(.+?)' on /,
    function (m) {
      this.compter("rendus", m[1]);
    },
  ],
  [
    /<\S+ for (.+)> is ([\d.]+) seconds late$/,
    function (m) {
      this.copie(m[1]);
      if (this.retards.has(m[1])) return;
      this.retards.add(m[1]);
      this.dire(`  copie rendue en retard de ${duree(Number(m[2]))}`);
    },
  ],
  [
    /^Released as: \S+ (.+)$/,
    function (m) {
      this.dire(`Devoir ${m[1]} déposé dans le dossier d'échange.`);
    },
  ],
  [
    /^Destination: (.+)$/,
    function (m) {
      this.destination = m[1];
    },
  ],
  [
    /^Fetched as: \S+ (.+)$/,
    function (m) {
      this.dire(`Devoir ${m[1]} reçu dans ${this.destination ?? "le dossier de l'élève"}.`);
    },
  ],
  [
    /^Fetched feedback: (.+)$/,
    function (m) {
      this.dire(`Retour reçu : ${m[1]}`);
    },
  ],
  [
    /^Submitted as: \S+ (\S+) (.+)$/,
    function (m) {
      this.dire(`Copie du devoir ${m[1]} rendue (${m[2]}).`);
    },
  ],
  [
    /^Attribute '(\w+)' for cell (\S+) has changed!/,
    function (m) {
      this.dire(
        `  copie de ${this.courante} : la cellule ${m[2]} a été modifiée (${m[1]}) ; ` +
          "la correction la remet comme dans le devoir",
      );
    },
  ],
  [
    /^copie arrêtée : (.+)$/,
    function (m) {
      this.dire(`  copie de ${this.courante} arrêtée : ${m[1]}`);
    },
  ],
  [
    /^.+ claims to be submitted by (\S+) but is owned by (\S+);/,
    function (m) {
      this.dire(
        `  la copie rendue au nom de ${m[1]} appartient au compte ${m[2]} : vérifiez qu'elle vient de ${m[1]}`,
      );
    },
  ],
  [
    /^No notebooks were matched by '(.+)\/[^/]*'$/,
    function (m) {
      const eleve = eleveDuChemin(`${m[1]}/`) ?? m[1];
      this.compter("echouees", eleve);
      this.dire(`  copie de ${eleve} mise de côté : aucun carnet (.ipynb) dans ${m[1]}`);
    },
  ],
  [
    /^There was an error processing assignment: (.+)$/,
    function (m) {
      const eleve = eleveDuChemin(`${m[1]}/`) ?? m[1];
      this.compter("echouees", eleve);
      this.dire(`  copie de ${eleve} mise de côté : nbgrader a échoué sur elle`);
    },
  ],
];

export class JournalNbgrader {
  readonly chemin: string;
  private message: Message | undefined;
  private eleve: string | undefined;
  destination: string | undefined;
  readonly retards = new Set<string>();
  private readonly compte: Compte = {
    ramassees: [],
    aJour: [],
    corrigees: [],
    echouees: [],
    retours: [],
    rendus: [],
    avertissements: 0,
  };

  /** `dire` écrit une ligne pour le professeur (le terminal, par défaut). */
  constructor(
    cours: string,
    args: string[],
    readonly dire: (ligne: string) => void = (l) =>
      process.stdout.write(`${lisibleAuTerminal(l)}\n`),
    /** Les messages sans traduction passent aussi, tels quels (`npm run devoirs -- nbgrader list`). */
    private readonly brut = false,
  ) {
    this.chemin = join(cours, NOM_DU_JOURNAL);
    this.ecrire(`\n==== ${new Date().toISOString()} : nbgrader ${args.join(" ")}`);
  }

  private ecrire(ligne: string): void {
    appendFileSync(this.chemin, `${ligne}\n`);
  }

  /** Une ligne de la sortie d'erreur de nbgrader, où va son journal. */
  ligneDuJournal(ligne: string): void {
    this.ecrire(ligne);
    const debut = /^\[\w+ \| (DEBUG|INFO|WARNING|ERROR|CRITICAL)\] ?(.*)$/.exec(ligne);
    if (debut) {
      this.finirMessage();
      this.message = { niveau: debut[1], texte: debut[2], suite: [] };
    } else if (/^Traceback \(most recent call last\)/.test(ligne)) {
      // Une pile hors du journal : nbgrader s'est arrêté sur une erreur.
      this.finirMessage();
      this.message = { niveau: "ERROR", texte: ligne, suite: [] };
    } else if (this.message) this.message.suite.push(ligne);
    // Le reste (les messages du noyau, en français) ne va qu'au journal.
  }

  /** Une ligne de la sortie ordinaire de nbgrader (listes, exports) : au journal et au terminal. */
  ligneDeSortie(ligne: string): void {
    this.ecrire(ligne);
    this.dire(ligne);
  }

  private finirMessage(): void {
    const message = this.message;
    this.message = undefined;
    if (message) this.traduire(message);
  }

  /** Le message, dit en français s'il sert au professeur ; sinon seulement au journal. */
  private traduire({ niveau, texte, suite }: Message): void {
    for (const [motif, faire] of REGLES) {
      const m = motif.exec(texte);
      if (m) return faire.call(this, m);
    }
    if (niveau === "ERROR" || niveau === "CRITICAL") this.erreur(texte, suite);
    else if (this.brut) [texte, ...suite].forEach((l) => this.dire(l));
    else if (niveau === "WARNING") this.compte.avertissements++;
  }

  /** Une copie commence sa correction (nettoyage, puis exécution) : on le dit une fois. */
  copie(eleve: string | undefined): void {
    if (!eleve || eleve === this.eleve) return;
    this.eleve = eleve;
    this.compte.corrigees.push(eleve);
    this.dire(`Correction de la copie de ${eleve}…`);
  }

  /** Un fichier écrit par nbgrader : une version élève, ou une page de retour. */
  fichier(chemin: string): void {
    const eleve = eleveDuChemin(chemin);
    if (chemin.includes("/release/")) this.dire(`Version élève : ${chemin}`);
    else if (eleve && chemin.includes("/feedback/") && chemin.endsWith(".html"))
      this.compte.retours.push(eleve);
  }

  /** La copie en cours de correction. */
  get courante(): string {
    return this.eleve ?? "?";
  }

  /** Un élève de plus dans une liste du résumé. */
  compter(liste: Exclude<keyof Compte, "avertissements">, eleve: string): void {
    this.compte[liste].push(eleve);
  }

  /** Une erreur de nbgrader : sa dernière ligne (le message d'une pile), en renvoyant au journal. */
  private erreur(texte: string, suite: string[]): void {
    const lignes = [texte, ...suite].map((l) => l.trim()).filter(Boolean);
    const derniere = lignes.at(-1);
    if (!derniere) return;
    this.dire(`Erreur de nbgrader : ${derniere}`);
  }

  /** La fin de la commande : ce qu'elle a fait, et où est le journal. */
  finir(code: number): void {
    this.finirMessage();
    this.ecrire(`==== fin (code ${code})`);
    const c = this.compte;
    if (c.ramassees.length > 0)
      this.dire(`Copies ramassées (${new Set(c.ramassees).size}) : ${liste(c.ramassees)}.`);
    if (c.aJour.length > 0) this.dire(`Déjà ramassées, rien de plus récent : ${liste(c.aJour)}.`);
    const corrigees = c.corrigees.filter((e) => !c.echouees.includes(e));
    if (corrigees.length > 0)
      this.dire(`Copies corrigées (${new Set(corrigees).size}) : ${liste(corrigees)}.`);
    if (c.echouees.length > 0)
      this.dire(`Copies mises de côté (voir plus haut) : ${liste(c.echouees)}.`);
    if (c.retours.length > 0)
      this.dire(`Pages de retour (${new Set(c.retours).size}) : ${liste(c.retours)}.`);
    if (c.rendus.length > 0)
      this.dire(`Retours rendus dans le dossier d'échange : ${liste(c.rendus)}.`);
    const avertis =
      c.avertissements > 0 ? ` (${c.avertissements} avertissement(s) de nbgrader)` : "";
    this.dire(`Journal de nbgrader${avertis} : ${this.chemin}`);
  }
}
