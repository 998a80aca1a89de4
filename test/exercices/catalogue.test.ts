import { describe, expect, it } from "vitest";
import { EXERCICES, NOMS_EXERCICES, type Exercice } from "../../src/exercices";
import { casTiresDe } from "../../src/verification/cas-caches";
import { observationsDeConfiance, reussit } from "../../src/verification/observation";
import { encoder } from "../../src/verification/pieces";

/** Pour chaque cas, ce qu'a fait une de nos versions : réussi, ou son issue en clair. */
function empreinte(exercice: Exercice, fonction: Exercice["reference"]): string[] {
  const attendues = observationsDeConfiance(exercice, exercice.reference);
  return observationsDeConfiance(exercice, fonction).map((o, k) =>
    reussit(exercice, o, attendues[k]) ? "ok" : JSON.stringify(o),
  );
}

describe.each(NOMS_EXERCICES)("les cas et erreurs typiques de %s", (nom) => {
  const exercice = EXERCICES[nom];

  it("ont des descriptions et des codes tous différents", () => {
    const descriptions = exercice.cas.map((c) => c.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    const codes = exercice.erreurs.map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("tirent à la correction au moins trois cas, les mêmes d'une même graine, d'autres d'une autre, lisibles", () => {
    const encodes = (graine: number) =>
      JSON.stringify(casTiresDe(exercice, graine).map((c) => encoder(c)));
    expect(casTiresDe(exercice, 7).length).toBeGreaterThanOrEqual(3);
    expect(encodes(7)).toBe(encodes(7));
    expect(encodes(7)).not.toBe(encodes(8));
    for (const cas of casTiresDe(exercice, 7)) {
      expect(cas.description).toMatch(/^cas tiré à la correction n° \d : \S/);
      // Des tableaux ou des objets : le rapport dit ce qu'ils valent (deux nombres se lisent dans l'appel).
      if (cas.arguments.some((a) => typeof a === "object")) expect(cas.contexte ?? "").not.toBe("");
    }
  });

  it("comptent au moins quatre cas et trois erreurs typiques", () => {
    expect(exercice.cas.length).toBeGreaterThanOrEqual(4);
    expect(exercice.erreurs.length).toBeGreaterThanOrEqual(3);
  });

  it("sont telles que chaque erreur rate au moins un cas", () => {
    for (const erreur of exercice.erreurs) {
      expect(empreinte(exercice, erreur.fonction), erreur.code).not.toEqual(
        exercice.cas.map(() => "ok"),
      );
    }
  });

  it("distinguent les erreurs deux à deux", () => {
    const empreintes = exercice.erreurs.map((e) => empreinte(exercice, e.fonction).join("\n"));
    expect(new Set(empreintes).size).toBe(exercice.erreurs.length);
  });

  it("laissent un délai de l'ordre de la seconde, quelques secondes pour resolution", () => {
    if (nom === "resolution") expect(exercice.delai).toBeGreaterThanOrEqual(2000);
    else expect(exercice.delai).toBeLessThanOrEqual(1000);
  });
});
