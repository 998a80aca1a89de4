import { writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Bibliotheque } from "../../src/noyau/bibliotheque";
import { Cellules } from "../../src/noyau/cellules";
import { Coeur, type Contenu } from "../../src/noyau/coeur";
import { ANNONCE_PREMIERE_COMPILATION } from "../../src/noyau/premiere-compilation";
import { dossierTemporaire } from "../aide-dossiers";

/** Un projet sans cache, dont la construction du cache dure `ms` millisecondes (sans rien écrire). */
function projetSansCache(ms: number): { cellules: Cellules; fin: () => boolean } {
  const racine = dossierTemporaire("premiere-compilation");
  mkdirSync(join(racine, "src"));
  writeFileSync(join(racine, "src", "index.ts"), "export const x = 1;\n");
  let finie = false;
  const construire = () =>
    new Promise<void>((fin) =>
      setTimeout(() => {
        finie = true;
        fin();
      }, ms),
    );
  const bibliotheque = new Bibliotheque(racine, construire);
  return { cellules: new Cellules(racine, { bibliotheque }), fin: () => finie };
}

/** Ce que le cœur publie, dans l'ordre, avec l'état de la construction au moment de publier. */
function coeurQuiNote(cellules: Cellules, fin: () => boolean) {
  const publies: { type: string; contenu: Contenu; constructionFinie: boolean }[] = [];
  const coeur = new Coeur(
    cellules,
    (type, contenu) => publies.push({ type, contenu, constructionFinie: fin() }),
    () => undefined,
  );
  return { coeur, publies };
}

describe("la première compilation de la bibliothèque", () => {
  it("s'annonce en français sous la cellule, dès son début, puis la cellule s'exécute", async () => {
    const { cellules, fin } = projetSansCache(400);
    const { coeur, publies } = coeurQuiNote(cellules, fin);
    try {
      const { reponse } = await coeur.executer({ code: "1 + 1" });
      expect(reponse.status).toBe("ok");
      const flux = publies.filter((p) => p.type === "stream");
      expect(flux).toHaveLength(1);
      expect(flux[0].contenu).toEqual({ name: "stdout", text: ANNONCE_PREMIERE_COMPILATION });
      expect(flux[0].constructionFinie).toBe(false);
      expect(ANNONCE_PREMIERE_COMPILATION).toMatch(/^Première utilisation : compilation/);
      expect(publies.map((p) => p.type)).toEqual(["execute_input", "stream", "execute_result"]);

      // Une fois le cache là, les cellules suivantes ne disent plus rien.
      publies.length = 0;
      await coeur.executer({ code: "2 + 2" });
      expect(publies.map((p) => p.type)).toEqual(["execute_input", "execute_result"]);
    } finally {
      cellules.fermer();
    }
  });

  it("ne s'annonce pas dans une cellule silencieuse", async () => {
    const { cellules, fin } = projetSansCache(200);
    const { coeur, publies } = coeurQuiNote(cellules, fin);
    try {
      await coeur.executer({ code: "1", silent: true });
      expect(publies).toEqual([]);
    } finally {
      cellules.fermer();
    }
  });
});
