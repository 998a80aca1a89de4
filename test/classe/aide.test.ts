/**
 * L'aide de `npm run classe` (outils/classe/mode-d-emploi.ts) : `--help`, `-h`
 * et `aide` l'affichent, sans rien installer ni demander root ; chaque option
 * qu'elle cite est une de celles que la commande lit, et chaque exemple n'en
 * prend pas d'autres.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lignesAnglaisesDuHub } from "../../outils/classe/journal-du-hub";
import { MODE_D_EMPLOI } from "../../outils/classe/mode-d-emploi";
import { RACINE, lancer } from "../aide-processus";

const classe = (args: string[]) =>
  lancer(
    process.execPath,
    [
      join(RACINE, "node_modules", "ts-node", "dist", "bin.js"),
      join(RACINE, "outils", "classe", "classe.ts"),
      ...args,
    ],
    { delai: 120_000 },
  );

/** Les options que classe.ts lit (« nom === "--ip" »). */
const OPTIONS_LUES = [
  ...readFileSync(join(RACINE, "outils", "classe", "classe.ts"), "utf8").matchAll(
    /nom === "(--[a-z]+)"/g,
  ),
].map((m) => m[1]);

describe("npm run classe : l'aide", () => {
  it.each([["--help"], ["-h"], ["aide"]])(
    "%s affiche l'aide et rend la main (code 0)",
    { timeout: 120_000 },
    async (demande) => {
      const r = await classe([demande]);
      expect(r.stderr).toBe("");
      expect(r.code).toBe(0);
      expect(r.stdout.trim()).toBe(MODE_D_EMPLOI);
      expect(lignesAnglaisesDuHub(r.stdout)).toEqual([]);
    },
  );

  it(
    "une option inconnue renvoie à l'aide, par une commande qui marche telle quelle",
    {
      timeout: 120_000,
    },
    async () => {
      const r = await classe(["--inconnue", "1"]);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(
        "option inconnue : --inconnue (l'aide : npm run classe -- --help).",
      );
    },
  );

  it("l'aide cite toutes les options lues, et ses exemples n'en prennent pas d'autres", () => {
    expect(OPTIONS_LUES.length).toBeGreaterThan(5);
    for (const option of OPTIONS_LUES)
      expect(MODE_D_EMPLOI).toMatch(new RegExp(`^  ${option} `, "m"));
    const exemples = MODE_D_EMPLOI.split("\n").filter((l) => l.trim().startsWith("sudo npm run"));
    expect(exemples.length).toBeGreaterThan(0);
    for (const exemple of exemples) {
      expect(exemple.trim()).toMatch(/^sudo npm run classe( -- |\s)/);
      for (const option of exemple.match(/--[a-z]+/g)?.slice(1) ?? [])
        expect(OPTIONS_LUES, exemple).toContain(option);
    }
  });
});
