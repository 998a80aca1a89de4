/**
 * Retrouver la ligne de la cellule où une erreur s'est produite.
 *
 * tslab compile chaque cellule en JavaScript : les types disparaissent, des
 * lignes s'ajoutent (`exports.x = x;`), les lignes vides s'en vont. Le numéro
 * de ligne d'une pile d'appels ne correspond donc plus à la cellule. Pour le
 * retrouver, on pose avant chaque instruction un *repère*, un commentaire
 * `/*§k*\/` que TypeScript recopie tel quel dans le JavaScript : la ligne k
 * de la cellule est alors le repère le plus proche au-dessus de la ligne
 * fautive, plus l'écart entre les deux (une instruction garde ses retours à
 * la ligne).
 *
 * Les repères décalent les colonnes : `colonneOriginale` corrige celles des
 * erreurs de compilation.
 */
import * as ts from "@tslab/typescript-for-tslab";

/** Une instruction de la cellule : ses lignes de début et de fin (comptées à partir de 0). */
interface Instruction {
  debut: number;
  fin: number;
}

/** Un repère inséré : sa ligne, sa colonne dans le texte annoté, sa longueur. */
interface Insertion {
  ligne: number;
  colonne: number;
  longueur: number;
}

/** La cellule annotée et de quoi revenir au texte de l'élève. */
export interface CelluleAnnotee {
  /** Le texte de l'élève. */
  source: string;
  /** Le même texte, avec un repère avant chaque instruction. */
  annotee: string;
  instructions: Instruction[];
  insertions: Insertion[];
}

const REPERE = /\/\*§(\d+)\*\//g;

/** Pose un repère avant chaque instruction de `source`, à toute profondeur. */
export function annoter(source: string): CelluleAnnotee {
  const fichier = ts.createSourceFile("cellule.ts", source, ts.ScriptTarget.ES2022, true);
  const departs: { position: number; instruction: Instruction }[] = [];
  const visiter = (noeud: ts.Node): void => {
    if (
      ts.isSourceFile(noeud) ||
      ts.isBlock(noeud) ||
      ts.isModuleBlock(noeud) ||
      ts.isCaseClause(noeud) ||
      ts.isDefaultClause(noeud)
    ) {
      for (const instruction of noeud.statements) {
        const position = instruction.getStart(fichier);
        departs.push({
          position,
          instruction: {
            debut: fichier.getLineAndCharacterOfPosition(position).line,
            fin: fichier.getLineAndCharacterOfPosition(instruction.end).line,
          },
        });
      }
    }
    ts.forEachChild(noeud, visiter);
  };
  visiter(fichier);
  departs.sort((a, b) => a.position - b.position);

  let annotee = "";
  let precedente = 0;
  const insertions: Insertion[] = [];
  departs.forEach(({ position }, k) => {
    annotee += source.slice(precedente, position);
    const marque = `/*§${k}*/`;
    const { line, character } = fichier.getLineAndCharacterOfPosition(position);
    // La colonne dans le texte annoté : les repères déjà posés sur la ligne la décalent.
    const dejaPoses = insertions
      .filter((i) => i.ligne === line)
      .reduce((total, i) => total + i.longueur, 0);
    insertions.push({ ligne: line, colonne: character + dejaPoses, longueur: marque.length });
    annotee += marque;
    precedente = position;
  });
  annotee += source.slice(precedente);
  return { source, annotee, instructions: departs.map((d) => d.instruction), insertions };
}

/**
 * La ligne de la cellule (à partir de 0) qui correspond à la ligne `ligne`
 * (à partir de 0), colonne `colonne`, du JavaScript produit ; `undefined`
 * si aucun repère ne la précède.
 */
export function ligneOriginale(
  cellule: CelluleAnnotee,
  javascript: string,
  ligne: number,
  colonne: number,
): number | undefined {
  const lignes = javascript.split("\n");
  for (let l = Math.min(ligne, lignes.length - 1); l >= 0; l--) {
    const reperes = [...lignes[l].matchAll(REPERE)].filter(
      (m) => l < ligne || (m.index ?? 0) <= colonne,
    );
    const dernier = reperes[reperes.length - 1];
    if (!dernier) continue;
    const instruction = cellule.instructions[Number(dernier[1])];
    if (!instruction) return undefined;
    return Math.min(instruction.debut + (ligne - l), instruction.fin);
  }
  return undefined;
}

/** La colonne (à partir de 0) du texte de l'élève, pour une colonne du texte annoté. */
export function colonneOriginale(cellule: CelluleAnnotee, ligne: number, colonne: number): number {
  const avant = cellule.insertions.filter((i) => i.ligne === ligne && i.colonne < colonne);
  return colonne - avant.reduce((total, i) => total + i.longueur, 0);
}
