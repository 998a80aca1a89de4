/**
 * Un carnet illisible (JSON mal formé, ou sans cellules) : une erreur en
 * français qui nomme le fichier et dit où est la faute ; l'export de ce
 * carnet échoue seul, l'index des leçons se fait quand même.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ErreurCarnet, lireCarnet, texteDuCarnet, type Carnet } from "../../outils/carnets/carnets";
import { ecrireIndex, exporterCarnet } from "../../outils/carnets/pages-html";
import { carnetDeTest } from "../aide-carnets";
import { dossierTemporaire } from "../aide-dossiers";

describe("un carnet illisible", () => {
  const dossier = dossierTemporaire("carnet-illisible");
  const abime = join(dossier, "abime.ipynb");
  writeFileSync(abime, '{\n "cells": [\n  {"cell_type": "code",\n }\n ]\n}\n');
  const sansCellules = join(dossier, "vide.ipynb");
  writeFileSync(sansCellules, '{"metadata": {}}');
  const sain = join(dossier, "sain.ipynb");
  const carnetSain = carnetDeTest(["1 + 1"]) as unknown as Carnet;
  carnetSain.cells.unshift({ cell_type: "markdown", metadata: {}, source: "# Une leçon saine" });
  writeFileSync(sain, texteDuCarnet(carnetSain));

  it("lireCarnet nomme le fichier et la ligne de la faute", () => {
    expect(() => lireCarnet(abime)).toThrow(ErreurCarnet);
    expect(() => lireCarnet(abime)).toThrow(
      /abime\.ipynb n'est pas un carnet lisible.*ligne 4, colonne 2/,
    );
    expect(() => lireCarnet(sansCellules)).toThrow(/vide\.ipynb n'est pas un carnet Jupyter/);
  });

  it("son export échoue en le disant, sans lancer Jupyter ; l'index se fait avec les autres", () => {
    const sortie = dossierTemporaire("carnet-illisible-sortie");
    expect(exporterCarnet("/nulle/part/jupyter-nbconvert", abime, sortie)).toMatch(
      /abime\.ipynb n'est pas un carnet lisible/,
    );
    const index = ecrireIndex(dossier, ["abime", "sain"], sortie);
    expect(existsSync(index)).toBe(true);
    const page = readFileSync(index, "utf8");
    expect(page).toContain("abime");
    expect(page).toContain("Une leçon saine");
  });
});
