/**
 * Les fichiers `énoncé,solution[,…]` (une grille et sa solution par ligne),
 * qui servent à contrôler les solveurs contre des réponses indépendantes.
 */
import { ErreurLecture } from "../socle/erreurs";
import type { Grille } from "./grille";
import { lignesUtiles, lireLigne, lireTexte } from "./lecture";

export interface EnonceEtSolution {
  enonce: Grille;
  solution: Grille;
  /** La ligne du fichier (comptée à partir de 1). */
  ligne: number;
}

/** Lit un texte dont chaque ligne est `énoncé,solution` ; les colonnes suivantes sont ignorées. */
export function lireEnoncesEtSolutions(texte: string, fichier?: string): EnonceEtSolution[] {
  return lignesUtiles(texte).map(({ texte: ligne, numero, colonne }) => {
    const champs = ligne.split(",");
    if (champs.length < 2) {
      throw new ErreurLecture(
        { fichier, ligne: numero },
        `attendu « énoncé,solution », trouvé ${champs.length} champ`,
      );
    }
    const enonce = lireLigne(champs[0], { fichier, ligne: numero, colonne });
    const positionSolution = { fichier, ligne: numero, colonne: colonne + champs[0].length + 1 };
    const solution = enonce.avecValeurs(lireLigne(champs[1], positionSolution).valeurs);
    return { enonce, solution, ligne: numero };
  });
}

/** Lit un fichier `énoncé,solution` (voir `lireEnoncesEtSolutions`). */
export function lireFichierSolutions(chemin: string): EnonceEtSolution[] {
  return lireEnoncesEtSolutions(lireTexte(chemin), chemin);
}
