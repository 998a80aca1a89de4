/**
 * La commande `sudoku` lit et répond en flux : de gros fichiers en mémoire
 * bornée, une sortie qui s'arrête quand son lecteur s'en va, des entrées mal
 * encodées ou piégées refusées par un message propre.
 */
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { dossierTemporaire } from "../aide-dossiers";
import { RACINE, lancer, sudoku } from "../aide-processus";
import { ENONCE, SOLUTION } from "../exemples";
import { expectErreurPropre } from "./aide-cli";

const BIN = resolve(RACINE, "bin", "sudoku.cjs");
const dossier = dossierTemporaire("flux");

/** Un fichier du dossier temporaire des tests, fait de `lignes` lignes. */
function fichierDeLignes(nom: string, lignes: number, ligne: (k: number) => string): string {
  const chemin = join(dossier, nom);
  const texte: string[] = [];
  for (let k = 0; k < lignes; k++) texte.push(ligne(k));
  writeFileSync(chemin, texte.join("\n") + "\n");
  return chemin;
}

/**
 * La commande avec un tas de 64 Mo au plus : bien moins qu'il n'en faut pour
 * garder en mémoire les fichiers des tests (une grille lue coûte 1,5 Ko).
 */
function sudokuSousBorne(args: string[]) {
  return lancer(process.execPath, ["--max-old-space-size=64", BIN, ...args], { delai: 120_000 });
}

/**
 * Une ligne de commande shell, arrêtée de force (avec tous ses processus)
 * si elle n'a pas fini seule au bout de `delai` ms.
 */
function shell(commande: string, delai: number) {
  return new Promise<{ fini: boolean; stdout: string; stderr: string }>((resoudre) => {
    const enfant = spawn("bash", ["-c", commande], { cwd: RACINE, detached: true });
    let stdout = "";
    let stderr = "";
    enfant.stdout.on("data", (m: Buffer) => (stdout += m.toString()));
    enfant.stderr.on("data", (m: Buffer) => (stderr += m.toString()));
    let fini = true;
    const minuterie = setTimeout(() => {
      fini = false;
      process.kill(-(enfant.pid as number), "SIGKILL");
    }, delai);
    enfant.on("close", () => {
      clearTimeout(minuterie);
      resoudre({ fini, stdout, stderr });
    });
  });
}

describe("sudoku lit les gros fichiers en flux, en mémoire bornée", () => {
  it("vérifie 300 000 grilles avec un tas de 64 Mo", { timeout: 180_000 }, async () => {
    const gros = fichierDeLignes("300k.txt", 300_000, (k) => (k % 2 ? ENONCE : SOLUTION));
    const r = await sudokuSousBorne(["verifier", gros]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(1); // une grille sur deux est incomplète
    const lignes = r.stdout.trimEnd().split("\n");
    expect(lignes).toHaveLength(300_000);
    expect(lignes[299_999]).toBe("grille 300000 : valide, incomplète (53 cases vides)");
  });

  it("résout 60 000 grilles avec un tas de 64 Mo", { timeout: 180_000 }, async () => {
    const gros = fichierDeLignes("60k.txt", 60_000, () => ENONCE);
    const r = await sudokuSousBorne(["resoudre", "--algo", "rapide", gros]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const lignes = r.stdout.trimEnd().split("\n");
    expect(lignes).toHaveLength(60_000);
    expect(new Set(lignes)).toEqual(new Set([SOLUTION]));
  });

  it("refuse une ligne géante de 30 Mo sans la lire en entier", { timeout: 60_000 }, async () => {
    const chemin = join(dossier, "geante.txt");
    writeFileSync(chemin, "1".repeat(30_000_000));
    const r = await sudokuSousBorne(["verifier", chemin]);
    expect(r.code).toBe(2);
    expectErreurPropre(r.stderr);
    expect(r.stderr).toContain("geante.txt, ligne 1 : ligne trop longue : plus de 4096 octets");
  });

  it(
    "refuse une ligne sans fin sur l'entrée standard, sans attendre sa fin",
    { timeout: 60_000 },
    async () => {
      const enfant = spawn(process.execPath, ["--max-old-space-size=64", BIN, "verifier"], {
        cwd: RACINE,
      });
      let stderr = "";
      enfant.stderr.on("data", (m: Buffer) => (stderr += m.toString()));
      const code = new Promise<number | null>((r) => enfant.on("close", r));
      let fini = false;
      void code.then(() => (fini = true));
      enfant.stdin.on("error", () => {}); // EPIPE quand la commande a fini de lire
      // Jusqu'à 200 Mo de « 1 », sans fin de ligne, tant que la commande lit.
      const morceau = Buffer.alloc(1 << 20, "1");
      let envoyes = 0;
      while (!fini && envoyes < 200) {
        if (!enfant.stdin.write(morceau)) {
          await new Promise((r) => {
            enfant.stdin.once("drain", r);
            void code.then(r);
          });
        }
        envoyes++;
      }
      enfant.stdin.destroy();
      expect(await code).toBe(2);
      expect(envoyes).toBeLessThan(200);
      expectErreurPropre(stderr);
      expect(stderr).toContain("entrée standard, ligne 1 : ligne trop longue");
    },
  );

  it(
    "répond à chaque grille de l'entrée standard sans attendre la fin de l'entrée",
    { timeout: 60_000 },
    async () => {
      const enfant = spawn(process.execPath, [BIN, "resoudre", "--algo", "rapide"], {
        cwd: RACINE,
      });
      const fin = new Promise<number | null>((r) => enfant.on("close", r));
      enfant.stdin.write(`${ENONCE}\n`);
      // Assez long pour ne jamais se tromper : la réponse vient en quelques secondes au plus.
      const reponse = await new Promise<string>((resoudre) => {
        let stdout = "";
        const minuterie = setTimeout(() => resoudre(stdout), 30_000);
        enfant.stdout.on("data", (m: Buffer) => {
          stdout += m.toString();
          if (stdout.endsWith("\n")) {
            clearTimeout(minuterie);
            resoudre(stdout);
          }
        });
      });
      enfant.stdin.end();
      expect(reponse).toBe(`${SOLUTION}\n`);
      expect(await fin).toBe(0);
    },
  );

  it(
    "au-delà des 10 000 premières grilles, une grille fautive arrête la commande à sa ligne",
    { timeout: 120_000 },
    async () => {
      const tot = fichierDeLignes("tot.txt", 30_000, (k) => (k === 4_999 ? "123" : SOLUTION));
      const avant = await sudoku(["verifier", tot]);
      expect(avant.code).toBe(2);
      expect(avant.stdout).toBe(""); // dans les premières : rien n'est écrit
      expect(avant.stderr).toContain("tot.txt, ligne 5000 : ");

      const tard = fichierDeLignes("tard.txt", 30_000, (k) => (k === 24_999 ? "123" : SOLUTION));
      const apres = await sudoku(["verifier", tard]);
      expect(apres.code).toBe(2);
      expectErreurPropre(apres.stderr);
      expect(apres.stderr).toContain("tard.txt, ligne 25000 : ");
      const lignes = apres.stdout.trimEnd().split("\n");
      expect(lignes).toHaveLength(24_999);
      expect(lignes[24_998]).toBe("grille 24999 : valide et complète");
    },
  );
});

describe("sudoku s'arrête dès que le lecteur de sa sortie est parti", () => {
  // Sans l'arrêt, ces commandes calculeraient plusieurs minutes après le départ de head.
  const CAS: [string, (chemin: string) => string][] = [
    ["resoudre … | head -1", (chemin) => `resoudre --algo td ${chemin}`],
    ["generer --nombre 100000 | head -1", () => "generer --nombre 100000 --graine 1"],
  ];

  // 20 000 fois la grille de l'annexe : quelques millisecondes chacune avec l'algorithme du TD.
  const faciles = fichierDeLignes("annexe-20k.txt", 20_000, () => ENONCE);

  it.each(CAS)("%s : fin rapide, code 0, sans message", { timeout: 60_000 }, async (_, args) => {
    const r = await shell(
      `node ${BIN} ${args(faciles)} | head -1; echo "codes \${PIPESTATUS[*]}" >&2`,
      20_000,
    );
    expect(r.fini).toBe(true);
    expect(r.stdout.split("\n")).toHaveLength(2);
    expect(r.stderr).toBe("codes 0 0\n");
  });
});

describe("sudoku refuse proprement les entrées mal encodées ou piégées", () => {
  const TEXTE = `${ENONCE}\n${SOLUTION}\n`;
  const BOM_UTF16_LE = Buffer.from([0xff, 0xfe]);

  it(
    "nomme l'UTF-16, avec ou sans BOM, et dit comment convertir",
    { timeout: 60_000 },
    async () => {
      const cas: [string, Buffer][] = [
        ["avec-bom.txt", Buffer.concat([BOM_UTF16_LE, Buffer.from(TEXTE, "utf16le")])],
        ["sans-bom.txt", Buffer.from(TEXTE, "utf16le")],
      ];
      for (const [nom, octets] of cas) {
        const chemin = join(dossier, nom);
        writeFileSync(chemin, octets);
        for (const commande of ["verifier", "resoudre"]) {
          const r = await sudoku([commande, chemin]);
          expect(r.code, `${commande} ${nom}`).toBe(2);
          expect(r.stdout).toBe("");
          expectErreurPropre(r.stderr);
          expect(r.stderr).toContain(`${nom} : fichier encodé en UTF-16 LE`);
          expect(r.stderr).toContain("iconv -f UTF-16");
          expect(r.stderr).not.toContain("caractères");
        }
      }
    },
  );

  it("nomme aussi l'UTF-16 de l'entrée standard", { timeout: 60_000 }, async () => {
    const chemin = join(dossier, "stdin-utf16.txt");
    writeFileSync(chemin, Buffer.concat([BOM_UTF16_LE, Buffer.from(TEXTE, "utf16le")]));
    const r = await lancer("bash", ["-c", `cat '${chemin}' | node ${BIN} resoudre`]);
    expect(r.code).toBe(2);
    expectErreurPropre(r.stderr);
    expect(r.stderr).toContain("entrée standard : fichier encodé en UTF-16 LE, avec BOM");
  });

  it(
    "écrit en clair les caractères de contrôle d'une mauvaise entrée",
    { timeout: 60_000 },
    async () => {
      const piegee = join(dossier, "piegee.txt");
      writeFileSync(piegee, `${ENONCE.slice(0, 10)}\x1b${ENONCE.slice(11)}\n`);
      for (const args of [
        ["resoudre", piegee],
        ["verifier", join(dossier, "\x1b[2Jabsent.txt")],
        ["\x1b]0;titre\x07"],
        ["resoudre", "--algo", "\x1b[31mrouge"],
      ]) {
        const r = await sudoku(args);
        expect(r.code, JSON.stringify(args)).toBe(2);
        expectErreurPropre(r.stderr);
        // eslint-disable-next-line no-control-regex -- on cherche justement les caractères de contrôle
        expect(r.stderr).not.toMatch(/[\x00-\x09\x0b-\x1f\x7f]/);
        expect(r.stderr).toContain("\\x1b");
      }
    },
  );
});
