/**
 * npm run devoirs -- importer DEVOIR DOSSIER : les copies venues d'ailleurs
 * que le dossier d'échange (courriel, export d'ENT ou de Moodle, clé), en
 * général celles de « Rendre mon devoir » de l'édition navigateur
 * (src/noyau/navigateur/rendre-devoir.ts) : `<carnet>--<identifiant>.ipynb`.
 *
 * Le dossier est lu avec ses sous-dossiers (un export range chaque élève à
 * part, et peut mettre un préfixe devant le nom). Chaque copie acceptée est
 * posée comme nbgrader la ramasserait : `submitted/<élève>/<devoir>/<carnet>.ipynb`
 * et `timestamp.txt` (l'heure du fichier) ; l'élève est inscrit dans la base de
 * notes s'il n'y est pas. Une copie est une donnée : on ne fait que lire son
 * JSON, jamais l'exécuter (la correction le fait, dans sa cage).
 *
 * Les carnets de l'édition navigateur n'ont pas les métadonnées de nbgrader :
 * on remet à chaque cellule celles de la version distribuée (release/), par
 * l'identifiant de la cellule, que la version élève garde. Une copie à qui
 * manque une cellule notée ou une cellule réponse du devoir est refusée.
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  writeFileSync,
} from "node:fs";
import { randomBytes } from "node:crypto";
import { basename, join, relative } from "node:path";
import { ErreurCarnet, lireCarnet, texteDuCarnet, type Carnet } from "../carnets/carnets";
import { lireNomDeCopie } from "../../src/noyau/navigateur/rendre-devoir";
import { ErreurDevoirs } from "./cours-nbgrader";

/** Au-delà, ce n'est pas une copie d'une leçon (quelques centaines de ko avec les sorties). */
const TAILLE_MAX = 20 * 1024 * 1024;

/** Une copie lue et acceptée, prête à poser. */
interface CopieAcceptee {
  fichier: string;
  eleve: string;
  carnet: string;
  /** L'heure du fichier (téléchargement ou envoi) : celle de la remise. */
  date: Date;
  contenu: Carnet;
}

/** Le bilan d'une importation, pour le professeur. */
export interface Bilan {
  posees: string[];
  refusees: string[];
  gardees: string[];
  eleves: string[];
}

/** Inscrit dans la base de notes les élèves qui n'y sont pas (injecté par les tests). */
export type Inscrire = (eleves: { id: string; prenom: string; nom: string }[]) => Promise<void>;

/** Tous les fichiers sous `dossier`, sous-dossiers compris ; les liens sont refusés. */
function fichiersSous(
  dossier: string,
  refus: (fichier: string, pourquoi: string) => void,
): string[] {
  const trouves: string[] = [];
  for (const nom of readdirSync(dossier).sort()) {
    const chemin = join(dossier, nom);
    const info = lstatSync(chemin);
    if (info.isSymbolicLink()) refus(chemin, "c'est un lien symbolique, pas un fichier.");
    else if (info.isDirectory()) trouves.push(...fichiersSous(chemin, refus));
    else if (info.isFile()) trouves.push(chemin);
  }
  return trouves;
}

/** Les carnets de chaque devoir du cours (source/<devoir>/), sans « .ipynb ». */
function carnetsDesDevoirs(cours: string): Map<string, string[]> {
  const source = join(cours, "source");
  const devoirs = new Map<string, string[]>();
  for (const devoir of existsSync(source) ? readdirSync(source) : []) {
    const dossier = join(source, devoir);
    if (!lstatSync(dossier).isDirectory()) continue;
    const carnets = readdirSync(dossier)
      .filter((f) => f.endsWith(".ipynb"))
      .map((f) => f.replace(/\.ipynb$/, ""));
    devoirs.set(devoir, carnets);
  }
  return devoirs;
}

/** Le carnet que nomme la fin de `prefixe` (un export peut mettre un préfixe devant), et son devoir. */
function carnetNomme(
  prefixe: string,
  devoirs: Map<string, string[]>,
  devoir: string,
): { devoir: string; carnet: string } | undefined {
  const finit = (carnet: string) =>
    prefixe === carnet || prefixe.endsWith(`_${carnet}`) || prefixe.endsWith(`-${carnet}`);
  // Le devoir demandé d'abord : un même carnet peut servir à deux devoirs.
  const ordre = [devoir, ...[...devoirs.keys()].filter((d) => d !== devoir)];
  for (const d of ordre) {
    const carnet = (devoirs.get(d) ?? []).filter(finit).sort((a, b) => b.length - a.length)[0];
    if (carnet) return { devoir: d, carnet };
  }
  return undefined;
}

/** Les identifiants des cellules de la version distribuée, avec leurs métadonnées nbgrader. */
function metadonneesDistribuees(cours: string, devoir: string, carnet: string) {
  const distribue = lireCarnet(join(cours, "release", devoir, `${carnet}.ipynb`));
  const parId = new Map<string, Record<string, unknown>>();
  const requises: string[] = [];
  for (const cellule of distribue.cells) {
    const meta = cellule.metadata?.nbgrader as Record<string, unknown> | undefined;
    const id = (cellule as { id?: string }).id;
    if (!meta || !id) continue;
    parId.set(id, meta);
    if (meta.grade || meta.solution) requises.push(id);
  }
  return { parId, requises };
}

/**
 * La copie avec les métadonnées nbgrader du devoir, cellule par cellule ; une
 * erreur si une cellule notée ou une réponse du devoir y manque.
 */
export function recoudre(copie: Carnet, cours: string, devoir: string, carnet: string): Carnet {
  const { parId, requises } = metadonneesDistribuees(cours, devoir, carnet);
  const presentes = new Set(copie.cells.map((c) => (c as { id?: string }).id));
  const manquent = requises.filter((id) => !presentes.has(id));
  if (manquent.length > 0)
    throw new ErreurCarnet(
      `des cellules du devoir y manquent (${manquent.slice(0, 5).join(", ")}` +
        `${manquent.length > 5 ? ` et ${manquent.length - 5} autres` : ""}) : ` +
        "ce n'est pas une copie de ce devoir, ou l'élève les a effacées.",
    );
  const cells = copie.cells.map((cellule) => {
    const meta = parId.get((cellule as { id?: string }).id ?? "");
    const autres = { ...(cellule.metadata ?? {}) } as Record<string, unknown>;
    delete autres.nbgrader;
    return { ...cellule, metadata: meta ? { ...autres, nbgrader: { ...meta } } : autres };
  });
  return { ...copie, cells };
}

/** Lit une copie : son nom, son devoir, son contenu ; une ErreurCarnet dit pourquoi on la refuse. */
function lireCopie(
  fichier: string,
  cours: string,
  devoir: string,
  devoirs: Map<string, string[]>,
): CopieAcceptee {
  const nom = lireNomDeCopie(basename(fichier));
  if ("refus" in nom) throw new ErreurCarnet(nom.refus);
  const trouve = carnetNomme(nom.carnet, devoirs, devoir);
  if (!trouve)
    throw new ErreurCarnet(
      `« ${nom.carnet} » n'est pas un carnet du devoir ${devoir} (${(devoirs.get(devoir) ?? []).join(", ")}).`,
    );
  if (trouve.devoir !== devoir)
    throw new ErreurCarnet(
      `c'est une copie d'un autre devoir (${trouve.devoir}), pas de ${devoir}.`,
    );
  const info = lstatSync(fichier);
  if (info.size > TAILLE_MAX)
    throw new ErreurCarnet(`le fichier est trop gros (${Math.round(info.size / 1e6)} Mo).`);
  const lu = lireCarnet(fichier);
  if (lu.nbformat !== 4)
    throw new ErreurCarnet(`le carnet est au format « ${String(lu.nbformat)} », pas au format 4.`);
  const contenu = recoudre(lu, cours, devoir, trouve.carnet);
  return { fichier, eleve: nom.identifiant, carnet: trouve.carnet, date: info.mtime, contenu };
}

/** L'heure comme nbgrader l'écrit dans timestamp.txt (« 2026-12-07 05:36:10.123000 UTC »). */
export function horodatage(date: Date): string {
  const iso = date.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 23)}000 UTC`;
}

/** L'heure d'une copie déjà posée (son timestamp.txt), ou undefined. */
function dateDejaPosee(dossier: string): Date | undefined {
  const fichier = join(dossier, "timestamp.txt");
  if (!existsSync(fichier)) return undefined;
  const texte = readFileSync(fichier, "utf8").trim();
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(\.\d+)?/.exec(texte);
  if (!m) return undefined;
  const date = new Date(`${m[1]}T${m[2]}${(m[3] ?? "").slice(0, 4)}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Pose la copie (fichier neuf puis renommé : jamais de copie à moitié écrite). */
function poser(cours: string, devoir: string, copie: CopieAcceptee): void {
  const dossier = join(cours, "submitted", copie.eleve, devoir);
  mkdirSync(dossier, { recursive: true });
  const cible = join(dossier, `${copie.carnet}.ipynb`);
  const temporaire = `${cible}.import`;
  writeFileSync(temporaire, texteDuCarnet(copie.contenu));
  renameSync(temporaire, cible);
  writeFileSync(join(dossier, "timestamp.txt"), horodatage(copie.date) + "\n");
  // Comme nbgrader submit : rendre-retours nomme le retour par ce secret (l'élève importé
  // n'ira pas le chercher dans l'échange, mais nbgrader le demande à chaque copie).
  writeFileSync(join(dossier, "submission_secret.txt"), randomBytes(64).toString("hex"));
}

/** Prénom et nom tirés de l'identifiant (« emma.martin » : Emma, Martin), jamais vides. */
export function nomsDe(id: string): { prenom: string; nom: string } {
  const majuscule = (m: string) => m.charAt(0).toUpperCase() + m.slice(1);
  const [prenom, ...reste] = id.split(/[._]/).filter(Boolean);
  return {
    prenom: majuscule(prenom ?? id),
    nom: reste.length ? reste.map(majuscule).join(" ") : id,
  };
}

/** Importe les copies de `dossier` pour `devoir` ; rend le bilan (les refus n'arrêtent pas les autres). */
export async function importerCopies(
  cours: string,
  devoir: string,
  dossier: string,
  inscrire: Inscrire,
): Promise<Bilan> {
  if (!existsSync(dossier) || !lstatSync(dossier).isDirectory())
    throw new ErreurDevoirs(`pas de dossier de copies à ${dossier}`);
  if (!existsSync(join(cours, "release", devoir)))
    throw new ErreurDevoirs(
      `le devoir ${devoir} n'a pas de version distribuée (release/) : lancez d'abord « npm run devoirs -- generer ${devoir} »`,
    );
  const bilan: Bilan = { posees: [], refusees: [], gardees: [], eleves: [] };
  const refuser = (fichier: string, pourquoi: string) =>
    bilan.refusees.push(`${relative(dossier, fichier)} refusé : ${pourquoi}`);
  const devoirs = carnetsDesDevoirs(cours);
  const acceptees: CopieAcceptee[] = [];
  for (const fichier of fichiersSous(dossier, refuser)) {
    try {
      acceptees.push(lireCopie(fichier, cours, devoir, devoirs));
    } catch (erreur) {
      if (!(erreur instanceof ErreurCarnet)) throw erreur;
      refuser(fichier, erreur.message.replace(`${fichier} `, "le fichier "));
    }
  }
  // De la plus ancienne à la plus récente : la dernière rendue reste.
  acceptees.sort((a, b) => a.date.getTime() - b.date.getTime());
  const posees = new Map<string, CopieAcceptee>();
  for (const copie of acceptees) {
    const ici = join(cours, "submitted", copie.eleve, devoir);
    const deja = dateDejaPosee(ici);
    const qui = `${copie.eleve} (${copie.carnet})`;
    if (deja && deja.getTime() > copie.date.getTime()) {
      bilan.gardees.push(
        `${qui} : ${relative(dossier, copie.fichier)} laissé, la copie déjà là est plus récente (${horodatage(deja)}).`,
      );
      continue;
    }
    if (deja)
      bilan.gardees.push(
        `${qui} : la copie du ${horodatage(deja)} est remplacée par ${relative(dossier, copie.fichier)}, plus récente.`,
      );
    poser(cours, devoir, copie);
    posees.set(`${copie.eleve}/${copie.carnet}`, copie);
  }
  for (const copie of posees.values())
    bilan.posees.push(`${copie.eleve} : ${relative(dossier, copie.fichier)}`);
  bilan.eleves = [...new Set([...posees.values()].map((c) => c.eleve))].sort();
  if (bilan.eleves.length > 0) await inscrire(bilan.eleves.map((id) => ({ id, ...nomsDe(id) })));
  return bilan;
}

/** Le script Python qui inscrit les élèves absents de la base (les noms déjà donnés restent). */
export const SCRIPT_INSCRIRE = `
import json, sys
from nbgrader.api import Gradebook, MissingEntry
with Gradebook(sys.argv[1]) as gb:
    for e in json.loads(sys.stdin.read()):
        try:
            gb.find_student(e["id"])
        except MissingEntry:
            gb.add_student(e["id"], first_name=e["prenom"], last_name=e["nom"])
`;

/** Le texte du bilan pour le terminal. */
export function texteDuBilan(devoir: string, bilan: Bilan): string {
  const lignes: string[] = [];
  for (const p of bilan.posees) lignes.push(`Copie posée : ${p}`);
  for (const g of bilan.gardees) lignes.push(`Plus récente gardée : ${g}`);
  for (const r of bilan.refusees) lignes.push(`Pas importé : ${r}`);
  lignes.push(
    `${bilan.posees.length} copie(s) de ${devoir} importée(s), ${bilan.refusees.length} fichier(s) refusé(s)` +
      (bilan.posees.length ? ` ; ensuite : npm run devoirs -- corriger ${devoir}` : "."),
  );
  return lignes.join("\n");
}
