/**
 * La construction de la correction : ce que le noyau en cage voit du cours,
 * et rien d'autre (voir jupyter/correction/kernels/sudoku-ts-correction/cage.js).
 *
 * Elle part de la bibliothèque précompilée des carnets (.cache/noyau/) et
 * range dans .cache/correction/<empreinte>/ :
 *   - `src/` : les déclarations (.d.ts) et le JavaScript de chaque module,
 *     sans ce qui répond aux exercices notés (src/noyau/sans-references.ts),
 *     et les fichiers versés dans src/ (WebAssembly, scripts de fils) ;
 *   - `noyau.js` : le noyau du cours en un seul fichier (esbuild), que
 *     `lanceur.js --noyau` charge à la place de src/noyau/*.ts.
 * Ni les sources TypeScript, ni le compilateur du projet, ni ts-node : la
 * cage ne monte que ce dossier, les paquets dont le noyau a besoin et data/.
 *
 * L'empreinte couvre tout ce qui décide du contenu (bibliothèque, noyau, noms
 * retirés, ce fichier) : une construction faite sert telle quelle aux
 * corrections suivantes du même devoir.
 */
import { createHash, randomBytes } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative } from "node:path";
import { buildSync } from "esbuild";
import { RACINE } from "../commun/jupyter";

/** Change quand la forme de la construction change. */
const FORMAT = 1;
/** Les constructions gardées (celles d'autres devoirs ou d'autres versions du cours). */
const GARDEES = 12;

export const DOSSIER_DES_CONSTRUCTIONS = join(RACINE, ".cache", "correction");

export interface ConstructionDeCorrection {
  /** Le dossier de la construction (il contient `src/`, `noyau.js`, `manifeste.json`). */
  dossier: string;
  /** Le noyau en un fichier. */
  noyau: string;
  /** Les noms retirés de la bibliothèque. */
  pieges: string[];
}

/** Chaque fonction (et classe) qu'exporte la bibliothèque, avec le premier nom qui l'exporte. */
function fonctionsExportees(cours: Record<string, unknown>): Map<unknown, string> {
  const exportees = new Map<unknown, string>();
  for (const [nom, valeur] of Object.entries(cours)) {
    if (typeof valeur === "function" && !exportees.has(valeur)) exportees.set(valeur, nom);
  }
  return exportees;
}

/**
 * Les noms à retirer pour un devoir dont les exercices notés sont `exercices` :
 * chaque exercice, le nom de sa version de référence et ceux de ses
 * équivalents, quand la bibliothèque les exporte (les autres sont retirés
 * avec les exercices eux-mêmes, dans src/exercices/).
 */
export async function piegesDesExercices(exercices: readonly string[]): Promise<string[]> {
  const { trouverExercice } = await import("../../src/exercices/catalogue");
  const exportees = fonctionsExportees(await import("../../src/index"));
  const noms = new Set<string>();
  for (const nom of exercices) {
    const exercice = trouverExercice(nom);
    noms.add(nom);
    for (const fonction of [exercice.reference, ...(exercice.equivalents ?? [])]) {
      const exportee = exportees.get(fonction);
      if (exportee) noms.add(exportee);
    }
  }
  return [...noms].sort();
}

/** Les fichiers de `dossier`, relatifs, triés. */
function fichiers(dossier: string, exclus: readonly string[] = []): string[] {
  const liste: string[] = [];
  const parcourir = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const chemin = join(d, e.name);
      if (exclus.includes(chemin)) continue;
      if (e.isDirectory()) parcourir(chemin);
      else liste.push(relative(dossier, chemin));
    }
  };
  parcourir(dossier);
  return liste.sort();
}

/** Les fichiers versés dans src/ que la bibliothèque ouvre en tournant (.wasm, .cjs), hors du noyau. */
export function fichiersVerses(): string[] {
  const src = join(RACINE, "src");
  return fichiers(src, [join(src, "noyau")]).filter((f) => !f.endsWith(".ts"));
}

/** Le noyau du cours en un seul fichier CommonJS ; ses paquets restent dans node_modules. */
function noyauEnUnFichier(): string {
  const resultat = buildSync({
    entryPoints: [join(RACINE, "src", "noyau", "demarrer.ts")],
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    write: false,
    logLevel: "silent",
    external: [
      "tslab",
      "tslab/*",
      "zeromq",
      "@tslab/typescript-for-tslab",
      "esbuild",
      "plotly.js-dist",
    ],
  });
  return resultat.outputFiles[0].text;
}

/** Construit (ou retrouve) la correction qui retire `pieges`. */
export async function construireLaCorrection(
  pieges: readonly string[],
): Promise<ConstructionDeCorrection> {
  const { lancerConstruction, empreinte, dossierDuCache } =
    await import("../../src/noyau/bibliotheque");
  const code = await lancerConstruction(RACINE);
  const cle = empreinte(RACINE);
  const bibliotheque = dossierDuCache(RACINE, cle);
  const manifeste = JSON.parse(readFileSync(join(bibliotheque, "manifeste.json"), "utf8")) as {
    erreurs: number;
    modules: string[];
  };
  if (code !== 0 || manifeste.erreurs > 0)
    throw new Error(
      "la bibliothèque du cours (src/) ne se précompile pas : corrigez d'abord ses erreurs (npm run types).",
    );
  const noyau = noyauEnUnFichier();
  const h = createHash("sha256");
  h.update(`${FORMAT}\n${cle}\n${pieges.join(",")}\n`);
  h.update(noyau);
  for (const fichier of [__filename, join(RACINE, "src", "noyau", "sans-references.ts")])
    h.update(readFileSync(fichier));
  for (const verse of fichiersVerses()) h.update(readFileSync(join(RACINE, "src", verse)));
  const dossier = join(DOSSIER_DES_CONSTRUCTIONS, h.digest("hex").slice(0, 20));
  const construction = { dossier, noyau: join(dossier, "noyau.js"), pieges: [...pieges] };
  if (existsSync(join(dossier, "manifeste.json"))) return construction;

  const { sansReferences } = await import("../../src/noyau/sans-references");
  const provisoire = `${dossier}.${process.pid}-${randomBytes(4).toString("hex")}`;
  const noms = new Set(pieges);
  for (const module of manifeste.modules) {
    const js = readFileSync(join(bibliotheque, "src", `${module}.js`), "utf8");
    const cible = join(provisoire, "src", `${module}.js`);
    mkdirSync(dirname(cible), { recursive: true });
    writeFileSync(cible, sansReferences(js, noms, module.startsWith("exercices/")));
    copyFileSync(
      join(bibliotheque, "src", `${module}.d.ts`),
      join(provisoire, "src", `${module}.d.ts`),
    );
  }
  // D'où vient chaque nom de l'index : la cage sert l'index à la demande, comme le noyau.
  copyFileSync(join(bibliotheque, "origines.json"), join(provisoire, "origines.json"));
  for (const verse of fichiersVerses()) {
    mkdirSync(dirname(join(provisoire, "src", verse)), { recursive: true });
    copyFileSync(join(RACINE, "src", verse), join(provisoire, "src", verse));
  }
  writeFileSync(join(provisoire, "noyau.js"), noyau);
  writeFileSync(
    join(provisoire, "manifeste.json"),
    JSON.stringify({ format: 1, empreinte: cle, erreurs: 0, modules: manifeste.modules, pieges }),
  );
  try {
    renameSync(provisoire, dossier);
  } catch {
    // Une autre correction a fini la même construction avant nous.
    rmSync(provisoire, { recursive: true, force: true });
  }
  effacerLesAnciennes(dossier);
  return construction;
}

/** Ne garde que les constructions les plus récentes, et celle du moment. */
function effacerLesAnciennes(garder: string): void {
  const anciennes = readdirSync(DOSSIER_DES_CONSTRUCTIONS)
    .map((nom) => join(DOSSIER_DES_CONSTRUCTIONS, nom))
    .filter((chemin) => chemin !== garder && /\/[0-9a-f]{20}$/.test(chemin))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const chemin of anciennes.slice(GARDEES - 1))
    rmSync(chemin, { recursive: true, force: true });
}
