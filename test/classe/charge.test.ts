/**
 * Le test de charge réduit (N = 5) : le même script que `npm run classe:charge`.
 * Aucune assertion de durée : aucun échec, et chaque carnet enregistré relu
 * intact. Demande root (création des comptes).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { ResultatSerie } from "../../outils/classe/classe-charge";
import { PREFIXE_ESSAI } from "../../outils/classe/essai";
import { EST_ROOT, lancerScriptDeClasse } from "./aide-classe";

describe.skipIf(!EST_ROOT)("une classe avec JupyterHub : cinq élèves à la fois", () => {
  it(
    "connexion, serveur, leçon 1 jusqu'à la première vérification, leçon 6 réduite : aucun échec, carnets intacts",
    { timeout: 1_000_000 },
    async () => {
      const [serie] = await lancerScriptDeClasse<ResultatSerie[]>(
        "classe-charge.ts",
        ["--eleves", "5"],
        990_000,
      );
      expect(serie.resultats).toHaveLength(5);
      for (const eleve of serie.resultats) {
        expect(eleve.echec, eleve.nom).toBeUndefined();
        expect(eleve.carnetsIntacts, eleve.nom).toBe(true);
        expect(eleve.latences.length, eleve.nom).toBeGreaterThanOrEqual(6);
      }
      expect(serie.resultats.filter((e) => e.lecon6)).toHaveLength(1);
      // Tout est défait : ni compte d'essai, ni dossier d'essai.
      const passwd = spawnSync("getent", ["passwd"], { encoding: "utf8" }).stdout;
      expect(passwd).not.toContain(serie.resultats[0].nom);
      expect(
        existsSync(
          `/srv/sudoku-classe-essai-${serie.resultats[0].nom.slice(PREFIXE_ESSAI.length, -3)}`,
        ),
      ).toBe(false);
    },
  );
});
