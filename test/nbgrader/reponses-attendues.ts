/**
 * Une question notée ne doit pas avoir sa réponse imprimée dans la leçon de
 * l'élève. La mesure est simple, et le barème la porte lui-même : sous sa
 * « Réponse attendue », une ligne
 *
 *   Mots-clés : « k! » ; « ordre + remplissage + chemins »
 *
 * donne les expressions-clés de la réponse, celles qu'un élève ne peut écrire
 * qu'après avoir compris (ou lu) la réponse. Une expression est un mot, ou
 * quelques mots joints par « + » qui ne doivent pas paraître ensemble. Elle
 * est « imprimée » dans la leçon quand tous ses mots, hors des mots permis
 * (le vocabulaire que la leçon doit bien employer), paraissent dans une même
 * cellule de la version élève, ou dans deux cellules qui se suivent (un code
 * et le texte qui le commente), prose et sorties comprises.
 *
 * Chaque mot-clé doit figurer dans la réponse attendue : ce sont ses mots,
 * pas une liste à part. Casse, accents et espaces insécables ne comptent pas ;
 * un mot qui commence ou finit par une lettre ou un chiffre est cherché comme
 * un mot entier (« ordre » ne se trouve pas dans « ordres »… mais « k! » se
 * trouve dans « 3 k! »).
 */
import { sourceDe, type Carnet, type Cellule } from "../../outils/carnets/carnets";

/**
 * Les mots permis partagés : le vocabulaire du cours, que les leçons emploient
 * partout. Ils ne comptent pas dans une expression-clé ; une expression faite
 * de ces seuls mots ne dit rien, et le test le refuse.
 */
export const MOTS_PERMIS = [
  "case",
  "cases",
  "chiffre",
  "chiffres",
  "colonne",
  "contrainte",
  "contraintes",
  "coût",
  "grille",
  "grilles",
  "label",
  "ligne",
  "nœud",
  "nœuds",
  "recherche",
  "solution",
  "solutions",
  "sudoku",
  "valeur",
  "valeurs",
  "variable",
  "variables",
];

/** Une question notée, lue dans le carnet du professeur. */
export interface QuestionNotee {
  /** L'identifiant de la réponse (`reponse-l4-largeur`). */
  id: string;
  /** Le texte du barème (cellule `professeur` qui suit la réponse). */
  bareme: string;
}

/** Les questions notées d'un carnet du professeur : chaque `reponse-libre` et son barème. */
export function questionsNotees(carnet: Carnet): QuestionNotee[] {
  return carnet.cells.flatMap((cellule, k) => {
    if (!(cellule.metadata.tags ?? []).includes("reponse-libre")) return [];
    return [
      { id: cellule.id ?? `cellule ${k + 1}`, bareme: sourceDe(carnet.cells[k + 1] ?? cellule) },
    ];
  });
}

/** La forme qu'on compare : minuscules, sans accents, espaces ordinaires, apostrophe droite. */
export function normaliser(texte: string): string {
  return texte
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .replace(/œ/g, "oe")
    .replace(/Œ/g, "oe")
    .replace(/[\u00a0\u202f\u2009]/g, " ")
    .replace(/[’‘]/g, "'")
    .toLowerCase();
}

/** La réponse attendue d'un barème : de « Réponse attendue » à la première ligne de points. */
export function reponseAttendue(bareme: string): string {
  const debut = bareme.indexOf("Réponse attendue");
  if (debut < 0) return "";
  const suite = bareme.slice(debut);
  const fin = suite.search(/^(?:- |Mots-clés)/m);
  return fin < 0 ? suite : suite.slice(0, fin);
}

/**
 * Les expressions-clés d'un barème, chacune en ses mots :
 * « Mots-clés : « k! » ; « ordre + chemins » » → [["k!"], ["ordre", "chemins"]].
 * Aucune ligne « Mots-clés » : null.
 */
export function motsCles(bareme: string): string[][] | null {
  const ligne = /^Mots-clés\s*:(.*)$/m.exec(bareme);
  if (!ligne) return null;
  return [...ligne[1].matchAll(/«\s*([^»]+?)\s*»/g)].map((m) =>
    m[1].split(/\s+\+\s+/).map((mot) => mot.trim()),
  );
}

const LETTRE = /[\p{L}\p{N}_]/u;
const echapper = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Vrai si `mot` (déjà normalisé) paraît dans `texte` (déjà normalisé), en mot entier à ses bouts de lettres. */
export function contientLeMot(texte: string, mot: string): boolean {
  const avant = LETTRE.test(mot[0] ?? "") ? "(?<![\\p{L}\\p{N}_])" : "";
  const apres = LETTRE.test(mot.at(-1) ?? "") ? "(?![\\p{L}\\p{N}_])" : "";
  return new RegExp(`${avant}${echapper(mot)}${apres}`, "u").test(texte);
}

/** Les mots d'une expression qui comptent : ceux qui ne sont pas permis, normalisés. */
export function motsQuiComptent(expression: string[]): string[] {
  const permis = new Set(MOTS_PERMIS.map(normaliser));
  return expression.map(normaliser).filter((mot) => !permis.has(mot));
}

interface Sortie {
  text?: string | string[];
  data?: Record<string, unknown>;
}

/** Le texte des sorties d'une cellule : texte, texte brut, Markdown, HTML sans ses balises. */
export function texteDesSorties(sorties: unknown[] | undefined): string {
  return ((sorties ?? []) as Sortie[])
    .flatMap((s) => [
      [s.text ?? []].flat().join(""),
      ...["text/plain", "text/markdown", "text/html"].map((type) => {
        const valeur = s.data?.[type];
        const texte = [valeur ?? []].flat().join("");
        return type === "text/html" ? texte.replace(/<[^>]*>/g, " ") : texte;
      }),
    ])
    .join("\n");
}

/** Ce que lit l'élève dans chaque cellule : sa source et ses sorties, normalisées. */
export function textesDesCellules(cellules: Cellule[]): string[] {
  return cellules.map((c) => normaliser(`${sourceDe(c)}\n${texteDesSorties(c.outputs)}`));
}

/** Ce qui ne va pas dans une question notée, une phrase par défaut (rien : tout va bien). */
export function defautsDeLaQuestion(question: QuestionNotee, textesEleve: string[]): string[] {
  const expressions = motsCles(question.bareme);
  if (!expressions || expressions.length === 0)
    return [`${question.id} : le barème ne donne pas ses mots-clés (« Mots-clés : « … » »)`];
  const attendue = normaliser(reponseAttendue(question.bareme));
  const defauts: string[] = [];
  for (const expression of expressions) {
    const nom = `« ${expression.join(" + ")} »`;
    const mots = motsQuiComptent(expression);
    if (mots.length === 0) {
      defauts.push(`${question.id} : ${nom} n'a que des mots permis`);
      continue;
    }
    const absents = expression.filter((mot) => !contientLeMot(attendue, normaliser(mot)));
    if (absents.length > 0)
      defauts.push(
        `${question.id} : ${nom} n'est pas dans la réponse attendue (${absents.join(", ")})`,
      );
    // Une fenêtre : une cellule et la suivante.
    const ou = textesEleve.findIndex((_, k) => {
      const fenetre = textesEleve.slice(k, k + 2).join("\n");
      return mots.every((mot) => contientLeMot(fenetre, mot));
    });
    if (ou >= 0)
      defauts.push(
        `${question.id} : ${nom} est imprimée dans la leçon de l'élève (cellule ${ou + 1} ou ${ou + 2})`,
      );
  }
  return defauts;
}
