/**
 * Les boucles de la leçon 4 sont vérifiées sur leurs pas (src/exercices/recherche-journaux.ts) :
 * une recherche de la bibliothèque, ou un calcul fait à part puis recopié, au même résultat,
 * échoue en disant où elle s'écarte ; une autre écriture honnête du même algorithme passe, cas
 * tirés compris, jugée comme à la correction. Les recherches de la bibliothèque qui font le même
 * travail sont retirées de la cage avec la référence ; une table des réponses des cas visibles
 * ne passe pas les cas tirés.
 */
import { afterEach, describe, expect, it } from "vitest";
import { piegesDesExercices } from "../../outils/correction/bibliotheque-de-correction";
import {
  Grille,
  cheminVers,
  escalade,
  recuit,
  rechercheEnProfondeur,
  rechercheGloutonne,
  type Noeud,
  type ProblemeDeRecherche,
} from "../../src";
import { EXERCICES } from "../../src/exercices";
import { EXERCICES_RECHERCHE } from "../../src/exercices/recherche-locale";
import { contexteDEssai } from "../../src/socle/correction";
import { verifier } from "../../src/verification";
import { casTiresDe } from "../../src/verification/cas-caches";
import { MESSAGE_DU_JOURNAL, bilanSur, casVisible, jugee } from "./aide-journaux";
import { recopie } from "./aide-recopie";

afterEach(() => contexteDEssai(undefined));

// ——— Des pièces d'élève : le coût et le pas d'escalade, écrits autrement que la référence ———

function cout(M: number[][]): number {
  let total = 0;
  for (let k = 0; k < 9; k++) {
    const colonne = new Set<number>();
    for (let i = 0; i < 9; i++) colonne.add(M[i][k]);
    total += 18 - new Set(M[k]).size - colonne.size;
  }
  return total;
}

function permuter(M: number[][], i1: number, j1: number, i2: number, j2: number): void {
  const t = M[i1][j1];
  M[i1][j1] = M[i2][j2];
  M[i2][j2] = t;
}

/** Le meilleur échange, mesuré sur une copie de M (M n'est jamais touchée). */
function meilleurEchange(M: number[][], fixes: boolean[][]): number[] | null {
  const avant = cout(M);
  let meilleur: number[] | null = null;
  let meilleurDelta = 0;
  for (let c = 0; c < 9; c++) {
    const libres: number[][] = [];
    for (let k = 0; k < 9; k++) {
      const [i, j] = [3 * Math.floor(c / 3) + Math.floor(k / 3), 3 * (c % 3) + (k % 3)];
      if (!fixes[i][j]) libres.push([i, j]);
    }
    libres.forEach(([i1, j1], r) =>
      libres.slice(r + 1).forEach(([i2, j2]) => {
        const essai = M.map((ligne) => ligne.slice());
        permuter(essai, i1, j1, i2, j2);
        const delta = cout(essai) - avant;
        if (delta < meilleurDelta) [meilleur, meilleurDelta] = [[i1, j1, i2, j2], delta];
      }),
    );
  }
  return meilleur;
}

// ——— rechercheMeilleurDabord ———

type Resultat<A> = {
  statut: string;
  chemin: A[];
  compteurs: { noeudsDeveloppes: number; noeudsGeneres: number; frontiereMax: number };
};

/**
 * Une autre écriture de la boucle : la frontière triée à chaque tour (clé f croissante, puis
 * le plus récent), les actions demandées deux fois (pour les compter, puis les parcourir).
 */
function meilleurDabordTrie<E, A>(
  probleme: ProblemeDeRecherche<E, A>,
  ordre: { f(noeud: Noeud<E, A>): number },
  budget: number,
): Resultat<A> {
  const compteurs = { noeudsDeveloppes: 0, noeudsGeneres: 1, frontiereMax: 1 };
  let rang = 0;
  const frontiere: { noeud: Noeud<E, A>; p: number; rang: number }[] = [];
  const ajouter = (noeud: Noeud<E, A>) =>
    frontiere.push({ noeud, p: ordre.f(noeud), rang: rang++ });
  ajouter({ etat: probleme.etatInitial, profondeur: 0, coutChemin: 0 });
  for (;;) {
    if (frontiere.length === 0) return { statut: "insoluble", chemin: [], compteurs };
    frontiere.sort((a, b) => (a.p === b.p ? b.rang - a.rang : a.p - b.p));
    const { noeud } = frontiere.shift()!;
    if (probleme.estBut(noeud.etat))
      return { statut: "resolue", chemin: cheminVers(noeud), compteurs };
    if (compteurs.noeudsDeveloppes === budget)
      return { statut: "budget-epuise", chemin: [], compteurs };
    compteurs.noeudsDeveloppes++;
    compteurs.noeudsGeneres += probleme.actions(noeud.etat).length;
    for (const action of probleme.actions(noeud.etat)) {
      const etat = probleme.resultat(noeud.etat, action);
      ajouter({
        etat,
        parent: noeud,
        action,
        profondeur: noeud.profondeur + 1,
        coutChemin: noeud.coutChemin + 1,
      });
    }
    compteurs.frontiereMax = Math.max(compteurs.frontiereMax, frontiere.length);
  }
}

/** Le résultat d'une recherche de la bibliothèque, sous la forme que demande l'exercice. */
const commeLExercice = <A>(r: Resultat<A>): Resultat<A> => ({
  statut: r.statut,
  chemin: r.statut === "resolue" ? r.chemin : [],
  compteurs: r.compteurs,
});

/** La profondeur d'abord de la bibliothèque, passée pour la boucle de l'élève. */
function parLaProfondeurDuCours<E, A>(
  probleme: ProblemeDeRecherche<E, A>,
  _: unknown,
  budget: number,
) {
  return commeLExercice(rechercheEnProfondeur(probleme, { budget }));
}

/** La gloutonne de la bibliothèque, avec la clé f pour heuristique. */
function parLaGloutonneDuCours<E, A>(
  probleme: ProblemeDeRecherche<E, A>,
  ordre: { f(noeud: Noeud<E, A>): number },
  budget: number,
) {
  return commeLExercice(
    rechercheGloutonne(probleme, (n) => ordre.f(n), { budget, frontiereMaximale: 1e9 }),
  );
}

describe("rechercheMeilleurDabord est vérifiée sur les nœuds qu'elle développe", () => {
  const mots = () => casVisible("rechercheMeilleurDabord", "des mots sur {a, b}");

  it("la profondeur d'abord du cours rend le même résultat sur l'arbre des mots, mais échoue en le disant", () => {
    const bilan = bilanSur("rechercheMeilleurDabord", parLaProfondeurDuCours, [mots()]);
    expect(bilan.statut).toBe("echec");
    expect(bilan.rapport).toContain("Valeur renvoyée");
    expect(bilan.rapport).toContain(MESSAGE_DU_JOURNAL);
    expect(bilan.rapport).toContain(
      'Premier écart (développement n° 2) : attendu le développement de l\'état "b", obtenu le développement de l\'état "a"',
    );
  });

  it("une autre écriture de la même boucle passe, cas tirés compris", () => {
    expect(verifier("rechercheMeilleurDabord", meilleurDabordTrie).rapport).toMatch(/^✅/);
    for (const graine of [1, 2, 3]) {
      expect(jugee("rechercheMeilleurDabord", meilleurDabordTrie, graine), `graine ${graine}`).toBe(
        "reussi",
      );
    }
  });

  it("la gloutonne du cours fait exactement cette recherche : elle est retirée de la cage, avec la profondeur d'abord", async () => {
    expect(verifier("rechercheMeilleurDabord", parLaGloutonneDuCours).rapport).toMatch(/^✅/);
    const pieges = await piegesDesExercices(["rechercheMeilleurDabord"]);
    expect(pieges).toEqual(
      expect.arrayContaining(["rechercheEnProfondeur", "rechercheGloutonne", "rechercheParCle"]),
    );
  });
});

// ——— escaladeAvecRedemarrages ———

type Escalade = (
  departs: number[][][],
  fixes: boolean[][],
  budget: number,
) => { meilleure: number[][]; meilleurCout: number; evaluations: number; redemarrages: number };

/**
 * Une autre écriture : N compté sur les numéros des cases libres, chaque départ copié par
 * structuredClone au fil d'un for…of, chaque appel à meilleurEchange payé d'avance.
 */
const escaladeVariante: Escalade = (departs, fixes, budget) => {
  const libres = fixes.flat().flatMap((f, k) => (f ? [] : [k]));
  const carre = (k: number) => 3 * Math.floor(k / 27) + Math.floor((k % 9) / 3);
  const N = libres.reduce(
    (n, a) => n + libres.filter((b) => b > a && carre(b) === carre(a)).length,
    0,
  );
  let meilleure = structuredClone(departs[0]);
  let meilleurCout = cout(meilleure);
  let [evaluations, montees] = [0, 0];
  for (const depart of departs) {
    montees++;
    const M = structuredClone(depart);
    const payer = () => cout(M) > 0 && evaluations + N <= budget && (evaluations += N) > 0;
    for (let e = payer() ? meilleurEchange(M, fixes) : null; e !== null;) {
      permuter(M, e[0], e[1], e[2], e[3]);
      e = payer() ? meilleurEchange(M, fixes) : null;
    }
    if (cout(M) < meilleurCout) [meilleure, meilleurCout] = [M, cout(M)];
    if (meilleurCout === 0 || evaluations + N > budget) break;
  }
  return { meilleure, meilleurCout, evaluations, redemarrages: montees - 1 };
};

describe("escaladeAvecRedemarrages est vérifiée sur les départs de ses montées", () => {
  const reference = EXERCICES.escaladeAvecRedemarrages.reference as Escalade;
  const cas = () => casVisible("escaladeAvecRedemarrages", "des minimums locaux");

  it("les montées faites d'avance sur une copie de tous les départs, puis rendues, échouent en le disant", () => {
    const recopiee: Escalade = (departs, fixes, budget) =>
      reference(structuredClone(departs), fixes, budget);
    const bilan = bilanSur("escaladeAvecRedemarrages", recopiee, [cas()]);
    expect(bilan.statut).toBe("echec");
    expect(bilan.rapport).toContain(MESSAGE_DU_JOURNAL);
    expect(bilan.rapport).toMatch(/attendu plus rien, obtenu une montée depuis departs\[\d\]/);
  });

  it("l'escalade du cours ne part pas de ces départs : elle échoue, et elle est retirée de la cage", async () => {
    const parLeCours: Escalade = (departs, fixes, budget) => {
      const enonce = departs[0].map((ligne, i) => ligne.map((v, j) => (fixes[i][j] ? v : 0)));
      const r = escalade(Grille.depuisMatrice(enonce), { graine: 1, budget: 10 * budget });
      const meilleure = r.meilleure.versMatrice();
      return { meilleure, meilleurCout: r.meilleurCout, evaluations: 0, redemarrages: 0 };
    };
    expect(bilanSur("escaladeAvecRedemarrages", parLeCours, [cas()]).statut).toBe("echec");
    expect(await piegesDesExercices(["escaladeAvecRedemarrages"])).toContain("escalade");
  });

  it("une autre écriture de la même escalade passe, cas tirés compris", () => {
    expect(verifier("escaladeAvecRedemarrages", escaladeVariante).rapport).toMatch(/^✅/);
    for (const graine of [1, 2, 3]) {
      expect(jugee("escaladeAvecRedemarrages", escaladeVariante, graine), `graine ${graine}`).toBe(
        "reussi",
      );
    }
  });
});

// ——— recuitSimule ———

type Reglages = { t0: number; alpha: number; chainesSansProgres: number; budget: number };
type Recuit = (
  M: number[][],
  fixes: boolean[][],
  tirages: number[][],
  reglages: Reglages,
) => { meilleure: number[][]; meilleurCout: number; evaluations: number; rechauffes: number };

/**
 * Une autre écriture : δ mesuré sur une copie (M ne reçoit que les échanges acceptés), et un
 * tirage lu avant de savoir s'il faut s'arrêter.
 */
const recuitVariante: Recuit = (M, fixes, tirages, { t0, alpha, chainesSansProgres, budget }) => {
  const longueur = fixes.flat().filter((f) => !f).length ** 2;
  let [T, courant] = [t0, cout(M)];
  let meilleure = M.map((ligne) => [...ligne]);
  let [meilleurCout, record] = [courant, courant];
  let [evaluations, rechauffes, dansLaChaine, stagnation, progres] = [0, 0, 0, 0, false];
  for (;;) {
    const tirage = tirages[evaluations];
    if (courant === 0 || evaluations >= budget) break;
    evaluations++;
    const [i1, j1, i2, j2, u] = tirage;
    const essai = M.map((ligne) => [...ligne]);
    permuter(essai, i1, j1, i2, j2);
    const delta = cout(essai) - courant;
    if (delta <= 0 || u < Math.exp(-delta / T)) {
      permuter(M, i1, j1, i2, j2);
      courant += delta;
      if (courant < meilleurCout) [meilleure, meilleurCout] = [essai, courant];
      if (courant < record) [record, progres] = [courant, true];
    }
    if (++dansLaChaine < longueur) continue;
    stagnation = progres ? 0 : stagnation + 1;
    [dansLaChaine, progres] = [0, false];
    if (stagnation >= chainesSansProgres) {
      [T, stagnation, record] = [t0, 0, courant];
      rechauffes++;
    } else T *= alpha;
  }
  return { meilleure, meilleurCout, evaluations, rechauffes };
};

describe("recuitSimule est vérifié sur M après chaque tirage", () => {
  const reference = EXERCICES.recuitSimule.reference as Recuit;
  const cas = () => casVisible("recuitSimule", "15 cases libres");

  it("le bon recuit fait sur une copie de M, M laissée telle quelle, échoue en le disant", () => {
    const surUneCopie: Recuit = (M, fixes, tirages, reglages) =>
      reference(structuredClone(M), fixes, tirages, reglages);
    const bilan = bilanSur("recuitSimule", surUneCopie, [cas()]);
    expect(bilan.statut).toBe("echec");
    expect(bilan.rapport).toContain(MESSAGE_DU_JOURNAL);
    expect(bilan.rapport).toMatch(/attendu après tirages\[\d+\] : M\[\d\]\[\d\] = \d/);
  });

  it("le recuit du cours ne lit pas ces tirages : il échoue, et il est retiré de la cage", async () => {
    const parLeCours: Recuit = (M, fixes, _tirages, reglages) => {
      const enonce = M.map((ligne, i) => ligne.map((v, j) => (fixes[i][j] ? v : 0)));
      const r = recuit(Grille.depuisMatrice(enonce), { graine: 1, budget: reglages.budget });
      const meilleure = r.meilleure.versMatrice();
      return {
        meilleure,
        meilleurCout: r.meilleurCout,
        evaluations: r.compteurs.evaluations,
        rechauffes: r.compteurs.rechauffes,
      };
    };
    expect(bilanSur("recuitSimule", parLeCours, [cas()]).statut).toBe("echec");
    expect(await piegesDesExercices(["recuitSimule"])).toContain("recuit");
  });

  it("une autre écriture du même recuit passe, cas tirés compris", () => {
    expect(verifier("recuitSimule", recuitVariante).rapport).toMatch(/^✅/);
    for (const graine of [1, 2, 3]) {
      expect(jugee("recuitSimule", recuitVariante, graine), `graine ${graine}`).toBe("reussi");
    }
  });
});

// ——— minConflits ———

type MinConflits = (M: number[][], fixes: boolean[][], tirages: number[], budget: number) => number;

/**
 * Une autre écriture : chaque valeur est essayée en l'écrivant dans M, et l'on compte les
 * conflits de la case ; les valeurs interdites sont celles que porte un indice voisin.
 */
const minConflitsVariante: MinConflits = (M, fixes, tirages, budget) => {
  const voisines = (i: number, j: number) => {
    const liste: [number, number][] = [];
    for (let a = 0; a < 9; a++) {
      for (let b = 0; b < 9; b++) {
        const memeCarre =
          Math.floor(a / 3) === Math.floor(i / 3) && Math.floor(b / 3) === Math.floor(j / 3);
        if ((a !== i || b !== j) && (a === i || b === j || memeCarre)) liste.push([a, b]);
      }
    }
    return liste;
  };
  const conflits = (i: number, j: number) =>
    voisines(i, j).filter(([a, b]) => M[a][b] === M[i][j]).length;
  let p = 0;
  while (p < budget) {
    const enConflit: [number, number][] = [];
    M.forEach((ligne, i) =>
      ligne.forEach((_, j) => !fixes[i][j] && conflits(i, j) > 0 && enConflit.push([i, j])),
    );
    if (enConflit.length === 0) break;
    const [i, j] = enConflit[Math.floor(tirages[2 * p] * enConflit.length)];
    const interdites = new Set(voisines(i, j).flatMap(([a, b]) => (fixes[a][b] ? [M[a][b]] : [])));
    const avant = M[i][j];
    const comptes = new Map<number, number>();
    for (let v = 1; v <= 9; v++) {
      if (interdites.has(v)) continue;
      M[i][j] = v;
      comptes.set(v, conflits(i, j));
    }
    M[i][j] = avant;
    const minimum = Math.min(...comptes.values());
    const meilleures = [...comptes.keys()].filter((v) => comptes.get(v) === minimum);
    M[i][j] = meilleures[Math.floor(tirages[2 * p + 1] * meilleures.length)];
    p++;
  }
  return p;
};

describe("minConflits est vérifié sur M après chaque pas", () => {
  const reference = EXERCICES.minConflits.reference as MinConflits;
  const cas = () => casVisible("minConflits", "l'annexe remplie au hasard : 30 pas");

  it("les pas faits sur une copie, la grille finale recopiée dans M, échouent en le disant", () => {
    const recopiee: MinConflits = (M, fixes, tirages, budget) => {
      const copie = structuredClone(M);
      const pas = reference(copie, fixes, tirages, budget);
      copie.forEach((ligne, i) => ligne.forEach((v, j) => (M[i][j] = v)));
      return pas;
    };
    const bilan = bilanSur("minConflits", recopiee, [cas()]);
    expect(bilan.statut).toBe("echec");
    expect(bilan.rapport).toContain(MESSAGE_DU_JOURNAL);
    expect(bilan.rapport).toMatch(
      /Premier écart \(changement n° 1\) : attendu après le pas \d+ \(tirages\[\d+\] et tirages\[\d+\]\) : M\[\d\]\[\d\] = \d, obtenu après le pas \d+/,
    );
  });

  it("le min-conflits du cours est retiré de la cage : il porte le nom de l'exercice", async () => {
    expect(await piegesDesExercices(["minConflits"])).toContain("minConflits");
  });

  it("une autre écriture du même min-conflits passe, cas tirés compris", () => {
    expect(verifier("minConflits", minConflitsVariante).rapport).toMatch(/^✅/);
    for (const graine of [1, 2, 3]) {
      expect(jugee("minConflits", minConflitsVariante, graine), `graine ${graine}`).toBe("reussi");
    }
  });
});

// ——— Une table apprise par cœur ———

describe("les cas tirés de la leçon 4", () => {
  it("une table des réponses des cas visibles de cout, apprise par cœur, ne passe pas", () => {
    const reference = EXERCICES.cout.reference as (M: number[][]) => number;
    const table = new Map(
      EXERCICES.cout.cas.map((c) => [
        JSON.stringify(c.arguments),
        reference(c.arguments[0] as number[][]),
      ]),
    );
    const parCoeur = (M: number[][]) => table.get(JSON.stringify([M])) ?? 0;
    expect(verifier("cout", parCoeur).statut).toBe("reussi");
    const graines = [1, 2, 3, 4, 5];
    expect(graines.map((g) => jugee("cout", parCoeur, g))).toEqual(graines.map(() => "echec"));
  });

  it.each(EXERCICES_RECHERCHE.map((e) => [e.nom, e] as const))(
    "%s : des cas tirés, les mêmes pour une même graine, que la référence passe",
    (_, exercice) => {
      const tires = (graine: number) => JSON.stringify(casTiresDe(exercice, graine));
      expect(exercice.tirer).toBeDefined();
      expect(tires(11)).toBe(tires(11));
      expect(tires(11)).not.toBe(tires(12));
      expect(jugee(exercice.nom, recopie(exercice.reference), 11)).toBe("reussi");
    },
  );
});
