/**
 * La correction des leçons qui ne ressemblent pas à la leçon 1 (celle-ci a
 * ses propres tests, `bout-en-bout` et `triche`) : un devoir qui les réunit,
 * une copie qui reprend les réponses du professeur, corrigée en cage par
 * `npm run devoirs`. Chaque exercice doit valoir son point, et la page de
 * retour ne montrer aucune erreur : les exercices aux arguments objets
 * (leçons 2 et 3) sont jugés comme par `verifier`, et les démonstrations qui
 * se servent de la version du cours d'un exercice noté (leçons 0, 2, 3 et 5 ;
 * la leçon 5 code ses grilles avec `auMoinsUn`) ne sont pas exécutées à la
 * correction. Les leçons 3 bis, 4 et 6 n'ont ni l'un ni l'autre ; le juge de
 * chacun des 41 exercices est vérifié par `test/verification/juge.test.ts`.
 */
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { lireCarnet } from "../../outils/carnets/carnets";
import { commandeDuProjet } from "../../outils/commun/jupyter";
import { LECONS } from "../../src/exercices/catalogue";
import { dossierTemporaire } from "../aide-dossiers";
import { DELAI, deposer, notesDeLaBase, reussir } from "./aide-nbgrader";
import { copie, reponsesDuProfesseur } from "./copies";

const DEVOIR = "lecons";
const CARNETS = ["00-typescript", "02-psc-modelisation", "03-psc-filtrage", "05-sat"];
const cours = dossierTemporaire("nbgrader-lecons");

describe.skipIf(!commandeDuProjet("nbgrader"))("la correction des leçons 0, 2, 3 et 5", () => {
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
