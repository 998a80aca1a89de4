import { describe, expect, it } from "vitest";
import {
  Grille,
  lireBloc,
  lireCSV,
  lireFichierLignes,
  lireGrilles,
  lireLigne,
  lireTabulations,
  versBloc,
  versCSV,
  versLigne,
  versTabulations,
} from "../../src/grille";
import { ENONCE, ENONCE_BLOC, ENONCE_TABULATIONS, enonceModele, solutionModele } from "../exemples";

const enonce = lireLigne(ENONCE);

describe("écrire une grille 9×9", () => {
  it("versLigne écrit 81 caractères, « . » pour une case vide, sans retour à la ligne", () => {
    expect(versLigne(enonce)).toBe(ENONCE);
    expect(versLigne(enonce, "0")).toBe(ENONCE.replace(/\./g, "0"));
  });

  it("versBloc écrit le format test.txt, chaque ligne finie par « \\n »", () => {
    expect(versBloc(enonce)).toBe(ENONCE_BLOC.join("\n") + "\n");
    expect(versBloc(enonce, ".").split("\n")[0]).toBe("...12....");
  });

  it("versCSV écrit des champs vides pour les cases vides", () => {
    const lignes = versCSV(enonce).split("\n");
    expect(lignes[0]).toBe(",,,1,2,,,,");
    expect(lignes[4]).toBe(",,,,,,,,");
    expect(lignes).toHaveLength(10);
    expect(lignes[9]).toBe("");
  });

  it("versTabulations écrit l'annexe du TD, en gardant toutes les tabulations", () => {
    expect(versTabulations(enonce)).toBe(ENONCE_TABULATIONS.join("\n") + "\n");
    expect(versTabulations(enonce).split("\n")[4]).toBe("\t".repeat(8));
  });

  it("écrit en nombres décimaux les valeurs au-delà de 9 dans un CSV", () => {
    const premiere = versCSV(solutionModele(4)).split("\n")[0];
    expect(premiere).toBe("1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16");
    expect(versLigne(solutionModele(4)).slice(0, 16)).toBe("123456789ABCDEFG");
  });
});

describe("chaque écriture se relit à l'identique", () => {
  const lecteurs: [string, (g: Grille) => string, (texte: string) => Grille][] = [
    ["ligne", (g) => versLigne(g), (texte) => lireLigne(texte)],
    ["bloc", (g) => versBloc(g), (texte) => lireBloc(texte)],
    ["CSV", versCSV, (texte) => lireCSV(texte)],
    ["tabulations", versTabulations, (texte) => lireTabulations(texte)],
  ];

  for (const n of [2, 3, 4, 5]) {
    const taille = `${n * n}×${n * n}`;
    for (const [format, ecrire, lire] of lecteurs) {
      it(`au format ${format}, en ${taille}, énoncé et solution`, () => {
        for (const g of [enonceModele(n), solutionModele(n), Grille.vide(n * n)]) {
          const relue = lire(ecrire(g));
          expect(relue.taille).toBe(n * n);
          expect(relue.valeurs).toEqual(g.valeurs);
        }
      });
    }
  }

  it("et lireGrilles reconnaît chaque écriture", () => {
    for (const n of [2, 3, 4, 5]) {
      const g = enonceModele(n);
      for (const texte of [versBloc(g), versCSV(g), versTabulations(g)]) {
        expect(lireGrilles(texte).map((lue) => lue.valeurs)).toEqual([g.valeurs]);
      }
    }
  });

  it("une grille par ligne, jointes par « \\n », se relisent avec lireFichierLignes", () => {
    const grilles = [enonce, solutionModele(3), enonceModele(3)];
    const texte = grilles.map((g) => versLigne(g)).join("\n") + "\n";
    expect(lireFichierLignes(texte).map((g) => g.valeurs)).toEqual(grilles.map((g) => g.valeurs));
  });

  it("une première rangée vide survit à l'écriture en tabulations", () => {
    const g = lireLigne(".".repeat(9) + ENONCE.slice(9));
    expect(lireTabulations(versTabulations(g)).valeurs).toEqual(g.valeurs);
  });
});
