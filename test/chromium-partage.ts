/**
 * Un seul Chromium pour tous les fichiers du palier de bout en bout
 * (vitest.config.mts) : lancé une fois avant le premier fichier, fermé après
 * le dernier. Les fichiers s'y connectent par `lancerChromium`
 * (outils/commun/page-jupyter.ts), qui lit son adresse dans l'environnement ;
 * chacun y ouvre ses propres contextes, aussi séparés que deux navigateurs
 * (stockage, témoins, cache). On évite ainsi un démarrage de Chromium par
 * fichier, et autant de processus en mémoire.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_PARTAGE, optionsDeChromium } from "../outils/commun/page-jupyter";

export default async function lancerLeChromiumPartage(): Promise<() => Promise<void>> {
  // Un nom court : la socket de Chromium y tient dans 107 octets.
  const maison = mkdtempSync(join(tmpdir(), "chromium-"));
  const serveur = await chromium.launchServer(optionsDeChromium(maison));
  // Les fichiers de test tournent dans des processus fils de vitest, lancés après : ils en héritent.
  process.env[CHROMIUM_PARTAGE] = serveur.wsEndpoint();
  return async () => {
    delete process.env[CHROMIUM_PARTAGE];
    await serveur.close();
    rmSync(maison, { recursive: true, force: true });
  };
}
