/**
 * npm run classe:limites : vérifie, sur une classe d'essai de deux élèves
 * (A et B), les limites de chaque élève (jupyter/classe/limites.py).
 *
 *   - le noyau de A est dans le cgroup de A et porte ses rlimits ;
 *   - A alloue sans fin : l'allocation est arrêtée à sa limite, pendant que
 *     B calcule et obtient sa réponse ;
 *   - A remplit son dossier : l'écriture s'arrête à sa borne (ENOSPC), B écrit
 *     encore chez lui, et A, une fois son fichier effacé, écrit de nouveau ;
 *   - A écrit dans /tmp, /var/tmp, /dev/shm, /run/lock et la mémoire partagée
 *     System V : B n'en voit rien, et /dev/shm s'arrête à sa borne ;
 *   - le hub arrêté (comme par Ctrl+C), aucun processus de A ni de B ne reste,
 *     ni fichier à eux dans les dossiers temporaires de la machine, ni segment
 *     de mémoire partagée, ni montage de leurs dossiers.
 *
 * Imprime ce qu'il a observé (`--json` : en JSON, pour test/classe/) ; tout
 * est arrêté et supprimé à la fin.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { processusDe } from "./comptes";
import { Eleve, type Execution } from "./eleve";
import { ouvrirClasseDEssai } from "./essai";
import type { LimitesEleve } from "./hub";
import { imageDe, montagesDImages } from "./maisons";

const LECON_1 = "01-td-retour-arriere.ipynb";
const SOMMAIRE = "00-sommaire.ipynb";
/** Des limites petites, pour que l'essai soit court. */
export const LIMITES_D_ESSAI: LimitesEleve = {
  memoireMo: 768,
  processeurs: 1,
  processus: 128,
  disqueMo: 64,
  temporairesMo: 32,
};
/** Les dossiers temporaires que tous les comptes peuvent écrire (ceux de jupyter/classe/limites.py). */
export const TEMPORAIRES = ["/tmp", "/var/tmp", "/dev/shm", "/run/lock"];

export interface ObservationsLimites {
  /** Les lignes de /proc/self/cgroup du noyau de A qui nomment le groupe de la classe. */
  cgroupsDuNoyau: string[];
  /** « Max data size » de /proc/self/limits du noyau de A, en octets. */
  donneesMax: number;
  /** Le noyau de A ne peut gagner aucun droit par un programme setuid (NoNewPrivs). */
  sansPrivileges: boolean;
  /** Jusqu'où l'allocation de A est allée (Mo) et comment elle s'est arrêtée. */
  allocation: { mo: number; arret: string };
  /** La réponse de B pendant ce temps. */
  reponseDeB: string;
  /** Le noyau de A répond encore après son allocation (ou a été relancé). */
  aApres: string;
  /** Les processus de A et de B restés après l'arrêt du hub. */
  restesApresLeHub: number;
  /** Les groupes de contrôle de A et de B restés après l'arrêt du hub. */
  groupesApresLeHub: string[];
  /** Le dossier de A, vu de la machine pendant le hub, est monté de son image. */
  maisonMontee: boolean;
  /** Jusqu'où A a rempli son dossier (Mo) et comment l'écriture s'est arrêtée (code d'erreur). */
  disque: { mo: number; arret: string };
  /** B écrit 8 Mo chez lui pendant que le dossier de A est plein. */
  bEcritChezLui: string;
  /** A, son gros fichier effacé, écrit de nouveau chez lui. */
  aEcritApresAvoirEfface: string;
  /** Un noyau de plus pour A, son dossier plein : ce qu'y imprime une cellule (ou pourquoi rien). */
  nouveauNoyauDeA: string;
  /** Ce que A obtient en écrivant dans chaque dossier temporaire (par dossier), et son segment System V. */
  ecrituresDeA: Record<string, string>;
  /** Jusqu'où A a rempli /dev/shm (Mo) et comment l'écriture s'est arrêtée. */
  memoirePartagee: { mo: number; arret: string };
  /** Ce que B obtient en lisant les fichiers de A (par dossier), et s'il voit son segment System V. */
  lecturesDeB: Record<string, string>;
  /** Les fichiers de A ou de B restés dans les dossiers temporaires de la machine après le hub. */
  fichiersApresLeHub: string[];
  /** Les segments de mémoire partagée de A ou de B restés après le hub. */
  segmentsApresLeHub: string[];
  /** Les montages de leurs dossiers, de leurs images ou de la classe restés après le hub. */
  montagesApresLeHub: string[];
}

const texte = (e: Execution) =>
  e.sorties
    .map((s) => [s.text ?? ""].flat().join("") || (s.ename ? `${s.ename}: ${s.evalue}` : ""))
    .join("");

/** Alloue 64 Mo à la fois, jusqu'au refus (ou jusqu'à 8 Go) ; imprime où elle s'est arrêtée. */
const ALLOUER = `const blocs: Buffer[] = [];
let arret = "aucun arrêt";
try {
  while (blocs.length < 128) blocs.push(Buffer.alloc(64 * 1024 * 1024, 1));
} catch (e) {
  arret = (e as Error).message;
}
console.log(JSON.stringify({ mo: blocs.length * 64, arret }));
blocs.length = 0;`;

/**
 * Écrit 1 Mo à la fois dans `fichier` (effacé d'abord s'il le faut), jusqu'au
 * refus (ou jusqu'à `plafond` Mo) ; imprime où l'écriture s'est arrêtée.
 */
const remplir = (
  fichier: string,
  plafond: number,
  effacerDAbord = false,
) => `import * as fs from "fs";
{
  if (${effacerDAbord}) fs.unlinkSync(${JSON.stringify(fichier)});
  const bloc = Buffer.alloc(1024 * 1024, 1);
  let mo = 0;
  let arret = "aucun arrêt";
  const fd = fs.openSync(${JSON.stringify(fichier)}, "w");
  try {
    while (mo < ${plafond}) {
      fs.writeSync(fd, bloc);
      mo++;
    }
  } catch (e) {
    arret = (e as NodeJS.ErrnoException).code ?? String(e);
  } finally {
    fs.closeSync(fd);
  }
  console.log(JSON.stringify({ mo, arret }));
}`;

/** Essaie d'écrire `contenu` dans chaque fichier ; imprime "écrit" ou le code d'erreur de chacun. */
const ecrire = (fichiers: string[], contenu: string) => `import * as fs from "fs";
{
  const r: Record<string, string> = {};
  for (const f of ${JSON.stringify(fichiers)}) {
    try { fs.writeFileSync(f, ${JSON.stringify(contenu)}, { mode: 0o644 }); r[f] = "écrit"; }
    catch (e) { r[f] = (e as NodeJS.ErrnoException).code ?? String(e); }
  }
  console.log(JSON.stringify(r));
}`;

/**
 * Ouvre un noyau de plus pour `eleve` (une session sur `carnet`, comme
 * JupyterLab) et rend ce qu'y imprime une cellule, ou pourquoi rien.
 */
async function reponseDUnNouveauNoyau(eleve: Eleve, carnet: string): Promise<string> {
  try {
    const noyau = await eleve.ouvrirNoyau(carnet);
    const reponse = texte(await noyau.executer('console.log("nouveau noyau")', 120_000)).trim();
    noyau.fermer();
    return reponse;
  } catch (erreur) {
    return (erreur as Error).message;
  }
}

/** La dernière ligne imprimée par une cellule, lue en JSON. */
function json<T>(e: Execution): T {
  return JSON.parse(texte(e).trim().split("\n").at(-1) ?? "null") as T;
}

/** Les fichiers des comptes `uids`, ou qui portent `marque`, dans les dossiers temporaires de la machine. */
function fichiersDans(dossiers: string[], uids: number[], marque: string): string[] {
  const existants = dossiers.filter((d) => existsSync(d));
  const criteres = uids.flatMap((uid) => ["-uid", String(uid), "-o"]);
  const r = spawnSync(
    "find",
    [
      ...existants,
      "-xdev",
      "-maxdepth",
      "4",
      "(",
      ...criteres,
      "-name",
      `*${marque}*`,
      ")",
      "-print",
    ],
    { encoding: "utf8" },
  );
  return r.stdout.split("\n").filter(Boolean);
}

/** Les segments System V de la machine (vus de l'espace IPC de ce processus) des comptes `uids`. */
function segmentsDe(uids: number[]): string[] {
  // key shmid perms size cpid lpid nattch uid …
  return readFileSync("/proc/sysvipc/shm", "utf8")
    .split("\n")
    .slice(1)
    .filter((l) => uids.includes(Number(l.trim().split(/\s+/)[7])));
}

export async function observer(): Promise<ObservationsLimites> {
  const classe = await ouvrirClasseDEssai(2, LIMITES_D_ESSAI);
  let fermee = false;
  try {
    const [a, b] = classe.comptes.map((c) => new Eleve(classe.hub.adresse, c));
    await Promise.all([a.connecter(), b.connecter()]);
    await Promise.all([a.demarrerServeur(), b.demarrerServeur()]);
    const [noyauA, noyauB] = await Promise.all([a.ouvrirNoyau(LECON_1), b.ouvrirNoyau(LECON_1)]);

    const lecture = texte(
      await noyauA.executer(`import * as fs from "fs";
console.log(JSON.stringify({
  cgroups: fs.readFileSync("/proc/self/cgroup", "utf8").split("\\n").filter((l) => l.includes("sudoku-classe")),
  donnees: fs.readFileSync("/proc/self/limits", "utf8").split("\\n").find((l) => l.startsWith("Max data size")),
  sansPrivileges: /^NoNewPrivs:\\s*1$/m.test(fs.readFileSync("/proc/self/status", "utf8")),
}));`),
    );
    const { cgroups, donnees, sansPrivileges } = JSON.parse(lecture.trim().split("\n").at(-1)!) as {
      cgroups: string[];
      donnees: string;
      sansPrivileges: boolean;
    };

    // Le disque : A remplit son dossier (quatre fois sa borne au plus), B écrit chez lui.
    const [compteA, compteB] = classe.comptes;
    const maisonMontee =
      montagesDImages().get(compteA.maison) === imageDe(classe.maisons, compteA.nom);
    const gros = join(compteA.maison, "gros.bin");
    const disque = json<{ mo: number; arret: string }>(
      await noyauA.executer(remplir(gros, 4 * LIMITES_D_ESSAI.disqueMo)),
    );
    const dansB = join(compteB.maison, "b.bin");
    const bEcritChezLui = json<{ mo: number; arret: string }>(
      await noyauB.executer(remplir(dansB, 8)),
    ).arret;
    // Plein, A démarre encore un noyau (ses fichiers de connexion sont dans son /tmp), puis fait de la place.
    const nouveauNoyauDeA = await reponseDUnNouveauNoyau(a, SOMMAIRE);
    const aEcritApresAvoirEfface = json<{ mo: number; arret: string }>(
      await noyauA.executer(remplir(gros, 4, true)),
    ).arret;

    // Les dossiers temporaires : A y laisse des fichiers et un segment de mémoire partagée.
    const marque = `sdk-${randomBytes(4).toString("hex")}`;
    const fichiersDeA = TEMPORAIRES.map((d) => join(d, `${marque}-A`));
    const parDossier = (r: Record<string, string>) =>
      Object.fromEntries(TEMPORAIRES.map((d, i) => [d, r[fichiersDeA[i]]]));
    const ecrituresDeA = parDossier(
      json<Record<string, string>>(await noyauA.executer(ecrire(fichiersDeA, "secret de A"))),
    );
    const segment = texte(
      await noyauA.executer(`import { execFileSync } from "child_process";
console.log(execFileSync("python3", ["-c", "import ctypes; print(ctypes.CDLL(None).shmget(0, 1 << 20, 0o1644))"], { encoding: "utf8" }).trim());`),
    )
      .trim()
      .split("\n")
      .at(-1)!;
    ecrituresDeA["segment System V"] = Number(segment) >= 0 ? "créé" : segment;
    const plein = `/dev/shm/${marque}-plein`;
    const memoirePartagee = json<{ mo: number; arret: string }>(
      await noyauA.executer(remplir(plein, 4 * LIMITES_D_ESSAI.temporairesMo)),
    );
    // Rendu à sa mémoire avant l'allocation plus bas ; ses petits fichiers, eux, restent.
    const effacement = texte(
      await noyauA.executer(
        `import * as fs from "fs";\nfs.unlinkSync(${JSON.stringify(plein)});\nconsole.log("effacé");`,
      ),
    );
    if (!effacement.includes("effacé")) throw new Error(`A n'efface pas ${plein} : ${effacement}`);
    const brut = json<Record<string, string>>(
      await noyauB.executer(`import * as fs from "fs";
{
  const r: Record<string, string> = {};
  for (const f of ${JSON.stringify(fichiersDeA)}) {
    try { fs.readFileSync(f); r[f] = "lu"; } catch (e) { r[f] = (e as NodeJS.ErrnoException).code ?? String(e); }
  }
  const segments = fs.readFileSync("/proc/sysvipc/shm", "utf8").trim().split("\\n").slice(1);
  r["segment System V"] = segments.some((l) => l.trim().split(/\\s+/)[1] === ${JSON.stringify(segment)}) ? "vu" : "invisible";
  console.log(JSON.stringify(r));
}`),
    );
    const lecturesDeB = { ...parDossier(brut), "segment System V": brut["segment System V"] };
    // A alloue pendant que B calcule (en dernier : ce que le noyau de A a pris reste à lui
    // jusqu'à son ramasse-miettes, et un noyau de plus ne tiendrait plus dans sa mémoire).
    const [allocationA, calculB] = await Promise.all([
      noyauA.executer(ALLOUER).then(texte, (e: Error) => `noyau perdu : ${e.message}`),
      noyauB.executer(
        "let s = 0;\nfor (let i = 1; i <= 30_000_000; i++) s += i % 7;\nconsole.log(`somme : ${s}`);",
      ),
    ]);
    let allocation = { mo: 0, arret: allocationA };
    try {
      allocation = JSON.parse(allocationA.trim().split("\n").at(-1)!) as typeof allocation;
    } catch {
      // Le noyau a été arrêté : le message est dans `arret`.
    }
    const aApres = await noyauA
      .executer('console.log("toujours là")', 60_000)
      .then(texte, (e: Error) => e.message);

    noyauA.fermer();
    noyauB.fermer();

    // Le hub s'arrête (SIGTERM, comme Ctrl+C) : plus rien des élèves ne doit tourner, ni rester.
    await classe.hub.arreter();
    await new Promise((r) => setTimeout(r, 1000));
    const uids = classe.comptes.map((c) => c.uid);
    const restesApresLeHub = uids.flatMap((uid) => processusDe(uid)).length;
    const groupesApresLeHub = ["memory", "cpu", "."].flatMap((controleur) => {
      const dossier = join("/sys/fs/cgroup", controleur, "sudoku-classe");
      const noms = classe.comptes.map((c) => c.nom);
      return existsSync(dossier) ? readdirSync(dossier).filter((n) => noms.includes(n)) : [];
    });
    const fichiersApresLeHub = fichiersDans(TEMPORAIRES, uids, marque);
    const segmentsApresLeHub = segmentsDe(uids);
    const classeEtMaisons = [classe.maisons, ...classe.comptes.map((c) => c.maison)];
    const montagesApresLeHub = [
      ...readFileSync("/proc/self/mountinfo", "utf8")
        .split("\n")
        .filter((l) => classeEtMaisons.some((chemin) => l.includes(chemin))),
      ...[...montagesDImages().values()].filter((image) => image.startsWith(classe.maisons)),
    ];
    await classe.fermer();
    fermee = true;
    return {
      cgroupsDuNoyau: cgroups,
      sansPrivileges,
      donneesMax: Number(donnees.trim().split(/\s+/)[3]),
      allocation,
      reponseDeB: texte(calculB).trim(),
      aApres: aApres.trim(),
      restesApresLeHub,
      groupesApresLeHub,
      maisonMontee,
      disque,
      bEcritChezLui,
      aEcritApresAvoirEfface,
      nouveauNoyauDeA,
      ecrituresDeA,
      memoirePartagee,
      lecturesDeB,
      fichiersApresLeHub,
      segmentsApresLeHub,
      montagesApresLeHub,
    };
  } finally {
    if (!fermee) await classe.fermer();
  }
}

if (require.main === module) {
  observer().then(
    (o) => console.log(process.argv.includes("--json") ? JSON.stringify(o) : o),
    (erreur: unknown) => {
      console.error(`npm run classe:limites : ${(erreur as Error).message}`);
      process.exit(1);
    },
  );
}
