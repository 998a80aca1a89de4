/**
 * Ce qu'il faut savoir d'une fonction du TD pour la vérifier : ses cas, la
 * version de référence qui donne les réponses attendues, et les erreurs
 * typiques qui permettent de dire à l'élève ce qui cloche.
 */
import type { Hasard } from "../hasard/hasard";
import { contexteDeCorrection } from "../socle/correction";
import type { Journal } from "./journal";

/**
 * Le nom d'un exercice : celui de la fonction à écrire (`test_ligne`,
 * `estValide`…). La liste des noms connus est dans `catalogue.ts`.
 */
export type NomExercice = string;

/**
 * Levée par nos versions fausses quand elles dépassent leur nombre de tours :
 * elles ne s'arrêteraient pas, mais on ne veut pas attendre le délai pour le savoir.
 */
export class BoucleSansFin extends Error {
  override name = "BoucleSansFin";
}

/**
 * Une fonction d'élève, quelle que soit sa signature : `never[]` accepte
 * n'importe quels paramètres, et l'on vérifie le reste à l'exécution.
 */
export type FonctionEleve = (...args: never[]) => unknown;

/** Un appel à essayer. */
export interface Cas {
  /** Ce que le cas met à l'épreuve, en une phrase pour l'élève. */
  description: string;
  arguments: unknown[];
  /** Ce que valent les tableaux de l'appel : « M = grille de l'annexe ; … ». */
  contexte?: string;
}

/** Une erreur que font souvent les élèves, avec une version qui la commet. */
export interface ErreurTypique {
  /** Un identifiant court et stable, pour les tests et les carnets. */
  code: string;
  /** L'erreur en quelques mots : « la colonne j n'est pas exclue ». */
  titre: string;
  /** Pourquoi c'est faux et comment s'en sortir. */
  explication: string;
  /** Une version de la fonction qui fait exactement cette erreur. */
  fonction: FonctionEleve;
  /**
   * Ce qui trahit l'erreur même quand une fonction appelée par l'élève est
   * fausse aussi, si bien qu'aucune version ne refait sa copie : un constat
   * sur les arguments et la valeur obtenue d'un cas raté, en une phrase pour
   * l'élève qui suit « Au cas « … », » (« votre fonction annonce 798
   * évaluations pour un budget de 366… »), ou `undefined`.
   * Il ne sert que si aucune erreur typique ne se comporte comme l'élève.
   */
  symptome?(args: unknown[], obtenue: unknown): string | undefined;
}

/**
 * Les pas qu'une procédure doit faire, tels que la leçon les définit : pour
 * `resolution`, les écritures dans M. La vérification compare ceux de
 * l'élève à ceux de la référence, si bien qu'un autre algorithme (un autre
 * solveur du cours, un programme à part) ne passe pas pour le sien.
 */
export interface JournalDeLExercice {
  /** Ce que l'on suit, pour le rapport : « les écritures dans M ». */
  nom: string;
  /** Le nom d'un pas, pour le rapport : « écriture ». */
  pas: string;
  /** Les arguments enveloppés : chaque pas de l'algorithme y laisse sa trace dans `journal`. */
  instrumenter(args: unknown[], journal: Journal): unknown[];
  /** Un pas noté, pour l'élève : « 3 en (0, 2) ». */
  decrire(pas: string): string;
}

export interface Exercice {
  nom: NomExercice;
  parametres: string[];
  /** Les paramètres sans valeur par défaut, ceux que compte `fonction.length`. */
  obligatoires: number;
  /** La version correcte, qui donne ce que l'on attend. */
  reference: FonctionEleve;
  /**
   * Les fonctions de la bibliothèque qui font le même travail, sous le nom de
   * l'exercice (`revise` de src/psc/) ou sous un autre (le recuit du cours
   * pour `recuitSimule`). `verifier` refuse celles qui portent le nom de
   * l'exercice, comme la référence (src/verification/emprunt.ts) ; pendant
   * la correction de l'exercice, toutes sont retirées de la cage avec elle.
   */
  equivalents?: FonctionEleve[];
  cas: Cas[];
  erreurs: ErreurTypique[];
  /** Où est M parmi les arguments, si la fonction en reçoit une. */
  indiceMatrice?: number;
  /** La fonction doit seulement lire M : la modifier, de quelque façon que ce soit, est une faute. */
  lectureSeule?: boolean;
  /**
   * Pour une fonction qui modifie les objets qu'elle reçoit (les labels
   * d'un PSC) : l'état qu'elle y laisse, en texte ou en tableaux, comparé
   * après l'appel comme M. `nomEtat` le nomme dans le rapport (« les labels »).
   */
  etatApres?(args: unknown[]): unknown;
  nomEtat?: string;
  /** Le temps laissé à chaque appel, en millisecondes. */
  delai: number;
  /** Les fonctions du TD que celle-ci appelle dans le carnet de l'élève. */
  appelle: NomExercice[];
  /** Les pas que la vérification compare à ceux de la référence, pour une procédure. */
  journal?: JournalDeLExercice;
  /**
   * Des cas tirés au hasard de `hasard`, nouveaux à chaque correction (la
   * graine est tirée au moment de corriger) : aucune table des cas visibles
   * apprise par cœur ne les passe.
   */
  tirer?(hasard: Hasard): Cas[];
  /** La valeur obtenue vaut-elle la valeur attendue ? */
  memeValeur(attendue: unknown, obtenue: unknown): boolean;
  /** Une précision sur deux valeurs différentes, par exemple les cases en trop. */
  difference?(attendue: unknown, obtenue: unknown): string | undefined;
}

/**
 * Les cas d'un exercice bâtis à la première lecture, puis gardés : certains
 * en demandent des milliers de tirages (le recuit, les redémarrages), payés
 * sinon par chaque carnet au premier import de la bibliothèque
 * (`npm run bench:noyau -- --modules`). S'écrit `get cas() { return lire(); }`
 * dans l'exercice, avec `const lire = casALaPremiereLecture(() => [...])`.
 *
 * Pendant une correction, ils sont bâtis tout de suite : ils peuvent appeler
 * des versions du cours que les pièges font lever dès la première cellule
 * (src/noyau/pieges-correction.ts).
 */
export function casALaPremiereLecture(batir: () => Cas[]): () => Cas[] {
  let cas = contexteDeCorrection() ? batir() : undefined;
  return () => (cas ??= batir());
}
