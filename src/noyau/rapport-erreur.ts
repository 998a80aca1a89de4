/**
 * Le message `error` de Jupyter pour une cellule qui échoue : le nom de
 * l'erreur (`ename`), son message (`evalue`) et une pile d'appels
 * (`traceback`) qui montre les lignes des cellules et les fichiers du cours
 * concernés, jamais les rouages du noyau, de tslab ou de Node.
 *
 *     TypeError: Cannot read properties of undefined (reading '0')
 *     En clair : on lit « 0 » dans une valeur undefined (qui n'existe pas).
 *     Cellule [5], ligne 2, dans premiere
 *     →    2 │   return M[9][0];
 *     Cellule [5], ligne 4
 *     →    4 │ premiere(M);
 */
import { relative, sep } from "path";
import type { Diagnostic } from "tslab/dist/converter";
import { texteDe } from "../socle/protocole";
import type { ScriptCellule } from "./cellules";
import { colonneOriginale, ligneOriginale, type CelluleAnnotee } from "./reperes";

export interface ErreurJupyter {
  ename: string;
  evalue: string;
  traceback: string[];
}

// Quelques couleurs ANSI, que Jupyter affiche.
const ROUGE = "\u001b[31;1m";
const GRAS = "\u001b[1m";
const NORMAL = "\u001b[0m";

/** Au-delà, la pile est coupée (une récursion profonde en aurait des milliers). */
const APPELS_MONTRES = 12;

/** Les messages les plus courants de JavaScript, expliqués en français. */
const EN_CLAIR: [RegExp, string][] = [
  [
    /^Cannot read propert(?:y|ies) of (undefined|null) \(reading '(.*)'\)$/,
    "on lit « $2 » dans une valeur $1 (qui n'existe pas) : un indice hors du tableau ?",
  ],
  [
    /^Cannot set propert(?:y|ies) of (undefined|null) \(setting '(.*)'\)$/,
    "on écrit « $2 » dans une valeur $1 (qui n'existe pas) : un indice hors du tableau ?",
  ],
  [
    /^(.+) is not defined$/,
    "« $1 » n'existe pas : une faute de frappe, ou une cellule pas encore exécutée ?",
  ],
  [/^(.+) is not a function$/, "« $1 » n'est pas une fonction"],
  [/^(.+) is not iterable$/, "« $1 » ne se parcourt pas avec for…of"],
  [
    /^Assignment to constant variable\.$/,
    "on modifie une variable déclarée avec const (utilisez let)",
  ],
  [
    /^Maximum call stack size exceeded$/,
    "trop d'appels imbriqués : une récursion qui ne s'arrête pas ?",
  ],
  [/^Invalid array length$/, "longueur de tableau impossible (négative ou trop grande)"],
];

/** Les messages de Node (boucle arrêtée par SIGINT) et de tslab (attente arrêtée) quand l'élève interrompt. */
const INTERRUPTION = /^(Script execution (was )?interrupted|Interrupted asynchronously)/;

/**
 * Le nom qu'on montre pour un fichier de la pile d'appels qui n'est pas une
 * cellule (« src/td/resolution.ts »), ou `undefined` pour le taire (le noyau,
 * les paquets). Chaque noyau a le sien : voir `fichiersSousLaRacine`.
 */
export type NommerFichier = (fichier: string) => string | undefined;

/**
 * Sous Node : un fichier du cours sous `racine`, compilé par tslab (ses
 * lignes ne correspondent pas) : on nomme le `.ts`. Le noyau lui-même et les
 * paquets installés, rien que l'élève puisse corriger, sont tus.
 */
export function fichiersSousLaRacine(racine: string): NommerFichier {
  return (fichier) => {
    if (!fichier.startsWith(racine + sep)) return undefined;
    const chemin = relative(racine, fichier);
    if (chemin.startsWith("node_modules") || chemin.startsWith(`src${sep}noyau${sep}`))
      return undefined;
    return chemin.replace(/\.js$/, ".ts");
  };
}

/** L'erreur d'une exception levée par une cellule. */
export function erreurExecution(
  exception: unknown,
  scripts: ReadonlyMap<number, ScriptCellule>,
  nommer: NommerFichier,
): ErreurJupyter {
  if (!(exception instanceof Error)) {
    const valeur = texteDe(exception);
    return {
      ename: "ValeurLevee",
      evalue: valeur,
      traceback: [`${ROUGE}Valeur levée${NORMAL} (throw d'autre chose qu'une Error) : ${valeur}`],
    };
  }
  if (INTERRUPTION.test(exception.message)) {
    const evalue =
      "exécution interrompue (bouton ■ ou « Interrompre le noyau ») ; les variables sont gardées";
    return {
      ename: "Interruption",
      evalue,
      traceback: [`${ROUGE}Interruption${NORMAL} : ${evalue}`],
    };
  }
  const ename = exception.name || "Error";
  const traceback = [`${ROUGE}${ename}${NORMAL}: ${exception.message}`];
  const clair = enClair(exception.message);
  if (clair) traceback.push(`En clair : ${clair}`);
  traceback.push(...appels(exception.stack ?? "", scripts, nommer));
  return { ename, evalue: exception.message, traceback };
}

/** L'erreur d'une cellule qui ne compile pas : chaque diagnostic, avec sa ligne soulignée. */
export function erreurCompilation(
  diagnostics: readonly Diagnostic[],
  cellule: CelluleAnnotee,
  etiquette: string,
): ErreurJupyter {
  const lignes = cellule.source.split("\n");
  const traceback = [`${ROUGE}Erreur de compilation${NORMAL} (TypeScript)`];
  let premier = "";
  for (const d of diagnostics) {
    let ou: string;
    const extrait: string[] = [];
    if (d.fileName) {
      ou = `${d.fileName}, ligne ${d.start.line + 1}`;
    } else {
      const colonne = colonneOriginale(cellule, d.start.line, d.start.character);
      ou = `${etiquette}, ligne ${d.start.line + 1}, colonne ${colonne + 1}`;
      const texte = lignes[d.start.line] ?? "";
      const fin =
        d.end.line === d.start.line
          ? colonneOriginale(cellule, d.end.line, d.end.character)
          : texte.length;
      extrait.push(ligneDeCode(d.start.line, texte));
      extrait.push(" ".repeat(9 + colonne) + "^".repeat(Math.max(1, fin - colonne)));
    }
    const message = `${ou} : ${d.messageText} (TS${d.code})`;
    premier ||= message;
    traceback.push(`${GRAS}${ou}${NORMAL} : ${d.messageText} (TS${d.code})`, ...extrait);
  }
  return { ename: "ErreurDeCompilation", evalue: premier, traceback };
}

/** L'explication française d'un message connu, ou `undefined`. */
export function enClair(message: string): string | undefined {
  for (const [motif, explication] of EN_CLAIR) {
    if (motif.test(message)) return message.replace(motif, explication);
  }
  return undefined;
}

/** « →   12 │ code » : une ligne de cellule (numérotée à partir de 1). */
function ligneDeCode(ligne: number, texte: string): string {
  return `→ ${String(ligne + 1).padStart(4)} │ ${texte}`;
}

/** Les appels de la pile qui concernent l'élève : cellules et fichiers du projet. */
function appels(
  pile: string,
  scripts: ReadonlyMap<number, ScriptCellule>,
  nommer: NommerFichier,
): string[] {
  const sortie: string[] = [];
  let montres = 0;
  let caches = 0;
  let precedent = "";
  for (const ligne of pile.split("\n")) {
    const appel = /^\s+at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/.exec(ligne);
    if (!appel) continue;
    const [, fonction, fichier, l, c] = appel;
    const dans = fonction && !estLeCorpsDeLaCellule(fonction) ? `, dans ${nomCourt(fonction)}` : "";
    const cellule = /^cellule-(\d+)\.ts$/.exec(fichier);
    let texte: string[] | undefined;
    if (cellule) {
      texte = ligneDeCellule(scripts.get(Number(cellule[1])), Number(l) - 1, Number(c) - 1, dans);
    } else {
      const nom = nommer(fichier);
      if (nom) texte = [`${GRAS}${nom}${NORMAL}${dans}`];
    }
    // L'enveloppe de tslab rappelle la dernière ligne de la cellule : pas deux fois le même appel.
    if (!texte || texte.join("\n") === precedent) continue;
    precedent = texte.join("\n");
    if (montres >= APPELS_MONTRES) {
      caches++;
      continue;
    }
    montres++;
    sortie.push(...texte);
  }
  if (caches > 0) sortie.push(`… et ${caches} autre(s) appel(s)`);
  return sortie;
}

function ligneDeCellule(
  script: ScriptCellule | undefined,
  ligneJs: number,
  colonneJs: number,
  dans: string,
): string[] | undefined {
  if (!script) return undefined;
  const ligne = ligneOriginale(script.cellule, script.javascript, ligneJs, colonneJs);
  if (ligne === undefined) return [`${GRAS}${script.etiquette}${NORMAL}${dans}`];
  const texte = script.cellule.source.split("\n")[ligne] ?? "";
  return [
    `${GRAS}${script.etiquette}, ligne ${ligne + 1}${NORMAL}${dans}`,
    ligneDeCode(ligne, texte),
  ];
}

/**
 * Le corps d'une cellule n'est pas une fonction de l'élève : sous Node, tslab
 * l'appelle `Object.<anonymous>` ; dans la page, le moteur le nomme `eval`.
 */
function estLeCorpsDeLaCellule(fonction: string): boolean {
  return (
    fonction.startsWith("Object.<anonymous>") || fonction === "eval" || fonction === "async eval"
  );
}

/** « Object.test_ligne », « Proxy.f » (fonction d'une autre cellule) → le nom seul. */
function nomCourt(fonction: string): string {
  return fonction.replace(/^async /, "").replace(/^(?:Object|exports|Module|Proxy)\./, "");
}
