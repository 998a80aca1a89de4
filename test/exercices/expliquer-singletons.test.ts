import { describe, expect, it } from "vitest";
import { EXERCICES, LECONS } from "../../src/exercices";
import { EXERCICES_EXPLICATION_SINGLETONS } from "../../src/exercices/expliquer-singletons";
import { ANNEXE } from "../../src/exercices/grilles";
import { candidatsDe, expliquer, controlerExplication } from "../../src/explication";
import type { EtapePlace } from "../../src/explication";
import { Grille } from "../../src/grille/grille";
import { casTiresDe } from "../../src/verification/cas-caches";
import { ExerciceNonFait, verifier } from "../../src/verification";
import { recopie } from "./aide-recopie";

const NOMS = ["singletonsNusExpliques", "singletonsCachesExpliques"];
const reference = (nom: string) =>
  EXERCICES[nom].reference as (g: number[][], c: number[][][]) => EtapePlace[];

describe("les exercices de la leçon 7 (singletons)", () => {
  it("sont au catalogue, pour le carnet 07-expliquer", () => {
    const lecon = LECONS.find((l) => l.carnet === "07-expliquer");
    expect(lecon?.exercices.map((e) => e.nom)).toEqual(expect.arrayContaining(NOMS));
    expect(EXERCICES_EXPLICATION_SINGLETONS.map((e) => e.nom)).toEqual(NOMS);
  });

  it.each(NOMS)("%s : la version de référence réussit tous les cas", (nom) => {
    const bilan = verifier(nom, recopie(EXERCICES[nom].reference));
    expect(bilan.rapport).toMatch(/^✅/);
    expect(bilan.statut).toBe("reussi");
  });

  it.each(NOMS)("%s : une fonction pas encore écrite donne ⏳", (nom) => {
    const bilan = verifier(nom, () => {
      throw new ExerciceNonFait("à écrire");
    });
    expect(bilan.statut).toBe("non-fait");
  });

  for (const nom of NOMS) {
    describe(nom, () => {
      for (const erreur of EXERCICES[nom].erreurs) {
        it(`nomme l'erreur « ${erreur.titre} »`, () => {
          const bilan = verifier(nom, erreur.fonction);
          expect(bilan.statut).toBe("echec");
          expect(bilan.erreurTypique?.code).toBe(erreur.code);
          expect(bilan.rapport).toContain(`Erreur typique reconnue : ${erreur.titre}.`);
        });
      }
    });
  }

  it.each(NOMS)("%s : l'ordre des étapes, des unités et des faits ne compte pas", (nom) => {
    const aLEnvers = (g: number[][], c: number[][][]) =>
      reference(nom)(g, c)
        .reverse()
        .map((e) => ({ ...e, faits: { places: [], elimines: [...e.faits.elimines].reverse() } }));
    expect(verifier(nom, aLEnvers).statut).toBe("reussi");
  });

  it("une valeur qui n'est pas une liste d'étapes est dite telle", () => {
    const bilan = verifier("singletonsNusExpliques", () => [{ place: [0, 0, 1] }]);
    expect(bilan.statut).toBe("echec");
    expect(bilan.rapport).toContain("n'est pas une étape de la forme");
  });

  it.each(NOMS)("%s : les cas tirés ont des singletons, et la référence y est juste", (nom) => {
    for (const graine of [1, 2, 3]) {
      const tires = casTiresDe(EXERCICES[nom], graine);
      expect(tires.length).toBe(3);
      const [g, c] = tires[2].arguments as [number[][], number[][][]];
      expect(reference(nom)(g, c).length).toBeGreaterThan(0);
    }
  });
});

describe("les étapes de l'élève, citées comme la bibliothèque", () => {
  const grille = Grille.depuisMatrice(ANNEXE);
  const explication = expliquer(grille);
  // Les éliminations directes de l'énoncé ouvrent l'explication : la technique la plus simple passe d'abord.
  const fin = explication.etapes.findIndex((e) => e.technique !== "élimination directe");
  const directes = explication.etapes.slice(0, fin);
  const suite = explication.etapes.slice(directes.length);

  it("les étapes qui suivent les éliminations directes de l'énoncé partent des candidats de candidatsDe", () => {
    // La première étape après elles est un singleton caché : la référence le trouve, cité pareil.
    const premiere = suite[0] as EtapePlace;
    expect(premiere.technique).toBe("singleton caché");
    const caches = reference("singletonsCachesExpliques")(ANNEXE, candidatsDe(ANNEXE));
    expect(caches).toContainEqual(premiere);
  });

  it("sont toutes impliquées, d'après MiniSat, après les éliminations directes", () => {
    const caches = reference("singletonsCachesExpliques")(ANNEXE, candidatsDe(ANNEXE));
    const defauts = controlerExplication(grille, [...directes, ...caches]);
    expect(defauts).toEqual(["les étapes ne mènent pas à une grille remplie et sans conflit"]);
  });
});
