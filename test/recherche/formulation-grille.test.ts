import { describe, expect, it } from "vitest";
import { Grille } from "../../src/grille/grille";
import { lireLigne } from "../../src/grille/lecture";
import { estSolutionDe, verifierGrille } from "../../src/grille/regles";
import {
  actionsGrille,
  candidats,
  casesVides,
  estButGrille,
  etatDepuisGrille,
  grilleDeLEtat,
  moinsDeCandidats,
  problemeGrille,
  resultatGrille,
  type ActionGrille,
  type EtatGrille,
} from "../../src/recherche/formulation-grille";
import { rechercheGloutonne } from "../../src/recherche/glouton";
import { cheminVers, type Noeud, type ProblemeDeRecherche } from "../../src/recherche/probleme";
import { rechercheEnProfondeur } from "../../src/recherche/profondeur";
import { ENONCE, SOLUTION } from "../exemples";
import { FACILES, MULTIPLES } from "./donnees";

const annexe = lireLigne(ENONCE);
const solution = lireLigne(SOLUTION);

/** Une grille sans solution, et qui le montre : la case (0, 0) n'a aucun candidat. */
const IMPASSE = lireLigne(`.12345678${"9".padEnd(18, ".")}${".".repeat(54)}`);

describe("la formulation 1 : les actions", () => {
  it("ne touchent que des cases vides, avec des valeurs qui ne créent aucun conflit", () => {
    const etat = etatDepuisGrille(annexe);
    const actions = actionsGrille(etat);
    expect(actions.length).toBeGreaterThan(0);
    for (const [i, j, v] of actions) {
      expect(annexe.valeur(i, j)).toBe(0);
      const g = grilleDeLEtat(resultatGrille(etat, [i, j, v]));
      expect(verifierGrille(g).valide, `(${i}, ${j}, ${v})`).toBe(true);
    }
  });

  it("proposent chaque valeur permise de chaque case vide, une seule fois", () => {
    const etat = etatDepuisGrille(annexe);
    const attendues: string[] = [];
    for (let i = 0; i < 9; i++) {
      for (let j = 0; j < 9; j++) {
        if (annexe.valeur(i, j) !== 0) continue;
        for (let v = 1; v <= 9; v++) {
          const essai = [...annexe.valeurs];
          essai[i * 9 + j] = v;
          if (verifierGrille(new Grille(essai)).valide) attendues.push(`${i},${j},${v}`);
        }
      }
    }
    const obtenues = actionsGrille(etat).map((a) => a.join(","));
    expect(new Set(obtenues).size).toBe(obtenues.length);
    expect([...obtenues].sort()).toEqual([...attendues].sort());
  });

  it("avec « la-plus-contrainte », ne proposent que la case vide qui a le moins de candidats", () => {
    const etat = etatDepuisGrille(annexe);
    const actions = actionsGrille(etat, "la-plus-contrainte");
    const [i, j] = actions[0];
    expect(actions.every(([a, b]) => a === i && b === j)).toBe(true);
    expect(actions.map(([, , v]) => v)).toEqual(candidats(etat, i, j));
    for (let a = 0; a < 9; a++) {
      for (let b = 0; b < 9; b++) {
        if (annexe.valeur(a, b) === 0) {
          expect(candidats(etat, a, b).length).toBeGreaterThanOrEqual(actions.length);
        }
      }
    }
  });

  it("signalent une impasse par l'absence d'action (la plus contrainte), mais pas avec toutes les cases", () => {
    const etat = etatDepuisGrille(IMPASSE);
    expect(candidats(etat, 0, 0)).toEqual([]);
    expect(actionsGrille(etat, "la-plus-contrainte")).toEqual([]);
    expect(actionsGrille(etat, "toutes").length).toBeGreaterThan(0);
  });

  it("ne modifient ni l'état de départ, ni les cases fixes", () => {
    const etat = etatDepuisGrille(annexe);
    const avant = Array.from(etat.valeurs);
    const suivant = resultatGrille(etat, actionsGrille(etat)[0]);
    expect(Array.from(etat.valeurs)).toEqual(avant);
    expect(suivant.fixes).toBe(etat.fixes);
    etat.fixes.forEach((fixe, k) => {
      if (fixe) expect(suivant.valeurs[k]).toBe(etat.valeurs[k]);
    });
  });

  it("refusent un choix de cases inconnu, en français", () => {
    expect(() => problemeGrille(annexe, { cases: "une" as "toutes" })).toThrow(
      /problemeGrille : cases doit valoir « toutes », « la-plus-contrainte », et non "une"/,
    );
  });
});

describe("la formulation 1 : le test de but", () => {
  it("accepte exactement les grilles pleines et sans conflit", () => {
    expect(estButGrille(etatDepuisGrille(solution))).toBe(true);
    expect(estButGrille(etatDepuisGrille(annexe))).toBe(false);
    // Pleine, mais deux cases d'une même ligne échangées : les colonnes sont fausses.
    const echangee = [...solution.valeurs];
    [echangee[0], echangee[1]] = [echangee[1], echangee[0]];
    expect(estButGrille(etatDepuisGrille(new Grille(echangee)))).toBe(false);
    // Un carré latin : lignes et colonnes justes, carrés faux.
    const latin = Array.from({ length: 81 }, (_, k) => ((Math.floor(k / 9) + (k % 9)) % 9) + 1);
    expect(estButGrille(etatDepuisGrille(new Grille(latin)))).toBe(false);
  });

  it("est d'accord avec verifierGrille sur des solutions Kaggle et leurs énoncés", () => {
    for (const { enonce, solution: s } of FACILES.slice(0, 30)) {
      expect(estButGrille(etatDepuisGrille(s))).toBe(true);
      expect(estButGrille(etatDepuisGrille(enonce))).toBe(false);
    }
  });
});

describe("les recherches arborescentes sur la formulation 1", () => {
  const probleme = (g: Grille) => problemeGrille(g, { cases: "la-plus-contrainte" });

  it("en profondeur, retrouvent la solution de 30 grilles faciles, sans toucher aux indices", () => {
    for (const { enonce, solution: s, ligne } of FACILES.slice(0, 30)) {
      const r = rechercheEnProfondeur(probleme(enonce));
      expect(r.statut, `ligne ${ligne}`).toBe("resolue");
      const trouvee = grilleDeLEtat(r.etat as EtatGrille);
      expect(trouvee.valeurs, `ligne ${ligne}`).toEqual(s.valeurs);
      expect(r.chemin.length).toBe(enonce.valeurs.filter((v) => v === 0).length);
      expect(r.coutChemin).toBe(r.chemin.length);
    }
  });

  it("en glouton (moins de candidats), retrouvent la solution de 30 grilles faciles, même avec toutes les cases", () => {
    for (const { enonce, solution: s, ligne } of FACILES.slice(30, 60)) {
      for (const p of [probleme(enonce), problemeGrille(enonce)]) {
        const r = rechercheGloutonne(p, moinsDeCandidats);
        expect(r.statut, `ligne ${ligne}`).toBe("resolue");
        expect(grilleDeLEtat(r.etat as EtatGrille).valeurs).toEqual(s.valeurs);
      }
    }
  });

  it("disent « insoluble » quand la frontière se vide, et respectent le budget de nœuds", () => {
    const r = rechercheEnProfondeur(probleme(IMPASSE));
    expect(r).toMatchObject({ statut: "insoluble", solutions: 0, chemin: [] });
    const dur = FACILES[0].enonce;
    for (const budget of [0, 1, 5, 17]) {
      const p = rechercheEnProfondeur(problemeGrille(dur), { budget });
      expect(p.statut).toBe("budget-epuise");
      expect(p.compteurs.noeudsDeveloppes).toBe(budget);
      const g = rechercheGloutonne(problemeGrille(dur), () => 0, { budget });
      expect(g.compteurs.noeudsDeveloppes).toBeLessThanOrEqual(budget);
    }
  });

  it("s'arrêtent quand la frontière dépasse sa taille maximale", () => {
    const r = rechercheGloutonne(problemeGrille(annexe), casesVides, { frontiereMaximale: 1000 });
    expect(r.statut).toBe("budget-epuise");
    expect(r.compteurs.frontiereMax).toBeGreaterThan(1000);
    expect(r.compteurs.frontiereMax).toBeLessThan(1000 + 9 * 81);
  });

  it("comptent les solutions d'une grille qui en a plusieurs, jusqu'à la limite", () => {
    for (const g of MULTIPLES.slice(0, 5)) {
      const deux = rechercheEnProfondeur(probleme(g), { limite: 2 });
      expect(deux).toMatchObject({ statut: "resolue", solutions: 2 });
      expect(estSolutionDe(grilleDeLEtat(deux.etat as EtatGrille), g)).toBe(true);
    }
    const unique = rechercheEnProfondeur(probleme(annexe), { limite: Infinity });
    expect(unique).toMatchObject({ statut: "resolue", solutions: 1 });
  });

  it("suivent un chemin dont chaque action est permise dans l'état où elle est jouée", () => {
    const p = problemeGrille(annexe, { cases: "la-plus-contrainte" });
    const r = rechercheEnProfondeur(p);
    let etat = p.etatInitial;
    for (const action of r.chemin) {
      const permises = p.actions(etat).map((a) => a.join(","));
      expect(permises).toContain(action.join(","));
      etat = p.resultat(etat, action);
    }
    expect(grilleDeLEtat(etat).valeurs).toEqual(solution.valeurs);
  });

  it("refusent un budget ou une limite impossibles, en français", () => {
    const p = problemeGrille(annexe);
    expect(() => rechercheEnProfondeur(p, { budget: -1 })).toThrow(
      /rechercheEnProfondeur : budget doit être un entier ≥ 0 \(ou Infinity\), et non -1/,
    );
    expect(() => rechercheGloutonne(p, casesVides, { limite: 0 })).toThrow(
      /rechercheGloutonne : limite doit être un entier ≥ 1/,
    );
    expect(() => rechercheGloutonne(p, undefined as never)).toThrow(/h doit être une fonction/);
  });
});

describe("le problème de recherche abstrait", () => {
  /** Un petit problème : aller de 0 à 5 par +1 ou +2, chaque pas coûtant sa longueur. */
  const compter: ProblemeDeRecherche<number, number> = {
    etatInitial: 0,
    actions: (x) => (x >= 5 ? [] : [1, 2]),
    resultat: (x, pas) => x + pas,
    estBut: (x) => x === 5,
    coutEtape: (_x, pas) => pas,
  };

  it("sert aux deux recherches, qui rendent le chemin et son coût", () => {
    const r = rechercheEnProfondeur(compter);
    expect(r.statut).toBe("resolue");
    expect(r.chemin.reduce((s, p) => s + p, 0)).toBe(5);
    expect(r.coutChemin).toBe(5);
    const g = rechercheGloutonne(compter, (n: Noeud<number, number>) => Math.abs(5 - n.etat));
    expect(g.chemin).toEqual([2, 2, 1]);
    expect(g.compteurs.noeudsDeveloppes).toBe(3);
  });

  it("reconstruit un chemin depuis les parents", () => {
    const racine: Noeud<number, number> = { etat: 0, profondeur: 0, coutChemin: 0 };
    const n1 = { etat: 2, parent: racine, action: 2, profondeur: 1, coutChemin: 2 };
    const n2 = { etat: 3, parent: n1, action: 1, profondeur: 2, coutChemin: 3 };
    expect(cheminVers(n2)).toEqual([2, 1]);
  });
});

// Le type des actions est bien le triplet du rapport.
const _triplet: ActionGrille = [0, 0, 1];
void _triplet;
