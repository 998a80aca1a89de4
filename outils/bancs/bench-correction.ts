/**
 * npm run bench:correction : ce que coûte la cage de correction.
 *
 * Un cours nbgrader neuf, le devoir de la leçon 1 et six copies (cinq
 * justes, une vide) ; puis `npm run devoirs -- corriger`, tour à tour sans
 * cage (le noyau ordinaire) et en cage (bubblewrap), `--tours` fois chacun.
 * Le juge et les pièges travaillent dans les deux cas : l'écart est celui de
 * la cage. Les notes sont vérifiées à chaque tour (5 × 9 points, puis 0).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { lireCarnet, sourceDe, texteDuCarnet, type Carnet } from "../carnets/carnets";
import { dossierDeBanc } from "./dossier-de-banc";
import { RACINE, pythonDuProjet } from "../commun/jupyter";
import { mediane } from "../../src/mesure/statistiques";
import { decrireMachine, tableauTexte } from "../../src/mesure/tableau-texte";

const CARNET = "01-td-retour-arriere";
const DEVOIR = "lecon1";
const COPIES = 6;

function devoirs(cours: string, args: string[]): void {
  const r = spawnSync(
    process.execPath,
    [
      join(RACINE, "node_modules", "ts-node", "dist", "bin.js"),
      "outils/correction/devoirs.ts",
      "--cours",
      cours,
      ...args,
    ],
    { cwd: RACINE, encoding: "utf8", env: { ...process.env, INIT_CWD: RACINE } },
  );
  if (r.status !== 0) throw new Error(`devoirs ${args.join(" ")} :\n${r.stdout}\n${r.stderr}`);
}

const idDe = (c: Carnet["cells"][number]) =>
  (c.metadata.nbgrader as { grade_id?: string } | undefined)?.grade_id;

/** La copie juste : la version distribuée, avec le code du professeur dans chaque cellule solution. */
function copieJuste(distribuee: Carnet): Carnet {
  const professeur = lireCarnet(join(RACINE, "notebooks", "professeur", `${CARNET}.ipynb`));
  const solutions = new Map(
    professeur.cells
      .filter((c) => idDe(c)?.startsWith("solution-"))
      .map((c) => [idDe(c), sourceDe(c)]),
  );
  return {
    ...distribuee,
    cells: distribuee.cells.map((c) =>
      solutions.has(idDe(c)) ? { ...c, source: solutions.get(idDe(c))! } : c,
    ),
  };
}

/** Le total des points de chaque élève, lu dans gradebook.db. */
function totaux(cours: string): Record<string, number> {
  const script = `
import json, sqlite3, sys
base = sqlite3.connect(sys.argv[1])
print(json.dumps(dict(base.execute("""
    select sa.student_id, sum(g.auto_score) from grade g
    join submitted_notebook sn on sn.id = g.notebook_id
    join submitted_assignment sa on sa.id = sn.assignment_id group by sa.student_id"""))))
`;
  const r = spawnSync(pythonDuProjet(), ["-c", script, join(cours, "gradebook.db")], {
    encoding: "utf8",
  });
  return JSON.parse(r.stdout) as Record<string, number>;
}

function main(): void {
  const k = process.argv.indexOf("--tours");
  const tours = k > 0 ? Number(process.argv[k + 1]) : 2;
  const { dossier, nettoyer } = dossierDeBanc("correction");
  try {
    const cours = join(dossier, "cours");
    devoirs(cours, ["creer", DEVOIR, CARNET]);
    devoirs(cours, ["generer", DEVOIR]);
    const distribuee = lireCarnet(join(cours, "release", DEVOIR, `${CARNET}.ipynb`));
    const juste = copieJuste(distribuee);
    const attendus: Record<string, number> = {};
    for (let e = 1; e <= COPIES; e++) {
      const eleve = `eleve${e}`;
      const carnet = e === COPIES ? distribuee : juste;
      attendus[eleve] = e === COPIES ? 0 : 9;
      mkdirSync(join(cours, "submitted", eleve, DEVOIR), { recursive: true });
      writeFileSync(
        join(cours, "submitted", eleve, DEVOIR, `${CARNET}.ipynb`),
        texteDuCarnet(carnet),
      );
    }
    // Une première correction, non comptée : la bibliothèque précompilée est prête ensuite.
    devoirs(cours, ["corriger", DEVOIR]);
    const durees: Record<string, number[]> = { "sans cage": [], "en cage": [] };
    for (let t = 0; t < tours; t++) {
      for (const mode of ["sans cage", "en cage"] as const) {
        const debut = performance.now();
        devoirs(cours, ["corriger", DEVOIR, ...(mode === "sans cage" ? ["--sans-cage"] : [])]);
        durees[mode].push((performance.now() - debut) / 1000);
        const notes = totaux(cours);
        if (JSON.stringify(notes) !== JSON.stringify(attendus))
          throw new Error(`notes inattendues (${mode}) : ${JSON.stringify(notes)}`);
      }
    }
    const ligne = (mode: string) => {
      const d = durees[mode];
      return [
        mode,
        `${mediane(d).toFixed(1)} s`,
        `${(mediane(d) / COPIES).toFixed(1)} s`,
        d.map((x) => x.toFixed(1)).join(" ; "),
      ];
    };
    const surcout = mediane(durees["en cage"]) - mediane(durees["sans cage"]);
    console.log(
      `Correction de ${COPIES} copies de la leçon 1 (${decrireMachine()}), ${tours} tours :\n`,
    );
    console.log(
      tableauTexte([
        ["mode", `${COPIES} copies (médiane)`, "par copie", "tours"],
        ligne("sans cage"),
        ligne("en cage"),
      ]),
    );
    console.log(
      `\nCoût de la cage : ${(surcout / COPIES).toFixed(2)} s par copie (${((100 * surcout) / mediane(durees["sans cage"])).toFixed(0)} %).`,
    );
  } finally {
    nettoyer();
  }
}

main();
