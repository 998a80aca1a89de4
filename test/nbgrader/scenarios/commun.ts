/**
 * Ce que les scénarios de correction partagent : le cours commun que leur
 * prépare `correction.test.ts` (un seul `corriger` par devoir), la forme d'un
 * scénario, et de quoi lire ses seuls élèves dans ce que le cours garde pour tous.
 */
import { join } from "node:path";
import { lireCarnet, type Carnet } from "../../../outils/carnets/carnets";
import { RACINE, type Sortie } from "../../aide-processus";
import type { FormgraderLance } from "../aide-nbgrader";
import { EXERCICES_LECON_1 } from "../copies";

/** Le devoir des quatre scénarios de la leçon 1, et son carnet. */
export const LECON_1 = "lecon1";
export const CARNET_LECON_1 = "01-td-retour-arriere";

/** La sortie de l'unique `corriger` d'un devoir, et quand il a fini (Date.now()). */
export interface Correction extends Sortie {
  fin: number;
}

/** Le cours commun, tel que le voient les tests des scénarios une fois le `beforeAll` fini. */
export interface CoursCommun {
  /** Le dossier du cours (effacé à la fin du fichier). */
  readonly dossier: string;
  /** La version distribuée (release/) d'un carnet d'un devoir. */
  distribuee(devoir: string, carnet: string): Carnet;
  /** La sortie de l'unique `corriger` du devoir. */
  correction(devoir: string): Correction;
  /**
   * `retours lecon1`, lancé une seule fois au premier appel : après la note à
   * la main de bout-en-bout, qui est déclaré le premier.
   */
  retours(): Promise<Sortie>;
  /** formgrader sur le cours, lancé une seule fois au premier appel, arrêté à la fin du fichier. */
  formgrader(): Promise<FormgraderLance>;
}

/** Les copies d'un scénario : élève → (carnet → copie rendue). */
export type Copies = Record<string, Record<string, Carnet>>;

/**
 * Un scénario : un module de scenarios/ qui exporte son devoir, ses copies
 * (déposées dans submitted/ avant l'unique correction du devoir) et ses tests.
 */
export interface Scenario {
  /** Le devoir que corrigent ses copies. */
  devoir: string;
  /**
   * Ses copies. Ce qu'elles citent doit exister avant (un témoin qui écoute) :
   * la fonction le prépare. Les élèves de tous les scénarios sont différents.
   */
  copies(cours: CoursCommun): Copies | Promise<Copies>;
  /** Les élèves dont la copie n'est pas déposée mais passe par l'échange de nbgrader. */
  parLEchange?: string[];
  /** Ce qui suit le dépôt de toutes les copies et précède la correction (fichiers, empreintes). */
  avantLaCorrection?(cours: CoursCommun): void | Promise<void>;
  /** Déclare ses `describe` et `it`, qui lisent le cours une fois corrigé. */
  tests(cours: CoursCommun): void;
}

/**
 * Les points de chaque exercice d'un carnet du professeur (`verifier-<nom>` →
 * points), lus dans ses métadonnées : 1, 2 ou 3 selon la difficulté.
 */
export function pointsDesExercices(carnet: string): Record<string, number> {
  const lu = lireCarnet(join(RACINE, "notebooks", "professeur", `${carnet}.ipynb`));
  return Object.fromEntries(
    lu.cells.flatMap((c) => {
      const meta = c.metadata.nbgrader as { grade_id?: string; points?: number } | undefined;
      return meta?.grade_id?.startsWith("verifier-") ? [[meta.grade_id, meta.points ?? 0]] : [];
    }),
  );
}

const POINTS_LECON_1 = pointsDesExercices(CARNET_LECON_1);

/**
 * Les notes de la leçon 1, comme gradebook.db les range : tous les points de
 * chaque exercice (`part` 1) ou aucun (`part` 0).
 */
export const notesLecon1 = (part: 0 | 1): Record<string, number> =>
  Object.fromEntries(
    EXERCICES_LECON_1.map((e) => [`verifier-${e}`, part * POINTS_LECON_1[`verifier-${e}`]]),
  );

/** Des copies de la leçon 1 : élève → copie de son seul carnet. */
export function deLaLecon1(copies: Record<string, Carnet>): Copies {
  return Object.fromEntries(
    Object.entries(copies).map(([eleve, carnet]) => [eleve, { [CARNET_LECON_1]: carnet }]),
  );
}

/** La part d'un relevé (élève → …) qui concerne les élèves nommés, et eux seuls. */
export function seulement<T>(
  releve: Record<string, T>,
  eleves: Iterable<string>,
): Record<string, T> {
  const noms = new Set(eleves);
  return Object.fromEntries(Object.entries(releve).filter(([eleve]) => noms.has(eleve)));
}

/** La copie corrigée (autograded/) d'un élève. */
export function copieCorrigee(
  cours: CoursCommun,
  eleve: string,
  devoir = LECON_1,
  carnet = CARNET_LECON_1,
): string {
  return join(cours.dossier, "autograded", eleve, devoir, `${carnet}.ipynb`);
}

/** La copie corrigée d'un élève, lue. */
export function lireCopieCorrigee(
  cours: CoursCommun,
  eleve: string,
  devoir = LECON_1,
  carnet = CARNET_LECON_1,
): Carnet {
  return lireCarnet(copieCorrigee(cours, eleve, devoir, carnet));
}
