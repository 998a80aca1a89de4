/**
 * Un hub qui ne démarre pas (outils/classe/hub.ts) : l'erreur dit qu'il
 * s'est arrêté, avec son code et la fin de son journal (un échec se
 * comprend même quand le dossier du hub a disparu, comme après une
 * intégration continue), et une seconde tentative a été faite avec
 * d'autres ports internes ; aucun mandataire n'est laissé en route. Ici, l'adresse demandée n'est pas celle de la
 * machine : le mandataire ne peut pas l'ouvrir. Avec le journal au terminal
 * (npm run classe), ses erreurs y sont dites en français, chacune avec la
 * ligne du journal où la lire.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { lancerHub, portsLibres } from "../../outils/classe/hub";
import { lignesAnglaisesDuHub } from "../../outils/classe/journal-du-hub";
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

  it(
    "journal au terminal : ses erreurs y sont en français, avec la ligne du journal ; l'anglais reste dans le fichier",
    { timeout: 120_000 },
    async () => {
      const etat = join(dossierTemporaire("hub-echec-console"), "hub");
      const [port] = await portsLibres(1);
      const terminal: { texte: string; erreur: boolean }[] = [];
      const log = vi.spyOn(console, "log").mockImplementation((texte: string) => {
        terminal.push({ texte, erreur: false });
      });
      const error = vi.spyOn(console, "error").mockImplementation((texte: string) => {
        terminal.push({ texte, erreur: true });
      });
      let message: string;
      try {
        message = await lancerHub({
          cours: dossierTemporaire("hub-echec-console-cours"),
          etat,
          ip: "192.0.2.7",
          port,
          eleves: ["personne"],
          journalSurLaConsole: true,
        }).then(
          () => "démarré",
          (e: Error) => e.message,
        );
      } finally {
        log.mockRestore();
        error.mockRestore();
      }
      const journal = join(etat, "hub.log");
      expect(message).toMatch(
        /^le hub s'est arrêté au démarrage \(code \d+\) ; détails dans son journal : /,
      );
      expect(message.endsWith(journal)).toBe(true);
      const tout = terminal.map((l) => l.texte).join("\n");
      expect(lignesAnglaisesDuHub(tout)).toEqual([]);
      expect(tout).toContain("Limites de chaque élève : ");
      const erreurs = terminal.filter((l) => l.erreur);
      expect(erreurs.length).toBeGreaterThan(0);
      // Chaque erreur renvoie à une ligne du journal qui est bien une erreur.
      const lignes = readFileSync(journal, "utf8").split("\n");
      for (const { texte } of erreurs) {
        const m =
          /^Erreur du (?:hub à [\d:]+|mandataire du hub) : détails dans (.+), ligne (\d+)\.$/.exec(
            texte,
          );
        expect(m, texte).not.toBeNull();
        expect(m![1]).toBe(journal);
        expect(lignes[Number(m![2]) - 1]).toMatch(/^\[[EC] |\[ConfigProxy\] \S*error/);
      }
      await new Promise((r) => setTimeout(r, 500));
      expect(mandatairesSurLePort(port)).toEqual([]);
    },
  );
});
