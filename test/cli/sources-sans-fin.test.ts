/**
 * Toute sous-commande de `sudoku` qui lit un fichier finit, vite et en mémoire
 * bornée, quelle que soit la source : un périphérique sans fin (/dev/zero,
 * /dev/urandom), un tube nommé qu'un programme remplit sans jamais le fermer,
 * un lien vers l'un d'eux, un dossier, une prise (socket). Chaque commande est
 * surveillée pendant qu'elle tourne : au-delà de LIMITE_MIO de mémoire
 * résidente, ou de DELAI ms, elle est arrêtée et le test échoue.
 *
 * Avant que toutes les lectures passent par src/cli/entree.ts, `sudoku sat
 * /dev/zero` lisait sans fin (2,6 Go au bout de 10 s), et un tube qui n'envoie
 * que des commentaires faisait tourner `verifier` sans fin et sans réponse.
 */
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { existsSync, openSync, readFileSync, symlinkSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { dossierTemporaire } from "../aide-dossiers";
import { RACINE } from "../aide-processus";
import { expectErreurPropre } from "./aide-cli";

const BIN = resolve(RACINE, "bin", "sudoku.cjs");
const MESURE = resolve(RACINE, "test", "cli", "memoire-maximale.cjs");
const dossier = dossierTemporaire("sources");

/** Bien au-delà des 128 Mo d'une formule gardée, bien en deçà d'une lecture sans fin. */
const LIMITE_MIO = 400;
/**
 * Le plus long qu'une commande peut prendre : elle finit en une à deux
 * secondes, même sur une machine chargée ; les tests qui en lancent plusieurs ont 60 s.
 */
const DELAI = 15_000;

/** Les sous-commandes qui lisent un fichier (voir « sudoku aide »). */
const LECTEURS = ["sat", "resoudre", "verifier", "noter", "expliquer", "bench"];
const LECTEURS_DE_GRILLES = LECTEURS.filter((c) => c !== "sat");

interface Issue {
  code: number | null;
  stderr: string;
  /** Pourquoi la commande a été arrêtée de force, si elle l'a été. */
  arretee?: string;
  /** La mémoire résidente maximale, en Mio, relevée par la commande elle-même à sa sortie. */
  memoire?: number;
}

/** Le processus `pid` occupe-t-il plus de LIMITE_MIO ? (relevé de /proc) */
function memoireActuelle(pid: number): number {
  try {
    const statut = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s*(\d+)/.exec(statut)?.[1] ?? 0) / 1024;
  } catch {
    return 0; // déjà parti
  }
}

let lancements = 0;

/** `sudoku args…`, surveillé : arrêté au-delà de LIMITE_MIO ou de DELAI. */
function sudokuSurveille(args: string[], stdin: "ignore" | number = "ignore"): Promise<Issue> {
  const rss = join(dossier, `maxrss-${++lancements}`);
  const enfant = spawn(process.execPath, ["--require", MESURE, BIN, ...args], {
    cwd: RACINE,
    env: { ...process.env, SUDOKU_TEST_RSS: rss },
    stdio: [stdin, "ignore", "pipe"],
  });
  return new Promise((resoudre, rejeter) => {
    let stderr = "";
    let arretee: string | undefined;
    const arreter = (raison: string) => {
      arretee ??= raison;
      enfant.kill("SIGKILL");
    };
    enfant.stderr?.on("data", (m: Buffer) => (stderr += m.toString()));
    const garde = setInterval(() => {
      const mio = memoireActuelle(enfant.pid as number);
      if (mio > LIMITE_MIO) arreter(`plus de ${LIMITE_MIO} Mio de mémoire (${Math.round(mio)})`);
    }, 20);
    const minuterie = setTimeout(() => arreter(`pas fini au bout de ${DELAI} ms`), DELAI);
    enfant.on("error", rejeter);
    enfant.on("close", (code) => {
      clearInterval(garde);
      clearTimeout(minuterie);
      const memoire = existsSync(rss) ? Number(readFileSync(rss, "utf8")) / 1024 : undefined;
      resoudre({ code, stderr, arretee, memoire });
    });
  });
}

/** Une commande finie d'elle-même, en mémoire bornée, par une seule erreur française (code 2). */
function expectRefusPropre(r: Issue, message: RegExp): void {
  expect(r.arretee).toBeUndefined();
  expect(r.code).toBe(2);
  expectErreurPropre(r.stderr);
  expect(r.stderr).toMatch(message);
  expect(r.memoire).toBeLessThan(LIMITE_MIO);
}

/** Les écrivains des tubes : arrêtés à la fin s'ils tournent encore. */
const ecrivains: ChildProcess[] = [];
afterAll(() => {
  for (const e of ecrivains) if (e.exitCode === null && e.signalCode === null) e.kill("SIGKILL");
});

/**
 * Un tube nommé neuf, qu'un programme remplit de `ligne` sans fin et sans
 * jamais le fermer (`yes`). `fini` : l'écrivain s'est arrêté de lui-même,
 * parce que plus personne ne lit le tube.
 */
function tubeSansFin(nom: string, ligne: string) {
  const tube = join(dossier, nom);
  execFileSync("mkfifo", [tube]);
  // Le shell attend qu'un lecteur ouvre le tube, puis `yes` écrit jusqu'à ce qu'il n'y en ait plus.
  const ecrivain = spawn("sh", ["-c", 'exec yes "$1" > "$2"', "sh", ligne, tube], {
    stdio: "ignore",
  });
  ecrivains.push(ecrivain);
  const fini = new Promise<boolean>((r) => {
    ecrivain.on("exit", () => r(true));
    setTimeout(() => r(false), DELAI).unref();
  });
  return { tube, fini };
}

describe("sudoku sat sur une source sans fin", { timeout: 60_000 }, () => {
  it("/dev/zero : refusé dès ses premiers octets", async () => {
    const r = await sudokuSurveille(["sat", "/dev/zero"]);
    expectRefusPropre(
      r,
      /^sudoku : \/dev\/zero : ce n'est pas un fichier texte : il contient des octets nuls/,
    );
  });

  it("un lien vers /dev/zero : le même refus", async () => {
    const lien = join(dossier, "formule.cnf");
    symlinkSync("/dev/zero", lien);
    const r = await sudokuSurveille(["sat", lien]);
    expectRefusPropre(r, /formule\.cnf : ce n'est pas un fichier texte/);
  });

  it("/dev/urandom : refusé au début (octets nuls) ou à 128 Mo", async () => {
    const r = await sudokuSurveille(["sat", "/dev/urandom"]);
    // Un octet nul parmi les 512 premiers, six fois sur sept ; sinon, la borne.
    expectRefusPropre(
      r,
      /^sudoku : \/dev\/urandom : (ce n'est pas un fichier texte|lecture arrêtée à 128 Mo)/,
    );
  });

  it("un tube rempli sans fin de texte : arrêté à 128 Mo, le tube refermé", async () => {
    const { tube, fini } = tubeSansFin("formule-sans-fin", "c un commentaire de plus");
    const r = await sudokuSurveille(["sat", tube]);
    expectRefusPropre(
      r,
      new RegExp(
        `^sudoku : ${tube} : lecture arrêtée à 128 Mo : on attend une formule DIMACS d'au plus 128 Mo`,
      ),
    );
    // La commande a lâché le tube : l'écrivain s'arrête (SIGPIPE) au lieu d'attendre.
    expect(await fini).toBe(true);
  });

  it("l'entrée standard branchée sur /dev/zero", async () => {
    const zero = openSync("/dev/zero", "r");
    const r = await sudokuSurveille(["sat", "-"], zero);
    expectRefusPropre(r, /^sudoku : entrée standard : ce n'est pas un fichier texte/);
  });

  it("un tube qui se ferme : la formule est lue et résolue", async () => {
    const tube = join(dossier, "petite-formule");
    execFileSync("mkfifo", [tube]);
    const ecrivain = spawn("sh", ["-c", 'printf "p cnf 2 2\\n1 2 0\\n-1 0\\n" > "$1"', "sh", tube]);
    ecrivains.push(ecrivain);
    const r = await sudokuSurveille(["sat", tube]);
    expect(r.arretee).toBeUndefined();
    expect(r.stderr).toBe("");
    expect(r.code).toBe(10);
  });
});

describe(
  "les commandes qui lisent des grilles, sur une source sans fin",
  { timeout: 60_000 },
  () => {
    it.each(LECTEURS_DE_GRILLES)(
      "%s : un tube qui n'envoie que des commentaires est arrêté à 8 Mo",
      async (commande) => {
        const { tube, fini } = tubeSansFin(
          `commentaires-${commande}`,
          "# rien que des commentaires",
        );
        const r = await sudokuSurveille([commande, tube]);
        expectRefusPropre(
          r,
          new RegExp(
            `^sudoku : ${tube} : plus de 8 Mo de suite sans aucune grille, lecture arrêtée : un fichier de grilles est attendu`,
          ),
        );
        expect(await fini).toBe(true);
      },
    );

    it.each(LECTEURS_DE_GRILLES)("%s : /dev/zero et /dev/urandom refusés", async (commande) => {
      for (const source of ["/dev/zero", "/dev/urandom"]) {
        const r = await sudokuSurveille([commande, source]);
        expectRefusPropre(r, new RegExp(`^sudoku : ${source}`));
      }
    });

    it("un flux sans fin de grilles reste un flux : chaque grille a sa réponse", async () => {
      // 200 000 grilles (16 Mo) : la borne compte les octets depuis la dernière grille, pas le total.
      const grille = ".".repeat(81);
      const enfant = spawn(
        "sh",
        [
          "-c",
          'yes "$1" | head -n 200000 | exec "$2" "$3" verifier',
          "sh",
          grille,
          process.execPath,
          BIN,
        ],
        { cwd: RACINE, stdio: ["ignore", "pipe", "pipe"] },
      );
      let lignes = 0;
      let stderr = "";
      enfant.stdout.on("data", (m: Buffer) => {
        for (const octet of m) if (octet === 10) lignes++;
      });
      enfant.stderr.on("data", (m: Buffer) => (stderr += m.toString()));
      const code = await new Promise<number | null>((r) => enfant.on("close", r));
      expect(stderr).toBe("");
      expect(code).toBe(1); // valides, mais incomplètes
      expect(lignes).toBe(200_000);
    });
  },
);

describe("une source qui n'est pas un fichier", { timeout: 60_000 }, () => {
  it.each(LECTEURS)("%s : un dossier", async (commande) => {
    const r = await sudokuSurveille([commande, dossier]);
    expectRefusPropre(r, new RegExp(`^sudoku : ${dossier} : c'est un dossier$`, "m"));
  });

  it("une prise (socket), pour chaque commande", async () => {
    const prise = join(dossier, "prise");
    const serveur = createServer();
    await new Promise<void>((r) => serveur.listen(prise, r));
    try {
      for (const commande of LECTEURS) {
        const r = await sudokuSurveille([commande, prise]);
        expectRefusPropre(
          r,
          /prise : c'est une prise \(socket\) ou un périphérique absent, pas un fichier/,
        );
      }
    } finally {
      await new Promise((r) => serveur.close(r));
    }
  });
});
