/**
 * Le juge de la correction : il note une cellule `verifier` sur les pièces
 * qu'elle a laissées (voir `pieces.ts`), hors du noyau de l'élève.
 *
 * Il ne croit des pièces que ce qu'on ne peut pas inventer sans faire
 * l'exercice. Les cas visibles doivent être ceux du catalogue, les cas
 * cachés porter les descriptions écrites par le professeur dans la cellule
 * (que nbgrader a remise dans son état) ; les réponses attendues, il les
 * calcule lui-même avec la version du cours, puis conclut comme `verifier`.
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

/** Même valeur une fois encodée : les cas visibles reçus sont-ils ceux du catalogue ? */
const memeEncodage = (a: unknown, b: unknown) =>
  JSON.stringify(encoder(a)) === JSON.stringify(encoder(b));

/** Le bilan du juge pour une cellule notée. */
export function juger({ nom, source, pieces, faute }: Dossier): Bilan {
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
    cas.length >= visibles.length &&
    visibles.every(
      (v, k) => v.description === cas[k].description && memeEncodage(v.arguments, cas[k].arguments),
    ) &&
    attenduesCachees.every((d) => cachees.some((c) => c.description === d)) &&
    obtenues.length <= cas.length &&
    typeof pieces.parametresDeclares === "number";
  if (!casConformes) return refus(nom, cas.length, "Les cas vérifiés ne sont pas ceux du devoir.");
  return conclure({ ...exercice, cas }, pieces.parametresDeclares, obtenues, exercice.delai);
}
