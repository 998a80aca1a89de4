/**
 * Les fonctions d'élève qui tuaient ou bloquaient le programme : chacune est
 * lancée dans un processus à part (`scenario-cage.ts`, avec ts-node), dont on
 * lit le code de sortie et ce qu'il écrit. Le programme doit rapporter le
 * problème en français, sans pile d'appels, puis continuer (une vérification
 * ordinaire passe) et finir de lui-même.
 */
import { spawn, spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { RACINE, lancer, type Sortie } from "../aide-processus";

const DELAI = 30_000;

const SCENARIO = ["-r", "ts-node/register", "test/verification/scenario-cage.ts"];

function scenario(nom: string): Promise<Sortie> {
  return lancer(process.execPath, [...SCENARIO, nom], { delai: DELAI });
}

/** Le scénario lancé comme le noyau du cours : par faucheur.py, qui recueille les orphelins. */
function scenarioEnFaucheur(nom: string): Promise<Sortie> {
  const faucheur = "jupyter/kernels/sudoku-ts/faucheur.py";
  return lancer("python3", [faucheur, process.execPath, ...SCENARIO, nom], { delai: DELAI });
}

/** Le scénario « ■ » : SIGINT dès qu'il est dans sa boucle sans fin. */
function interrompre(): Promise<Sortie> {
  return new Promise((fin, echec) => {
    const enfant = spawn(process.execPath, [...SCENARIO, "■"], { cwd: RACINE, timeout: DELAI });
    let stdout = "";
    let stderr = "";
    enfant.stdout.on("data", (morceau: Buffer) => {
      stdout += morceau.toString();
      // Un peu après « prêt » : le temps d'entrer dans la boucle.
      if (stdout === "prêt\n") setTimeout(() => enfant.kill("SIGINT"), 300);
    });
    enfant.stderr.on("data", (morceau: Buffer) => (stderr += morceau.toString()));
    enfant.on("error", echec);
    enfant.on("close", (code) => fin({ code, stdout, stderr }));
  });
}

/** Le programme a vécu jusqu'au bout, sans pile d'appels brute. */
function aSurvecu(r: Sortie): void {
  expect(r.stdout).toContain("✅ test_ligne : les 9 cas sont réussis.\nfin du scénario\n");
  expect(r.stderr).not.toMatch(/\n\s+at /);
  expect(r.code).toBe(0);
}

/** Après sa réponse, le cas n°1 de test_ligne : … */
const APRES = "❌ test_ligne, cas « le nombre n'est pas dans la ligne », après sa réponse : ";

const ASYNC =
  "Obtenu : votre fonction est déclarée async : elle rendrait une promesse au lieu de sa " +
  "réponse. Une fonction d'exercice rend sa réponse directement, sans async ni await " +
  "(elle n'a pas été lancée).";

const ARRET = "une fonction d'exercice ne doit pas arrêter le programme.";

describe("une promesse ou un rappel qui échoue ne tue pas le programme", () => {
  it("une fonction async qui lève : refusée sans être lancée", { timeout: DELAI }, async () => {
    const r = await scenario("async qui lève");
    expect(r.stdout).toContain(ASYNC);
    aSurvecu(r);
  });

  it("une promesse déjà rejetée : le bilan en donne la raison", { timeout: DELAI }, async () => {
    const r = await scenario("promesse rejetée");
    expect(r.stdout).toContain(
      "Obtenu : promesse rejetée : promesse refusée ; la fonction rend une promesse (est-elle " +
        "déclarée async ?) : une fonction d'exercice rend sa réponse directement, sans async ni await.",
    );
    aSurvecu(r);
  });

  it(
    "une aide async qui lève après un await : dit quand cela arrive",
    { timeout: DELAI },
    async () => {
      const r = await scenario("aide async qui lève après un await");
      expect(r.stderr).toContain(`${APRES}promesse rejetée sans traitement : boum après un await.`);
      aSurvecu(r);
    },
  );

  it(
    "un rappel de setTimeout : jamais lancé, le cas échoue et le dit",
    { timeout: DELAI },
    async () => {
      const r = await scenario("rappel de setTimeout qui lève");
      expect(r.stdout).toContain(
        "Obtenu : votre fonction laisse du travail pour après sa réponse : 1 minuteur (arrêté).",
      );
      expect(r.stderr).not.toContain("boum dans le rappel");
      aSurvecu(r);
    },
  );
});

describe("une boucle sans fin après un await", () => {
  it(
    "ne tourne pas : la fonction async est refusée, le programme finit",
    { timeout: DELAI },
    async () => {
      const r = await scenario("boucle sans fin après un await");
      expect(r.stdout).toContain(ASYNC);
      aSurvecu(r);
    },
  );
});

describe("une fonction qui veut arrêter le programme", () => {
  it.each([
    ["process.exit(0)", "process.exit(0)"],
    ["process.reallyExit(0)", "process.reallyExit(0)"],
    ["process.abort()", "process.abort()"],
    ["process.kill(process.pid)", 'process.kill(PID, "SIGKILL")'],
  ])("%s : échec dit, le programme continue", { timeout: DELAI }, async (nom, appel) => {
    const r = await scenario(nom);
    const vu = r.stdout.replace(/process\.kill\(\d+,/, "process.kill(PID,");
    expect(vu).toContain(`Obtenu : votre fonction a appelé ${appel} : ${ARRET}`);
    aSurvecu(r);
  });

  it(
    "process.reallyExit gardé de côté avant la vérification : piégé quand même",
    { timeout: DELAI },
    async () => {
      const r = await scenario("process.reallyExit gardé de côté");
      expect(r.stdout).toContain(
        `Obtenu : votre fonction a appelé process.reallyExit(0) : ${ARRET}`,
      );
      aSurvecu(r);
    },
  );

  it("process.exit(0) dans un then : dit, le programme continue", { timeout: DELAI }, async () => {
    const r = await scenario("process.exit(0) dans un then");
    expect(r.stderr).toContain(`${APRES}votre fonction a appelé process.exit(0) : ${ARRET}`);
    aSurvecu(r);
  });
});

describe("ce que la fonction lance ou garde ne lui survit pas", () => {
  it(
    "un processus détaché : arrêté à la réponse de la fonction, l'appel échoue en le disant",
    { timeout: DELAI },
    async () => {
      const r = await scenario("processus détaché");
      expect(r.stdout).toContain(
        "Obtenu : votre fonction a lancé le processus sleep, qui tournait encore après sa réponse : il a été arrêté.",
      );
      aSurvecu(r);
      expect(spawnSync("pgrep", ["-f", "sleep 61.5"]).status).toBe(1);
    },
  );

  it(
    "un fil d'exécution (worker_threads) : arrêté, l'appel échoue",
    { timeout: DELAI },
    async () => {
      const r = await scenario("fil d'exécution");
      expect(r.stdout).toContain(
        "Obtenu : votre fonction a lancé un fil d'exécution (worker_threads), qui tournait encore après sa réponse",
      );
      aSurvecu(r);
    },
  );

  it("600 Mo de tampons gardés après la réponse : l'appel échoue", { timeout: DELAI }, async () => {
    const r = await scenario("600 Mo gardés");
    expect(r.stdout).toMatch(
      /Obtenu : votre fonction garde (5[2-9]|6\d)\d Mo de mémoire après sa réponse/,
    );
    aSurvecu(r);
  });

  it(
    "640 Mo gardés hors des tampons (des tableaux dans une variable globale) : l'appel échoue aussi",
    { timeout: 60_000 },
    async () => {
      const r = await scenario("640 Mo gardés hors des tampons");
      expect(r.stdout).toMatch(
        /Obtenu : votre fonction garde (5[2-9]|6\d)\d Mo de mémoire après sa réponse/,
      );
      aSurvecu(r);
    },
  );

  it(
    "un petit-fils qu'un shell détache et abandonne : retrouvé et arrêté, l'appel échoue en le disant",
    { timeout: DELAI },
    async () => {
      const r = await scenarioEnFaucheur("petit-fils détaché par un shell");
      // Pris juste avant ou juste après que setsid devienne sleep : le même processus.
      expect(r.stdout).toMatch(
        /Obtenu : votre fonction a lancé le processus (sleep|setsid), qui tournait encore après sa réponse : il a été arrêté\./,
      );
      aSurvecu(r);
      expect(spawnSync("pgrep", ["-f", "sleep 62.5"]).status).toBe(1);
    },
  );
});

describe("le bouton ■ (SIGINT) pendant une vérification, dans un carnet", () => {
  it(
    "arrête la cellule, et la cage est défaite : pièges ôtés, console rendue",
    { timeout: DELAI },
    async () => {
      const r = await interrompre();
      expect(r.stdout).toBe(
        "prêt\ninterrompu (ERR_SCRIPT_EXECUTION_INTERRUPTED), pièges ôtés, console rendue\n",
      );
      expect(r.code).toBe(0);
    },
  );
});
