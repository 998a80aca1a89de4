/**
 * `npm run devoirs -- notes [FICHIER] [--format nbgrader]` : la feuille de notes
 * du professeur.
 *
 * Par défaut, une feuille française qui s'ouvre telle quelle dans LibreOffice et
 * Excel : UTF-8 avec BOM (sans lui, Excel lit les accents de travers), `;` entre
 * les colonnes et la virgule décimale (le `,` séparerait les décimales en deux
 * colonnes), en-têtes en français. Une ligne par élève ; pour chaque devoir, une
 * colonne par exercice et par réponse écrite, le total et la note sur 20. Une
 * copie jamais rendue dit « non rendu », pas 0 ; une réponse qui attend sa note
 * dit « à noter ». Les points viennent de gradebook.db, lus par l'API de nbgrader
 * (jupyter/nbgrader/feuille_de_notes.py). `--format nbgrader` garde l'export CSV
 * de nbgrader (une ligne par élève et par devoir, en anglais).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { ErreurDevoirs, enPoints, lireLaBaseDeNotes, lisibleAuTerminal } from "./cours-nbgrader";

export const NON_RENDU = "non rendu";
export const A_NOTER = "à noter";

/** Une cellule notée d'un devoir : une vérification (exercice) ou une réponse écrite. */
export interface CelluleNotee {
  carnet: string;
  nom: string;
  max: number;
  sorte: "exercice" | "reponse";
}

/** Ce que la base de notes dit du cours (voir feuille_de_notes.py). */
export interface NotesDuCours {
  devoirs: { nom: string; cellules: CelluleNotee[] }[];
  eleves: {
    id: string;
    nom: string;
    prenom: string;
    /** null : copie non rendue ; un point null : réponse à noter. */
    copies: Record<string, { points: Record<string, number | null>; penalite: number } | null>;
  }[];
}

/** Lit les notes du cours dans gradebook.db. */
export function lireLesNotes(cours: string): NotesDuCours {
  return lireLaBaseDeNotes("feuille_de_notes.py", cours) as NotesDuCours;
}

/** Un nombre à la française, arrondi au centième : « 12,5 ». */
export const nombreFrancais = enPoints;

/** Un champ de la feuille : entre guillemets s'il contient un `;`, un guillemet ou un saut de ligne. */
function champ(texte: string): string {
  return /[;"\r\n]/.test(texte) ? `"${texte.replaceAll('"', '""')}"` : texte;
}

/** Le titre de la colonne d'une cellule : l'exercice ou la réponse, et son barème. */
function titreDeCellule(devoir: string, c: CelluleNotee): string {
  const nom =
    c.sorte === "exercice"
      ? `exercice ${c.nom.replace(/^verifier-/, "")}`
      : `réponse ${c.nom.replace(/^reponse-/, "")}`;
  return `${devoir} : ${nom} (sur ${nombreFrancais(c.max)})`;
}

/** Les titres des colonnes : l'élève, puis pour chaque devoir ses cellules, le total et la note sur 20. */
function entetes(notes: NotesDuCours): string[] {
  return [
    "Élève",
    "Nom",
    "Prénom",
    ...notes.devoirs.flatMap(({ nom, cellules }) => {
      const max = cellules.reduce((s, c) => s + c.max, 0);
      return [
        ...cellules.map((c) => titreDeCellule(nom, c)),
        `${nom} : total (sur ${nombreFrancais(max)})`,
        `${nom} : note sur 20`,
      ];
    }),
  ];
}

/** Les cases d'un élève pour un devoir. */
function casesDUnDevoir(
  cellules: CelluleNotee[],
  copie: NotesDuCours["eleves"][number]["copies"][string],
): string[] {
  if (!copie) return Array<string>(cellules.length + 2).fill(NON_RENDU);
  const points = cellules.map((c) => copie.points[c.nom] ?? null);
  // Le total compte ce qui est noté ; la pénalité de retard de nbgrader en est retirée.
  const total = Math.max(0, points.reduce<number>((s, p) => s + (p ?? 0), 0) - copie.penalite);
  const max = cellules.reduce((s, c) => s + c.max, 0);
  return [
    ...points.map((p) => (p === null ? A_NOTER : nombreFrancais(p))),
    nombreFrancais(total),
    max > 0 ? nombreFrancais((total / max) * 20) : "",
  ];
}

/** Le texte de la feuille française : BOM, `;`, virgules décimales, fins de ligne CRLF. */
export function feuilleFrancaise(notes: NotesDuCours): string {
  const lignes = [entetes(notes)];
  for (const eleve of notes.eleves) {
    lignes.push([
      eleve.id,
      eleve.nom,
      eleve.prenom,
      ...notes.devoirs.flatMap((d) => casesDUnDevoir(d.cellules, eleve.copies[d.nom] ?? null)),
    ]);
  }
  return "\ufeff" + lignes.map((l) => l.map(champ).join(";")).join("\r\n") + "\r\n";
}

/** Ce que `commandeNotes` demande à devoirs.ts. */
export interface OutilsDuCours {
  /** Un chemin donné par l'utilisateur, lu depuis le dossier où il a lancé npm. */
  chemin: (donne: string) => string;
  /** L'export CSV de nbgrader vers ce fichier ; rend le code de sortie. */
  exportNbgrader: (fichier: string) => Promise<number>;
}

/** Sépare `--format X` (ou `--format=X`) du reste. */
function lireFormat(args: string[]): { format: string; reste: string[] } {
  const reste = [...args];
  const k = reste.findIndex((a) => a === "--format" || a.startsWith("--format="));
  if (k < 0) return { format: "francais", reste };
  const [option] = reste.splice(k, 1);
  const format = option.includes("=") ? option.slice("--format=".length) : reste.splice(k, 1)[0];
  return { format: format ?? "", reste };
}

/** `notes [FICHIER] [--format francais|nbgrader]` : écrit la feuille ; rend le code de sortie. */
export async function commandeNotes(
  cours: string,
  args: string[],
  outils: OutilsDuCours,
): Promise<number> {
  const { format, reste } = lireFormat(args);
  if (!["francais", "nbgrader"].includes(format))
    throw new ErreurDevoirs(`format inconnu : « ${format} » (francais, par défaut, ou nbgrader)`);
  if (reste.length > 1 || reste.some((a) => a.startsWith("--")))
    throw new ErreurDevoirs(
      `notes attend au plus un fichier : notes [FICHIER.csv] [--format nbgrader]`,
    );
  const parDefaut = join(cours, format === "nbgrader" ? "notes-nbgrader.csv" : "notes.csv");
  const fichier = reste[0] ? outils.chemin(reste[0]) : parDefaut;
  if (format === "nbgrader") {
    const code = await outils.exportNbgrader(fichier);
    if (code === 0) console.log(`Notes exportées (CSV de nbgrader) dans ${fichier}`);
    return code;
  }
  const notes = lireLesNotes(cours);
  writeFileSync(fichier, feuilleFrancaise(notes));
  const enAttente = notes.eleves
    .flatMap((e) => Object.values(e.copies))
    .flatMap((c) => (c ? Object.values(c.points) : []))
    .filter((p) => p === null).length;
  console.log(
    lisibleAuTerminal(
      `Feuille de notes (${notes.eleves.length} élève(s), ${notes.devoirs.length} devoir(s)) écrite dans ${fichier}\n` +
        "Séparateur « ; », virgule décimale : elle s'ouvre telle quelle dans LibreOffice et Excel.",
    ),
  );
  if (enAttente > 0)
    console.log(
      `${enAttente} réponse(s) encore à noter : leurs cases disent « ${A_NOTER} » (npm run devoirs -- reponses DEVOIR --a-noter).`,
    );
  return 0;
}
