/**
 * L'enregistrement des carnets avant chaque cellule, dans la page
 * (src/noyau/navigateur/enregistrement.ts), essayé ici avec des contextes
 * imités : deux enregistrements d'un même document ne se croisent jamais.
 */
import { describe, expect, it } from "vitest";
import { Enregistreur } from "../../src/noyau/navigateur/enregistrement";

/** Un contexte de document dont l'écriture dure `ms` et qui compte les écritures simultanées. */
function contexteImite(ms: number) {
  const journal = { enCours: 0, maximum: 0, ecritures: 0 };
  const contexte = {
    path: "lecon.ipynb",
    model: {
      dirty: true,
      sharedModel: { cells: [{ cell_type: "code", getSource: () => "let x = 1;" }] },
    },
    contentsModel: { writable: true },
    async save(): Promise<void> {
      journal.enCours++;
      journal.maximum = Math.max(journal.maximum, journal.enCours);
      await new Promise((fin) => setTimeout(fin, ms));
      journal.ecritures++;
      journal.enCours--;
    },
  };
  return { contexte, journal };
}

function coquilleAvec(contexte: object) {
  const rappels: (() => void)[] = [];
  return {
    coquille: {
      widgets: () => [{ context: contexte }],
      layoutModified: { connect: (rappel: () => void) => rappels.push(rappel) },
    },
    ouvrir: () => rappels.forEach((r) => r()),
  };
}

describe("enregistrer avant chaque cellule, dans la page", () => {
  it("un enregistrement automatique en cours et celui du noyau se suivent, sans se croiser", async () => {
    const { contexte, journal } = contexteImite(50);
    const { coquille, ouvrir } = coquilleAvec(contexte);
    const enregistreur = new Enregistreur(coquille);
    ouvrir(); // le carnet s'ouvre : son save est mis en file
    const automatique = contexte.save(); // l'enregistrement automatique de JupyterLab part
    const bilan = await enregistreur.enregistrer(); // l'élève lance une cellule pendant ce temps
    await automatique;
    expect(bilan.enregistres).toEqual(["lecon.ipynb"]);
    expect(journal).toEqual({ enCours: 0, maximum: 1, ecritures: 2 });
  });

  it("Ctrl+S pendant l'enregistrement du noyau attend sa fin", async () => {
    const { contexte, journal } = contexteImite(30);
    const enregistreur = new Enregistreur({ widgets: () => [{ context: contexte }] });
    const avant = enregistreur.enregistrer();
    const manuel = contexte.save();
    await Promise.all([avant, manuel]);
    expect(journal.maximum).toBe(1);
    expect(journal.ecritures).toBe(2);
  });

  it("un enregistrement qui échoue ne bloque pas les suivants", async () => {
    const { contexte, journal } = contexteImite(10);
    const ecrire = contexte.save.bind(contexte);
    let premier = true;
    contexte.save = async () => {
      if (premier) {
        premier = false;
        throw new Error("disque plein");
      }
      return ecrire();
    };
    const enregistreur = new Enregistreur({ widgets: () => [{ context: contexte }] });
    await enregistreur.enregistrer();
    await expect(contexte.save()).resolves.toBeUndefined();
    expect(journal.ecritures).toBe(1);
  });

  it("un carnet non modifié, ou dont seules les sorties ont changé depuis le dernier passage, n'est pas réécrit", async () => {
    const { contexte, journal } = contexteImite(1);
    const enregistreur = new Enregistreur({
      widgets: () => [{ context: contexte }, { context: contexte }],
    });
    expect((await enregistreur.enregistrer()).enregistres).toEqual(["lecon.ipynb"]);
    expect((await enregistreur.enregistrer()).enregistres).toEqual([]);
    contexte.model.dirty = false;
    expect((await enregistreur.enregistrer()).enregistres).toEqual([]);
    expect(journal.ecritures).toBe(1);
  });
});
