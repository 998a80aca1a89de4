/**
 * npm run bench:td : les mesures de la leçon 1, dans une seule exécution.
 *   - `resolution` (boucle du TD) sur l'annexe : tours et durée ;
 *   - le démarrage du noyau du cours (jusqu'à sa première réponse) ;
 *   - l'exécution complète de la leçon 1 par Jupyter (nbconvert).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { lireFichier } from "../../src/grille/lecture";
import { mediane } from "../../src/mesure/statistiques";
import { decrireMachine, tableauTexte } from "../../src/mesure/tableau-texte";
import { resolution } from "../../src/td/resolution";
import {
  NOM_DU_NOYAU,
  RACINE,
  commandeDuProjet,
  environnementJupyter,
  pythonDuProjet,
} from "../commun/jupyter";

const ecart = (valeurs: number[]) =>
  `${Math.min(...valeurs).toFixed(1)}–${Math.max(...valeurs).toFixed(1)}`;

function mesurerResolution(repetitions: number) {
  const annexe = lireFichier(join(RACINE, "data", "td", "annexe.tsv"))[0].versMatrice();
  resolution(annexe.map((l) => [...l])); // échauffement du compilateur
  const durees: number[] = [];
  let tours = 0;
  for (let k = 0; k < repetitions; k++) {
    const M = annexe.map((l) => [...l]);
    const debut = performance.now();
    tours = resolution(M).tours;
    durees.push(performance.now() - debut);
  }
  return { tours, durees };
}

const SCRIPT_NOYAU = `
import sys, time
from jupyter_client.manager import start_new_kernel
debut = time.perf_counter()
km, kc = start_new_kernel(kernel_name=sys.argv[1], startup_timeout=120)
pret = time.perf_counter()
kc.execute_interactive("1 + 1", timeout=60, output_hook=lambda message: None)
premiere = time.perf_counter()
kc.stop_channels()
km.shutdown_kernel(now=True)
print(f"{(pret - debut) * 1000:.0f} {(premiere - pret) * 1000:.0f}")
`;

function mesurerNoyau(repetitions: number) {
  const demarrages: number[] = [];
  const premieres: number[] = [];
  for (let k = 0; k < repetitions; k++) {
    const r = spawnSync(pythonDuProjet(), ["-c", SCRIPT_NOYAU, NOM_DU_NOYAU], {
      cwd: RACINE,
      env: environnementJupyter(),
      encoding: "utf8",
    });
    if (r.status !== 0) throw new Error(`le noyau n'a pas démarré :\n${r.stderr}`);
    const derniere = r.stdout.trim().split("\n").pop() ?? "";
    const [demarrage, premiere] = derniere.split(" ").map(Number);
    demarrages.push(demarrage);
    premieres.push(premiere);
  }
  return { demarrages, premieres };
}

function mesurerLecon(chemin: string): number {
  const nbconvert = commandeDuProjet("jupyter-nbconvert");
  if (!nbconvert)
    throw new Error("jupyter-nbconvert est introuvable dans .venv/ : lancez « npm test »");
  const sortie = mkdtempSync(join(tmpdir(), "sudoku-bench-"));
  const debut = performance.now();
  // Le carnet exécuté ne sert qu'à la mesure : son dossier est effacé aussitôt.
  const r = spawnSync(
    nbconvert,
    [
      "--to",
      "notebook",
      "--execute",
      `--ExecutePreprocessor.kernel_name=${NOM_DU_NOYAU}`,
      "--output-dir",
      sortie,
      chemin,
    ],
    { cwd: RACINE, env: environnementJupyter(), encoding: "utf8" },
  );
  const duree = performance.now() - debut;
  rmSync(sortie, { recursive: true, force: true });
  if (r.status !== 0) throw new Error(`la leçon a échoué :\n${r.stderr.slice(-2000)}`);
  return duree;
}

function principal(): void {
  console.log(`${decrireMachine()}\n`);
  const res = mesurerResolution(30);
  const noyau = mesurerNoyau(3);
  const lecon = join(RACINE, "notebooks", "professeur", "01-td-retour-arriere.ipynb");
  const duree = mesurerLecon(lecon);
  const lignes: [string, string, string][] = [
    ["mesure", "médiane", "min–max"],
    [
      `resolution (annexe, ${res.tours} tours), ms`,
      mediane(res.durees).toFixed(1),
      ecart(res.durees),
    ],
    ["resolution, ns par tour", ((mediane(res.durees) * 1e6) / res.tours).toFixed(0), ""],
    [
      "démarrage du noyau du cours, ms",
      mediane(noyau.demarrages).toFixed(0),
      ecart(noyau.demarrages),
    ],
    ["première cellule (1 + 1), ms", mediane(noyau.premieres).toFixed(0), ecart(noyau.premieres)],
    ["leçon 1 entière par nbconvert, s", (duree / 1000).toFixed(1), "(une exécution)"],
  ];
  console.log(tableauTexte(lignes));
}

principal();
