/**
 * Les exercices des leçons 0, 2, 3 bis et 6 à la correction : des cas tirés
 * d'une graine propre à la copie, que le juge refait et qu'aucune table des
 * cas visibles ne passe ; `backtrack` vérifié sur ses pas (les valeurs
 * données aux variables et effacées) ; rien de leurs réponses dans la
 * bibliothèque que voit la cage.
 */
import { afterEach, describe, expect, it } from "vitest";
import { EXERCICES, type Cas } from "../../src/exercices";
import { casTiresDe } from "../../src/verification/cas-caches";
import { bonResultat, observer } from "../../src/verification/observation";
import { juger, verifier } from "../../src/verification/index";
import { contexteDEssai } from "../../src/socle/correction";
import { sansReferences } from "../../src/noyau/sans-references";
import { piegesDesExercices } from "../../outils/correction/bibliotheque-de-correction";
import {
  ContrainteBinaire,
  PSC,
  Variable,
  chercher,
  chercherRapide,
  petitPSC,
  type Affectation,
  type Valeur,
} from "../../src/index";
import { piecesDe } from "./aide-journaux";
import { recopie } from "./aide-recopie";

const NOMS = [
  "numeroDeCarre",
  "compterVides",
  "transposer",
  "compterValeurs",
  "premiereCaseVide",
  "estValide",
  "modifierLabels",
  "backtrack",
  "labelsDesCases",
  "casesAUnSeulCandidat",
  "medianeDesDurees",
];

const GRAINES = Array.from({ length: 12 }, (_, k) => 1000 + k);

afterEach(() => contexteDEssai(undefined));

describe("les cas tirés", () => {
  it.each(NOMS)(
    "%s : chaque erreur typique rate un cas tiré de la plupart des graines, en peu de temps",
    (nom) => {
      const exercice = EXERCICES[nom];
      const attrapees = new Map(exercice.erreurs.map((e) => [e.code, 0]));
      let plusLong = 0;
      for (const graine of GRAINES) {
        const tires = casTiresDe(exercice, graine);
        const avecTires = { ...exercice, cas: tires };
        const attendues = tires.map((cas) => {
          const debut = performance.now();
          const o = observer(avecTires, exercice.reference, cas);
          plusLong = Math.max(plusLong, performance.now() - debut);
          return o;
        });
        for (const erreur of exercice.erreurs) {
          const rate = tires.some(
            (cas, k) =>
              !bonResultat(
                avecTires,
                observer(avecTires, erreur.fonction, cas, undefined, false),
                attendues[k],
              ),
          );
          if (rate) attrapees.set(erreur.code, attrapees.get(erreur.code)! + 1);
        }
      }
      for (const [code, n] of attrapees) expect(n, code).toBeGreaterThanOrEqual(GRAINES.length / 2);
      // La référence, suivie pas à pas, loin du délai de l'exercice (une machine chargée compte double).
      expect(plusLong).toBeLessThan(exercice.delai / 4);
    },
    60_000,
  );

  it("les arguments d'un PSC tiré sont fabriqués à neuf à chaque lecture, même numérotés", () => {
    const [cas] = casTiresDe(EXERCICES.backtrack, 3);
    const [a, b] = [cas.arguments[0], cas.arguments[0]];
    expect(a).toBeInstanceOf(PSC);
    expect(a).not.toBe(b);
    // Sans cela, le premier appel (l'élève) laisserait ses valeurs au suivant (la référence).
    const [contrainte] = casTiresDe(EXERCICES.modifierLabels, 3)[0].arguments as [
      ContrainteBinaire,
    ];
    contrainte.refVar1.label = [];
    const [neuve] = casTiresDe(EXERCICES.modifierLabels, 3)[0].arguments as [ContrainteBinaire];
    expect(neuve.refVar1.label.length).toBeGreaterThan(0);
    const [cas2] = casTiresDe(EXERCICES.modifierLabels, 3);
    (cas2.arguments[0] as ContrainteBinaire).refVar1.label = [];
    expect((cas2.arguments[0] as ContrainteBinaire).refVar1.label.length).toBeGreaterThan(0);
  });
});

/** La note du juge pour `fonction`, sur les cas tirés de chaque graine. */
function notes(nom: string, fonction: (...args: never[]) => unknown): string[] {
  const source = `verifier("${nom}", ${nom});`;
  return GRAINES.slice(0, 5).map(
    (graine) =>
      juger({ nom, source, pieces: piecesDe(nom, fonction, graine), graine }).statut as string,
  );
}

/** Une table des réponses de la référence aux cas visibles, clé faite par `cle`, et `sinon` ailleurs. */
function tableParCoeur(nom: string, cle: (args: unknown[]) => string, sinon: unknown) {
  const exercice = EXERCICES[nom];
  const table = new Map(
    exercice.cas.map((c: Cas) => [
      cle(c.arguments),
      Reflect.apply(exercice.reference, undefined, c.arguments) as unknown,
    ]),
  );
  return (...args: unknown[]) => (table.has(cle(args)) ? table.get(cle(args)) : sinon);
}

describe("une table des réponses des cas visibles, apprise par cœur, ne passe pas", () => {
  const cas: [string, (args: unknown[]) => string, unknown][] = [
    ["numeroDeCarre", (args) => JSON.stringify(args), 4],
    [
      "estValide",
      ([c, v, valeur]) => {
        const contrainte = c as ContrainteBinaire;
        const valeurs = contrainte.variables.map((x) => String(x.valeur));
        return `${String(c)} ${(v as Variable).nom} ${String(valeur)} ${valeurs.join()}`;
      },
      true,
    ],
    ["casesAUnSeulCandidat", (args) => JSON.stringify(args), 0],
    ["medianeDesDurees", (args) => JSON.stringify(args), 1],
  ];
  it.each(cas)("%s (leçon 0, 2, 3 bis, 6)", (nom, cle, sinon) => {
    const parCoeur = tableParCoeur(nom, cle, sinon);
    const declaree = EXERCICES[nom].parametres.length;
    const fonction = Object.defineProperty(parCoeur, "length", { value: declaree });
    expect(verifier(nom, fonction).statut).toBe("reussi");
    expect(notes(nom, fonction)).toEqual(GRAINES.slice(0, 5).map(() => "echec"));
    // La référence, elle, passe les mêmes cas tirés.
    expect(notes(nom, recopie(EXERCICES[nom].reference))).toEqual(
      GRAINES.slice(0, 5).map(() => "reussi"),
    );
  });
});

// ——— backtrack, vérifié sur ses pas ———

type Backtrack = (psc: PSC, k: number) => Affectation | "echec";

/** La valeur de la variable k respecte-t-elle ses contraintes avec les variables d'indice plus petit ? */
function respecte(psc: PSC, k: number): boolean {
  const variable = psc.variables[k];
  return psc.contraintesBinaires.every((c) => {
    if (!c.variables.includes(variable)) return true;
    const autre = c.autre(variable);
    if (psc.variables.indexOf(autre) >= k || autre.valeur === null) return true;
    return c.estSatisfaite(variable, variable.valeur!, autre.valeur);
  });
}

/** Honnête : sa propre vérification, et la valeur effacée dès qu'elle est refusée ou qu'elle échoue plus bas. */
const effaceAChaqueFois: Backtrack = (psc, k) => {
  if (k === psc.variables.length) return psc.affectation();
  const variable = psc.variables[k];
  for (const valeur of variable.label) {
    variable.valeur = valeur;
    if (respecte(psc, k)) {
      const issue = effaceAChaqueFois(psc, k + 1);
      if (issue !== "echec") return issue;
    }
    variable.valeur = null;
  }
  return "echec";
};

/** La variable k respecterait-elle, avec `valeur`, ses contraintes avec les variables d'indice plus petit ? */
function compatible(psc: PSC, k: number, valeur: Valeur): boolean {
  const variable = psc.variables[k];
  return psc.contraintesBinaires.every((c) => {
    if (!c.variables.includes(variable)) return true;
    const autre = c.autre(variable);
    if (psc.variables.indexOf(autre) >= k || autre.valeur === null) return true;
    return c.estSatisfaite(variable, valeur, autre.valeur);
  });
}

/** Une autre recherche : la valeur testée sans être donnée (ce n'est pas ce que la leçon définit). */
const sansDonnerLaValeur: Backtrack = (psc, k) => {
  if (k === psc.variables.length) return psc.affectation();
  const variable = psc.variables[k];
  for (const valeur of [...variable.label]) {
    if (!compatible(psc, k, valeur)) continue;
    variable.valeur = valeur;
    const issue = sansDonnerLaValeur(psc, k + 1);
    if (issue !== "echec") return issue;
  }
  variable.metAJourValeur(null);
  return "echec";
};

/** Honnête : la même recherche sans récursion, avec une pile des rangs de valeurs essayées. */
const avecUnePile: Backtrack = (psc, k0) => {
  const n = psc.variables.length;
  const essais = [0];
  while (essais.length > 0) {
    const k = k0 + essais.length - 1;
    if (k === n) return psc.affectation();
    const variable = psc.variables[k];
    const rang = essais[essais.length - 1]++;
    if (rang >= variable.label.length) {
      variable.metAJourValeur(null);
      essais.pop();
      continue;
    }
    variable.metAJourValeur(variable.label[rang]);
    if (psc.consistanceAvecVarsPrecedentes(k)) essais.push(0);
  }
  return "echec";
};

/** Un PSC neuf, copie de `psc` : mêmes noms, domaines, labels, valeurs et contraintes. */
function copie(psc: PSC): PSC {
  const autre = new PSC();
  const vs = psc.variables.map((v) => {
    const x = autre.ajouteVar(new Variable(v.nom, v.domaine));
    x.label = [...v.label];
    x.metAJourValeur(v.valeur);
    return x;
  });
  const rang = (v: Variable) => psc.variables.indexOf(v);
  for (const c of psc.contraintesBinaires)
    autre.ajouteContrainte(new ContrainteBinaire(vs[rang(c.refVar1)], c.op, vs[rang(c.refVar2)]));
  return autre;
}

describe("backtrack est vérifié sur ses pas", () => {
  it("la recherche de la leçon écrite autrement passe : sa propre vérification et des effacements en plus, ou une pile au lieu de la récursion", () => {
    for (const honnete of [effaceAChaqueFois, avecUnePile]) {
      expect(verifier("backtrack", honnete).rapport).toMatch(/^✅/);
      expect(notes("backtrack", honnete)).toEqual(GRAINES.slice(0, 5).map(() => "reussi"));
    }
  });

  it("une recherche qui ne donne que les valeurs acceptées n'est pas celle de la leçon : le rapport dit laquelle la référence donne", () => {
    const bilan = verifier("backtrack", sansDonnerLaValeur);
    expect(bilan.statut).toBe("echec");
    // x3 = a est refusée (x2 vaut déjà a) : la leçon la donne d'abord, puis la vérifie.
    expect(bilan.rapport).toContain(
      "Premier écart (affectation n° 3) : attendu x3 = a, obtenu x3 = c.",
    );
  });

  it("chercher, la recherche du cours aux mêmes choix, donne la bonne solution mais échoue, en le disant", () => {
    const parChercher: Backtrack = (psc) => chercher(psc).solution ?? "echec";
    expect(parChercher(petitPSC(), 0)).toEqual({ x1: "c", x2: "a", x3: "c", x4: "b" });
    const bilan = verifier("backtrack", parChercher);
    expect(bilan.statut).toBe("echec");
    expect(bilan.rapport).toContain("n'est pas obtenu par l'algorithme de la leçon");
    expect(bilan.rapport).toContain("on suit les valeurs données aux variables et effacées");
    expect(bilan.rapport).toMatch(/Premier écart \(affectation n° \d+\) : attendu x\d/);
  });

  it("le moteur compilé, puis les valeurs recopiées dans les variables, échoue aussi", () => {
    const parLeMoteur: Backtrack = (psc) => {
      const solution = chercherRapide(psc).solution;
      if (!solution) return "echec";
      for (const v of psc.variables) v.metAJourValeur(solution[v.nom]);
      return psc.affectation();
    };
    const bilan = verifier("backtrack", parLeMoteur);
    expect(bilan.statut).toBe("echec");
    expect(bilan.rapport).toContain("n'est pas obtenu par l'algorithme de la leçon");
  });

  it("le forward checking du cours, ou la bonne recherche faite sur une copie puis recopiée, échouent", () => {
    const parForwardChecking: Backtrack = (psc, k) => {
      const issue = psc.forwardChecking(k);
      return issue === "budget-epuise" ? "echec" : issue;
    };
    const surUneCopie: Backtrack = (psc, k) => {
      const issue = avecUnePile(copie(psc), k);
      if (issue !== "echec") for (const v of psc.variables) v.metAJourValeur(issue[v.nom]);
      return issue;
    };
    for (const autre of [parForwardChecking, surUneCopie]) {
      expect(verifier("backtrack", autre).statut).toBe("echec");
      expect(notes("backtrack", autre)).toEqual(GRAINES.slice(0, 5).map(() => "echec"));
    }
  });

  it("les recherches de la bibliothèque au même travail sont retirées de la cage avec la référence", async () => {
    const pieges = await piegesDesExercices(["backtrack"]);
    expect(pieges).toEqual(
      expect.arrayContaining(["backtrack", "chercher", "chercherRapide", "chercherCompile"]),
    );
  });
});

describe("la bibliothèque de la correction", () => {
  it("retire aussi un champ erreurs ou reference écrit en raccourci ({ erreurs, … })", () => {
    const js = [
      '"use strict";',
      'const erreurs = [{ code: "e", fonction: (m) => m.length * 4242 }];',
      "function juste(m) { return m.length * 1717; }",
      "const reference = juste;",
      'exports.exercice = { nom: "x", reference, erreurs, delai: 1 };',
    ].join("\n");
    const sortie = sansReferences(js, new Set(["x"]), true);
    expect(sortie).not.toContain("4242");
    expect(sortie).not.toContain("1717");
    expect(sortie).toContain('"erreurs": []');
    expect(sortie).toContain("VersionDuCoursInterdite");
  });
});
