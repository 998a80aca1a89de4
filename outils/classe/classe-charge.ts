/**
 * npm run classe:charge : N élèves à la fois devant le hub de la classe.
 *
 *   npm run classe:charge                       N = 5, 10, 20 puis 30
 *   npm run classe:charge -- --eleves 5         un seul N
 *   npm run classe:charge -- --eleves 5 --json  le résultat en JSON (pour le test)
 *
 * Pour chaque N : une classe d'essai (essai.ts : cours installé, N comptes
 * Unix, hub sur 127.0.0.1), puis les N élèves ensemble, par l'API REST du hub
 * et le websocket des noyaux : connexion par mot de passe, démarrage du
 * serveur, ouverture de la copie élève de la leçon 1, exécution de ses
 * premières cellules jusqu'à la première vérification (⏳ : l'exercice n'est
 * pas fait), et pour un élève sur cinq une leçon 6 réduite (4 grilles).
 * Chaque carnet est enregistré avec ses sorties, puis relu à la fin : il doit
 * être intact. Mesures : temps jusqu'au serveur prêt, jusqu'au résultat de la
 * première cellule, latence des cellules (p50, p95), mémoire par élève (RSS
 * de tous les processus de son compte), échecs. Tout est arrêté et supprimé
 * à la fin, même sur erreur ou Ctrl+C.
 */
import { spawnSync } from "node:child_process";
import { processusDe } from "./comptes";
import { Eleve, type Carnet, type Execution, type Noyau } from "./eleve";
import { ouvrirClasseDEssai } from "./essai";

const LECON_1 = "01-td-retour-arriere.ipynb";
const LECON_6 = "06-comparaison.ipynb";
/** Cellules de code de la leçon 1 exécutées : jusqu'à la première vérification comprise. */
const CELLULES_LECON_1 = 6;
/** Le délai global d'une série (borne le test). */
const DELAI_SERIE_MS = 15 * 60_000;

export interface ResultatEleve {
  nom: string;
  serveurPretMs?: number;
  premiereCelluleMs?: number;
  latences: number[];
  memoireMo?: number;
  lecon6: boolean;
  /** Formulaires de connexion refusés (jeton XSRF) puis redemandés. */
  connexionsRefaites: number;
  echec?: string;
  carnetsIntacts?: boolean;
}

export interface ResultatSerie {
  eleves: number;
  resultats: ResultatEleve[];
  dureeMs: number;
}

const sourceDe = (c: { source: string | string[] }) => [c.source].flat().join("");

/** Exécute les cellules de code choisies d'un carnet et y range leurs sorties. */
async function executerCellules(
  noyau: Noyau,
  carnet: Carnet,
  indices: number[],
  modifier: (source: string) => string,
  latences: number[],
): Promise<Execution[]> {
  const executions: Execution[] = [];
  for (const i of indices) {
    const cellule = carnet.cells[i];
    cellule.source = modifier(sourceDe(cellule));
    const execution = await noyau.executer(sourceDe(cellule));
    latences.push(execution.ms);
    cellule.outputs = execution.sorties;
    cellule.execution_count = execution.compte;
    executions.push(execution);
    const erreur = execution.sorties.find((s) => s.output_type === "error");
    if (execution.statut !== "ok" || erreur)
      throw new Error(
        `cellule ${i} : ${erreur?.ename ?? execution.statut} ${erreur?.evalue ?? ""}`,
      );
  }
  return executions;
}

function indicesDeCode(carnet: Carnet): number[] {
  return carnet.cells.flatMap((c, i) => (c.cell_type === "code" ? [i] : []));
}

/** Une valeur JSON écrite avec ses clés triées : l'ordre des clés n'est pas du contenu. */
function jsonTrie(valeur: unknown): string {
  if (Array.isArray(valeur)) return `[${valeur.map(jsonTrie).join(",")}]`;
  if (valeur && typeof valeur === "object")
    return `{${Object.keys(valeur)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${jsonTrie((valeur as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  return JSON.stringify(valeur) ?? "null";
}

/** Le contenu qui compte d'un carnet : sources et sorties de chaque cellule. */
function empreinteDe(carnet: Carnet): string {
  return jsonTrie(
    carnet.cells.map((c) => ({
      source: sourceDe(c),
      sorties: (c.outputs ?? []).map((s) => ({ ...s, text: s.text && [s.text].flat().join("") })),
    })),
  );
}

/** Où deux textes commencent à différer, pour le message d'échec. */
function premiereDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `« …${a.slice(Math.max(0, i - 60), i + 60)}… » devenu « …${b.slice(Math.max(0, i - 60), i + 60)}… »`;
}

/** La mémoire de tous les processus d'un compte (serveur, noyau…), en Mo. */
function memoireDuCompte(uid: number): number {
  const pids = processusDe(uid);
  if (pids.length === 0) return 0;
  const r = spawnSync("ps", ["-o", "rss=", "-p", pids.join(",")], { encoding: "utf8" });
  const ko = r.stdout
    .split("\n")
    .map((l) => Number(l.trim()))
    .filter((n) => n > 0)
    .reduce((a, b) => a + b, 0);
  return ko / 1024;
}

/** Un élève : tout le parcours ; un échec est noté, jamais levé. */
async function jouerEleve(
  eleve: Eleve,
  avecLecon6: boolean,
  enregistres: Map<string, string>,
  resultat: ResultatEleve,
): Promise<void> {
  const ouverts: Noyau[] = [];
  try {
    await eleve.connecter();
    resultat.serveurPretMs = await eleve.demarrerServeur();
    const carnet = await eleve.lireCarnet(LECON_1);
    const debut = Date.now();
    const noyau = await eleve.ouvrirNoyau(LECON_1);
    ouverts.push(noyau);
    const indices = indicesDeCode(carnet).slice(0, CELLULES_LECON_1);
    const [premiere] = await executerCellules(noyau, carnet, indices.slice(0, 1), (s) => s, []);
    resultat.premiereCelluleMs = Date.now() - debut;
    resultat.latences.push(premiere.ms);
    const suite = await executerCellules(
      noyau,
      carnet,
      indices.slice(1),
      (s) => s,
      resultat.latences,
    );
    const verification = suite.at(-1)!;
    const texte = JSON.stringify(verification.sorties);
    if (!texte.includes("⏳"))
      throw new Error(`la vérification n'a pas répondu ⏳ : ${texte.slice(0, 200)}`);
    await eleve.enregistrerCarnet(LECON_1, carnet);
    enregistres.set(LECON_1, empreinteDe(carnet));
    if (avecLecon6) {
      const carnet6 = await eleve.lireCarnet(LECON_6);
      const noyau6 = await eleve.ouvrirNoyau(LECON_6);
      ouverts.push(noyau6);
      // La leçon 6 réduite : les imports, le jeu (4 grilles), la comparaison et sa synthèse.
      const code = indicesDeCode(carnet6).filter((i) => {
        const s = sourceDe(carnet6.cells[i]);
        return /from "\.\/src\/index"|jeuLecon6\(|await comparerAlgorithmes\(grilles|lignesDeSynthese/.test(
          s,
        );
      });
      await executerCellules(
        noyau6,
        carnet6,
        code,
        (s) => s.replace(/jeuLecon6\(([^)]*)\)/, "jeuLecon6($1).slice(0, 4)"),
        resultat.latences,
      );
      await eleve.enregistrerCarnet(LECON_6, carnet6);
      enregistres.set(LECON_6, empreinteDe(carnet6));
    }
    resultat.memoireMo = memoireDuCompte(eleve.compte.uid);
  } catch (erreur) {
    resultat.echec = (erreur as Error).message;
  } finally {
    resultat.connexionsRefaites = eleve.connexionsRefaites;
    for (const noyau of ouverts) noyau.fermer();
  }
}

/** Une série : N élèves à la fois sur une classe d'essai neuve. */
export async function serie(nombre: number): Promise<ResultatSerie> {
  const classe = await ouvrirClasseDEssai(nombre);
  const debut = Date.now();
  try {
    const resultats: ResultatEleve[] = classe.comptes.map((c, i) => ({
      nom: c.nom,
      latences: [],
      lecon6: i % 5 === 0,
      connexionsRefaites: 0,
    }));
    const eleves = classe.comptes.map((c) => new Eleve(classe.hub.adresse, c));
    const enregistres = eleves.map(() => new Map<string, string>());
    const tous = Promise.all(
      eleves.map((e, i) => jouerEleve(e, resultats[i].lecon6, enregistres[i], resultats[i])),
    );
    let minuterie: NodeJS.Timeout | undefined;
    const borne = new Promise<"delai">(
      (r) => (minuterie = setTimeout(() => r("delai"), DELAI_SERIE_MS)),
    );
    const fin = await Promise.race([tous, borne]);
    clearTimeout(minuterie);
    if (fin === "delai")
      for (const r of resultats) r.echec ??= `pas fini au bout de ${DELAI_SERIE_MS / 60_000} min`;
    // Rien ne s'est perdu : chaque carnet enregistré est relu tel quel.
    for (const [i, eleve] of eleves.entries()) {
      if (resultats[i].echec) continue;
      try {
        const differences: string[] = [];
        for (const [chemin, empreinte] of enregistres[i]) {
          const relu = empreinteDe(await eleve.lireCarnet(chemin));
          if (relu !== empreinte)
            differences.push(`${chemin} : ${premiereDifference(empreinte, relu)}`);
        }
        resultats[i].carnetsIntacts = differences.length === 0;
        if (differences.length > 0)
          resultats[i].echec =
            `carnet relu différent de celui enregistré (${differences.join(" ; ")})`;
      } catch (erreur) {
        resultats[i].echec = `relecture : ${(erreur as Error).message}`;
      }
    }
    return { eleves: nombre, resultats, dureeMs: Date.now() - debut };
  } finally {
    await classe.fermer();
  }
}

function quantile(valeurs: number[], q: number): number {
  const tries = [...valeurs].sort((a, b) => a - b);
  if (tries.length === 0) return NaN;
  return tries[Math.min(tries.length - 1, Math.ceil(q * tries.length) - 1)];
}

/** Une durée courte en ms, une longue en secondes. */
const ms = (n: number) => (n < 1000 ? `${Math.round(n)} ms` : s(n));
const s = (ms: number) => `${(ms / 1000).toFixed(1).replace(".", ",")} s`;

/** Une ligne du tableau de synthèse. */
function ligne(r: ResultatSerie): string[] {
  const ok = r.resultats.filter((e) => !e.echec);
  const pret = ok.map((e) => e.serveurPretMs!);
  const premiere = ok.map((e) => e.premiereCelluleMs!);
  const latences = ok.flatMap((e) => e.latences);
  const memoire = ok.map((e) => e.memoireMo!);
  const avec6 = ok.filter((e) => e.lecon6).map((e) => e.memoireMo!);
  const sans6 = ok.filter((e) => !e.lecon6).map((e) => e.memoireMo!);
  return [
    String(r.eleves),
    `${s(quantile(pret, 0.5))} / ${s(Math.max(...pret))}`,
    `${s(quantile(premiere, 0.5))} / ${s(Math.max(...premiere))}`,
    `${ms(quantile(latences, 0.5))} / ${ms(quantile(latences, 0.95))}`,
    `${Math.round(quantile(sans6, 0.5))} Mo (leçon 6 : ${Math.round(quantile(avec6, 0.5))} Mo)`,
    `${(memoire.reduce((a, b) => a + b, 0) / 1024).toFixed(1).replace(".", ",")} Go`,
    String(r.resultats.length - ok.length),
    String(r.resultats.reduce((n, e) => n + e.connexionsRefaites, 0)),
  ];
}

function tableau(series: ResultatSerie[]): string {
  const entetes = [
    "élèves",
    "serveur prêt (médiane / max)",
    "1re cellule (médiane / max)",
    "latence des cellules (p50 / p95)",
    "mémoire par élève (médiane)",
    "mémoire totale",
    "échecs",
    "connexions refaites",
  ];
  const lignes = [entetes, ...series.map(ligne)];
  const largeurs = entetes.map((_, j) => Math.max(...lignes.map((l) => l[j].length)));
  const format = (l: string[]) => `| ${l.map((c, j) => c.padEnd(largeurs[j])).join(" | ")} |`;
  return [
    format(entetes),
    `| ${largeurs.map((n) => "-".repeat(n)).join(" | ")} |`,
    ...lignes.slice(1).map(format),
  ].join("\n");
}

async function principal(): Promise<void> {
  const args = process.argv.slice(2);
  const i = args.indexOf("--eleves");
  const nombres = i >= 0 ? args[i + 1].split(",").map(Number) : [5, 10, 20, 30];
  if (nombres.some((n) => !Number.isInteger(n) || n < 1 || n > 60))
    throw new Error("--eleves attend des nombres de 1 à 60, séparés par des virgules.");
  const json = args.includes("--json");
  const series: ResultatSerie[] = [];
  for (const n of nombres) {
    if (!json) console.log(`${n} élèves…`);
    const r = await serie(n);
    series.push(r);
    if (!json) {
      for (const e of r.resultats.filter((e) => e.echec))
        console.log(`  échec de ${e.nom} : ${e.echec}`);
      console.log(`  fini en ${s(r.dureeMs)}`);
    }
  }
  if (json) console.log(JSON.stringify(series));
  else {
    const cpu = spawnSync("nproc", { encoding: "utf8" }).stdout.trim();
    console.log(`\nMachine : ${cpu} cœurs ; un élève sur cinq exécute aussi la leçon 6 réduite.\n`);
    console.log(tableau(series));
  }
}

if (require.main === module) {
  principal().catch((erreur: unknown) => {
    console.error(`npm run classe:charge : ${(erreur as Error).message}`);
    process.exit(1);
  });
}
