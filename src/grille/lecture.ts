/**
 * Lire des grilles écrites dans un texte ou un fichier. Cinq formats :
 *
 * - une grille par ligne : 81 caractères pour une 9×9 (`lireLigne`, `lireFichierLignes`) ;
 * - un bloc de N lignes de N symboles, comme le `test.txt` du cours (`lireBloc`) ;
 * - N lignes de N champs séparés par des virgules (`lireCSV`) ;
 * - N lignes de N champs séparés par des tabulations, comme l'annexe du TD (`lireTabulations`) ;
 * - et `lireGrilles`, qui reconnaît le format tout seul.
 *
 * Tous tolèrent ce que laissent les éditeurs et les tableurs : BOM UTF-8,
 * fins de ligne CRLF, blancs en fin de ligne, lignes vides et commentaires `#`.
 * Toute erreur est une `ErreurLecture` qui dit où (fichier, ligne, colonne
 * ou champ), ce qui a été trouvé et ce qui était attendu : on ne devine jamais.
 * Un gros fichier se lit grille par grille, en mémoire bornée, avec
 * `lireGrillesEnFlux` (lecture-flux.ts), qui reconnaît les mêmes formats.
 */
import { ErreurLecture, type Position } from "../socle/erreurs";
import { lireTexte } from "./fichier";
import { Grille } from "./grille";
import {
  aucuneGrille,
  decouper,
  estCommentaire,
  lignesUtiles,
  sansBOM,
  type LigneLue,
} from "./lignes";
import {
  CARACTERES_VIDES,
  TAILLES,
  symbolesPermis,
  tailleDepuisNombreDeCases,
  valeurDuSymbole,
} from "./symboles";
import { rendreVisible } from "./texte-visible";

export { lireTexte, lignesUtiles, type LigneLue };

/** Les formats que `lireGrilles` sait reconnaître. */
export type FormatDeGrille = "lignes" | "bloc" | "csv" | "tabulations";

/**
 * Une grille lue, et la ligne du fichier où elle est écrite quand le
 * fichier en contient une par ligne (pour les messages qui en parlent ensuite).
 */
export interface GrilleNumerotee {
  grille: Grille;
  ligne?: number;
}

// --- Une grille sur une ligne -------------------------------------------

/**
 * Une grille écrite sur une seule ligne : 16, 81, 256 ou 625 caractères
 * (la longueur donne la taille). Case vide : `.`, `0` ou `-` ; symboles
 * 1 à 9 puis A à P (minuscules acceptées). `position` dit où se trouve
 * la ligne dans son fichier, pour que les messages d'erreur le rappellent.
 */
export function lireLigne(texte: string, position: Position = {}): Grille {
  // [...texte] compte les caractères comme un éditeur (un emoji compte pour un).
  const caracteres = [...sansBOM(texte).trimEnd()];
  const taille = tailleDepuisNombreDeCases(caracteres.length);
  if (taille === undefined) throw erreurDeLongueur(caracteres.length, position);
  const premiereColonne = position.colonne ?? 1;
  const valeurs = caracteres.map((caractere, k) => {
    const valeur = valeurDuSymbole(caractere);
    if (valeur !== undefined && valeur <= taille) return valeur;
    // La position complète ne se fabrique qu'en cas d'erreur : un gros fichier se lit plus vite.
    return lireSymbole(caractere, taille, [Math.floor(k / taille), k % taille], {
      ...position,
      colonne: premiereColonne + k,
    });
  });
  return new Grille(valeurs);
}

/**
 * Toutes les grilles d'un texte qui en contient une par ligne (comme les
 * recueils de grilles publics). Les numéros de ligne des messages sont ceux
 * du fichier, lignes vides et commentaires compris.
 */
export function lireFichierLignes(texte: string, fichier?: string): Grille[] {
  return lireLignesNumerotees(texte, fichier).map((lue) => lue.grille);
}

/** Comme `lireFichierLignes`, en gardant le numéro de ligne de chaque grille. */
function lireLignesNumerotees(texte: string, fichier?: string): GrilleNumerotee[] {
  const lues = lignesUtiles(texte).map((ligne) => ({
    grille: lireLigne(ligne.texte, { fichier, ligne: ligne.numero, colonne: ligne.colonne }),
    ligne: ligne.numero,
  }));
  if (lues.length === 0) throw aucuneGrille(fichier);
  return lues;
}

// --- Une grille en bloc --------------------------------------------------

/**
 * Une grille écrite en N lignes de N symboles, comme le `test.txt` du cours
 * (9 lignes de 9 chiffres, 0 pour une case vide). Des espaces entre les
 * symboles sont tolérés : « 5 3 0 0 7 0 0 0 0 ».
 */
export function lireBloc(texte: string, fichier?: string): Grille {
  const lignes = lignesUtiles(texte);
  if (lignes.length === 0) throw aucuneGrille(fichier);
  const rangees = lignes.map(symbolesDeLaLigne);
  const taille = deduireTaille(
    rangees.map((rangee) => rangee.length),
    lignes.length,
  );
  const valeurs = lignes.slice(0, taille).flatMap((ligne, i) => {
    const rangee = rangees[i];
    if (rangee.length !== taille) {
      throw new ErreurLecture(
        { fichier, ligne: ligne.numero },
        `${taille} symboles attendus, ${compter(rangee.length, "trouvé")} (grille ${taille}×${taille})`,
      );
    }
    return rangee.map((s, j) =>
      lireSymbole(s.caractere, taille, [i, j], {
        fichier,
        ligne: ligne.numero,
        colonne: s.colonne,
      }),
    );
  });
  verifierNombreDeLignes(lignes, taille, fichier);
  return new Grille(valeurs);
}

/** Les symboles d'une ligne de bloc avec leur colonne : les espaces ne sont que des séparateurs. */
function symbolesDeLaLigne(ligne: LigneLue): { caractere: string; colonne: number }[] {
  return [...ligne.texte]
    .map((caractere, k) => ({ caractere, colonne: ligne.colonne + k }))
    .filter((s) => s.caractere !== " ");
}

// --- Champs séparés : CSV et tabulations --------------------------------

/**
 * Une grille en CSV : N lignes de N champs séparés par des virgules.
 * Un champ vide est une case vide ; sinon c'est un nombre de 1 à N
 * (ou un symbole). Les espaces autour des champs sont ignorés.
 */
export function lireCSV(texte: string, fichier?: string): Grille {
  const lignes = lignesUtiles(texte);
  if (lignes.length === 0) throw aucuneGrille(fichier);
  const rangees = lignes.map((ligne) => ligne.texte.split(",").map((champ) => champ.trim()));
  const taille = deduireTaille(
    rangees.map((champs) => champs.length),
    lignes.length,
  );
  const valeurs = lignes.slice(0, taille).flatMap((ligne, i) => {
    const champs = rangees[i];
    if (champs.length !== taille) {
      throw new ErreurLecture(
        { fichier, ligne: ligne.numero },
        `${taille} champs attendus, ${compter(champs.length, "trouvé")} (grille ${taille}×${taille})` +
          conseilPourUneGrilleParChamp(champs),
      );
    }
    return champs.map((champ, j) =>
      lireChamp(champ, taille, [i, j], { fichier, ligne: ligne.numero, champ: j + 1 }),
    );
  });
  verifierNombreDeLignes(lignes, taille, fichier);
  return new Grille(valeurs);
}

/**
 * Une grille en champs séparés par des tabulations, comme l'annexe du TD
 * (un copier-coller depuis un tableau). Un champ vide est une case vide, et :
 * - une ligne vide au milieu du texte est une rangée de cases vides ;
 * - les lignes vides du début et de la fin sont ignorées (un copier-coller en ajoute
 *   souvent) : une rangée vide à cet endroit s'écrit avec ses tabulations, ou « 0 » ;
 * - une ligne de moins de N champs est complétée par des cases vides, car les
 *   éditeurs effacent souvent les tabulations de fin de ligne.
 */
export function lireTabulations(texte: string, fichier?: string): Grille {
  const lignes = sansLignesVidesAuxBords(
    decouper(texte)
      // Seuls les espaces de fin sont retirés : une tabulation sépare des champs.
      .map((ligne) => ({ ...ligne, texte: ligne.texte.replace(/ +$/, "") }))
      .filter((ligne) => !estCommentaire(ligne.texte)),
  );
  if (lignes.length === 0) throw aucuneGrille(fichier);
  const rangees = lignes.map((ligne) =>
    ligne.texte === "" ? [] : ligne.texte.split("\t").map((champ) => champ.trim()),
  );
  const taille = deduireTaille(
    rangees.map((champs) => champs.length),
    lignes.length,
  );
  const valeurs = lignes.slice(0, taille).flatMap((ligne, i) => {
    const champs = rangees[i];
    if (champs.length > taille) {
      throw new ErreurLecture(
        { fichier, ligne: ligne.numero },
        `au plus ${taille} champs attendus, ${compter(champs.length, "trouvé")} (grille ${taille}×${taille})`,
      );
    }
    return Array.from({ length: taille }, (_, j) =>
      lireChamp(champs[j] ?? "", taille, [i, j], { fichier, ligne: ligne.numero, champ: j + 1 }),
    );
  });
  const conseil =
    lignes.length === taille - 1
      ? " ; une ligne entièrement vide a sans doute été supprimée : elle doit rester dans" +
        " le texte, comme ligne vide (ou « 0 » si c'est la première ou la dernière rangée," +
        " car les lignes vides du début et de la fin sont ignorées)"
      : "";
  verifierNombreDeLignes(lignes, taille, fichier, conseil);
  return new Grille(valeurs);
}

/**
 * Un CSV « énoncé,solution » (comme les recueils publics avec solutions) met une grille
 * entière dans chaque champ : on le signale, plutôt que de compter ses champs.
 */
function conseilPourUneGrilleParChamp(champs: string[]): string {
  const uneGrille = champs.some((champ) => tailleDepuisNombreDeCases(champ.length) !== undefined);
  if (!uneGrille) return "";
  return " ; un champ contient une grille entière sur une ligne : lisez chaque champ avec lireLigne";
}

/** Retire les lignes vides du début et de la fin ; celles du milieu restent. */
function sansLignesVidesAuxBords(lignes: LigneLue[]): LigneLue[] {
  const remplies = lignes.map((ligne) => ligne.texte !== "");
  const debut = remplies.indexOf(true);
  const fin = remplies.lastIndexOf(true);
  return debut < 0 ? [] : lignes.slice(debut, fin + 1);
}

// --- Reconnaître le format ----------------------------------------------

/**
 * Le format d'un texte : un nom en `.csv` ou des virgules → CSV ; des
 * tabulations → tabulations ; des lignes de 4, 9 ou 25 symboles, ou N lignes
 * de N symboles → bloc ; sinon une grille par ligne. Seul cas ambigu :
 * 16 lignes de 16 caractères sont lues comme un bloc 16×16, pas comme
 * 16 grilles 4×4 (appeler alors `lireFichierLignes`).
 */
export function detecterFormat(texte: string, fichier?: string): FormatDeGrille {
  const lignes = lignesUtiles(texte);
  const estCSV = fichier?.toLowerCase().endsWith(".csv") ?? false;
  if (estCSV || lignes.some((ligne) => ligne.texte.includes(","))) return "csv";
  if (lignes.some((ligne) => ligne.texte.includes("\t"))) return "tabulations";
  if (lignes.length > 0 && ressembleAUnBloc(lignes)) return "bloc";
  return "lignes";
}

/**
 * Vrai si la première ligne ne peut être qu'une rangée de bloc : elle
 * contient une espace, ou elle a 4, 9 ou 25 symboles (trop peu pour une
 * grille entière). Ainsi un bloc mal formé est signalé par `lireBloc`,
 * avec un message qui parle de lignes et de symboles.
 */
function ressembleAUnBloc(lignes: LigneLue[]): boolean {
  const premiere = lignes[0];
  const largeur = symbolesDeLaLigne(premiere).length;
  if (premiere.texte.includes(" ")) return true;
  // 16 caractères : une grille 4×4 sur une ligne, ou une rangée d'un bloc 16×16.
  if (largeur === 16) return lignes.length === 16;
  return TAILLES.includes(largeur);
}

/** Les grilles d'un texte, quel que soit son format (voir `detecterFormat`). */
export function lireGrilles(texte: string, fichier?: string): Grille[] {
  return lireGrillesNumerotees(texte, fichier).map((lue) => lue.grille);
}

/**
 * Comme `lireGrilles`, avec pour chaque grille sa ligne dans le fichier
 * (seulement pour une grille par ligne : les autres formats n'en ont qu'une).
 */
export function lireGrillesNumerotees(texte: string, fichier?: string): GrilleNumerotee[] {
  switch (detecterFormat(texte, fichier)) {
    case "csv":
      return [{ grille: lireCSV(texte, fichier) }];
    case "tabulations":
      return [{ grille: lireTabulations(texte, fichier) }];
    case "bloc":
      return [{ grille: lireBloc(texte, fichier) }];
    case "lignes":
      return lireLignesNumerotees(texte, fichier);
  }
}

/** Les grilles d'un fichier texte (UTF-8), quel que soit son format. */
export function lireFichier(chemin: string): Grille[] {
  return lireGrilles(lireTexte(chemin), chemin);
}

// --- Outils communs -----------------------------------------------------

/**
 * La taille N d'une grille écrite en rangées : la largeur de la rangée la
 * plus longue si c'est une taille admise (une rangée peut être plus courte,
 * jamais plus longue), sinon le nombre de rangées. Sinon, la plus petite
 * taille qui convient : elle ne sert qu'à écrire un message d'erreur précis.
 */
function deduireTaille(largeurs: number[], nombreDeRangees: number): number {
  const largeurMax = Math.max(...largeurs);
  if (TAILLES.includes(largeurMax)) return largeurMax;
  if (TAILLES.includes(nombreDeRangees)) return nombreDeRangees;
  const besoin = Math.max(largeurMax, nombreDeRangees);
  return TAILLES.find((taille) => taille >= besoin) ?? TAILLES[TAILLES.length - 1];
}

/** Refuse une grille qui n'a pas exactement `taille` rangées ; `conseil` complète le message. */
function verifierNombreDeLignes(
  lignes: LigneLue[],
  taille: number,
  fichier: string | undefined,
  conseil = "",
): void {
  if (lignes.length > taille) {
    throw new ErreurLecture(
      { fichier, ligne: lignes[taille].numero },
      `ligne en trop : une grille ${taille}×${taille} a ${taille} lignes`,
    );
  }
  if (lignes.length < taille) {
    throw new ErreurLecture(
      { fichier },
      `${taille} lignes attendues pour une grille ${taille}×${taille}, ${compter(lignes.length, "trouvée")}${conseil}`,
    );
  }
}

/**
 * La valeur d'un caractère de grille (0 pour une case vide). `laCase` est la
 * case (i, j) qu'il remplit, rappelée dans le message d'erreur.
 */
function lireSymbole(
  caractere: string,
  taille: number,
  laCase: [number, number],
  position: Position,
): number {
  const valeur = valeurDuSymbole(caractere);
  if (valeur !== undefined && valeur <= taille) return valeur;
  // Le message ne se fabrique qu'en cas d'erreur : la lecture des gros recueils reste rapide.
  const ou = `case (${laCase[0]}, ${laCase[1]})`;
  const precisions = { trouve: caractere, attendu: attenduPourUnSymbole(taille) };
  if (valeur === undefined) {
    throw new ErreurLecture(
      position,
      `caractère ${citer(caractere)} inconnu (${ou})${conseilDEncodage(caractere)}`,
      precisions,
    );
  }
  throw new ErreurLecture(
    position,
    `symbole ${citer(caractere)} trop grand pour une grille ${taille}×${taille} : il vaut ${valeur} (${ou})`,
    precisions,
  );
}

/**
 * La valeur d'un champ de CSV ou de tableau : vide (case vide), nombre
 * décimal de 0 à N (0 pour une case vide), ou symbole d'un caractère.
 */
function lireChamp(
  champ: string,
  taille: number,
  laCase: [number, number],
  position: Position,
): number {
  if (champ === "") return 0;
  const ou = `case (${laCase[0]}, ${laCase[1]})`;
  const precisions = { trouve: champ, attendu: attenduPourUnChamp(taille) };
  const estUnNombre = /^[0-9]+$/.test(champ);
  const valeur = estUnNombre ? Number(champ) : valeurDuSymbole(champ);
  if (valeur === undefined) {
    throw new ErreurLecture(
      position,
      `champ ${citer(champ)} illisible (${ou})${conseilDEncodage(champ)}`,
      precisions,
    );
  }
  if (valeur > taille) {
    const nature = estUnNombre ? "nombre" : "symbole";
    const vaut = estUnNombre ? "" : ` : il vaut ${valeur}`;
    throw new ErreurLecture(
      position,
      `${nature} ${citer(champ)} trop grand pour une grille ${taille}×${taille}${vaut} (${ou})`,
      precisions,
    );
  }
  return valeur;
}

/** « 1 à 9, ou « . », « 0 », « - » pour une case vide » */
function attenduPourUnSymbole(taille: number): string {
  const vides = CARACTERES_VIDES.map((c) => `« ${c} »`).join(", ");
  return `${symbolesPermis(taille)}, ou ${vides} pour une case vide`;
}

/** « un nombre de 1 à 9, ou un champ vide pour une case vide » (avec les symboles au-delà de 9). */
function attenduPourUnChamp(taille: number): string {
  const symboles = taille > 9 ? ` ou un symbole ${symbolesPermis(taille)}` : "";
  return `un nombre de 1 à ${taille}${symboles}, ou un champ vide pour une case vide`;
}

/** Une longueur de ligne impossible : on compare à la taille la plus proche. */
function erreurDeLongueur(longueur: number, position: Position): ErreurLecture {
  const ou = { fichier: position.fichier, ligne: position.ligne };
  const acceptees = "une grille sur une ligne a 16, 81, 256 ou 625 caractères";
  if (longueur === 0) return new ErreurLecture(ou, `ligne vide ; ${acceptees}`);
  const proche = TAILLES.reduce((a, b) =>
    Math.abs(b * b - longueur) < Math.abs(a * a - longueur) ? b : a,
  );
  return new ErreurLecture(
    ou,
    `${proche * proche} caractères attendus pour une grille ${proche}×${proche}, ${compter(longueur, "trouvé")} (${acceptees})`,
  );
}

/**
 * Un caractère ou un champ entre guillemets ; les blancs, invisibles, sont
 * nommés, et les caractères de contrôle écrits en clair (« \x1b »).
 */
function citer(texte: string): string {
  const noms: Record<string, string> = {
    " ": "[espace]",
    "\t": "[tabulation]",
    "\u00A0": "[espace insécable]",
  };
  return noms[texte] ?? `« ${rendreVisible(texte)} »`;
}

/**
 * Le caractère de remplacement U+FFFD (« � ») vient d'octets qui ne sont pas de
 * l'UTF-8 : le fichier est sans doute dans un encodage d'avant l'Unicode.
 */
function conseilDEncodage(texte: string): string {
  if (!texte.includes("\uFFFD")) return "";
  return (
    " ; ce caractère vient d'octets qui ne sont pas de l'UTF-8 : le fichier est sans doute" +
    " en Latin-1 ou Windows-1252 ; convertissez-le, par exemple avec" +
    " « iconv -f WINDOWS-1252 -t UTF-8 ancien.txt > nouveau.txt »"
  );
}

/** « 8 trouvés », « 1 trouvé » : l'accord du participe ou du nom. */
function compter(nombre: number, mot: string): string {
  return `${nombre} ${mot}${nombre > 1 ? "s" : ""}`;
}
