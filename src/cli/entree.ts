import { readFile } from "node:fs/promises";
import { ErreurUsage } from "./erreurs";

/** Le texte à lire : le fichier nommé, ou l'entrée standard pour « - » ou rien. */
export interface Entree {
  texte: string;
  /** Le nom à citer dans les messages d'erreur. */
  nom: string;
}

export async function lireEntree(
  chemin: string | undefined,
  lireStdin: () => Promise<string>,
): Promise<Entree> {
  if (chemin === undefined || chemin === "-") {
    return { texte: await lireStdin(), nom: "entrée standard" };
  }
  try {
    return { texte: await readFile(chemin, "utf8"), nom: chemin };
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === "ENOENT") throw new ErreurUsage(`fichier introuvable : ${chemin}`);
    if (code === "EISDIR") throw new ErreurUsage(`${chemin} est un dossier, pas un fichier`);
    throw new ErreurUsage(`impossible de lire ${chemin} (${code ?? "erreur inconnue"})`);
  }
}
