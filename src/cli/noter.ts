/** `sudoku noter` : la difficulté de chaque grille d'un fichier (voir src/generateur/difficulte.ts). */
import { noterDifficulte, TECHNIQUES, type Note } from "../generateur/difficulte";
import type { Terminal } from "./commandes";
import { grillesDeLEntree } from "./enonces";
import { ouvrirEntree } from "./entree";
import { CODES, ErreurUsage } from "./erreurs";
import { lireOptions } from "./options";
import { Progression } from "./progression";

export const AIDE_NOTER = `Usage : sudoku noter [FICHIER | -]

Note la difficulté de chaque grille, comme la sentirait un joueur : on la résout avec des
techniques de raisonnement, toujours la plus simple qui avance, et la note est celle de la
plus difficile dont on a eu besoin :
  1 facile           singletons cachés seulement (une valeur n'a qu'une place dans
                     une ligne, une colonne ou un carré)
  2 moyen            + singletons nus (une case n'a qu'une valeur possible)
  3 difficile        + candidats verrouillés (une valeur confinée à une ligne d'un carré…)
  4 très difficile   + paires et triplets, nus ou cachés
  5 diabolique       ces techniques ne suffisent pas : il faut faire des essais
Écrit une ligne par grille : « grille K : NIVEAU (rang R/5) », l'usage de chaque technique,
et les essais du solveur rapide pour prouver l'unicité (l'effort de recherche).

Code de sortie : 0 ; 1 si une grille n'a pas exactement une solution (elle n'est pas
notée) ; 2 si le fichier ne se lit pas ou si des données se contredisent.
`;

/** `sudoku noter` (voir `AIDE_NOTER`). */
export async function commandeNoter(args: string[], terminal: Terminal): Promise<number> {
  const { values, positionals } = lireOptions(
    args,
    { aide: { type: "boolean", short: "h" }, help: { type: "boolean" } },
    "noter",
  );
  if (values.aide || values.help) {
    terminal.ecrire(AIDE_NOTER.trimEnd());
    return CODES.succes;
  }
  if (positionals.length > 1) {
    throw new ErreurUsage(
      `un seul fichier à la fois, pas ${positionals.length} (voir « sudoku aide noter »)`,
    );
  }
  const entree = ouvrirEntree(positionals[0], terminal);
  const barre = new Progression(undefined, "grilles", { part: entree.part });
  let sansNote = 0;
  try {
    let k = 0;
    for await (const { grille } of grillesDeLEntree(entree, { controler: true })) {
      const note = noterDifficulte(grille);
      if (note.niveau === undefined) sansNote++;
      terminal.ecrire(`grille ${++k} : ${decrireNote(note)}`);
      barre.avancer();
      await terminal.vider();
    }
  } finally {
    barre.terminer();
  }
  return sansNote > 0 ? CODES.grilleNonResolue : CODES.succes;
}

/** « difficile (rang 3/5) ; singleton-cache ×40, … ; 2 essais » */
export function decrireNote(note: Note): string {
  if (note.solutions === 0) return "aucune solution : pas de note";
  if (note.niveau === undefined) return "plusieurs solutions : pas de note";
  const usages = TECHNIQUES.filter((t) => note.techniques[t] > 0)
    .map((t) => `${t} ×${note.techniques[t]}`)
    .join(", ");
  const reste = note.restantes > 0 ? ` ; ${note.restantes} cases restent sans essai` : "";
  const essais = `${note.essais} essai${note.essais > 1 ? "s" : ""} du solveur rapide`;
  return `${note.niveau} (rang ${note.rang}/5) ; ${usages || "aucune technique"}${reste} ; ${essais}`;
}
