/**
 * npm run bench:noyau : le noyau du cours face à tslab seul, dans une même
 * exécution et sur la même machine.
 *   - démarrage : du lancement du noyau à sa première réponse (kernel_info) ;
 *   - premier import de la bibliothèque (`./src/index`, compilée par tslab) ;
 *   - surcoût par cellule : l'aller-retour complet de cellules courtes.
 *
 * tslab seul est lancé par un kernelspec temporaire (dans un dossier
 * temporaire, ajouté à JUPYTER_PATH) : le `startKernel` de tslab, depuis la
 * racine du projet, comme le faisait le noyau avant son remplacement.
 * `npm run bench:noyau -- --rapide` : moins de répétitions.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { mediane } from "../src/mesure/statistiques";
import { decrireMachine, tableauTexte } from "../src/mesure/tableau-texte";
import { NOM_DU_NOYAU, RACINE, environnementJupyter, pythonDuProjet } from "./jupyter";

const TSLAB_SEUL = "tslab-seul-banc";

/** Un kernelspec de tslab seul, dans un dossier temporaire ; rend ce dossier (à mettre dans JUPYTER_PATH). */
function kernelspecTslabSeul(): string {
  const dossier = mkdtempSync(join(tmpdir(), "sudoku-banc-noyau-"));
  const noyau = join(dossier, "kernels", TSLAB_SEUL);
  mkdirSync(noyau, { recursive: true });
  const lanceur = [
    `process.chdir(${JSON.stringify(RACINE)});`,
    `require(${JSON.stringify(join(RACINE, "node_modules", "tslab", "dist", "main"))})`,
    "  .startKernel({ configPath: process.argv[2], enableFindLocal: false });",
  ].join("\n");
  writeFileSync(join(noyau, "lanceur.js"), lanceur);
  const spec = {
    argv: ["node", join(noyau, "lanceur.js"), "{connection_file}"],
    display_name: "tslab seul (banc d'essai)",
    language: "typescript",
    interrupt_mode: "signal",
  };
  writeFileSync(join(noyau, "kernel.json"), JSON.stringify(spec));
  return dossier;
}

type Mesures = Record<string, Record<string, number[]>>;

function mesurer(demarrages: number, repetitions: number): Mesures {
  const dossier = kernelspecTslabSeul();
  try {
    const env = environnementJupyter();
    env.JUPYTER_PATH = [dossier, env.JUPYTER_PATH].join(delimiter);
    const r = spawnSync(
      pythonDuProjet(),
      [
        join(RACINE, "outils", "bench-noyau.py"),
        join(dossier, "mesures.json"),
        String(demarrages),
        String(repetitions),
        TSLAB_SEUL,
        NOM_DU_NOYAU,
      ],
      { cwd: RACINE, env, encoding: "utf8", maxBuffer: 10_000_000 },
    );
    if (r.status !== 0) throw new Error(`le banc d'essai a échoué :\n${r.stderr.slice(-3000)}`);
    return JSON.parse(readFileSync(join(dossier, "mesures.json"), "utf8")) as Mesures;
  } finally {
    rmSync(dossier, { recursive: true, force: true });
  }
}

const ms = (v: number) => `${v.toFixed(v < 100 ? 1 : 0).replace(".", ",")} ms`;
const ecart = (a: number, b: number) => `${b - a >= 0 ? "+" : "−"}${ms(Math.abs(b - a))}`;

function main(): void {
  const rapide = process.argv.includes("--rapide");
  const demarrages = rapide ? 2 : 5;
  const repetitions = rapide ? 10 : 40;
  console.log(decrireMachine());
  console.log(
    `Démarrages et premiers imports : ${demarrages} par noyau ; cellules : ${repetitions} fois chacune. Médianes.\n`,
  );
  const m = mesurer(demarrages, repetitions);
  const lignes: (string | number)[][] = [["mesure", "tslab seul", "noyau du cours", "écart"]];
  const libelles: [string, string][] = [
    ["demarrage", "démarrage (jusqu'à kernel_info)"],
    ["import", "premier import de ./src/index"],
    ["vide", "cellule « 1 »"],
    ["affichage", "cellule console.log"],
    ["declarations", "cellule de 5 lignes (déclarations)"],
  ];
  for (const [cle, libelle] of libelles) {
    const a = mediane(m[TSLAB_SEUL][cle]);
    const b = mediane(m[NOM_DU_NOYAU][cle]);
    lignes.push([libelle, ms(a), ms(b), ecart(a, b)]);
  }
  console.log(tableauTexte(lignes));
  console.log(
    "\nUne cellule : de l'envoi de la requête à la réponse et à l'état « libre » (jupyter_client)." +
      "\nLe noyau du cours fait en plus : repères de lignes, execute_result, compteur, historique.",
  );
}

main();
