/**
 * Ce que le professeur garde pour lui : le dépôt (carnets corrigés) face aux
 * comptes des élèves (`npm run classe`), et le dossier du cours nbgrader
 * (tests cachés, copies, notes) face aux autres comptes (`npm run devoirs`).
 */
import { chmodSync, mkdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fermerLeDepot, parentsTraversables } from "../../outils/classe/depot";
import { fermerAuxAutres } from "../../outils/correction/devoirs";
import { dossierTemporaire } from "../aide-dossiers";

const droits = (chemin: string) => statSync(chemin).mode & 0o777;

/** Un dépôt lisible de tous (755), dans un dossier neuf aux droits `parent`. */
function depotDans(nom: string, parent: number): string {
  const dossier = dossierTemporaire(nom);
  chmodSync(dossier, parent);
  const depot = join(dossier, "sudoku-cours");
  mkdirSync(depot);
  chmodSync(depot, 0o755);
  return depot;
}

describe("le dépôt et les devoirs du professeur, fermés aux élèves", () => {
  it("un dépôt lisible de tous est fermé aux autres, et on le dit", () => {
    const depot = depotDans("depot", 0o755);
    // Le dossier temporaire des tests peut être fermé plus haut : on dit que le chemin est ouvert.
    const message = fermerLeDepot(depot, true);
    expect(message).toMatch(
      /lisible par tous les comptes \(droits 755\).*fermé aux élèves \(droits 750\)/,
    );
    expect(droits(depot)).toBe(0o750);
    expect(fermerLeDepot(depot, true)).toBeUndefined();
  });

  it("un dépôt dans un dossier où les autres ne passent pas est laissé tel quel", () => {
    const depot = depotDans("depot-prive", 0o700);
    expect(parentsTraversables(depot)).toBe(false);
    expect(fermerLeDepot(depot)).toBeUndefined();
    expect(droits(depot)).toBe(0o755);
  });

  it("le dossier du cours nbgrader est fermé aux autres comptes (700)", () => {
    const cours = dossierTemporaire("cours-ouvert");
    chmodSync(cours, 0o755);
    fermerAuxAutres(cours);
    expect(droits(cours)).toBe(0o700);
  });
});
