/**
 * Les PSC tirés à la correction de la leçon 3 (voir `Exercice.tirer`) :
 * décrits par des données (noms, domaines, labels, valeurs, contraintes),
 * puis fabriqués à neuf à chaque lecture des arguments, comme les autres
 * cas sur des objets (`casObjets`). Rien ici n'appelle une fonction
 * d'exercice : pendant la correction, leurs versions du cours ne répondent pas.
 */
import type { Hasard } from "../hasard/hasard";
import { ContrainteBinaire } from "../psc/contrainte-binaire";
import type { Operateur } from "../psc/contrainte";
import { PSC } from "../psc/psc";
import { Variable, ecrireEnsemble, ecrireValeur, type Valeur } from "../psc/variable";
import type { Cas } from "./exercice";
import { casObjets, nommer, sudokuReduit } from "./psc-cas";
import { entre } from "./tirages";

/** Une variable décrite : son label est le domaine s'il n'est pas donné. */
export interface VariableDecrite {
  nom: string;
  domaine: Valeur[];
  label?: Valeur[];
  valeur?: Valeur | null;
}

/** Un PSC décrit : ses variables et ses contraintes binaires, par les noms des variables. */
export interface PSCDecrit {
  variables: VariableDecrite[];
  contraintes: [string, Operateur, string][];
}

/** Le PSC que décrit `d`, neuf. */
export function fabriquerPSC(d: PSCDecrit): PSC {
  const psc = new PSC();
  for (const v of d.variables) {
    const x = psc.ajouteVar(new Variable(v.nom, v.domaine));
    if (v.label) x.label = [...v.label];
    if (v.valeur !== undefined) x.metAJourValeur(v.valeur);
  }
  for (const [a, op, b] of d.contraintes)
    psc.ajouteContrainte(new ContrainteBinaire(psc.retourneVar(a), op, psc.retourneVar(b)));
  return psc;
}

/** « x1 ∈ {1, 2, 3}, label {1, 3}, valeur 1 ; x2 ∈ {1, 2, 3} ; x1 != x2, x2 < x3 », pour le rapport. */
export function decrirePSC(d: PSCDecrit): string {
  const variables = d.variables.map((v) => {
    const morceaux = [`${v.nom} ∈ ${ecrireEnsemble(v.domaine)}`];
    if (v.label && v.label.join() !== v.domaine.join())
      morceaux.push(`label ${ecrireEnsemble(v.label)}`);
    if (v.valeur !== undefined && v.valeur !== null)
      morceaux.push(`valeur ${ecrireValeur(v.valeur)}`);
    return morceaux.join(", ");
  });
  const contraintes = d.contraintes.map(([a, op, b]) => `${a} ${op} ${b}`);
  return `${variables.join(" ; ")} ; ${contraintes.join(", ") || "aucune contrainte"}`;
}

/** Un cas `f(psc, …autres)` sur le PSC décrit, refait à neuf à chaque lecture. */
export function casDuPSC(description: string, d: PSCDecrit, ...autres: unknown[]): Cas {
  return casObjets(
    description,
    () => [nommer(fabriquerPSC(d), "psc"), ...autres],
    `psc : ${decrirePSC(d)}`,
  );
}

/** Les entiers 1 … n. */
export function unA(n: number): number[] {
  return Array.from({ length: n }, (_, k) => k + 1);
}

/** Une partie tirée de `valeurs`, de `min` à `max` éléments, dans l'ordre de `valeurs`. */
export function partieTiree<T>(hasard: Hasard, valeurs: readonly T[], min: number, max: number) {
  const gardees = new Set(hasard.melanger([...valeurs]).slice(0, entre(hasard, min, max)));
  return valeurs.filter((v) => gardees.has(v));
}

/** Un opérateur tiré : « != » une fois sur deux, sinon l'un des six. */
export function operateurTire(hasard: Hasard): Operateur {
  const tous: Operateur[] = ["<", "<=", ">", ">=", "==", "!="];
  return hasard.entier(2) === 0 ? "!=" : hasard.choisir(tous);
}

/**
 * Un réseau tiré : `n` variables x1 … xn de domaine 1 … `d`, dont les
 * labels perdent parfois une valeur ; entre deux variables, une contrainte
 * avec la probabilité `densite`, d'un opérateur tiré, dans un sens ou l'autre.
 */
export function reseauTire(hasard: Hasard, n: number, d: number, densite: number): PSCDecrit {
  const domaine = unA(d);
  const variables = unA(n).map((k): VariableDecrite => {
    const label = hasard.entier(3) === 0 ? partieTiree(hasard, domaine, d - 1, d - 1) : undefined;
    return { nom: `x${k}`, domaine, ...(label && { label }) };
  });
  const contraintes: [string, Operateur, string][] = [];
  for (let a = 1; a <= n; a++)
    for (let b = a + 1; b <= n; b++) {
      if (hasard.reel() >= densite) continue;
      const op = operateurTire(hasard);
      contraintes.push(hasard.entier(2) === 0 ? [`x${a}`, op, `x${b}`] : [`x${b}`, op, `x${a}`]);
    }
  return { variables, contraintes: hasard.melanger(contraintes) };
}

/** Un coloriage tiré : `n` régions r1 … rn, `couleurs`, des frontières « != » avec la probabilité `densite`. */
export function coloriageTire(
  hasard: Hasard,
  n: number,
  couleurs: string[],
  densite: number,
): PSCDecrit {
  const variables = unA(n).map((k) => ({ nom: `r${k}`, domaine: couleurs }));
  const contraintes: [string, Operateur, string][] = [];
  for (let a = 1; a <= n; a++)
    for (let b = a + 1; b <= n; b++)
      if (hasard.reel() < densite) contraintes.push([`r${a}`, "!=", `r${b}`]);
  return { variables, contraintes };
}

/** « .2.. / ...1 / 4... / ..3. » : une grille 4×4 pour le rapport. */
export function grille4x4EnTexte(M: number[][]): string {
  return M.map((ligne) => ligne.map((v) => (v ? String(v) : ".")).join("")).join(" / ");
}

/** Un cas `f(psc, …autres)` sur le Sudoku 4×4 de `M`, ses labels réduits par les chiffres donnés. */
export function casDuSudoku4x4(description: string, M: number[][], ...autres: unknown[]): Cas {
  return casObjets(
    description,
    () => [nommer(sudokuReduit(M), "psc"), ...autres],
    `psc = un SudokuPSC 4×4 (${grille4x4EnTexte(M)}), labels réduits par les chiffres donnés`,
  );
}
