/**
 * Deux élèves sur une classe d'essai (comptes Unix, hub sur 127.0.0.1) : l'un
 * ne peut rien lire de l'autre, ni par son noyau, ni par le hub ; et sa copie
 * des leçons n'est jamais écrasée. Demande root (création des comptes).
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Observations } from "../../outils/classe/classe-isolation";
import { EST_ROOT, lancerScriptDeClasse } from "./aide-classe";

describe.skipIf(!EST_ROOT)("une classe avec JupyterHub : isolation des élèves", () => {
  let o: Observations;
  beforeAll(async () => {
    o = await lancerScriptDeClasse<Observations>("classe-isolation.ts", [], 400_000);
  }, 420_000);

  it("un mauvais mot de passe est refusé", () => {
    expect(o.motDePasseFaux).toMatch(/connexion refusée/);
  });

  it("le noyau de l'élève tourne sous son compte Unix", () => {
    expect(o.uidDuNoyau).toBe(o.uidAttendu);
  });

  it("par son noyau, l'élève lit son carnet, mais rien de l'autre élève ni du hub, et n'écrit pas dans le cours", () => {
    expect(o.parLeNoyau).toEqual({
      "son propre carnet": "lu",
      "le carnet de B": "EACCES",
      "le dossier de B": "EACCES",
      "la base du hub": "EACCES",
      "le secret des cookies du hub": "EACCES",
      "/etc/shadow": "EACCES",
      "écrire dans le cours (src/index.ts)": "EACCES",
      "écrire chez B": "EACCES",
    });
  });

  it("par le hub, son jeton ouvre son serveur et rien de celui de l'autre", () => {
    const { "ses carnets": siens, ...autres } = o.parLeHub;
    expect(siens).toBe(200);
    for (const [acces, statut] of Object.entries(autres))
      expect([403, 404], `${acces} : ${statut}`).toContain(statut);
  });

  it("le travail de l'élève survit à l'arrêt et au redémarrage de son serveur (copie jamais écrasée)", () => {
    expect(o.copieGardee).toBe(true);
  });
});
