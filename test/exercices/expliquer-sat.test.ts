/**
 * Les exercices de la partie SAT de la leçon 7 : `etapeJustifiee` et
 * `reduireParSuppression`. La version du cours passe, chaque erreur typique
 * est reconnue et nommée par `verifier`, et les cas tirés à la correction
 * mettent à l'épreuve ce qu'ils doivent (étapes vraies et abîmées, noyaux
 * qui se chevauchent).
 */
import { describe, expect, it } from "vitest";
import { EXERCICES } from "../../src/exercices";
import { ControleurMiniSat, type EtapeExpliquee } from "../../src/explication/index";
import { verifier } from "../../src/verification/index";
import { casTiresDe } from "../../src/verification/cas-caches";
import { observationsDeConfiance, reussit } from "../../src/verification/observation";
import { recopie } from "./aide-recopie";

describe.each(["etapeJustifiee", "reduireParSuppression"])("%s", (nom) => {
  const exercice = EXERCICES[nom];

  it("la version du cours, recopiée comme par un élève, passe ✅", () => {
    expect(verifier(nom, recopie(exercice.reference)).statut).toBe("reussi");
  });

  it.each(exercice.erreurs.map((e) => [e.code, e] as const))(
    "l'erreur typique « %s » échoue, et le rapport la nomme",
    (_, erreur) => {
      const bilan = verifier(nom, recopie(erreur.fonction));
      expect(bilan.statut).toBe("echec");
      expect(bilan.rapport).toContain(erreur.titre);
    },
  );

  it("les cas tirés de plusieurs graines : la version du cours les passe, et chaque erreur en rate", () => {
    for (const graine of [1, 2, 3]) {
      const avecTires = { ...exercice, cas: casTiresDe(exercice, graine) };
      const attendues = observationsDeConfiance(avecTires, exercice.reference);
      expect(attendues.every((o) => o.issue.type === "valeur")).toBe(true);
    }
    for (const erreur of exercice.erreurs) {
      const ratees = [1, 2, 3, 4, 5].some((graine) => {
        const avecTires = { ...exercice, cas: casTiresDe(exercice, graine) };
        const attendues = observationsDeConfiance(avecTires, exercice.reference);
        return observationsDeConfiance(avecTires, erreur.fonction).some(
          (o, k) => !reussit(avecTires, o, attendues[k]),
        );
      });
      expect(ratees, erreur.code).toBe(true);
    }
  });
});

describe("les cas d'etapeJustifiee", () => {
  const exercice = EXERCICES.etapeJustifiee;
  const controleur = new ControleurMiniSat(9);

  it("ont la réponse de MiniSat, contrôleur indépendant : cinq étapes vraies, cinq abîmées", () => {
    const reponses = exercice.cas.map((c) => controleur.implique(c.arguments[0] as EtapeExpliquee));
    expect(reponses).toEqual(
      exercice.cas.map((c) => exercice.reference(...(c.arguments as never[]))),
    );
    expect(reponses.filter(Boolean).length).toBe(5);
  });

  it("tirent des étapes vraies et abîmées, jugées comme par MiniSat", () => {
    const cas = casTiresDe(exercice, 11);
    const reponses = cas.map((c) => controleur.implique(c.arguments[0] as EtapeExpliquee));
    expect(reponses).toEqual(cas.map((c) => exercice.reference(...(c.arguments as never[]))));
    expect(reponses).toContain(true);
  });

  it("prennent l'erreur du ET en défaut sur une élimination de trop ; sur les étapes vraies, elle passe", () => {
    const et = exercice.erreurs.find((e) => e.code === "etape-et-au-lieu-de-ou")!;
    const rates = exercice.cas.filter(
      (c) =>
        et.fonction(...(c.arguments as never[])) !==
        exercice.reference(...(c.arguments as never[])),
    );
    const rateesVraies = rates.filter((c) => exercice.reference(...(c.arguments as never[])));
    expect(rateesVraies).toEqual([]);
    expect(rates.map((c) => c.description)).toContain(
      "des candidats verrouillés qui éliminent un candidat de trop",
    );
  });
});

describe("les cas de reduireParSuppression", () => {
  const exercice = EXERCICES.reduireParSuppression;

  it("rendent une sous-liste insatisfiable et minimale : sans aucun de ses éléments, elle ne l'est plus", () => {
    const tous = [...exercice.cas, ...casTiresDe(exercice, 5)];
    for (const c of tous) {
      const [elements, reste] = c.arguments as [unknown[], (s: unknown[]) => boolean];
      const noyau = exercice.reference(...(c.arguments as never[])) as unknown[];
      expect(reste(elements), c.description).toBe(true);
      expect(reste(noyau), c.description).toBe(true);
      expect(noyau.every((x) => elements.includes(x))).toBe(true);
      for (const x of noyau) expect(reste(noyau.filter((y) => y !== x)), c.description).toBe(false);
    }
  });

  it("tirent des noyaux qui se chevauchent : l'erreur « liste de départ » se voit sur certains", () => {
    const depart = exercice.erreurs.find((e) => e.code === "reduire-liste-de-depart")!;
    const cas = [1, 2, 3, 4].flatMap((g) => casTiresDe(exercice, g));
    const rates = cas.filter(
      (c) =>
        JSON.stringify(depart.fonction(...(c.arguments as never[]))) !==
        JSON.stringify(exercice.reference(...(c.arguments as never[]))),
    );
    expect(rates.length).toBeGreaterThan(0);
  });
});
