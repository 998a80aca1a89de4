/**
 * La date de rendu d'un devoir : `npm run devoirs -- echeance lecon1 2026-12-14T18:00`.
 * Elle est rangée par nbgrader lui-même (`nbgrader db assignment add --duedate`) :
 * autograde compte alors le retard de chaque copie (sans retirer de points, réglage
 * AssignLatePenalties), et `ramasser` comme `corriger` disent qui est en retard et
 * de combien.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { duree, lireEcheance } from "./bilan-correction";
import { ErreurDevoirs } from "./cours-nbgrader";

/** Une date donnée par le professeur, à l'heure de cette machine : 2026-12-14T18:00 ou « 2026-12-14 18:00 ». */
export function lireDateDeRendu(texte: string | undefined): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?$/.exec(texte?.trim() ?? "");
  const date = m
    ? new Date(+m[1], +m[2] - 1, +m[3], m[4] ? +m[4] : 23, m[5] ? +m[5] : 59)
    : undefined;
  if (!m || !date || date.getDate() !== +m[3] || date.getMonth() !== +m[2] - 1)
    throw new ErreurDevoirs(
      `date de rendu illisible : « ${texte ?? ""} » (par exemple 2026-12-14T18:00, à l'heure de cette machine)`,
    );
  return date;
}

/** La date, en clair : « lundi 14 décembre 2026 à 18:00 ». */
export function dateEnClair(date: Date): string {
  const jour = date.toLocaleDateString("fr-FR", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  const heure = date.toLocaleTimeString("fr-FR", { hour: "2-digit", minute: "2-digit" });
  return `${jour} à ${heure}`;
}

/** L'argument de nbgrader : l'heure UTC, que nbgrader garde sans fuseau. */
export function dateDeNbgrader(date: Date): string {
  return date.toISOString().replace(/\.\d+Z$/, "Z");
}

/** L'heure de remise d'une copie ramassée (timestamp.txt de nbgrader : « 2026-12-07 05:36:49.060230 UTC »). */
function remise(dossier: string): Date | undefined {
  const fichier = join(dossier, "timestamp.txt");
  if (!existsSync(fichier)) return undefined;
  const texte = readFileSync(fichier, "utf8").trim();
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(\.\d+)?/.exec(texte);
  return m ? new Date(`${m[1]}T${m[2]}${(m[3] ?? "").slice(0, 4)}Z`) : undefined;
}

/** Les copies ramassées du devoir rendues après sa date : élève → secondes de retard. */
export function copiesEnRetard(cours: string, devoir: string): Record<string, number> {
  const soumis = join(cours, "submitted");
  const echeance = existsSync(soumis) ? lireEcheance(cours, devoir) : null;
  if (!echeance) return {};
  const retards: Record<string, number> = {};
  for (const eleve of readdirSync(soumis)) {
    const quand = remise(join(soumis, eleve, devoir));
    if (quand && quand > echeance) retards[eleve] = (quand.getTime() - echeance.getTime()) / 1000;
  }
  return retards;
}

/** Le rapport des retards, après ramasser. */
export function rapportDesRetards(cours: string, devoir: string): string {
  const retards = Object.entries(copiesEnRetard(cours, devoir));
  if (retards.length === 0) return "";
  const liste = retards.map(([eleve, s]) => `${eleve} (${duree(s)})`).join(", ");
  return `Copies rendues après la date de rendu : ${liste}.`;
}
