/**
 * Les copies d'une petite classe fabriquée pour le test de bout en bout de
 * nbgrader : la version élève de la leçon 1 (release/), où l'on remplace le
 * code de certaines cellules solution.
 */
import { join } from "node:path";
import { lireCarnet, sourceDe, type Carnet } from "../../outils/carnets/carnets";
import { RACINE } from "../aide-processus";

/** Les réponses d'une copie : identifiant nbgrader de la cellule solution → code. */
/** Les exercices vérifiés de la leçon 1, dans l'ordre du carnet. */
export const EXERCICES_LECON_1 = [
  "test_ligne",
  "test_colonne",
  "test_carre",
  "test",
  "protection",
  "remplissage",
  "avance_case",
  "recule_case",
  "resolution",
];

export type Reponses = Record<string, string>;

function idNbgrader(cellule: Carnet["cells"][number]): string | undefined {
  return (cellule.metadata.nbgrader as { grade_id?: string } | undefined)?.grade_id;
}

/** Le code du professeur de chaque cellule solution (blocs DEBUT / FIN SOLUTION compris). */
export function reponsesDuProfesseur(carnet: string): Reponses {
  const professeur = lireCarnet(join(RACINE, "notebooks", "professeur", `${carnet}.ipynb`));
  const reponses: Reponses = {};
  for (const cellule of professeur.cells) {
    const id = idNbgrader(cellule);
    if (id?.startsWith("solution-")) reponses[id] = sourceDe(cellule);
  }
  return reponses;
}

/** La copie : la version distribuée, où les cellules nommées reçoivent le code donné. */
export function copie(distribuee: Carnet, reponses: Reponses): Carnet {
  const restantes = new Set(Object.keys(reponses));
  const cells = distribuee.cells.map((cellule) => {
    const id = idNbgrader(cellule);
    if (id === undefined || !(id in reponses)) return cellule;
    restantes.delete(id);
    return { ...cellule, source: reponses[id] };
  });
  if (restantes.size > 0) throw new Error(`cellules introuvables : ${[...restantes].join(", ")}`);
  return { ...distribuee, cells };
}

/** La copie où la cellule de réponse `id` (une question ouverte) reçoit le texte de l'élève. */
export function avecReponseLibre(carnet: Carnet, id: string, texte: string): Carnet {
  const cells = carnet.cells.map((c) => (idNbgrader(c) === id ? { ...c, source: texte } : c));
  if (!carnet.cells.some((c) => idNbgrader(c) === id))
    throw new Error(`cellule introuvable : ${id}`);
  return { ...carnet, cells };
}

/** `test_ligne` qui regarde aussi la case (i, j) : l'erreur « ligne-case-comptee » du catalogue. */
export const TEST_LIGNE_CASE_COMPTEE = `function test_ligne(i: number, j: number, nombre: number, M: number[][]): boolean {
  for (let k = 0; k < 9; k++) if (M[i][k] === nombre) return false;
  return true;
}`;

/** `test_ligne` juste sur les cas visibles (aucun ne demande 8), fausse pour 8 : les cas cachés la prennent. */
export const TEST_LIGNE_SAUF_HUIT = `function test_ligne(i: number, j: number, nombre: number, M: number[][]): boolean {
  if (nombre === 8) return true;
  for (let k = 0; k < 9; k++) if (k !== j && M[i][k] === nombre) return false;
  return true;
}`;

/** `resolution` qui ne rend jamais la main. */
export const RESOLUTION_SANS_FIN = `function resolution(M: number[][]): boolean {
  let tours = 0;
  while (M.length > 0) tours++;
  return tours > 0;
}`;

/** `protection` qui lit une ligne hors de la grille : TypeError à chaque appel. */
export const PROTECTION_QUI_LEVE = `function protection(matrice_originale: number[][]): [number, number][] {
  const liste: [number, number][] = [];
  for (let i = 0; i <= 9; i++) {
    for (let j = 0; j < 9; j++) if (matrice_originale[i][j] !== 0) liste.push([i, j]);
  }
  return liste;
}`;

/**
 * La copie avec une cellule de code de plus, juste avant la dernière cellule
 * de code notée : là, elle est exécutée (ce qui suit le dernier exercice ne
 * l'est pas, même avant une réponse à une question ouverte).
 */
export function avecCellule(carnet: Carnet, code: string): Carnet {
  const notees = carnet.cells.flatMap((c, k) =>
    c.cell_type === "code" && (c.metadata.nbgrader as { grade?: boolean } | undefined)?.grade
      ? [k]
      : [],
  );
  const cellule = {
    cell_type: "code",
    metadata: {},
    source: code,
    outputs: [],
    execution_count: null,
  } as unknown as Carnet["cells"][number];
  const cells = [...carnet.cells];
  cells.splice(notees.at(-1)!, 0, cellule);
  return { ...carnet, cells };
}
