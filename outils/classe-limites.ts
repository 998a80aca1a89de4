/**
 * npm run classe:limites : vérifie, sur une classe d'essai de deux élèves
 * (A et B), les limites de chaque élève (jupyter/classe/limites.py).
 *
 *   - le noyau de A est dans le cgroup de A et porte ses rlimits ;
 *   - A alloue sans fin : l'allocation est arrêtée à sa limite, pendant que
 *     B calcule et obtient sa réponse ;
 *   - le hub arrêté (comme par Ctrl+C), aucun processus de A ni de B ne reste.
 *
 * Imprime ce qu'il a observé (`--json` : en JSON, pour test/classe/) ; tout
 * est arrêté et supprimé à la fin.
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { processusDe } from "./classe/comptes";
import { Eleve, type Execution } from "./classe/eleve";
import { ouvrirClasseDEssai } from "./classe/essai";
import type { LimitesEleve } from "./classe/hub";

const LECON_1 = "01-td-retour-arriere.ipynb";
/** Des limites petites, pour que l'essai soit court. */
export const LIMITES_D_ESSAI: LimitesEleve = { memoireMo: 768, processeurs: 1, processus: 128 };

export interface ObservationsLimites {
  /** Les lignes de /proc/self/cgroup du noyau de A qui nomment le groupe de la classe. */
  cgroupsDuNoyau: string[];
  /** « Max data size » de /proc/self/limits du noyau de A, en octets. */
  donneesMax: number;
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
}));`),
    );
    const { cgroups, donnees } = JSON.parse(lecture.trim().split("\n").at(-1)!) as {
      cgroups: string[];
      donnees: string;
    };

    // A alloue pendant que B calcule.
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

    // Le hub s'arrête (SIGTERM, comme Ctrl+C) : plus rien des élèves ne doit tourner.
    await classe.hub.arreter();
    await new Promise((r) => setTimeout(r, 1000));
    const restesApresLeHub = classe.comptes.flatMap((c) => processusDe(c.uid)).length;
    const groupesApresLeHub = ["memory", "cpu", "."].flatMap((controleur) => {
      const dossier = join("/sys/fs/cgroup", controleur, "sudoku-classe");
      const noms = classe.comptes.map((c) => c.nom);
      return existsSync(dossier) ? readdirSync(dossier).filter((n) => noms.includes(n)) : [];
    });
    await classe.fermer();
    fermee = true;
    return {
      cgroupsDuNoyau: cgroups,
      donneesMax: Number(donnees.trim().split(/\s+/)[3]),
      allocation,
      reponseDeB: texte(calculB).trim(),
      aApres: aApres.trim(),
      restesApresLeHub,
      groupesApresLeHub,
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
