import { describe, expect, it } from "vitest";
import type { Mesure } from "../../src/comparaison/mesures";
import { conclusions, lignesDeSynthese, synthetiser } from "../../src/comparaison/synthese";

/** Une mesure écrite à la main : seuls comptent ici l'algorithme, l'issue, la durée et les nœuds. */
function m(
  algorithme: string,
  grille: number,
  ms: number,
  issue: Mesure["issue"] = "resolue",
  noeuds?: number,
): Mesure {
  return {
    algorithme,
    grille: `g${grille}`,
    ensemble: grille < 3 ? "faciles" : "difficiles",
    donnees: 40 - 5 * grille,
    issue,
    ms,
    noeuds,
  };
}

// Cinq grilles, de moins en moins d'indices : « lent » ralentit, « rapide » ne bouge pas.
const MESURES: Mesure[] = [
  ...[1, 2, 3, 4, 5].map((k) =>
    m("lent", k, 10 * k, k === 5 ? "budget-epuise" : "resolue", 1000 * k),
  ),
  ...[1, 2, 3, 4, 5].map((k) => m("rapide", k, [0.2, 0.4, 0.5, 0.1, 0.3][k - 1], "resolue", k % 2)),
];

describe("synthetiser", () => {
  it("compte les issues et résume les durées de chaque algorithme, dans l'ordre des mesures", () => {
    const [lent, rapide] = synthetiser(MESURES);
    expect(lent).toMatchObject({
      algorithme: "lent",
      grilles: 5,
      resolues: 4,
      nonResolues: 1,
      fausses: 0,
      medianeMs: 30,
      maxMs: 50,
      totalMs: 150,
      noeudsMedians: 3000,
      usParNoeud: 10,
    });
    expect(rapide.algorithme).toBe("rapide");
    expect(rapide.medianeMs).toBeCloseTo(0.3);
    // Deux grilles sans nœud : elles comptent pour la médiane des nœuds, pas pour le coût d'un nœud.
    expect(rapide.noeudsMedians).toBe(1);
    expect(rapide.usParNoeud).toBeCloseTo(300);
  });

  it("donne des lignes de tableau en français", () => {
    const [ligne] = lignesDeSynthese(synthetiser(MESURES));
    expect(ligne).toMatchObject({ algorithme: "lent", résolues: "4/5", "non résolues": 1 });
  });
});

describe("conclusions", () => {
  it("disent ce que montrent les chiffres, et seulement cela", () => {
    const phrases = conclusions(MESURES);
    expect(phrases[0]).toMatch(/^Aucune réponse fausse : chacune des 10 solutions/);
    expect(phrases).toContain("Ont résolu les 5 grilles dans leur budget : rapide.");
    expect(phrases).toContain("N'ont pas tout résolu : lent (1 grille : difficiles).");
    expect(phrases.join("\n")).toMatch(/lent \(ρ = −1\)/);
    expect(phrases.join("\n")).toMatch(/n'explique presque pas la durée de rapide/);
    expect(phrases.join("\n")).toMatch(/sans aucun nœud.*2 grilles pour rapide/);
  });

  it("mettent les réponses fausses en tête", () => {
    const phrases = conclusions([...MESURES, m("faux", 1, 1, "fausse"), m("faux", 2, 1)]);
    expect(phrases[0]).toMatch(/^Réponses fausses : faux \(1 grille\)/);
  });

  it("classent par durée médiane ceux qui ont tout résolu", () => {
    const phrases = conclusions([...MESURES, ...[1, 2, 3, 4, 5].map((k) => m("moyen", k, 2))]);
    expect(phrases.join("\n")).toMatch(
      /la plus petite durée médiane est celle de rapide \(0,3 ms\), puis moyen \(2 ms\) ; la plus grande, celle de moyen/,
    );
  });

  it("n'inventent rien sans mesure", () => {
    expect(conclusions([])).toEqual(["Aucune mesure : rien à conclure."]);
  });
});
