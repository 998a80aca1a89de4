/**
 * Les pièges de la correction : pendant `npm run devoirs -- corriger`, la
 * version du cours d'un exercice noté ne répond plus.
 *
 * Sans cela, une copie pourrait passer chaque cas en appelant la réponse de
 * la bibliothèque : `cours.protection`, `require("./src/td/index").test_ligne`,
 * le champ `reference` du catalogue, ou seulement quand la pile d'appels
 * montre une vérification. Toutes ces voies mènent au même objet fonction :
 * c'est donc son corps que l'on remplace, dans le JavaScript précompilé que
 * le noyau charge (`bibliotheque.ts`), avant la première cellule. Les noms
 * piégés (les exercices du devoir, leurs versions de référence et leurs
 * équivalents) arrivent par le contexte de la correction
 * (src/socle/correction.ts), que le noyau lit au démarrage.
 *
 * C'est la seconde ligne : la construction de la correction
 * (`sans-references.ts`) a déjà retiré leur corps de la bibliothèque que
 * voit la cage. Les pièges gardent une version qui y serait restée.
 *
 * La bibliothèque elle-même appelle ces fonctions en se chargeant (le
 * catalogue des exercices bâtit ses cas avec `protection`…) : un piège ne se
 * ferme donc qu'au début de la cellule qui suit le chargement. Son état est
 * une variable du module, hors d'atteinte du code de l'élève ; le noyau le
 * ferme par un registre (`installerLeRegistre`) posé sur `globalThis` sans
 * pouvoir être remplacé, et un module rechargé plus tard naît fermé.
 *
 * Le juge de la correction (`src/verification/juge.ts`) tourne, lui, hors de la
 * cage, avec la bibliothèque intacte : c'est lui qui calcule les réponses
 * attendues.
 */
import * as ts from "@tslab/typescript-for-tslab";

/** Les noms à piéger parmi `noms` : seuls les identifiants comptent. */
export function nomsPieges(noms: readonly string[]): Set<string> {
  return new Set(noms.filter((nom) => /^[A-Za-z_$][\w$]*$/.test(nom)));
}

/** La clé du registre des pièges sur `globalThis`. */
const CLE_REGISTRE = "sudoku-ts.pieges";
/** La variable de module qui dit si les pièges du module sont fermés. */
const FERME = "__sudoku_pieges_fermes";

const fermetures: (() => void)[] = [];
let fermes = false;

/**
 * Pose le registre des pièges : chaque module piégé y inscrit, en fin de
 * chargement, la fonction qui ferme ses pièges. Non modifiable et non
 * supprimable : une copie ne peut pas s'y substituer.
 */
export function installerLeRegistre(): void {
  if (Object.getOwnPropertyDescriptor(globalThis, Symbol.for(CLE_REGISTRE))) return;
  Object.defineProperty(globalThis, Symbol.for(CLE_REGISTRE), {
    value: (fermer: () => void) => {
      if (typeof fermer !== "function") return;
      if (fermes) fermer();
      else fermetures.push(fermer);
    },
    writable: false,
    configurable: false,
    enumerable: false,
  });
}

/** Ferme les pièges des modules chargés, et d'office ceux qui le seront ensuite (avant chaque cellule). */
export function fermerLesPieges(): void {
  if (fermetures.length === 0) return;
  fermes = true;
  for (const fermer of fermetures.splice(0)) fermer();
}

/** La garde qui ouvre le corps d'une fonction piégée. */
function gardePiege(nom: string): string {
  const message = `la version du cours de ${nom} ne répond pas pendant la correction : la copie doit utiliser sa propre fonction.`;
  return `if (${FERME}) throw Object.assign(new Error(${JSON.stringify(message)}), { name: "VersionDuCoursInterdite" });`;
}

/**
 * `js` (un module de la bibliothèque traduit en CommonJS) où chaque fonction
 * déclarée au premier niveau sous l'un des `noms` lève une erreur une fois
 * les pièges fermés (sans registre, ils le sont d'office).
 */
export function pieger(js: string, noms: ReadonlySet<string>): string {
  if (noms.size === 0) return js;
  const fichier = ts.createSourceFile(
    "module.js",
    js,
    ts.ScriptTarget.ES2022,
    false,
    ts.ScriptKind.JS,
  );
  const gardes: { ou: number; nom: string }[] = [];
  for (const instruction of fichier.statements) {
    if (
      ts.isFunctionDeclaration(instruction) &&
      instruction.name &&
      instruction.body &&
      noms.has(instruction.name.text)
    ) {
      // Juste après l'accolade ouvrante du corps.
      gardes.push({ ou: instruction.body.getStart(fichier) + 1, nom: instruction.name.text });
    }
  }
  if (gardes.length === 0) return js;
  let resultat = js;
  for (const { ou, nom } of gardes.reverse())
    resultat = resultat.slice(0, ou) + " " + gardePiege(nom) + resultat.slice(ou);
  // En fin de module : inscrire la fermeture (la variable, hoistée, vaut undefined jusque-là).
  const inscrire = `globalThis[Symbol.for(${JSON.stringify(CLE_REGISTRE)})]`;
  return `${resultat}\n;var ${FERME};\nif (typeof ${inscrire} === "function") ${inscrire}(function () { ${FERME} = true; });\nelse ${FERME} = true;\n`;
}
