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
import { ErreurLecture } from "../erreurs";
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

/** Lit un texte au format DIMACS CNF ; `fichier` sert aux messages d'erreur. */
export function lireDimacs(texte: string, fichier?: string): ProblemeDimacs {
  const lignes = texte.replace(/^\uFEFF/, "").split(/\r?\n/);
  const commentaires: string[] = [];
  const clauses: Clause[] = [];
  let entete: EnTete | undefined;
  let enCours: Clause = [];
  let debutEnCours = 0;
  const erreur = (ligne: number, colonne: number | undefined, detail: string, attendu?: string) =>
    new ErreurLecture({ fichier, ligne, colonne }, detail, { attendu });

  for (let k = 0; k < lignes.length; k++) {
    const numero = k + 1;
    const ligne = lignes[k];
    const propre = ligne.trim();
    if (propre === "" || propre.startsWith("c")) {
      if (propre.startsWith("c")) commentaires.push(propre.slice(1).trim());
      continue;
    }
    // SATLIB termine ses fichiers par « % » puis « 0 » : la formule s'arrête là.
    if (propre.startsWith("%")) break;
    if (propre.startsWith("p")) {
      if (entete)
        throw erreur(numero, 1, `deuxième en-tête (le premier est ligne ${entete.ligne})`);
      entete = lireEnTete(propre, numero, fichier);
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
    for (const { texte: mot, colonne } of mots(ligne)) {
      if (!/^[-+]?\d+$/.test(mot)) {
        throw erreur(
          numero,
          colonne,
          `« ${mot} » n'est pas un entier`,
          "des entiers séparés par des espaces, 0 en fin de clause",
        );
      }
      const l = Number(mot);
      if (l === 0) {
        clauses.push(enCours);
        enCours = [];
        continue;
      }
      if (Math.abs(l) > entete.variables) {
        throw erreur(
          numero,
          colonne,
          `variable ${Math.abs(l)} trop grande : l'en-tête (ligne ${entete.ligne}) annonce ${entete.variables} variables`,
        );
      }
      if (enCours.length === 0) debutEnCours = numero;
      enCours.push(l);
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

/** Les mots d'une ligne, avec leur colonne (à partir de 1). */
function mots(ligne: string): { texte: string; colonne: number }[] {
  return [...ligne.matchAll(/\S+/g)].map((m) => ({ texte: m[0], colonne: (m.index ?? 0) + 1 }));
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
