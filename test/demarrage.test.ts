import { spawn, spawnSync } from "node:child_process";
import {
  appendFileSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { networkInterfaces } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { environnementDansMaison } from "../outils/commun/bac-a-sable";
import { empreinteAttendue } from "../outils/commun/environnement-python";
import { preparerTravail } from "../outils/commun/travail";
import { dossierTemporaire } from "./aide-dossiers";
import { RACINE, processusAvec } from "./aide-processus";

describe("le dossier de travail des élèves", () => {
  const source = join(RACINE, "notebooks", "eleve");
  const lecons = readdirSync(source).filter((n) => n.endsWith(".ipynb"));

  it("reçoit une copie de chaque leçon au premier lancement", () => {
    const travail = join(dossierTemporaire("travail"), "travail");
    expect(preparerTravail(source, travail).sort()).toEqual(lecons.sort());
    expect(readdirSync(travail).sort()).toEqual(lecons.sort());
  });

  it("ne remplace jamais une copie existante, mais reçoit les leçons nouvelles", () => {
    const travail = dossierTemporaire("travail");
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

/** Un `npm start` lancé dans son propre groupe de processus, avec son journal. */
function lancerNpmStart(args: string[], maison: string) {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const serveur = spawn("npm", ["start", "--", "--no-browser", `--port=${port}`, ...args], {
    cwd: RACINE,
    env: environnementDansMaison(maison),
    detached: true,
  });
  let journal = "";
  serveur.stdout.on("data", (m: Buffer) => (journal += m.toString()));
  serveur.stderr.on("data", (m: Buffer) => (journal += m.toString()));
  return {
    base: `http://127.0.0.1:${port}`,
    journal: () => journal,
    /** Le jeton, quand le serveur l'écrit et répond. */
    jeton: () => jetonQuandIlRepond(port, () => journal),
    arreter: () => {
      try {
        if (serveur.pid) process.kill(-serveur.pid, "SIGTERM");
      } catch {
        // Déjà arrêté : l'échec du test, s'il y en a un, dit pourquoi (avec le journal).
      }
    },
  };
}

/**
 * Le jeton que le serveur écrit dans son journal, une fois qu'il répond.
 * Jupyter écrit son adresse avant d'écouter (il ouvre le port au premier tour
 * de sa boucle d'événements) : sur une machine chargée, la première requête
 * serait refusée. On attend donc aussi que /api/status réponde.
 */
async function jetonQuandIlRepond(
  port: number,
  journal: () => string,
): Promise<string | undefined> {
  const motif = new RegExp(`127\\.0\\.0\\.1:${port}/.*token=(\\w+)\\s`);
  const jeton = await attendre(() => motif.exec(journal())?.[1], 90_000);
  if (jeton === undefined) return undefined;
  const repond = await attendreAsync(async () => {
    try {
      return (await fetch(`http://127.0.0.1:${port}/api/status?token=${jeton}`)).ok || undefined;
    } catch {
      return undefined; // pas encore à l'écoute
    }
  }, 30_000);
  return repond ? jeton : undefined;
}

/** Les noms de la racine que le navigateur de fichiers montre, par l'API de Jupyter. */
async function racineMontree(base: string, jeton: string): Promise<string[]> {
  const reponse = await fetch(`${base}/api/contents?token=${jeton}`);
  const corps = (await reponse.json()) as { content: { name: string }[] };
  return corps.content.map((e) => e.name).sort();
}

/** Où mène l'adresse du serveur ouverte sans chemin (la page d'accueil). */
async function accueil(base: string, jeton: string): Promise<string> {
  const reponse = await fetch(`${base}/?token=${jeton}`, { redirect: "manual" });
  return reponse.headers.get("location") ?? "";
}

describe("npm start", () => {
  const lecons = readdirSync(join(RACINE, "notebooks", "eleve"))
    .filter((n) => n.endsWith(".ipynb"))
    .sort();

  it(
    "ouvre JupyterLab sur 127.0.0.1, avec son jeton, sur le sommaire de travail/, sans rien écrire chez l'utilisateur",
    { timeout: 120_000 },
    async () => {
      const maison = dossierTemporaire("maison");
      const npmStart = lancerNpmStart([], maison);
      try {
        const jeton = await npmStart.jeton();
        expect(jeton, npmStart.journal()).toBeDefined();
        const { base } = npmStart;
        expect(npmStart.journal()).toContain("Ouverture du cours avec JupyterLab");
        const specs = await fetch(`${base}/api/kernelspecs?token=${jeton}`);
        expect(specs.status).toBe(200);
        const corps = (await specs.json()) as {
          default: string;
          kernelspecs: Record<string, unknown>;
        };
        // Le seul noyau proposé, et celui par défaut : celui du cours.
        expect(Object.keys(corps.kernelspecs)).toEqual(["sudoku-ts"]);
        expect(corps.default).toBe("sudoku-ts");
        expect((await fetch(`${base}/api/kernelspecs`)).status).toBe(403);
        const externe = adresseExterne();
        if (externe)
          await expect(fetch(`http://${externe}:${base.split(":")[2]}/`)).rejects.toThrow();
        // L'accueil : le sommaire dans JupyterLab ; le navigateur de fichiers : travail/ seul.
        expect(await accueil(base, jeton!)).toMatch(/\/lab\/tree\/00-sommaire\.ipynb(\?|$)/);
        const montres = await racineMontree(base, jeton!);
        expect(montres).toEqual(expect.arrayContaining(lecons));
        for (const cache of ["src", "notebooks", "data", "package.json"]) {
          expect(montres).not.toContain(cache);
        }
        const remonter = await fetch(`${base}/api/contents/..%2Fnotebooks?token=${jeton}`);
        expect(remonter.status).toBeGreaterThanOrEqual(400);
      } finally {
        npmStart.arreter();
      }
      // Rien sous le dossier personnel : ni Jupyter, ni pip, ni cache.
      expect(readdirSync(maison)).toEqual([]);
    },
  );

  it(
    "--notebook --professeur : Notebook 7 sur les leçons corrigées",
    { timeout: 120_000 },
    async () => {
      const maison = dossierTemporaire("maison");
      const npmStart = lancerNpmStart(["--notebook", "--professeur"], maison);
      try {
        const jeton = await npmStart.jeton();
        expect(jeton, npmStart.journal()).toBeDefined();
        expect(npmStart.journal()).toContain(
          "leçons corrigées (notebooks/professeur/) avec Notebook 7",
        );
        expect(await accueil(npmStart.base, jeton!)).toMatch(
          /\/notebooks\/00-sommaire\.ipynb(\?|$)/,
        );
        expect(await racineMontree(npmStart.base, jeton!)).toEqual(lecons);
        const lecon1 = await fetch(
          `${npmStart.base}/api/contents/01-td-retour-arriere.ipynb?token=${jeton}`,
        );
        expect(JSON.stringify(await lecon1.json())).toContain("DEBUT SOLUTION");
      } finally {
        npmStart.arreter();
      }
    },
  );
});

/** Le contenu d'un fichier, ou "" s'il a disparu entre-temps (un autre serveur s'arrête). */
function lireSiPresent(chemin: string): string {
  try {
    return readFileSync(chemin, "utf8");
  } catch {
    return "";
  }
}

describe("npm start s'arrête proprement", () => {
  it(
    "en arrière-plan, sans terminal : SIGINT sur npm ferme les noyaux et efface les fichiers du serveur",
    { timeout: 150_000 },
    async () => {
      const maison = dossierTemporaire("maison");
      const journal = join(dossierTemporaire("journal"), "npm-start.log");
      const port = 20_000 + Math.floor(Math.random() * 20_000);
      // Comme `npm start &` dans un script : bash y ignore SIGINT pour la tâche de fond.
      const bash = spawn(
        "bash",
        ["-c", `npm start -- --no-browser --port=${port} > "${journal}" 2>&1 & echo $!; wait`],
        { cwd: RACINE, env: environnementDansMaison(maison), detached: true },
      );
      let pidNpm = "";
      bash.stdout.on("data", (m: Buffer) => (pidNpm += m.toString()));
      const fini = new Promise<void>((r) => bash.on("exit", () => r()));
      const lire = () => (existsSync(journal) ? readFileSync(journal, "utf8") : "");
      let id = "pas encore de noyau";
      try {
        const jeton = await jetonQuandIlRepond(port, lire);
        expect(jeton, lire()).toBeDefined();
        const reponse = await fetch(`http://127.0.0.1:${port}/api/kernels?token=${jeton}`, {
          method: "POST",
          body: JSON.stringify({ name: "sudoku-ts" }),
        });
        id = ((await reponse.json()) as { id: string }).id;
        expect(await attendre(() => processusAvec(id)[0], 30_000), "le noyau tourne").toBeDefined();
        process.kill(Number(pidNpm.trim()), "SIGINT");
        await Promise.race([fini, new Promise((r) => setTimeout(r, 60_000))]);
        expect(bash.exitCode, `npm start tourne encore :\n${lire()}`).not.toBeNull();
        expect(lire()).toContain("Arrêt de Jupyter et de ses noyaux");
        expect(processusAvec(id), "noyau laissé en marche").toEqual([]);
        expect(processusAvec(`--port=${port}`), "serveur laissé en marche").toEqual([]);
        const execution = join(RACINE, ".jupyter", "execution");
        const fichiers = existsSync(execution) ? readdirSync(execution) : [];
        const restes = fichiers.filter(
          (f) =>
            f.includes(id) ||
            (f.startsWith("jpserver-") &&
              lireSiPresent(join(execution, f)).includes(`"port": ${port}`)),
        );
        expect(restes, "fichiers du serveur laissés").toEqual([]);
      } finally {
        if (bash.exitCode === null && bash.pid) process.kill(-bash.pid, "SIGKILL");
        for (const ligne of [...processusAvec(`--port=${port}`), ...processusAvec(id)])
          process.kill(Number(ligne.split(" ")[0]), "SIGKILL");
      }
    },
  );
});

/**
 * Une copie du projet (outils, verrou, leçons ; node_modules partagé) dans un
 * dossier temporaire : pour essayer l'installation de .venv/ sans toucher
 * à celle du dépôt.
 */
function copieDuProjet(): string {
  const copie = dossierTemporaire("projet");
  for (const nom of [
    "outils",
    "jupyter",
    "notebooks",
    "package.json",
    "package-lock.json",
    "tsconfig.json",
  ]) {
    // Dates gardées : sinon package-lock.json paraîtrait plus récent que node_modules.
    cpSync(join(RACINE, nom), join(copie, nom), { recursive: true, preserveTimestamps: true });
  }
  symlinkSync(join(RACINE, "node_modules"), join(copie, "node_modules"));
  return copie;
}

/**
 * `npm start` dans la copie, jusqu'à sa fin, avec un dossier personnel
 * temporaire (pip y écrirait) : son code de sortie et ce qu'il a écrit.
 */
function npmStartDans(copie: string, env: NodeJS.ProcessEnv) {
  const r = spawnSync(
    process.execPath,
    [join(copie, "outils", "demarrage", "demarrer.mjs"), "--no-browser"],
    {
      cwd: copie,
      env: environnementDansMaison(dossierTemporaire("maison"), env),
      encoding: "utf8",
      timeout: 120_000,
    },
  );
  return { code: r.status, sortie: r.stdout + r.stderr };
}

/** Aucune configuration de pip de la machine, un index qui ne répond pas : pip échoue vite. */
const SANS_INDEX = {
  PIP_CONFIG_FILE: "/dev/null",
  PIP_INDEX_URL: "http://127.0.0.1:9/simple",
  PIP_RETRIES: "0",
  PIP_TIMEOUT: "2",
};

describe("npm start sur une machine où manque quelque chose", () => {
  it(
    "sans Python : dit en français quoi installer, pour chaque système, et n'installe rien",
    { timeout: 60_000 },
    () => {
      const copie = copieDuProjet();
      // Un PATH qui n'a que node : ni python3 ni python.
      const seulNode = dossierTemporaire("chemin");
      symlinkSync(process.execPath, join(seulNode, "node"));
      const { code, sortie } = npmStartDans(copie, { ...process.env, PATH: seulNode });
      expect(code).toBe(1);
      expect(sortie).toContain("Python 3 est introuvable sur cette machine");
      expect(sortie).toContain("sudo apt-get install python3 python3-venv");
      expect(sortie).toContain("brew install python3");
      expect(sortie).toContain("winget install Python.Python.3.12");
      expect(existsSync(join(copie, ".venv"))).toBe(false);
      expect(existsSync(join(copie, "travail"))).toBe(false);
    },
  );

  it(
    "si pip échoue (index injoignable) : le message le dit, et .venv/ à moitié fait est effacé",
    { timeout: 120_000 },
    () => {
      const copie = copieDuProjet();
      const { code, sortie } = npmStartDans(copie, { ...process.env, ...SANS_INDEX });
      expect(code).toBe(1);
      expect(sortie).toContain("Installation de JupyterLab et de Notebook dans .venv/");
      expect(sortie).toContain("L'installation de Jupyter dans .venv/ a échoué");
      expect(existsSync(join(copie, ".venv"))).toBe(false);
    },
  );

  it(
    "un verrou changé depuis l'installation : .venv/ est refait (ici, sans index, puis effacé)",
    { timeout: 120_000 },
    () => {
      const copie = copieDuProjet();
      // Un .venv/ installé d'après le verrou actuel : son Python et sa marque.
      const programmes = join(copie, ".venv", process.platform === "win32" ? "Scripts" : "bin");
      mkdirSync(programmes, { recursive: true });
      writeFileSync(join(programmes, process.platform === "win32" ? "python.exe" : "python"), "");
      writeFileSync(join(copie, ".venv", "verrou-installe.txt"), empreinteAttendue() + "\n");
      appendFileSync(join(copie, "jupyter", "requirements.txt"), "# une version de plus\n");
      const { code, sortie } = npmStartDans(copie, { ...process.env, ...SANS_INDEX });
      expect(sortie).toContain("Le verrou de Jupyter a changé");
      expect(code).toBe(1);
      expect(existsSync(join(copie, ".venv"))).toBe(false);
    },
  );
});

describe("npm start sur un dossier travail/ abîmé", () => {
  /** Ce que doit faire `npm start` : le dire en français, sortir en erreur, ne rien installer. */
  function refusePoliment(copie: string, attendu: string) {
    const { code, sortie } = npmStartDans(copie, { ...process.env, ...SANS_INDEX });
    expect(code, sortie).toBe(1);
    expect(sortie).toContain(attendu);
    expect(sortie).toContain("Rien n'a été effacé");
    expect(sortie).toContain("relancez « npm start »");
    expect(sortie).not.toMatch(/^\s+at /m);
    expect(sortie).not.toMatch(/Error|EEXIST|ENOENT|ENOTDIR/);
    // Dit avant toute installation : .venv/ n'est pas commencé.
    expect(existsSync(join(copie, ".venv"))).toBe(false);
  }

  it(
    "travail est un lien cassé : le message le dit, et le lien reste tel quel",
    { timeout: 60_000 },
    () => {
      const copie = copieDuProjet();
      const cible = join(copie, "cle-usb", "travail");
      symlinkSync(cible, join(copie, "travail"));
      refusePoliment(
        copie,
        `« ${join(copie, "travail")} » est un lien vers « ${cible} », qui n'existe pas (lien cassé)`,
      );
      expect(lstatSync(join(copie, "travail")).isSymbolicLink()).toBe(true);
      expect(readlinkSync(join(copie, "travail"))).toBe(cible);
      expect(existsSync(cible)).toBe(false);
    },
  );

  it(
    "travail est un fichier ordinaire : le message le dit, et le fichier reste intact",
    { timeout: 60_000 },
    () => {
      const copie = copieDuProjet();
      writeFileSync(join(copie, "travail"), "mes notes du TD\n");
      refusePoliment(copie, `« ${join(copie, "travail")} » existe, mais ce n'est pas un dossier`);
      expect(readFileSync(join(copie, "travail"), "utf8")).toBe("mes notes du TD\n");
    },
  );
});

async function attendre<T>(lire: () => T | undefined, delai: number): Promise<T | undefined> {
  return attendreAsync(async () => lire(), delai);
}

async function attendreAsync<T>(
  lire: () => Promise<T | undefined>,
  delai: number,
): Promise<T | undefined> {
  const fin = Date.now() + delai;
  while (Date.now() < fin) {
    const valeur = await lire();
    if (valeur !== undefined) return valeur;
    await new Promise((r) => setTimeout(r, 250));
  }
  return undefined;
}
