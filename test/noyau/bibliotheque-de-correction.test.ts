/**
 * La construction de la correction (outils/correction/bibliotheque-de-correction.ts) :
 * pour chaque leçon, la bibliothèque que voit la cage se charge, et le texte
 * d'aucune version de référence ni d'aucune erreur typique de ses exercices
 * n'y reste. Une copie qui lit ce que la cage lui montre (pour le traduire et
 * l'exécuter) n'y trouve pas les réponses.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  construireLaCorrection,
  piegesDesExercices,
} from "../../outils/correction/bibliotheque-de-correction";
import { LECONS } from "../../src/exercices/catalogue";
import { dossierDuCache, empreinte } from "../../src/noyau/bibliotheque";
import { RACINE } from "../aide-processus";

/**
 * Le texte des fonctions qui répondent aux exercices `noms`, tel que les écrit
 * la bibliothèque précompilée complète (même traduction que la construction) :
 * chaque version de référence et chaque erreur typique.
 */
function textesDesReponses(noms: string[]): string[] {
  const complete = dossierDuCache(RACINE, empreinte(RACINE));
  const script = `
    const { trouverExercice } = require(${JSON.stringify(join(complete, "src", "exercices", "catalogue.js"))});
    const textes = [];
    for (const nom of ${JSON.stringify(noms)}) {
      const e = trouverExercice(nom);
      for (const f of [e.reference, ...e.erreurs.map((x) => x.fonction)]) textes.push(String(f));
    }
    process.stdout.write(JSON.stringify(textes));`;
  return JSON.parse(
    execFileSync(process.execPath, ["-e", script], { cwd: RACINE, encoding: "utf8" }),
  ) as string[];
}

/** Le JavaScript de tous les modules de la construction, mis bout à bout. */
function toutLeJavaScript(dossier: string): string {
  const morceaux: string[] = [];
  const parcourir = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const chemin = join(d, e.name);
      if (e.isDirectory()) parcourir(chemin);
      else if (e.name.endsWith(".js")) morceaux.push(readFileSync(chemin, "utf8"));
    }
  };
  parcourir(join(dossier, "src"));
  return morceaux.join("\n");
}

/** La grille n° 5 de top95, en une ligne. */
const GRILLE_DIFFICILE =
  "....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8...";

describe("la bibliothèque de la correction", () => {
  it.each(LECONS.map((l) => [l.carnet, l.exercices.map((e) => e.nom)] as const))(
    "%s : elle se charge, sans le texte d'aucune réponse, et les versions du cours lèvent",
    async (carnet, exercices) => {
      const pieges = await piegesDesExercices(exercices);
      const { dossier } = await construireLaCorrection(pieges);
      // Elle se charge, et chaque fonction retirée lève, qu'on l'appelle par la bibliothèque ou son module.
      const essai = `
        const cours = require("./src/index.js");
        const leves = [];
        for (const nom of ${JSON.stringify(pieges)}) {
          if (typeof cours[nom] !== "function") continue;
          try { cours[nom](); } catch (e) { if (e.name === "VersionDuCoursInterdite") leves.push(nom); continue; }
          throw new Error(nom + " a répondu");
        }
        process.stdout.write(JSON.stringify(leves));`;
      const leves = JSON.parse(
        execFileSync(process.execPath, ["-e", essai], { cwd: dossier, encoding: "utf8" }),
      ) as string[];
      // Le script échoue si une version retirée répond ; les neuf fonctions du TD sont exportées.
      if (carnet === "01-td-retour-arriere")
        expect([...leves].sort()).toEqual([...exercices].sort());
      const js = toutLeJavaScript(dossier);
      // Les fonctions d'une ligne (« (i, j) => [i, j + 1] ») n'apprennent rien à personne.
      const reponses = textesDesReponses([...exercices]).filter((t) => t.length >= 60);
      expect(reponses.length).toBeGreaterThan(0);
      const restees = reponses.filter((t) => js.includes(t));
      expect(restees.map((t) => t.slice(0, 120))).toEqual([]);
    },
    120_000,
  );

  it(
    "un devoir de toutes les leçons : la leçon 7 s'y corrige (expliquer, les clauses des unités, " +
      "ses cas tirés répondent), et le contrôle par MiniSat, équivalent d'etapeJustifiee, lève",
    async () => {
      // Les singletons cachés de la leçon 3, auMoinsUn et auPlusUn de la leçon 5 sont retirés :
      // rien de ce dont se servent les exercices de la leçon 7 ne doit les appeler.
      const tous = LECONS.flatMap((l) => l.exercices.map((e) => e.nom));
      const { dossier } = await construireLaCorrection(await piegesDesExercices(tous));
      const essai = `
        const cours = require("./src/index.js");
        const { casTiresDe } = require("./src/verification/cas-caches.js");
        const { trouverExercice } = require("./src/exercices/catalogue.js");
        // La grille n° 5 de top95 : son explication passe par le raisonnement minimal.
        const g = cours.lireLigne("${GRILLE_DIFFICILE}");
        const { statut, etapes } = cours.expliquer(g);
        const minimal = etapes.filter((e) => e.technique === "raisonnement minimal").length;
        const clauses = cours.clausesDesUnites(["ligne 0", "case (2, 3)"]).length;
        const nonVide = cours.insatisfiable([[1], [-1]], []);
        const tires = ${JSON.stringify(LECONS.find((l) => l.carnet === "07-expliquer")!.exercices.map((e) => e.nom))}
          .map((nom) => casTiresDe(trouverExercice(nom), 3).length);
        const levees = [];
        for (const f of [() => new cours.ControleurMiniSat().implique(etapes[0]),
                         () => cours.controlerExplication(g, etapes)]) {
          try { f(); } catch (e) { levees.push(e.name); }
        }
        process.stdout.write(JSON.stringify({ statut, minimal, clauses, nonVide, tires, levees }));`;
      const r = JSON.parse(
        execFileSync(process.execPath, ["-e", essai], { cwd: dossier, encoding: "utf8" }),
      ) as {
        statut: string;
        minimal: number;
        clauses: number;
        nonVide: boolean;
        tires: number[];
        levees: string[];
      };
      expect(r.statut).toBe("expliquee");
      expect(r.minimal).toBeGreaterThan(0);
      expect(r.clauses).toBe(9 * 37 + 37);
      expect(r.nonVide).toBe(true);
      expect(r.tires.every((n) => n > 0)).toBe(true);
      expect(r.levees).toEqual(["VersionDuCoursInterdite", "VersionDuCoursInterdite"]);
    },
    240_000,
  );
});
