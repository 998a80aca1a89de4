import { describe, expect, it } from "vitest";
import { Cellules } from "../../src/noyau/cellules";
import { Coeur } from "../../src/noyau/coeur";
import { parlerFrancais } from "../../src/noyau/francais";
import { parlerFrancaisSousNode } from "../../src/noyau/francais-node";
import { parlerFrancaisDansLaPage } from "../../src/noyau/navigateur/francais";
import { RACINE } from "../aide-processus";

// Les messages de TypeScript sont posés une fois pour tout le processus : le premier
// test voit l'anglais puis le français ; les suivants, déjà le français.

/** Les messages du compilateur pour une cellule. */
async function messages(cellules: Cellules, code: string): Promise<string[]> {
  const issue = await cellules.executer(code, "Cellule [1]");
  return issue.statut === "compilation" ? issue.diagnostics.map((d) => d.messageText) : [];
}

describe("les messages de TypeScript en français", () => {
  it("sous Node (noyau de Jupyter) : le fichier du paquet de TypeScript de tslab", async () => {
    const cellules = new Cellules(RACINE);
    try {
      expect(await messages(cellules, "consol.log(1)")).toEqual([
        "Cannot find name 'consol'. Did you mean 'console'?",
      ]);
      expect(parlerFrancaisSousNode()).toBe(true);
      expect(await messages(cellules, "matrice_originale.length")).toEqual([
        "Le nom 'matrice_originale' est introuvable.",
      ]);
      expect(await messages(cellules, "let s: string = 1;")).toEqual([
        "Impossible d'assigner le type 'number' au type 'string'.",
      ]);
    } finally {
      cellules.fermer();
    }
  });

  it("dans la page : les traductions embarquées dans le paquet du fil", () => {
    expect(parlerFrancaisDansLaPage()).toBe(true);
  });

  it("une seule fois : les appels suivants ne relisent rien", () => {
    expect(parlerFrancaisSousNode()).toBe(true);
    let lectures = 0;
    const lire = () => {
      lectures++;
      return {};
    };
    expect(parlerFrancais(lire, () => undefined)).toBe(true);
    expect(lectures).toBe(0);
  });

  it("laissent tslab reconnaître une cellule inachevée (il lit le message anglais)", () => {
    const coeur = new Coeur(
      {} as Cellules,
      () => undefined,
      () => undefined,
    );
    expect(coeur.estComplet({ code: "function f() {" })).toMatchObject({ status: "incomplete" });
    expect(coeur.estComplet({ code: "const a = 1;" })).toEqual({ status: "complete" });
  });
});
