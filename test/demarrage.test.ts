import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { networkInterfaces, tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { preparerTravail } from "../outils/travail";
import { RACINE } from "./aide-processus";

describe("le dossier de travail des élèves", () => {
  const source = join(RACINE, "notebooks", "eleve");
  const lecons = readdirSync(source).filter((n) => n.endsWith(".ipynb"));

  it("reçoit une copie de chaque leçon au premier lancement", () => {
    const travail = join(mkdtempSync(join(tmpdir(), "sudoku-travail-")), "travail");
    expect(preparerTravail(source, travail).sort()).toEqual(lecons.sort());
    expect(readdirSync(travail).sort()).toEqual(lecons.sort());
  });

  it("ne remplace jamais une copie existante, mais reçoit les leçons nouvelles", () => {
    const travail = mkdtempSync(join(tmpdir(), "sudoku-travail-"));
    const travailEleve = join(travail, lecons[0]);
    writeFileSync(travailEleve, "le travail de l'élève");
    const copies = preparerTravail(source, travail);
    expect(copies).not.toContain(lecons[0]);
    expect(readFileSync(travailEleve, "utf8")).toBe("le travail de l'élève");
    expect(preparerTravail(source, travail)).toEqual([]);
  });
});

/** Une adresse de la machine autre que 127.0.0.1, s'il y en a une. */
function adresseExterne(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((a) => a && a.family === "IPv4" && !a.internal)?.address;
}

describe("npm start", () => {
  it(
    "ouvre Jupyter sur 127.0.0.1 avec son jeton et le noyau du cours, sans rien écrire chez l'utilisateur",
    { timeout: 120_000 },
    async () => {
      const maison = mkdtempSync(join(tmpdir(), "sudoku-maison-"));
      const port = 20_000 + Math.floor(Math.random() * 20_000);
      const serveur = spawn("npm", ["start", "--", "--no-browser", `--port=${port}`], {
        cwd: RACINE,
        env: { ...process.env, HOME: maison },
        detached: true,
      });
      let journal = "";
      serveur.stdout.on("data", (m: Buffer) => (journal += m.toString()));
      serveur.stderr.on("data", (m: Buffer) => (journal += m.toString()));
      try {
        const jeton = await attendre(
          () => new RegExp(`127\\.0\\.0\\.1:${port}/.*token=(\\w+)`).exec(journal)?.[1],
          90_000,
        );
        expect(jeton, journal).toBeDefined();
        const base = `http://127.0.0.1:${port}`;
        const specs = await fetch(`${base}/api/kernelspecs?token=${jeton}`);
        expect(specs.status).toBe(200);
        const corps = (await specs.json()) as { kernelspecs: Record<string, unknown> };
        expect(Object.keys(corps.kernelspecs)).toContain("sudoku-ts");
        expect((await fetch(`${base}/api/kernelspecs`)).status).toBe(403);
        const externe = adresseExterne();
        if (externe) await expect(fetch(`http://${externe}:${port}/`)).rejects.toThrow();
        expect(existsSync(join(RACINE, "travail"))).toBe(true);
      } finally {
        if (serveur.pid) process.kill(-serveur.pid, "SIGTERM");
      }
      expect(existsSync(join(maison, ".jupyter"))).toBe(false);
      expect(existsSync(join(maison, ".local", "share", "jupyter"))).toBe(false);
      rmSync(maison, { recursive: true, force: true });
    },
  );
});

async function attendre<T>(lire: () => T | undefined, delai: number): Promise<T | undefined> {
  const fin = Date.now() + delai;
  while (Date.now() < fin) {
    const valeur = lire();
    if (valeur !== undefined) return valeur;
    await new Promise((r) => setTimeout(r, 250));
  }
  return undefined;
}
