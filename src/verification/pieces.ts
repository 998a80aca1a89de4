/**
 * Les pièces d'une vérification, pour le juge de la correction.
 *
 * Pendant une correction (nbgrader), la note d'un exercice ne dépend pas de
 * ce que dit le noyau de l'élève : tout ce qui tourne dans ce processus, le
 * code de l'élève peut le redéfinir (`verifier`, le verdict, l'affichage).
 * `verifier` y joint donc à son bilan ce qu'il a *vu* : pour chaque cas,
 * l'issue de l'appel (valeur, erreur, boucle sans fin…) et la matrice après
 * coup. Le juge (`juge.ts`), hors de la cage de correction, recalcule les
 * réponses attendues avec la bibliothèque du cours et décide. Inventer des
 * pièces ne sert à rien : il faudrait connaître les bonnes réponses de
 * chaque cas, caché compris, c'est-à-dire faire l'exercice.
 *
 * Les valeurs passent en JSON : `encoder` garde ce que JSON perd
 * (`undefined`, NaN, ±Infinity, -0, grands entiers, Map, Set, et la classe
 * d'un objet du cours : une `Variable` rendue par l'élève reste une `Variable`
 * pour le juge).
 */
import type { Cas } from "../exercices/exercice";
import type { Observation } from "./observation";
import { Grille } from "../grille/grille";
import { ContrainteBinaire } from "../psc/contrainte-binaire";
import { ContrainteUnaire } from "../psc/contrainte-unaire";
import { PSC } from "../psc/psc";
import { SudokuPSC } from "../psc/sudoku";
import { Variable } from "../psc/variable";
import { ConfigurationLewis } from "../recherche/lewis";
import { lireResume } from "../exercices/journal";

/**
 * Les classes du cours dont un objet garde sa classe dans les pièces, par
 * leur nom ; ce sont aussi celles dont la cage de `verifier` coupe les
 * méthodes qui portent le nom de l'exercice vérifié (`methodes-interdites.ts`).
 */
export const CLASSES: Readonly<Record<string, { prototype: object }>> = {
  Variable,
  ContrainteBinaire,
  ContrainteUnaire,
  PSC,
  SudokuPSC,
  Grille,
  ConfigurationLewis,
};

/** Le nom de la classe du cours de `objet`, s'il en est un. */
function classeDe(objet: object): string | undefined {
  const prototype: unknown = Object.getPrototypeOf(objet);
  return Object.keys(CLASSES).find((nom) => CLASSES[nom].prototype === prototype);
}

/** Ce que `verifier` a pu constater. */
export type ConstatPieces =
  | {
      statut: "observe";
      parametresDeclares: number;
      /** Les cas passés, cachés compris (encodés). */
      cas: unknown[];
      observations: unknown[];
    }
  | { statut: "non-fait" | "pas-une-fonction" | "empruntee" };

export type Pieces = { nom: string } & ConstatPieces;

/** Une valeur JavaScript en JSON, sans rien perdre de ce que les exercices comparent. */
export function encoder(valeur: unknown): unknown {
  if (valeur === undefined) return { $: "undefined" };
  if (typeof valeur === "number") {
    if (Number.isNaN(valeur)) return { $: "NaN" };
    if (!Number.isFinite(valeur)) return { $: valeur > 0 ? "+Infinity" : "-Infinity" };
    if (Object.is(valeur, -0)) return { $: "-0" };
    return valeur;
  }
  if (typeof valeur === "bigint") return { $: "bigint", v: valeur.toString() };
  if (typeof valeur !== "object" || valeur === null) {
    return typeof valeur === "function" || typeof valeur === "symbol"
      ? { $: "autre", v: String(valeur) }
      : valeur;
  }
  if (Array.isArray(valeur)) return valeur.map(encoder);
  if (valeur instanceof Map)
    return { $: "Map", v: [...valeur].map(([c, v]) => [encoder(c), encoder(v)]) };
  if (valeur instanceof Set) return { $: "Set", v: [...valeur].map(encoder) };
  const champs: Record<string, unknown> = {};
  for (const [cle, v] of Object.entries(valeur)) champs[cle] = encoder(v);
  const classe = classeDe(valeur);
  return classe ? { $: "objet", classe, v: champs } : { $: "objet", v: champs };
}

/** L'inverse d'`encoder`. */
export function decoder(json: unknown): unknown {
  if (Array.isArray(json)) return json.map(decoder);
  if (typeof json !== "object" || json === null) return json;
  const { $: sorte, v, classe } = json as { $?: string; v?: unknown; classe?: string };
  switch (sorte) {
    case "undefined":
      return undefined;
    case "NaN":
      return NaN;
    case "+Infinity":
      return Infinity;
    case "-Infinity":
      return -Infinity;
    case "-0":
      return -0;
    case "bigint":
      return BigInt(String(v));
    case "autre":
      return String(v);
    case "Map":
      return new Map((v as unknown[][]).map(([c, x]) => [decoder(c), decoder(x)]));
    case "Set":
      return new Set((v as unknown[]).map(decoder));
    case "objet": {
      const champs = Object.fromEntries(
        Object.entries(v as Record<string, unknown>).map(([c, x]) => [c, decoder(x)]),
      );
      const prototype =
        classe !== undefined && Object.hasOwn(CLASSES, classe)
          ? CLASSES[classe].prototype
          : undefined;
      return prototype ? Object.assign(Object.create(prototype) as object, champs) : champs;
    }
    default:
      throw new Error(`pièce illisible : ${JSON.stringify(json).slice(0, 80)}`);
  }
}

/** Les pièces d'une vérification qui a observé la fonction de l'élève. */
export function piecesObservees(
  nom: string,
  parametresDeclares: number,
  cas: readonly Cas[],
  observations: Observation[],
): Pieces {
  return {
    nom,
    statut: "observe",
    parametresDeclares,
    cas: cas.map((c) => encoder(c)),
    observations: observations.map((o) => encoder(o)),
  };
}

/** Les issues qu'une observation peut avoir, et le champ que chacune demande. */
const ISSUES: Record<string, string | undefined> = {
  valeur: undefined,
  erreur: "message",
  "sans-fin": undefined,
  incident: "message",
};

/**
 * Une observation décodée des pièces, si elle a la forme de celles que
 * `verifier` laisse ; `undefined` sinon (une copie a pu les remplacer).
 */
export function lireObservation(valeur: unknown): Observation | undefined {
  if (typeof valeur !== "object" || valeur === null) return undefined;
  const { issue, matrice, journal } = valeur as Record<string, unknown>;
  if (typeof issue !== "object" || issue === null) return undefined;
  const type = (issue as { type?: unknown }).type;
  if (typeof type !== "string" || !Object.hasOwn(ISSUES, type)) return undefined;
  const champ = ISSUES[type];
  if (champ !== undefined && typeof (issue as Record<string, unknown>)[champ] !== "string")
    return undefined;
  if (type === "valeur" && !Object.hasOwn(issue, "valeur")) return undefined;
  const resume = journal === undefined ? undefined : lireResume(journal);
  if (journal !== undefined && resume === undefined) return undefined;
  return {
    issue: issue as Observation["issue"],
    ...(matrice === undefined ? {} : { matrice }),
    ...(resume === undefined ? {} : { journal: resume }),
  };
}
