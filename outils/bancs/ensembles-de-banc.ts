/**
 * Les ensembles de grilles des bancs (`bench:commande`, `bench:moteurs`),
 * fabriqués à partir de data/ensembles de façon reproductible (graine fixe).
 *
 * Pour grossir un petit ensemble sans changer la difficulté de ses grilles, on
 * applique à chaque copie une transformation tirée au hasard qui garde le
 * nombre de solutions : chiffres renommés, bandes et piles permutées, puis
 * lignes (colonnes) permutées dans chacune.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Hasard } from "../../src/hasard/hasard";
import { RACINE } from "../commun/jupyter";

/** Une grille (81 caractères, « . » pour une case vide) et, si on la connaît, sa solution. */
export interface GrilleDeBanc {
  grille: string;
  solution?: string;
}

/** Les lignes de 81 caractères d'un fichier de data/ensembles. */
export function lireEnsemble(nom: string): string[] {
  return readFileSync(join(RACINE, "data", "ensembles", nom), "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l.length === 81);
}

/** Tire une transformation ; elle s'applique de même à une grille et à sa solution. */
export function tirerTransformation(hasard: Hasard): (texte: string) => string {
  const permutation = (n: number) => hasard.melanger([...Array(n).keys()]);
  const chiffres = permutation(9);
  const rangs = () => permutation(3).flatMap((b) => permutation(3).map((r) => 3 * b + r));
  const [lignesDe, colonnesDe] = [rangs(), rangs()];
  return (grille) => {
    let texte = "";
    for (const i of lignesDe) {
      for (const j of colonnesDe) {
        const c = grille[i * 9 + j];
        texte += c === "." || c === "0" ? "." : String(chiffres[Number(c) - 1] + 1);
      }
    }
    return texte;
  };
}

/**
 * `nombre` grilles à 17 indices : les 70 grilles à 17 indices de
 * magictour_top1465 et norvig_top95, chacune transformée à tour de rôle.
 */
export function grillesA17Indices(nombre = 49_158): string[] {
  const lignes = [...lireEnsemble("magictour_top1465.txt"), ...lireEnsemble("norvig_top95.txt")];
  const base = [...new Set(lignes.filter((l) => l.replace(/[.0]/g, "").length === 17))];
  const hasard = new Hasard(17);
  const grilles: string[] = [];
  for (let k = 0; k < nombre; k++) grilles.push(tirerTransformation(hasard)(base[k % base.length]));
  return grilles;
}

/** 10 000 grilles faciles : les 1 000 de kaggle_bryanpark, chacune sous `formes` formes, avec leurs solutions. */
export function grillesKaggle(formes = 10): GrilleDeBanc[] {
  const paires = readFileSync(
    join(RACINE, "data", "ensembles", "kaggle_bryanpark_1000_avec_solutions.csv"),
    "utf8",
  )
    .split("\n")
    .map((l) => l.trim().split(","))
    .filter((p) => p.length === 2 && p[0].length === 81);
  const hasard = new Hasard(10);
  const grilles: GrilleDeBanc[] = [];
  for (let f = 0; f < formes; f++) {
    for (const [grille, solution] of paires) {
      const t = tirerTransformation(hasard);
      grilles.push({ grille: t(grille.replace(/0/g, ".")), solution: t(solution) });
    }
  }
  return grilles;
}

/**
 * Les ensembles des bancs du solveur rapide (`bench:moteurs`, et tdoku dans
 * `npm run bench`), par leur nom, fabriqués à la demande.
 */
export const ENSEMBLES_DE_BANC: readonly { nom: string; grilles: () => GrilleDeBanc[] }[] = [
  { nom: "17 indices", grilles: () => sansSolutions(grillesA17Indices()) },
  { nom: "forum hardest", grilles: () => sansSolutions(lireEnsemble("forum_hardest_1106.txt")) },
  {
    nom: "magictour top1465",
    grilles: () => sansSolutions(lireEnsemble("magictour_top1465.txt")),
  },
  { nom: "kaggle", grilles: () => grillesKaggle() },
  { nom: "top95", grilles: () => sansSolutions(lireEnsemble("norvig_top95.txt")) },
];

function sansSolutions(lignes: string[]): GrilleDeBanc[] {
  return lignes.map((grille) => ({ grille }));
}
