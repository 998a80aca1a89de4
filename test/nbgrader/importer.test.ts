/**
 * `npm run devoirs -- importer` : les copies de « Rendre mon devoir » (édition
 * navigateur) rangées dans submitted/, et les refus, sans nbgrader (la base de
 * notes est remplacée par une liste).
 */
import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { lireCarnet, texteDuCarnet, type Carnet } from "../../outils/carnets/carnets";
import { horodatage, importerCopies, nomsDe } from "../../outils/correction/importer";
import {
  lireNomDeCopie,
  nomDeCopie,
  refusIdentifiant,
  texteRendu,
} from "../../src/noyau/navigateur/rendre-devoir";
import { dossierTemporaire } from "../aide-dossiers";
import { RACINE } from "../aide-processus";

const LECON = "01-td-retour-arriere";
const eleve = lireCarnet(join(RACINE, "notebooks", "eleve", `${LECON}.ipynb`));
const professeur = lireCarnet(join(RACINE, "notebooks", "professeur", `${LECON}.ipynb`));

/** La version distribuée : celle de l'élève, avec les métadonnées nbgrader du professeur. */
function versionDistribuee(): Carnet {
  const meta = new Map(professeur.cells.map((c) => [(c as { id?: string }).id, c.metadata]));
  return {
    ...eleve,
    cells: eleve.cells.map((c) => ({ ...c, metadata: meta.get((c as { id?: string }).id) ?? {} })),
  };
}

let cours: string;
let recues: string;
let inscrits: { id: string; prenom: string; nom: string }[];
const inscrire = (e: typeof inscrits) => {
  inscrits.push(...e);
  return Promise.resolve();
};

/** Écrit une copie dans le dossier reçu, datée de `minutes` après une heure fixe. */
function recevoir(chemin: string, texte: string, minutes = 0): void {
  const fichier = join(recues, chemin);
  mkdirSync(join(fichier, ".."), { recursive: true });
  writeFileSync(fichier, texte);
  const date = new Date(Date.UTC(2026, 11, 7, 8, minutes));
  utimesSync(fichier, date, date);
}

beforeEach(() => {
  cours = dossierTemporaire("importer");
  recues = dossierTemporaire("importer-recues");
  inscrits = [];
  for (const [devoir, carnet] of [
    ["lecon1", LECON],
    ["lecon2", "02-psc-filtrage"],
  ]) {
    mkdirSync(join(cours, "source", devoir), { recursive: true });
    writeFileSync(join(cours, "source", devoir, `${carnet}.ipynb`), "{}");
  }
  mkdirSync(join(cours, "release", "lecon1"), { recursive: true });
  writeFileSync(
    join(cours, "release", "lecon1", `${LECON}.ipynb`),
    texteDuCarnet(versionDistribuee()),
  );
});

describe("le nom de la copie rendue", () => {
  it("porte la leçon et l'identifiant, et se relit", () => {
    expect(nomDeCopie(`cours/${LECON}.ipynb`, "emma")).toBe(`${LECON}--emma.ipynb`);
    expect(lireNomDeCopie(`${LECON}--emma.martin (2).ipynb`)).toEqual({
      carnet: LECON,
      identifiant: "emma.martin",
    });
  });

  it("refuse en français un identifiant qui n'en est pas un", () => {
    expect(refusIdentifiant("emma_2-b.c")).toBeUndefined();
    for (const mauvais of ["", "é", "em ma", "../x", ".cache", "a/b", "a--b", "x".repeat(65)])
      expect(refusIdentifiant(mauvais), mauvais).toMatch(/identifiant/);
    expect(() => nomDeCopie(`${LECON}.ipynb`, "em ma")).toThrow(/lettres sans accent/);
  });

  it("le prénom et le nom de la base de notes viennent de l'identifiant", () => {
    expect(nomsDe("emma.martin")).toEqual({ prenom: "Emma", nom: "Martin" });
    expect(nomsDe("leo")).toEqual({ prenom: "Leo", nom: "leo" });
  });
});

describe("importer DEVOIR DOSSIER", () => {
  it("pose la copie de l'édition navigateur avec les métadonnées du devoir, et inscrit l'élève", async () => {
    recevoir(`${LECON}--emma.ipynb`, texteRendu(eleve));
    // Un export d'ENT : un dossier par élève, un préfixe devant le nom.
    recevoir(
      `Leo Petit_42_assignsubmission_file_/Leo Petit_${LECON}--leo.petit.ipynb`,
      texteRendu(eleve),
      1,
    );
    const bilan = await importerCopies(cours, "lecon1", recues, inscrire);
    expect(bilan.refusees).toEqual([]);
    expect(bilan.eleves).toEqual(["emma", "leo.petit"]);
    expect(inscrits).toEqual([
      { id: "emma", prenom: "Emma", nom: "emma" },
      { id: "leo.petit", prenom: "Leo", nom: "Petit" },
    ]);
    const dossier = join(cours, "submitted", "emma", "lecon1");
    const pose = lireCarnet(join(dossier, `${LECON}.ipynb`));
    const notees = pose.cells.filter((c) => (c.metadata.nbgrader as { grade?: boolean })?.grade);
    expect(notees.length).toBeGreaterThan(5);
    expect(readFileSync(join(dossier, "timestamp.txt"), "utf8")).toBe(
      "2026-12-07 08:00:00.000000 UTC\n",
    );
    expect(readFileSync(join(dossier, "submission_secret.txt"), "utf8")).toMatch(/^[0-9a-f]{128}$/);
    expect(horodatage(new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 678)))).toBe(
      "2026-01-02 03:04:05.678000 UTC",
    );
  });

  it("refuse, en disant pourquoi, ce qui n'est pas une copie de ce devoir", async () => {
    const sansCellules = { ...eleve, cells: eleve.cells.slice(0, 10) };
    recevoir("consignes.txt", "bonjour");
    recevoir(`${LECON}.ipynb`, texteRendu(eleve));
    recevoir(`${LECON}--em ma.ipynb`, texteRendu(eleve));
    recevoir(`02-psc-filtrage--emma.ipynb`, texteRendu(eleve));
    recevoir(`99-inconnu--emma.ipynb`, texteRendu(eleve));
    recevoir(`sous/${LECON}--casse.ipynb`, '{"cells": [');
    recevoir(`${LECON}--vide.ipynb`, texteRendu(sansCellules));
    recevoir(`${LECON}--ancien.ipynb`, texteRendu({ ...eleve, nbformat: 3 }));
    const bilan = await importerCopies(cours, "lecon1", recues, inscrire);
    const refus = bilan.refusees.join("\n");
    expect(refus).toContain("consignes.txt refusé : ce n'est pas un carnet (.ipynb).");
    expect(refus).toContain(`${LECON}.ipynb refusé : son nom ne porte pas d'identifiant`);
    expect(refus).toContain("identifiant illisible (« em ma »)");
    expect(refus).toContain("d'un autre devoir (lecon2)");
    expect(refus).toContain("« 99-inconnu » n'est pas un carnet du devoir lecon1");
    expect(refus).toContain(
      `sous/${LECON}--casse.ipynb refusé : le fichier n'est pas un carnet lisible`,
    );
    expect(refus).toContain("des cellules du devoir y manquent");
    expect(refus).toContain("au format « 3 »");
    expect(bilan.refusees).toHaveLength(8);
    expect(bilan.posees).toEqual([]);
    expect(inscrits).toEqual([]);
    expect(existsSync(join(cours, "submitted"))).toBe(false);
  });

  it("garde la copie la plus récente et le dit", async () => {
    const marque = (texte: string): Carnet => ({
      ...eleve,
      cells: [...eleve.cells, { cell_type: "markdown", metadata: {}, source: texte }],
    });
    recevoir(`a/${LECON}--emma.ipynb`, texteRendu(marque("deuxième")), 20);
    recevoir(`b/${LECON}--emma (1).ipynb`, texteRendu(marque("première")), 10);
    let bilan = await importerCopies(cours, "lecon1", recues, inscrire);
    const fichier = join(cours, "submitted", "emma", "lecon1", `${LECON}.ipynb`);
    expect(JSON.stringify(lireCarnet(fichier).cells.at(-1))).toContain("deuxième");
    expect(bilan.gardees.join("\n")).toContain("remplacée par a/");
    // Réimportée plus tard, une copie plus ancienne que celle déjà posée est laissée.
    recues = dossierTemporaire("importer-recues");
    recevoir(`${LECON}--emma.ipynb`, texteRendu(marque("vieille")), 5);
    bilan = await importerCopies(cours, "lecon1", recues, inscrire);
    expect(bilan.gardees.join("\n")).toContain("la copie déjà là est plus récente");
    expect(JSON.stringify(lireCarnet(fichier).cells.at(-1))).toContain("deuxième");
  });
});
