/**
 * npm run bench:sat-natif : le CDCL du cours face à MiniSat 2.2 (le programme
 * natif de Debian), sur 3-SAT aléatoire au seuil, côte à côte dans une même
 * exécution.
 *
 * Les formules : 100 formules de 100 variables et 426 clauses de 3 littéraux
 * (rapport 4,26, là où la moitié environ est satisfiable et où elles sont le
 * plus difficiles), tirées par le générateur du cours (`kSATAleatoire`, graines
 * 1 à 100), écrites en DIMACS dans un dossier temporaire effacé à la fin.
 *
 * Chaque tour (`--tours N`, 5 par défaut) mesure, dans un ordre qui alterne :
 * - MiniSat : un processus par fichier ; son « CPU time » (qu'il imprime, de
 *   son démarrage à sa réponse) moins celui d'une formule vide (son démarrage
 *   seul), et le temps écoulé des 100 processus ;
 * - le CDCL de `sudoku sat` (compilé en WebAssembly, `src/sat/cdcl-wasm.ts`) :
 *   lecture et résolution de chaque fichier dans un processus neuf
 *   (`bench-sat-natif-cdcl.ts`), à froid (chargement du module compris) puis
 *   une seconde fois ; de même le CDCL TypeScript du cours, à côté ; et la
 *   commande entière `sudoku sat --solveur cdcl` sur les 100 fichiers en un
 *   appel (temps écoulé, démarrage compris).
 * On garde la médiane des tours. `--json` imprime de plus, en dernière ligne,
 * les médianes en millisecondes : `minisat`, `cdclFroid`, `cdclChaud` (le CDCL
 * WebAssembly), `minisatProcessus`, `commande`, `cdclTsFroid`, `cdclTsChaud`.
 *
 * Contrôles : chaque réponse du CDCL est comparée à celles de MiniSat et de
 * PicoSAT (un désaccord arrête le banc), et chaque modèle (du CDCL comme de
 * MiniSat) est vérifié sur la formule.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { mediane } from "../../src/mesure/statistiques";
import { decrireMachine, tableauTexte } from "../../src/mesure/tableau-texte";
import { ecrireDimacs } from "../../src/sat/dimacs";
import { kSATAleatoire } from "../../src/sat/generateurs";
import { clauseFausse, type FNC } from "../../src/sat/probleme";
import { dossierDeBanc } from "./dossier-de-banc";
import { RACINE } from "../commun/jupyter";

const VARIABLES = 100;
const CLAUSES = 426;
const FORMULES = 100;

interface ReponseCDCL {
  statut: string;
  modele?: number[];
}

/** Un modèle en littéraux (« 3 » vraie, « -3 » fausse) satisfait-il la formule ? */
function modeleJuste(formule: FNC, litteraux: readonly number[]): boolean {
  const valeurs = [false];
  for (const l of litteraux) valeurs[Math.abs(l)] = l > 0;
  return (
    valeurs.length === formule.nombreDeVariables + 1 && clauseFausse(formule, valeurs) === undefined
  );
}

/** MiniSat sur un fichier : statut, modèle, son temps processeur (ms). */
function minisat(
  fichier: string,
  sortie: string,
): { statut: string; modele?: number[]; cpu: number } {
  const r = spawnSync("minisat", ["-verb=1", fichier, sortie], { encoding: "utf8" });
  const cpu = Number(/CPU time\s*:\s*([\d.e-]+)/.exec(r.stdout)?.[1] ?? NaN) * 1000;
  if (r.status === 20) return { statut: "insatisfiable", cpu };
  if (r.status !== 10) throw new Error(`minisat a répondu ${r.status} pour ${fichier}`);
  const lignes = readFileSync(sortie, "utf8").split("\n");
  const modele = lignes[1]
    .trim()
    .split(/\s+/)
    .map(Number)
    .filter((l) => l !== 0);
  return { statut: "satisfiable", modele, cpu };
}

function picosat(fichier: string): string {
  const r = spawnSync("picosat", [fichier], { encoding: "utf8" });
  if (r.status === 10) return "satisfiable";
  if (r.status === 20) return "insatisfiable";
  throw new Error(`picosat a répondu ${r.status} pour ${fichier}`);
}

function cdclNeuf(
  moteur: "wasm" | "ts",
  fichiers: readonly string[],
): {
  froid: number[];
  chaud: number[];
  reponses: ReponseCDCL[];
} {
  const sortie = execFileSync(
    process.execPath,
    [
      "--expose-gc", // voir bench-sat-natif-cdcl.ts : le tas de ts-node est nettoyé avant la mesure
      "--require",
      "ts-node/register",
      join(RACINE, "outils", "bancs", "bench-sat-natif-cdcl.ts"),
      moteur,
      ...fichiers,
    ],
    { cwd: RACINE, encoding: "utf8", maxBuffer: 50_000_000 },
  );
  return JSON.parse(sortie) as { froid: number[]; chaud: number[]; reponses: ReponseCDCL[] };
}

/** Temps écoulé (ms) d'une fonction. */
function chrono(f: () => void): number {
  const debut = performance.now();
  f();
  return performance.now() - debut;
}

const somme = (valeurs: readonly number[]) => valeurs.reduce((a, b) => a + b, 0);
const ms = (v: number) => `${v.toFixed(v < 100 ? 1 : 0).replace(".", ",")} ms`;
const fois = (v: number) => `${v.toFixed(2).replace(".", ",")} ×`;

function main(): void {
  for (const programme of ["minisat", "picosat"])
    if (spawnSync(programme, ["--help"]).error) {
      console.error(
        `bench:sat-natif : « ${programme} » est introuvable ; sous Debian ou Ubuntu : sudo apt-get install minisat picosat`,
      );
      process.exit(1);
    }
  const { values } = parseArgs({
    options: { tours: { type: "string", default: "5" }, json: { type: "boolean", default: false } },
  });
  const tours = Number(values.tours);
  const { dossier, nettoyer } = dossierDeBanc("sat-natif");
  try {
    const formules: FNC[] = [];
    const fichiers: string[] = [];
    for (let graine = 1; graine <= FORMULES; graine++) {
      const formule = kSATAleatoire(VARIABLES, CLAUSES, 3, graine);
      formules.push(formule);
      const fichier = join(dossier, `aleatoire-${String(graine).padStart(3, "0")}.cnf`);
      writeFileSync(fichier, ecrireDimacs(formule, [`3-SAT aléatoire, graine ${graine}`]));
      fichiers.push(fichier);
    }
    const vide = join(dossier, "vide.cnf");
    writeFileSync(vide, "p cnf 1 1\n1 0\n");
    const modeleMinisat = join(dossier, "modele.txt");

    // Contrôles, une fois : les solveurs d'accord, modèles justes (les deux CDCL).
    const cdcl = cdclNeuf("wasm", fichiers).reponses;
    const cdclTs = cdclNeuf("ts", fichiers).reponses;
    let satisfiables = 0;
    fichiers.forEach((fichier, k) => {
      const m = minisat(fichier, modeleMinisat);
      const p = picosat(fichier);
      if (cdcl[k].statut !== m.statut || cdclTs[k].statut !== m.statut || m.statut !== p)
        throw new Error(
          `désaccord sur ${fichier} : cdcl ${cdcl[k].statut}, cdcl TypeScript ${cdclTs[k].statut}, minisat ${m.statut}, picosat ${p}`,
        );
      if (m.statut === "satisfiable") {
        satisfiables++;
        if (!modeleJuste(formules[k], cdcl[k].modele ?? []))
          throw new Error(`modèle faux du CDCL WebAssembly pour ${fichier}`);
        if (!modeleJuste(formules[k], cdclTs[k].modele ?? []))
          throw new Error(`modèle faux du CDCL TypeScript pour ${fichier}`);
        if (!modeleJuste(formules[k], m.modele ?? []))
          throw new Error(`modèle faux de minisat pour ${fichier}`);
      }
    });

    const mesures: Record<string, number[]> = {
      minisatCpu: [],
      minisatDemarrage: [],
      minisatProcessus: [],
      cdclFroid: [],
      cdclChaud: [],
      cdclTsFroid: [],
      cdclTsChaud: [],
      commande: [],
    };
    for (let t = 0; t < tours; t++) {
      const mesurerMinisat = () => {
        let cpu = 0;
        mesures.minisatProcessus.push(
          chrono(() => {
            for (const f of fichiers) cpu += minisat(f, modeleMinisat).cpu;
          }),
        );
        mesures.minisatCpu.push(cpu);
        const demarrages = Array.from({ length: 20 }, () => minisat(vide, modeleMinisat).cpu);
        mesures.minisatDemarrage.push(mediane(demarrages) * FORMULES);
      };
      const mesurerCdcl = () => {
        const r = cdclNeuf("wasm", fichiers);
        mesures.cdclFroid.push(somme(r.froid));
        mesures.cdclChaud.push(somme(r.chaud));
        const ts = cdclNeuf("ts", fichiers);
        mesures.cdclTsFroid.push(somme(ts.froid));
        mesures.cdclTsChaud.push(somme(ts.chaud));
        mesures.commande.push(
          chrono(() =>
            spawnSync(
              process.execPath,
              [join(RACINE, "bin", "sudoku.cjs"), "sat", "--solveur", "cdcl", ...fichiers],
              { stdio: "ignore" },
            ),
          ),
        );
      };
      if (t % 2 === 0) {
        mesurerMinisat();
        mesurerCdcl();
      } else {
        mesurerCdcl();
        mesurerMinisat();
      }
    }

    const m = (cle: string) => mediane(mesures[cle]);
    const minisatSeul = m("minisatCpu") - m("minisatDemarrage");
    console.log(decrireMachine());
    console.log(
      `${FORMULES} formules 3-SAT aléatoires (${VARIABLES} variables, ${CLAUSES} clauses, graines 1 à ${FORMULES}) :` +
        ` ${satisfiables} satisfiables, ${FORMULES - satisfiables} insatisfiables ; réponses identiques` +
        ` pour les deux CDCL, MiniSat et PicoSAT, modèles vérifiés. Médianes de ${tours} tours.\n`,
    );
    console.log(
      tableauTexte([
        [
          "mesure (les 100 formules)",
          "MiniSat 2.2 (natif)",
          "CDCL wasm (sudoku sat)",
          "rapport",
          "CDCL TypeScript",
          "rapport",
        ],
        [
          "résolution, sans démarrage (à froid)",
          ms(minisatSeul),
          ms(m("cdclFroid")),
          fois(m("cdclFroid") / minisatSeul),
          ms(m("cdclTsFroid")),
          fois(m("cdclTsFroid") / minisatSeul),
        ],
        [
          "résolution, sans démarrage (code chaud)",
          ms(minisatSeul),
          ms(m("cdclChaud")),
          fois(m("cdclChaud") / minisatSeul),
          ms(m("cdclTsChaud")),
          fois(m("cdclTsChaud") / minisatSeul),
        ],
        [
          "processus entiers (temps écoulé)",
          `${ms(m("minisatProcessus"))} (100 appels)`,
          `${ms(m("commande"))} (1 appel)`,
          fois(m("commande") / m("minisatProcessus")),
          "",
          "",
        ],
      ]),
    );
    console.log(
      "\nMiniSat : son « CPU time » (de son démarrage à sa réponse, lecture comprise), moins" +
        ` celui d'une formule d'une clause (${ms(m("minisatDemarrage") / FORMULES)} par appel : son démarrage).` +
        "\nCDCL : lecture du fichier et résolution dans un processus neuf, démarrage de Node exclu ;" +
        "\n« à froid » est ce que voit un appel de sudoku sat (pour le wasm : chargement du module compris)," +
        "\n« code chaud » la même passe refaite. sudoku sat emploie le CDCL wasm ; le CDCL TypeScript" +
        "\nest celui de la bibliothèque et des leçons (le même algorithme, les mêmes conflits)." +
        "\nProcessus entiers : 100 appels de minisat, un appel de « sudoku sat --solveur cdcl » sur les 100 fichiers.",
    );
    if (values.json) {
      const arrondi = (v: number) => Math.round(v * 10) / 10;
      console.log(
        JSON.stringify({
          minisat: arrondi(minisatSeul),
          cdclFroid: arrondi(m("cdclFroid")),
          cdclChaud: arrondi(m("cdclChaud")),
          minisatProcessus: arrondi(m("minisatProcessus")),
          commande: arrondi(m("commande")),
          cdclTsFroid: arrondi(m("cdclTsFroid")),
          cdclTsChaud: arrondi(m("cdclTsChaud")),
        }),
      );
    }
  } finally {
    nettoyer();
  }
}

main();
