import { describe, expect, it } from "vitest";
import { EXERCICES } from "../../src/exercices";
import { MINIMUM_LOCAL_ANNEXE } from "../../src/exercices/recherche-escalade";
import { FIXES_ANNEXE, LEWIS_ANNEXE } from "../../src/exercices/recherche-lewis";
import { ConfigurationLewis, Hasard, lireFichier, recuit, temperatureDeMarche } from "../../src";
import { join } from "node:path";
import { RACINE } from "../aide-processus";

const appeler = (nom: string, ...args: unknown[]) =>
  Reflect.apply(EXERCICES[nom].reference, undefined, args) as unknown;

describe("le pas d'escalade de la leçon 4 (meilleurEchange)", () => {
  it("mène de l'état initial de Lewis à un vrai minimum local, de coût non nul", () => {
    const config = new ConfigurationLewis(MINIMUM_LOCAL_ANNEXE.flat(), FIXES_ANNEXE.flat());
    const deltas = [...config.tousLesEchanges()].map(([a, b]) => config.deltaEchange(a, b));
    expect(config.cout).toBeGreaterThan(0);
    expect(Math.min(...deltas)).toBe(0); // aucun échange n'améliore, certains sont neutres
    expect(appeler("meilleurEchange", MINIMUM_LOCAL_ANNEXE, FIXES_ANNEXE)).toBeNull();
  });

  it("MINIMUM_LOCAL_ANNEXE, écrit tel quel, est là où mène l'escalade depuis l'état initial de Lewis", () => {
    const M = LEWIS_ANNEXE.map((ligne) => [...ligne]);
    const pas = () => appeler("meilleurEchange", M, FIXES_ANNEXE) as number[] | null;
    for (let e = pas(); e !== null; e = pas()) {
      const [i1, j1, i2, j2] = e;
      [M[i1][j1], M[i2][j2]] = [M[i2][j2], M[i1][j1]];
    }
    expect(M).toEqual(MINIMUM_LOCAL_ANNEXE);
  });

  it("choisit un échange de plus forte pente, comme l'escalade de la bibliothèque l'évaluerait", () => {
    const config = new ConfigurationLewis(LEWIS_ANNEXE.flat(), FIXES_ANNEXE.flat());
    const meilleur = Math.min(
      ...[...config.tousLesEchanges()].map(([a, b]) => config.deltaEchange(a, b)),
    );
    const [i1, j1, i2, j2] = appeler("meilleurEchange", LEWIS_ANNEXE, FIXES_ANNEXE) as number[];
    expect(config.deltaEchange(9 * i1 + j1, 9 * i2 + j2)).toBe(meilleur);
    expect(meilleur).toBeLessThan(0);
  });
});

describe("le recuit de la leçon 4, pièce par pièce", () => {
  const facile = lireFichier(join(RACINE, "data", "ensembles", "norvig_easy50.txt"))[0];

  it("temperatureInitiale donne la température de départ de la bibliothèque", () => {
    const config = ConfigurationLewis.auHasard(facile, new Hasard(1));
    const marche = config.copie();
    const hasard = new Hasard(1);
    const couts: number[] = [];
    for (let k = 0; k < 200; k++) {
      const [a, b] = marche.echangeAuHasard(hasard);
      marche.echanger(a, b);
      couts.push(marche.cout);
    }
    const t0 = temperatureDeMarche(config, 200, new Hasard(1));
    expect(appeler("temperatureInitiale", couts)).toBeCloseTo(t0, 12);
  });

  it("la température notée par le recuit de la bibliothèque est T0·α^⌊m / L⌋ sans réchauffe, la règle que suit recuitSimule", () => {
    const r = recuit(facile, { graine: 1, budget: 200_000, pasCourbe: 1_000 });
    const { evaluations = [], temperature = [] } = r.courbe ?? {};
    const L = r.depart.casesLibres ** 2;
    expect(r.compteurs.rechauffes).toBe(0);
    expect(evaluations.length).toBeGreaterThan(10);
    for (let k = 1; k < evaluations.length - 1; k++) {
      const m = evaluations[k] - 1;
      expect(r.compteurs.t0 * 0.99 ** Math.floor(m / L)).toBeCloseTo(temperature[k], 12);
    }
  });

  it("accepter refuse toujours une remontée à température presque nulle, et accepte toute baisse", () => {
    expect(appeler("accepter", 1, 1e-9, 0)).toBe(false);
    expect(appeler("accepter", -5, 1e-9, 0.999)).toBe(true);
  });
});
