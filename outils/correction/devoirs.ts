/**
 * npm run devoirs -- <sous-commande> : le cours donné avec nbgrader (devoirs
 * tirés des carnets du professeur, correction automatique, retours, notes).
 *
 * La commande lance le nbgrader de `.venv/` dans le dossier du cours
 * (`devoirs/` par défaut, `--cours DOSSIER` sinon), avec le noyau du cours,
 * la configuration du dépôt (jupyter/nbgrader/nbgrader_config.py) et les
 * dossiers de Jupyter dans `.jupyter/` du projet : rien n'est écrit dans le
 * dossier personnel. Voir docs/professeur-nbgrader.md.
 */
import { spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { ErreurCarnet, lireCarnet } from "../carnets/carnets";
import { JournalNbgrader, NOM_DU_JOURNAL } from "./journal-nbgrader";
import { optionsDeLEleve, optionsDeRamasser } from "./une-machine";
import { ecrireCasDeReference, exerciceNote } from "./cas-de-reference";
import { RACINE, commandeDuProjet } from "../commun/jupyter";
import {
  ErreurDevoirs,
  IDENTIFIANT_DU_COURS,
  environnementNbgrader,
  lisibleAuTerminal,
} from "./cours-nbgrader";

const PROFESSEUR = join(RACINE, "notebooks", "professeur");
export const COURS_PAR_DEFAUT = join(RACINE, "devoirs");

/** Une étape à faire avant : le dossier du cours (release/, submitted/…) où le devoir doit être. */
interface Prealable {
  dossier: "release" | "submitted" | "autograded" | "feedback";
  etape: string;
}

/** Les sous-commandes qui ne font qu'appeler nbgrader, avec le nom de la sienne. */
const NBGRADER: Record<string, { commande: string[]; role: string; prealable?: Prealable }> = {
  generer: {
    commande: ["generate_assignment", "--force"],
    role: "fabrique les versions élèves (release/) d'un devoir",
  },
  distribuer: {
    commande: ["release_assignment", "--force"],
    role: "dépose les versions élèves dans le dossier d'échange",
    prealable: { dossier: "release", etape: "npm run devoirs -- generer" },
  },
  ramasser: {
    commande: ["collect", "--update"],
    role: "ramasse les copies rendues (submitted/)",
  },
  corriger: {
    commande: ["autograde", "--force"],
    role: "exécute et note les copies (autograded/, gradebook.db)",
    prealable: { dossier: "submitted", etape: "npm run devoirs -- ramasser" },
  },
  retours: {
    commande: ["generate_feedback", "--force"],
    role: "fabrique les pages de retour en HTML (feedback/)",
    prealable: { dossier: "autograded", etape: "npm run devoirs -- corriger" },
  },
  "rendre-retours": {
    commande: ["release_feedback"],
    role: "dépose les retours dans le dossier d'échange",
    prealable: { dossier: "feedback", etape: "npm run devoirs -- retours" },
  },
};

/** Une erreur en français si l'étape d'avant n'a pas été faite pour ce devoir. */
function verifierPrealable(cours: string, devoir: string, prealable: Prealable | undefined): void {
  if (!prealable) return;
  const dossier = join(cours, prealable.dossier);
  const fait =
    prealable.dossier === "release"
      ? existsSync(join(dossier, devoir))
      : existsSync(dossier) &&
        readdirSync(dossier).some((e) => existsSync(join(dossier, e, devoir)));
  if (!fait)
    throw new ErreurDevoirs(
      `rien pour « ${devoir} » dans ${dossier} : lancez d'abord « ${prealable.etape} ${devoir}${optionCours(cours)} »`,
    );
}

const AIDE = `npm run devoirs -- <sous-commande> [--cours DOSSIER] …

  creer DEVOIR CARNET…   crée le dossier du cours s'il manque et y range les carnets du
                         professeur (source/DEVOIR/) : creer lecon1 01-td-retour-arriere
  eleve ID [--nom N] [--prenom P]
                         inscrit un élève dans la base de notes
  echeance DEVOIR DATE   fixe la date de rendu (heure de cette machine) : echeance lecon1
                         2026-12-14T18:00 ; ramasser et corriger disent qui est en retard
${Object.entries(NBGRADER)
  .map(([nom, { role }]) => `  ${`${nom} DEVOIR`.padEnd(22)} ${role}`)
  .join("\n")}
  reponses DEVOIR [--eleve X] [--a-noter]
                         montre les réponses aux questions ouvertes, chacune sous sa question
                         et son barème, et où en est sa note
  noter DEVOIR ELEVE CELLULE POINTS [--commentaire "…"] [--meme-vide]
                         note à la main la réponse d'un élève à une question ouverte
                         (une réponse laissée vide : seulement avec --meme-vide)
                         (noter lecon1 alice reponse-l1-colonne-j 2 --commentaire "…")
  formgrader             ouvre formgrader, l'outil de nbgrader pour noter à la main, dans
                         JupyterLab (racine : le dossier du cours, sur 127.0.0.1)
  notes [FICHIER.csv] [--format nbgrader]
                         la feuille de notes pour LibreOffice ou Excel (« ; », virgule
                         décimale, une ligne par élève, sur 20), notes.csv du dossier du
                         cours par défaut ; --format nbgrader : le CSV de nbgrader
  importer DEVOIR DOSSIER
                         range dans submitted/ les copies reçues hors du dossier d'échange
                         (<carnet>--<identifiant>.ipynb : « Rendre mon devoir » du site)
  nbgrader …             toute autre commande de nbgrader, dans le même environnement

Le dossier du cours est devoirs/ du projet, ou --cours DOSSIER. Les options qui suivent
sont passées à nbgrader (par exemple corriger lecon1 --student alice). corriger exécute
chaque copie dans une cage (bubblewrap) ; --sans-cage s'en passe, à vos risques. Les
questions ouvertes restent « à noter » après corriger : reponses, puis noter (ou formgrader),
puis retours.`;

/** Le nbgrader_config.py propre à un dossier de cours : nom, racine, dossier d'échange. */
function configurationDuCours(cours: string): string {
  return [
    "# Le cours nbgrader, créé par « npm run devoirs -- creer ». La configuration commune",
    "# (délimiteurs, ébauche, noyau, délai, retours en français) est dans le dépôt :",
    `# ${join(RACINE, "jupyter", "nbgrader", "nbgrader_config.py")}.`,
    "c = get_config()  # noqa: F821",
    `c.CourseDirectory.course_id = ${JSON.stringify(IDENTIFIANT_DU_COURS)}`,
    `c.CourseDirectory.root = ${JSON.stringify(cours)}`,
    "# Le dossier d'échange de release_assignment, fetch_assignment, submit et collect.",
    "# Sur un serveur partagé, mettez-y un dossier que tous les élèves peuvent lire et écrire.",
    `c.Exchange.root = ${JSON.stringify(join(cours, "echange"))}`,
    "",
  ].join("\n");
}

/** Crée le dossier du cours (s'il manque) et y copie les carnets d'un devoir. */
export function creerDevoir(cours: string, devoir: string, carnets: string[]): string[] {
  if (!/^[A-Za-z0-9_-]+$/.test(devoir))
    throw new ErreurDevoirs(`nom de devoir invalide : « ${devoir} » (lettres, chiffres, - et _)`);
  if (carnets.length === 0)
    throw new ErreurDevoirs("donnez au moins un carnet : creer lecon1 01-td-retour-arriere");
  const connus = readdirSync(PROFESSEUR).filter((n) => n.endsWith(".ipynb"));
  const noms = carnets.map((c) => c.replace(/\.ipynb$/, "") + ".ipynb");
  for (const nom of noms) {
    if (!connus.includes(nom)) {
      const liste = connus.map((n) => n.replace(/\.ipynb$/, "")).join(", ");
      throw new ErreurDevoirs(`carnet inconnu : « ${nom} » ; les carnets du cours : ${liste}`);
    }
  }
  const source = join(cours, "source", devoir);
  mkdirSync(source, { recursive: true });
  fermerAuxAutres(cours);
  const config = join(cours, "nbgrader_config.py");
  if (!existsSync(config)) writeFileSync(config, configurationDuCours(cours));
  for (const nom of noms) copyFileSync(join(PROFESSEUR, nom), join(source, nom));
  return noms.map((nom) => join(source, nom));
}

/**
 * Lance nbgrader dans le dossier du cours. Son journal va dans
 * journal-nbgrader.log du cours ; le terminal reçoit, au fil de l'eau (une
 * correction dure plusieurs minutes), ce qu'il fait en français.
 */
export function lancerNbgrader(
  cours: string,
  args: string[],
  supplement: NodeJS.ProcessEnv = {},
  brut = false,
): Promise<number> {
  const nbgrader = commandeDuProjet("nbgrader");
  if (!nbgrader)
    throw new ErreurDevoirs(
      "nbgrader est introuvable dans .venv/ : lancez d'abord « npm start » ou « npm test », " +
        "qui installent le Jupyter du projet.",
    );
  // Les dossiers des copies en correction (un par copie, seul partagé avec sa cage, voir
  // jupyter/nbgrader/execution.py) : dans un dossier neuf, à ce seul lancement.
  const sockets = mkdtempSync(join(tmpdir(), "sudoku-correction-"));
  const env = { ...environnementNbgrader(process.env, sockets), ...supplement };
  // IPython (chargé par nbgrader) se rabat sur un dossier temporaire, jamais effacé, si le sien manque.
  if (env.IPYTHONDIR) mkdirSync(env.IPYTHONDIR, { recursive: true });
  const enfant = spawn(nbgrader, args, { cwd: cours, env, stdio: ["inherit", "pipe", "pipe"] });
  // Le journal anglais de nbgrader va dans le dossier du cours ; le terminal n'en reçoit que le français.
  const journal = new JournalNbgrader(cours, args, undefined, brut);
  const erreurs = createInterface({ input: enfant.stderr });
  erreurs.on("line", (ligne) => journal.ligneDuJournal(ligne));
  createInterface({ input: enfant.stdout }).on("line", (ligne) => journal.ligneDeSortie(ligne));
  const lu = new Promise((fini) => erreurs.on("close", fini));
  return new Promise<number>((resoudre, rejeter) => {
    enfant.on("error", (e) =>
      rejeter(new ErreurDevoirs(`nbgrader n'a pas pu être lancé : ${e.message}`)),
    );
    enfant.on("close", (code) => resoudre(code ?? 1));
  })
    .then(async (code) => {
      await lu;
      journal.finir(code);
      return code;
    })
    .finally(() => rmSync(sockets, { recursive: true, force: true }));
}

/** Les exercices notés d'un devoir : ceux des cellules `verifier-<nom>` de ses carnets. */
export function exercicesDuDevoir(cours: string, devoir: string): string[] {
  const dossier = join(cours, "source", devoir);
  const noms = new Set<string>();
  for (const fichier of readdirSync(dossier).filter((f) => f.endsWith(".ipynb"))) {
    for (const cellule of lireCarnet(join(dossier, fichier)).cells) {
      const nom = exerciceNote(cellule);
      if (nom) noms.add(nom);
    }
  }
  return [...noms].sort();
}

/**
 * Les élèves dont une copie du devoir n'est pas un carnet lisible : chacune
 * est dite en français (fichier, ligne, colonne), et l'élève est laissé de
 * côté par nbgrader, qui corrige les autres.
 */
function copiesIllisibles(cours: string, devoir: string): string[] {
  const soumis = join(cours, "submitted");
  if (!existsSync(soumis)) return [];
  const exclus: string[] = [];
  for (const eleve of readdirSync(soumis)) {
    const dossier = join(soumis, eleve, devoir);
    if (!existsSync(dossier)) continue;
    for (const fichier of readdirSync(dossier).filter((f) => f.endsWith(".ipynb"))) {
      try {
        const { nbformat } = lireCarnet(join(dossier, fichier));
        // nbgrader ne lit que le format 4 (celui de JupyterLab) et lèverait une erreur Python.
        if (nbformat !== 4)
          throw new ErreurCarnet(
            `${join(dossier, fichier)} est au format de carnet « ${String(nbformat)} » : la correction ` +
              "lit le format 4, celui qu'écrivent JupyterLab et Notebook 7.",
          );
      } catch (erreur) {
        if (!(erreur instanceof ErreurCarnet)) throw erreur;
        console.error(
          lisibleAuTerminal(
            `Copie de ${eleve} laissée de côté : ${erreur.message} Demandez-lui de la rendre de nouveau.`,
          ),
        );
        if (!exclus.includes(eleve)) exclus.push(eleve);
      }
    }
  }
  return exclus;
}

/**
 * La cage de correction s'ouvre-t-elle ici ? bubblewrap doit être installé,
 * et le système doit permettre ses espaces de noms (voir docs/professeur-nbgrader.md).
 */
function verifierLaCage(): void {
  const essai = spawnSync(
    "bwrap",
    ["--unshare-all", "--die-with-parent", "--ro-bind", "/", "/", "true"],
    {
      encoding: "utf8",
    },
  );
  if (essai.error)
    throw new ErreurDevoirs(
      "bubblewrap est introuvable : la correction exécute chaque copie dans sa cage. Installez-le (sudo apt install bubblewrap), puis relancez.",
    );
  if (essai.status !== 0)
    throw new ErreurDevoirs(
      `la cage de correction ne s'ouvre pas sur ce système (bubblewrap : ${essai.stderr.trim()}). ` +
        "Voir « Une correction à laquelle on peut se fier » dans docs/professeur-nbgrader.md.",
    );
}

/**
 * Avant de corriger : la construction de la correction (la bibliothèque que
 * voit la cage, sans ce qui répond aux exercices du devoir), la copie de
 * plotly que les graphiques lisent, puis les cas de référence du devoir.
 */
async function preparerCorrection(
  cours: string,
  devoir: string,
  sansCage: boolean,
): Promise<NodeJS.ProcessEnv> {
  if (sansCage)
    console.error(
      "Attention : correction sans cage (--sans-cage). Chaque copie s'exécute sous votre compte, avec vos " +
        "droits : elle peut lire les autres copies et les tests cachés, écrire dans la base de notes, " +
        "garder des processus. Le juge et les pièges notent comme en cage.",
    );
  else verifierLaCage();
  const { construireLaCorrection, piegesDesExercices } =
    await import("./bibliotheque-de-correction");
  let construction: { dossier: string; pieges: string[] };
  try {
    construction = await construireLaCorrection(
      await piegesDesExercices(exercicesDuDevoir(cours, devoir)),
    );
  } catch (erreur) {
    throw new ErreurDevoirs((erreur as Error).message);
  }
  // La cage lit la copie de plotly sans pouvoir l'écrire : faite ici, une fois par version.
  const { copiePlotly } = await import("../../src/hote/node/plotly");
  copiePlotly();
  // Les cas que passe le carnet du professeur, tests cachés compris : le juge n'en acceptera pas d'autres.
  const cas = join(cours, ".correction", `${devoir}-cas.json`);
  const debut = Date.now();
  try {
    await ecrireCasDeReference(join(cours, "source", devoir), cas, {
      pieges: construction.pieges,
      bibliotheque: construction.dossier,
    });
  } catch (erreur) {
    throw new ErreurDevoirs(`cas de référence : ${(erreur as Error).message}`);
  }
  console.error(
    `Cas de référence du devoir : carnets du professeur exécutés en ${((Date.now() - debut) / 1000).toFixed(0)} s.`,
  );
  return {
    ...(sansCage ? { SUDOKU_CORRECTION_SANS_CAGE: "1" } : {}),
    // Pour jupyter/nbgrader/execution.py, qui les écrit dans le contexte de chaque copie.
    SUDOKU_CORRECTION_PIEGES_JSON: JSON.stringify(construction.pieges),
    SUDOKU_CORRECTION_BIBLIOTHEQUE: construction.dossier,
    // Le juge (jupyter/nbgrader/juge.py) compare chaque copie au carnet du professeur, et ses cas à ceux-là.
    SUDOKU_CORRECTION_COURS: cours,
    SUDOKU_CORRECTION_CAS: cas,
  };
}

/**
 * Un filtre de lignes qui retire les piles Python (« Traceback … » et ses
 * lignes en retrait) et n'en garde que le message, la dernière ligne. Le
 * journal de nbgrader met toute la pile en retrait, message compris : on
 * garde alors sa dernière ligne en retrait, sans le retrait.
 */
export function filtrePilesPython(ecrire: (ligne: string) => void): (ligne: string) => void {
  let dansPile = false;
  let derniere = "";
  return (ligne) => {
    // « Traceback … » seule, ou précédée de l'étiquette du journal de nbgrader (« [AutogradeApp | ERROR] »).
    if (/^(\[[^\]]*\] )?Traceback \(most recent call last\)/.test(ligne)) {
      dansPile = true;
      derniere = "";
      return;
    }
    if (dansPile && (ligne.startsWith(" ") || ligne === "")) {
      if (ligne.trim()) derniere = ligne.trim();
      return;
    }
    // Le message hors retrait (pile ordinaire) finit la pile ; sinon, c'était sa dernière ligne.
    if (dansPile && !/^[\w.]+(Error|Exception|Exit|Interrupt|Warning)\b/.test(ligne) && derniere)
      ecrire(derniere);
    dansPile = false;
    ecrire(ligne);
  };
}

/** Le texte sans les piles Python, dont on garde la dernière ligne. */
export function sansPilesPython(texte: string): string {
  const sortie: string[] = [];
  const filtre = filtrePilesPython((ligne) => sortie.push(ligne));
  texte.split("\n").forEach(filtre);
  return sortie.join("\n");
}

/**
 * Le dossier du cours garde les tests cachés (source/), toutes les copies et
 * la base de notes : les autres comptes de la machine (les élèves d'une
 * classe) ne doivent pas y entrer. S'il leur est ouvert, on le ferme (700)
 * et on le dit.
 */
export function fermerAuxAutres(cours: string): void {
  const mode = statSync(cours).mode & 0o777;
  if ((mode & 0o077) === 0) return;
  chmodSync(cours, 0o700);
  console.error(
    `Le dossier du cours ${cours} était ouvert aux autres comptes (droits ${mode.toString(8)}) : ` +
      "il ne l'est plus (700), car il contient les tests cachés, les copies et les notes.",
  );
}

/** Le dossier du cours, qui doit exister (sauf pour creer). */
function dossierDuCours(cours: string): string {
  if (!existsSync(join(cours, "nbgrader_config.py")))
    throw new ErreurDevoirs(
      `pas de cours nbgrader dans ${cours} : commencez par « npm run devoirs -- creer DEVOIR CARNET…${optionCours(cours)} »`,
    );
  fermerAuxAutres(cours);
  return cours;
}

function devoirExiste(cours: string, devoir: string | undefined): string {
  if (!devoir) throw new ErreurDevoirs("il manque le nom du devoir (par exemple lecon1)");
  if (!existsSync(join(cours, "source", devoir))) {
    const dossier = join(cours, "source");
    const connus = existsSync(dossier) ? readdirSync(dossier).join(", ") : "aucun";
    throw new ErreurDevoirs(`devoir inconnu : « ${devoir} » ; les devoirs du cours : ${connus}`);
  }
  return devoir;
}

/** Un chemin donné par l'utilisateur, lu depuis le dossier où il a lancé npm. */
function cheminDonne(chemin: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), chemin);
}

/** L'option `--cours` à redonner dans un « ensuite : », si le cours n'est pas celui par défaut. */
function optionCours(cours: string): string {
  if (cours === COURS_PAR_DEFAUT) return "";
  return ` --cours ${/^[\w./+-]+$/.test(cours) ? cours : `'${cours.replace(/'/g, "'\\''")}'`}`;
}

/** Sépare `--cours DOSSIER` du reste des arguments. */
function lireCours(args: string[]): { cours: string; reste: string[] } {
  const reste = [...args];
  const k = reste.findIndex((a) => a === "--cours" || a.startsWith("--cours="));
  if (k < 0) return { cours: COURS_PAR_DEFAUT, reste };
  const [option] = reste.splice(k, 1);
  const valeur = option.includes("=") ? option.slice("--cours=".length) : reste.splice(k, 1)[0];
  if (!valeur) throw new ErreurDevoirs("--cours attend un dossier");
  return { cours: cheminDonne(valeur), reste };
}

/** Exécute une sous-commande ; renvoie le code de sortie. */
export async function devoirs(args: string[]): Promise<number> {
  const { cours, reste } = lireCours(args);
  const [sousCommande, ...suite] = reste;
  if (!sousCommande || sousCommande === "aide" || sousCommande === "--help") {
    console.log(AIDE);
    return sousCommande ? 0 : 1;
  }
  if (sousCommande === "creer") {
    const [devoir, ...carnets] = suite;
    if (!devoir)
      throw new ErreurDevoirs("il manque le nom du devoir : creer lecon1 01-td-retour-arriere");
    for (const chemin of creerDevoir(cours, devoir, carnets)) console.log(`copié : ${chemin}`);
    console.log(
      `Devoir « ${devoir} » prêt dans ${cours} ; ensuite : npm run devoirs -- generer ${devoir}${optionCours(cours)}`,
    );
    return 0;
  }
  dossierDuCours(cours);
  if (sousCommande === "nbgrader") {
    // Les commandes de l'élève de la recette du guide ont leur rapport en français ; les autres
    // (list, db…) montrent aussi les messages de nbgrader tels quels.
    const brut = !["fetch_assignment", "submit", "fetch_feedback"].includes(suite[0]);
    return lancerNbgrader(cours, [...suite, ...optionsDeLEleve(suite)], {}, brut);
  }
  if (sousCommande === "formgrader") {
    const { lancerFormgrader } = await import("./correction-a-la-main");
    return lancerFormgrader(cours, suite);
  }
  if (sousCommande === "reponses" || sousCommande === "noter") {
    const [devoir, ...autres] = suite;
    devoirExiste(cours, devoir);
    const aLaMain = await import("./correction-a-la-main");
    const commande = sousCommande === "reponses" ? aLaMain.commandeReponses : aLaMain.commandeNoter;
    console.log(lisibleAuTerminal(commande(cours, devoir, autres)));
    return 0;
  }
  if (sousCommande === "eleve") {
    const [id, ...options] = suite;
    if (!id) throw new ErreurDevoirs("il manque l'identifiant de l'élève : eleve alice");
    const noms = options.map((o) =>
      o.replace(/^--nom\b/, "--last-name").replace(/^--prenom\b/, "--first-name"),
    );
    const code = await lancerNbgrader(cours, ["db", "student", "add", id, ...noms]);
    if (code === 0) console.log(lisibleAuTerminal(`Élève « ${id} » inscrit.`));
    return code;
  }
  if (sousCommande === "echeance") {
    const [devoir, texte] = suite;
    devoirExiste(cours, devoir);
    const { dateDeNbgrader, dateEnClair, lireDateDeRendu } = await import("./echeance");
    const date = lireDateDeRendu(texte);
    const args = ["db", "assignment", "add", devoir, `--duedate=${dateDeNbgrader(date)}`];
    const code = await lancerNbgrader(cours, args);
    if (code === 0) console.log(`Date de rendu de « ${devoir} » : ${dateEnClair(date)}.`);
    return code;
  }
  if (sousCommande === "importer") {
    const { commandeImporter } = await import("./importer-commande");
    const [devoir, dossier] = suite;
    return commandeImporter(cours, devoirExiste(cours, devoir), dossier && cheminDonne(dossier));
  }
  if (sousCommande === "notes") {
    const { commandeNotes } = await import("./feuille-de-notes");
    return commandeNotes(cours, suite, {
      chemin: cheminDonne,
      exportNbgrader: (f) => lancerNbgrader(cours, ["export", `--CsvExportPlugin.to=${f}`]),
    });
  }
  const appel = NBGRADER[sousCommande];
  if (!appel) throw new ErreurDevoirs(`sous-commande inconnue : « ${sousCommande} »\n\n${AIDE}`);
  const [devoir, ...autres] = suite;
  const corriger = sousCommande === "corriger";
  const options = autres.filter((o) => o !== "--sans-cage");
  verifierPrealable(cours, devoirExiste(cours, devoir), appel.prealable);
  let supplement: NodeJS.ProcessEnv = {};
  if (corriger) {
    supplement = await preparerCorrection(cours, devoir, autres.includes("--sans-cage"));
    (await import("./bilan-correction")).nommerLesEleves(cours);
    const exclus = copiesIllisibles(cours, devoir);
    if (exclus.length > 0) options.push(`--CourseDirectory.student_id_exclude=${exclus.join(",")}`);
  }
  if (sousCommande === "ramasser") options.push(...optionsDeRamasser(cours));
  if (sousCommande === "rendre-retours") {
    const { messageHorsEchange, retoursHorsEchange } = await import("./retours-a-rendre");
    const horsEchange = retoursHorsEchange(cours, devoir);
    if (horsEchange.length > 0) {
      console.log(lisibleAuTerminal(messageHorsEchange(cours, devoir, horsEchange)));
      options.push(`--CourseDirectory.student_id_exclude=${horsEchange.join(",")}`);
    }
  }
  const code = await lancerNbgrader(cours, [...appel.commande, devoir, ...options], supplement);
  if (sousCommande === "ramasser" && code === 0) {
    const { rapportDesRetards } = await import("./echeance");
    const retards = rapportDesRetards(cours, devoir);
    if (retards) console.log(lisibleAuTerminal(retards));
  }
  if (corriger && code === 0) {
    const { lireBilan, tableauDuBilan } = await import("./bilan-correction");
    console.log(`\nBilan de « ${devoir} » (base de notes) :\n`);
    console.log(lisibleAuTerminal(tableauDuBilan(lireBilan(cours, devoir))));
  }
  if (code !== 0)
    console.error(`nbgrader a échoué (code ${code}) : voir ${join(cours, NOM_DU_JOURNAL)}.`);
  return code;
}

if (require.main === module) {
  devoirs(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (erreur: unknown) => {
      if (!(erreur instanceof ErreurDevoirs)) throw erreur;
      console.error(`Erreur : ${lisibleAuTerminal(erreur.message)}`);
      process.exitCode = 1;
    },
  );
}
