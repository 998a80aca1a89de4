/**
 * La leçon 5 à la correction : dpll est vérifié sur ses lectures de la
 * formule (src/exercices/sat-suivi.ts), chaque exercice tire ses cas.
 * Les solveurs de la bibliothèque (DPLL à pile, CDCL, MiniSat par
 * logic-solver), passés derrière une fonction de l'élève, échouent en le
 * disant ; un autre DPLL honnête (autre choix du littéral, autre propagation,
 * une pile au lieu de la récursion) passe, cas tirés compris, jugé comme à
 * la correction. Le minimum de lectures retenu pour chaque formule est bien
 * un minimum : aucune recherche de DPLL n'en fait moins.
 */
import { afterEach, describe, expect, it } from "vitest";
import { piegesDesExercices } from "../../outils/correction/bibliotheque-de-correction";
import { EXERCICES, type Cas } from "../../src/exercices";
import { EXERCICES_SAT } from "../../src/exercices/sat-modelisation";
import { BLOCS_A_UN_MODELE } from "../../src/exercices/sat-dpll";
import { propagationUnitaire } from "../../src/sat/dpll-recursif";
import type { Clause } from "../../src/sat/formules";
import { solveurCDCL, solveurDPLL, solveurLogicSolver, type SolveurSAT } from "../../src/sat/index";
import { contexteDEssai } from "../../src/socle/correction";
import { verifier } from "../../src/verification";
import { casTiresDe } from "../../src/verification/cas-caches";
import { Journal } from "../../src/exercices/journal";
import { MESSAGE_DU_JOURNAL, bilanSur, casDansLaConstruction, jugee } from "./aide-journaux";
import { recopie } from "./aide-recopie";

afterEach(() => contexteDEssai(undefined));

const GRAINES = [1, 2, 3, 4, 5, 6];

/** La plus grande variable de la formule et des littéraux donnés. */
const plusGrande = (clauses: Clause[], vrais: number[] = []) =>
  Math.max(0, ...clauses.flat().map(Math.abs), ...vrais.map(Math.abs));

/** Un solveur de la bibliothèque passé pour dpll : son modèle, tout entier, en littéraux. */
function dpllPar(solveur: SolveurSAT) {
  return (clauses: Clause[], vrais: number[] = []) => {
    const n = plusGrande(clauses, vrais);
    const r = solveur.creer({ nombreDeVariables: n, clauses }).resoudre({ hypotheses: vrais });
    if (!r.modele) return null;
    return r.modele.slice(1).map((vraie, k) => (vraie ? k + 1 : -(k + 1)));
  };
}

// ——— Un DPLL d'élève, écrit autrement que la référence ———

/** La propagation par une file : les clauses de chaque littéral devenu faux sont revues. */
function propagationEnFile(clauses: Clause[], vrais: number[]): number[] | null {
  const vraie = new Set(vrais);
  const parLitteral = new Map<number, Clause[]>();
  for (const c of clauses)
    for (const l of c) parLitteral.set(l, [...(parLitteral.get(l) ?? []), c]);
  const file = [...vrais];
  const examiner = (c: Clause) => {
    if (c.some((l) => vraie.has(l))) return true;
    const libres = c.filter((l) => !vraie.has(-l));
    if (libres.length === 1) {
      vraie.add(libres[0]);
      file.push(libres[0]);
    }
    return libres.length > 0;
  };
  for (const c of clauses) if (!examiner(c)) return null;
  while (file.length > 0) {
    const l = file.shift() as number;
    for (const c of parLitteral.get(-l) ?? []) if (!examiner(c)) return null;
  }
  return [...vraie];
}

/** DPLL qui branche sur la négation du dernier littéral libre de la dernière clause ouverte. */
function dpllParLaFin(clauses: Clause[], vrais: number[] = []): number[] | null {
  const deduits = propagationEnFile(clauses, vrais);
  if (deduits === null) return null;
  const vraie = new Set(deduits);
  const ouvertes = clauses.filter((c) => !c.some((l) => vraie.has(l)));
  if (ouvertes.length === 0) return deduits;
  const libres = ouvertes[ouvertes.length - 1].filter((l) => !vraie.has(-l));
  const l = -libres[libres.length - 1];
  return dpllParLaFin(clauses, [...deduits, l]) ?? dpllParLaFin(clauses, [...deduits, -l]);
}

/** DPLL avec une pile d'affectations à essayer au lieu de la récursion. */
function dpllEnPile(clauses: Clause[], vrais: number[] = []): number[] | null {
  const pile = [vrais];
  while (pile.length > 0) {
    const deduits = propagationEnFile(clauses, pile.pop() as number[]);
    if (deduits === null) continue;
    const vraie = new Set(deduits);
    const ouverte = clauses.find((c) => !c.some((l) => vraie.has(l)));
    if (ouverte === undefined) return deduits;
    const l = ouverte.find((x) => !vraie.has(-x)) as number;
    pile.push([...deduits, -l], [...deduits, l]);
  }
  return null;
}

/** Le DPLL de la leçon, qui recopie la formule par structuredClone avant de la lire. */
function dpllSurUneCopie(clauses: Clause[], vrais: number[] = []): number[] | null {
  const copie = structuredClone(clauses);
  const deduits = propagationEnFile(copie, vrais);
  if (deduits === null) return null;
  const vraie = new Set(deduits);
  const ouverte = copie.find((c) => !c.some((l) => vraie.has(l)));
  if (ouverte === undefined) return deduits;
  const l = ouverte.find((x) => !vraie.has(-x)) as number;
  return dpllSurUneCopie(clauses, [...deduits, l]) ?? dpllSurUneCopie(clauses, [...deduits, -l]);
}

/**
 * Le nombre de nœuds sans conflit de la plus petite recherche de DPLL sur
 * `clauses`, tous les choix de littéral essayés (une clause ouverte, un de
 * ses littéraux libres), et si elle a un modèle.
 */
function plusPetiteRecherche(clauses: Clause[]): { modele: boolean; noeuds: number } {
  const vues = new Map<string, { modele: boolean; noeuds: number }>();
  const explorer = (vrais: number[]): { modele: boolean; noeuds: number } => {
    const deduits = propagationUnitaire(clauses, vrais);
    if (deduits === null) return { modele: false, noeuds: 0 };
    const vraie = new Set(deduits);
    const cle = [...vraie].sort((a, b) => a - b).join();
    const vue = vues.get(cle);
    if (vue) return vue;
    const ouvertes = clauses.filter((c) => !c.some((l) => vraie.has(l)));
    let resultat = { modele: true, noeuds: 1 };
    if (ouvertes.length > 0) {
      const choix = new Set(ouvertes.flatMap((c) => c.filter((l) => !vraie.has(-l))));
      resultat = { modele: false, noeuds: Infinity };
      for (const l of choix) {
        const oui = explorer([...deduits, l]);
        const non = oui.modele ? { modele: true, noeuds: 0 } : explorer([...deduits, -l]);
        resultat = {
          modele: oui.modele || non.modele,
          noeuds: Math.min(resultat.noeuds, 1 + oui.noeuds + non.noeuds),
        };
      }
    }
    vues.set(cle, resultat);
    return resultat;
  };
  return explorer([]);
}

/** Le minimum de lectures que le journal de dpll exige pour ce cas (0 s'il n'en exige pas). */
function minimumExige(cas: Cas): number {
  // Une fonction qui ne lit jamais la formule : le journal dit combien il en fallait.
  const journal = new Journal();
  EXERCICES.dpll.journal!.instrumenter(cas.arguments, journal);
  const pas = journal.resume().debut[0];
  return pas === undefined ? 0 : Number(pas.split("|")[2]);
}

describe("dpll est vérifié sur ses lectures de la formule", () => {
  it.each([
    ["le DPLL de la bibliothèque", solveurDPLL],
    ["CDCL", solveurCDCL],
    ["MiniSat (logic-solver)", solveurLogicSolver],
  ] as const)(
    "%s, passé pour dpll, trouve les mêmes modèles mais échoue en le disant",
    (_, solveur) => {
      const bilan = verifier("dpll", dpllPar(solveur));
      expect(bilan.statut).toBe("echec");
      expect(bilan.rapport).toContain("Valeur renvoyée");
      expect(bilan.rapport).toContain(MESSAGE_DU_JOURNAL);
      expect(bilan.rapport).toContain("quel que soit le littéral choisi");
      // À la correction, les formules tirées laissent libres des variables qu'un solveur affecte.
      for (const graine of GRAINES.slice(0, 3)) {
        expect(jugee("dpll", dpllPar(solveur), graine)).toBe("echec");
        const tirees = casTiresDe(EXERCICES.dpll, graine).slice(0, 1);
        expect(bilanSur("dpll", dpllPar(solveur), tirees).rapport).toContain("littéraux en trop");
      }
    },
  );

  it("un autre DPLL (autre choix, autre propagation, une pile, une copie de la formule) passe, cas tirés compris", () => {
    for (const graine of GRAINES) {
      expect(jugee("dpll", dpllParLaFin, graine), `par la fin, graine ${graine}`).toBe("reussi");
      expect(jugee("dpll", dpllEnPile, graine), `en pile, graine ${graine}`).toBe("reussi");
      expect(jugee("dpll", dpllSurUneCopie, graine), `copie, graine ${graine}`).toBe("reussi");
    }
  });

  it("le minimum de lectures exigé n'est jamais plus que ce que fait la plus petite recherche de DPLL", () => {
    const cas = [...EXERCICES.dpll.cas, ...GRAINES.flatMap((g) => casTiresDe(EXERCICES.dpll, g))];
    let exigeants = 0;
    for (const c of cas) {
      const clauses = c.arguments[0] as Clause[];
      const minimum = minimumExige(c);
      if (minimum === 0) continue;
      exigeants++;
      const { modele, noeuds } = plusPetiteRecherche(clauses);
      // Chaque nœud sans conflit propage jusqu'au point fixe : il lit toutes les clauses.
      expect(minimum, `${c.description} (${modele ? "un modèle" : "aucun"})`).toBeLessThanOrEqual(
        noeuds,
      );
    }
    expect(exigeants).toBeGreaterThanOrEqual(3 * GRAINES.length);
  });

  it("les blocs des formules tirées ont un seul modèle, et aucune clause unitaire", () => {
    for (const bloc of BLOCS_A_UN_MODELE) {
      expect(bloc.every((c) => c.length >= 2)).toBe(true);
      const n = plusGrande(bloc);
      let modeles = 0;
      for (let m = 0; m < 2 ** n; m++) {
        const vraie = (l: number) => ((m >> (Math.abs(l) - 1)) & 1) === (l > 0 ? 1 : 0);
        if (bloc.every((c) => c.some(vraie))) modeles++;
      }
      expect(modeles).toBe(1);
    }
  });
});

describe("propagationUnitaire", () => {
  it("des déductions faites par un solveur (ce que la formule impose) ne passent pas les cas tirés", () => {
    const parSolveur = (clauses: Clause[], vrais: number[]) => {
      const n = plusGrande(clauses, vrais);
      const instance = solveurLogicSolver.creer({ nombreDeVariables: n, clauses });
      if (instance.resoudre({ hypotheses: vrais }).statut !== "satisfiable") return null;
      const deduits = new Set(vrais);
      for (let v = 1; v <= n; v++)
        for (const l of [v, -v])
          if (instance.resoudre({ hypotheses: [...vrais, -l] }).statut === "insatisfiable")
            deduits.add(l);
      return [...deduits];
    };
    expect(GRAINES.map((g) => jugee("propagationUnitaire", parSolveur, g))).toEqual(
      GRAINES.map(() => "echec"),
    );
  });
});

describe("les cas tirés de la leçon 5", () => {
  it("la référence passe, cas tirés compris, et chaque erreur typique rate des cas tirés", () => {
    for (const exercice of EXERCICES_SAT) {
      expect(jugee(exercice.nom, recopie(exercice.reference), 11), exercice.nom).toBe("reussi");
      for (const erreur of exercice.erreurs) {
        const ratees = GRAINES.filter(
          (g) =>
            bilanSur(exercice.nom, erreur.fonction, casTiresDe(exercice, g)).statut === "echec",
        );
        expect(ratees.length, `${exercice.nom}, ${erreur.code}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it("une table des réponses des cas visibles de auPlusUn, apprise par cœur, ne passe pas", () => {
    const reference = EXERCICES.auPlusUn.reference as (litteraux: number[]) => Clause[];
    const table = new Map(
      EXERCICES.auPlusUn.cas.map((c) => [
        JSON.stringify(c.arguments),
        reference(c.arguments[0] as number[]),
      ]),
    );
    const parCoeur = (litteraux: number[]) => table.get(JSON.stringify([litteraux])) ?? [];
    expect(verifier("auPlusUn", parCoeur).statut).toBe("reussi");
    expect(GRAINES.map((g) => jugee("auPlusUn", parCoeur, g))).toEqual(GRAINES.map(() => "echec"));
  });

  it("exactementUn, qui fait le travail de contraintesCase, est retirée de la cage avec elle", async () => {
    expect(await piegesDesExercices(["contraintesCase"])).toContain("exactementUn");
  });
});

describe("dans la bibliothèque de la correction de la leçon 5", () => {
  it("les cas tirés se fabriquent et le journal de dpll se pose, sans auMoinsUn ni auPlusUn", async () => {
    const noms = EXERCICES_SAT.map((e) => e.nom);
    const vus = await casDansLaConstruction(noms, 5, true);
    expect(new Set(vus.map((v) => v.nom))).toEqual(new Set(noms));
    // Une fonction qui ne lit pas la formule : le journal de dpll le voit, là aussi.
    const dpllSansLecture = vus.filter((v) => v.nom === "dpll" && (v.pasSansAppel ?? 0) > 0);
    expect(dpllSansLecture.length).toBeGreaterThanOrEqual(4);
  }, 120_000);
});
