import { describe, expect, it } from "vitest";
import {
  ContrainteBinaire,
  ContrainteUnaire,
  PSC,
  Variable,
  carteDeFrance,
  ecrireTrace,
  petitPSC,
} from "../../src/psc/index";
import { violations } from "./aide";

describe("la pré-résolution du polycopié", () => {
  it("la cohérence unaire retire les valeurs interdites par les contraintes unaires", () => {
    const psc = new PSC();
    const x = psc.ajouteVar(new Variable("x", [1, 2, 3, 4, 5]));
    psc.ajouteContrainte(new ContrainteUnaire(x, ">=", 2));
    psc.ajouteContrainte(new ContrainteUnaire(x, "!=", 4));
    expect(psc.consistanceContraintesUnaires()).toBe(true);
    expect(x.label).toEqual([2, 3, 5]);
    psc.ajouteContrainte(new ContrainteUnaire(x, "<", 2));
    expect(psc.consistanceContraintesUnaires()).toBe(false);
  });

  it("la cohérence binaire va jusqu'au point fixe, même à travers une chaîne de contraintes", () => {
    // x < y < z sur {1, 2, 3} : une seule solution, que la cohérence binaire trouve seule.
    const psc = new PSC();
    const [x, y, z] = ["x", "y", "z"].map((nom) => psc.ajouteVar(new Variable(nom, [1, 2, 3])));
    psc.ajouteContrainte(new ContrainteBinaire(y, "<", z));
    psc.ajouteContrainte(new ContrainteBinaire(x, "<", y));
    expect(psc.consistanceContraintesBinaires()).toBe(true);
    expect([x.label, y.label, z.label]).toEqual([[1], [2], [3]]);
  });

  it("sortVariables met d'abord les plus petits labels, en gardant l'ordre à égalité", () => {
    const psc = new PSC();
    for (const [nom, d] of [
      ["a", [1, 2, 3]],
      ["b", [1]],
      ["c", [1, 2]],
      ["d", [4]],
    ] as const) {
      psc.ajouteVar(new Variable(nom, [...d]));
    }
    psc.sortVariables();
    expect(psc.variables.map((v) => v.nom)).toEqual(["b", "d", "c", "a"]);
  });
});

describe("backtrack du polycopié", () => {
  it("résout le petit PSC de la leçon en revenant cinq fois en arrière, comme la trace le montre", () => {
    const psc = petitPSC();
    psc.trace = [];
    const issue = psc.backtrack();
    expect(issue).toEqual({ x1: "c", x2: "a", x3: "c", x4: "b" });
    expect(psc.iterations).toBe(10);
    expect(psc.trace.filter((e) => e.type === "retour")).toHaveLength(5);
    const texte = ecrireTrace(psc.trace).split("\n");
    expect(texte.slice(0, 5)).toEqual([
      "x1 = b",
      "  x2 = a",
      "    x3 = a  ✗ viole x2 != x3",
      "    x3 = c",
      "      x4 = b  ✗ viole x1 != x4",
    ]);
    expect(texte[texte.length - 1]).toBe("        ✓ solution : x1 = c, x2 = a, x3 = c, x4 = b");
  });

  it("colorie la carte de France en quatre couleurs, et dit qu'il n'y a pas de solution en trois", () => {
    const quatre = carteDeFrance();
    const issue = quatre.backtrack();
    expect(typeof issue).toBe("object");
    expect(violations(quatre, issue as Record<string, string>)).toEqual([]);
    expect(carteDeFrance(["rouge", "vert", "bleu"]).backtrack()).toBe("echec");
  });

  it("s'arrête avec budget-epuise quand le budget d'appels est dépensé", () => {
    const psc = carteDeFrance(["rouge", "vert", "bleu"]);
    psc.budget = 10;
    expect(psc.backtrack()).toBe("budget-epuise");
    expect(psc.iterations).toBe(10);
  });
});

describe("forwardChecking du polycopié", () => {
  it("résout le petit PSC en moins d'appels que backtrack, en restaurant les labels", () => {
    const psc = petitPSC();
    psc.trace = [];
    const issue = psc.forwardChecking();
    expect(issue).toEqual({ x1: "c", x2: "a", x3: "c", x4: "b" });
    expect(psc.iterations).toBeLessThan(10);
    expect(psc.trace.some((e) => e.type === "essai" && e.refus?.startsWith("vide le label"))).toBe(
      true,
    );
  });

  it("trouve les mêmes réponses que backtrack sur la carte, en trois et quatre couleurs", () => {
    const quatre = carteDeFrance();
    quatre.sortVariables();
    const issue = quatre.forwardChecking();
    expect(violations(quatre, issue as Record<string, string>)).toEqual([]);
    const trois = carteDeFrance(["rouge", "vert", "bleu"]);
    expect(trois.forwardChecking()).toBe("echec");
    // Après l'échec, les labels sont revenus à leur état de départ.
    expect(trois.variables.every((v) => v.label.length === 3)).toBe(true);
  });
});
