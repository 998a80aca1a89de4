/**
 * npm run bench:moteurs : les moteurs rapides 9×9 du cours face à tdoku, dans
 * un même lancement, sur les mêmes grilles, limite 2 (l'unicité prouvée).
 *
 * - Les moteurs du cours (`MOTEURS_DU_COURS`, moteurs.ts) : `bandes`
 *   (TypeScript), `wasm` (assembly/bandes.ts, l'API par grille,
 *   `resoudreRapide`) et `wasm-lot` (le même module par l'entrée par lot,
 *   `resoudreLotRapide`, celle de `sudoku resoudre` et `sudoku bench`).
 * - tdoku : avec `--tdoku <dossier de ses sources>` (que le projet ne
 *   télécharge jamais), son pilote natif (g++ -O3 -march=native) et, si `emcc`
 *   est là, tdoku compilé en WebAssembly (emscripten, -O3 -msimd128), exécuté
 *   dans Node comme les moteurs du cours ; sans `--tdoku`, les chiffres de
 *   data/REFERENCE.md (reference.ts), marqués comme tels.
 *
 * Chaque mesure est un processus neuf qui lit l'ensemble (hors chronomètre),
 * puis résout chaque grille :
 * - « froid » : le temps CPU (utilisateur + système, tous les fils, donc la
 *   compilation de V8 en arrière-plan comprise) de cette première passe ;
 * - « froid + chargement » : plus compiler et instancier le module wasm ;
 * - « chaud » : la meilleure de 3 passes suivantes, dans le même processus.
 * Les tours alternent l'ordre des moteurs ; on garde la médiane des tours.
 * Les essais par grille sont imprimés à côté des temps.
 *
 * Chaque réponse est contrôlée (solution valide, conforme aux indices, unique,
 * égale à la connue s'il y en a une), et les moteurs d'un même algorithme
 * doivent faire les mêmes essais : un désaccord arrête le banc. Chaque
 * processus et chaque compilation sont bornés en temps ; rien ne passe par le
 * réseau.
 *
 * Options : `--tours N` (3 par défaut), `--ensembles a,b` (par leur nom dans
 * ensembles-de-banc.ts ; « 17 indices,forum hardest » par défaut, « tous »
 * pour tous), `--tdoku DOSSIER`, `--json` (une dernière ligne de JSON).
 */
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { mediane } from "../../src/mesure/statistiques";
import { decrireMachine, tableauTexte } from "../../src/mesure/tableau-texte";
import { solutionDansLeLot, type ResultatRapide } from "../../src/rapide";
import { dossierDeBanc } from "./dossier-de-banc";
import { ENSEMBLES_DE_BANC, type GrilleDeBanc } from "./ensembles-de-banc";
import {
  controlerReponse,
  MOTEURS_DU_COURS,
  tableauDesMoteurs,
  TDOKU_NATIF,
  TDOKU_WASM,
  type LigneMoteur,
  type ResultatEnsemble,
} from "./moteurs";
import { chargerReference, CHEMIN_REFERENCE, mesureDeReference } from "./reference";
import {
  chargerTdokuWasm,
  construireTdoku,
  construireTdokuWasm,
  emccPresent,
  mesurerTdoku,
  SANS_EMCC,
  solutionsTdoku,
} from "./tdoku";
import { RACINE } from "../commun/jupyter";

/** Les ensembles mesurés sans `--ensembles`. */
const ENSEMBLES_PAR_DEFAUT = ["17 indices", "forum hardest"];
/** Une mesure (un processus) ne dure jamais plus longtemps. */
const MESURE_MAX_MS = 10 * 60_000;
/** Passes chaudes après la première. */
const PASSES_CHAUDES = 3;

/** Ce qu'un processus de mesure renvoie (secondes de CPU ; essais de la première passe). */
interface MesureEnfant {
  chargement: number;
  froid: number;
  chaud: number;
  essais: number;
  uniques: number;
}

// --- Le processus de mesure ----------------------------------------------

const cpu = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1e6;
};

/** Mesure un moteur du cours, ou tdoku WASM (`module`), sur l'ensemble du fichier. */
function mesurerDansCeProcessus(nom: string, fichier: string, module?: string): MesureEnfant {
  const ensemble = JSON.parse(readFileSync(fichier, "utf8")) as GrilleDeBanc[];
  if (nom === TDOKU_WASM) return mesurerTdokuWasm(ensemble, module ?? "");
  const moteur = MOTEURS_DU_COURS.find((m) => m.nom === nom);
  if (!moteur) throw new Error(`moteur inconnu : ${nom}`);
  const grilles = ensemble.map((g) =>
    Array.from(g.grille, (c) => (c === "." ? 0 : c.charCodeAt(0) - 48)),
  );
  const cases = new Uint8Array(81 * grilles.length);
  grilles.forEach((g, k) => cases.set(g, 81 * k));
  const t = cpu();
  const resolveur = moteur.charger();
  const chargement = cpu() - t;
  /** Une passe : sa durée, et de quoi contrôler ses réponses. */
  const passe = () => {
    if ("lot" in resolveur) {
      const debut = cpu();
      const lot = resolveur.lot(cases, grilles.length, { limite: 2 });
      const duree = cpu() - debut;
      return {
        duree,
        essais: lot.essais.reduce((a, b) => a + b, 0),
        solutions: (k: number) => lot.solutions[k],
        solution: (k: number) => solutionDansLeLot(lot, k)?.join(""),
      };
    }
    const resultats = new Array<ResultatRapide>(grilles.length);
    const debut = cpu();
    for (let k = 0; k < grilles.length; k++) {
      resultats[k] = resolveur.grille(grilles[k], { limite: 2 });
    }
    const duree = cpu() - debut;
    return {
      duree,
      essais: resultats.reduce((a, r) => a + r.compteurs.essais, 0),
      solutions: (k: number) => resultats[k].solutions,
      solution: (k: number) => resultats[k].solution?.join(""),
    };
  };
  const premiere = passe();
  let chaud = Infinity;
  for (let p = 0; p < PASSES_CHAUDES; p++) chaud = Math.min(chaud, passe().duree);
  for (let k = 0; k < grilles.length; k++) {
    controlerReponse(ensemble[k], premiere.solution(k), premiere.solutions(k), nom);
  }
  return {
    chargement,
    froid: premiere.duree,
    chaud,
    essais: premiere.essais,
    uniques: grilles.length,
  };
}

function mesurerTdokuWasm(ensemble: GrilleDeBanc[], module: string): MesureEnfant {
  const t = cpu();
  const tdoku = chargerTdokuWasm(module);
  const chargement = cpu() - t;
  tdoku.remplir(ensemble.map((g) => g.grille));
  let debut = cpu();
  const premiere = tdoku.passe();
  const froid = cpu() - debut;
  let chaud = Infinity;
  for (let p = 0; p < PASSES_CHAUDES; p++) {
    debut = cpu();
    tdoku.passe();
    chaud = Math.min(chaud, cpu() - debut);
  }
  ensemble.forEach((g, k) => {
    const { solutions, solution } = tdoku.reponse(k);
    controlerReponse(g, solution, solutions, TDOKU_WASM);
  });
  return { chargement, froid, chaud, essais: premiere.essais, uniques: premiere.uniques };
}

// --- Le banc ---------------------------------------------------------------

function lancer(nom: string, fichier: string, module?: string): Promise<MesureEnfant> {
  const args = ["--require", "ts-node/register", __filename, "--enfant", nom, "--fichier", fichier];
  if (module) args.push("--module", module);
  return new Promise((resoudre, rejeter) => {
    const enfant = spawn(process.execPath, args, {
      cwd: RACINE,
      stdio: ["ignore", "pipe", "pipe"],
      timeout: MESURE_MAX_MS,
    });
    let sortie = "";
    let erreur = "";
    enfant.stdout.on("data", (m: Buffer) => (sortie += m.toString()));
    enfant.stderr.on("data", (m: Buffer) => (erreur += m.toString()));
    enfant.on("error", rejeter);
    enfant.on("close", (code, signal) => {
      if (code !== 0) {
        const fin = signal
          ? `arrêtée (${signal}, plus de ${MESURE_MAX_MS / 60_000} min ?)`
          : `code ${code}`;
        rejeter(new Error(`mesure ${nom} : ${fin}\n${erreur}`));
      } else resoudre(JSON.parse(sortie) as MesureEnfant);
    });
  });
}

/** Un moteur mesuré par le banc : son nom, son algorithme (essais égaux), son entrée. */
interface Mesure {
  nom: string;
  algorithme: string;
  entree: string;
}

const charge = () =>
  loadavg()
    .map((x) => x.toFixed(2).replace(".", ","))
    .join(" ; ");

async function principal(): Promise<void> {
  const { values } = parseArgs({
    options: {
      tours: { type: "string", default: "3" },
      json: { type: "boolean", default: false },
      ensembles: { type: "string" },
      tdoku: { type: "string" },
      enfant: { type: "string" },
      fichier: { type: "string" },
      module: { type: "string" },
    },
  });
  if (values.enfant) {
    const mesure = mesurerDansCeProcessus(values.enfant, values.fichier ?? "", values.module);
    process.stdout.write(JSON.stringify(mesure));
    return;
  }
  const tours = Number(values.tours);
  if (!(Number.isInteger(tours) && tours >= 1))
    throw new Error(`--tours ${values.tours} : attendu un entier ≥ 1`);
  const choisis =
    values.ensembles === "tous"
      ? ENSEMBLES_DE_BANC.map((e) => e.nom)
      : (values.ensembles?.split(",").map((n) => n.trim()) ?? ENSEMBLES_PAR_DEFAUT);
  const inconnu = choisis.find((n) => !ENSEMBLES_DE_BANC.some((e) => e.nom === n));
  if (inconnu) {
    const noms = ENSEMBLES_DE_BANC.map((e) => e.nom).join(", ");
    throw new Error(`ensemble inconnu : « ${inconnu} » ; connus : ${noms} (ou « tous »)`);
  }
  const ensembles = ENSEMBLES_DE_BANC.filter((e) => choisis.includes(e.nom));
  const chargeAuDebut = charge();
  const remarques: string[] = [];
  const { dossier, nettoyer } = dossierDeBanc("moteurs");
  try {
    let programme: string | undefined;
    let moduleTdoku: string | undefined;
    if (values.tdoku) {
      process.stderr.write("construction de tdoku natif (g++)…\n");
      programme = construireTdoku(values.tdoku, dossier);
      if (emccPresent()) {
        process.stderr.write("construction de tdoku WASM (emcc)…\n");
        moduleTdoku = construireTdokuWasm(values.tdoku, dossier);
      } else {
        remarques.push(SANS_EMCC);
        process.stderr.write(SANS_EMCC + "\n");
      }
    }
    const mesures: Mesure[] = MOTEURS_DU_COURS.map((m) => ({ ...m }));
    if (moduleTdoku) mesures.push({ nom: TDOKU_WASM, algorithme: "tdoku", entree: "WASM" });
    if (programme) mesures.push({ nom: TDOKU_NATIF, algorithme: "tdoku", entree: "natif" });

    const fichiers = ensembles.map((e, k) => {
      const grilles = e.grilles();
      const chemin = join(dossier, `ensemble-${k}.json`);
      const texte = join(dossier, `ensemble-${k}.txt`);
      writeFileSync(chemin, JSON.stringify(grilles));
      writeFileSync(texte, grilles.map((g) => g.grille).join("\n") + "\n");
      if (programme) {
        // tdoku natif, contrôlé une fois, hors chronomètre (le pilote rend ses réponses).
        solutionsTdoku(programme, texte, MESURE_MAX_MS).forEach((r, i) =>
          controlerReponse(grilles[i], r.solution, r.solutions, TDOKU_NATIF),
        );
      }
      return { nom: e.nom, chemin, texte, grilles, nombre: grilles.length };
    });
    const releves = fichiers.map(() => new Map<string, MesureEnfant[]>());
    for (let t = 0; t < tours; t++) {
      for (const [k, f] of fichiers.entries()) {
        const ordre = t % 2 === 0 ? mesures : [...mesures].reverse();
        for (const m of ordre) {
          let mesure: MesureEnfant;
          if (m.nom === TDOKU_NATIF) {
            const natif = mesurerTdoku(programme!, f.texte, 1 + PASSES_CHAUDES, MESURE_MAX_MS);
            // Le pilote rend des µs par grille ; le banc compte en secondes pour l'ensemble.
            const s = (us: number) => (us * f.nombre) / 1e6;
            mesure = {
              chargement: 0,
              froid: s(natif.premiere),
              chaud: s(natif.meilleure),
              essais: natif.essais,
              uniques: natif.uniques,
            };
          } else {
            mesure = await lancer(m.nom, f.chemin, m.nom === TDOKU_WASM ? moduleTdoku : undefined);
          }
          if (mesure.uniques !== f.nombre) {
            throw new Error(
              `${f.nom} : ${m.nom} compte ${mesure.uniques} grilles uniques sur ${f.nombre}`,
            );
          }
          // Un même algorithme fait les mêmes essais, quelle que soit son entrée ou sa plateforme.
          for (const autre of mesures) {
            const deja = releves[k].get(autre.nom)?.[0];
            if (autre.algorithme === m.algorithme && deja && deja.essais !== mesure.essais) {
              throw new Error(
                `${f.nom} : ${autre.nom} fait ${deja.essais} essais, ${m.nom} ${mesure.essais}`,
              );
            }
          }
          releves[k].set(m.nom, [...(releves[k].get(m.nom) ?? []), mesure]);
        }
      }
      process.stderr.write(`tour ${t + 1}/${tours} fini\n`);
    }

    // Ce que le banc n'a pas mesuré lui-même (tdoku sans --tdoku, ou tdoku WASM sans emcc) vient de la référence.
    const reference = programme && moduleTdoku ? [] : chargerReference();
    const us = (x: number, n: number) => (x / n) * 1e6;
    const resultats: ResultatEnsemble[] = fichiers.map((f, k) => {
      const lignes: LigneMoteur[] = mesures.map((m) => {
        const liste = releves[k].get(m.nom) ?? [];
        const med = (choix: (x: MesureEnfant) => number) => us(mediane(liste.map(choix)), f.nombre);
        return {
          moteur: m.nom,
          entree: m.entree,
          source: "mesuré",
          froid: med((x) => x.froid),
          froidChargementCompris: med((x) => x.froid + x.chargement),
          chaud: med((x) => x.chaud),
          essais: liste[0].essais / f.nombre,
          uniques: liste[0].uniques,
        };
      });
      for (const [nom, entree] of [
        [TDOKU_WASM, "WASM"],
        [TDOKU_NATIF, "natif"],
      ]) {
        if (mesures.some((m) => m.nom === nom)) continue;
        const r = mesureDeReference(reference, f.nom, nom);
        if (!r) continue;
        if (r.grilles !== f.nombre) {
          remarques.push(
            `${CHEMIN_REFERENCE} : ${r.grilles} grilles pour « ${f.nom} », le banc en a ${f.nombre}`,
          );
        }
        const { froid, chaud, essais, uniques } = r;
        lignes.push({
          moteur: nom,
          entree,
          source: "REFERENCE.md",
          froid,
          chaud,
          essais,
          uniques,
        });
      }
      return { nom: f.nom, grilles: f.nombre, moteurs: lignes };
    });

    console.log(decrireMachine());
    console.log(`Charge (1, 5, 15 min) : ${chargeAuDebut} au début, ${charge()} à la fin.`);
    console.log(
      `Médianes de ${tours} tours ; temps CPU par grille, unicité prouvée (limite 2) ; ` +
        (programme
          ? `tdoku construit depuis ${values.tdoku} et mesuré dans ce lancement.`
          : `tdoku : chiffres de data/REFERENCE.md (--tdoku DOSSIER pour le mesurer ici).`),
    );
    for (const r of remarques) console.log(`Remarque : ${r}`);
    console.log("");
    console.log(tableauTexte(tableauDesMoteurs(resultats)));
    if (values.json) {
      const propre = resultats.map((r) => ({
        nom: r.nom,
        grilles: r.grilles,
        moteurs: Object.fromEntries(r.moteurs.map((m) => [m.moteur, m])),
      }));
      console.log(JSON.stringify({ charge: loadavg(), ensembles: propre }));
    }
  } finally {
    nettoyer();
  }
}

principal().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
});
