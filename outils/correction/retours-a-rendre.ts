/**
 * Avant `rendre-retours` : les pages de retour que nbgrader ne sait pas
 * déposer dans le dossier d'échange. Une copie posée à la main dans
 * submitted/ (reçue par courriel, sur une clé) n'a ni `timestamp.txt` ni
 * `submission_secret.txt` : release_feedback s'arrêterait sur elle, sans
 * rendre les suivantes. Ces élèves-là sont laissés de côté, en le disant, et
 * les autres reçoivent leur retour.
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** Les élèves dont le retour du devoir existe mais ne peut pas passer par l'échange. */
export function retoursHorsEchange(cours: string, devoir: string): string[] {
  const retours = join(cours, "feedback");
  if (!existsSync(retours)) return [];
  return readdirSync(retours).filter((eleve) => {
    const dossier = join(retours, eleve, devoir);
    if (!existsSync(dossier)) return false;
    return ["timestamp.txt", "submission_secret.txt"].some((f) => !existsSync(join(dossier, f)));
  });
}

/** Ce que le professeur doit savoir de ces retours : où ils sont, et quoi en faire. */
export function messageHorsEchange(cours: string, devoir: string, eleves: string[]): string {
  return eleves
    .map(
      (eleve) =>
        `Retour de ${eleve} non déposé : sa copie n'est pas passée par le dossier d'échange ` +
        `(posée à la main). Sa page est ${join(cours, "feedback", eleve, devoir)} : donnez-la-lui vous-même.`,
    )
    .join("\n");
}
