/**
 * La bibliothèque du cours (`src/`) précompilée pour les carnets.
 *
 * Sans elle, le premier `import … from "./src/index"` d'un carnet fait relire,
 * vérifier et traduire tout `src/` (près de 20 000 lignes) par le TypeScript
 * de tslab : plusieurs secondes, et une centaine de Mo gardés par le noyau.
 * Ici, un processus à part fait ce travail une fois pour toutes, avec les
 * options de tslab, et range le résultat dans `.cache/noyau/` sous l'empreinte
 * du contenu de `src/` :
 *   - les déclarations (`.d.ts`) : le compilateur des cellules les lit à la
 *     place des sources, si bien qu'il ne vérifie plus que la cellule ;
 *   - le JavaScript, tel que tslab l'aurait produit : l'exécuteur de tslab le
 *     reçoit comme les modules qu'il traduit lui-même (`sideOutputs`).
 *
 * La substitution se fait dans `ts.sys`, par où le compilateur de tslab lit
 * tous ses fichiers : `src/x.ts` y paraît absent, `src/x.d.ts` présent.
 *
 * Le cache reste juste : son nom est l'empreinte du contenu de `src/` (et des
 * versions de TypeScript, de tslab et de Node), vérifiée à chaque démarrage du
 * noyau ; et si un fichier de `src/` change pendant la séance, le noyau revient
 * au chargement ordinaire de tslab (sources relues, erreurs signalées). Une
 * bibliothèque qui ne compile pas n'est pas précompilée : tslab montre alors
 * ses erreurs comme avant.
 */
import { spawn } from "child_process";
import { createHash, randomBytes } from "crypto";
import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "fs";
import { dirname, join, relative, sep } from "path";
import * as ts from "@tslab/typescript-for-tslab";
import { esModuleToCommonJSModule } from "tslab/dist/converter";
import {
  originesDesExports,
  servirLIndex,
  type DemandesALIndex,
  type Origines,
} from "./index-a-la-demande";
import { fermerLesPieges, installerLeRegistre, nomsPieges, pieger } from "./pieges-correction";

/** Change quand la forme du cache change : les anciens caches sont alors ignorés. */
const FORMAT = 1;
/** Un verrou plus vieux que ceci est celui d'une construction morte en route. */
const VERROU_PERIME_MS = 5 * 60_000;

/** Un module traduit, tel que l'exécuteur de tslab le reçoit. */
export interface ModuleJavaScript {
  path: string;
  data: string;
}

/** Ce que la construction laisse dans le cache, écrit en dernier. */
interface Manifeste {
  format: number;
  empreinte: string;
  /** Le nombre d'erreurs de compilation : s'il y en a, rien n'est précompilé. */
  erreurs: number;
  /** Les fichiers de `src/` traduits, relatifs à `src/`, sans extension. */
  modules: string[];
}

/** Les fichiers de `src/` dont la bibliothèque peut dépendre (tout sauf le noyau), relatifs à `src/`, triés. */
export function fichiersDeSrc(racine: string): string[] {
  const src = join(racine, "src");
  const fichiers: string[] = [];
  const parcourir = (dossier: string) => {
    for (const entree of readdirSync(dossier, { withFileTypes: true })) {
      const chemin = join(dossier, entree.name);
      if (entree.isDirectory()) {
        if (chemin !== join(src, "noyau")) parcourir(chemin);
      } else fichiers.push(relative(src, chemin));
    }
  };
  parcourir(src);
  return fichiers.sort();
}

function versionDeTslab(): string {
  const paquet = require.resolve("tslab/package.json");
  return (JSON.parse(readFileSync(paquet, "utf8")) as { version: string }).version;
}

/** L'empreinte du contenu de `src/` et de ce qui décide de la traduction. */
export function empreinte(racine: string): string {
  const h = createHash("sha256");
  // tslab choisit sa cible d'après la version majeure de Node.
  h.update(`${FORMAT} ${ts.version} ${versionDeTslab()} ${process.versions.node.split(".")[0]}\n`);
  // Ce fichier-ci décide de la traduction : le modifier refait le cache.
  h.update(readFileSync(__filename));
  for (const fichier of fichiersDeSrc(racine)) {
    h.update(`${fichier}\0`);
    h.update(readFileSync(join(racine, "src", fichier)));
    h.update("\0");
  }
  return h.digest("hex").slice(0, 20);
}

/** Une signature rapide de `src/` (noms, tailles, dates) : elle change dès qu'un fichier change. */
export function signature(racine: string): string {
  return fichiersDeSrc(racine)
    .map((f) => {
      const s = statSync(join(racine, "src", f));
      return `${f}:${s.size}:${s.mtimeMs}`;
    })
    .join("\n");
}

export function dossierDuCache(racine: string, cle: string): string {
  return join(racine, ".cache", "noyau", `bibliotheque-${cle}`);
}

/** Le contenu du fichier JSON `fichier`, ou undefined s'il manque ou ne se lit pas. */
function lireJSON<T>(fichier: string): T | undefined {
  try {
    return JSON.parse(readFileSync(fichier, "utf8")) as T;
  } catch {
    return undefined;
  }
}

function lireManifeste(dossier: string): Manifeste | undefined {
  const m = lireJSON<Manifeste>(join(dossier, "manifeste.json"));
  return m?.format === FORMAT ? m : undefined;
}

/**
 * Les options que tslab donne à son compilateur (tslab/dist/converter.js,
 * `createConverter`) : mêmes vérifications, même JavaScript.
 */
function optionsDeTslab(racine: string, sortie: string): ts.CompilerOptions {
  return {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    esModuleInterop: true,
    target: ts.ScriptTarget.ES2022,
    lib: ["lib.es2022.d.ts"],
    declaration: true,
    newLine: ts.NewLineKind.LineFeed,
    experimentalDecorators: true,
    resolveJsonModule: true,
    jsx: ts.JsxEmit.React,
    allowJs: true,
    checkJs: true,
    skipLibCheck: true,
    typeRoots: racinesDeTypes(racine),
    rootDir: racine,
    outDir: sortie,
  };
}

/** Les dossiers @types que voit tslab : ceux du projet, ou les siens s'il y manque @types/node. */
function racinesDeTypes(racine: string): string[] {
  const racines = ts.getDefaultTypeRoots(racine, { directoryExists: ts.sys.directoryExists }) ?? [];
  if (racines.some((r) => ts.sys.fileExists(join(r, "node", "package.json")))) return racines;
  return [
    ...racines,
    join(dirname(require.resolve("tslab/package.json")), "node_modules", "@types"),
  ];
}

/**
 * Compile `src/index.ts` et ses dépendances comme tslab, et range le résultat
 * dans le cache de l'empreinte `cle`. Écrit dans un dossier provisoire, renommé
 * à la fin : un cache présent est toujours complet. Rend le manifeste.
 */
export function compiler(racine: string, cle: string): Manifeste {
  const final = dossierDuCache(racine, cle);
  const provisoire = `${final}.${process.pid}-${randomBytes(4).toString("hex")}`;
  const sortie = join(provisoire, "sortie");
  const options = optionsDeTslab(racine, sortie);
  const index = join(racine, "src", "index.ts");
  const programme = ts.createProgram([index], options);
  const erreurs = ts
    .getPreEmitDiagnostics(programme)
    .filter((d) => !d.file?.isDeclarationFile).length;
  const modules: string[] = [];
  const src = join(sortie, "src") + sep;
  mkdirSync(provisoire, { recursive: true });
  if (erreurs === 0) {
    programme.emit(undefined, (fichier, texte) => {
      if (!fichier.startsWith(src)) return;
      const chemin = join(provisoire, "src", fichier.slice(src.length));
      mkdirSync(dirname(chemin), { recursive: true });
      if (fichier.endsWith(".js")) {
        // La traduction en CommonJS que tslab applique à chaque module.
        writeFileSync(chemin, esModuleToCommonJSModule(texte, ts.ScriptTarget.ES2022));
        modules.push(fichier.slice(src.length, -".js".length));
      } else writeFileSync(chemin, texte);
    });
  }
  // D'où vient chaque nom de l'index : le noyau n'en sert que ceux qu'importent les cellules.
  if (erreurs === 0) {
    const origines = originesDesExports(programme, index, join(racine, "src") + sep);
    writeFileSync(join(provisoire, "origines.json"), JSON.stringify(origines));
  }
  const manifeste: Manifeste = { format: FORMAT, empreinte: cle, erreurs, modules: modules.sort() };
  writeFileSync(join(provisoire, "manifeste.json"), JSON.stringify(manifeste));
  try {
    renameSync(provisoire, final);
  } catch {
    // Un autre noyau a fini le même cache avant nous : le sien vaut le nôtre.
    rmSync(provisoire, { recursive: true, force: true });
  }
  return manifeste;
}

/**
 * Construire le cache de `src/` s'il manque (processus à part, lancé par le
 * noyau ou par `npm start`). Un verrou évite que trente noyaux démarrés
 * ensemble compilent trente fois : les autres attendent le résultat.
 */
export async function construire(racine: string): Promise<Manifeste> {
  for (;;) {
    const cle = empreinte(racine);
    const dossier = dossierDuCache(racine, cle);
    const existant = lireManifeste(dossier);
    if (existant) return existant;
    mkdirSync(dirname(dossier), { recursive: true });
    const verrou = `${dossier}.verrou`;
    let pris = false;
    try {
      closeSync(openSync(verrou, "wx"));
      pris = true;
    } catch {
      const age = (() => {
        try {
          return Date.now() - statSync(verrou).mtimeMs;
        } catch {
          return 0;
        }
      })();
      if (age > VERROU_PERIME_MS) rmSync(verrou, { force: true });
    }
    if (pris) {
      try {
        const manifeste = compiler(racine, cle);
        effacerLesAnciens(racine, cle);
        return manifeste;
      } finally {
        rmSync(verrou, { force: true });
      }
    }
    await new Promise((suite) => setTimeout(suite, 200));
  }
}

/** Les caches d'autres versions de `src/` ne servent plus. */
function effacerLesAnciens(racine: string, cle: string): void {
  const dossier = dirname(dossierDuCache(racine, cle));
  for (const nom of readdirSync(dossier)) {
    if (/^bibliotheque-[0-9a-f]+$/.test(nom) && nom !== `bibliotheque-${cle}`)
      rmSync(join(dossier, nom), { recursive: true, force: true });
  }
}

/** Lance la construction dans un processus à part ; rend son code de sortie. */
export function lancerConstruction(racine: string): Promise<number | null> {
  const lanceur = join(racine, "jupyter", "kernels", "sudoku-ts", "lanceur.js");
  return new Promise((fini) => {
    const enfant = spawn(process.execPath, [lanceur, "--bibliotheque"], {
      cwd: racine,
      stdio: ["ignore", "ignore", "inherit"],
    });
    enfant.on("error", () => fini(null));
    enfant.on("exit", (code) => fini(code));
  });
}

type Etat = "attente" | "precompilee" | "directe";

/**
 * Côté noyau : vérifie le cache au démarrage (ou le fait construire),
 * substitue les déclarations aux sources dans `ts.sys`, et fournit le
 * JavaScript précompilé à l'exécuteur.
 */
export class Bibliotheque {
  private etat: Etat = "attente";
  /** `src/x.d.ts` (chemin demandé par le compilateur) → le fichier du cache. */
  private declarations = new Map<string, string>();
  /** Les `src/x.ts` que le compilateur ne doit plus voir. */
  private masquees = new Set<string>();
  private modules: ModuleJavaScript[] = [];
  private modulesLivres = false;
  private signatureDuCache = "";
  /** Le compilateur a-t-il lu des sources de `src/` avant que le cache soit prêt ? */
  private sourcesLues = false;
  /** Le convertisseur a lu les sources avant que le cache soit prêt : à recréer. */
  private aRecreer = false;
  private readonly preparation: Promise<void>;
  private readonly src: string;
  /** Les noms que la correction piège (pieges-correction.ts) ; vide hors correction. */
  private readonly pieges: ReadonlySet<string>;
  /** Pendant une correction : le dossier de sa construction, lu à la place du cache et de `src/`. */
  private readonly correction: string | undefined;
  /** Les dossiers que le compilateur doit croire présents : ceux des déclarations substituées. */
  private dossiers = new Set<string>();
  private construction = false;
  /** L'index que voit le compilateur des cellules, réduit aux noms importés (index-a-la-demande.ts). */
  private index: DemandesALIndex | undefined;

  /**
   * `construire` : lance la construction du cache (un processus à part, sauf
   * dans les tests) ; `correction` : la construction et les pièges d'une
   * correction en cours (src/socle/correction.ts), où `src/` n'est pas lue.
   */
  constructor(
    private readonly racine: string,
    private readonly construireCache: (racine: string) => Promise<unknown> = lancerConstruction,
    correction?: { dossier?: string; pieges: readonly string[] },
  ) {
    this.src = join(racine, "src") + sep;
    this.pieges = nomsPieges(correction?.pieges ?? []);
    this.correction = correction?.dossier;
    installerDans(ts.sys, this);
    this.preparation = this.preparer();
  }

  /** Vrai pendant que le cache se construit (la première fois après l'installation, ≈ 25 s). */
  get enConstruction(): boolean {
    return this.construction;
  }

  /** Où en est la bibliothèque : "precompilee" si les cellules lisent le cache. */
  get mode(): Etat {
    return this.etat;
  }

  /**
   * Attendre le cache (avant une cellule). Rend vrai si le convertisseur doit
   * être recréé : il a déjà lu des sources de `src/` (avant que le cache soit
   * prêt), ou `src/` vient de changer.
   */
  async avantCellule(): Promise<boolean> {
    await this.preparation;
    // Les pièges de la correction n'existent que dans le JavaScript précompilé : sans lui, on ne corrige pas.
    if (this.etat !== "precompilee" && this.pieges.size > 0)
      throw new Error(
        "correction impossible : la bibliothèque du cours n'est pas précompilée (lancez « npm run devoirs -- corriger », qui la prépare).",
      );
    fermerLesPieges();
    if (this.aRecreer) {
      this.aRecreer = false;
      return true;
    }
    if (this.etat === "precompilee" && this.correction === undefined && this.srcAChange()) {
      this.passerEnDirect();
      return true;
    }
    return false;
  }

  /** Le JavaScript de la bibliothèque, une seule fois (à ajouter aux `sideOutputs` d'une cellule). */
  modulesALivrer(): ModuleJavaScript[] {
    if (this.etat !== "precompilee" || this.modulesLivres) return [];
    this.modulesLivres = true;
    return this.modules;
  }

  /** Le fichier que le compilateur doit lire à la place de `chemin`, ou undefined. */
  substitut(chemin: string): string | undefined {
    return this.etat === "precompilee" ? this.declarations.get(chemin) : undefined;
  }

  /** Avant de compiler `source` : les noms de l'index qu'elle importe (index-a-la-demande.ts). */
  demander(source: string, position?: number): void {
    if (this.etat === "precompilee") this.index?.demander(source, position);
  }

  /** Sert l'index entier ; vrai s'il était réduit (la cellule est alors à recompiler). */
  servirTout(): boolean {
    return this.etat === "precompilee" && (this.index?.servirTout() ?? false);
  }

  /** Vrai si le compilateur ne doit pas voir `chemin` (une source remplacée par ses déclarations). */
  masque(chemin: string): boolean {
    if (this.etat === "precompilee") return this.masquees.has(chemin);
    if (this.etat === "attente" && chemin.startsWith(this.src)) this.sourcesLues = true;
    return false;
  }

  private async preparer(): Promise<void> {
    if (this.correction !== undefined) {
      // Pendant une correction, pas de repli : sans sa construction, la copie ne se corrige pas.
      this.charger(this.correction, lireManifeste(this.correction));
      return;
    }
    try {
      if (!this.activer()) {
        this.construction = true;
        try {
          await this.construireCache(this.racine);
        } finally {
          this.construction = false;
        }
        this.activer();
      }
    } catch {
      // Pas de cache (projet en lecture seule…) : tslab charge src/ comme d'habitude.
    }
    if (this.etat === "attente") this.etat = "directe";
  }

  /** Passe en mode précompilé si le cache de l'état présent de `src/` est là et sans erreur. */
  private activer(): boolean {
    const signature_ = signature(this.racine);
    const dossier = dossierDuCache(this.racine, empreinte(this.racine));
    const manifeste = lireManifeste(dossier);
    if (!manifeste) return false;
    if (manifeste.erreurs === 0) {
      this.charger(dossier, manifeste);
      this.signatureDuCache = signature_;
      this.aRecreer = this.sourcesLues;
    } else this.etat = "directe";
    return true;
  }

  /** Substitue les déclarations et le JavaScript de `dossier` aux sources de `src/`. */
  private charger(dossier: string, manifeste: Manifeste | undefined): void {
    if (!manifeste || manifeste.erreurs > 0)
      throw new Error(`bibliothèque de correction illisible : ${dossier}`);
    // Pendant une correction, les versions du cours des exercices notés ne répondent plus (pieges-correction.ts).
    if (this.pieges.size > 0) installerLeRegistre();
    for (const module of manifeste.modules) {
      const source = join(this.src, module);
      this.declarations.set(`${source}.d.ts`, join(dossier, "src", `${module}.d.ts`));
      this.masquees.add(`${source}.ts`);
      for (let d = dirname(source); d.length >= this.src.length - 1; d = dirname(d))
        this.dossiers.add(d);
      this.modules.push({
        path: `${source}.js`,
        data: pieger(readFileSync(join(dossier, "src", `${module}.js`), "utf8"), this.pieges),
      });
    }
    // D'où vient chaque nom de l'index (index-a-la-demande.ts), si le cache le dit.
    const origines = lireJSON<Origines>(join(dossier, "origines.json"));
    if (origines) this.index = servirLIndex(ts.sys, join(this.src, "index.d.ts"), origines);
    this.etat = "precompilee";
  }

  /** Vrai si le compilateur doit croire que le dossier `chemin` existe (une correction, sans `src/`). */
  dossierConnu(chemin: string): boolean {
    return this.etat === "precompilee" && this.dossiers.has(chemin.replace(/\/$/, ""));
  }

  private srcAChange(): boolean {
    try {
      return signature(this.racine) !== this.signatureDuCache;
    } catch {
      return true;
    }
  }

  /** `src/` a changé pendant la séance : tslab relit les sources, comme sans cache. */
  private passerEnDirect(): void {
    this.etat = "directe";
  }
}

/** Les méthodes de `ts.sys` par où passent les lectures du compilateur de tslab. */
type Lectures = Pick<
  ts.System,
  "fileExists" | "readFile" | "getModifiedTime" | "watchFile" | "directoryExists"
>;

/** Branche la substitution dans `ts.sys` (une seule bibliothèque à la fois : la dernière créée). */
function installerDans(sys: ts.System, bibliotheque: Bibliotheque): void {
  const systeme = sys as ts.System & { __originales?: Required<Lectures> };
  const o = (systeme.__originales ??= {
    fileExists: sys.fileExists,
    readFile: sys.readFile,
    getModifiedTime: sys.getModifiedTime!,
    watchFile: sys.watchFile!,
    directoryExists: sys.directoryExists,
  });
  sys.directoryExists = (chemin) =>
    bibliotheque.dossierConnu(chemin) || o.directoryExists.call(sys, chemin);
  sys.fileExists = (chemin) => {
    if (bibliotheque.substitut(chemin)) return true;
    return !bibliotheque.masque(chemin) && o.fileExists.call(sys, chemin);
  };
  sys.readFile = (chemin, encodage) => {
    const substitut = bibliotheque.substitut(chemin);
    if (substitut) return o.readFile.call(sys, substitut, encodage);
    return bibliotheque.masque(chemin) ? undefined : o.readFile.call(sys, chemin, encodage);
  };
  sys.getModifiedTime = (chemin) =>
    o.getModifiedTime.call(sys, bibliotheque.substitut(chemin) ?? chemin);
  // Le cache ne change pas sous le noyau : inutile de le surveiller (les changements de
  // src/ se voient par `avantCellule`).
  sys.watchFile = (chemin, rappel, intervalle, options) =>
    bibliotheque.substitut(chemin)
      ? { close: () => undefined }
      : o.watchFile.call(sys, chemin, rappel, intervalle, options);
}

/** Pour `lanceur.js --bibliotheque` : construit le cache et dit ce qu'il en est. */
export async function construireEnLigneDeCommande(racine: string): Promise<number> {
  const debut = Date.now();
  const manifeste = await construire(racine);
  const dossier = relative(racine, dossierDuCache(racine, manifeste.empreinte));
  process.stderr.write(
    manifeste.erreurs > 0
      ? `[noyau sudoku-ts] src/ a ${manifeste.erreurs} erreur(s) de compilation : pas de précompilation, tslab chargera src/ et les montrera.\n`
      : `[noyau sudoku-ts] bibliothèque précompilée : ${dossier} (${Date.now() - debut} ms)\n`,
  );
  return 0;
}
