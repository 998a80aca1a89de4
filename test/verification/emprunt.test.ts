import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import * as cours from "../../src/index";
import * as verification from "../../src/verification";
import { verifier } from "../../src/verification";
import { EXERCICES, NOMS_EXERCICES } from "../../src/exercices";
import { revise as reviseRenommee } from "../../src/psc/index";
import { recopie } from "../exercices/aide-recopie";

describe("verifier refuse les fonctions du cours", () => {
  it("refuse revise prise telle quelle dans la bibliothèque", () => {
    const bilan = verifier("revise", cours.revise as never);
    expect(bilan.statut).toBe("echec");
    expect(bilan.casReussis).toBe(0);
    expect(bilan.rapport).toBe(
      "❌ revise : verifier a reçu la fonction revise de la bibliothèque du cours, pas la vôtre. " +
        'Écrivez revise vous-même dans le carnet, puis vérifiez-la : verifier("revise", revise).',
    );
  });

  it("la refuse aussi importée sous un autre nom", () => {
    expect(verifier("revise", reviseRenommee as never).statut).toBe("echec");
    const { resolution: maResolution } = cours;
    expect(verifier("resolution", maResolution as never).rapport).toContain(
      "la fonction resolution de la bibliothèque du cours",
    );
  });

  it.each(NOMS_EXERCICES)("refuse la version de référence de %s", (nom) => {
    const bilan = verifier(nom, EXERCICES[nom].reference);
    expect(bilan.statut).toBe("echec");
    expect(bilan.rapport).toContain(`${nom} : verifier a reçu`);
  });

  it("refuse chaque fonction de la bibliothèque qui porte le nom d'un exercice", () => {
    const homonymes = NOMS_EXERCICES.filter(
      (nom) => typeof (cours as Record<string, unknown>)[nom] === "function",
    );
    expect(homonymes).toContain("test_ligne");
    for (const nom of homonymes) {
      const fonction = (cours as Record<string, unknown>)[nom] as never;
      expect(verifier(nom, fonction).rapport, nom).toContain("pas la vôtre");
    }
  });

  it("accepte une fonction écrite dans le carnet, même si elle appelle celle du cours", () => {
    expect(verifier("revise", recopie(cours.revise as never)).statut).toBe("reussi");
    expect(verifier("test_ligne", recopie(cours.test_ligne as never)).statut).toBe("reussi");
  });

  it("accepte une autre fonction de la bibliothèque, qui n'a pas le nom de l'exercice", () => {
    // Elle n'est pas refusée d'avance : elle est vérifiée, et échoue ici.
    expect(verifier("test_ligne", cours.test_colonne as never).rapport).not.toContain(
      "pas la vôtre",
    );
  });
});

describe("les fonctions du cours que verifier connaît", () => {
  it("sont dans le catalogue : chaque fonction exportée qui porte le nom d'un exercice y est nommée", () => {
    const oubliees = NOMS_EXERCICES.filter((nom) => {
      const fonction = (cours as Record<string, unknown>)[nom];
      if (typeof fonction !== "function" || Object.hasOwn(verification, nom)) return false;
      const { reference, equivalents = [] } = EXERCICES[nom];
      return fonction !== reference && !equivalents.includes(fonction as never);
    });
    expect(oubliees).toEqual([]);
  });

  it("sont lues sans que la bibliothèque s'importe elle-même : tslab ne charge pas un tel cycle", () => {
    const SRC = resolve(__dirname, "..", "..", "src");
    const fichiers = (dossier: string): string[] =>
      readdirSync(dossier).flatMap((nom) => {
        const chemin = join(dossier, nom);
        if (statSync(chemin).isDirectory()) return fichiers(chemin);
        return nom.endsWith(".ts") ? [chemin] : [];
      });
    const fautifs = fichiers(SRC).filter((fichier) =>
      [
        ...readFileSync(fichier, "utf8").matchAll(
          /^(?:import|export)\b[^;]*?from\s+"(\.{1,2}\/[^"]*)"/gm,
        ),
      ]
        .map((m) => resolve(dirname(fichier), m[1]))
        .includes(join(SRC, "index")),
    );
    expect(fautifs.map((f) => relative(SRC, f))).toEqual([]);
  });
});
