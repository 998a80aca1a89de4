/**
 * `expliquer` contrôlé sans lui faire confiance : chaque étape de ses
 * explications est vérifiée par MiniSat (logic-solver), pas par le CDCL du
 * cours qui les a réduites — les unités et les faits cités, avec la négation
 * de l'étape, doivent être insatisfiables —, et les étapes doivent placer
 * chaque chiffre de la solution connue. Le contrôle lui-même doit savoir
 * échouer : une explication abîmée (une unité ou un fait retiré, un fait non
 * établi, une unité inconnue) est refusée.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ControleurMiniSat,
  TECHNIQUES_EXPLIQUEES,
  controlerExplication,
  estPlacement,
  expliquer,
  type EtapeExpliquee,
  type Explication,
} from "../../src/explication/index";
import { lireFichierSolutions, lireLigne, type Grille } from "../../src/grille/index";
import { resoudreRapide } from "../../src/rapide/index";
import { Etat } from "../../src/explication/etat";
import { geometrie } from "../../src/explication/geometrie";
import { parLaSolution } from "../../src/explication/minimal";
import { Reducteur } from "../../src/explication/reduction";
import { RACINE } from "../aide-processus";

const ENSEMBLES = join(RACINE, "data", "ensembles");
const lignesDe = (nom: string) =>
  readFileSync(join(ENSEMBLES, nom), "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l.length === 81);

/** Trois grilles faciles avec leur solution (Kaggle, contrôlées par un solveur indépendant). */
const FACILES = lireFichierSolutions(
  join(ENSEMBLES, "kaggle_bryanpark_1000_avec_solutions.csv"),
).slice(0, 3);
/** Trois grilles de top95 qui demandent du raisonnement minimal, résolues par le solveur rapide. */
const DIFFICILES = [3, 4, 6].map((k) => lireLigne(lignesDe("norvig_top95.txt")[k]));

const controleur = new ControleurMiniSat(9);
const explications = new Map<Grille, Explication>();

beforeAll(() => {
  for (const g of [...FACILES.map((p) => p.enonce), ...DIFFICILES])
    explications.set(g, expliquer(g));
});

const explication = (g: Grille) => explications.get(g) as Explication;

/** La grille que remplissent les données et les étapes ; chaque case vide placée une seule fois. */
function rempliePar(enonce: Grille, etapes: readonly EtapeExpliquee[]): number[] {
  const valeurs = [...enonce.valeurs];
  for (const e of etapes) {
    if (!estPlacement(e)) continue;
    const [i, j, v] = e.place;
    expect(valeurs[i * 9 + j], `(${i}, ${j}) placée deux fois`).toBe(0);
    valeurs[i * 9 + j] = v;
  }
  return valeurs;
}

describe("expliquer : chaque étape contrôlée par MiniSat", () => {
  it("explique les grilles faciles jusqu'à leur solution connue", () => {
    for (const { enonce, solution } of FACILES) {
      const { statut, etapes } = explication(enonce);
      expect(statut).toBe("expliquee");
      expect(controlerExplication(enonce, etapes, controleur)).toEqual([]);
      expect(rempliePar(enonce, etapes)).toEqual(solution.valeurs);
    }
  });

  it("explique des grilles de top95 jusqu'à la solution du solveur rapide, raisonnement minimal compris", () => {
    let minimales = 0;
    for (const enonce of DIFFICILES) {
      const { statut, etapes } = explication(enonce);
      expect(statut).toBe("expliquee");
      expect(controlerExplication(enonce, etapes, controleur)).toEqual([]);
      expect(rempliePar(enonce, etapes)).toEqual(resoudreRapide(enonce).solution);
      minimales += etapes.filter((e) => e.technique === "raisonnement minimal").length;
    }
    expect(minimales).toBeGreaterThan(0);
  });

  it("n'utilise que les techniques annoncées, en commençant par l'élimination directe", () => {
    for (const { statut, etapes } of explications.values()) {
      expect(statut).toBe("expliquee");
      expect(etapes[0].technique).toBe("élimination directe");
      for (const e of etapes) expect(TECHNIQUES_EXPLIQUEES).toContain(e.technique);
      const noms = new Set(etapes.map((e) => e.technique));
      expect(noms.has("singleton caché")).toBe(true);
    }
  });

  it("donne la même explication à chaque fois", () => {
    const [grille] = DIFFICILES;
    expect(expliquer(grille)).toEqual(explication(grille));
  });

  it("cite des unités toutes nécessaires, et des faits tous nécessaires au raisonnement minimal", () => {
    const sans = <T>(liste: readonly T[], k: number) => liste.filter((_, m) => m !== k);
    const facile = explication(FACILES[0].enonce).etapes;
    const minimales = explication(DIFFICILES[0]).etapes.filter(
      (e) => e.technique === "raisonnement minimal",
    );
    for (const e of [...facile, ...minimales]) {
      e.unites.forEach((_, k) => {
        expect(controleur.implique({ ...e, unites: sans(e.unites, k) }), e.technique).toBe(false);
      });
    }
    for (const e of minimales) {
      e.faits.places.forEach((_, k) => {
        const faits = { ...e.faits, places: sans(e.faits.places, k) };
        expect(controleur.implique({ ...e, faits })).toBe(false);
      });
      e.faits.elimines.forEach((_, k) => {
        const faits = { ...e.faits, elimines: sans(e.faits.elimines, k) };
        expect(controleur.implique({ ...e, faits })).toBe(false);
      });
    }
  });

  it("explique aussi une 4×4", () => {
    const g = lireLigne(".23.3.....4..3.1");
    const { statut, etapes } = expliquer(g);
    expect(statut).toBe("expliquee");
    expect(controlerExplication(g, etapes, new ControleurMiniSat(4))).toEqual([]);
  });
});

describe("le repli du raisonnement minimal, quand aucun sondage ne conclut", () => {
  it("réduit toutes les unités et tous les faits à une explication juste, dont chaque unité sert", () => {
    const [enonce] = DIFFICILES;
    const etat = new Etat(geometrie(9), enonce.valeurs);
    const solution = resoudreRapide(enonce).solution as number[];
    const { variable, piste } = parLaSolution(etat, solution, new Reducteur(9));
    const x = Math.floor((variable - 1) / 9);
    expect(variable - 9 * x).not.toBe(solution[x]);
    const g = geometrie(9);
    const triplet = (f: number): [number, number, number] => {
      const y = Math.floor((Math.abs(f) - 1) / 9);
      return [Math.floor(y / 9), y % 9, Math.abs(f) - 9 * y];
    };
    const etape: EtapeExpliquee = {
      elimine: [triplet(variable)],
      technique: "raisonnement minimal",
      unites: piste.unites.map((u) => g.noms[u]),
      faits: { places: piste.faits.filter((f) => f > 0).map(triplet), elimines: [] },
    };
    expect(piste.faits.every((f) => f > 0)).toBe(true);
    expect(controleur.implique(etape)).toBe(true);
    etape.unites.forEach((_, k) => {
      const unites = etape.unites.filter((_, m) => m !== k);
      expect(controleur.implique({ ...etape, unites })).toBe(false);
    });
  });
});

describe("expliquer : une grille sans solution unique n'est pas expliquée", () => {
  const SOLUTION =
    "639125478714938562285647139846573291321894756597216384172389645953461827468752913";

  it("insoluble, avec les conflits si les indices se contredisent", () => {
    const sansSolution = expliquer(lireLigne(`12345678.........9${".".repeat(63)}`));
    expect(sansSolution).toEqual({ statut: "insoluble", etapes: [] });
    const contradiction = expliquer(lireLigne(`55${".".repeat(79)}`));
    expect(contradiction.statut).toBe("insoluble");
    expect(contradiction.raison).toMatch(/^les indices se contredisent : le 5 apparaît 2 fois/);
  });

  it("plusieurs solutions", () => {
    const rectangle = [...SOLUTION];
    for (const k of [3, 4, 48, 49]) rectangle[k] = ".";
    expect(expliquer(lireLigne(rectangle.join("")))).toEqual({
      statut: "plusieurs-solutions",
      etapes: [],
    });
  });
});

describe("le contrôle refuse une explication fausse", () => {
  /** L'explication de la première grille facile, avec l'étape k remplacée. */
  function abimee(k: number, etape: EtapeExpliquee): EtapeExpliquee[] {
    const etapes = [...explication(FACILES[0].enonce).etapes];
    etapes[k] = etape;
    return etapes;
  }
  const premiere = (technique: string) =>
    explication(FACILES[0].enonce).etapes.findIndex((e) => e.technique === technique);

  it("une unité retirée", () => {
    const k = premiere("singleton caché");
    const e = explication(FACILES[0].enonce).etapes[k];
    const defauts = controlerExplication(
      FACILES[0].enonce,
      abimee(k, { ...e, unites: [] }),
      controleur,
    );
    expect(defauts).toEqual([
      `étape ${k + 1} (singleton caché) : les unités et les faits cités ne l'impliquent pas`,
    ]);
  });

  it("un fait retiré", () => {
    const k = premiere("singleton caché");
    const e = explication(FACILES[0].enonce).etapes[k];
    const faits = { ...e.faits, elimines: e.faits.elimines.slice(1) };
    const defauts = controlerExplication(FACILES[0].enonce, abimee(k, { ...e, faits }), controleur);
    expect(defauts).toHaveLength(1);
    expect(defauts[0]).toMatch(/ne l'impliquent pas$/);
  });

  it("un fait qui n'est pas encore établi, et une unité inconnue", () => {
    const e = explication(FACILES[0].enonce).etapes[0];
    const enTrop = {
      ...e,
      faits: { ...e.faits, elimines: [[0, 0, 9] as [number, number, number]] },
    };
    expect(controlerExplication(FACILES[0].enonce, abimee(0, enTrop), controleur)).toContain(
      "étape 1 : le fait (0, 0) ≠ 9 n'est pas établi",
    );
    const inconnue = { ...e, unites: ["ligne 9"] };
    expect(controlerExplication(FACILES[0].enonce, abimee(0, inconnue), controleur)).toContain(
      "étape 1 : unité inconnue : « ligne 9 »",
    );
  });

  it("des étapes qui ne vont pas jusqu'à la solution", () => {
    const etapes = explication(FACILES[0].enonce).etapes.slice(0, -1);
    expect(controlerExplication(FACILES[0].enonce, etapes, controleur)).toEqual([
      "les étapes ne mènent pas à une grille remplie et sans conflit",
    ]);
  });
});
