import { describe, expect, it } from "vitest";
import {
  ContrainteBinaire,
  PSC,
  SudokuPSC,
  Variable,
  ac3,
  arcs,
  carteDeFrance,
  petitPSC,
  revise,
  voisins,
} from "../../src/psc/index";
import { pairesDe } from "./aide";

/** x < y < z sur {1, 2, 3}, contraintes dans cet ordre. */
function chaine(): [PSC, Variable[]] {
  const psc = new PSC();
  const vs = ["x", "y", "z"].map((nom) => psc.ajouteVar(new Variable(nom, [1, 2, 3])));
  psc.ajouteContrainte(new ContrainteBinaire(vs[0], "<", vs[1]));
  psc.ajouteContrainte(new ContrainteBinaire(vs[1], "<", vs[2]));
  return [psc, vs];
}

describe("les pièces d'AC-3", () => {
  it("arcs : deux par contrainte binaire, un dans chaque sens", () => {
    const [psc, [x, y, z]] = chaine();
    expect(arcs(psc).map((a) => [a.xi.nom, a.contrainte.autre(a.xi).nom])).toEqual([
      ["x", "y"],
      ["y", "x"],
      ["y", "z"],
      ["z", "y"],
    ]);
    expect(voisins(psc, y)).toEqual([x, z]);
    expect(voisins(psc, x)).toEqual([y]);
  });

  it("revise retire du seul label de xi les valeurs sans support, et compte les tests", () => {
    const [psc, [x, y]] = chaine();
    const compteur = { verifications: 0 };
    expect(revise(psc.contraintesBinaires[0], x, compteur)).toBe(true);
    expect([x.label, y.label]).toEqual([
      [1, 2],
      [1, 2, 3],
    ]);
    // x = 1 trouve son support au 2e essai (y = 2), x = 2 au 3e, x = 3 n'en a pas (3 essais).
    expect(compteur.verifications).toBe(8);
    expect(revise(psc.contraintesBinaires[0], x)).toBe(false);
  });
});

describe("AC-3", () => {
  it("atteint le même point fixe que la cohérence binaire du polycopié", () => {
    const [psc, [x, y, z]] = chaine();
    const r = ac3(psc, { journal: true });
    expect(r.coherent).toBe(true);
    expect([x.label, y.label, z.label]).toEqual([[1], [2], [3]]);
    expect(r.retraits?.map((e) => `${e.variable}≠${e.valeur}`).sort()).toEqual(
      ["x≠2", "x≠3", "y≠1", "y≠3", "z≠1", "z≠2"].sort(),
    );
    for (const exemple of [petitPSC, () => carteDeFrance()]) {
      const a = exemple();
      const b = exemple();
      ac3(a);
      b.consistanceContraintesBinaires();
      expect(a.variables.map((v) => v.label)).toEqual(b.variables.map((v) => v.label));
    }
  });

  it("dit qu'il n'y a pas de solution quand un label se vide", () => {
    const psc = new PSC();
    const x = psc.ajouteVar(new Variable("x", [1, 2]));
    const y = psc.ajouteVar(new Variable("y", [1, 2]));
    const z = psc.ajouteVar(new Variable("z", [1, 2]));
    psc.ajouteContrainte(new ContrainteBinaire(x, "<", y));
    psc.ajouteContrainte(new ContrainteBinaire(y, "<", z));
    expect(ac3(psc).coherent).toBe(false);
  });

  it("ne retire jamais de valeur d'une solution connue (60 grilles Kaggle)", () => {
    for (const { enonce, solution, ligne } of pairesDe(
      "kaggle3m_radcliffe_1000_avec_solutions.csv",
    ).slice(0, 60)) {
      const s = new SudokuPSC(enonce);
      const bilan = s.resoudreParAC3();
      expect(bilan.statut, `ligne ${ligne}`).not.toBe("insoluble");
      for (const v of s.variables) {
        const [i, j] = s.caseDe(v);
        expect(v.label, `ligne ${ligne}, ${v.nom}`).toContain(solution.valeur(i, j));
      }
      if (bilan.statut === "resolue") expect(bilan.grille.valeurs).toEqual(solution.valeurs);
    }
  });

  it("resoudreParAC3 tient, sur demande, le même journal qu'ac3 seul après la cohérence unaire", () => {
    const [{ enonce }] = pairesDe("kaggle3m_radcliffe_1000_avec_solutions.csv");
    const seul = new SudokuPSC(enonce);
    seul.consistanceContraintesUnaires();
    const attendu = ac3(seul, { journal: true });
    const bilan = new SudokuPSC(enonce).resoudreParAC3({ journal: true });
    expect(bilan.retraits).toEqual(attendu.retraits);
    expect(bilan.revisions).toBe(attendu.revisions);
    expect(bilan.verifications).toBe(attendu.verifications);
    expect(new SudokuPSC(enonce).resoudreParAC3().retraits).toBeUndefined();
  });
});

describe("la vérification d'ac3 nomme l'erreur de sens des arcs", () => {
  it("remettre { xi: xi, contrainte: c } au lieu de l'arc du voisin : « mauvais sens », pas « pas remis »", async () => {
    const { verifier } = await import("../../src/verification/index");
    // Ce qu'écrit un élève qui se trompe de sens : les arcs sont bien remis, mais ils réduisent xi.
    const ac3Eleve = (psc: PSC): boolean => {
      const file = arcs(psc);
      while (file.length > 0) {
        const { xi, contrainte } = file.shift()!;
        if (!revise(contrainte, xi)) continue;
        if (xi.label.length === 0) return false;
        for (const c of psc.contraintesDe(xi))
          if (c !== contrainte) file.push({ xi: xi, contrainte: c });
      }
      return true;
    };
    const bilan = verifier("ac3", ac3Eleve);
    expect(bilan.statut).toBe("echec");
    expect(bilan.erreurTypique?.code).toBe("arcs-remis-dans-le-mauvais-sens");
    expect(bilan.rapport).toContain("mauvais sens");
  });
});
