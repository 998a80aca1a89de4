/**
 * Les fichiers `énoncé,solution[,…]` (une grille et sa solution par ligne),
 * qui servent à contrôler les solveurs contre des réponses indépendantes.
 */
import { readFileSync } from "node:fs";
import { ErreurLecture } from "../erreurs";
import type { Grille } from "./grille";
import { lireLigne } from "./lecture";

export interface EnonceEtSolution {
  enonce: Grille;
  solution: Grille;
  /** La ligne du fichier (comptée à partir de 1). */
  ligne: number;
}

/** Lit un texte dont chaque ligne est `énoncé,solution` ; les colonnes suivantes sont ignorées. */
export function lireEnoncesEtSolutions(texte: string, fichier?: string): EnonceEtSolution[] {
  const paires: EnonceEtSolution[] = [];
  texte
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .forEach((brute, k) => {
      const ligne = brute.trim();
      if (ligne === "" || ligne.startsWith("#")) return;
      const champs = ligne.split(",");
      if (champs.length < 2) {
        throw new ErreurLecture(
          { fichier, ligne: k + 1 },
          `attendu « énoncé,solution », trouvé ${champs.length} champ`,
        );
      }
      const enonce = lireLigne(champs[0], { fichier, ligne: k + 1 });
      const positionSolution = { fichier, ligne: k + 1, colonne: champs[0].length + 2 };
      const solution = enonce.avecValeurs(lireLigne(champs[1], positionSolution).valeurs);
      paires.push({ enonce, solution, ligne: k + 1 });
    });
  return paires;
}

/** Lit un fichier `énoncé,solution` (voir `lireEnoncesEtSolutions`). */
export function lireFichierSolutions(chemin: string): EnonceEtSolution[] {
  return lireEnoncesEtSolutions(readFileSync(chemin, "utf8"), chemin);
}
