/**
 * La correction de toutes les autres leçons (la leçon 1 a ses propres tests,
 * `bout-en-bout` et `triche`) : un devoir qui les réunit, une copie qui
 * reprend les réponses du professeur, corrigée en cage par `npm run
 * devoirs`. Chaque exercice doit valoir son point, et la page de retour ne
 * montrer aucune erreur : les exercices aux arguments objets (leçons 2 et 3)
 * sont jugés comme par `verifier`, et les démonstrations qui se servent de la
 * version du cours d'un exercice noté (la leçon 5 code ses grilles avec
 * `auMoinsUn`) ne sont pas exécutées à la correction.
 */
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { lireCarnet } from "../../outils/carnets";
import { commandeDuProjet } from "../../outils/jupyter";
import { LECONS } from "../../src/exercices/catalogue";
import { dossierTemporaire } from "../aide-dossiers";
import { DELAI, deposer, notesDeLaBase, reussir } from "./aide-nbgrader";
import { copie, reponsesDuProfesseur } from "./copies";

const DEVOIR = "lecons";
const CARNETS = LECONS.map((l) => l.carnet).filter((c) => c !== "01-td-retour-arriere");
const cours = dossierTemporaire("nbgrader-lecons");

describe.skipIf(!commandeDuProjet("nbgrader"))("la correction des autres leçons", () => {
  beforeAll(async () => {
    await reussir(cours, ["creer", DEVOIR, ...CARNETS]);
    await reussir(cours, ["generer", DEVOIR]);
    for (const carnet of CARNETS) {
      const distribuee = lireCarnet(join(cours, "release", DEVOIR, `${carnet}.ipynb`));
      deposer(cours, DEVOIR, "honnete", carnet, copie(distribuee, reponsesDuProfesseur(carnet)));
    }
  }, DELAI);

  it(
    "les réponses du professeur valent tous les points, sans une erreur dans les retours",
    async () => {
      const correction = await reussir(cours, ["corriger", DEVOIR]);
      expect(correction.stderr).not.toContain("Traceback");
      const attendues = Object.fromEntries(
        LECONS.filter((l) => CARNETS.includes(l.carnet)).flatMap((l) =>
          l.exercices.map((e) => [`verifier-${e.nom}`, 1]),
        ),
      );
      expect((await notesDeLaBase(cours)).honnete).toEqual(attendues);
      for (const carnet of CARNETS) {
        const corrigee = lireCarnet(
          join(cours, "autograded", "honnete", DEVOIR, `${carnet}.ipynb`),
        );
        const erreurs = corrigee.cells.flatMap((c) =>
          ((c.outputs ?? []) as { output_type?: string; ename?: string; evalue?: string }[])
            .filter((s) => s.output_type === "error")
            .map((s) => `${s.ename} : ${s.evalue}`),
        );
        expect(erreurs, carnet).toEqual([]);
      }
    },
    DELAI,
  );
});
