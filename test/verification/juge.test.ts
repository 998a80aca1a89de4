/**
 * Le juge de la correction (src/verification/juge.ts) : il note une cellule
 * `verifier` sur ses pièces, qu'il ne croit que pour ce qu'on ne peut pas
 * inventer sans faire l'exercice.
 */
import { afterEach, describe, expect, it } from "vitest";
import { definirCasCaches, juger, verifier } from "../../src/verification/index";
import { descriptionsCachees } from "../../src/verification/juge";
import { decoder, encoder, type Pieces } from "../../src/verification/pieces";
import { EXERCICES, NOMS_EXERCICES } from "../../src/exercices";
import { exerciceTestLigne } from "../../src/exercices/contraintes";
import { test_ligne as test_ligne_du_cours } from "../../src/td";
import { recopie } from "../exercices/aide-recopie";
import { contexteDEssai } from "../../src/socle/correction";

/** La version du cours et son erreur typique « la case (i, j) comptée », passées comme par un élève. */
const test_ligne = recopie(test_ligne_du_cours);
const sansK = recopie(
  exerciceTestLigne.erreurs.find((e) => e.code === "ligne-case-comptee")!.fonction,
);

afterEach(() => {
  contexteDEssai(undefined);
  definirCasCaches("test_ligne", []);
});

/** Pendant une correction : le contexte que le noyau pose, avec ou sans graine de cas tirés. */
const enCorrection = (graine?: number) => contexteDEssai({ graine, pieges: [] });

/** Les pièces que laisse `verifier` pendant une correction. */
function piecesDe(fonction: (...args: never[]) => unknown, graine?: number): Pieces {
  enCorrection(graine);
  const bilan = verifier("test_ligne", fonction);
  expect(bilan.rapport).toContain("le juge de la correction donne la note");
  return bilan.pieces!;
}

const SOURCE = 'verifier("test_ligne", test_ligne);';

describe("les pièces", () => {
  it("gardent ce que JSON perdrait", () => {
    const valeur = {
      a: [undefined, NaN, -0, Infinity, -Infinity, 10n],
      m: new Map<unknown, unknown>([[1, new Set([2, 3])]]),
      s: "texte",
      n: null,
    };
    const relue = decoder(JSON.parse(JSON.stringify(encoder(valeur)))) as typeof valeur;
    expect(relue).toEqual(valeur);
    expect(Object.is(relue.a[2], -0)).toBe(true);
  });

  it("ne sont jointes que pendant une correction, quand le noyau en a posé le contexte", () => {
    expect(verifier("test_ligne", test_ligne).pieces).toBeUndefined();
    expect(verifier("test_ligne", test_ligne).statut).toBe("reussi");
    enCorrection();
    expect(verifier("test_ligne", test_ligne).pieces?.statut).toBe("observe");
  });
});

describe("le juge", () => {
  it("note une fonction juste ✅ et une fonction fausse ❌, avec l'erreur typique", () => {
    expect(juger({ nom: "test_ligne", source: SOURCE, pieces: piecesDe(test_ligne) }).statut).toBe(
      "reussi",
    );
    const faux = juger({ nom: "test_ligne", source: SOURCE, pieces: piecesDe(sansK) });
    expect(faux.statut).toBe("echec");
    expect(faux.rapport).toContain("la colonne j n'est pas exclue");
  });

  it("sans pièces (verifier remplacé), ou pour une copie refusée, l'exercice vaut 0", () => {
    expect(juger({ nom: "test_ligne", source: SOURCE, pieces: undefined }).statut).toBe("echec");
    const refusee = juger({
      nom: "test_ligne",
      source: SOURCE,
      pieces: piecesDe(test_ligne),
      faute: "la cellule verrouillée « lecon1-02 » du devoir manque",
    });
    expect(refusee.statut).toBe("echec");
    expect(refusee.rapport).toContain("lecon1-02");
  });

  it("refuse des cas qui ne sont pas ceux du devoir, et des cas cachés manquants", () => {
    const pieces = piecesDe(test_ligne);
    if (pieces.statut !== "observe") throw new Error("pièces attendues");
    // Des cas visibles changés pour des cas faciles.
    const faciles = { ...pieces, cas: pieces.cas.map(() => pieces.cas[0]) };
    expect(juger({ nom: "test_ligne", source: SOURCE, pieces: faciles }).rapport).toContain(
      "ne sont pas ceux du devoir",
    );
    // La cellule notée annonce un cas caché que les pièces n'ont pas.
    const cachee = `// DEBUT TESTS CACHES\ndefinirCasCaches("test_ligne", [\n  { description: "autre grille : 8 plus loin", arguments: [2, 5, 8, g] },\n]);\n// FIN TESTS CACHES\n${SOURCE}`;
    expect(descriptionsCachees(cachee)).toEqual(["autre grille : 8 plus loin"]);
    expect(juger({ nom: "test_ligne", source: cachee, pieces }).statut).toBe("echec");
  });

  it("calcule lui-même les réponses des cas cachés : une fonction juste sauf pour 8 échoue", () => {
    const grille = Array.from({ length: 9 }, (_, i) =>
      i === 2 ? [9, 8, 7, 6, 5, 4, 3, 2, 1] : Array(9).fill(0),
    );
    definirCasCaches("test_ligne", [
      { description: "autre grille : 8 plus loin", arguments: [2, 5, 8, grille] },
    ]);
    const saufHuit = (i: number, j: number, n: number, M: number[][]) =>
      n === 8 ? true : test_ligne(i, j, n, M);
    const source = `// DEBUT TESTS CACHES\n{ description: "autre grille : 8 plus loin" }\n// FIN TESTS CACHES\n${SOURCE}`;
    expect(juger({ nom: "test_ligne", source, pieces: piecesDe(saufHuit) }).statut).toBe("echec");
    expect(juger({ nom: "test_ligne", source, pieces: piecesDe(test_ligne) }).statut).toBe(
      "reussi",
    );
  });

  it("avec les cas du carnet du professeur : des arguments cachés changés sont refusés", () => {
    const grille = Array.from({ length: 9 }, (_, i) =>
      i === 2 ? [9, 8, 7, 6, 5, 4, 3, 2, 1] : Array(9).fill(0),
    );
    const description = "autre grille : 8 plus loin";
    const source = `// DEBUT TESTS CACHES\n{ description: "${description}" }\n// FIN TESTS CACHES\n${SOURCE}`;
    definirCasCaches("test_ligne", [{ description, arguments: [2, 5, 8, grille] }]);
    const duProfesseur = piecesDe(test_ligne);
    if (duProfesseur.statut !== "observe") throw new Error("pièces attendues");
    // Une copie juste sauf sur la grille cachée, qui a remplacé dans son noyau les arguments du
    // cas caché (même description) par ceux d'une grille vide.
    const sauvage = (i: number, j: number, n: number, M: number[][]) =>
      M[2][0] === 9 ? !test_ligne(i, j, n, M) : test_ligne(i, j, n, M);
    const vide = Array.from({ length: 9 }, () => Array(9).fill(0));
    definirCasCaches("test_ligne", [{ description, arguments: [2, 5, 8, vide] }]);
    const falsifiees = piecesDe(sauvage);
    // Sans les cas du professeur, la description suffirait : c'est ce que ferme la référence.
    expect(juger({ nom: "test_ligne", source, pieces: falsifiees }).statut).toBe("reussi");
    const refusee = juger({ nom: "test_ligne", source, pieces: falsifiees, cas: duProfesseur.cas });
    expect(refusee.statut).toBe("echec");
    expect(refusee.rapport).toContain("ne sont pas ceux du devoir");
    // Et la copie honnête passe avec les mêmes cas de référence, même relus d'un carnet
    // enregistré, où nbformat range les clés.
    const rangees = JSON.parse(
      JSON.stringify(duProfesseur.cas, (_, v: unknown) =>
        v && typeof v === "object" && !Array.isArray(v)
          ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
          : v,
      ),
    ) as unknown[];
    expect(JSON.stringify(rangees)).not.toBe(JSON.stringify(duProfesseur.cas));
    definirCasCaches("test_ligne", [{ description, arguments: [2, 5, 8, grille] }]);
    const honnete = {
      nom: "test_ligne",
      source,
      pieces: piecesDe(test_ligne),
      cas: duProfesseur.cas,
    };
    expect(juger(honnete).statut).toBe("reussi");
    const sauvageHonnete = { ...honnete, pieces: piecesDe(sauvage) };
    expect(juger(sauvageHonnete).statut).toBe("echec");
  });

  // Les exercices des leçons 2 et 3 reçoivent des objets du cours (PSC, contraintes, variables) ;
  // choisirVariableMRV rend une Variable : le juge doit les juger comme verifier.
  it.each(NOMS_EXERCICES)(
    "%s : le juge donne le verdict de verifier, version juste et chaque erreur typique",
    (nom) => {
      const exercice = EXERCICES[nom];
      const source = `verifier("${nom}", ${nom});`;
      // Le verdict de verifier, hors correction, est prouvé ailleurs (verifier.test.ts) :
      // « reussi » pour la référence, « echec » pour chaque erreur typique.
      const versions = [
        { fonction: exercice.reference, attendu: "reussi" },
        ...exercice.erreurs.map((e) => ({ fonction: e.fonction, attendu: "echec" })),
      ];
      for (const { fonction, attendu } of versions) {
        enCorrection();
        const pieces = verifier(nom, recopie(fonction)).pieces;
        expect(juger({ nom, source, pieces }).statut, `${nom}, ${fonction.name}`).toBe(attendu);
      }
      // Avec les cas tirés d'une graine : la référence passe, et le juge tire les mêmes cas.
      enCorrection(20261128);
      const pieces = verifier(nom, recopie(exercice.reference)).pieces;
      expect(juger({ nom, source, pieces, graine: 20261128 }).statut).toBe("reussi");
    },
    // resolution : chaque erreur typique tourne jusqu'à son délai (5 s) ou son million de tours.
    60_000,
  );

  it("une valeur inventée pour un cas ne passe pas", () => {
    const pieces = piecesDe(test_ligne);
    if (pieces.statut !== "observe") throw new Error("pièces attendues");
    const inventees = {
      ...pieces,
      observations: pieces.observations.map(() =>
        encoder({ issue: { type: "valeur", valeur: true } }),
      ),
    };
    expect(juger({ nom: "test_ligne", source: SOURCE, pieces: inventees }).statut).toBe("echec");
  });

  // reduireParSuppression reçoit un oracle : une fonction, que les pièces gardent par son texte. Ce
  // texte dépend de la traduction du cours (celle de la cage n'est pas celle du juge) : il ne compte pas.
  it("un argument fonction : son texte ne compte pas, les données du cas si", () => {
    const nom = "reduireParSuppression";
    const source = `verifier("${nom}", ${nom});`;
    enCorrection(20261207);
    const pieces = verifier(nom, recopie(EXERCICES[nom].reference)).pieces;
    if (pieces?.statut !== "observe") throw new Error("pièces attendues");
    const remplacer = (de: string, par: string) =>
      JSON.parse(JSON.stringify(pieces).split(de).join(par)) as Pieces;
    const autreTraduction = remplacer("(sousListe) =>", "function (sousListe) { return");
    expect(autreTraduction).not.toEqual(pieces);
    expect(juger({ nom, source, pieces: autreTraduction, graine: 20261207 }).statut).toBe("reussi");
    const autresDonnees = remplacer('"colonne 3"', '"colonne 4"');
    const refus = juger({ nom, source, pieces: autresDonnees, graine: 20261207 });
    expect(refus.statut).toBe("echec");
    expect(refus.rapport).toContain("ne sont pas ceux du devoir");
  });

  it("des pièces de la mauvaise forme valent 0 avec leur raison, sans faire lever le juge", () => {
    const pieces = piecesDe(test_ligne);
    if (pieces.statut !== "observe") throw new Error("pièces attendues");
    const abimees: unknown[] = [
      { ...pieces, observations: pieces.observations.map(() => null) },
      { ...pieces, observations: [{ issue: null }] },
      { ...pieces, observations: [{ issue: { type: "erreur" } }] },
      { ...pieces, observations: "rien" },
      { ...pieces, cas: 7 },
      { ...pieces, observations: [{ issue: { type: "valeur", valeur: true }, journal: 3 }] },
      null,
      42,
    ];
    for (const p of abimees) {
      const bilan = juger({ nom: "test_ligne", source: SOURCE, pieces: p as Pieces });
      expect(bilan.statut, JSON.stringify(p).slice(0, 80)).toBe("echec");
      expect(bilan.rapport).toMatch(/0 point/);
    }
  });

  it("sans pièces, il dit pourquoi : fonction absente (cellule qui ne compile pas), copie arrêtée", () => {
    const absente = juger({
      nom: "test_ligne",
      source: SOURCE,
      pieces: undefined,
      erreur: "ReferenceError: test_ligne is not defined",
    });
    expect(absente.rapport).toContain("La fonction n'existait pas");
    expect(absente.rapport).not.toContain("verifier » remplacé");
    // Le message du compilateur, en français depuis que le noyau charge ses traductions.
    const nonCompilee = juger({
      nom: "test_ligne",
      source: SOURCE,
      pieces: undefined,
      erreur: "Cellule [3], ligne 1, colonne 1 : Le nom 'test_ligne' est introuvable. (TS2304)",
    });
    expect(nonCompilee.rapport).toContain("La fonction n'existait pas");
    const arretee = juger({
      nom: "test_ligne",
      source: SOURCE,
      pieces: undefined,
      arret: "le noyau de la copie s'est arrêté (mémoire épuisée).",
    });
    expect(arretee.rapport).toContain("mémoire épuisée");
  });
});

describe("les cas tirés à la correction", () => {
  it("s'ajoutent aux cas de la copie, et le juge tire les mêmes de la même graine", () => {
    const pieces = piecesDe(test_ligne, 7);
    if (pieces.statut !== "observe") throw new Error("pièces attendues");
    const visibles = EXERCICES.test_ligne.cas.length;
    expect(pieces.cas.length).toBeGreaterThan(visibles);
    expect(juger({ nom: "test_ligne", source: SOURCE, pieces, graine: 7 }).statut).toBe("reussi");
    // Une autre graine tire d'autres cas : ceux de la copie ne sont plus ceux du devoir.
    const autre = juger({ nom: "test_ligne", source: SOURCE, pieces, graine: 8 });
    expect(autre.rapport).toContain("ne sont pas ceux du devoir");
    // Sans ses cas tirés, la copie n'a pas passé tous les cas du devoir.
    const sansTires = piecesDe(test_ligne);
    expect(juger({ nom: "test_ligne", source: SOURCE, pieces: sansTires, graine: 7 }).statut).toBe(
      "echec",
    );
  });

  it("une table des réponses des cas visibles, apprise par cœur, ne passe pas", () => {
    // La table : pour chaque cas visible, sa réponse ; ailleurs, une réponse au hasard.
    const table = new Map(
      EXERCICES.test_ligne.cas.map((c) => [
        JSON.stringify(c.arguments),
        test_ligne(...(c.arguments as [number, number, number, number[][]])),
      ]),
    );
    const parCoeur = (i: number, j: number, n: number, M: number[][]) =>
      table.get(JSON.stringify([i, j, n, M])) ?? true;
    expect(verifier("test_ligne", parCoeur).statut).toBe("reussi");
    const graines = [1, 2, 3, 4, 5];
    const notes = graines.map(
      (g) =>
        juger({ nom: "test_ligne", source: SOURCE, pieces: piecesDe(parCoeur, g), graine: g })
          .statut,
    );
    expect(notes).toEqual(graines.map(() => "echec"));
  });
});
