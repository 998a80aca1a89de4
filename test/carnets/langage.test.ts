/**
 * Un carnet du cours porte le `language_info` qu'annonce le noyau : sinon
 * Jupyter le complète à l'ouverture, et la leçon paraît modifiée (● sur
 * l'onglet, « Enregistrer les modifications ? » en la fermant) avant que
 * l'élève ait rien touché. Le test du navigateur (test/navigateur/lab.test.ts)
 * ouvre et ferme chaque leçon pour le voir.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { version } from "@tslab/typescript-for-tslab";
import { lireCarnet } from "../../outils/carnets/carnets";
import { langage } from "../../src/noyau/langage";
import { RACINE } from "../aide-processus";

const carnets = ["professeur", "eleve"].flatMap((dossier) =>
  readdirSync(join(RACINE, "notebooks", dossier))
    .filter((nom) => nom.endsWith(".ipynb"))
    .map((nom) => join(dossier, nom)),
);

describe("le langage annoncé par chaque carnet", () => {
  it.each(carnets)("%s : celui du noyau du cours", (chemin) => {
    const carnet = lireCarnet(join(RACINE, "notebooks", chemin));
    expect(carnet.metadata.language_info).toEqual(langage(version));
    expect(carnet.metadata.kernelspec).toMatchObject({ name: "sudoku-ts" });
  });
});
