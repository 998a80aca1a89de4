import { describe, expect, it } from "vitest";
import { Grille } from "../../src/grille/grille";
import { lireLigne } from "../../src/grille/lecture";
import { estSolutionDe } from "../../src/grille/regles";
import { escalade, type OptionsEscalade } from "../../src/recherche/escalade";
import { fixerLesCasesForcees } from "../../src/recherche/propagation";
import { recuit, type OptionsRecuit } from "../../src/recherche/recuit";
import { ENONCE, SOLUTION } from "../exemples";
import { FACILES, TOP95 } from "./donnees";

const annexe = lireLigne(ENONCE);
const solution = lireLigne(SOLUTION);

const ALGOS = [
  [
    "l'escalade (plus forte pente, pas de côté)",
    (g: Grille, o: OptionsEscalade) => escalade(g, { lateraux: 50, ...o }),
  ],
  [
    "l'escalade (premier choix, pas de côté)",
    (g: Grille, o: OptionsEscalade) =>
      escalade(g, { variante: "premier-choix", lateraux: 50, ...o }),
  ],
  ["le recuit simulé", (g: Grille, o: OptionsRecuit) => recuit(g, o)],
] as const;

describe.each(ALGOS)("%s", (_nom, chercher) => {
  it("résout des grilles faciles ; la solution rendue est vérifiée indépendamment", () => {
    for (const { enonce, solution: s, ligne } of FACILES.slice(0, 4)) {
      const r = chercher(enonce, { graine: ligne, budget: 3_000_000 });
      expect(r.statut, `ligne ${ligne}`).toBe("resolue");
      expect(r.meilleurCout).toBe(0);
      expect(r.solution?.valeurs, `ligne ${ligne}`).toEqual(s.valeurs);
      expect(r.solution?.donnees).toEqual(enonce.donnees);
      expect(r.compteurs.evaluations).toBeLessThanOrEqual(3_000_000);
    }
  });

  it("rejoue exactement la même recherche avec la même graine", () => {
    const a = chercher(annexe, { graine: 7, budget: 20_000, pasCourbe: 1000 });
    const b = chercher(annexe, { graine: 7, budget: 20_000, pasCourbe: 1000 });
    expect(b).toEqual(a);
    expect(a.graine).toBe(7);
    const c = chercher(annexe, { graine: 8, budget: 20_000, pasCourbe: 1000 });
    expect(c.courbe).not.toEqual(a.courbe);
  });

  it("respecte son budget et ne dit jamais « insoluble »", () => {
    for (const budget of [0, 1, 500, 30_000]) {
      const r = chercher(TOP95[0], { graine: 1, budget });
      expect(r.statut).toBe("budget-epuise");
      expect(r.compteurs.evaluations).toBe(budget);
      expect(r.solution).toBeUndefined();
      expect(r.meilleurCout).toBeGreaterThan(0);
    }
    // Une grille sans solution (la case (0, 0) n'a aucun candidat) : le budget s'épuise.
    const impasse = lireLigne(`.12345678${"9".padEnd(18, ".")}${".".repeat(54)}`);
    expect(chercher(impasse, { graine: 1, budget: 50_000 }).statut).toBe("budget-epuise");
  });

  it("rend une meilleure grille qui garde les données, et une courbe du coût", () => {
    const r = chercher(annexe, { graine: 3, budget: 10_000, pasCourbe: 100 });
    annexe.donnees.forEach((fixe, k) => {
      if (fixe) expect(r.meilleure.valeurs[k]).toBe(annexe.valeurs[k]);
    });
    const courbe = r.courbe;
    expect(courbe).toBeDefined();
    if (!courbe) return;
    expect(courbe.evaluations[0]).toBe(0);
    expect(courbe.cout[0]).toBe(r.depart.cout);
    expect(courbe.evaluations[courbe.evaluations.length - 1]).toBe(r.compteurs.evaluations);
    expect(Math.min(...courbe.cout)).toBeGreaterThanOrEqual(r.meilleurCout);
    expect(courbe.cout.length).toBe(courbe.temperature.length);
  });

  it("refuse des options impossibles, en français", () => {
    expect(() => chercher(annexe, { budget: -5 })).toThrow(
      /budget doit être un entier ≥ 0, et non -5/,
    );
    expect(() => chercher(annexe, { budget: Infinity })).toThrow(/budget doit être un entier ≥ 0/);
    expect(() => chercher(annexe, { graine: 0.5 })).toThrow(/graine doit être un entier/);
    expect(() => chercher(annexe, { pasCourbe: 0 })).toThrow(/pasCourbe doit être un entier ≥ 1/);
  });
});

describe("les options de l'escalade", () => {
  it("s'arrête au premier minimum local sans redémarrage, et compte ses redémarrages sinon", () => {
    const seule = escalade(TOP95[1], { graine: 2, redemarrages: 0, budget: 1_000_000 });
    expect(seule.statut).toBe("budget-epuise");
    expect(seule.compteurs.redemarrages).toBe(0);
    expect(seule.compteurs.evaluations).toBeLessThan(1_000_000);
    const plusieurs = escalade(TOP95[1], { graine: 2, budget: 200_000 });
    expect(plusieurs.compteurs.redemarrages).toBeGreaterThan(0);
  });

  it("refuse une variante ou un réglage inconnus", () => {
    expect(() => escalade(annexe, { variante: "descente" as never })).toThrow(
      /escalade : variante doit valoir « plus-forte-pente », « premier-choix », et non "descente"/,
    );
    expect(() => escalade(annexe, { essais: 0 })).toThrow(/essais doit être un entier ≥ 1/);
    expect(() => escalade(annexe, { lateraux: -1 })).toThrow(/lateraux doit être un entier ≥ 0/);
    expect(() => escalade(annexe, { redemarrages: 1.5 })).toThrow(/redemarrages doit être/);
  });
});

describe("les options du recuit simulé", () => {
  it("prend T0 dans l'écart-type d'une marche au hasard, ou tel quel, et le rend", () => {
    const auto = recuit(annexe, { graine: 4, budget: 1000 });
    expect(auto.compteurs.t0).toBeGreaterThan(0.5);
    expect(auto.compteurs.t0).toBeLessThan(20);
    const fixe = recuit(annexe, { graine: 4, budget: 1000, temperatureInitiale: 0.25 });
    expect(fixe.compteurs.t0).toBe(0.25);
  });

  it("refroidit d'un facteur α par chaîne et réchauffe quand il stagne", () => {
    const r = recuit(TOP95[2], {
      graine: 5,
      budget: 100_000,
      longueurChaine: 100,
      refroidissement: 0.5,
      chainesSansProgres: 3,
      pasCourbe: 100,
    });
    expect(r.compteurs.chaines).toBe(1000);
    expect(r.compteurs.rechauffes).toBeGreaterThan(0);
    const t = r.courbe?.temperature ?? [];
    // À chaque fin de chaîne, T est divisée par 2, ou revient à T0.
    for (let k = 1; k < t.length - 1; k++) {
      const rapport = t[k + 1] / t[k];
      const ok = Math.abs(rapport - 0.5) < 1e-9 || t[k + 1] === r.compteurs.t0 || rapport === 1;
      expect(ok, `pas ${k} : ${t[k]} → ${t[k + 1]}`).toBe(true);
    }
  });

  it("refuse des réglages impossibles, en français", () => {
    expect(() => recuit(annexe, { refroidissement: 1 })).toThrow(
      /recuit : refroidissement doit être un réel strictement compris entre 0 et 1, et non 1/,
    );
    expect(() => recuit(annexe, { temperatureInitiale: -1 })).toThrow(
      /temperatureInitiale doit être un réel strictement positif/,
    );
    expect(() => recuit(annexe, { longueurChaine: 0 })).toThrow(
      /longueurChaine doit être un entier ≥ 1/,
    );
    expect(() => recuit(annexe, { marcheInitiale: 1 })).toThrow(
      /marcheInitiale doit être un entier ≥ 2/,
    );
    expect(() => recuit(annexe, { chainesSansProgres: 0 })).toThrow(/chainesSansProgres/);
  });
});

describe("le piège des grilles résolues d'avance", () => {
  it("une grille où chaque carré a au plus une case vide est résolue sans un seul mouvement", () => {
    const v = [...solution.valeurs];
    for (const k of [0, 40, 80]) v[k] = 0;
    const facile = new Grille(v);
    for (const r of [recuit(facile, { graine: 1 }), escalade(facile, { graine: 1 })]) {
      expect(r.statut).toBe("resolue");
      expect(r.depart.cout).toBe(0);
      expect(r.compteurs.evaluations).toBe(0);
      expect(estSolutionDe(r.solution as Grille, facile)).toBe(true);
    }
  });

  it("la propagation des cases forcées résout une grille Kaggle facile avant toute recherche", () => {
    const { enonce, solution: s } = FACILES[0];
    const p = fixerLesCasesForcees(enonce);
    expect(p.impasse).toBe(false);
    expect(p.grille.valeurs).toEqual(s.valeurs);
    const r = recuit(enonce, { graine: 1, propagation: true });
    expect(r.depart.fixeesParPropagation).toBe(p.fixees);
    expect(r.depart.casesLibres).toBe(0);
    expect(r.compteurs.evaluations).toBe(0);
    expect(r.solution?.donnees).toEqual(enonce.donnees);
    // L'annexe, elle, n'a aucune case à un seul candidat : la propagation n'y change rien.
    const a = fixerLesCasesForcees(annexe);
    expect(a.fixees).toBe(0);
    expect(a.grille.valeurs).toEqual(annexe.valeurs);
  });

  it("la propagation signale une impasse et s'y arrête", () => {
    const impasse = lireLigne(`.12345678${"9".padEnd(18, ".")}${".".repeat(54)}`);
    expect(fixerLesCasesForcees(impasse).impasse).toBe(true);
  });
});
