/**
 * Les méthodes du cours qui font l'exercice (src/verification/methodes-interdites.ts) :
 * les contraintes du cours ont leur propre `estValide` et `modifierLabels` ;
 * les appeler ne fait pas l'exercice, et les références, écrites sans elles,
 * répondent comme elles.
 */
import { afterEach, describe, expect, it } from "vitest";
import { EXERCICES } from "../../src/exercices";
import { ContrainteBinaire } from "../../src/psc/contrainte-binaire";
import { ContrainteUnaire } from "../../src/psc/contrainte-unaire";
import { juger, verifier } from "../../src/verification/index";
import { casTiresDe } from "../../src/verification/cas-caches";
import { contexteDEssai } from "../../src/socle/correction";
import type { Cas } from "../../src/exercices";

afterEach(() => contexteDEssai(undefined));

/** Les cas visibles et ceux tirés de quelques graines. */
const tousLesCas = (nom: string): Cas[] => [
  ...EXERCICES[nom].cas,
  ...[1, 2, 3, 4, 5].flatMap((g) => casTiresDe(EXERCICES[nom], g)),
];

describe("les méthodes du cours qui portent le nom de l'exercice", () => {
  it("ne répondent pas pendant sa vérification, en carnet comme à la correction", () => {
    const parLaMethode = (c: ContrainteUnaire, v: never, x: never) => c.estValide(v, x);
    const bilan = verifier("estValide", parLaMethode);
    expect(bilan.statut).toBe("echec");
    expect(bilan.rapport).toContain("la méthode estValide du cours ne répond pas");
    contexteDEssai({ graine: 3, pieges: [] });
    const pieces = verifier("modifierLabels", (c: ContrainteBinaire) => c.modifierLabels()).pieces;
    contexteDEssai(undefined);
    expect(juger({ nom: "modifierLabels", source: "", pieces, graine: 3 }).statut).toBe("echec");
  });

  it("sont remises après la vérification, et servent aux autres exercices", () => {
    verifier("estValide", () => true);
    expect(ContrainteUnaire.prototype.estValide.name).toBe("estValide");
    expect(ContrainteBinaire.prototype.modifierLabels.name).toBe("modifierLabels");
  });

  it("répondent comme les références, écrites sans elles, sur tous les cas", () => {
    const reference = (nom: string) => EXERCICES[nom].reference as (...args: unknown[]) => unknown;
    for (const cas of tousLesCas("estValide")) {
      const [c, v, x] = cas.arguments as [ContrainteUnaire, never, never];
      expect(reference("estValide")(c, v, x), cas.description).toBe(c.estValide(v, x));
    }
    for (const cas of tousLesCas("modifierLabels")) {
      const [a] = cas.arguments as [ContrainteBinaire];
      const [b] = cas.arguments as [ContrainteBinaire];
      const labels = (c: ContrainteBinaire) => [c.refVar1.label, c.refVar2.label].map(String);
      expect(reference("modifierLabels")(a), cas.description).toBe(b.modifierLabels());
      expect(labels(a)).toEqual(labels(b));
    }
  });
});
