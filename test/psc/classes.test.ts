import { describe, expect, it } from "vitest";
import {
  ContrainteBinaire,
  ContrainteUnaire,
  ErreurPSC,
  PSC,
  Variable,
  comparer,
} from "../../src/psc/index";

describe("une variable", () => {
  it("a un label qui commence comme une copie de son domaine, et aucune valeur", () => {
    const x = new Variable("x1", ["b", "c"]);
    expect(x.label).toEqual(["b", "c"]);
    expect(x.label).not.toBe(x.domaine);
    expect(x.valeur).toBeNull();
    x.metAJourValeur("c");
    expect(x.valeur).toBe("c");
  });

  it("perd une valeur de son label avec enleveDuLabel, sans toucher au domaine ni à l'ordre", () => {
    const x = new Variable("x", [1, 2, 3, 4]);
    x.enleveDuLabel(2);
    x.enleveDuLabel(9);
    expect(x.label).toEqual([1, 3, 4]);
    expect(x.domaine).toEqual([1, 2, 3, 4]);
  });

  it("s'écrit avec son domaine, son label s'il a changé, et sa valeur", () => {
    const x = new Variable("x1", ["b", "c"]);
    expect(x.toString()).toBe("x1 ∈ {b, c}");
    x.enleveDuLabel("b");
    x.metAJourValeur("c");
    expect(x.toString()).toBe("x1 ∈ {b, c}, label {c}, valeur c");
  });

  it("refuse en français un domaine vide, une valeur en double ou un nom vide", () => {
    expect(() => new Variable("x", [])).toThrow(ErreurPSC);
    expect(() => new Variable("x", [])).toThrow(/la variable x a un domaine vide/);
    expect(() => new Variable("x", [1, 1])).toThrow(
      /la valeur 1 apparaît deux fois dans le domaine de x/,
    );
    expect(() => new Variable("", [1])).toThrow(/une variable doit avoir un nom/);
    expect(() => new Variable("x", [true as never])).toThrow(/attendu des nombres ou des textes/);
  });
});

describe("les contraintes", () => {
  it("comparent avec les six opérateurs, dans l'ordre alphabétique pour les textes", () => {
    expect([comparer(1, "<", 2), comparer(2, "<=", 2), comparer(3, ">", 2)]).toEqual([
      true,
      true,
      true,
    ]);
    expect([comparer(2, ">=", 3), comparer("a", "==", "a"), comparer("a", "!=", "a")]).toEqual([
      false,
      true,
      false,
    ]);
    expect(comparer("b", "<", "c")).toBe(true);
  });

  it("unaires : estValide compare la valeur proposée à la référence, de dimension 1", () => {
    const x = new Variable("x", [1, 2, 3, 4, 5]);
    const c = new ContrainteUnaire(x, ">", 2);
    expect(c.dimension()).toBe(1);
    expect(c.variables).toEqual([x]);
    expect([1, 2, 3, 5].map((v) => c.estValide(x, v))).toEqual([false, false, true, true]);
    expect(x.valeur).toBeNull();
    expect(c.toString()).toBe("x > 2");
  });

  it("binaires : estValide garde l'ordre des variables et accepte tout si l'autre n'a pas de valeur", () => {
    const x1 = new Variable("x1", [1, 2, 3]);
    const x2 = new Variable("x2", [1, 2, 3]);
    const c = new ContrainteBinaire(x1, "<", x2);
    expect(c.dimension()).toBe(2);
    expect(c.estValide(x1, 3)).toBe(true);
    x1.metAJourValeur(2);
    expect([c.estValide(x2, 1), c.estValide(x2, 2), c.estValide(x2, 3)]).toEqual([
      false,
      false,
      true,
    ]);
    x2.metAJourValeur(1);
    expect(c.estValide(x1, 1)).toBe(false);
    expect(c.toString()).toBe("x1 < x2");
  });

  it("binaires : modifierLabels retire les valeurs sans support des deux côtés et dit si un label a changé", () => {
    const x1 = new Variable("x1", [1, 2, 3, 4]);
    const x2 = new Variable("x2", [1, 2, 3, 4]);
    x2.label = [1, 2];
    const c = new ContrainteBinaire(x1, "<", x2);
    expect(c.estPossible(x1, 1)).toBe(true);
    expect(c.estPossible(x1, 2)).toBe(false);
    expect(c.modifierLabels()).toBe(true);
    expect([x1.label, x2.label]).toEqual([[1], [2]]);
    expect(c.modifierLabels()).toBe(false);
  });

  it("binaires : propage filtre le label d'une variable d'après la valeur de l'autre", () => {
    const x1 = new Variable("x1", ["a", "b", "c"]);
    const x2 = new Variable("x2", ["a", "b", "c"]);
    const c = new ContrainteBinaire(x1, "!=", x2);
    x1.metAJourValeur("b");
    expect(c.propage(x2)).toBe(true);
    expect(x2.label).toEqual(["a", "c"]);
    x2.label = ["b"];
    expect(c.propage(x2)).toBe(false);
  });

  it("refusent en français un opérateur inconnu, une variable manquante ou deux fois la même", () => {
    const x = new Variable("x", [1, 2]);
    const y = new Variable("y", [1, 2]);
    expect(() => new ContrainteBinaire(x, "=<" as never, y)).toThrow(ErreurPSC);
    expect(() => new ContrainteBinaire(x, "=<" as never, y)).toThrow(
      /contrainte binaire entre x et y : opérateur inconnu "=<" ; attendu l'un de < <= > >= == !=/,
    );
    expect(() => new ContrainteUnaire(x, "<>" as never, 1)).toThrow(/opérateur inconnu "<>"/);
    expect(() => new ContrainteBinaire(x, "!=", x)).toThrow(/les deux variables sont la même/);
    expect(() => new ContrainteBinaire(x, "!=", "y" as never)).toThrow(
      /le troisième argument doit être une Variable/,
    );
    expect(() => new ContrainteBinaire(x, "!=", y).estValide(new Variable("z", [1]), 1)).toThrow(
      /la contrainte x != y ne porte pas sur z/,
    );
  });
});

describe("un PSC", () => {
  it("range ses variables par nom et ses contraintes par dimension", () => {
    const psc = new PSC();
    const x = psc.ajouteVar(new Variable("x", [1, 2]));
    const y = psc.ajouteVar(new Variable("y", [1, 2]));
    psc.ajouteContrainte(new ContrainteBinaire(x, "!=", y));
    psc.ajouteContrainte(new ContrainteUnaire(x, "!=", 1));
    expect(psc.retourneVar("y")).toBe(y);
    expect(psc.contraintesBinaires).toHaveLength(1);
    expect(psc.contraintesUnaires).toHaveLength(1);
    expect(psc.contraintesDe(y)).toEqual(psc.contraintesBinaires);
    expect(psc.toString()).toBe(
      [
        "PSC : 2 variables, 1 contrainte unaire, 1 contrainte binaire",
        "  x ∈ {1, 2}",
        "  y ∈ {1, 2}",
        "contraintes unaires : x != 1",
        "contraintes binaires : x != y",
      ].join("\n"),
    );
  });

  it("signale en français une variable inconnue, en citant les noms connus", () => {
    const psc = new PSC();
    psc.ajouteVar(new Variable("x1", [1]));
    psc.ajouteVar(new Variable("x2", [1]));
    expect(() => psc.retourneVar("x9")).toThrow(ErreurPSC);
    expect(() => psc.retourneVar("x9")).toThrow(
      'variable inconnue "x9" ; variables du PSC : x1, x2',
    );
    expect(() => new PSC().retourneVar("a")).toThrow(/le PSC n'a encore aucune variable/);
  });

  it("refuse une contrainte sur une variable qui n'est pas dans le PSC, et deux variables de même nom", () => {
    const psc = new PSC();
    const x = psc.ajouteVar(new Variable("x", [1, 2]));
    const etrangere = new Variable("z", [1, 2]);
    expect(() => psc.ajouteContrainte(new ContrainteBinaire(x, "<", etrangere))).toThrow(
      "la contrainte x < z porte sur la variable z, qui n'est pas dans le PSC ; ajoutez-la d'abord avec ajouteVar",
    );
    expect(() =>
      psc.ajouteContrainte(new ContrainteUnaire(new Variable("x", [1]), "==", 1)),
    ).toThrow(/porte sur la variable x, qui n'est pas dans le PSC/);
    expect(() => psc.ajouteVar(new Variable("x", [3]))).toThrow(/deux variables s'appellent x/);
    expect(() => psc.ajouteVar(x)).toThrow(/la variable x est déjà dans le PSC/);
  });

  it("découvre au début d'une recherche une contrainte ajoutée directement à sa liste", () => {
    const psc = new PSC();
    const x = psc.ajouteVar(new Variable("x", [1, 2]));
    psc.contraintesBinaires.push(new ContrainteBinaire(x, "!=", new Variable("w", [1])));
    expect(() => psc.backtrack()).toThrow(/porte sur la variable w, qui n'est pas dans le PSC/);
  });
});
