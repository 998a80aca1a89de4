/**
 * npm run bench:noyau : le noyau du cours face à tslab seul et à son ancien
 * chargement de la bibliothèque, dans une même exécution et sur la même machine.
 *   - démarrage : du lancement du noyau à sa première réponse (kernel_info) ;
 *   - premier import de la bibliothèque (`./src/index`) ;
 *   - mémoire (RSS du noyau et de ses processus enfants) après les premières
 *     cellules de la leçon 1, jusqu'à la première vérification `verifier` ;
 *   - surcoût par cellule : l'aller-retour complet de cellules courtes.
 *
 * tslab seul est lancé par un kernelspec temporaire (dans un dossier
 * temporaire, ajouté à JUPYTER_PATH) : le `startKernel` de tslab, depuis la
 * racine du projet, comme le faisait le noyau avant son remplacement.
 * « Ancien chargement » : le noyau du cours tel qu'il était (SUDOKU_NOYAU_SANS_CACHE=1,
 * voir lanceur.js et src/noyau/demarrer.ts) : ts-node et swc chargent le noyau, tslab
 * compile `src/` au premier import, tous les types de Node, sans les réglages de mémoire
 * de kernel.json, ni copie réduite du compilateur, ni rangement de la mémoire au repos
 * (src/noyau/rangement.ts). Le cache de la bibliothèque est construit avant les
 * mesures (sa construction, une fois par version de `src/`, est chronométrée à part).
 * `npm run bench:noyau -- --rapide` : moins de répétitions.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { mediane } from "../../src/mesure/statistiques";
import { decrireMachine, tableauTexte } from "../../src/mesure/tableau-texte";
import { NOM_DU_NOYAU, RACINE, environnementJupyter, pythonDuProjet } from "../commun/jupyter";

const TSLAB_SEUL = "tslab-seul-banc";
const SANS_CACHE = "sudoku-ts-sans-cache-banc";
const LANCEUR = join(RACINE, "jupyter", "kernels", "sudoku-ts", "lanceur.js");
const LECON_1 = join(RACINE, "notebooks", "professeur", "01-td-retour-arriere.ipynb");

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
  // Le noyau du cours tel qu'il était : ancien chargement de src/ et du noyau (ts-node et swc),
  // sans les réglages de mémoire de kernel.json.
  const ancien = join(dossier, "kernels", SANS_CACHE);
  mkdirSync(ancien, { recursive: true });
  const specAncien = {
    argv: ["node", "--no-force-async-hooks-checks", LANCEUR, "{connection_file}"],
    env: { SUDOKU_NOYAU_SANS_CACHE: "1", SUDOKU_NOYAU_SANS_RANGEMENT: "1" },
    display_name: "noyau du cours, ancien chargement (banc d'essai)",
    language: "typescript",
    interrupt_mode: "message",
  };
  writeFileSync(join(ancien, "kernel.json"), JSON.stringify(specAncien));
  return dossier;
}

/** Construit le cache de la bibliothèque s'il manque ; rend la durée de la construction (ms). */
function construireLeCache(): number {
  const debut = performance.now();
  const r = spawnSync(process.execPath, [LANCEUR, "--bibliotheque"], {
    cwd: RACINE,
    encoding: "utf8",
  });
  if (r.status !== 0) throw new Error(`la précompilation de src/ a échoué :\n${r.stderr}`);
  return performance.now() - debut;
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
        join(RACINE, "outils", "bancs", "bench-noyau.py"),
        join(dossier, "mesures.json"),
        String(demarrages),
        String(repetitions),
        LECON_1,
        TSLAB_SEUL,
        SANS_CACHE,
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
const mo = (v: number) => `${v.toFixed(0)} Mo`;

function main(): void {
  const rapide = process.argv.includes("--rapide");
  const demarrages = rapide ? 2 : 5;
  const repetitions = rapide ? 10 : 40;
  console.log(decrireMachine());
  const construction = construireLeCache();
  console.log(
    `Cache de la bibliothèque vérifié ou construit avant les mesures : ${ms(construction)}` +
      " (une construction complète : une dizaine de secondes de calcul, une fois par version de src/).",
  );
  console.log(
    `Démarrages, premiers imports et leçon 1 : ${demarrages} par noyau ; cellules : ${repetitions} fois chacune. Médianes.\n`,
  );
  const m = mesurer(demarrages, repetitions);
  const lignes: (string | number)[][] = [
    ["mesure", "tslab seul", "ancien chargement", "noyau du cours"],
  ];
  const libelles: [string, string, (v: number) => string][] = [
    ["demarrage", "démarrage (jusqu'à kernel_info)", ms],
    ["import", "premier import de ./src/index", ms],
    ["lecon", "leçon 1 jusqu'au premier verifier", ms],
    ["memoire", "mémoire aussitôt après (RSS, avec les enfants)", mo],
    ["memoire_rangee", "mémoire après 3 s de repos (RSS)", mo],
    ["pss", "  dont la part du noyau (PSS)", mo],
    ["memoire_repos", "mémoire après 10 s de repos (RSS)", mo],
    ["vide", "cellule « 1 »", ms],
    ["affichage", "cellule console.log", ms],
    ["declarations", "cellule de 5 lignes (déclarations)", ms],
  ];
  for (const [cle, libelle, format] of libelles) {
    const valeurs = [TSLAB_SEUL, SANS_CACHE, NOM_DU_NOYAU].map((n) => format(mediane(m[n][cle])));
    lignes.push([libelle, ...valeurs]);
  }
  console.log(tableauTexte(lignes));
  console.log(
    "\nUne cellule : de l'envoi de la requête à la réponse et à l'état « libre » (jupyter_client)." +
      "\nLe noyau du cours fait en plus : repères de lignes, execute_result, compteur, historique." +
      "\nAncien chargement : le noyau du cours d'avant (ts-node, src/ compilée par tslab au premier import)." +
      "\nPSS : chaque page partagée avec d'autres processus (le code de Node…) comptée au prorata ;" +
      "\nla part de chaque noyau quand une classe en fait tourner plusieurs." +
      '\nLeçon 1 : les cellules de code de la version corrigée, jusqu\'à verifier("test_ligne", …),' +
      "\njoués après le premier import (le premier import ne compte donc pas dans cette durée).",
  );
}

main();
