/**
 * `npm run devoirs -- importer` lancée comme le professeur la lance : le bilan
 * en français, le code de sortie, et les élèves inscrits dans la base de notes
 * avec un nom. La version distribuée est faite à la main (celle de l'élève,
 * avec les métadonnées du professeur), pour ne pas attendre nbgrader.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lireCarnet, texteDuCarnet } from "../../outils/carnets/carnets";
import { pythonDuProjet } from "../../outils/commun/jupyter";
import { nomDeCopie, texteRendu } from "../../src/noyau/navigateur/rendre-devoir";
import { dossierTemporaire } from "../aide-dossiers";
import { RACINE, lancer } from "../aide-processus";
import { devoirs, reussir } from "./aide-nbgrader";

const LECON = "01-td-retour-arriere";

describe("npm run devoirs -- importer", () => {
  it(
    "pose les copies, inscrit les élèves avec leur nom, dit les refus et finit en erreur",
    { timeout: 180_000 },
    async () => {
      const cours = join(dossierTemporaire("importer-commande"), "devoirs");
      await reussir(cours, ["creer", "lecon1", LECON]);
      const eleve = lireCarnet(join(RACINE, "notebooks", "eleve", `${LECON}.ipynb`));
      const professeur = lireCarnet(join(RACINE, "notebooks", "professeur", `${LECON}.ipynb`));
      const meta = new Map(professeur.cells.map((c) => [(c as { id?: string }).id, c.metadata]));
      mkdirSync(join(cours, "release", "lecon1"), { recursive: true });
      writeFileSync(
        join(cours, "release", "lecon1", `${LECON}.ipynb`),
        texteDuCarnet({
          ...eleve,
          cells: eleve.cells.map((c) => ({
            ...c,
            metadata: meta.get((c as { id?: string }).id) ?? {},
          })),
        }),
      );
      const recues = dossierTemporaire("importer-commande-recues");
      writeFileSync(join(recues, nomDeCopie(`${LECON}.ipynb`, "emma.martin")), texteRendu(eleve));
      writeFileSync(join(recues, `${LECON}--léa.ipynb`), texteRendu(eleve));

      const r = await devoirs(cours, ["importer", "lecon1", recues]);
      expect(r.code, r.stderr).toBe(1);
      expect(r.stdout).toContain(`Copie posée : emma.martin : ${LECON}--emma.martin.ipynb`);
      expect(r.stdout).toContain(
        `Pas importé : ${LECON}--léa.ipynb refusé : identifiant illisible`,
      );
      expect(r.stdout).toContain("1 copie(s) de lecon1 importée(s), 1 fichier(s) refusé(s)");

      const base = await lancer(pythonDuProjet(), [
        "-c",
        "import sqlite3, sys; print(list(sqlite3.connect(sys.argv[1]).execute('select id, first_name, last_name from student')))",
        join(cours, "gradebook.db"),
      ]);
      expect(base.stdout.trim()).toBe("[('emma.martin', 'Emma', 'Martin')]");

      const sans = await devoirs(cours, ["importer", "lecon1"]);
      expect(sans.code).toBe(1);
      expect(sans.stderr).toContain("il manque le dossier des copies");
    },
  );
});
