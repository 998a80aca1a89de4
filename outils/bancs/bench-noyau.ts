/**
 * npm run bench:noyau : le noyau du cours face à tslab seul et à son ancien
 * chargement de la bibliothèque, dans une même exécution et sur la même machine.
 *   - démarrage : du lancement du noyau à sa première réponse (kernel_info) ;
 *   - premier import de la bibliothèque (`./src/index`), qui ne lit que les
 *     déclarations des noms importés (src/noyau/index-a-la-demande.ts), et,
 *     après la leçon, l'index entier (`import * as cours`) : le reste ;
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
 * `npm run bench:noyau -- --rapide` : moins de répétitions ; `-- --noyau-seul` : le noyau
 * du cours seul (ni tslab seul, ni l'ancien chargement) ; `-- --modules` : en plus, ce que
 * coûte chaque module de la bibliothèque au premier import (modules-du-noyau.cjs).
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

/** Construit le cache de la bibliothèque s'il manque ; rend la durée de la construction (ms) et son dossier. */
function construireLeCache(): { duree: number; dossier: string } {
  const debut = performance.now();
  const r = spawnSync(process.execPath, [LANCEUR, "--bibliotheque"], {
    cwd: RACINE,
    encoding: "utf8",
  });
  if (r.status !== 0) throw new Error(`la précompilation de src/ a échoué :\n${r.stderr}`);
  const dossier = /bibliothèque précompilée : (\S+)/.exec(r.stderr)?.[1];
  if (!dossier)
    throw new Error(`src/ ne compile pas : pas de bibliothèque précompilée.\n${r.stderr}`);
  return { duree: performance.now() - debut, dossier: join(RACINE, dossier) };
}

type Mesures = Record<string, Record<string, number[]>>;

function mesurer(demarrages: number, repetitions: number, noyaux: string[]): Mesures {
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
        ...noyaux,
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

interface PartDUnModule {
  module: string;
  propre: number;
  total: number;
}

/** Les parts de chaque module (durée en ms ou tas en Mo), mesurées par modules-du-noyau.cjs dans un Node neuf. */
function partsDesModules(dossier: string, quoi: "duree" | "tas"): PartDUnModule[] {
  const r = spawnSync(
    process.execPath,
    // Les réglages de mémoire du noyau (kernel.json).
    [
      "--expose-gc",
      "--max-semi-space-size=2",
      join(__dirname, "modules-du-noyau.cjs"),
      dossier,
      quoi,
    ],
    {
      cwd: RACINE,
      encoding: "utf8",
      env: { ...process.env, MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" },
    },
  );
  if (r.status !== 0) throw new Error(`la mesure des modules a échoué :\n${r.stderr}`);
  return JSON.parse(r.stdout) as PartDUnModule[];
}

/** Le tableau par module : durée propre (médiane de `fois` Node neufs) et tas gardé, par dossier puis les plus lourds. */
function tableauDesModules(dossier: string, fois: number): void {
  const durees = new Map<string, number[]>();
  for (let k = 0; k < fois; k++)
    for (const m of partsDesModules(dossier, "duree"))
      durees.set(m.module, [...(durees.get(m.module) ?? []), m.propre]);
  const tas = new Map(partsDesModules(dossier, "tas").map((m) => [m.module, m]));
  const lignes = [...durees].map(([module, d]) => ({
    module,
    duree: mediane(d),
    tas: tas.get(module)?.propre ?? 0,
  }));
  const parDossier = new Map<string, { duree: number; tas: number; nombre: number }>();
  for (const l of lignes) {
    const d = l.module.startsWith("src/") ? l.module.split("/").slice(0, 2).join("/") : "paquets";
    const somme = parDossier.get(d) ?? { duree: 0, tas: 0, nombre: 0 };
    parDossier.set(d, {
      duree: somme.duree + l.duree,
      tas: somme.tas + l.tas,
      nombre: somme.nombre + 1,
    });
  }
  const total = lignes.reduce((t, l) => ({ duree: t.duree + l.duree, tas: t.tas + l.tas }), {
    duree: 0,
    tas: 0,
  });
  const mo1 = (v: number) => `${v.toFixed(1).replace(".", ",")} Mo`;
  console.log(
    `\nLe premier import, module par module : ${lignes.length} modules, ${ms(total.duree)}, ` +
      `${mo1(total.tas)} gardés dans le tas (Node neuf réglé comme le noyau ; durées : médiane de ${fois}).\n`,
  );
  const dossiers = [...parDossier].sort((a, b) => b[1].duree - a[1].duree);
  console.log(
    tableauTexte([
      ["dossier", "modules", "durée propre", "tas gardé"],
      ...dossiers.map(([d, v]) => [d, v.nombre, ms(v.duree), mo1(v.tas)]),
    ]),
  );
  const lourds = lignes.sort((a, b) => b.duree - a.duree).slice(0, 20);
  console.log(
    "\n" +
      tableauTexte([
        ["module (les 20 plus lents)", "durée propre", "tas gardé"],
        ...lourds.map((l) => [l.module, ms(l.duree), mo1(l.tas)]),
      ]),
  );
  console.log(
    "\nDurée propre : celle du module sans ses imports ; tas gardé : ce qui reste après un ramasse-miettes." +
      "\nDans le noyau s'y ajoutent la vérification des types de la cellule d'import (les déclarations de src/)" +
      "\net la traduction des modules par V8.",
  );
}

function main(): void {
  const rapide = process.argv.includes("--rapide");
  const noyauSeul = process.argv.includes("--noyau-seul");
  const demarrages = rapide ? 2 : 5;
  const repetitions = rapide ? 10 : 40;
  const noyaux = noyauSeul ? [NOM_DU_NOYAU] : [TSLAB_SEUL, SANS_CACHE, NOM_DU_NOYAU];
  const entetes: Record<string, string> = {
    [TSLAB_SEUL]: "tslab seul",
    [SANS_CACHE]: "ancien chargement",
    [NOM_DU_NOYAU]: "noyau du cours",
  };
  console.log(decrireMachine());
  const cache = construireLeCache();
  console.log(
    `Cache de la bibliothèque vérifié ou construit avant les mesures : ${ms(cache.duree)}` +
      " (une construction complète : une dizaine de secondes de calcul, une fois par version de src/).",
  );
  if (process.argv.includes("--modules")) tableauDesModules(cache.dossier, demarrages);
  console.log(
    `\nDémarrages, premiers imports et leçon 1 : ${demarrages} par noyau ; cellules : ${repetitions} fois chacune. Médianes.\n`,
  );
  const m = mesurer(demarrages, repetitions, noyaux);
  const lignes: (string | number)[][] = [["mesure", ...noyaux.map((n) => entetes[n])]];
  const libelles: [string, string, (v: number) => string][] = [
    ["demarrage", "démarrage (jusqu'à kernel_info)", ms],
    ["import", "premier import de ./src/index", ms],
    ["memoire_import", "mémoire aussitôt après cet import (RSS, avec les enfants)", mo],
    ["lecon", "leçon 1 jusqu'au premier verifier", ms],
    ["memoire", "mémoire aussitôt après (RSS, avec les enfants)", mo],
    ["memoire_rangee", "mémoire après 3 s de repos (RSS)", mo],
    ["pss", "  dont la part du noyau (PSS)", mo],
    ["memoire_repos", "mémoire après 10 s de repos (RSS)", mo],
    ["index_entier", "puis tout l'index (import * as cours)", ms],
    ["memoire_index_entier", "mémoire aussitôt après (RSS, avec les enfants)", mo],
    ["vide", "cellule « 1 »", ms],
    ["affichage", "cellule console.log", ms],
    ["declarations", "cellule de 5 lignes (déclarations)", ms],
  ];
  for (const [cle, libelle, format] of libelles)
    lignes.push([libelle, ...noyaux.map((n) => format(mediane(m[n][cle])))]);
  console.log(tableauTexte(lignes));
  const cours = m[NOM_DU_NOYAU];
  console.log(
    `\nNoyau du cours, premier import de ./src/index (médiane de ${demarrages} noyaux neufs) : ` +
      `${ms(mediane(cours.import))}, puis ${mo(mediane(cours.memoire_import))} de mémoire résidente ` +
      `(${cours.import.map((v) => v.toFixed(0)).join(", ")} ms ; ` +
      `${cours.memoire_import.map((v) => v.toFixed(0)).join(", ")} Mo).`,
  );
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
