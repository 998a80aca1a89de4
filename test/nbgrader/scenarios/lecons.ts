/**
 * La correction des leçons qui ne ressemblent pas à la leçon 1 (celle-ci a
 * ses propres scénarios, `bout-en-bout` et `triche`) : un devoir qui les
 * réunit, une copie qui reprend les réponses du professeur, corrigée en cage
 * par `npm run devoirs`. Chaque exercice doit valoir ses points, et la page de
 * retour ne montrer aucune erreur : les exercices aux arguments objets
 * (leçons 2 et 3) sont jugés comme par `verifier`, et les démonstrations qui
 * se servent de la version du cours d'un exercice noté (leçons 0, 2, 3 et 5 ;
 * la leçon 5 code ses grilles avec `auMoinsUn`) ne sont pas exécutées à la
 * correction. Les leçons 3 bis, 4 et 6 n'ont ni l'un ni l'autre ; le juge de
 * chacun des 41 exercices est vérifié par `test/verification/juge.test.ts`.
 * Ce devoir est dans le cours commun, avec sa propre correction.
 */
import { describe, expect, it } from "vitest";
import { LECONS } from "../../../src/exercices/catalogue";
import { DELAI, notesDeLaBase } from "../aide-nbgrader";
import { copie, reponsesDuProfesseur } from "../copies";
import { lireCopieCorrigee, pointsDesExercices, type CoursCommun } from "./commun";

export const devoir = "lecons";
export const CARNETS = ["00-typescript", "02-psc-modelisation", "03-psc-filtrage", "05-sat"];
const ELEVE = "honnete-lecons";

export function copies(cours: CoursCommun) {
  return {
    [ELEVE]: Object.fromEntries(
      CARNETS.map((carnet) => [
        carnet,
        copie(cours.distribuee(devoir, carnet), reponsesDuProfesseur(carnet)),
      ]),
    ),
  };
}

export function tests(cours: CoursCommun): void {
  describe("la correction des leçons 0, 2, 3 et 5", () => {
    it(
      "les réponses du professeur valent tous les points, sans une erreur dans les retours",
      async () => {
        expect(cours.correction(devoir).stderr).not.toContain("Traceback");
        const attendues = Object.fromEntries(
          LECONS.filter((l) => CARNETS.includes(l.carnet)).flatMap((l) =>
            l.exercices.map((e) => [
              `verifier-${e.nom}`,
              pointsDesExercices(l.carnet)[`verifier-${e.nom}`],
            ]),
          ),
        );
        // Ce devoir n'a que cet élève : la base n'en note aucun autre.
        expect(await notesDeLaBase(cours.dossier, devoir)).toEqual({ [ELEVE]: attendues });
        for (const carnet of CARNETS) {
          const corrigee = lireCopieCorrigee(cours, ELEVE, devoir, carnet);
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
}
