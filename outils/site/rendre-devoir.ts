/**
 * Où JupyterLite montre « Rendre mon devoir » (src/noyau/navigateur/rendre-devoir.ts) :
 * dans le menu Fichier et dans la barre d'outils du carnet. JupyterLab lit ces
 * places dans les réglages de l'extension (`schema/<plugin>.json`), que
 * `@jupyter/builder` range avec elle : l'extension n'a pas à embarquer les
 * paquets du menu et du carnet pour s'y ajouter.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { COMMANDE_RENDRE, pluginRendre } from "../../src/noyau/navigateur/rendre-devoir";

/** Les réglages du plugin : ses places dans les menus et la barre d'outils. */
export function schemaRendre(): Record<string, unknown> {
  return {
    title: "Rendre mon devoir",
    description: "Télécharger le carnet pour le professeur, sous un nom qui dit qui le rend.",
    "jupyter.lab.menus": {
      main: [
        {
          id: "jp-mainmenu-file",
          items: [
            { type: "separator", rank: 98 },
            { command: COMMANDE_RENDRE, rank: 98 },
          ],
        },
      ],
    },
    "jupyter.lab.toolbars": {
      // Le libellé en toutes lettres : la commande n'a pas d'icône.
      Notebook: [
        { name: "rendre-devoir", command: COMMANDE_RENDRE, label: "Rendre mon devoir", rank: 1000 },
      ],
    },
    type: "object",
    properties: {},
    additionalProperties: false,
  };
}

/** Écrit le fichier de réglages du plugin dans `dossier` (le `schemaDir` de l'extension). */
export function ecrireSchemaRendre(dossier: string): void {
  mkdirSync(dossier, { recursive: true });
  const nom = pluginRendre.id.split(":")[1];
  writeFileSync(join(dossier, `${nom}.json`), JSON.stringify(schemaRendre(), null, 2) + "\n");
}
