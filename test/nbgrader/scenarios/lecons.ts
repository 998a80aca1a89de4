/**
 * La correction des leçons qui ne ressemblent pas à la leçon 1 (celle-ci a
 * ses propres scénarios, `bout-en-bout` et `triche`) : un devoir qui les
 * réunit, une copie qui reprend les réponses du professeur, corrigée en cage
 * par `npm run devoirs`. Chaque exercice doit valoir ses points, et la page de
 * retour ne montrer aucune erreur : les exercices aux arguments objets
 * (leçons 2 et 3) ou fonctions (l'oracle de `reduireParSuppression`, leçon 7)
 * sont jugés comme par `verifier`, et les démonstrations qui se servent de la
 * version du cours d'un exercice noté (leçons 0, 2, 3 et 5 ; la leçon 5 code
 * ses grilles avec `auMoinsUn`, la leçon 7 contrôle ses étapes par MiniSat)
 * ne sont pas exécutées à la correction. Les leçons 3 et 5 sont dans le même
 * devoir que la leçon 7 : leurs exercices retirés de la cage (`singletonsCaches`,
 * `auMoinsUn`…) ne doivent rien retirer aux explications dont se servent les
 * siens. Une seconde copie fait passer le contrôle par MiniSat de la
 * bibliothèque pour son `etapeJustifiee` : cet exercice vaut 0, les autres
 * leurs points. Les leçons 3 bis, 4 et 6 n'ont ni l'un ni l'autre ; le juge de
 * chaque exercice est vérifié par `test/verification/juge.test.ts`. Ce
 * devoir est dans le cours commun, avec sa propre correction.
 */
import { describe, expect, it } from "vitest";
import { LECONS } from "../../../src/exercices/catalogue";
import { DELAI, notesDeLaBase } from "../aide-nbgrader";
import { copie, reponsesDuProfesseur } from "../copies";
import { lireCopieCorrigee, pointsDesExercices, type CoursCommun } from "./commun";

export const devoir = "lecons";
export const CARNETS = [
  "00-typescript",
  "02-psc-modelisation",
  "03-psc-filtrage",
  "05-sat",
  "07-expliquer",
];
const ELEVE = "honnete-lecons";
/** Son etapeJustifiee appelle le contrôle par MiniSat de la bibliothèque, comme la partie 1 de la leçon 7. */
const EMPRUNTEUR = "emprunt-lecon7";
const EMPRUNT = `function etapeJustifiee(etape: EtapeExpliquee, options: OptionsInsatisfiable = {}): boolean {
  return new ControleurMiniSat().implique(etape);
}`;

export function copies(cours: CoursCommun) {
  return {
    [ELEVE]: Object.fromEntries(
      CARNETS.map((carnet) => [
        carnet,
        copie(cours.distribuee(devoir, carnet), reponsesDuProfesseur(carnet)),
      ]),
    ),
    [EMPRUNTEUR]: {
      "07-expliquer": copie(cours.distribuee(devoir, "07-expliquer"), {
        ...reponsesDuProfesseur("07-expliquer"),
        "solution-etapeJustifiee": EMPRUNT,
      }),
    },
  };
}

export function tests(cours: CoursCommun): void {
  describe("la correction des leçons 0, 2, 3, 5 et 7", () => {
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
        // L'emprunteur n'a rendu que la leçon 7 : etapeJustifiee y vaut 0, ses autres exercices
        // leurs points ; les exercices des carnets qu'il n'a pas rendus, 0.
        const emprunteur = {
          ...Object.fromEntries(Object.keys(attendues).map((e) => [e, 0])),
          ...pointsDesExercices("07-expliquer"),
          "verifier-etapeJustifiee": 0,
        };
        // Ce devoir n'a que ces deux élèves : la base n'en note aucun autre.
        expect(await notesDeLaBase(cours.dossier, devoir)).toEqual({
          [ELEVE]: attendues,
          [EMPRUNTEUR]: emprunteur,
        });
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
