/**
 * Poser les contrôles de la garde (`src/hote/navigateur/garde.ts`) dans du
 * JavaScript : le code de chaque cellule, dans la page, et celui de la
 * bibliothèque, quand le site est construit. C'est ce qui permet, dans un
 * navigateur, d'arrêter une boucle sans fin (bouton ■, délai de `verifier`).
 *
 * - au début du corps de chaque boucle (`for`, `while`, `do`) du code des
 *   élèves, et de chaque fonction (une récursion qui ne finit pas) ; dans la
 *   bibliothèque, dont les boucles intérieures sont courtes (les 81 cases,
 *   les 9 chiffres), au début des seules boucles extérieures de chaque
 *   fonction, ce qui coûte bien moins aux boucles les plus serrées : le
 *   contrôle `if (--g.n < 0) g.c();` (le décompte est une propriété de la
 *   garde : mesuré, un décompte en variable de la cellule ou du module, que
 *   ses fonctions partagent, rendait une boucle serrée quatre fois plus
 *   lente ; la propriété, 1,5 fois) ;
 * - au début de chaque `catch` : `g.r(e)`, qui relance un arrêt de la garde.
 *
 * Le texte est inséré en place, sans jamais ajouter de ligne : les numéros de
 * ligne du JavaScript ne bougent pas, et les erreurs montrent toujours la
 * bonne ligne de la cellule (voir `../reperes.ts`). Le nom `__sudoku_garde`
 * est une variable posée en tête du code (une par cellule, une par module).
 */
import * as ts from "@tslab/typescript-for-tslab";

const G = "__sudoku_garde";
const CONTROLE = `if(--${G}.n<0)${G}.c();`;
/** La déclaration de la garde, en tête du code (sur la première ligne, sans la décaler). */
export const DECLARATION_GARDE = `var ${G}=globalThis[Symbol.for("sudoku-ts.garde")];`;

export interface OptionsInstrumenter {
  /**
   * `eleve` : chaque boucle et chaque fonction (le code des cellules) ;
   * `bibliotheque` : les boucles extérieures de chaque fonction seulement.
   */
  code: "eleve" | "bibliotheque";
}

interface Insertion {
  position: number;
  texte: string;
  /** Un morceau de texte à retirer à cette position (le motif d'un `catch ({ message })`). */
  retirer?: number;
}

/** Le même JavaScript, muni des contrôles de la garde, et précédé de sa déclaration. */
export function instrumenter(javascript: string, options: OptionsInstrumenter): string {
  const fichier = ts.createSourceFile(
    "code.js",
    javascript,
    ts.ScriptTarget.ES2022,
    true,
    ts.ScriptKind.JS,
  );
  const insertions: Insertion[] = [];
  const debutDe = (noeud: ts.Node) => noeud.getStart(fichier);

  /** Le contrôle en tête d'un corps : dans le bloc, ou autour de l'instruction seule. */
  const controlerCorps = (corps: ts.Statement) => {
    if (ts.isBlock(corps)) insertions.push({ position: debutDe(corps) + 1, texte: CONTROLE });
    else {
      insertions.push({ position: debutDe(corps), texte: `{${CONTROLE}` });
      insertions.push({ position: corps.end, texte: "}" });
    }
  };

  const eleve = options.code === "eleve";
  /** `dansUneBoucle` : dans une boucle de la même fonction (sa boucle intérieure n'est pas contrôlée dans la bibliothèque). */
  const visiter = (noeud: ts.Node, dansUneBoucle: boolean): void => {
    if (ts.isFunctionLike(noeud)) dansUneBoucle = false;
    if (
      ts.isForStatement(noeud) ||
      ts.isForInStatement(noeud) ||
      ts.isForOfStatement(noeud) ||
      ts.isWhileStatement(noeud) ||
      ts.isDoStatement(noeud)
    ) {
      if (eleve || !dansUneBoucle) controlerCorps(noeud.statement);
      dansUneBoucle = true;
    } else if (eleve && ts.isFunctionLike(noeud) && "body" in noeud && noeud.body) {
      const corps = noeud.body as ts.Node;
      if (ts.isBlock(corps)) insertions.push({ position: debutDe(corps) + 1, texte: CONTROLE });
      else {
        // `x => expr` : le contrôle passe en tête de l'expression, par une virgule.
        insertions.push({ position: debutDe(corps), texte: `(--${G}.n<0&&${G}.c(),` });
        insertions.push({ position: corps.end, texte: ")" });
      }
    } else if (ts.isCatchClause(noeud)) {
      relancerDansCatch(noeud);
    }
    ts.forEachChild(noeud, (enfant) => visiter(enfant, dansUneBoucle));
  };

  const relancerDansCatch = (clause: ts.CatchClause) => {
    const bloc = debutDe(clause.block) + 1;
    const liaison = clause.variableDeclaration;
    if (!liaison) {
      // `catch {` devient `catch (__sudoku_e) {`.
      insertions.push({ position: debutDe(clause.block), texte: `(${G}_e)` });
      insertions.push({ position: bloc, texte: `${G}.r(${G}_e);` });
    } else if (ts.isIdentifier(liaison.name)) {
      insertions.push({ position: bloc, texte: `${G}.r(${liaison.name.text});` });
    } else {
      // `catch ({ message }) {` devient `catch (__sudoku_e) { … let { message } = __sudoku_e;`,
      // en gardant les retours à la ligne du motif là où ils étaient.
      const motif = liaison.name.getText(fichier);
      const debut = debutDe(liaison.name);
      const lignes = "\n".repeat(motif.split("\n").length - 1);
      insertions.push({
        position: debut,
        texte: `${G}_e${lignes}`,
        retirer: liaison.name.end - debut,
      });
      insertions.push({
        position: bloc,
        texte: `${G}.r(${G}_e);let ${motif.replace(/\s*\n\s*/g, " ")}=${G}_e;`,
      });
    }
  };

  visiter(fichier, false);
  insertions.sort((a, b) => a.position - b.position);
  let sortie = DECLARATION_GARDE;
  let precedente = 0;
  for (const { position, texte, retirer = 0 } of insertions) {
    sortie += javascript.slice(precedente, position) + texte;
    precedente = position + retirer;
  }
  return sortie + javascript.slice(precedente);
}
