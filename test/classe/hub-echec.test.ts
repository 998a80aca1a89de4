/**
 * Un hub qui ne démarre pas (outils/classe/hub.ts) : l'erreur dit qu'il
 * s'est arrêté, avec son code et la fin de son journal (un échec se
 * comprend même quand le dossier du hub a disparu, comme après une
 * intégration continue), et une seconde tentative a été faite avec
 * d'autres ports internes ; aucun mandataire n'est laissé en route. Ici, l'adresse demandée n'est pas celle de la
 * machine : le mandataire ne peut pas l'ouvrir.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lancerHub, portsLibres } from "../../outils/classe/hub";
import { commandeDuProjet } from "../../outils/commun/jupyter";
import { dossierTemporaire } from "../aide-dossiers";
import { processusAvec } from "../aide-processus";

/** Les processus configurable-http-proxy lancés pour ce port. */
function mandatairesSurLePort(port: number): string[] {
  return processusAvec(`--port ${port} `).filter((l) => l.includes("configurable-http-proxy"));
}

describe.skipIf(!commandeDuProjet("jupyterhub"))("un hub qui ne démarre pas", () => {
  it("les ports internes tirés ensemble sont tous différents", async () => {
    const ports = await portsLibres(20);
    expect(new Set(ports).size).toBe(20);
  });

  it(
    "l'erreur dit qu'il s'est arrêté, avec son code et la fin de son journal, après deux tentatives ; aucun mandataire ne reste",
    { timeout: 120_000 },
    async () => {
      const etat = join(dossierTemporaire("hub-echec"), "hub");
      const [port] = await portsLibres(1);
      const lancement = lancerHub({
        cours: dossierTemporaire("hub-echec-cours"),
        etat,
        // Une adresse de documentation (RFC 5737) : aucune machine ne l'a.
        ip: "192.0.2.7",
        port,
        eleves: ["personne"],
      });
      await expect(lancement).rejects.toThrow(
        /^le hub s'est arrêté au démarrage \(code \d+\) ; fin de son journal \(.*hub\.log\) :\n/,
      );
      const message = await lancement.catch((e: Error) => e.message);
      expect(message).toMatch(/192\.0\.2\.7/);
      const journal = readFileSync(join(etat, "hub.log"), "utf8");
      expect(journal.match(/Running JupyterHub version/g)).toHaveLength(2);
      // Le mandataire de chaque tentative est arrêté avec elle.
      await new Promise((r) => setTimeout(r, 500));
      expect(mandatairesSurLePort(port)).toEqual([]);
    },
  );
});
