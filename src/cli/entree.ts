import { lireTexte } from "../grille/lecture";

/** Le texte à lire : le fichier nommé, ou l'entrée standard pour « - » ou rien. */
export interface Entree {
  texte: string;
  /** Le nom à citer dans les messages d'erreur. */
  nom: string;
}

/** Un fichier qui ne s'ouvre pas lève l'`ErreurLecture` de `lireTexte` (code de sortie 2). */
export async function lireEntree(
  chemin: string | undefined,
  lireStdin: () => Promise<string>,
): Promise<Entree> {
  if (chemin === undefined || chemin === "-") {
    return { texte: await lireStdin(), nom: "entrée standard" };
  }
  return { texte: lireTexte(chemin), nom: chemin };
}
