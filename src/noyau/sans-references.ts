/**
 * La bibliothèque de la correction, sans ce qui répond aux exercices notés.
 *
 * Pendant une correction, la copie peut lire tout ce que la cage lui montre.
 * Les pièges (`pieges-correction.ts`) font lever la version du cours d'un
 * exercice noté, mais son texte resterait dans le JavaScript précompilé : une
 * copie pourrait le lire, retirer la garde et l'exécuter. La construction de
 * la correction (outils/correction/bibliotheque-de-correction.ts) passe donc chaque
 * module par `sansReferences` :
 *   - une fonction du premier niveau qui porte le nom d'un exercice noté, ou
 *     d'une de ses versions de référence, n'a plus de corps : elle lève ;
 *   - dans les exercices (`src/exercices/`), le champ `reference` de chaque
 *     exercice lève, et ses erreurs typiques (des versions presque justes)
 *     disparaissent : le noyau de la copie n'en a pas besoin, seul le juge,
 *     hors de la cage, s'en sert ;
 *   - ce qui n'est plus appelé par personne (une version fausse, une aide de
 *     la référence) disparaît avec.
 * Les pièges restent, en seconde ligne.
 */
import * as ts from "@tslab/typescript-for-tslab";

/** L'erreur que lève une version retirée. */
function leveeInterdite(nom: string): string {
  const message = `la version du cours de ${nom} n'est pas dans la cage de correction : la copie doit utiliser sa propre fonction.`;
  return `throw Object.assign(new Error(${JSON.stringify(message)}), { name: "VersionDuCoursInterdite" });`;
}

interface Remplacement {
  debut: number;
  fin: number;
  texte: string;
}

function appliquer(js: string, remplacements: Remplacement[]): string {
  let resultat = js;
  for (const r of [...remplacements].sort((a, b) => b.debut - a.debut))
    resultat = resultat.slice(0, r.debut) + r.texte + resultat.slice(r.fin);
  return resultat;
}

function analyser(js: string): ts.SourceFile {
  return ts.createSourceFile("module.js", js, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
}

/** Le nom d'une propriété écrite `nom: …` ou `"nom": …`. */
function nomDePropriete(noeud: ts.PropertyAssignment): string | undefined {
  const nom = noeud.name;
  return ts.isIdentifier(nom) || ts.isStringLiteral(nom) ? nom.text : undefined;
}

/** Les corps des fonctions nommées dans `noms`, et les références et erreurs des exercices, remplacés. */
function remplacements(fichier: ts.SourceFile, noms: ReadonlySet<string>, exercices: boolean) {
  const faits: Remplacement[] = [];
  for (const instruction of fichier.statements) {
    if (ts.isFunctionDeclaration(instruction) && instruction.name && instruction.body) {
      const nom = instruction.name.text;
      if (noms.has(nom))
        faits.push({
          debut: instruction.body.getStart(fichier),
          fin: instruction.body.getEnd(),
          texte: `{ ${leveeInterdite(nom)} }`,
        });
    }
    if (ts.isVariableStatement(instruction)) {
      for (const declaration of instruction.declarationList.declarations) {
        const init = declaration.initializer;
        if (!ts.isIdentifier(declaration.name) || !init || !noms.has(declaration.name.text))
          continue;
        if (ts.isArrowFunction(init) || ts.isFunctionExpression(init))
          faits.push({
            debut: init.getStart(fichier),
            fin: init.getEnd(),
            texte: `function () { ${leveeInterdite(declaration.name.text)} }`,
          });
      }
    }
  }
  if (!exercices) return faits;
  const visiter = (noeud: ts.Node): void => {
    // `{ erreurs, … }` nomme une variable du module : le champ se retire comme les autres, et son
    // nom, écrit entre guillemets, ne compte plus pour un usage de la variable (sansCodeMort).
    if (ts.isShorthandPropertyAssignment(noeud)) {
      const nom = noeud.name.text;
      if (nom === "reference" || nom === "erreurs")
        faits.push({
          debut: noeud.getStart(fichier),
          fin: noeud.getEnd(),
          texte:
            nom === "erreurs"
              ? '"erreurs": []'
              : `"reference": function () { ${leveeInterdite("cet exercice")} }`,
        });
      return;
    }
    if (ts.isPropertyAssignment(noeud)) {
      const nom = nomDePropriete(noeud);
      if (nom === "reference") {
        faits.push({
          debut: noeud.initializer.getStart(fichier),
          fin: noeud.initializer.getEnd(),
          texte: `function () { ${leveeInterdite("cet exercice")} }`,
        });
        return;
      }
      if (nom === "erreurs") {
        faits.push({
          debut: noeud.initializer.getStart(fichier),
          fin: noeud.initializer.getEnd(),
          texte: "[]",
        });
        return;
      }
    }
    ts.forEachChild(noeud, visiter);
  };
  visiter(fichier);
  return faits;
}

/** Les noms que déclare une instruction du premier niveau (fonction, variables). */
function nomsDeclares(instruction: ts.Statement): string[] {
  if (ts.isFunctionDeclaration(instruction) && instruction.name) return [instruction.name.text];
  if (ts.isVariableStatement(instruction))
    return instruction.declarationList.declarations.flatMap((d) =>
      ts.isIdentifier(d.name) ? [d.name.text] : ["(motif)"],
    );
  return [];
}

/**
 * Retire les fonctions et les variables du premier niveau que plus rien ne
 * nomme (une variable dont la déclaration déstructure est gardée). On
 * recommence tant qu'il en part : une aide ne servait parfois qu'à une autre.
 */
function sansCodeMort(js: string): string {
  for (;;) {
    const fichier = analyser(js);
    const usages = new Map<string, number>();
    const compter = (noeud: ts.Node): void => {
      if (ts.isIdentifier(noeud)) usages.set(noeud.text, (usages.get(noeud.text) ?? 0) + 1);
      ts.forEachChild(noeud, compter);
    };
    compter(fichier);
    const morts = fichier.statements.filter((instruction) => {
      const noms = nomsDeclares(instruction);
      // Chaque nom est compté une fois à sa déclaration : au-delà, il sert ailleurs.
      return noms.length > 0 && noms.every((nom) => nom !== "(motif)" && usages.get(nom) === 1);
    });
    if (morts.length === 0) return js;
    js = appliquer(
      js,
      morts.map((m) => ({ debut: m.getFullStart(), fin: m.getEnd(), texte: "" })),
    );
  }
}

/**
 * `js`, un module de la bibliothèque traduit en CommonJS, sans ce qui
 * répond aux exercices `noms` ; `exercices` : le module est un de ceux de
 * `src/exercices/`, dont on retire aussi références et erreurs typiques.
 */
export function sansReferences(js: string, noms: ReadonlySet<string>, exercices: boolean): string {
  const faits = remplacements(analyser(js), noms, exercices);
  return faits.length === 0 ? js : sansCodeMort(appliquer(js, faits));
}
