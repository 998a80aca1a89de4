/**
 * Le juge de la correction : il note une cellule `verifier` sur les pièces
 * qu'elle a laissées (voir `pieces.ts`), hors du noyau de l'élève.
 *
 * Il ne croit des pièces que ce qu'on ne peut pas inventer sans faire
 * l'exercice. Les cas passés doivent être exactement ceux que passe le
 * carnet du professeur, arguments des cas cachés compris (exécuté avant la
 * correction : `outils/cas-de-reference.ts`) ; à défaut, les cas visibles
 * doivent être ceux du catalogue et les cas cachés porter les descriptions
 * écrites dans la cellule. Les réponses attendues, il les calcule lui-même
 * avec la version du cours, puis conclut comme `verifier`.
 */
import { Bilan } from "./bilan";
import { trouverExercice } from "../exercices/catalogue";
import type { Cas, Observation } from "../exercices/exercice";
import { decoder, encoder, type Pieces } from "./pieces";
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
  const cles = Object.keys(valeur).sort();
  const champs = cles.map(
    (k) => `${JSON.stringify(k)}:${canonique((valeur as Record<string, unknown>)[k])}`,
  );
  return `{${champs.join(",")}}`;
}

/** Même valeur une fois encodée : les cas visibles reçus sont-ils ceux du catalogue ? */
const memeEncodage = (a: unknown, b: unknown) => canonique(encoder(a)) === canonique(encoder(b));

/** Le bilan du juge pour une cellule notée. */
export function juger({ nom, source, pieces, faute, cas: reference }: Dossier): Bilan {
  const exercice = trouverExercice(nom);
  const visibles = exercice.cas;
  if (faute) return refus(nom, visibles.length, `Copie refusée : ${faute}`);
  if (!pieces || pieces.nom !== nom)
    return refus(
      nom,
      visibles.length,
      "La cellule n'a pas laissé le résultat de la vérification : elle a été modifiée, ou « verifier » remplacé.",
    );
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
  let cas: Cas[];
  let obtenues: Observation[];
  try {
    cas = pieces.cas.map((c) => decoder(c) as Cas);
    obtenues = pieces.observations.map((o) => decoder(o) as Observation);
  } catch {
    return refus(nom, visibles.length, "Les pièces de la vérification sont illisibles.");
  }
  const cachees = cas.slice(visibles.length);
  const attenduesCachees = descriptionsCachees(source);
  const casConformes =
    (!reference || canonique(pieces.cas) === canonique(reference)) &&
    cas.length >= visibles.length &&
    visibles.every(
      (v, k) => v.description === cas[k].description && memeEncodage(v.arguments, cas[k].arguments),
    ) &&
    attenduesCachees.every((d) => cachees.some((c) => c.description === d)) &&
    obtenues.length <= cas.length &&
    typeof pieces.parametresDeclares === "number";
  if (!casConformes) return refus(nom, cas.length, "Les cas vérifiés ne sont pas ceux du devoir.");
  // Les cas visibles, ceux du catalogue (leurs arguments restent des objets du cours : PSC,
  // contraintes, variables), que le décodage des pièces aurait changés en objets simples.
  const juges = [...visibles, ...cachees];
  return conclure({ ...exercice, cas: juges }, pieces.parametresDeclares, obtenues, exercice.delai);
}
