/**
 * Lire les grilles d'un texte qui arrive en flux (un gros fichier, l'entrée
 * standard), une à une et en mémoire bornée, avec les mêmes formats et les
 * mêmes messages que `lireGrillesNumerotees` :
 *
 * - un texte court (il finit dans la tête, ses `LIGNES_MAX_TETE` premières
 *   lignes) est lu d'un coup, exactement comme par `lireGrillesNumerotees` ;
 * - un texte plus long ne peut être qu'une grille par ligne : elles sont lues
 *   et rendues une à une, jusqu'à la fin ;
 * - une grille en bloc, en CSV ou en tabulations a au plus 25 rangées : elle
 *   doit tenir dans la tête (commentaires et lignes vides compris), et la
 *   suite ne peut contenir que des lignes vides ou des commentaires.
 *
 * Dès que la première ligne utile est une grille entière (81, 256 ou 625
 * symboles), le format est connu : la première grille est rendue sans
 * attendre les suivantes.
 */
import { ErreurLecture } from "../erreurs";
import { detecterFormat, lireGrillesNumerotees, lireLigne, type GrilleNumerotee } from "./lecture";
import { aucuneGrille, ligneUtile, type LigneLue } from "./lignes";
import { lignesEnFlux } from "./lignes-en-flux";

/** La tête s'arrête à la 26e ligne utile : aucune grille en rangées n'en a autant. */
const LIGNES_UTILES_TETE = 26;
/** …ou à cette ligne, commentaires et lignes vides compris (la mémoire reste bornée). */
export const LIGNES_MAX_TETE = 1000;

/** Les grilles d'un texte lu en flux, chacune avec sa ligne quand il en a une par ligne. */
export async function* lireGrillesEnFlux(
  morceaux: AsyncIterable<Uint8Array>,
  fichier?: string,
): AsyncGenerator<GrilleNumerotee> {
  const lignes = lignesEnFlux(morceaux, fichier)[Symbol.asyncIterator]();
  try {
    const { tete, fini, uneGrilleParLigne } = await lireLaTete(lignes, fichier);
    const texte = tete.map((l) => l.texte).join("\n");
    if (fini) {
      for (const lue of lireGrillesNumerotees(texte, fichier)) yield lue;
    } else if (uneGrilleParLigne || detecterFormat(texte, fichier) === "lignes") {
      for await (const lue of uneParLigne(tete, lignes, fichier)) yield lue;
    } else {
      const grille = lireGrillesNumerotees(texte, fichier)[0];
      await refuserLaSuite(lignes, grille.grille.taille, fichier);
      yield grille;
    }
  } finally {
    await lignes.return?.(undefined);
  }
}

/** Les premières lignes du texte, assez pour reconnaître son format. */
async function lireLaTete(lignes: AsyncIterator<LigneLue>, fichier: string | undefined) {
  const tete: LigneLue[] = [];
  let utiles = 0;
  while (utiles < LIGNES_UTILES_TETE && tete.length < LIGNES_MAX_TETE) {
    const suivante = await lignes.next();
    if (suivante.done) return { tete, fini: true, uneGrilleParLigne: false };
    tete.push(suivante.value);
    const utile = ligneUtile(suivante.value);
    if (utile && ++utiles === 1 && estUneGrilleEntiere(utile.texte, fichier)) {
      return { tete, fini: false, uneGrilleParLigne: true };
    }
  }
  return { tete, fini: false, uneGrilleParLigne: false };
}

/**
 * Une grille entière sur une ligne, sans séparateur de champs, dans un
 * fichier qui n'est pas un CSV. 16 symboles n'en font pas partie : c'est
 * aussi la rangée d'un bloc 16×16 (voir `detecterFormat`).
 */
function estUneGrilleEntiere(texte: string, fichier: string | undefined): boolean {
  if (fichier?.toLowerCase().endsWith(".csv") || /[,\t ]/.test(texte)) return false;
  return [81, 256, 625].includes([...texte].length);
}

async function* uneParLigne(
  tete: LigneLue[],
  lignes: AsyncIterator<LigneLue>,
  fichier: string | undefined,
): AsyncGenerator<GrilleNumerotee> {
  let lues = 0;
  const lire = (ligne: LigneLue): GrilleNumerotee | undefined => {
    const utile = ligneUtile(ligne);
    if (!utile) return undefined;
    lues++;
    const position = { fichier, ligne: utile.numero, colonne: utile.colonne };
    return { grille: lireLigne(utile.texte, position), ligne: utile.numero };
  };
  for (const ligne of tete) {
    const lue = lire(ligne);
    if (lue) yield lue;
  }
  for (let suivante = await lignes.next(); !suivante.done; suivante = await lignes.next()) {
    const lue = lire(suivante.value);
    if (lue) yield lue;
  }
  if (lues === 0) throw aucuneGrille(fichier);
}

/** Après une grille en rangées, déjà complète, plus rien d'autre que des blancs et des commentaires. */
async function refuserLaSuite(
  lignes: AsyncIterator<LigneLue>,
  taille: number,
  fichier: string | undefined,
): Promise<void> {
  for (let suivante = await lignes.next(); !suivante.done; suivante = await lignes.next()) {
    if (ligneUtile(suivante.value)) {
      throw new ErreurLecture(
        { fichier, ligne: suivante.value.numero },
        `ligne en trop : une grille ${taille}×${taille} a ${taille} lignes`,
      );
    }
  }
}
