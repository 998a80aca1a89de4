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
import { ErreurLecture } from "../socle/erreurs";
import { detecterFormat, lireGrillesNumerotees, lireLigne, type GrilleNumerotee } from "./lecture";
import { lireLignesDuPaquet, PaquetDeGrilles } from "./lecture-rapide";
import { aucuneGrille, ligneUtile, type LigneLue } from "./lignes";
import { LecteurDeLignes } from "./lignes-en-flux";

/** La tête s'arrête à la 26e ligne utile : aucune grille en rangées n'en a autant. */
const LIGNES_UTILES_TETE = 26;
/** …ou à cette ligne, commentaires et lignes vides compris (la mémoire reste bornée). */
export const LIGNES_MAX_TETE = 1000;

/** Les grilles d'un texte lu en flux, chacune avec sa ligne quand il en a une par ligne. */
export async function* lireGrillesEnFlux(
  morceaux: AsyncIterable<Uint8Array>,
  fichier?: string,
): AsyncGenerator<GrilleNumerotee> {
  for await (const paquet of lirePaquetsEnFlux(morceaux, fichier)) {
    for (let k = 0; k < paquet.nombre; k++) {
      yield { grille: paquet.grille(k), ligne: paquet.lignes[k] };
    }
  }
}

/**
 * Les mêmes grilles, par paquets (celles d'un morceau du texte) : la version
 * rapide de la commande `sudoku`, qui lit les cases sans fabriquer d'objet
 * `Grille` (voir lecture-rapide.ts). Une ligne fautive : les grilles d'avant
 * sont rendues dans un dernier paquet, puis l'erreur est levée.
 */
export async function* lirePaquetsEnFlux(
  morceaux: AsyncIterable<Uint8Array>,
  fichier?: string,
): AsyncGenerator<PaquetDeGrilles> {
  const lecteur = new LecteurDeLignes(morceaux, fichier);
  try {
    const { tete, fini, uneGrilleParLigne } = await lireLaTete(lecteur, fichier);
    const texte = tete.map((l) => l.texte).join("\n");
    if (fini) {
      yield enPaquet(lireGrillesNumerotees(texte, fichier));
    } else if (uneGrilleParLigne || detecterFormat(texte, fichier) === "lignes") {
      yield* uneParLigne(tete, lecteur, fichier);
    } else {
      const grille = lireGrillesNumerotees(texte, fichier)[0];
      await refuserLaSuite(lecteur, grille.grille.taille, fichier);
      yield enPaquet([grille]);
    }
  } finally {
    await lecteur.fermer();
  }
}

function enPaquet(grilles: GrilleNumerotee[]): PaquetDeGrilles {
  const paquet = new PaquetDeGrilles();
  for (const { grille, ligne } of grilles) paquet.ajouter(grille, ligne);
  return paquet;
}

/** Les premières lignes du texte, assez pour reconnaître son format. */
async function lireLaTete(lecteur: LecteurDeLignes, fichier: string | undefined) {
  const tete: LigneLue[] = [];
  let utiles = 0;
  while (utiles < LIGNES_UTILES_TETE && tete.length < LIGNES_MAX_TETE) {
    const suivante = await lecteur.ligne();
    if (!suivante) return { tete, fini: true, uneGrilleParLigne: false };
    tete.push(suivante);
    const utile = ligneUtile(suivante);
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
  lecteur: LecteurDeLignes,
  fichier: string | undefined,
): AsyncGenerator<PaquetDeGrilles> {
  let lues = 0;
  // La tête, déjà découpée en lignes, par le chemin ordinaire.
  let grilles = new PaquetDeGrilles();
  try {
    for (const ligne of tete) {
      const utile = ligneUtile(ligne);
      if (!utile) continue;
      const position = { fichier, ligne: utile.numero, colonne: utile.colonne };
      grilles.ajouter(lireLigne(utile.texte, position), utile.numero);
    }
    // Chaque paquet part dès qu'il est lu : une entrée qui reste ouverte a ses réponses.
    for (;;) {
      if (grilles.nombre > 0) {
        lues += grilles.nombre;
        const rendues = grilles;
        grilles = new PaquetDeGrilles();
        yield rendues;
      }
      const paquet = await lecteur.paquet();
      if (!paquet) break;
      lireLignesDuPaquet(paquet, grilles, fichier);
    }
  } catch (erreur) {
    // Les grilles d'avant la ligne fautive d'abord, puis l'erreur.
    if (grilles.nombre > 0) yield grilles;
    throw erreur;
  }
  if (lues === 0) throw aucuneGrille(fichier);
}

/** Après une grille en rangées, déjà complète, plus rien d'autre que des blancs et des commentaires. */
async function refuserLaSuite(
  lecteur: LecteurDeLignes,
  taille: number,
  fichier: string | undefined,
): Promise<void> {
  for (let suivante = await lecteur.ligne(); suivante; suivante = await lecteur.ligne()) {
    if (ligneUtile(suivante)) {
      throw new ErreurLecture(
        { fichier, ligne: suivante.numero },
        `ligne en trop : une grille ${taille}×${taille} a ${taille} lignes`,
      );
    }
  }
}
