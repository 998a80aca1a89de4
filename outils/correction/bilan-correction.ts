/**
 * Le tableau qui finit `npm run devoirs -- corriger` : pour chaque élève, les
 * points de chaque exercice, les réponses encore à noter à la main, le total
 * et le retard. Les notes viennent de la base de notes, par l'API de nbgrader
 * (jupyter/nbgrader/bilan.py), et non des messages de nbgrader.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { RACINE, pythonDuProjet } from "../commun/jupyter";
import {
  IDENTIFIANT_DU_COURS,
  enPoints,
  environnementNbgrader,
  lireLaBaseDeNotes,
} from "./cours-nbgrader";

/** Une cellule notée du devoir. */
export interface CelluleNotee {
  nom: string;
  max: number;
  aLaMain: boolean;
}

/** Une copie corrigée, telle que la base la garde. */
export interface CopieCorrigee {
  eleve: string;
  /** Cellule → points ; null : la réponse attend sa note à la main. */
  points: Record<string, number | null>;
  aNoter: string[];
  total: number;
  max: number;
  /** Secondes de retard sur la date de rendu (0 sans date ou à l'heure). */
  retard: number;
}

export interface Bilan {
  cellules: CelluleNotee[];
  copies: CopieCorrigee[];
  echeance: string | null;
}

/** Le bilan du devoir, lu dans gradebook.db. */
export function lireBilan(cours: string, devoir: string): Bilan {
  return lireLaBaseDeNotes("bilan.py", cours, [devoir]) as Bilan;
}

/** La date de rendu du devoir, lue dans gradebook.db (null s'il n'en a pas). */
export function lireEcheance(cours: string, devoir: string): Date | null {
  const { echeance } = lireLaBaseDeNotes("bilan.py", cours, [devoir, "echeance"]) as {
    echeance: string | null;
  };
  // nbgrader garde l'heure UTC, sans fuseau.
  return echeance ? new Date(`${echeance}Z`) : null;
}

/**
 * Avant la correction : chaque élève de submitted/ que nbgrader inscrirait sans
 * nom (« None, None » dans formgrader) reçoit son identifiant pour nom
 * (jupyter/nbgrader/nommer_les_eleves.py). Un échec ne gêne pas la correction.
 */
export function nommerLesEleves(cours: string): void {
  const script = join(RACINE, "jupyter", "nbgrader", "nommer_les_eleves.py");
  spawnSync(pythonDuProjet(), [script, cours, IDENTIFIANT_DU_COURS], {
    env: environnementNbgrader(),
    stdio: "ignore",
  });
}

/** Une durée de retard lisible : « 2 h 05 », « 3 j 4 h », « 12 min ». */
export function duree(secondes: number): string {
  const minutes = Math.ceil(secondes / 60);
  if (minutes < 60) return `${minutes} min`;
  const heures = Math.floor(minutes / 60);
  if (heures < 24) return `${heures} h ${String(minutes % 60).padStart(2, "0")}`;
  return `${Math.floor(heures / 24)} j ${heures % 24} h`;
}

/** Le nom court d'un exercice : `verifier-test_ligne` → `test_ligne`. */
const court = (nom: string) => nom.replace(/^verifier-/, "");

/**
 * Le tableau : une ligne par élève, une colonne numérotée par exercice (la
 * légende suit), puis les réponses à noter, le total et le retard.
 */
export function tableauDuBilan(bilan: Bilan): string {
  if (bilan.copies.length === 0) return "Aucune copie corrigée dans la base de notes.";
  const exercices = bilan.cellules.filter((c) => !c.aLaMain);
  const entete = ["élève", ...exercices.map((_, k) => String(k + 1)), "à noter", "total", "retard"];
  const lignes = bilan.copies.map((c) => [
    c.eleve,
    ...exercices.map((e) => (e.nom in c.points ? enPoints(c.points[e.nom] ?? 0) : "—")),
    c.aNoter.length > 0 ? String(c.aNoter.length) : "",
    `${enPoints(c.total)} / ${enPoints(c.max)}`,
    c.retard > 0 ? duree(c.retard) : "",
  ]);
  const largeurs = entete.map((t, k) => Math.max(t.length, ...lignes.map((l) => l[k].length)));
  const ligne = (l: string[]) =>
    l
      .map((t, k) => (k === 0 ? t.padEnd(largeurs[k]) : t.padStart(largeurs[k])))
      .join("  ")
      .trimEnd();
  const legende = exercices.map((e, k) => `${k + 1} ${court(e.nom)} (${enPoints(e.max)})`);
  const questions = bilan.cellules.filter((c) => c.aLaMain).map((c) => c.nom);
  return [
    ligne(entete),
    ...lignes.map(ligne),
    "",
    `Exercices (points) : ${legende.join(", ")}.`,
    ...(questions.length > 0
      ? [
          `« à noter » : réponses aux questions ouvertes (${questions.join(", ")}) qui attendent ` +
            "votre note ; le total ne les compte pas encore (npm run devoirs -- reponses DEVOIR --a-noter).",
        ]
      : []),
  ].join("\n");
}
