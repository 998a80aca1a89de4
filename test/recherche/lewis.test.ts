import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ErreurGrille } from "../../src/socle/erreurs";
import { Grille } from "../../src/grille/grille";
import { lireFichier, lireLigne } from "../../src/grille/lecture";
import { verifierGrille } from "../../src/grille/regles";
import { Hasard } from "../../src/hasard/hasard";
import { ConfigurationLewis, casesDuCarre, coutLewis } from "../../src/recherche/lewis";
import { ENONCE, SOLUTION } from "../exemples";
import { FACILES, TOP95, donnees } from "./donnees";

const annexe = lireLigne(ENONCE);
const solution = lireLigne(SOLUTION);

/** Chaque carré contient une fois chaque valeur de 1 à N. */
function carresSontDesPermutations(c: ConfigurationLewis): boolean {
  for (let carre = 0; carre < c.taille; carre++) {
    const valeurs = casesDuCarre(c.taille, c.n, carre).map((k) => c.valeurs[k]);
    if (new Set(valeurs).size !== c.taille || valeurs.some((v) => v < 1 || v > c.taille)) {
      return false;
    }
  }
  return true;
}

/** Les cases fixes ont gardé la valeur de l'énoncé. */
function fixesIntactes(c: ConfigurationLewis, enonce: Grille): boolean {
  return enonce.donnees.every((fixe, k) => !fixe || c.valeurs[k] === enonce.valeurs[k]);
}

/** Un énoncé : l'annexe, une grille Kaggle facile, un top 95, une 16×16 ou une 25×25. */
const ENONCES: Grille[] = [
  annexe,
  FACILES[0].enonce,
  TOP95[0],
  lireFichier(donnees("ensembles", "generated_16x16_20.txt"))[0],
  lireFichier(donnees("ensembles", "generated_25x25_5.txt"))[0],
];

describe("le coût de Lewis, recompté de zéro", () => {
  it("vaut 0 pour une solution et compte les valeurs manquantes des lignes et des colonnes", () => {
    expect(coutLewis(solution)).toBe(0);
    // Chaque ligne vaut 1…9 : les lignes sont justes, chaque colonne n'a qu'une valeur (8 manquantes).
    const lignesIdentiques = new Grille(Array.from({ length: 81 }, (_, k) => (k % 9) + 1));
    expect(coutLewis(lignesIdentiques)).toBe(72);
    // (0, 0) et (1, 1) échangées : deux lignes et deux colonnes perdent chacune une valeur.
    const v = [...solution.valeurs];
    [v[0], v[10]] = [v[10], v[0]];
    expect(coutLewis(new Grille(v))).toBe(4);
  });

  it("s'annule exactement sur les grilles résolues (grilles pleines à carrés complets)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 0, max: 40 }), (g, n) => {
        // Une solution, puis n échanges au hasard dans les carrés (toutes les cases sont libres).
        const h = new Hasard(g);
        const libre = solution.avecValeurs(solution.valeurs);
        const c = new ConfigurationLewis(libre.valeurs, new Array<boolean>(81).fill(false));
        for (let k = 0; k < n; k++) {
          const [a, b] = c.echangeAuHasard(h);
          c.echanger(a, b);
        }
        expect(c.cout === 0).toBe(verifierGrille(c.versGrille()).resolue);
      }),
      { numRuns: 200 },
    );
  });
});

describe("la configuration de Lewis", () => {
  it.each(ENONCES.map((g) => [`${g.taille}×${g.taille}`, g] as const))(
    "de départ (%s) : pleine, carrés complets, cases fixes intactes, coût exact",
    (_nom, enonce) => {
      const c = ConfigurationLewis.auHasard(enonce, new Hasard(3));
      expect(c.valeurs.includes(0)).toBe(false);
      expect(carresSontDesPermutations(c)).toBe(true);
      expect(fixesIntactes(c, enonce)).toBe(true);
      expect(c.cout).toBe(coutLewis(c.versGrille()));
    },
  );

  it("garde ses invariants au fil d'échanges au hasard, et son coût suivi pas à pas reste exact", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: ENONCES.length - 1 }),
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 300 }),
        (e, graine, pas) => {
          const enonce = ENONCES[e];
          const h = new Hasard(graine);
          const c = ConfigurationLewis.auHasard(enonce, h);
          for (let k = 0; k < pas; k++) {
            const [a, b] = c.echangeAuHasard(h);
            const prevu = c.cout + c.deltaEchange(a, b);
            c.echanger(a, b);
            expect(c.cout).toBe(prevu);
          }
          expect(c.cout).toBe(coutLewis(c.versGrille()));
          expect(carresSontDesPermutations(c)).toBe(true);
          expect(fixesIntactes(c, enonce)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("évalue chaque échange possible exactement comme un recomptage complet", () => {
    const c = ConfigurationLewis.auHasard(annexe, new Hasard(11));
    let echanges = 0;
    for (const [a, b] of c.tousLesEchanges()) {
      const v = Array.from(c.valeurs);
      [v[a], v[b]] = [v[b], v[a]];
      expect(c.deltaEchange(a, b)).toBe(coutLewis(new Grille(v)) - c.cout);
      echanges++;
    }
    // Annexe : 53 cases libres ; chaque carré de f cases libres offre f(f − 1)/2 échanges.
    const attendu = c.libres.reduce((s, l) => s + (l.length * (l.length - 1)) / 2, 0);
    expect(echanges).toBe(attendu);
  });

  it("refuse d'échanger une case fixe, deux cases de carrés différents, ou une case hors grille", () => {
    const c = ConfigurationLewis.auHasard(annexe, new Hasard(1));
    const avant = Array.from(c.valeurs);
    // (0, 3) est une donnée de l'annexe ; (0, 0) et (0, 5) sont libres, dans deux carrés.
    expect(() => c.echanger(3, 12)).toThrow(/échange refusé entre \(0, 3\) et \(1, 3\)/);
    expect(() => c.echanger(0, 5)).toThrow(/d'un même carré/);
    expect(() => c.echanger(0, 81)).toThrow(/la case numéro 81 \(hors de la grille\)/);
    expect(Array.from(c.valeurs)).toEqual(avant);
    expect(c.echangePermis(0, 10)).toBe(true);
    expect(c.echangePermis(0, 0)).toBe(false);
  });

  it("refuse un énoncé dont les indices se contredisent, en disant où", () => {
    const faux = lireLigne(`55${".".repeat(79)}`);
    expect(() => ConfigurationLewis.auHasard(faux, new Hasard(1))).toThrow(ErreurGrille);
    expect(() => ConfigurationLewis.auHasard(faux, new Hasard(1))).toThrow(
      /les indices de l'énoncé se contredisent : le 5 apparaît 2 fois dans la ligne i = 0/,
    );
    expect(() => new ConfigurationLewis(annexe.valeurs, annexe.donnees)).toThrow(/grille pleine/);
  });

  it("tire la même configuration pour la même graine, et une copie indépendante", () => {
    const a = ConfigurationLewis.auHasard(annexe, new Hasard(5));
    const b = ConfigurationLewis.auHasard(annexe, new Hasard(5));
    expect(Array.from(a.valeurs)).toEqual(Array.from(b.valeurs));
    const copie = a.copie();
    const [x, y] = copie.echangeAuHasard(new Hasard(2));
    copie.echanger(x, y);
    expect(Array.from(a.valeurs)).toEqual(Array.from(b.valeurs));
    expect(a.cout).toBe(coutLewis(a.versGrille()));
  });

  it("n'a aucun échange possible quand chaque carré a au plus une case libre", () => {
    const v = [...solution.valeurs];
    for (const k of [0, 40, 80]) v[k] = 0;
    const c = ConfigurationLewis.auHasard(new Grille(v), new Hasard(1));
    expect(c.carresMobiles).toEqual([]);
    expect(c.cout).toBe(0);
    expect(() => c.echangeAuHasard(new Hasard(1))).toThrow(/aucun échange possible/);
  });
});
