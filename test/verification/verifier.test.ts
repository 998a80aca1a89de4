import { Console } from "console";
import { Writable } from "stream";
import { inspect } from "util";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ExerciceNonFait, verifier } from "../../src/verification";
import { EXERCICES, NOMS_EXERCICES, type NomExercice } from "../../src/exercices";
import { ANNEXE } from "../../src/exercices/grilles";
import { ENONCE_BLOC, matrice } from "../exemples";
import {
  protection,
  resolution,
  test_carre,
  test_colonne,
  test_ligne as test_ligne_juste,
} from "../../src/td";
import { recopie } from "../exercices/aide-recopie";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("les versions de référence", () => {
  it.each(NOMS_EXERCICES)("%s, recopiée dans un carnet, réussit tous ses cas", (nom) => {
    const bilan = verifier(nom, recopie(EXERCICES[nom].reference));
    expect(bilan.statut).toBe("reussi");
    expect(bilan.reussi).toBe(true);
    expect(bilan.casReussis).toBe(bilan.casTotal);
    expect(bilan.rapport).toBe(`✅ ${nom} : les ${bilan.casTotal} cas sont réussis.`);
  });
});

describe("les erreurs typiques", () => {
  // Les grilles des cas ne sont jamais modifiées par une vérification : vu après chacune,
  // l'échec nomme l'erreur typique qui les aurait touchées.
  const annexe = matrice(ENONCE_BLOC);
  afterEach(() => expect(ANNEXE).toEqual(annexe));

  for (const nom of NOMS_EXERCICES) {
    describe(nom, () => {
      for (const erreur of EXERCICES[nom].erreurs) {
        it(`échoue et nomme l'erreur « ${erreur.titre} »`, () => {
          const bilan = verifier(nom, erreur.fonction);
          expect(bilan.statut).toBe("echec");
          expect(bilan.reussi).toBe(false);
          expect(bilan.erreurTypique?.code).toBe(erreur.code);
          expect(bilan.rapport).toContain(`Erreur typique reconnue : ${erreur.titre}.`);
          expect(bilan.rapport).toContain(erreur.explication);
        });
      }
    });
  }
});

describe("le rapport d'un échec", () => {
  const compteLaCase = EXERCICES.test_ligne.erreurs.find((e) => e.code === "ligne-case-comptee")!;

  it("donne le cas, l'appel, l'attendu et l'obtenu", () => {
    const bilan = verifier("test_ligne", compteLaCase.fonction);
    expect(bilan.premierEchec).toMatchObject({
      description: "le nombre n'est que dans la case (i, j) elle-même",
      appel: "test_ligne(0, 3, 1, M)",
      arguments: [0, 3, 1, ANNEXE],
      attendu: { issue: { type: "valeur", valeur: true } },
      obtenu: { issue: { type: "valeur", valeur: false } },
    });
    expect(bilan.rapport).toContain(
      "❌ test_ligne : échec au cas « le nombre n'est que dans la case",
    );
    expect(bilan.rapport).toContain("Appel : test_ligne(0, 3, 1, M), avec M = grille de l'annexe");
    expect(bilan.rapport).toContain("0 0 0 [1] 2 0 0 0 0");
    expect(bilan.rapport).toContain("Attendu : true");
    expect(bilan.rapport).toContain("Obtenu : false");
    expect(bilan.casReussis).toBe(bilan.casTotal - 1);
  });

  it("s'affiche comme son rapport, avec util.inspect, console.log et String", () => {
    const bilan = verifier("test_ligne", compteLaCase.fonction);
    expect(inspect(bilan)).toBe(bilan.rapport);
    expect(String(bilan)).toBe(bilan.rapport);
    // console.log, comme tslab pour la dernière valeur d'une cellule.
    let sortie = "";
    const flux = new Writable({
      write(morceau, _codage, suite) {
        sortie += String(morceau);
        suite();
      },
    });
    new Console(flux).log(bilan);
    expect(sortie).toBe(`${bilan.rapport}\n`);
  });

  it("signale une valeur qui n'est pas un booléen, ou l'absence de return", () => {
    const nombre = verifier("test_ligne", () => 1);
    expect(nombre.rapport).toContain("Obtenu : 1 (un nombre, alors qu'on attend un booléen)");
    const rien = verifier("test_ligne", () => undefined);
    expect(rien.rapport).toContain("la fonction ne renvoie rien : un return oublié ?");
  });

  it("signale un nombre de paramètres inattendu", () => {
    const bilan = verifier(
      "test_ligne",
      (i: number, j: number, nombre: number) => i + j + nombre > 0,
    );
    expect(bilan.statut).toBe("echec");
    expect(bilan.rapport).toContain(
      "test_ligne prend 4 paramètres (i, j, nombre, M) ; la vôtre en déclare 3",
    );
  });

  it("rappelle qu'une fonction dépend des précédentes quand aucune erreur typique n'explique l'échec", () => {
    const bilan = verifier("test", () => false);
    expect(bilan.erreurTypique).toBeUndefined();
    expect(bilan.rapport).toContain("appelle vos fonctions test_ligne, test_colonne, test_carre");
  });

  it("dit que M a été modifiée par une fonction qui devait seulement la lire", () => {
    const modifie = (i: number, j: number, nombre: number, M: number[][]) => {
      const reponse = test_ligne_juste(i, j, nombre, M);
      M[i][j] = nombre;
      return reponse;
    };
    const bilan = verifier("test_ligne", modifie);
    expect(bilan.statut).toBe("echec");
    expect(bilan.rapport).toContain("Valeur renvoyée : true, juste.");
    expect(bilan.rapport).toContain(
      "M après l'appel : modifiée, alors que test_ligne doit seulement la lire",
    );
    expect(bilan.rapport).toContain("M[0][0] vaut 3 au lieu de 0");
  });
});

describe("les copies des arguments", () => {
  it("donnent à chaque cas une grille intacte, quoi qu'ait fait l'élève avant", () => {
    const vues: number[][][] = [];
    const saccage = (i: number, j: number, nombre: number, M: number[][]) => {
      vues.push(M.map((ligne) => [...ligne]));
      for (const ligne of M) ligne.fill(nombre);
      return test_ligne_juste(i, j, nombre, ANNEXE);
    };
    verifier("test_ligne", saccage);
    expect(vues).toHaveLength(EXERCICES.test_ligne.cas.length);
    for (const M of vues) expect(M).toEqual(ANNEXE);
    expect(ANNEXE[0]).toEqual([0, 0, 0, 1, 2, 0, 0, 0, 0]);
  });
});

describe("les fonctions pas encore écrites", () => {
  it("donnent le statut non-fait avec la consigne", () => {
    function test_ligne(): boolean {
      throw new ExerciceNonFait("renvoyer false si nombre est dans la ligne i, hors colonne j");
    }
    const bilan = verifier("test_ligne", test_ligne);
    expect(bilan.statut).toBe("non-fait");
    expect(bilan.reussi).toBe(false);
    expect(bilan.manquante).toBe("test_ligne");
    expect(bilan.rapport).toBe(
      "⏳ test_ligne : pas encore écrite (renvoyer false si nombre est dans la ligne i, hors colonne j).",
    );
  });

  it("nomment la fonction manquante quand elle est appelée par celle que l'on vérifie", () => {
    function test_ligne(): boolean {
      throw new ExerciceNonFait("parcourir la ligne i");
    }
    function test(i: number, j: number, nombre: number, M: number[][]): boolean {
      return test_ligne() && test_colonne(i, j, nombre, M) && test_carre(i, j, nombre, M);
    }
    const bilan = verifier("test", test);
    expect(bilan.statut).toBe("non-fait");
    expect(bilan.manquante).toBe("test_ligne");
    expect(bilan.rapport).toContain("⏳ test : pas encore vérifiable, car elle appelle test_ligne");
    expect(bilan.rapport).toContain("parcourir la ligne i");
  });
});

describe("les fonctions qui lèvent une erreur", () => {
  it("échouent avec le message de l'erreur, sans la pile", () => {
    const bilan = verifier("avance_case", () => {
      throw new RangeError("case hors de la grille");
    });
    expect(bilan.statut).toBe("echec");
    expect(bilan.rapport).toContain(
      "Obtenu : la fonction a levé une erreur : RangeError: case hors de la grille",
    );
    expect(bilan.rapport).not.toMatch(/\bat /);
  });
});

describe("les boucles sans fin", () => {
  function tourneSansFin(): never {
    for (;;) {
      // Jamais fini.
    }
  }

  it("échouent avec « ne s'arrête pas », et la vérification finit dans le délai", () => {
    const debut = Date.now();
    const bilan = verifier("test_ligne", tourneSansFin, { delai: 200 });
    expect(Date.now() - debut).toBeLessThan(3000);
    expect(bilan.statut).toBe("echec");
    expect(bilan.casReussis).toBe(0);
    expect(bilan.rapport).toContain("la fonction ne s'arrête pas (interrompue après 0,2 s)");
  });

  it("sont interrompues après le délai par défaut", () => {
    const debut = Date.now();
    const bilan = verifier("recule_case", tourneSansFin);
    expect(Date.now() - debut).toBeLessThan(5000);
    expect(bilan.rapport).toContain("interrompue après 1 s");
  });

  it("arrêtent la vérification : les cas suivants ne sont pas lancés", () => {
    let appels = 0;
    const avance = (i: number, j: number): [number, number] => {
      appels++;
      // Faux au premier cas, sans fin au deuxième.
      return appels === 1 ? [i, j] : tourneSansFin();
    };
    const bilan = verifier("avance_case", avance, { delai: 100 });
    expect(appels).toBe(2);
    expect(bilan.premierEchec?.description).toBe("début de la grille");
    expect(bilan.rapport).toContain(
      "Au cas « milieu d'une ligne », la fonction ne s'arrête pas (interrompue après 0,1 s) : " +
        "les cas suivants n'ont pas été lancés.",
    );
  });

  it("sont repérées dans la résolution et rapportées avec leur cas", () => {
    const bilan = verifier(
      "resolution",
      (M: number[][]) => (M[0][0] === 0 ? tourneSansFin() : resolution(M).resolue),
      { delai: 200 },
    );
    expect(bilan.statut).toBe("echec");
    expect(bilan.premierEchec?.description).toBe(
      "grille sans solution : la première case vide n'a aucune valeur possible",
    );
    expect(bilan.rapport).toContain("ne s'arrête pas");
  });
});

describe("la résolution de l'élève", () => {
  it("peut renvoyer l'objet de la bibliothèque, avec resolue", () => {
    expect(verifier("resolution", (M: number[][]) => resolution(M)).statut).toBe("reussi");
  });

  it("peut seulement afficher M : ses affichages sont masqués pendant la vérification", () => {
    const affichage = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const resolutionQuiAffiche = (M: number[][]) => {
      const { resolue } = resolution(M);
      console.log(resolue ? M : "Le problème n'a pas été résolu.");
    };
    expect(verifier("resolution", resolutionQuiAffiche).statut).toBe("reussi");
    expect(affichage).not.toHaveBeenCalled();
  });

  it("ne peut pas renvoyer autre chose qu'un booléen", () => {
    const bilan = verifier("resolution", (M: number[][]) => (resolution(M).resolue ? 1 : 0));
    expect(bilan.statut).toBe("echec");
    expect(bilan.rapport).toContain("Obtenu : 1 (un nombre, alors qu'on attend un booléen)");
  });
});

describe("la liste des cases protégées", () => {
  it("peut être dans n'importe quel ordre", () => {
    const aLEnvers = (M: number[][]) => protection(M).reverse();
    expect(verifier("protection", aLEnvers).statut).toBe("reussi");
  });

  it("doit contenir des cases [i, j]", () => {
    const enTexte = (M: number[][]) => protection(M).map(([i, j]) => `(${i}, ${j})`);
    const bilan = verifier("protection", enTexte);
    expect(bilan.statut).toBe("echec");
    expect(bilan.rapport).toContain("on attend une liste de cases, chacune écrite [i, j]");
  });
});

describe("les appels mal faits", () => {
  it("disent clairement que verifier attend une fonction", () => {
    const bilan = verifier("test_ligne", true as never);
    expect(bilan.statut).toBe("echec");
    expect(bilan.rapport).toContain("verifier attend la fonction elle-même, mais a reçu true");
    expect(bilan.rapport).toContain('Écrivez verifier("test_ligne", test_ligne)');
  });

  it("refusent un nom inconnu en donnant la liste des noms", () => {
    expect(() => verifier("test_lignes" as NomExercice, test_ligne_juste)).toThrow(
      /ne connaît pas la fonction "test_lignes".*test_ligne, test_colonne, test_carre, test, protection, remplissage, avance_case, recule_case, resolution/,
    );
  });
});
