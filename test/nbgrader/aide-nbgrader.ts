/**
 * Ce que partagent les tests de nbgrader : la commande `npm run devoirs`
 * (sans npm), les points lus dans gradebook.db, une copie déposée, formgrader lancé.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { join } from "node:path";
import { expect } from "vitest";
import { texteDuCarnet, type Carnet } from "../../outils/carnets/carnets";
import { pythonDuProjet } from "../../outils/commun/jupyter";
import { RACINE, lancer, type Sortie } from "../aide-processus";

export const DELAI = 600_000;

/** `npm run devoirs -- --cours <cours> …`, sans npm. */
export function devoirs(cours: string, args: string[], delai = DELAI): Promise<Sortie> {
  const tsNode = join(RACINE, "node_modules", "ts-node", "dist", "bin.js");
  return lancer(
    process.execPath,
    [tsNode, "outils/correction/devoirs.ts", "--cours", cours, ...args],
    {
      // Une graine fixe pour les cas tirés : chaque copie a toujours les mêmes, et ses notes aussi.
      env: { ...process.env, INIT_CWD: RACINE, SUDOKU_CORRECTION_GRAINE: "20261128" },
      delai,
    },
  );
}

/** `devoirs`, qui doit réussir. */
export async function reussir(cours: string, args: string[], delai = DELAI): Promise<Sortie> {
  const r = await devoirs(cours, args, delai);
  expect(r.code, `devoirs ${args.join(" ")} :\n${r.stdout}\n${r.stderr}`).toBe(0);
  return r;
}

/** Ce que gradebook.db garde d'une cellule notée d'un élève. */
export interface NoteDeLaBase {
  auto: number | null;
  manuel: number | null;
  aNoter: boolean;
}

/**
 * Les notes de chaque cellule notée de chaque élève, lues dans gradebook.db :
 * celles du devoir `devoir` s'il est donné (un cours en a plusieurs), sinon de tous.
 */
export async function grillesDeLaBase(
  cours: string,
  devoir?: string,
): Promise<Record<string, Record<string, NoteDeLaBase>>> {
  const script = `
import json, sqlite3, sys
base = sqlite3.connect(sys.argv[1])
devoir = sys.argv[2] if len(sys.argv) > 2 else None
notes = {}
for eleve, cellule, auto, manuel, a_noter in base.execute("""
    select sa.student_id, bc.name, g.auto_score, g.manual_score, g.needs_manual_grade
    from grade g
    join base_cell bc on bc.id = g.cell_id
    join submitted_notebook sn on sn.id = g.notebook_id
    join submitted_assignment sa on sa.id = sn.assignment_id
    join assignment a on a.id = sa.assignment_id
    where ? is null or a.name = ?""", (devoir, devoir)):
    notes.setdefault(eleve, {})[cellule] = {"auto": auto, "manuel": manuel, "aNoter": bool(a_noter)}
print(json.dumps(notes))
`;
  const args = ["-c", script, join(cours, "gradebook.db"), ...(devoir ? [devoir] : [])];
  const r = await lancer(pythonDuProjet(), args);
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as Record<string, Record<string, NoteDeLaBase>>;
}

/**
 * Les points de chaque exercice (cellule `verifier-…`) de chaque élève, donnés
 * par la correction automatique (du devoir `devoir` s'il est donné) ; les
 * questions ouvertes, notées à la main, n'y sont pas.
 */
export async function notesDeLaBase(
  cours: string,
  devoir?: string,
): Promise<Record<string, Record<string, number | null>>> {
  const grilles = await grillesDeLaBase(cours, devoir);
  return Object.fromEntries(
    Object.entries(grilles).map(([eleve, cellules]) => [
      eleve,
      Object.fromEntries(
        Object.entries(cellules)
          .filter(([nom]) => nom.startsWith("verifier-"))
          .map(([nom, note]) => [nom, note.auto]),
      ),
    ]),
  );
}

/** Dépose la copie de `eleve` dans submitted/, comme la ramasserait nbgrader. */
export function deposer(
  cours: string,
  devoir: string,
  eleve: string,
  nom: string,
  carnet: Carnet,
): void {
  const dossier = join(cours, "submitted", eleve, devoir);
  mkdirSync(dossier, { recursive: true });
  writeFileSync(join(dossier, `${nom}.ipynb`), texteDuCarnet(carnet));
}

/** Un formgrader lancé par `npm run devoirs -- formgrader` (sans npm), sur 127.0.0.1. */
export interface FormgraderLance {
  /** L'adresse du serveur, sans barre finale : http://127.0.0.1:PORT */
  adresse: string;
  jeton: string;
  arreter(): void;
}

/** Un port libre de 127.0.0.1, le temps de le demander. */
function portLibre(): Promise<number> {
  return new Promise((resoudre, rejeter) => {
    const serveur = createServer();
    serveur.on("error", rejeter);
    serveur.listen(0, "127.0.0.1", () => {
      const { port } = serveur.address() as AddressInfo;
      serveur.close(() => resoudre(port));
    });
  });
}

/**
 * Lance formgrader sur le cours, comme le professeur, et attend qu'il réponde ;
 * `arreter` arrête le serveur et ses enfants (à appeler dans un `finally` ou un `afterAll`).
 */
export async function lancerFormgrader(cours: string): Promise<FormgraderLance> {
  const jeton = randomBytes(16).toString("hex");
  const port = await portLibre();
  const tsNode = join(RACINE, "node_modules", "ts-node", "dist", "bin.js");
  const serveur = spawn(
    process.execPath,
    [
      tsNode,
      "outils/correction/devoirs.ts",
      "--cours",
      cours,
      "formgrader",
      "--no-browser",
      `--port=${port}`,
      "--port-retries=0",
      `--IdentityProvider.token=${jeton}`,
    ],
    { cwd: RACINE, detached: true, stdio: "ignore" },
  );
  const arreter = () => {
    if (serveur.pid && serveur.exitCode === null) process.kill(-serveur.pid, "SIGTERM");
  };
  const adresse = `http://127.0.0.1:${port}`;
  // Une boucle à soi : lancé dans un beforeAll, où expect.poll n'est pas permis.
  const echeance = Date.now() + 120_000;
  for (;;) {
    const statut = await fetch(`${adresse}/formgrader/api/status?token=${jeton}`).then(
      (r) => r.status,
      () => 0,
    );
    if (statut === 200) break;
    if (Date.now() > echeance || serveur.exitCode !== null) {
      arreter();
      throw new Error(
        `formgrader ne répond pas sur ${adresse} (code de sortie ${serveur.exitCode})`,
      );
    }
    await new Promise((ok) => setTimeout(ok, 500));
  }
  return { adresse, jeton, arreter };
}
