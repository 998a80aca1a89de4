/**
 * Le format DIMACS CNF, que lisent tous les solveurs SAT (minisat, picosat…) :
 *
 *     c un commentaire
 *     p cnf 3 2          ← 3 variables, 2 clauses
 *     1 -3 0             ← x1 ∨ ¬x3 : des entiers, 0 termine la clause
 *     2 3 -1 0
 *
 * Le lecteur accepte ce que l'on trouve dans les fichiers réels : des
 * commentaires partout, une clause écrite sur plusieurs lignes ou plusieurs
 * clauses sur une ligne, la fin « % / 0 » des fichiers de SATLIB, un dernier
 * 0 oublié, les fins de ligne CRLF. Toute erreur dit la ligne et la colonne.
 */
import { ErreurLecture } from "../socle/erreurs";
import type { Clause } from "./formules";
import type { FNC } from "./probleme";

/** Une formule lue dans un fichier DIMACS, avec ses commentaires. */
export interface ProblemeDimacs extends FNC {
  readonly nombreDeVariables: number;
  readonly clauses: Clause[];
  /** Le texte des lignes « c … », sans le « c ». */
  readonly commentaires: string[];
}

interface EnTete {
  variables: number;
  clauses: number;
  ligne: number;
}

// Les codes des caractères que le lecteur reconnaît.
const FIN_DE_LIGNE = 10; // « \n » ; un « \r » avant lui est un blanc comme un autre
const ZERO = 48;
const NEUF = 57;
const MOINS = 45;
const PLUS = 43;

/** Un blanc, sauf la fin de ligne : espace, tabulation, « \r »… et les blancs d'Unicode. */
function estBlanc(c: number): boolean {
  if (c < 128) return c === 32 || (c >= 9 && c <= 13 && c !== FIN_DE_LIGNE);
  return BLANC_UNICODE.test(String.fromCharCode(c)); // rare : l'espace insécable, par exemple
}
const BLANC_UNICODE = /\s/;

/**
 * Lit un texte au format DIMACS CNF ; `fichier` sert aux messages d'erreur.
 *
 * Le texte est lu caractère par caractère, sans le découper en lignes ni en
 * mots : découper fabriquait une chaîne par ligne et un objet par mot, que le
 * ramasse-miettes devait ensuite reprendre. Mesure (les 100 formules de
 * `npm run bench:sat-natif`, 5 200 caractères chacune, code chaud) : 31 ms
 * avec `split` et une expression régulière par mot, 4 à 10 ms ainsi. Les
 * lignes rares (commentaires, en-tête) sont découpées à part, sans souci de vitesse.
 */
export function lireDimacs(texte: string, fichier?: string): ProblemeDimacs {
  const commentaires: string[] = [];
  const clauses: Clause[] = [];
  let entete: EnTete | undefined;
  let enCours: Clause = [];
  let debutEnCours = 0;
  const erreur = (ligne: number, colonne: number | undefined, detail: string, attendu?: string) =>
    new ErreurLecture({ fichier, ligne, colonne }, detail, { attendu });

  const n = texte.length;
  let i = texte.charCodeAt(0) === 0xfeff ? 1 : 0; // la marque d'ordre des octets, s'il y en a une
  let numero = 0;
  while (i < n) {
    // Une ligne : de `debutLigne` à la fin de ligne (exclue) ou à la fin du texte.
    numero++;
    const debutLigne = i;
    let finLigne = texte.indexOf("\n", i);
    if (finLigne < 0) finLigne = n;
    i = finLigne + 1; // la ligne suivante
    let k = debutLigne;
    while (k < finLigne && estBlanc(texte.charCodeAt(k))) k++;
    if (k === finLigne) continue; // ligne blanche
    const premier = texte.charCodeAt(k);
    if (premier === 99 /* c */) {
      commentaires.push(texte.slice(k + 1, finLigne).trim());
      continue;
    }
    // SATLIB termine ses fichiers par « % » puis « 0 » : la formule s'arrête là.
    if (premier === 37 /* % */) break;
    if (premier === 112 /* p */) {
      if (entete)
        throw erreur(numero, 1, `deuxième en-tête (le premier est ligne ${entete.ligne})`);
      entete = lireEnTete(texte.slice(debutLigne, finLigne).trim(), numero, fichier);
      continue;
    }
    if (!entete) {
      throw erreur(
        numero,
        1,
        "une clause avant l'en-tête",
        "d'abord la ligne « p cnf VARIABLES CLAUSES »",
      );
    }
    // Les mots de la ligne : un signe facultatif, puis des chiffres.
    while (k < finLigne) {
      const debutMot = k;
      let c = texte.charCodeAt(k);
      const negatif = c === MOINS;
      if (c === MOINS || c === PLUS) c = texte.charCodeAt(++k);
      let valeur = 0;
      let chiffres = 0;
      while (k < finLigne && c >= ZERO && c <= NEUF) {
        valeur = 10 * valeur + (c - ZERO);
        chiffres++;
        c = texte.charCodeAt(++k);
      }
      if (chiffres === 0 || (k < finLigne && !estBlanc(c))) {
        while (k < finLigne && !estBlanc(texte.charCodeAt(k))) k++;
        throw erreur(
          numero,
          debutMot - debutLigne + 1,
          `« ${texte.slice(debutMot, k)} » n'est pas un entier`,
          "des entiers séparés par des espaces, 0 en fin de clause",
        );
      }
      if (valeur === 0) {
        clauses.push(enCours);
        enCours = [];
      } else if (valeur > entete.variables) {
        throw erreur(
          numero,
          debutMot - debutLigne + 1,
          `variable ${valeur} trop grande : l'en-tête (ligne ${entete.ligne}) annonce ${entete.variables} variables`,
        );
      } else {
        if (enCours.length === 0) debutEnCours = numero;
        enCours.push(negatif ? -valeur : valeur);
      }
      while (k < finLigne && estBlanc(texte.charCodeAt(k))) k++;
    }
  }
  if (!entete) {
    throw new ErreurLecture({ fichier }, "aucun en-tête « p cnf VARIABLES CLAUSES »", {
      attendu: "un fichier au format DIMACS CNF",
    });
  }
  // Un dernier 0 oublié est toléré : la clause commencée compte.
  if (enCours.length > 0) clauses.push(enCours);
  if (clauses.length !== entete.clauses) {
    const fin = enCours.length > 0 ? ` (la dernière, ligne ${debutEnCours}, sans 0 final)` : "";
    throw new ErreurLecture(
      { fichier, ligne: entete.ligne },
      `l'en-tête annonce ${entete.clauses} clauses, le fichier en contient ${clauses.length}${fin}`,
    );
  }
  return { nombreDeVariables: entete.variables, clauses, commentaires };
}

/** « p cnf 3 2 » : le nombre de variables et de clauses. */
function lireEnTete(ligne: string, numero: number, fichier?: string): EnTete {
  const morceaux = ligne.split(/\s+/);
  const entiers = morceaux.slice(2).every((m) => /^\d+$/.test(m));
  if (morceaux.length !== 4 || morceaux[0] !== "p" || morceaux[1] !== "cnf" || !entiers) {
    throw new ErreurLecture({ fichier, ligne: numero }, `en-tête incorrect : « ${ligne} »`, {
      attendu: "p cnf VARIABLES CLAUSES (deux entiers)",
    });
  }
  return { variables: Number(morceaux[2]), clauses: Number(morceaux[3]), ligne: numero };
}

/**
 * Le texte DIMACS d'une formule : les commentaires, l'en-tête, puis une
 * clause par ligne. Ce que lit `lireDimacs`, et tout autre solveur.
 */
export function ecrireDimacs(fnc: FNC, commentaires: readonly string[] = []): string {
  const lignes = commentaires.flatMap((c) => c.split("\n")).map((c) => (c === "" ? "c" : `c ${c}`));
  lignes.push(`p cnf ${fnc.nombreDeVariables} ${fnc.clauses.length}`);
  for (const clause of fnc.clauses) lignes.push([...clause, 0].join(" "));
  return lignes.join("\n") + "\n";
}
