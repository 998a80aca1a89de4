/**
 * Les déclarations de la bibliothèque, chargées à la demande des cellules.
 *
 * `src/index` réexporte toute la bibliothèque : pour un simple
 * `import { Grille } from "./src/index"`, le compilateur des cellules lisait
 * les 138 fichiers de déclarations qu'on atteint depuis l'index (240 ko),
 * soit les deux tiers du premier import (npm run bench:noyau).
 *
 * Ici, le compilateur voit à la place de `src/index.d.ts` un index réduit aux
 * noms que les cellules ont importés jusque-là, chacun pris dans le fichier qui
 * le déclare : `export { Grille } from "./grille/grille";`. Une cellule qui
 * importe un nom nouveau l'y ajoute ; la liste ne fait que grandir, si bien
 * qu'un type reste le même d'une cellule à l'autre (il vient toujours du même
 * fichier de déclarations). Le JavaScript, lui, est la bibliothèque entière.
 *
 * Dès qu'une cellule a besoin de tout l'index, le vrai est servi, et pour de
 * bon : `import * as cours`, une complétion entre les accolades d'un import
 * (il faut tous les noms), un nom inconnu (pour que TypeScript propose le bon,
 * « Did you mean… »), ou toute autre façon de nommer `./src/index`.
 */
import * as ts from "@tslab/typescript-for-tslab";

/** D'où vient un nom exporté par l'index : le module qui le déclare (relatif à `src/`, sans extension) et son nom là-bas. */
export interface Origine {
  module: string;
  nom: string;
}

/** Nom exporté par l'index → son origine. */
export type Origines = Record<string, Origine>;

/** Les façons d'écrire le chemin de l'index depuis le dossier des cellules. */
const CHEMINS_DE_L_INDEX = new Set(["./src/index", "./src/index.js", "./src/index.ts", "./src"]);

/** Les codes des erreurs « pas de membre exporté… » : l'index réduit a pu en être la cause. */
export const ERREURS_DE_NOM_ABSENT = new Set([2305, 2459, 2460, 2614, 2694, 2724]);

/** Le symbole vers lequel pointe `symbole`, au bout de ses alias. */
function cibleDe(verificateur: ts.TypeChecker, symbole: ts.Symbol): ts.Symbol {
  return symbole.flags & ts.SymbolFlags.Alias ? verificateur.getAliasedSymbol(symbole) : symbole;
}

/**
 * Pour chaque nom exporté par `index` (un fichier source de `programme`), le
 * module qui le déclare et le nom sous lequel ce module l'exporte. Un nom dont
 * aucun module ne porte l'export n'y figure pas : il fera servir tout l'index.
 */
export function originesDesExports(programme: ts.Program, index: string, src: string): Origines {
  const verificateur = programme.getTypeChecker();
  const fichier = programme.getSourceFile(index);
  const moduleIndex = fichier && verificateur.getSymbolAtLocation(fichier);
  const origines: Origines = {};
  if (!moduleIndex) return origines;
  const relatif = (f: ts.SourceFile) => f.fileName.slice(src.length).replace(/\.tsx?$/, "");
  for (const exporte of verificateur.getExportsOfModule(moduleIndex)) {
    const cible = cibleDe(verificateur, exporte);
    const declarants = new Set((cible.declarations ?? []).map((d) => d.getSourceFile()));
    for (const declarant of declarants) {
      const module = verificateur.getSymbolAtLocation(declarant);
      if (!module || !declarant.fileName.startsWith(src)) continue;
      const local = verificateur
        .getExportsOfModule(module)
        .find((e) => cibleDe(verificateur, e) === cible);
      if (local) {
        origines[exporte.name] = { module: relatif(declarant), nom: local.name };
        break;
      }
    }
  }
  return origines;
}

/** Vrai si `chemin` (le texte d'un import de cellule) désigne l'index de la bibliothèque. */
export function estLIndex(chemin: string): boolean {
  return CHEMINS_DE_L_INDEX.has(chemin.replace(/\/$/, ""));
}

/** Les noms qu'importe `source`, ou "tout" si elle a besoin de l'index entier. */
export function nomsDemandes(
  source: string,
  origines: Origines,
  position?: number,
): Set<string> | "tout" {
  const fichier = ts.createSourceFile("cellule.ts", source, ts.ScriptTarget.Latest, false);
  const noms = new Set<string>();
  /** Les textes d'import lus comme une liste de noms (les autres mentions de l'index demandent tout). */
  const lus = new Set<ts.Node>();
  for (const instruction of fichier.statements) {
    if (!ts.isImportDeclaration(instruction)) continue;
    const chemin = instruction.moduleSpecifier;
    if (!ts.isStringLiteral(chemin) || !estLIndex(chemin.text)) continue;
    // Une complétion entre ses accolades veut tous les noms de l'index.
    if (
      position !== undefined &&
      position >= instruction.getStart(fichier) &&
      position <= instruction.end
    )
      return "tout";
    const clause = instruction.importClause;
    if (clause?.name) return "tout";
    const liaisons = clause?.namedBindings ?? ts.factory.createNamedImports([]);
    if (!ts.isNamedImports(liaisons)) return "tout";
    for (const element of liaisons.elements) {
      const nom = (element.propertyName ?? element.name).text;
      // Un nom propre à l'index (pas `toString`, hérité de tout objet).
      if (!Object.prototype.hasOwnProperty.call(origines, nom)) return "tout";
      noms.add(nom);
    }
    lus.add(chemin);
  }
  // Une autre mention de l'index (import dynamique, require, export … from) : tout.
  let autre = false;
  const visiter = (noeud: ts.Node): void => {
    if (autre) return;
    if ((ts.isStringLiteral(noeud) || ts.isNoSubstitutionTemplateLiteral(noeud)) && !lus.has(noeud))
      autre = estLIndex(noeud.text);
    else ts.forEachChild(noeud, visiter);
  };
  visiter(fichier);
  return autre ? "tout" : noms;
}

/** L'index réduit aux noms de `noms` : une ligne `export { … } from "…"` par module déclarant. */
export function indexReduit(noms: Iterable<string>, origines: Origines): string {
  const parModule = new Map<string, string[]>();
  for (const nom of [...noms].sort()) {
    const { module, nom: local } = origines[nom];
    const liste = parModule.get(module) ?? [];
    liste.push(local === nom ? nom : `${local} as ${nom}`);
    parModule.set(module, liste);
  }
  const lignes = [...parModule]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([module, liste]) => `export { ${liste.join(", ")} } from "./${module}";`);
  return [
    "// Les noms importés jusqu'ici par les cellules (src/noyau/index-a-la-demande.ts).",
    ...lignes,
    "",
  ].join("\n");
}

/** Ce que les cellules disent de leurs imports à l'hôte qui sert l'index (voir `Cellules`). */
export interface DemandesALIndex {
  /**
   * Avant de compiler `source` (ou d'y compléter à `position`) : les noms
   * qu'elle importe. Peut lever une panne de la surveillance de tslab
   * (`estPanneDeTslab`) : les compilateurs sont alors à recréer.
   */
  demander(source: string, position?: number): void;
  /** Sert l'index entier ; vrai s'il était réduit (la cellule est alors à recompiler). */
  servirTout(): boolean;
}

/**
 * Sert l'index réduit au compilateur qui lit par `sys` (le `ts.sys` de tslab
 * sous Node, le système en mémoire dans la page) : `chemin` (`src/index.d.ts`)
 * y est lu et surveillé ici, et le compilateur est prévenu quand il change.
 */
export function servirLIndex(sys: ts.System, chemin: string, origines: Origines): DemandesALIndex {
  const index = new IndexALaDemande(origines);
  const lire = sys.readFile;
  const surveiller = sys.watchFile;
  // Un rappel par compilateur qui lit l'index (celui des cellules, celui des cellules `//%browser`).
  const rappels = new Set<ts.FileWatcherCallback>();
  sys.readFile = (fichier, encodage) =>
    (fichier === chemin ? index.texte() : undefined) ?? lire.call(sys, fichier, encodage);
  sys.watchFile = (fichier, rappel, ...suite) => {
    if (fichier !== chemin) return surveiller!.call(sys, fichier, rappel, ...suite);
    rappels.add(rappel);
    return { close: () => rappels.delete(rappel) };
  };
  /** Prévient chaque compilateur ; la première erreur (une panne de tslab) est relancée après. */
  const changer = () => {
    const erreurs: unknown[] = [];
    for (const rappel of rappels) {
      try {
        rappel(chemin, ts.FileWatcherEventKind.Changed);
      } catch (erreur) {
        erreurs.push(erreur);
      }
    }
    if (erreurs.length > 0) throw erreurs[0];
  };
  return {
    demander(source, position) {
      if (index.demander(source, position)) changer();
    },
    servirTout() {
      if (!index.servirTout()) return false;
      changer();
      return true;
    },
  };
}

/** Ce que le compilateur des cellules voit de l'index, au fil des cellules. */
export class IndexALaDemande {
  private readonly noms = new Set<string>();
  private tout = false;

  constructor(private readonly origines: Origines) {}

  /** Ajoute ce que demande `source` (`position` : celle d'une complétion) ; vrai si l'index servi change. */
  demander(source: string, position?: number): boolean {
    if (this.tout) return false;
    const demandes = nomsDemandes(source, this.origines, position);
    if (demandes === "tout") return this.servirTout();
    const avant = this.noms.size;
    for (const nom of demandes) this.noms.add(nom);
    return this.noms.size > avant;
  }

  /** Sert désormais l'index entier ; vrai s'il ne l'était pas. */
  servirTout(): boolean {
    if (this.tout) return false;
    this.tout = true;
    return true;
  }

  /** Le texte de l'index à servir, ou undefined si c'est le vrai. */
  texte(): string | undefined {
    return this.tout ? undefined : indexReduit(this.noms, this.origines);
  }
}
