/**
 * npm run bench:commande : la vitesse de la commande `sudoku` elle-même,
 * avant et après sa compilation d'avance et sa lecture par paquets, côte à
 * côte dans une même exécution.
 *
 * « Avant » est la commande du commit AVANT (ts-node, lecture ligne à ligne),
 * extraite par `git archive` dans un dossier temporaire ; « après » est celle
 * de ce dépôt. Chaque tour lance chaque mesure pour les deux, dans un ordre qui
 * alterne d'un tour à l'autre, et l'on garde la médiane des tours : sur une
 * machine chargée, avant et après subissent la même charge.
 *
 * Mesures (temps CPU du processus, utilisateur + système, lu par le processus
 * lui-même à sa sortie ; le temps écoulé est donné aussi ; les longues sorties
 * vont dans un fichier, et avant et après doivent y écrire la même chose) :
 * - démarrage : `sudoku algos` face à `node -e 0` ;
 * - `sudoku verifier` : µs par ligne de plus (pente entre 49 158 lignes et huit fois
 *   plus), et µs par ligne tout compris (démarrage et mise en route) sur 49 158 lignes ;
 * - `sudoku resoudre --algo rapide --tous --limite 2` : le processus entier face
 *   au solveur seul (le même solveur, sur les grilles déjà lues, dans un processus
 *   qui ne mesure que ses appels) ;
 * - `sudoku sat` sur 100 fichiers : 100 appels, et (après seulement) un seul.
 *
 * Les fichiers de mesure sont fabriqués à partir de data/ dans un dossier
 * temporaire, effacé à la fin : 49 158 grilles à 17 indices (les 70 grilles à
 * 17 indices de magictour_top1465 et norvig_top95, chacune transformée sans
 * changer son nombre de solutions : chiffres renommés, lignes et colonnes
 * permutées dans leurs bandes), et 100 formules DIMACS (codage « efficace »
 * des grilles de norvig_easy50 et norvig_top95).
 *
 * Options : `--tours N` (5 par défaut ; 3 pour sat), `--avant REF` (commit),
 * `--sans-avant` (la commande de ce dépôt seule, sans sat : ce que reprend
 * `npm run bench`), `--json` (les mesures d'après en une dernière ligne).
 */
import { execFileSync, spawn } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { lireLigne } from "../../src/grille/lecture";
import { mediane } from "../../src/mesure/statistiques";
import { decrireMachine, tableauTexte } from "../../src/mesure/tableau-texte";
import { coderGrille } from "../../src/sat/codage-sudoku";
import { ecrireDimacs } from "../../src/sat/dimacs";
import { dossierDeBanc } from "./dossier-de-banc";
import { grillesA17Indices } from "./ensembles-de-banc";
import { RACINE } from "../commun/jupyter";

/** Le dernier commit d'avant la commande compilée et la lecture par paquets. */
const AVANT = "6197b283af5e537902cf783686965b6c47ea37ae";
const LIGNES = 49_158;
const FICHIERS_SAT = 100;
/** Le grand fichier de `verifier` : FOIS fois le fichier de 49 158 lignes. */
const FOIS = 8;

interface Mesure {
  /** Temps CPU, utilisateur + système, en secondes. */
  cpu: number;
  /** Temps écoulé, en secondes. */
  mur: number;
  /** Ce que le processus a écrit sur sa sortie standard. */
  sortie: string;
}

/**
 * Lance `node args` ; à sa sortie, le processus écrit son temps CPU sur le
 * descripteur 3 (le même petit programme d'amorce pour toutes les mesures,
 * `node -e 0` compris). Un code de sortie hors de `codes` est une erreur.
 */
function lancer(
  script: string | undefined,
  args: string[],
  codes = [0, 1],
  fichierSortie?: string,
): Promise<Mesure> {
  const amorce = [
    `process.on("exit", () => { const c = process.cpuUsage();`,
    `require("fs").writeSync(3, String((c.user + c.system) / 1e6)); });`,
    script === undefined
      ? ""
      : `process.argv.splice(1, 0, ${JSON.stringify(script)}); require(${JSON.stringify(script)});`,
  ].join("\n");
  return new Promise((resoudre, rejeter) => {
    const debut = performance.now();
    // Une longue sortie va dans un fichier, comme « sudoku verifier f > avis.txt » : le
    // processus ne se mesure pas avec la lecture d'un tube par ce script.
    const fd = fichierSortie === undefined ? "pipe" : openSync(fichierSortie, "w");
    const enfant = spawn(process.execPath, ["-e", amorce, "--", ...args], {
      cwd: RACINE,
      stdio: ["ignore", fd, "pipe", "pipe"],
    });
    if (typeof fd === "number") closeSync(fd);
    let sortie = "";
    let erreur = "";
    let cpu = "";
    enfant.stdout?.on("data", (m: Buffer) => (sortie += m.toString()));
    enfant.stderr?.on("data", (m: Buffer) => (erreur += m.toString()));
    enfant.stdio[3]?.on("data", (m: Buffer) => (cpu += m.toString()));
    enfant.on("error", rejeter);
    enfant.on("close", (code) => {
      const mur = (performance.now() - debut) / 1000;
      if (code === null || !codes.includes(code) || cpu === "") {
        rejeter(new Error(`node ${script ?? ""} ${args.join(" ")} : code ${code}\n${erreur}`));
        return;
      }
      if (fichierSortie !== undefined) sortie = readFileSync(fichierSortie, "utf8");
      resoudre({ cpu: Number(cpu), mur, sortie });
    });
  });
}

/** 100 formules DIMACS : les grilles de norvig_easy50 et norvig_top95, codage « efficace ». */
function formulesSat(dossier: string): string[] {
  const grilles = ["norvig_easy50.txt", "norvig_top95.txt"]
    .flatMap((nom) => readFileSync(join(RACINE, "data", "ensembles", nom), "utf8").split("\n"))
    .filter((l) => l.length === 81)
    .slice(0, FICHIERS_SAT);
  return grilles.map((ligne, k) => {
    const chemin = join(dossier, `grille-${String(k).padStart(3, "0")}.cnf`);
    writeFileSync(chemin, ecrireDimacs(coderGrille(lireLigne(ligne), "efficace")));
    return chemin;
  });
}

/**
 * Le solveur seul, comme l'appelle la commande : lit les grilles (non mesuré)
 * et les met bout à bout, puis ne mesure que `resoudreLotRapide`, par lots de
 * 256 grilles (ceux de src/cli/rapide-par-lots.ts).
 */
const SOLVEUR_SEUL = `
const { readFileSync } = require("fs");
const { resoudreLotRapide } = require(${JSON.stringify(join(RACINE, "src", "rapide", "lot.ts"))});
const { lireLigne } = require(${JSON.stringify(join(RACINE, "src", "grille", "lecture.ts"))});
const grilles = readFileSync(process.argv[2], "utf8").split("\\n").filter((l) => l.length === 81).map((l) => lireLigne(l));
const cases = new Uint8Array(81 * grilles.length);
grilles.forEach((g, k) => cases.set(g.valeurs, 81 * k));
const avant = process.cpuUsage();
let total = 0;
for (let debut = 0; debut < grilles.length; debut += 256) {
  const n = Math.min(256, grilles.length - debut);
  const lot = resoudreLotRapide(cases.subarray(81 * debut), n, { limite: 2 });
  for (let k = 0; k < n; k++) total += lot.solutions[k];
}
const c = process.cpuUsage(avant);
console.log(JSON.stringify({ cpu: (c.user + c.system) / 1e6, total }));
`;

type Version = "avant" | "après";

/** Extrait la commande du commit `ref` dans `racine`, avec les paquets npm de ce dépôt. */
function extraireAvant(ref: string, racine: string): void {
  mkdirSync(racine);
  const archive = execFileSync("git", ["archive", ref], { cwd: RACINE, maxBuffer: 1 << 30 });
  execFileSync("tar", ["-x", "-C", racine], { input: archive });
  symlinkSync(join(RACINE, "node_modules"), join(racine, "node_modules"));
}

async function principal(): Promise<void> {
  const { values } = parseArgs({
    options: {
      tours: { type: "string" },
      avant: { type: "string" },
      "sans-avant": { type: "boolean", default: false },
      json: { type: "boolean", default: false },
    },
  });
  const tours = Number(values.tours ?? 5);
  const sansAvant = values["sans-avant"] === true;
  const toursSat = sansAvant ? 0 : Math.min(tours, 3);
  const { dossier, nettoyer } = dossierDeBanc("commande");
  try {
    const bin: Record<Version, string> = {
      avant: join(dossier, "avant", "bin", "sudoku.cjs"),
      après: join(RACINE, "bin", "sudoku.cjs"),
    };
    // La commande d'avant, extraite du dépôt, avec les paquets npm de celui-ci.
    if (!sansAvant) extraireAvant(values.avant ?? AVANT, join(dossier, "avant"));

    const grilles = join(dossier, "grilles-17.txt");
    const texte = grillesA17Indices(LIGNES).join("\n") + "\n";
    writeFileSync(grilles, texte);
    // Le coût d'une ligne de plus : la pente entre ce fichier et un fichier FOIS fois plus long,
    // sans le démarrage ni la mise en route (compilation des fonctions à la volée par V8).
    const grand = join(dossier, "grilles-17-grand.txt");
    writeFileSync(grand, texte.repeat(FOIS));
    const formules = formulesSat(join(dossier));
    const seul = join(dossier, "solveur-seul.js");
    writeFileSync(
      seul,
      `require(${JSON.stringify(join(RACINE, "node_modules", "ts-node"))}).register({ project: ${JSON.stringify(join(RACINE, "tsconfig.json"))} });\n${SOLVEUR_SEUL}`,
    );

    // Un premier lancement : caches de ts-node, de swc et de la commande compilée.
    const versions: Version[] = sansAvant ? ["après"] : ["avant", "après"];
    for (const v of versions) await lancer(bin[v], ["algos"]);

    const m = {
      node: [] as number[],
      algos: { avant: [] as number[], après: [] as number[] },
      verifier: { avant: [] as number[], après: [] as number[] },
      verifierGrand: { avant: [] as number[], après: [] as number[] },
      resoudre: { avant: [] as number[], après: [] as number[] },
      solveur: [] as number[],
      sat100: { avant: [] as number[], après: [] as number[] },
      sat1: [] as number[],
    };
    const satMur = { avant: [] as number[], après: [] as number[], un: [] as number[] };
    const reponses: Record<Version, string> = { avant: "", après: "" };
    const avis: Record<Version, string> = { avant: "", après: "" };
    for (let tour = 0; tour < tours; tour++) {
      const ordre = tour % 2 === 0 ? versions : [...versions].reverse();
      m.node.push((await lancer(undefined, [])).cpu);
      for (const v of ordre) m.algos[v].push((await lancer(bin[v], ["algos"])).cpu);
      const sortie = join(dossier, "sortie.txt");
      for (const v of ordre) {
        const r = await lancer(bin[v], ["verifier", grilles], [0, 1], sortie);
        m.verifier[v].push(r.cpu);
        avis[v] = r.sortie;
        m.verifierGrand[v].push((await lancer(bin[v], ["verifier", grand], [0, 1], sortie)).cpu);
      }
      for (const v of ordre) {
        const r = await lancer(
          bin[v],
          ["resoudre", "--algo", "rapide", "--tous", "--limite", "2", grilles],
          [0],
          sortie,
        );
        m.resoudre[v].push(r.cpu);
        reponses[v] = r.sortie;
      }
      const s = JSON.parse((await lancer(seul, [grilles], [0])).sortie) as {
        cpu: number;
        total: number;
      };
      if (s.total !== LIGNES) throw new Error(`le solveur seul compte ${s.total} solutions`);
      m.solveur.push(s.cpu);
      if (tour < toursSat) {
        for (const v of ordre) {
          let cpu = 0;
          const debut = performance.now();
          for (const f of formules) cpu += (await lancer(bin[v], ["sat", f], [10, 20])).cpu;
          m.sat100[v].push(cpu);
          satMur[v].push((performance.now() - debut) / 1000);
        }
        const un = await lancer(bin.après, ["sat", ...formules], [0, 10, 20]);
        m.sat1.push(un.cpu);
        satMur.un.push(un.mur);
      }
    }
    if (!sansAvant && (reponses.avant !== reponses.après || avis.avant !== avis.après)) {
      throw new Error("avant et après ne répondent pas pareil");
    }

    const med = mediane;
    const s = (x: number) => `${x.toFixed(3).replace(".", ",")} s`;
    const fois = (x: number) => `${x.toFixed(2).replace(".", ",")}×`;
    const us = (x: number) => `${x.toFixed(2).replace(".", ",")} µs`;
    const node = med(m.node);
    const solveur = med(m.solveur);
    const ligneDe = (v: Version) => {
      const algos = med(m.algos[v]);
      const verifier = med(m.verifier[v]);
      const pente = (med(m.verifierGrand[v]) - verifier) / ((FOIS - 1) * LIGNES);
      const resoudre = med(m.resoudre[v]);
      return [
        v,
        s(algos),
        fois(algos / node),
        us(pente * 1e6),
        us((verifier / LIGNES) * 1e6),
        s(resoudre),
        fois(resoudre / solveur),
        ...(toursSat > 0 ? [`${s(med(m.sat100[v]))} (${s(med(satMur[v]))} écoulées)`] : []),
      ];
    };
    console.log(decrireMachine());
    console.log(
      `Charge de la machine (moyenne sur 1, 5, 15 min) : ${loadavg()
        .map((x) => x.toFixed(1).replace(".", ","))
        .join(" ; ")}. ` +
        `Médianes de ${tours} tours entrelacés (${toursSat} pour sat), temps CPU (utilisateur + système).\n`,
    );
    console.log(
      tableauTexte([
        [
          "commande",
          "sudoku algos",
          "face à node -e 0",
          "verifier, µs par ligne de plus",
          "verifier, µs/ligne (tout compris)",
          "resoudre --tous --limite 2",
          "face au solveur seul",
          ...(toursSat > 0 ? [`sat, ${FICHIERS_SAT} appels`] : []),
        ],
        ...versions.map(ligneDe),
      ]),
    );
    const durees = (mesures: Record<Version, number[]>) =>
      versions.map((v) => `${s(med(mesures[v]))} ${v}`).join(", ");
    console.log(
      `\nverifier sur ${LIGNES.toLocaleString("fr-FR")} lignes : ${durees(m.verifier)} ; ` +
        `sur ${(FOIS * LIGNES).toLocaleString("fr-FR")} lignes : ${durees(m.verifierGrand)}.`,
    );
    console.log(
      `node -e 0 : ${s(node)} ; solveur seul (${LIGNES.toLocaleString("fr-FR")} grilles à 17 indices déjà lues, limite 2) : ${s(solveur)}.`,
    );
    if (toursSat > 0) {
      console.log(
        `sudoku sat, ${FICHIERS_SAT} fichiers en un seul appel (après) : ${s(med(m.sat1))} ` +
          `(${s(med(satMur.un))} écoulées), face à ${s(med(m.sat100.après))} en ${FICHIERS_SAT} appels.`,
      );
    }
    if (values.json) {
      const verifier = med(m.verifier.après);
      console.log(
        JSON.stringify({
          node,
          algos: med(m.algos.après),
          verifierPente: ((med(m.verifierGrand.après) - verifier) / ((FOIS - 1) * LIGNES)) * 1e6,
          resoudre: med(m.resoudre.après),
          solveur,
          lignes: LIGNES,
        }),
      );
    }
  } finally {
    nettoyer();
  }
}

principal().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
});
