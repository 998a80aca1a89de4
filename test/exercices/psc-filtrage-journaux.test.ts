/**
 * Les procédures de la leçon 3 sont vérifiées sur leurs pas
 * (src/exercices/psc-suivi-filtrage.ts) : AC-3 sur les raisons de ses
 * révisions, le forward checking sur ses valeurs essayées et les labels
 * qu'elles réduisent. Un autre algorithme au même résultat (la cohérence par
 * passes de la leçon 2, AC-3 fait sur une copie, le moteur compilé, le
 * forward checking à ordre dynamique du document PSC) échoue en le disant ;
 * une autre écriture honnête du même algorithme (file ou pile, arcs en double,
 * voisines filtrées dans un autre ordre, valeur non effacée…) passe, cas tirés
 * compris, jugée comme à la correction. Les fonctions de la bibliothèque qui
 * font le même travail sont retirées de la cage ; une table des réponses des
 * cas visibles ne passe pas les cas tirés.
 */
import { afterEach, describe, expect, it } from "vitest";
import { piegesDesExercices } from "../../outils/correction/bibliotheque-de-correction";
import { EXERCICES } from "../../src/exercices";
import { EXERCICES_PSC_FILTRAGE } from "../../src/exercices/psc-filtrage";
import { arcs, type Arc } from "../../src/psc/ac3";
import { consistanceContraintesBinaires } from "../../src/psc/coherence";
import { chercherRapide } from "../../src/psc/compilation";
import { ContrainteBinaire } from "../../src/psc/contrainte-binaire";
import { forwardChecking as forwardCheckingDuDocument } from "../../src/psc/forward-checking";
import { PSC, type Affectation } from "../../src/psc/psc";
import { Variable, type Valeur } from "../../src/psc/variable";
import { contexteDEssai } from "../../src/socle/correction";
import { verifier } from "../../src/verification";
import { casTiresDe } from "../../src/verification/cas-caches";
import {
  MESSAGE_DU_JOURNAL,
  bilanSur,
  casDansLaConstruction,
  casVisible,
  jugee,
} from "./aide-journaux";
import { recopie } from "./aide-recopie";

afterEach(() => contexteDEssai(undefined));

const GRAINES = [1, 2, 3, 4, 5, 6];

// ——— Des pièces d'élève, écrites autrement que la référence ———

/** revise écrite avec filter : le label de xi est remplacé, pas réduit sur place. */
function revise(c: ContrainteBinaire, xi: Variable): boolean {
  const xj = c.autre(xi);
  const avant = xi.label.length;
  xi.label = xi.label.filter((x) => xj.label.some((y) => c.estSatisfaite(xi, x, y)));
  return xi.label.length < avant;
}

/** AC-3 avec une file sans garde contre les doublons, prise par le début (comme la leçon). */
function ac3EnFile(psc: PSC): boolean {
  const file: Arc[] = arcs(psc);
  while (file.length > 0) {
    const { xi, contrainte } = file.shift() as Arc;
    if (!revise(contrainte, xi)) continue;
    if (xi.label.length === 0) return false;
    for (const c of psc.contraintesDe(xi))
      if (c !== contrainte) file.push({ xi: c.autre(xi), contrainte: c });
  }
  return true;
}

/**
 * AC-3 comme le rapport 8INF846 : une pile, remplie contrainte par
 * contrainte, qui remet aussi l'arc (xj, xi) (inutile, mais pas faux).
 */
function ac3EnPile(psc: PSC): boolean {
  const pile: Arc[] = [];
  for (const c of psc.contraintesBinaires)
    pile.push({ xi: c.refVar2, contrainte: c }, { xi: c.refVar1, contrainte: c });
  while (pile.length > 0) {
    const { xi, contrainte } = pile.pop() as Arc;
    const xj = contrainte.autre(xi);
    let retire = false;
    for (const x of [...xi.label]) {
      if (xj.label.some((y) => contrainte.estSatisfaite(xi, x, y))) continue;
      xi.enleveDuLabel(x);
      retire = true;
    }
    if (!retire) continue;
    if (xi.label.length === 0) return false;
    for (const c of [...psc.contraintesDe(xi)].reverse())
      pile.push({ xi: c.autre(xi), contrainte: c });
  }
  return true;
}

/** AC-3 fait sur une copie du PSC, puis ses labels recopiés : le bon résultat, sans révision observée. */
function ac3SurUneCopie(psc: PSC): boolean {
  const copie = new PSC();
  const jumelles = new Map<Variable, Variable>();
  for (const v of psc.variables) {
    const x = copie.ajouteVar(new Variable(v.nom, v.domaine));
    x.label = [...v.label];
    jumelles.set(v, x);
  }
  for (const c of psc.contraintesBinaires)
    copie.ajouteContrainte(
      new ContrainteBinaire(jumelles.get(c.refVar1)!, c.op, jumelles.get(c.refVar2)!),
    );
  const coherent = ac3EnFile(copie);
  for (const v of psc.variables) v.label = [...jumelles.get(v)!.label];
  return coherent;
}

/**
 * Le forward checking écrit autrement : les voisines filtrées dans l'ordre
 * inverse et toutes, même après un label vide ; les labels remis en tête de
 * chaque tour, à la main ; la variable jamais effacée.
 */
function forwardCheckingVariante(psc: PSC, k: number): Affectation | "echec" {
  if (k >= psc.variables.length) return psc.affectation();
  const variable = psc.variables[k];
  const copies = psc.variables.map((v) => [...v.label]);
  for (const valeur of [...variable.label]) {
    psc.variables.forEach((v, r) => (v.label = [...copies[r]]));
    variable.valeur = valeur;
    let vide = false;
    for (const c of [...psc.contraintesDe(variable)].reverse()) {
      const autre = c.autre(variable);
      if (psc.rang(autre) > k) vide = !c.propage(autre) || vide;
    }
    if (vide) continue;
    const issue = forwardCheckingVariante(psc, k + 1);
    if (issue !== "echec") return issue;
  }
  psc.variables.forEach((v, r) => (v.label = [...copies[r]]));
  return "echec";
}

describe("ac3 est vérifiée sur les raisons de ses révisions", () => {
  it("la cohérence par passes de la leçon 2 rend les mêmes labels, mais échoue en le disant", () => {
    const bilan = verifier("ac3", (psc: PSC) => consistanceContraintesBinaires(psc));
    expect(bilan.statut).toBe("echec");
    expect(bilan.rapport).toContain(MESSAGE_DU_JOURNAL);
    expect(bilan.rapport).toContain("sans raison");
  });

  it("AC-3 fait sur une copie, les labels recopiés, échoue en le disant", () => {
    const bilan = verifier("ac3", ac3SurUneCopie);
    expect(bilan.statut).toBe("echec");
    expect(bilan.rapport).toContain(MESSAGE_DU_JOURNAL);
    expect(bilan.rapport).toContain("hors d'une révision");
  });

  it("une file avec des arcs en double, ou une pile qui remet aussi (xj, xi), passent, cas tirés compris", () => {
    for (const graine of GRAINES) {
      expect(jugee("ac3", ac3EnFile, graine), `file, graine ${graine}`).toBe("reussi");
      expect(jugee("ac3", ac3EnPile, graine), `pile, graine ${graine}`).toBe("reussi");
    }
  });
});

describe("forwardChecking est vérifié sur ses valeurs essayées et les labels qu'elles réduisent", () => {
  it("le moteur compilé trouve la même solution, recopiée dans les variables : il échoue en le disant", () => {
    const moteur = (psc: PSC, _k: number) => {
      const { solution } = chercherRapide(psc, { inference: "fc" });
      if (!solution) return "echec";
      for (const [nom, valeur] of Object.entries(solution)) psc.retourneVar(nom).valeur = valeur;
      return psc.affectation();
    };
    const bilan = verifier("forwardChecking", moteur);
    expect(bilan.statut).toBe("echec");
    expect(bilan.rapport).toContain(MESSAGE_DU_JOURNAL);
  });

  it("le forward checking du document PSC, à ordre dynamique, ne passe pas : il essaie d'autres valeurs", () => {
    const document = (psc: PSC, k: number) => forwardCheckingDuDocument(psc, k);
    expect(verifier("forwardChecking", document).statut).toBe("echec");
    // Même quand il trouve la même solution, et remet ses variables dans l'ordre, ses essais le trahissent.
    const remisEnOrdre = (psc: PSC, k: number) => {
      const ordre = [...psc.variables];
      const issue = forwardCheckingDuDocument(psc, k);
      psc.variables = ordre;
      return issue;
    };
    const cas = casVisible("forwardChecking", "la carte de France en quatre couleurs");
    const bilan = bilanSur("forwardChecking", remisEnOrdre, [cas]);
    expect(bilan.statut).toBe("echec");
    expect(bilan.rapport).toContain(MESSAGE_DU_JOURNAL);
  });

  it("une autre écriture du même forward checking passe, cas tirés compris", () => {
    for (const graine of GRAINES)
      expect(jugee("forwardChecking", forwardCheckingVariante, graine), `graine ${graine}`).toBe(
        "reussi",
      );
  });

  it('chercher (qui fait la même recherche avec { inference: "fc" }) et le moteur compilé sont retirés de la cage', async () => {
    const pieges = await piegesDesExercices(["forwardChecking"]);
    for (const nom of ["forwardChecking", "chercher", "chercherRapide", "chercherCompile"])
      expect(pieges).toContain(nom);
  });
});

describe("choisirVariableMRV", () => {
  it("choisirVariable, la référence, et le compte des valeurs restantes sont retirés de la cage", async () => {
    const pieges = await piegesDesExercices(["choisirVariableMRV"]);
    expect(pieges).toEqual(
      expect.arrayContaining(["choisirVariableMRV", "choisirVariable", "nombreDeValeursRestantes"]),
    );
  });

  it("choisirVariable passée derrière une fonction de l'élève passe les cas visibles, pas la correction", async () => {
    const { choisirVariable } = await import("../../src/psc/retour-arriere");
    const empruntee = (psc: PSC) =>
      choisirVariable({ psc, choixVariable: "mrv", inference: "aucune" });
    expect(verifier("choisirVariableMRV", empruntee).statut).toBe("reussi");
    const pieges = await piegesDesExercices(["choisirVariableMRV"]);
    expect(pieges).toContain("choisirVariable");
  });
});

describe("les cas tirés de la leçon 3", () => {
  it("la référence passe, cas tirés compris, et chaque erreur typique rate des cas tirés", () => {
    for (const exercice of EXERCICES_PSC_FILTRAGE) {
      for (const graine of [11, 12])
        expect(jugee(exercice.nom, recopie(exercice.reference), graine), exercice.nom).toBe(
          "reussi",
        );
      for (const erreur of exercice.erreurs) {
        const ratees = GRAINES.filter(
          (g) =>
            bilanSur(exercice.nom, erreur.fonction, casTiresDe(exercice, g)).statut === "echec",
        );
        expect(ratees.length, `${exercice.nom}, ${erreur.code}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it("une table des réponses des cas visibles de singletonsCaches, apprise par cœur, ne passe pas", () => {
    const exercice = EXERCICES.singletonsCaches;
    // La table : pour chaque cas visible, ses labels d'entrée, et les labels et la réponse de la référence.
    const cle = (unite: Variable[], valeurs: Valeur[]) =>
      JSON.stringify([unite.map((x) => x.label), valeurs]);
    const table = new Map<string, { labels: Valeur[][]; reponse: boolean }>();
    for (const c of exercice.cas) {
      const [unite, valeurs] = c.arguments as [Variable[], Valeur[]];
      const entree = cle(unite, valeurs);
      const reference = exercice.reference as (u: Variable[], v: Valeur[]) => boolean;
      const reponse = reference(unite, valeurs);
      table.set(entree, { labels: unite.map((x) => [...x.label]), reponse });
    }
    const parCoeur = (unite: Variable[], valeurs: Valeur[]) => {
      const vu = table.get(cle(unite, valeurs));
      if (!vu) return true;
      unite.forEach((x, k) => (x.label = [...vu.labels[k]]));
      return vu.reponse;
    };
    expect(verifier("singletonsCaches", parCoeur).statut).toBe("reussi");
    expect(GRAINES.map((g) => jugee("singletonsCaches", parCoeur, g))).toEqual(
      GRAINES.map(() => "echec"),
    );
  });
});

describe("dans la bibliothèque de la correction de la leçon 3", () => {
  it("les cas tirés se fabriquent et les journaux se posent, sans aucune version du cours", async () => {
    const noms = EXERCICES_PSC_FILTRAGE.map((e) => e.nom);
    const vus = await casDansLaConstruction(noms, 5, false);
    expect(new Set(vus.map((v) => v.nom))).toEqual(new Set(noms));
  }, 120_000);
});
