/**
 * Ce qui se vérifie sans hub de la remise des devoirs : la configuration
 * nbgrader et JupyterLab des élèves de la classe (outils/classe/echange.ts),
 * et la place de « Rendre mon devoir » dans le site (outils/site/rendre-devoir.ts).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  COMMANDE_DEVOIRS,
  COURS_NBGRADER,
  PLUGINS_CACHES,
  configurationNbgrader,
  reglagesDesEleves,
} from "../../outils/classe/echange";
import { IDENTIFIANT_DU_COURS } from "../../outils/correction/cours-nbgrader";
import { schemaRendre } from "../../outils/site/rendre-devoir";
import { COMMANDE_RENDRE } from "../../src/noyau/navigateur/rendre-devoir";
import { RACINE } from "../aide-processus";

describe("la remise des devoirs : configuration", () => {
  it("les élèves de la classe ont le cours et l'échange du professeur", () => {
    expect(COURS_NBGRADER).toBe(IDENTIFIANT_DU_COURS);
    const texte = configurationNbgrader("/srv/classe/echange");
    expect(texte).toContain(`c.CourseDirectory.course_id = "${IDENTIFIANT_DU_COURS}"`);
    expect(texte).toContain('c.Exchange.root = "/srv/classe/echange"');
  });

  it("de l'extension nbgrader, les élèves n'ont que la liste des devoirs, au menu Fichier", () => {
    expect(PLUGINS_CACHES).not.toContain("@jupyter/nbgrader:assignment-list");
    expect(PLUGINS_CACHES).toContain("@jupyter/nbgrader:formgrader");
    const cours = JSON.parse(
      readFileSync(join(RACINE, "jupyter", "lab", "settings", "overrides.json"), "utf8"),
    ) as Record<string, unknown>;
    const reglages = reglagesDesEleves(cours);
    // Les réglages du cours restent (la langue, par exemple).
    for (const [cle, valeur] of Object.entries(cours)) expect(reglages[cle]).toEqual(valeur);
    expect(JSON.stringify(reglages["@jupyterlab/mainmenu-extension:plugin"])).toContain(
      `"command":"${COMMANDE_DEVOIRS}"`,
    );
  });

  it("« Rendre mon devoir » est au menu Fichier et dans la barre d'outils du carnet", () => {
    const schema = JSON.stringify(schemaRendre());
    expect(schema).toContain(`"id":"jp-mainmenu-file"`);
    expect(schema).toContain(`"Notebook":[{"name":"rendre-devoir","command":"${COMMANDE_RENDRE}"`);
  });
});
