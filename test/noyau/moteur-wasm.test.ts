/**
 * Le moteur wasm dans le noyau du cours : la bibliothèque précompilée
 * (.cache/noyau) ne contient que du JavaScript ; le module `bandes.wasm` doit
 * pourtant être trouvé depuis une cellule, comme dans un carnet.
 */
import { join } from "node:path";
import * as ts from "@tslab/typescript-for-tslab";
import { afterAll, expect, it } from "vitest";
import { Bibliotheque, construire } from "../../src/noyau/bibliotheque";
import { Cellules } from "../../src/noyau/cellules";
import { resoudreRapide } from "../../src/rapide/index";
import { RACINE } from "../aide-processus";

const dossierDeDepart = process.cwd();
const racine = RACINE;
/** La première grille du top 95. */
const GRILLE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
// Voir test/noyau/bibliotheque.test.ts : TypeScript doit relire le dossier courant.
ts.sys.getCurrentDirectory = () => process.cwd();

afterAll(() => {
  process.chdir(dossierDeDepart);
});

it("une cellule résout avec le moteur wasm, depuis la bibliothèque précompilée", async () => {
  process.chdir(racine);
  const bibliotheque = new Bibliotheque(racine, construire);
  const cellules = new Cellules(racine, { bibliotheque });
  const issue = await cellules.executer(
    [
      'import { resoudreRapide, cheminDuModuleWasm } from "./src/index";',
      `const g = "${GRILLE}";`,
      'const r = resoudreRapide(Array.from(g, (c) => (c === "." ? 0 : Number(c))), { limite: 2, moteur: "wasm" });',
      '[r.statut, r.solutions, r.solution?.join(""), cheminDuModuleWasm()]',
    ].join("\n"),
    "Cellule [1]",
  );
  expect(bibliotheque.mode).toBe("precompilee");
  const attendue = resoudreRapide(
    Array.from(GRILLE, (c) => (c === "." ? 0 : Number(c))),
    {
      moteur: "bandes",
    },
  ).solution?.join("");
  expect(issue).toEqual({
    statut: "ok",
    valeur: { v: ["resolue", 1, attendue, join(racine, "src", "rapide", "bandes.wasm")] },
  });
  cellules.fermer();
}, 170_000);
