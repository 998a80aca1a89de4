/**
 * `npm run devoirs -- notes` : la feuille de notes française, relue octet par
 * octet (BOM, `;`, virgules décimales, « non rendu »), sur un cours dont la base
 * de notes est faite à la main (base-de-notes.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { devoirs } from "../../outils/correction/devoirs";
import { feuilleFrancaise } from "../../outils/correction/feuille-de-notes";
import { dossierTemporaire } from "../aide-dossiers";
import { coursAvecNotes } from "./base-de-notes";

/** Lance la commande en gardant ce qu'elle écrit au terminal. */
async function notes(cours: string, args: string[]): Promise<{ code: number; sortie: string }> {
  const lignes: string[] = [];
  vi.spyOn(console, "log").mockImplementation((l: string) => lignes.push(l));
  const code = await devoirs(["--cours", cours, "notes", ...args]);
  return { code, sortie: lignes.join("\n") };
}

/** La feuille relue comme le ferait un tableur : lignes CRLF, cases séparées par `;`. */
function relire(fichier: string): { brut: Buffer; lignes: string[][] } {
  const brut = readFileSync(fichier);
  const texte = brut.toString("utf8");
  const lignes = texte
    .replace(/^\ufeff/, "")
    .split("\r\n")
    .filter((l) => l !== "")
    .map((l) => l.split(";"));
  return { brut, lignes };
}

afterEach(() => vi.restoreAllMocks());

describe("la feuille de notes du professeur", () => {
  it("par défaut : notes.csv du dossier du cours, BOM, « ; », virgules décimales, « non rendu »", async () => {
    const cours = await coursAvecNotes();
    const { code, sortie } = await notes(cours, []);
    expect(code).toBe(0);
    const fichier = join(cours, "notes.csv");
    // Le terminal dit où elle est, et ce qui attend encore une note.
    expect(sortie).toContain(`écrite dans ${fichier}`);
    expect(sortie).toContain("1 réponse(s) encore à noter");
    const { brut, lignes } = relire(fichier);
    expect([...brut.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(lignes[0]).toEqual([
      "Élève",
      "Nom",
      "Prénom",
      "lecon1 : exercice a (sur 1)",
      "lecon1 : réponse colonne (sur 2)",
      "lecon1 : exercice b (sur 2)",
      "lecon1 : total (sur 5)",
      "lecon1 : note sur 20",
    ]);
    const de = (eleve: string) => lignes.find((l) => l[0] === eleve);
    expect(de("alice")).toEqual(["alice", "Martin", "Alice", "1", "2", "1,5", "4,5", "18"]);
    expect(de("bob")).toEqual(["bob", "", "", "0", "à noter", "2", "2", "8"]);
    // Rien rendu : pas 0, et pas de note sur 20 qui le ferait croire.
    expect(de("chloe")?.slice(3)).toEqual(Array(5).fill("non rendu"));
    expect(de("dan")?.slice(3)).toEqual(["1", "0", "0", "1", "4"]);
    expect(lignes).toHaveLength(5);
  }, 120_000);

  it("un fichier donné, et l'ancien CSV de nbgrader par --format nbgrader", async () => {
    const cours = await coursAvecNotes();
    const ailleurs = join(dossierTemporaire("nbgrader-notes-ailleurs"), "classe.csv");
    expect((await notes(cours, [ailleurs])).code).toBe(0);
    expect(relire(ailleurs).lignes).toHaveLength(5);
    const r = await notes(cours, ["--format", "nbgrader"]);
    expect(r.code).toBe(0);
    const csv = readFileSync(join(cours, "notes-nbgrader.csv"), "utf8");
    expect(csv).toMatch(/^assignment,duedate,timestamp,student_id,/);
    await expect(notes(cours, ["--format", "ods"])).rejects.toThrow("format inconnu : « ods »");
    expect(existsSync(join(cours, "notes.csv"))).toBe(false);
  }, 120_000);

  it("un champ qui contient « ; » ou un guillemet est mis entre guillemets", () => {
    const texte = feuilleFrancaise({
      devoirs: [],
      eleves: [{ id: "x", nom: 'Dupont; "le grand"', prenom: "Léa", copies: {} }],
    });
    expect(texte.split("\r\n")[1]).toBe('x;"Dupont; ""le grand""";Léa');
  });
});
