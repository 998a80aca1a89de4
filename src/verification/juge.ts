/**
 * Le juge de la correction : il note une cellule `verifier` sur les pièces
 * qu'elle a laissées (voir `pieces.ts`), hors du noyau de l'élève.
 *
 * Il ne croit des pièces que ce qu'on ne peut pas inventer sans faire
 * l'exercice. Les cas passés doivent être exactement ceux que passe le
 * carnet du professeur, arguments des cas cachés compris (exécuté avant la
 * correction : `outils/correction/cas-de-reference.ts`) ; à défaut, les cas visibles
 * doivent être ceux du catalogue et les cas cachés porter les descriptions
 * écrites dans la cellule ; viennent ensuite les cas tirés de la graine de
 * la copie, qu'il tire lui-même. Les réponses attendues, et pour une
 * procédure ses pas, il les calcule lui-même avec la version du cours, puis
 * conclut comme `verifier`.
 *
 * Des pièces de la mauvaise forme (une observation remplacée par `null`, un
 * cas par un nombre) valent 0, avec la raison : le juge ne lève jamais.
 */
import { Bilan } from "./bilan";
import { trouverExercice } from "../exercices/catalogue";
import type { Cas, Exercice } from "../exercices/exercice";
import type { Observation } from "./observation";
import { casTiresDe } from "./cas-caches";
import { decoder, encoder, lireObservation, type Pieces } from "./pieces";
import { conclure } from "./verifier";

/** Ce que le juge reçoit d'une cellule notée. */
export interface Dossier {
  /** L'exercice que la cellule vérifie, d'après son identifiant nbgrader (`verifier-<nom>`). */
  nom: string;
  /** Le code de la cellule notée, tel que nbgrader l'a remis (tests cachés compris). */
  source: string;
  /** Les pièces trouvées dans ses sorties, ou `undefined` s'il n'y en a pas. */
  pieces: Pieces | undefined;
  /** Une faute dans la forme de la copie, qui lui retire tous ses points (voir jupyter/nbgrader/juge.py). */
  faute?: string | null;
  /** Les cas (encodés) que passe la même cellule dans le carnet du professeur, s'ils sont connus. */
  cas?: unknown[] | null;
  /** La graine des cas tirés à la correction de cette copie, si elle en a. */
  graine?: number | null;
  /**
   * L'erreur que la cellule a montrée quand elle n'a pas laissé de pièces :
   * « ReferenceError: resolution is not defined », ou ce qui a arrêté la copie.
   */
  erreur?: string | null;
  /** Ce qui a arrêté la copie avant cette cellule (noyau mort, délai, sorties démesurées), s'il y a lieu. */
  arret?: string | null;
}

/** Un refus, avant toute observation : pas de pièces, ou des pièces qui ne tiennent pas. */
function refus(nom: string, casTotal: number, raison: string): Bilan {
  return new Bilan({
    nom,
    statut: "echec",
    casReussis: 0,
    casTotal,
    rapport: `❌ ${nom} : 0 point. ${raison}`,
  });
}

/** Les descriptions des cas cachés que le professeur a écrites dans la cellule. */
export function descriptionsCachees(source: string): string[] {
  const debut = source.indexOf("// DEBUT TESTS CACHES");
  const fin = source.indexOf("// FIN TESTS CACHES");
  if (debut < 0 || fin < debut) return [];
  const bloc = source.slice(debut, fin);
  return [...bloc.matchAll(/description\s*:\s*("(?:[^"\\]|\\.)*")/g)].map(
    (m) => JSON.parse(m[1]) as string,
  );
}

/**
 * Le texte JSON d'une valeur, clés rangées : deux encodages des mêmes cas
 * s'écrivent pareil, qu'ils viennent du noyau ou d'un carnet enregistré
 * (nbformat range les clés).
 */
function canonique(valeur: unknown): string {
  if (Array.isArray(valeur)) return `[${valeur.map(canonique).join(",")}]`;
  if (valeur === null || typeof valeur !== "object") return JSON.stringify(valeur);
  // Une fonction passée en argument (l'oracle de reduireParSuppression, leçon 7) s'encode avec son
  // texte, qui dépend de la traduction du cours (celle de la cage n'est pas celle du juge) : seule
  // sa place compte. Le juge n'appelle jamais que ses propres cas.
  if ((valeur as { $?: unknown }).$ === "autre") return '{"$":"autre"}';
  const cles = Object.keys(valeur).sort();
  const champs = cles.map(
    (k) => `${JSON.stringify(k)}:${canonique((valeur as Record<string, unknown>)[k])}`,
  );
  return `{${champs.join(",")}}`;
}

/**
 * Les arguments du catalogue `a`, encodés, sont-ils ceux d'un cas reçu, tel qu'il est dans les
 * pièces (encodé) ? On compare les encodages : une fonction décodée ne serait plus qu'un texte.
 */
const memeEncodage = (a: unknown, recu: unknown) =>
  canonique(encoder(a)) ===
  canonique((recu as { v?: { arguments?: unknown } } | null)?.v?.arguments);

/** Le bilan du juge pour une cellule notée ; des pièces de la mauvaise forme valent 0, sans lever. */
export function juger(dossier: Dossier): Bilan {
  const exercice = trouverExercice(dossier.nom);
  try {
    return jugerLesPieces(exercice, dossier);
  } catch {
    return refus(
      exercice.nom,
      exercice.cas.length,
      "Les pièces de la vérification sont illisibles.",
    );
  }
}

/** Pourquoi une cellule n'a pas laissé de pièces, d'après ce que l'on en sait. */
function sansPieces(nom: string, { arret, erreur }: Dossier): string {
  if (arret) return `La copie s'est arrêtée avant cette vérification : ${arret}`;
  if (erreur && /is not defined|Cannot find name|est introuvable/.test(erreur))
    return (
      `La fonction n'existait pas quand la vérification s'est exécutée (${erreur}) : sa cellule ne ` +
      `compile pas, ou a levé une erreur avant de définir ${nom}.`
    );
  if (erreur) return `La cellule a échoué avant de rien vérifier : ${erreur}`;
  return "La cellule n'a pas laissé le résultat de la vérification : elle a été modifiée, ou « verifier » remplacé.";
}

function jugerLesPieces(exercice: Exercice, dossier: Dossier): Bilan {
  const { nom, source, pieces, faute, cas: reference } = dossier;
  const visibles = exercice.cas;
  if (faute) return refus(nom, visibles.length, `Copie refusée : ${faute}`);
  if (typeof pieces !== "object" || pieces === null || pieces.nom !== nom)
    return refus(nom, visibles.length, sansPieces(nom, dossier));
  if (pieces.statut === "non-fait")
    return refus(nom, visibles.length, "L'exercice n'est pas fait.");
  if (pieces.statut === "pas-une-fonction")
    return refus(nom, visibles.length, `« ${nom} » n'est pas une fonction.`);
  if (pieces.statut !== "observe")
    return refus(
      nom,
      visibles.length,
      "La fonction vérifiée est celle de la bibliothèque du cours.",
    );
  if (!Array.isArray(pieces.cas) || !Array.isArray(pieces.observations))
    return refus(nom, visibles.length, "Les pièces de la vérification sont illisibles.");
  const cas = pieces.cas.map((c) => decoder(c) as Cas);
  const obtenues = pieces.observations.map((o) => lireObservation(decoder(o)));
  if (obtenues.some((o) => o === undefined))
    return refus(nom, visibles.length, "Les pièces de la vérification sont illisibles.");
  // Les cas tirés de la graine de la copie, tirés ici à nouveau : ils ferment la liste.
  const tires = typeof dossier.graine === "number" ? casTiresDe(exercice, dossier.graine) : [];
  const duDevoir = pieces.cas.slice(0, pieces.cas.length - tires.length);
  const tiresRecus = pieces.cas.slice(duDevoir.length);
  const cachees = cas.slice(visibles.length, duDevoir.length);
  const attenduesCachees = descriptionsCachees(source);
  const casConformes =
    (!reference || canonique(duDevoir) === canonique(reference)) &&
    canonique(tiresRecus) === canonique(tires.map((c) => encoder(c))) &&
    duDevoir.length >= visibles.length &&
    visibles.every(
      (v, k) => v.description === cas[k].description && memeEncodage(v.arguments, pieces.cas[k]),
    ) &&
    attenduesCachees.every((d) => cachees.some((c) => c.description === d)) &&
    obtenues.length <= cas.length &&
    typeof pieces.parametresDeclares === "number";
  if (!casConformes) return refus(nom, cas.length, "Les cas vérifiés ne sont pas ceux du devoir.");
  // Les cas visibles et tirés, ceux du juge (leurs arguments restent des objets du cours : PSC,
  // contraintes, variables), que le décodage des pièces aurait changés en objets simples.
  const juges = [...visibles, ...cachees, ...tires];
  return conclure(
    { ...exercice, cas: juges },
    pieces.parametresDeclares,
    obtenues as Observation[],
    exercice.delai,
  );
}
