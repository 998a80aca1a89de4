/**
 * Les erreurs typiques des boucles de recherche locale de la leçon 4
 * (`recuitSimule`, `minConflits`, `escaladeAvecRedemarrages`) que la
 * vérification nomme : chacune est écrite ici comme l'écrirait un élève, sur
 * des matrices, avec ses propres `cout` et `echanger`, et `verifier` doit lui
 * donner son nom et son message. Et quand la boucle des redémarrages et
 * `echanger` sont fausses toutes deux, le rapport désigne la boucle, que la
 * preuve (trop d'évaluations pour le budget) met en cause.
 */
import { describe, expect, it } from "vitest";
import { EXERCICES } from "../../src/exercices";
import { verifier } from "../../src/verification";
import {
  cout,
  echanger,
  echangesPermis,
  meilleurEchangeAvec,
  type Echanger,
} from "./aide-lewis-eleve";

// ——— Les pièces d'un élève ———

/** L'erreur d'echanger la plus fréquente : sans variable temporaire, la première valeur est perdue. */
const echangerSansTemporaire: Echanger = (M, i1, j1, i2, j2) => {
  M[i1][j1] = M[i2][j2];
  M[i2][j2] = M[i1][j1];
};

const copie = (M: number[][]) => M.map((ligne) => [...ligne]);

/** Le bilan de verifier, et l'erreur qu'il doit nommer. */
function attendreLErreur(nom: string, fonction: (...args: never[]) => unknown, code: string) {
  const bilan = verifier(nom, fonction);
  const erreur = EXERCICES[nom].erreurs.find((e) => e.code === code);
  expect(erreur, `l'erreur ${code} est au catalogue de ${nom}`).toBeDefined();
  expect(bilan.statut).toBe("echec");
  expect(bilan.erreurTypique?.code, bilan.rapport).toBe(code);
  expect(bilan.rapport).toContain(`Erreur typique reconnue : ${erreur!.titre}.`);
  return bilan;
}

// ——— recuitSimule ———

interface Reglages {
  t0: number;
  alpha: number;
  chainesSansProgres: number;
  budget: number;
}

/** Le recuit d'un élève, avec une faute au choix. */
function recuitAvec(faute: "refus-garde" | "delta-inverse" | "refroidi-au-debut" | "aucune") {
  return function recuitSimule(
    M: number[][],
    fixes: boolean[][],
    tirages: number[][],
    reglages: Reglages,
  ) {
    const L = fixes.flat().filter((f) => !f).length ** 2;
    let T = reglages.t0;
    let courant = cout(M);
    let meilleure = copie(M);
    let [meilleurCout, record] = [courant, courant];
    let [evaluations, rechauffes, sansProgres, pas, progres] = [0, 0, 0, 0, false];
    while (courant > 0 && evaluations < reglages.budget) {
      if (faute === "refroidi-au-debut" && pas === 0) T *= reglages.alpha;
      const [i1, j1, i2, j2, u] = tirages[evaluations++];
      echanger(M, i1, j1, i2, j2);
      const nouveau = cout(M);
      const delta = faute === "delta-inverse" ? courant - nouveau : nouveau - courant;
      if (delta <= 0 || u < Math.exp(-delta / T)) {
        courant = nouveau;
        if (courant < meilleurCout) [meilleure, meilleurCout] = [copie(M), courant];
        if (courant < record) [record, progres] = [courant, true];
      } else if (faute !== "refus-garde") {
        echanger(M, i1, j1, i2, j2);
      }
      if (++pas < L) continue;
      sansProgres = progres ? 0 : sansProgres + 1;
      [pas, progres] = [0, false];
      if (sansProgres >= reglages.chainesSansProgres) {
        [T, sansProgres, record] = [reglages.t0, 0, courant];
        rechauffes++;
      } else if (faute !== "refroidi-au-debut") {
        T *= reglages.alpha;
      }
    }
    return { meilleure, meilleurCout, evaluations, rechauffes };
  };
}

describe("recuitSimule : les erreurs de la boucle sont nommées", () => {
  it("la version de l'élève sans faute passe tous les cas", () => {
    expect(verifier("recuitSimule", recuitAvec("aucune")).rapport).toMatch(/^✅/);
  });

  it("un échange refusé qui n'est pas défait", () => {
    const bilan = attendreLErreur(
      "recuitSimule",
      recuitAvec("refus-garde"),
      "recuit-refus-non-defait",
    );
    expect(bilan.rapport).toMatch(/défaire/);
  });

  it("δ de mauvais signe (coût courant moins nouveau coût)", () => {
    const bilan = attendreLErreur(
      "recuitSimule",
      recuitAvec("delta-inverse"),
      "recuit-delta-inverse",
    );
    expect(bilan.rapport).toMatch(/nouveau coût moins coût courant/);
  });

  it("la température baissée au début de chaque chaîne : le calcul de T au pas m est vérifié dans la boucle", () => {
    attendreLErreur("recuitSimule", recuitAvec("refroidi-au-debut"), "recuit-refroidi-d-emblee");
  });

  it("temperatureAuPas n'est plus un exercice à part : il s'est fondu dans recuitSimule", () => {
    expect(EXERCICES.temperatureAuPas).toBeUndefined();
  });
});

// ——— minConflits ———

/** Le min-conflits d'un élève ; `parPas` : où il lit les deux tirages du pas p. */
function minConflitsAvec(parPas: (p: number) => [number, number]) {
  return function minConflits(
    M: number[][],
    fixes: boolean[][],
    tirages: number[],
    budget: number,
  ) {
    const voisinesEgales = (i: number, j: number, v: number) => {
      let n = 0;
      for (let a = 0; a < 9; a++) {
        for (let b = 0; b < 9; b++) {
          const memeCarre =
            Math.floor(a / 3) === Math.floor(i / 3) && Math.floor(b / 3) === Math.floor(j / 3);
          if ((a === i || b === j || memeCarre) && (a !== i || b !== j) && M[a][b] === v) n++;
        }
      }
      return n;
    };
    const interdite = (i: number, j: number, v: number) => {
      for (let a = 0; a < 9; a++) {
        for (let b = 0; b < 9; b++) {
          const memeCarre =
            Math.floor(a / 3) === Math.floor(i / 3) && Math.floor(b / 3) === Math.floor(j / 3);
          if ((a === i || b === j || memeCarre) && (a !== i || b !== j) && fixes[a][b]) {
            if (M[a][b] === v) return true;
          }
        }
      }
      return false;
    };
    for (let p = 0; p < budget; p++) {
      const enConflit: number[][] = [];
      for (let i = 0; i < 9; i++) {
        for (let j = 0; j < 9; j++)
          if (!fixes[i][j] && voisinesEgales(i, j, M[i][j]) > 0) enConflit.push([i, j]);
      }
      if (enConflit.length === 0) return p;
      const [k1, k2] = parPas(p);
      const [i, j] = enConflit[Math.floor(tirages[k1] * enConflit.length)];
      const permises = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((v) => !interdite(i, j, v));
      const comptes = permises.map((v) => voisinesEgales(i, j, v));
      const minimum = Math.min(...comptes);
      const meilleures = permises.filter((_, r) => comptes[r] === minimum);
      M[i][j] = meilleures[Math.floor(tirages[k2] * meilleures.length)];
    }
    return budget;
  };
}

describe("minConflits : les tirages du pas p", () => {
  it("la version de l'élève qui lit tirages[2p] et tirages[2p + 1] passe tous les cas", () => {
    expect(
      verifier(
        "minConflits",
        minConflitsAvec((p) => [2 * p, 2 * p + 1]),
      ).rapport,
    ).toMatch(/^✅/);
  });

  it("tirages[p] au lieu de tirages[2 * p] est nommé", () => {
    const bilan = attendreLErreur(
      "minConflits",
      minConflitsAvec((p) => [p, p + 1]),
      "mc-tirages-mal-indexes",
    );
    expect(bilan.rapport).toMatch(/tirages\[2 \* p\]/);
  });
});

// ——— escaladeAvecRedemarrages ———

interface FautesEscalade {
  /** La montée se fait dans departs[k] même. */
  surPlace?: boolean;
  /** Une seule matrice de travail, rechargée à chaque départ ; meilleure = M sans copie. */
  sansCopie?: boolean;
  /** Le compteur des évaluations est remis à zéro à chaque redémarrage (un total à part est rendu). */
  compteurParMontee?: boolean;
  /** L'echanger de l'élève. */
  ech?: Echanger;
}

function escaladeAvec(fautes: FautesEscalade = {}) {
  const ech = fautes.ech ?? echanger;
  const meilleurEchange = meilleurEchangeAvec(ech);
  return function escaladeAvecRedemarrages(
    departs: number[][][],
    fixes: boolean[][],
    budget: number,
  ) {
    const N = echangesPermis(fixes);
    const travail = copie(departs[0]);
    let meilleure = fautes.sansCopie ? travail : copie(departs[0]);
    let meilleurCout = cout(meilleure);
    let [evaluations, total, redemarrages] = [0, 0, 0];
    for (let k = 0; k < departs.length; k++) {
      if (k > 0) redemarrages++;
      if (fautes.compteurParMontee) evaluations = 0;
      let M: number[][];
      if (fautes.surPlace) M = departs[k];
      else if (fautes.sansCopie) {
        for (let i = 0; i < 9; i++) for (let j = 0; j < 9; j++) travail[i][j] = departs[k][i][j];
        M = travail;
      } else M = copie(departs[k]);
      while (cout(M) > 0 && evaluations + N <= budget) {
        evaluations += N;
        total += N;
        const e = meilleurEchange(M, fixes);
        if (e === null) break;
        ech(M, e[0], e[1], e[2], e[3]);
      }
      if (cout(M) < meilleurCout) [meilleure, meilleurCout] = [M, cout(M)];
      if (meilleurCout === 0 || evaluations + N > budget) break;
    }
    return { meilleure, meilleurCout, evaluations: total, redemarrages };
  };
}

describe("escaladeAvecRedemarrages : le budget en évaluations, les départs et la meilleure", () => {
  it("la version de l'élève, qui compte N évaluations par appel à meilleurEchange, passe tous les cas", () => {
    expect(verifier("escaladeAvecRedemarrages", escaladeAvec()).rapport).toMatch(/^✅/);
  });

  it("departs modifié sur place est nommé, et le rapport montre les départs changés", () => {
    const bilan = attendreLErreur(
      "escaladeAvecRedemarrages",
      escaladeAvec({ surPlace: true }),
      "redemarrages-departs-modifies",
    );
    expect(bilan.rapport).toMatch(/Les départs après l'appel/);
  });

  it("la meilleure configuration non copiée est nommée", () => {
    attendreLErreur(
      "escaladeAvecRedemarrages",
      escaladeAvec({ sansCopie: true }),
      "redemarrages-meilleure-non-copiee",
    );
  });

  it("le compteur remis à zéro à chaque redémarrage est nommé", () => {
    attendreLErreur(
      "escaladeAvecRedemarrages",
      escaladeAvec({ compteurParMontee: true }),
      "redemarrages-budget-par-montee",
    );
  });

  it("echanger faux ET compteur remis à zéro : le rapport désigne le compteur, pas echanger", () => {
    const bilan = attendreLErreur(
      "escaladeAvecRedemarrages",
      escaladeAvec({ compteurParMontee: true, ech: echangerSansTemporaire }),
      "redemarrages-budget-par-montee",
    );
    expect(bilan.rapport).toMatch(/c'est la boucle des redémarrages qui compte mal/);
    expect(bilan.rapport).not.toMatch(/Vérifiez-les d'abord/);
  });

  it("echanger faux seul : aucune erreur de la boucle n'est inventée, le rapport renvoie aux fonctions appelées", () => {
    const bilan = verifier(
      "escaladeAvecRedemarrages",
      escaladeAvec({ ech: echangerSansTemporaire }),
    );
    expect(bilan.statut).toBe("echec");
    expect(bilan.erreurTypique).toBeUndefined();
    expect(bilan.rapport).toMatch(/appelle vos fonctions cout, echanger, meilleurEchange/);
  });
});
