import { existsSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sousVerrou } from "../outils/commun/sous-verrou";
import { dossierTemporaire } from "./aide-dossiers";

const attendre = (ms: number) => new Promise((suite) => setTimeout(suite, ms));

describe("sousVerrou", () => {
  it("fait passer les préparations d'un même cache l'une après l'autre, et enlève le verrou", async () => {
    const verrou = join(dossierTemporaire("verrou"), "cache.verrou");
    const journal: string[] = [];
    const preparer = (nom: string) =>
      sousVerrou(verrou, 60_000, async () => {
        journal.push(`début ${nom}`);
        await attendre(300);
        journal.push(`fin ${nom}`);
        return nom;
      });
    expect(await Promise.all([preparer("a"), preparer("b")])).toEqual(["a", "b"]);
    expect(journal).toEqual(["début a", "fin a", "début b", "fin b"]);
    expect(existsSync(verrou)).toBe(false);
  });

  it("enlève un verrou trop vieux, laissé par une préparation morte en route", async () => {
    const verrou = join(dossierTemporaire("verrou"), "cache.verrou");
    writeFileSync(verrou, "");
    const ilYAUneHeure = new Date(Date.now() - 3_600_000);
    utimesSync(verrou, ilYAUneHeure, ilYAUneHeure);
    expect(await sousVerrou(verrou, 60_000, () => Promise.resolve("fait"))).toBe("fait");
  });

  it("rend le verrou même quand la préparation échoue", async () => {
    const verrou = join(dossierTemporaire("verrou"), "cache.verrou");
    await expect(
      sousVerrou(verrou, 60_000, () => Promise.reject(new Error("raté"))),
    ).rejects.toThrow("raté");
    expect(existsSync(verrou)).toBe(false);
  });
});
