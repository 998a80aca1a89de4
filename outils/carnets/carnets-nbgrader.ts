/**
 * Les métadonnées nbgrader des carnets du professeur, déduites du carnet
 * lui-même (npm run carnets:eleves les écrit ; ne les éditez pas à la main) :
 *
 * - une cellule de code qui contient `// DEBUT SOLUTION` est une cellule
 *   solution (`solution-<fonction>`) : l'élève y écrit ;
 * - une cellule `verifier("nom", …)` est une cellule de test notée
 *   (`verifier-<nom>`), d'un point, ou des points que le professeur a mis
 *   dans ses métadonnées (gardés) ;
 * - une cellule de texte marquée `reponse-libre` est la réponse de l'élève à
 *   une question ouverte : notée à la main (`grade` et `solution`), modifiable,
 *   sous l'identifiant de la cellule (`reponse-…`), de deux points ou de ceux
 *   que le professeur a mis dans ses métadonnées (gardés) ;
 * - une cellule de texte marquée `prediction` (« prédisez avant d'exécuter »)
 *   n'en a pas : libre pour l'élève, jamais notée, et nbgrader garde son texte
 *   (il ne remet que les cellules qui ont des métadonnées) ;
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

const aLEtiquette = (cellule: Cellule, etiquette: string) =>
  (cellule.metadata.tags ?? []).includes(etiquette);

/** Vrai pour la réponse d'un élève à une question ouverte (texte noté à la main). */
export function estReponseLibre(cellule: Cellule): boolean {
  return cellule.cell_type === "markdown" && aLEtiquette(cellule, "reponse-libre");
}

/** Vrai pour une cellule « prédisez avant d'exécuter » : libre, jamais notée. */
export function estPrediction(cellule: Cellule): boolean {
  return cellule.cell_type === "markdown" && aLEtiquette(cellule, "prediction");
}

/** Les points d'une question ouverte quand le professeur n'en a pas mis. */
export const POINTS_PAR_DEFAUT = 2;

/** Les clés dans l'ordre alphabétique, comme Jupyter les écrit. */
function trie<T extends object>(objet: T): T {
  const entrees = Object.entries(objet).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entrees) as T;
}

/** Un identifiant que nbgrader accepte : lettres, chiffres, « - » et « _ ». */
function identifiant(texte: string): string {
  return texte.replace(/[^A-Za-z0-9_-]/g, "_");
}

/** Les points que le professeur a mis dans les métadonnées de la cellule, ou `defaut`. */
function pointsGardes(cellule: Cellule, defaut: number): number {
  const avant = (cellule.metadata.nbgrader as Partial<MetadonneesNbgrader> | undefined)?.points;
  return typeof avant === "number" && avant > 0 ? avant : defaut;
}

/** Les métadonnées nbgrader d'une cellule, ou `undefined` (cellule du professeur, prédiction). */
function metadonnees(cellule: Cellule, k: number): MetadonneesNbgrader | undefined {
  if (aLEtiquette(cellule, "professeur") || estPrediction(cellule)) return undefined;
  const commun = { schema_version: 3 as const, task: false };
  const exercice = exerciceVerifie(cellule);
  if (exercice !== undefined) {
    const id = `verifier-${exercice}`;
    const points = pointsGardes(cellule, 1);
    return { ...commun, grade: true, grade_id: id, locked: true, points, solution: false };
  }
  const nomCellule = cellule.id ?? `cellule-${k + 1}`;
  if (estReponseLibre(cellule)) {
    // nbgrader veut qu'une réponse en texte soit à la fois notée et « solution ».
    const points = pointsGardes(cellule, POINTS_PAR_DEFAUT);
    return { ...commun, grade: true, grade_id: nomCellule, locked: false, points, solution: true };
  }
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
