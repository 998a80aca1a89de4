import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import type { Algorithme } from "../../src/algos/algorithme";
import { ALGORITHMES, trouverAlgorithme } from "../../src/algos/index";
import { comparerAlgorithmes, mesurer, NOEUDS, type Avancee } from "../../src/comparaison/mesures";
import { nommer } from "../../src/comparaison/jeux";
import { lireFichier } from "../../src/grille/lecture";
import { lireFichierSolutions } from "../../src/grille/solutions";
import { RACINE } from "../aide-processus";

const KAGGLE = lireFichierSolutions(
  join(RACINE, "data", "ensembles", "kaggle_bryanpark_1000_avec_solutions.csv"),
).slice(0, 3);
const GRILLES = nommer(
  KAGGLE.map((e) => e.enonce),
  "kaggle",
);

function algo(nom: string): Algorithme {
  const a = trouverAlgorithme(nom);
  if (!a) throw new Error(nom);
  return a;
}

/** Un algorithme qui rend la solution d'une autre grille : sa réponse est fausse. */
const tricheur: Algorithme = {
  nom: "tricheur",
  description: "rend toujours la solution de la première grille Kaggle",
  uniteBudget: "appels",
  budgetParDefaut: 1,
  resoudre: () => ({
    statut: "resolue",
    solution: KAGGLE[0].solution,
    solutions: 1,
    compteurs: {},
  }),
};

describe("comparerAlgorithmes", () => {
  it("mesure chaque couple (algorithme, grille) et trouve les solutions connues", async () => {
    const algos = ["td", "fc-mrv", "rapide", "cdcl"].map(algo);
    const mesures = await comparerAlgorithmes(GRILLES, algos);
    expect(mesures).toHaveLength(algos.length * GRILLES.length);
    for (const m of mesures) {
      expect(m.issue, `${m.algorithme} sur ${m.grille}`).toBe("resolue");
      expect(m.ms).toBeGreaterThan(0);
      expect(m.donnees).toBe(GRILLES.find((g) => g.nom === m.grille)!.grille.nombreDeDonnees());
    }
    // L'ordre : algorithme par algorithme, grille par grille.
    expect(mesures.map((m) => m.algorithme).slice(0, 3)).toEqual(["td", "td", "td"]);
    expect(mesures.slice(0, 3).map((m) => m.grille)).toEqual(GRILLES.map((g) => g.nom));
  });

  it("dit « budget épuisé » quand le budget ne suffit pas, et compte les nœuds de l'algorithme", async () => {
    const [m] = await comparerAlgorithmes(GRILLES.slice(0, 1), [algo("td")], {
      budgets: { td: 10 },
    });
    expect(m.issue).toBe("budget-epuise");
    expect(m.noeuds).toBe(10);
  });

  it("signale une réponse fausse sans la compter comme résolue", async () => {
    const mesures = await comparerAlgorithmes(GRILLES, [tricheur]);
    expect(mesures.map((m) => m.issue)).toEqual(["resolue", "fausse", "fausse"]);
    expect(mesures[0].noeuds).toBeUndefined();
  });

  it("annonce chaque résolution, jusqu'à fait = total", async () => {
    const avancees: Avancee[] = [];
    await comparerAlgorithmes(GRILLES, [algo("rapide"), algo("fc")], {
      surAvancee: (a) => avancees.push(a),
    });
    expect(avancees.map((a) => a.fait)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(avancees.every((a) => a.total === 6)).toBe(true);
    expect(avancees[3].detail).toBe("fc, kaggle n° 1");
  });

  it("rend la main à la boucle d'événements pendant un long calcul", async () => {
    let tics = 0;
    const minuterie = setInterval(() => tics++, 5);
    try {
      // La boucle du TD sur une grille du top95 : une centaine de millisecondes par grille.
      const top95 = nommer(
        lireFichier(join(RACINE, "data", "ensembles", "norvig_top95.txt")).slice(0, 3),
        "top95",
      );
      await comparerAlgorithmes(top95, [algo("td")], {
        budgets: { td: 300_000 },
      });
    } finally {
      clearInterval(minuterie);
    }
    expect(tics).toBeGreaterThan(0);
  });

  it("refuse en français une liste vide ou une grille mal formée", async () => {
    await expect(comparerAlgorithmes([], [algo("td")])).rejects.toThrow(/aucune grille/);
    await expect(comparerAlgorithmes(GRILLES, [])).rejects.toThrow(/aucun algorithme/);
    await expect(
      comparerAlgorithmes([{ nom: "x", ensemble: "y", grille: "…" } as never], [algo("td")]),
    ).rejects.toThrow(/la grille \[0\] doit être un objet \{ nom, ensemble, grille \}/);
  });
});

describe("mesurer", () => {
  /** Un algorithme qui compte ses appels et dure `ms` millisecondes (attente active). */
  function compteur(ms: number): { algo: Algorithme; appels: () => number } {
    let appels = 0;
    const algo: Algorithme = {
      ...tricheur,
      nom: "compteur",
      resoudre(enonce, options) {
        appels++;
        const fin = performance.now() + ms;
        while (performance.now() < fin);
        return tricheur.resoudre(enonce, options);
      },
    };
    return { algo, appels: () => appels };
  }

  it("répète une résolution trop courte pour l'horloge, par séries de 1 000 au plus", () => {
    const c = compteur(0);
    mesurer(c.algo, GRILLES[0], 1);
    expect(c.appels()).toBeGreaterThan(1);
    // La première, les séries doublées jusqu'à 1 000 (moins de 2 000 en tout), puis 9 séries au plus.
    expect(c.appels()).toBeLessThanOrEqual(1 + 2000 + 9 * 1000);
  });

  it("mesure une résolution plus courte que le pas de l'horloge : la durée d'une série, divisée", () => {
    // 0,05 ms par résolution : une horloge au pas de 0,1 ms en verrait 0 ou 0,1 une à une.
    const c = compteur(0.05);
    const m = mesurer(c.algo, GRILLES[0], 1);
    expect(m.ms).toBeGreaterThanOrEqual(0.05);
    expect(m.ms).toBeLessThan(0.5);
  });

  it("une horloge arrondie (celle d'une page) ne donne jamais une durée nulle", () => {
    // Une horloge au pas de 50 ms : une série de 1 000 résolutions rapides y dure « 0 ms », comme
    // dans une page (pas de 0,1 ms) pour un algorithme assez rapide ; l'échelle log refuserait 0.
    const vraie = performance.now.bind(performance);
    const espion = vi
      .spyOn(performance, "now")
      .mockImplementation(() => Math.floor(vraie() / 50) * 50);
    try {
      const m = mesurer({ ...tricheur, nom: "instantane" }, GRILLES[0], 1);
      expect(m.ms).toBeGreaterThan(0);
    } finally {
      espion.mockRestore();
    }
  });

  it("ne répète pas une résolution qui dure plus de 2 ms", () => {
    const c = compteur(3);
    const m = mesurer(c.algo, GRILLES[0], 1);
    expect(c.appels()).toBe(1);
    expect(m.ms).toBeGreaterThanOrEqual(3);
  });
});

describe("NOEUDS", () => {
  it("nomme un compteur que chaque algorithme du catalogue rend vraiment", () => {
    for (const a of ALGORITHMES) {
      const noeud = NOEUDS[a.nom];
      if (a.nom === "minisat") {
        expect(noeud).toBeUndefined();
        continue;
      }
      expect(noeud, a.nom).toBeDefined();
      const r = a.resoudre(GRILLES[0].grille);
      expect(Object.keys(r.compteurs), a.nom).toContain(noeud.compteur);
    }
  });
});
