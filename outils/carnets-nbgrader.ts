/**
 * Les métadonnées nbgrader des carnets du professeur, déduites du carnet
 * lui-même (npm run carnets:eleves les écrit ; ne les éditez pas à la main) :
 *
 * - une cellule de code qui contient `// DEBUT SOLUTION` est une cellule
 *   solution (`solution-<fonction>`) : l'élève y écrit ;
 * - une cellule `verifier("nom", …)` est une cellule de test notée
 *   (`verifier-<nom>`), d'un point, ou des points que le professeur a mis
 *   dans ses métadonnées (gardés) ;
 * - les autres cellules (énoncés, code fourni) sont en lecture seule, sous
 *   l'identifiant de la cellule ;
 * - une cellule `professeur` n'en a pas : elle n'existe pas chez l'élève.
 *
 * nbgrader remet à la correction la version du professeur des cellules en
 * lecture seule et des cellules notées : l'élève ne peut ni changer une
 * vérification ni tricher avec le code fourni.
 */
import { sourceDe, type Carnet, type Cellule } from "./carnets";

export interface MetadonneesNbgrader {
  grade: boolean;
  grade_id: string;
  locked: boolean;
  points?: number;
  schema_version: 3;
  solution: boolean;
  task: boolean;
}

const SOLUTION = /^\s*\/\/ DEBUT SOLUTION/m;
const VERIFICATION = /^verifier\("([^"]+)"/m;
const FONCTION = /^\s*(?:export\s+)?function\s+([A-Za-z_$][\w$]*)/m;

/** Le nom de l'exercice d'une cellule de vérification, ou `undefined`. */
export function exerciceVerifie(cellule: Cellule): string | undefined {
  return cellule.cell_type === "code" ? VERIFICATION.exec(sourceDe(cellule))?.[1] : undefined;
}

/** Vrai pour une cellule qui contient une solution à remplacer par une ébauche. */
export function estCelluleSolution(cellule: Cellule): boolean {
  return cellule.cell_type === "code" && SOLUTION.test(sourceDe(cellule));
}

function estProfesseur(cellule: Cellule): boolean {
  return (cellule.metadata.tags ?? []).includes("professeur");
}

/** Les clés dans l'ordre alphabétique, comme Jupyter les écrit. */
function trie<T extends object>(objet: T): T {
  const entrees = Object.entries(objet).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entrees) as T;
}

/** Un identifiant que nbgrader accepte : lettres, chiffres, « - » et « _ ». */
function identifiant(texte: string): string {
  return texte.replace(/[^A-Za-z0-9_-]/g, "_");
}

/** Les métadonnées nbgrader d'une cellule, ou `undefined` pour une cellule du professeur. */
function metadonnees(cellule: Cellule, k: number): MetadonneesNbgrader | undefined {
  if (estProfesseur(cellule)) return undefined;
  const commun = { schema_version: 3 as const, task: false };
  const exercice = exerciceVerifie(cellule);
  if (exercice !== undefined) {
    const avant = (cellule.metadata.nbgrader as Partial<MetadonneesNbgrader> | undefined)?.points;
    const points = typeof avant === "number" && avant > 0 ? avant : 1;
    const id = `verifier-${exercice}`;
    return { ...commun, grade: true, grade_id: id, locked: true, points, solution: false };
  }
  const nomCellule = cellule.id ?? `cellule-${k + 1}`;
  if (estCelluleSolution(cellule)) {
    const fonction = FONCTION.exec(sourceDe(cellule))?.[1] ?? nomCellule;
    const id = `solution-${fonction}`;
    return { ...commun, grade: false, grade_id: id, locked: false, solution: true };
  }
  return { ...commun, grade: false, grade_id: nomCellule, locked: true, solution: false };
}

/** Le carnet avec les métadonnées nbgrader de chaque cellule ; identifiants rendus uniques. */
export function avecMetadonneesNbgrader(carnet: Carnet): Carnet {
  const vus = new Map<string, number>();
  const cells = carnet.cells.map((cellule, k) => {
    const reste = { ...cellule.metadata };
    delete reste.nbgrader;
    const nouvelles = metadonnees(cellule, k);
    if (!nouvelles) return { ...cellule, metadata: reste };
    const base = identifiant(nouvelles.grade_id);
    const deja = vus.get(base) ?? 0;
    vus.set(base, deja + 1);
    const grade_id = deja === 0 ? base : `${base}-${deja + 1}`;
    return { ...cellule, metadata: trie({ ...reste, nbgrader: trie({ ...nouvelles, grade_id }) }) };
  });
  return { ...carnet, cells };
}
