/**
 * Exécuter les cellules avec les pièces de tslab : son convertisseur
 * (TypeScript → JavaScript, qui garde les déclarations d'une cellule à
 * l'autre) et son exécuteur (qui lance le JavaScript dans le processus et
 * s'interrompt sur SIGINT). On les utilise tels quels, par leurs points
 * d'entrée :
 * - la conversion de chaque cellule est entourée : on annote la cellule
 *   (repères de lignes, voir `reperes.ts`), on garde ses erreurs de
 *   compilation telles quelles, et l'on nomme le script (`//# sourceURL=`) :
 *   la pile d'appels dit alors de quelle cellule vient chaque appel ;
 * - l'exécuteur écrit dans la « console » qu'on lui donne la dernière valeur
 *   de la cellule (`log`) et les erreurs (`error`) : on les recueille au lieu
 *   de les imprimer ;
 * - les déclarations connues des cellules suivantes sont tenues ici, non par
 *   tslab : une cellule qui a commencé de s'exécuter (même interrompue, ou
 *   arrêtée par une erreur) laisse ses variables, comme dans IPython ; tslab
 *   ne gardait que celles des cellules finies sans erreur ;
 * - pour le bouton ■ (voir `zones.ts`) : la compilation et le script de la
 *   cellule sont des zones que le fil de contrôle du noyau de Jupyter
 *   reconnaît, et l'attente de la fin de la cellule s'arrête d'elle-même à
 *   l'interruption.
 *
 * Les deux noyaux du cours s'en servent : celui de Jupyter, sous Node, et
 * celui du navigateur, dans un Web Worker (`navigateur/`), où les mêmes
 * pièces de tslab tournent sur un système de fichiers en mémoire. Ce que le
 * navigateur ajoute passe par les options : le JavaScript de chaque cellule
 * y est muni de contrôles (`transformer`, voir `navigateur/garde.ts`).
 */
import type { ConvertResult, Converter, Diagnostic } from "tslab/dist/converter";
import { createExecutor, type ConverterSet, type Executor } from "tslab/dist/executor";
import type { Bibliotheque } from "./bibliotheque";
import type { TypesDeNode } from "./types-de-node";
import { ConvertisseurRobuste, estPanneDeTslab } from "./convertisseur";
import { ERREURS_DE_NOM_ABSENT, type DemandesALIndex } from "./index-a-la-demande";
import { annoter, type CelluleAnnotee } from "./reperes";
import { ETATS, zonesSimples, type Zones } from "./zones";

/** Ce qu'on sait d'un script exécuté, pour lire sa pile d'appels. */
export interface ScriptCellule {
  /** « Cellule [4] », tel qu'on le montre à l'élève. */
  etiquette: string;
  cellule: CelluleAnnotee;
  /** Le JavaScript produit par tslab (avec les repères). */
  javascript: string;
}

/** L'issue d'une cellule. `valeur` n'est là que si la cellule finit par une valeur (ni null ni undefined). */
export type Issue =
  | { statut: "ok"; valeur?: { v: unknown } }
  | { statut: "compilation"; diagnostics: Diagnostic[]; cellule: CelluleAnnotee; etiquette: string }
  | { statut: "exception"; exception: unknown };

/** Ce que tslab rapporte de la cellule en cours. */
interface Recueil {
  diagnostics: Diagnostic[];
  /** Les déclarations connues après la cellule, si elle a compilé. */
  declarations?: string;
  valeur?: { v: unknown };
  exception?: { e: unknown };
}

export interface OptionsCellules {
  /** Les zones que voit le fil de contrôle (noyau de Jupyter : `EtatDuFil`). */
  zones?: Zones;
  /** `src/` précompilée (sans elle, tslab compile `src/` au premier import). */
  bibliotheque?: Bibliotheque;
  /** Une dernière retouche du JavaScript de chaque cellule (le navigateur y pose ses contrôles). */
  transformer?: (javascript: string) => string;
  /** Les types de Node allégés, complétés à la demande des cellules (noyau de Jupyter). */
  typesDeNode?: TypesDeNode;
  /** L'index de la bibliothèque servi à la demande des imports (la page ; sous Node, `bibliotheque`). */
  index?: DemandesALIndex;
}

/** Le nom de script donné à la cellule n°k : il apparaît dans les piles d'appels. */
export function nomDeScript(k: number): string {
  return `cellule-${k}.ts`;
}

export class Cellules {
  /** L'exécuteur de tslab (le noyau lui passe aussi complétion et inspection). */
  readonly executeur: Executor;
  /** Les scripts déjà exécutés, par numéro interne. */
  readonly scripts = new Map<number, ScriptCellule>();
  private readonly convertisseur = new ConvertisseurRobuste({ isJS: false, isBrowser: false });
  /** Le convertisseur des cellules `//%browser` de tslab, créé à la demande. */
  private navigateur: ConvertisseurRobuste | undefined;
  private compteur = 0;
  private enCours: { etiquette: string; numero: number } | undefined;
  private recueil: Recueil = { diagnostics: [] };
  /** Les déclarations des cellules exécutées (ce que tslab appelle `prevDecl`). */
  private declarations = "";
  /** Arrête l'attente de la cellule en cours (voir `interrompre`). */
  private arreterLAttente: ((raison: Error) => void) | undefined;

  /** Les zones que voit le fil de contrôle (voir `zones.ts`). */
  readonly etat: Zones;
  private readonly bibliotheque?: Bibliotheque;
  private readonly transformer?: (javascript: string) => string;
  private readonly typesDeNode?: TypesDeNode;
  private readonly index?: DemandesALIndex;

  /** `racine` : le dossier d'où les cellules importent (`./src/index`). */
  constructor(racine: string, options: OptionsCellules = {}) {
    const etat = (this.etat = options.zones ?? zonesSimples);
    this.bibliotheque = options.bibliotheque;
    this.transformer = options.transformer;
    this.typesDeNode = options.typesDeNode;
    this.index = options.index ?? options.bibliotheque;
    const convertisseur = this.convertisseur;
    const compiler = <T>(action: () => T): T => etat.dans(ETATS.compilation, action);
    // Le `avant` de tslab (ses déclarations) est remplacé par les nôtres.
    const pourNode: Converter = {
      convert: (_avant, source) => this.convertir(source),
      inspect: (_avant, source, position) => {
        this.surLIndex((index) => index.demander(source), undefined);
        return compiler(() => convertisseur.inspect(this.declarations, source, position));
      },
      complete: (_avant, source, position) => {
        this.surLIndex((index) => index.demander(source, position), undefined);
        return compiler(() => convertisseur.complete(this.declarations, source, position));
      },
      addModule: (nom, contenu, meta) =>
        compiler(() => convertisseur.addModule(nom, contenu, meta)),
      close: () => convertisseur.close(),
    };
    const navigateur = () =>
      (this.navigateur ??= new ConvertisseurRobuste({ isJS: false, isBrowser: true }));
    const convertisseurs: ConverterSet = {
      node: pourNode,
      get browser() {
        return navigateur();
      },
      close: () => {
        convertisseur.close();
        this.navigateur?.close();
      },
    };
    this.executeur = createExecutor(racine, convertisseurs, {
      log: (valeur: unknown) => (this.recueil.valeur = { v: valeur }),
      error: (...args: unknown[]) => {
        // Les erreurs de compilation arrivent aussi ici, déjà mises en texte : on garde les nôtres.
        if (args[0] !== "%s%d:%d - %s") this.recueil.exception = { e: args[0] };
      },
    });
  }

  /** Vrai si la prochaine cellule attendra la construction du cache de la bibliothèque. */
  get bibliothequeEnConstruction(): boolean {
    return this.bibliotheque?.enConstruction ?? false;
  }

  /** Exécute une cellule ; `etiquette` la nomme dans les messages d'erreur. */
  async executer(code: string, etiquette: string): Promise<Issue> {
    // La cellule part d'une tâche neuve de la boucle d'événements : si l'on doit
    // arrêter de force une boucle lancée après un `await` (ce qui efface les
    // microtâches en attente), on n'efface ainsi que les siennes, et la suite
    // de cette fonction, que rattrape `arreterLAttente`.
    await new Promise((suite) => setTimeout(suite, 0));
    const numero = ++this.compteur;
    const recueil: Recueil = { diagnostics: [] };
    this.enCours = { etiquette, numero };
    this.recueil = recueil;
    const interruption = new Promise<never>((_, arreter) => (this.arreterLAttente = arreter));
    let reussi: boolean;
    try {
      // La bibliothèque précompilée d'abord (construite au démarrage du noyau, si elle manquait).
      if (
        this.bibliotheque &&
        (await Promise.race([this.bibliotheque.avantCellule(), interruption]))
      )
        this.signalerPanne();
      const execution = this.etat.dans(ETATS.script, () => this.executeur.execute(code));
      reussi = await Promise.race([execution, interruption]);
    } catch (raison) {
      // L'interruption (tslab rapporte les erreurs de la cellule par `error`), ou une panne de tslab.
      recueil.exception ??= { e: raison };
      reussi = false;
    } finally {
      this.enCours = undefined;
      this.arreterLAttente = undefined;
    }
    // Une cellule qui a compilé a commencé de s'exécuter : ses déclarations restent connues.
    if (recueil.declarations !== undefined) this.declarations = recueil.declarations;
    if (recueil.diagnostics.length > 0) {
      const cellule = this.scripts.get(numero)?.cellule ?? annoter(code);
      return { statut: "compilation", diagnostics: recueil.diagnostics, cellule, etiquette };
    }
    if (!reussi || recueil.exception) {
      return { statut: "exception", exception: recueil.exception?.e };
    }
    return recueil.valeur ? { statut: "ok", valeur: recueil.valeur } : { statut: "ok" };
  }

  /**
   * Arrête l'attente d'une promesse (une boucle synchrone, elle, s'arrête par
   * SIGINT, et une boucle après un `await` par le fil de contrôle). Le message
   * est celui de tslab, que `rapport-erreur.ts` reconnaît. Rend vrai si une
   * cellule s'exécutait.
   */
  interrompre(): boolean {
    this.executeur.interrupt();
    if (!this.arreterLAttente) return false;
    this.arreterLAttente(new Error("Interrupted asynchronously"));
    return true;
  }

  /** La surveillance des fichiers de tslab a flanché hors d'une cellule : on repartira d'un convertisseur neuf. */
  signalerPanne(): void {
    this.convertisseur.signalerPanne();
    this.navigateur?.signalerPanne();
  }

  fermer(): void {
    this.executeur.close();
  }

  /**
   * `action` sur l'index servi (index-a-la-demande.ts). Le prévenir d'un
   * changement peut faire flancher la surveillance de tslab (un fichier créé
   * sous un dossier qu'elle surveille) : les convertisseurs seront alors
   * recréés, et reliront l'index ; on rend `siPanne`.
   */
  private surLIndex<T>(action: (index: DemandesALIndex) => T, siPanne: T): T | undefined {
    try {
      return this.index && action(this.index);
    } catch (erreur) {
      if (!estPanneDeTslab(erreur)) throw erreur;
      this.signalerPanne();
      return siPanne;
    }
  }

  /** La conversion d'une cellule, entourée de l'annotation et du nom de script. */
  private convertir(source: string): ConvertResult {
    const cellule = annoter(source);
    // Un module de Node dont les types avaient été retirés : ajoutés, et le compilateur recréé.
    if (this.typesDeNode?.demander(source)) this.convertisseur.relireLesTypes();
    // Les déclarations de la bibliothèque que nomme la cellule (index-a-la-demande.ts).
    this.surLIndex((index) => index.demander(source), undefined);
    const compiler = () =>
      this.etat.dans(ETATS.compilation, () =>
        this.convertisseur.convert(this.declarations, cellule.annotee),
      );
    let resultat = compiler();
    // Un nom absent de l'index réduit : on recompile avec l'index entier, qui dira le bon nom.
    if (
      resultat.diagnostics.some((d) => ERREURS_DE_NOM_ABSENT.has(d.code)) &&
      this.surLIndex((index) => index.servirTout(), true)
    )
      resultat = compiler();
    // Le JavaScript précompilé de src/, donné à l'exécuteur comme s'il venait de tslab.
    const modules = this.bibliotheque?.modulesALivrer() ?? [];
    if (modules.length > 0) resultat.sideOutputs = [...(resultat.sideOutputs ?? []), ...modules];
    this.recueil.diagnostics = resultat.diagnostics;
    if (resultat.diagnostics.length === 0) this.recueil.declarations = resultat.declOutput ?? "";
    if (resultat.output && this.transformer) resultat.output = this.transformer(resultat.output);
    if (this.enCours) {
      const { numero, etiquette } = this.enCours;
      this.scripts.set(numero, { etiquette, cellule, javascript: resultat.output ?? "" });
      if (resultat.output) resultat.output += `\n//# sourceURL=${nomDeScript(numero)}`;
    }
    return resultat;
  }
}
