/**
 * Le bac à sable de `npm test` (outils/commun/bac-a-sable.ts) : les programmes
 * lancés dedans prennent sa maison et son dossier temporaire, et ce qu'ils
 * y laissent est signalé avant que tout soit effacé.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  creerBac,
  effacerBac,
  environnementDuBac,
  restesDuBac,
} from "../outils/commun/bac-a-sable";

describe("le bac à sable de npm test", () => {
  it("un programme lancé dedans y trouve son dossier personnel, ses dossiers XDG et son dossier temporaire", () => {
    const bac = creerBac();
    try {
      const env = environnementDuBac(bac, { PATH: process.env.PATH, HOME: "/home/eleve" });
      const r = spawnSync(
        process.execPath,
        ["-e", "const os = require('os'); console.log(os.homedir()); console.log(os.tmpdir());"],
        { env, encoding: "utf8" },
      );
      expect(r.stdout.trim().split("\n")).toEqual([bac.maison, bac.temporaire]);
      expect(env.XDG_CONFIG_HOME).toBe(join(bac.maison, ".config"));
      expect(env.XDG_CACHE_HOME).toBe(join(bac.maison, ".cache"));
      // npm garde la configuration et le cache de l'utilisateur, hors du bac.
      expect(env.npm_config_userconfig).toBe("/home/eleve/.npmrc");
      expect(env.npm_config_cache).toBe("/home/eleve/.npm");
    } finally {
      effacerBac(bac);
    }
  });

  it("signale un dossier temporaire oublié et ce qui est écrit sous la maison, puis efface tout", () => {
    const bac = creerBac();
    try {
      expect(restesDuBac(bac)).toEqual({ temporaires: [], maison: [] });
      mkdirSync(join(bac.temporaire, "sudoku-cli-oublie"));
      mkdirSync(join(bac.maison, ".config", "chromium"), { recursive: true });
      writeFileSync(join(bac.maison, ".config", "chromium", "Local State"), "{}");
      mkdirSync(join(bac.maison, ".cache", "dconf"), { recursive: true });
      expect(restesDuBac(bac)).toEqual({
        temporaires: ["sudoku-cli-oublie"],
        maison: [".cache/dconf", ".config/chromium/Local State"],
      });
    } finally {
      effacerBac(bac);
    }
    expect(existsSync(bac.racine)).toBe(false);
  });
});
