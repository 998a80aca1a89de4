import { describe, expect, it } from "vitest";
import { Grille } from "../../src/grille/grille";
import { lireFichier, lireLigne } from "../../src/grille/lecture";
import { estSolutionDe } from "../../src/grille/regles";
import { candidats, etatDepuisGrille } from "../../src/recherche/formulation-grille";
import { MARCHE_ALEATOIRE, minConflits } from "../../src/recherche/min-conflits";
import { fixerLesCasesForcees } from "../../src/recherche/propagation";
import { ENONCE, SOLUTION } from "../exemples";
import { FACILES, TOP95, donnees } from "./donnees";

const annexe = lireLigne(ENONCE);
const solution = lireLigne(SOLUTION);
const impasse = lireLigne(`.12345678${"9".padEnd(18, ".")}${".".repeat(54)}`);

/** Le coût recompté de zéro, sans la bibliothèque : les paires de voisines de même valeur. */
function pairesEgales(g: Grille): number {
  const N = g.taille;
  let paires = 0;
  for (let a = 0; a < N * N; a++) {
    for (let b = a + 1; b < N * N; b++) {
      const [ia, ja, ib, jb] = [Math.floor(a / N), a % N, Math.floor(b / N), b % N];
      const voisines =
        ia === ib ||
        ja === jb ||
        (Math.floor(ia / g.n) === Math.floor(ib / g.n) &&
          Math.floor(ja / g.n) === Math.floor(jb / g.n));
      if (voisines && g.valeurs[a] === g.valeurs[b]) paires++;
    }
  }
  return paires;
}

describe("min-conflits", () => {
  it("résout des grilles faciles ; la solution est celle de Kaggle, indices intacts", () => {
    for (const { enonce, solution: s, ligne } of FACILES.slice(0, 6)) {
      const avant = [...enonce.valeurs];
      const r = minConflits(enonce, { graine: ligne, budget: 500_000 });
      expect(r.statut, `ligne ${ligne}`).toBe("resolue");
      expect(r.meilleurCout).toBe(0);
      expect(r.solution?.valeurs, `ligne ${ligne}`).toEqual(s.valeurs);
      expect(r.solution?.donnees).toEqual(enonce.donnees);
      expect(enonce.valeurs).toEqual(avant);
    }
  });

  it("résout l'annexe du TD et des grilles 16×16", () => {
    const r = minConflits(annexe, { graine: 1, budget: 500_000 });
    expect(r.solution?.valeurs).toEqual(solution.valeurs);
    for (const g of lireFichier(donnees("ensembles", "generated_16x16_20.txt")).slice(0, 2)) {
      const r16 = minConflits(g, { graine: 1, budget: 1_000_000 });
      expect(r16.statut).toBe("resolue");
      expect(estSolutionDe(r16.solution!, g)).toBe(true);
    }
  });

  it("rejoue exactement la même recherche avec la même graine", () => {
    const a = minConflits(TOP95[0], { graine: 7, budget: 20_000, pasCourbe: 1000 });
    const b = minConflits(TOP95[0], { graine: 7, budget: 20_000, pasCourbe: 1000 });
    expect(b).toEqual(a);
    expect(a.graine).toBe(7);
    const c = minConflits(TOP95[0], { graine: 8, budget: 20_000, pasCourbe: 1000 });
    expect(c.courbe).not.toEqual(a.courbe);
  });

  it("respecte son budget de pas et ne dit jamais « insoluble »", () => {
    for (const budget of [0, 1, 500, 30_000]) {
      const r = minConflits(TOP95[0], { graine: 1, budget });
      expect(r.statut).toBe("budget-epuise");
      expect(r.compteurs.evaluations).toBe(budget);
      expect(r.solution).toBeUndefined();
      expect(r.meilleurCout).toBeGreaterThan(0);
    }
    // La case (0, 0) n'a aucun candidat : elle reste en conflit, le budget s'épuise.
    const r = minConflits(impasse, { graine: 1, budget: 5_000 });
    expect(r.statut).toBe("budget-epuise");
    expect(r.compteurs.evaluations).toBe(5_000);
  });

  it("compte juste : coût recompté, mouvements, pas au hasard, cases libres", () => {
    const r = minConflits(TOP95[1], { graine: 3, budget: 40_000 });
    expect(r.meilleurCout).toBe(pairesEgales(r.meilleure));
    expect(r.meilleure.estRemplie()).toBe(true);
    expect(r.depart.casesLibres).toBe(81 - TOP95[1].nombreDeDonnees());
    const { evaluations, mouvements, marches } = r.compteurs;
    expect(mouvements).toBeGreaterThan(0);
    expect(mouvements).toBeLessThanOrEqual(evaluations);
    // Un pas sur dix environ est tiré au hasard.
    expect(marches / evaluations).toBeGreaterThan(MARCHE_ALEATOIRE - 0.01);
    expect(marches / evaluations).toBeLessThan(MARCHE_ALEATOIRE + 0.01);
    const sansMarche = minConflits(TOP95[1], { graine: 3, budget: 1_000, marche: 0 });
    expect(sansMarche.compteurs.marches).toBe(0);
  });

  it("ne donne à une case libre que ses candidats, et ne touche jamais un indice", () => {
    const r = minConflits(TOP95[2], { graine: 4, budget: 10_000 });
    const etat = etatDepuisGrille(TOP95[2]);
    r.meilleure.valeurs.forEach((v, k) => {
      const [i, j] = [Math.floor(k / 9), k % 9];
      if (TOP95[2].donnees[k]) expect(v).toBe(TOP95[2].valeurs[k]);
      else expect(candidats(etat, i, j)).toContain(v);
    });
  });

  it("rend une courbe du coût qui commence au départ et finit au dernier pas", () => {
    const r = minConflits(annexe, { graine: 3, budget: 3_000, pasCourbe: 100, marche: 0.5 });
    const courbe = r.courbe!;
    expect(courbe.evaluations[0]).toBe(0);
    expect(courbe.cout[0]).toBe(r.depart.cout);
    expect(courbe.evaluations.at(-1)).toBe(r.compteurs.evaluations);
    expect(Math.min(...courbe.cout)).toBeGreaterThanOrEqual(r.meilleurCout);
    expect(courbe.temperature.every((t) => t === 0)).toBe(true);
    expect(minConflits(annexe, { graine: 3, budget: 100 }).courbe).toBeUndefined();
  });

  it("ne fait aucun pas quand les domaines réduits donnent déjà la solution", () => {
    const v = [...solution.valeurs];
    for (const k of [0, 40, 80]) v[k] = 0;
    const r = minConflits(new Grille(v), { graine: 1 });
    expect(r.statut).toBe("resolue");
    expect(r.depart.cout).toBe(0);
    expect(r.compteurs.evaluations).toBe(0);
  });

  it("avec la propagation, compte les cases fixées d'avance", () => {
    const { enonce } = FACILES[0];
    const r = minConflits(enonce, { graine: 1, propagation: true });
    expect(r.depart.fixeesParPropagation).toBe(fixerLesCasesForcees(enonce).fixees);
    expect(r.depart.casesLibres).toBe(0);
    expect(r.solution?.donnees).toEqual(enonce.donnees);
  });

  it("refuse des options impossibles et des indices contradictoires, en français", () => {
    expect(() => minConflits(annexe, { budget: -5 })).toThrow(
      /minConflits : budget doit être un entier ≥ 0, et non -5/,
    );
    expect(() => minConflits(annexe, { graine: 0.5 })).toThrow(/graine doit être un entier/);
    expect(() => minConflits(annexe, { pasCourbe: 0 })).toThrow(/pasCourbe doit être un entier/);
    expect(() => minConflits(annexe, { marche: 1.5 })).toThrow(
      /marche doit être un réel de 0 à 1, et non 1.5/,
    );
    const deuxCinq = lireLigne(`55${".".repeat(79)}`);
    expect(() => minConflits(deuxCinq)).toThrow(/les indices de l'énoncé se contredisent/);
  });
});
