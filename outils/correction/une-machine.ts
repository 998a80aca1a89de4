/**
 * Le cours essayé sur une seule machine, comme dans la recette du guide
 * (docs/professeur-nbgrader.md) : le dossier d'échange est dans le dossier du
 * cours, et les élèves (`--student bruno`) sont tous le compte du professeur.
 * Deux réglages de nbgrader y donnent de fausses alertes ou de faux retours ;
 * on les corrige ici, et seulement là.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { environnementJupyter } from "../commun/jupyter";

/** Le dossier d'échange du cours, tel que l'écrit son nbgrader_config.py (undefined s'il n'y est pas). */
function echangeDuCours(cours: string): string | undefined {
  const config = join(cours, "nbgrader_config.py");
  if (!existsSync(config)) return undefined;
  const ligne = /^c\.Exchange\.root\s*=\s*("(?:[^"\\]|\\.)*")\s*$/m.exec(
    readFileSync(config, "utf8"),
  );
  try {
    return ligne ? (JSON.parse(ligne[1]) as string) : undefined;
  } catch {
    return undefined;
  }
}

/** L'échange est-il celui du cours sur une seule machine (`<cours>/echange`, écrit par creer) ? */
export function echangeSurUneMachine(cours: string): boolean {
  return echangeDuCours(cours) === join(cours, "echange");
}

/**
 * Les options de `ramasser` sur une seule machine : chaque copie y appartient au
 * compte du professeur, quel que soit l'élève qui la rend ; nbgrader y verrait une
 * triche (« owned by root; cheating attempt? »). Sur un serveur, la vérification reste.
 */
export function optionsDeRamasser(cours: string): string[] {
  return echangeSurUneMachine(cours) ? ["--ExchangeCollect.check_owner=False"] : [];
}

/** L'élève nommé par `--student X` (ou `--student=X`, `--CourseDirectory.student_id=X`). */
function eleveNomme(args: string[]): string | undefined {
  for (const [k, a] of args.entries()) {
    const m = /^--(?:student|CourseDirectory\.student_id)(?:=(.*))?$/.exec(a);
    if (m) return m[1] ?? args[k + 1];
  }
  return undefined;
}

/**
 * Les options d'une commande d'élève (fetch_assignment, submit, fetch_feedback, list)
 * lancée pour un élève nommé : un cache de nbgrader à lui. nbgrader garde les copies
 * rendues dans un cache du compte, et fetch_feedback y prend toutes celles du devoir :
 * sur une seule machine, bruno recevrait aussi la page de chloé.
 */
export function optionsDeLEleve(args: string[]): string[] {
  const eleve = eleveNomme(args);
  if (!eleve || !/^[\w.@-]+$/.test(eleve)) return [];
  if (args.some((a) => a.startsWith("--Exchange.cache"))) return [];
  const donnees = environnementJupyter().JUPYTER_DATA_DIR ?? "";
  return [`--Exchange.cache=${join(donnees, "eleves", eleve, "nbgrader_cache")}`];
}
