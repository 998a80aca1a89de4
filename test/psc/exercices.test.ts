import { describe, expect, it } from "vitest";
import { EXERCICES } from "../../src/exercices/index";
import { verifier } from "../../src/verification/index";
import {
  ContrainteBinaire,
  comparer,
  type Contrainte,
  type ContrainteUnaire,
  type PSC,
  type Valeur,
  type Variable,
} from "../../src/psc/index";
import { recopie } from "../exercices/aide-recopie";
import { exerciceLabelsDesCases } from "../../src/exercices/psc-bogues";
import { SOLUTION, VIDE, avec } from "../../src/exercices/grilles";

/** La fonction fautive de « trouvez le bogue », telle que le catalogue la garde (ses deux bogues). */
const labelsFautifs = exerciceLabelsDesCases.erreurs.find(
  (e) => e.code === "labels-bogues-du-8INF846",
)!.fonction as (M: number[][]) => number[][][];

const NOMS = ["estValide", "modifierLabels", "backtrack", "labelsDesCases", "revise"];

describe("les exercices des leçons 2 et 3", () => {
  it.each(NOMS)("%s : la version de référence réussit, chaque erreur typique est nommée", (nom) => {
    const exercice = EXERCICES[nom];
    expect(verifier(nom, recopie(exercice.reference)).statut).toBe("reussi");
    for (const erreur of exercice.erreurs) {
      const bilan = verifier(nom, erreur.fonction);
      expect(bilan.statut, erreur.code).toBe("echec");
      expect(bilan.erreurTypique?.code, erreur.code).toBe(erreur.code);
    }
  });

  it("une version écrite comme dans le carnet réussit estValide", () => {
    function estValide(c: Contrainte, variable: Variable, valeur: Valeur): boolean {
      if (c.dimension() === 1) {
        const u = c as ContrainteUnaire;
        return comparer(valeur, u.op, u.ref);
      }
      const b = c as ContrainteBinaire;
      const autre = b.autre(variable);
      if (autre.valeur === null) return true;
      return variable === b.refVar1
        ? comparer(valeur, b.op, autre.valeur)
        : comparer(autre.valeur, b.op, valeur);
    }
    expect(String(verifier("estValide", estValide))).toBe("✅ estValide : les 8 cas sont réussis.");
  });

  it("un backtrack écrit par un élève est vérifié par sa valeur, même s'il s'appelle lui-même", () => {
    function backtrack(psc: PSC, k: number): Record<string, Valeur> | "echec" {
      if (k === psc.variables.length) return psc.affectation();
      const v = psc.variables[k];
      for (const valeur of v.label) {
        v.metAJourValeur(valeur);
        if (psc.consistanceAvecVarsPrecedentes(k)) {
          const issue = backtrack(psc, k + 1);
          if (issue !== "echec") return issue;
        }
      }
      v.metAJourValeur(null);
      return "echec";
    }
    expect(verifier("backtrack", backtrack).statut).toBe("reussi");
  });

  it("le rapport montre les labels obtenus et attendus quand ils diffèrent", () => {
    // Une révision qui oublie de retirer quoi que ce soit.
    const rapport = String(verifier("revise", (_c: ContrainteBinaire, _xi: Variable) => false));
    expect(rapport).toContain("❌ revise : échec au cas « x1 < x2, on révise x1");
    expect(rapport).toContain("Appel : revise(x1 < x2, x1)");
    expect(rapport).toContain(
      "Les labels après l'appel : x1 : {1, 2, 3, 4} ; x2 : {1, 2} ; attendu : x1 : {1} ; x2 : {1, 2}.",
    );
  });

  it("chaque appel part d'objets neufs : une fonction qui abîme ses arguments ne gêne pas les suivantes", () => {
    const saccage = (c: ContrainteBinaire) => {
      c.refVar1.label = [];
      c.refVar2.label = [];
      return true;
    };
    verifier("modifierLabels", saccage);
    expect(verifier("modifierLabels", recopie(EXERCICES.modifierLabels.reference)).statut).toBe(
      "reussi",
    );
  });

  it("la fonction fautive de « trouvez le bogue » a bien les deux bogues du rapport 8INF846", () => {
    // Bogue 1 : un seul tableau pour toutes les cases vides.
    const labels = labelsFautifs(avec(VIDE, [[0, 0, 5]]));
    expect(labels[4][4]).toBe(labels[8][8]);
    expect(labels[8][8]).not.toContain(5); // (8, 8) n'a pourtant aucun 5 dans ses unités
    // Bogue 2 : une seule case vide, à qui il ne manque que le 9 ; retirer en parcourant en saute.
    const seule = labelsFautifs(avec(SOLUTION, [[4, 4, 0]]));
    expect(seule[4][4]).not.toEqual([9]);
    expect(seule[4][4]).toContain(9);
  });

  it("le rapport de la fonction fautive nomme ses deux bogues et montre la case en cause", () => {
    const rapport = String(verifier("labelsDesCases", (M: number[][]) => labelsFautifs(M)));
    expect(rapport).toContain("❌ labelsDesCases : échec au cas « grille vide");
    expect(rapport).toContain("les cases (0, 0) et (0, 1) ont le même tableau pour label");
    expect(rapport).toContain("Erreur typique reconnue : la fonction fautive telle quelle");
  });
});
