/**
 * Les trois boucles de recherche de la leçon 4 (rechercheMeilleurDabord,
 * escaladeAvecRedemarrages, recuitSimule) : des versions écrites comme par
 * un élève, sur des matrices, passent la vérification ; la référence de la
 * boucle de meilleur d'abord refait exactement les recherches gloutonne et en
 * profondeur de la bibliothèque ; les deux recuits résolvent les mêmes grilles.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  ConfigurationLewis,
  Grille,
  Hasard,
  casesVides,
  cheminVers,
  lireFichier,
  moinsDeCandidats,
  problemeGrille,
  rechercheEnProfondeur,
  rechercheGloutonne,
  recuit,
  type Noeud,
  type ProblemeDeRecherche,
} from "../../src";
import { EXERCICES } from "../../src/exercices";
import { verifier } from "../../src/verification";
import { RACINE } from "../aide-processus";
import { cout, echanger, echangesPermis, meilleurEchangeAvec } from "./aide-lewis-eleve";

const reference = (nom: string) => EXERCICES[nom].reference as (...args: unknown[]) => unknown;
const faciles = lireFichier(join(RACINE, "data", "ensembles", "norvig_easy50.txt"));

// ——— Des versions d'élève, comme dans le carnet du professeur ———

const meilleurEchange = meilleurEchangeAvec(echanger);

function rechercheMeilleurDabord<E, A>(
  probleme: ProblemeDeRecherche<E, A>,
  ordre: { f(noeud: Noeud<E, A>): number },
  budget: number,
) {
  const compteurs = { noeudsDeveloppes: 0, noeudsGeneres: 1, frontiereMax: 1 };
  const racine: Noeud<E, A> = { etat: probleme.etatInitial, profondeur: 0, coutChemin: 0 };
  const frontiere = [{ noeud: racine, f: ordre.f(racine) }];
  while (frontiere.length > 0) {
    let k = 0;
    for (let m = 1; m < frontiere.length; m++) {
      if (frontiere[m].f <= frontiere[k].f) k = m;
    }
    const noeud = frontiere.splice(k, 1)[0].noeud;
    if (probleme.estBut(noeud.etat))
      return { statut: "resolue", chemin: cheminVers(noeud), compteurs };
    if (compteurs.noeudsDeveloppes >= budget)
      return { statut: "budget-epuise", chemin: [], compteurs };
    compteurs.noeudsDeveloppes++;
    for (const action of probleme.actions(noeud.etat)) {
      const enfant: Noeud<E, A> = {
        etat: probleme.resultat(noeud.etat, action),
        parent: noeud,
        action,
        profondeur: noeud.profondeur + 1,
        coutChemin: noeud.coutChemin + 1,
      };
      frontiere.push({ noeud: enfant, f: ordre.f(enfant) });
      compteurs.noeudsGeneres++;
    }
    compteurs.frontiereMax = Math.max(compteurs.frontiereMax, frontiere.length);
  }
  return { statut: "insoluble", chemin: [], compteurs };
}

function escaladeAvecRedemarrages(departs: number[][][], fixes: boolean[][], budget: number) {
  const N = echangesPermis(fixes);
  let meilleure = departs[0].map((ligne) => [...ligne]);
  let meilleurCout = cout(meilleure);
  let [evaluations, redemarrages] = [0, 0];
  for (let k = 0; k < departs.length; k++) {
    if (k > 0) redemarrages++;
    const M = departs[k].map((ligne) => [...ligne]);
    while (cout(M) > 0 && evaluations + N <= budget) {
      evaluations += N;
      const e = meilleurEchange(M, fixes);
      if (e === null) break;
      echanger(M, e[0], e[1], e[2], e[3]);
    }
    if (cout(M) < meilleurCout) [meilleure, meilleurCout] = [M, cout(M)];
    if (meilleurCout === 0 || evaluations + N > budget) break;
  }
  return { meilleure, meilleurCout, evaluations, redemarrages };
}

interface Reglages {
  t0: number;
  alpha: number;
  chainesSansProgres: number;
  budget: number;
}

function recuitSimule(M: number[][], fixes: boolean[][], tirages: number[][], reglages: Reglages) {
  const libres = fixes.flat().filter((f) => !f).length;
  let T = reglages.t0;
  let courant = cout(M);
  let meilleure = M.map((ligne) => [...ligne]);
  let [meilleurCout, record] = [courant, courant];
  let [evaluations, rechauffes, sansProgres, pas, progres] = [0, 0, 0, 0, false];
  while (courant > 0 && evaluations < reglages.budget) {
    const [i1, j1, i2, j2, u] = tirages[evaluations++];
    echanger(M, i1, j1, i2, j2);
    const nouveau = cout(M);
    const delta = nouveau - courant;
    if (delta <= 0 || u < Math.exp(-delta / T)) {
      courant = nouveau;
      if (courant < meilleurCout) [meilleure, meilleurCout] = [M.map((l) => [...l]), courant];
      if (courant < record) [record, progres] = [courant, true];
    } else {
      echanger(M, i1, j1, i2, j2);
    }
    if (++pas < libres * libres) continue;
    sansProgres = progres ? 0 : sansProgres + 1;
    [pas, progres] = [0, false];
    if (sansProgres >= reglages.chainesSansProgres) {
      [T, sansProgres, record] = [reglages.t0, 0, courant];
      rechauffes++;
    } else {
      T *= reglages.alpha;
    }
  }
  return { meilleure, meilleurCout, evaluations, rechauffes };
}

describe("les boucles de la leçon 4, écrites comme par un élève", () => {
  it.each([
    ["rechercheMeilleurDabord", rechercheMeilleurDabord],
    ["escaladeAvecRedemarrages", escaladeAvecRedemarrages],
    ["recuitSimule", recuitSimule],
  ] as const)("%s passe tous les cas", (nom, fonction) => {
    expect(verifier(nom, fonction).rapport).toMatch(/^✅/);
  });
});

// ——— La boucle de meilleur d'abord et les recherches de la bibliothèque ———

/** Le même problème, dont les actions sont proposées dans l'ordre inverse. */
function aLEnvers<E, A>(probleme: ProblemeDeRecherche<E, A>): ProblemeDeRecherche<E, A> {
  return { ...probleme, actions: (etat) => probleme.actions(etat).reverse() };
}

describe("la boucle de meilleur d'abord (référence de l'exercice)", () => {
  const boucle = reference("rechercheMeilleurDabord");
  const grilles = faciles.slice(0, 4);

  it.each(grilles.map((g, k) => [k, g] as const))(
    "avec f = h, c'est rechercheGloutonne (facile n° %i)",
    (_, grille) => {
      for (const h of [moinsDeCandidats, casesVides]) {
        const probleme = problemeGrille(grille);
        const attendu = rechercheGloutonne(probleme, h, { budget: 300 });
        const obtenu = boucle(probleme, { f: h }, 300) as typeof attendu;
        expect(obtenu.statut).toBe(attendu.statut);
        expect(obtenu.chemin).toEqual(attendu.chemin);
        expect(obtenu.compteurs).toEqual(attendu.compteurs);
      }
    },
  );

  it.each(grilles.map((g, k) => [k, g] as const))(
    "avec f = −profondeur, c'est rechercheEnProfondeur sur les actions à l'envers (facile n° %i)",
    (_, grille) => {
      for (const cases of ["la-plus-contrainte", "toutes"] as const) {
        const probleme = problemeGrille(grille, { cases });
        const attendu = rechercheEnProfondeur(aLEnvers(probleme), { budget: 300 });
        const enProfondeur = { f: (n: Noeud<unknown, unknown>) => -n.profondeur };
        const obtenu = boucle(probleme, enProfondeur, 300) as typeof attendu;
        expect(obtenu.statut).toBe(attendu.statut);
        expect(obtenu.chemin).toEqual(attendu.chemin);
        expect(obtenu.compteurs).toEqual(attendu.compteurs);
      }
    },
  );
});

// ——— Les recherches locales ———

/** La première grille facile, sa configuration de départ et ses cases fixes, pour une graine. */
function depart(graine: number) {
  const grille = faciles[0];
  const hasard = new Hasard(graine);
  const config = ConfigurationLewis.auHasard(grille, hasard);
  const M = new Grille(Array.from(config.valeurs)).versMatrice();
  const fixes = M.map((ligne, i) => ligne.map((_, j) => grille.donnees[9 * i + j]));
  return { grille, config, M, fixes, hasard };
}

describe("l'escalade avec redémarrages (référence de l'exercice)", () => {
  it("fait, sans redémarrage, la montée des pas de meilleurEchange jusqu'au minimum local", () => {
    const { M, fixes } = depart(3);
    const r = reference("escaladeAvecRedemarrages")([M], fixes, 1_000_000) as {
      meilleure: number[][];
    };
    const pas = reference("meilleurEchange");
    const grille = M.map((ligne) => [...ligne]);
    for (let e = pas(grille, fixes); e !== null; e = pas(grille, fixes)) {
      const [i1, j1, i2, j2] = e as number[];
      echanger(grille, i1, j1, i2, j2);
    }
    expect(r.meilleure).toEqual(grille);
  });
});

describe("le recuit simulé (référence de l'exercice)", () => {
  const recuitExercice = reference("recuitSimule");

  it("résout les mêmes grilles que le recuit de la bibliothèque, aux mêmes réglages", () => {
    const reglages = { t0: 1.5, alpha: 0.9, chainesSansProgres: 20, budget: 300_000 };
    // Une grille facile, allégée de ses indices pour que la recherche soit courte.
    const grille = faciles[1];
    for (let graine = 1; graine <= 3; graine++) {
      const hasard = new Hasard(graine);
      const config = ConfigurationLewis.auHasard(grille, hasard);
      const M = new Grille(Array.from(config.valeurs)).versMatrice();
      const fixes = M.map((ligne, i) => ligne.map((_, j) => grille.donnees[9 * i + j]));
      const tirages = Array.from({ length: reglages.budget }, () => {
        const [a, b] = config.echangeAuHasard(hasard);
        return [Math.floor(a / 9), a % 9, Math.floor(b / 9), b % 9, hasard.reel()];
      });
      const exercice = recuitExercice(M, fixes, tirages, reglages) as { meilleurCout: number };
      const bibliotheque = recuit(grille, {
        graine,
        budget: reglages.budget,
        temperatureInitiale: reglages.t0,
        refroidissement: reglages.alpha,
        chainesSansProgres: reglages.chainesSansProgres,
      });
      expect([exercice.meilleurCout, bibliotheque.meilleurCout]).toEqual([0, 0]);
    }
  });

  it("rend une configuration de Lewis dont le coût est celui annoncé, sans dépasser le budget", () => {
    const { M, fixes, config, hasard } = depart(7);
    const tirages = Array.from({ length: 2000 }, () => {
      const [a, b] = config.echangeAuHasard(hasard);
      return [Math.floor(a / 9), a % 9, Math.floor(b / 9), b % 9, hasard.reel()];
    });
    const reglages = { t0: 2, alpha: 0.9, chainesSansProgres: 2, budget: 2000 };
    const r = recuitExercice(M, fixes, tirages, reglages) as {
      meilleure: number[][];
      meilleurCout: number;
      evaluations: number;
    };
    expect(r.evaluations).toBeLessThanOrEqual(2000);
    expect(cout(r.meilleure)).toBe(r.meilleurCout);
    // Les indices n'ont pas bougé, et chaque carré garde ses neuf valeurs.
    r.meilleure.forEach((ligne, i) =>
      ligne.forEach((v, j) => fixes[i][j] && expect(v).toBe(M[i][j])),
    );
  });
});
