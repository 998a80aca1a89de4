/**
 * Le journal de la recherche avec retour arrière du document PSC
 * (`backtrack`) : les valeurs données aux variables et effacées, dans
 * l'ordre. C'est la recherche elle-même, pas à pas ; une autre recherche du
 * cours (le forward checking, `chercher` et ses options, le moteur compilé)
 * trouve la même solution par d'autres affectations, ou sans en faire.
 *
 * Les pas sont ceux que la leçon définit : chaque valeur du label est
 * *donnée* à la variable (`metAJourValeur`), puis vérifiée ; une variable
 * dont aucune valeur ne mène à une solution est effacée. Une valeur refusée
 * compte donc comme un pas, qu'on ne retrouve pas chez qui la teste sans la
 * donner. Ce qui ne compte pas, c'est la façon de l'écrire :
 * `metAJourValeur(v)` ou `valeur = v`, une affectation qui ne change rien
 * (ignorée), ou une variable effacée juste avant de recevoir sa valeur
 * suivante (l'effacement ne compte pas : la référence passe directement à
 * la valeur suivante).
 */
import type { Journal } from "./journal";
import type { JournalDeLExercice } from "./exercice";
import { PSC } from "../psc/psc";
import { ecrireEnsemble, ecrireValeur, type Valeur, type Variable } from "../psc/variable";

/** « x1 = c », « x1 effacée » : un pas, tel que le rapport le montre. */
function affectation(nom: string, valeur: unknown): string {
  if (valeur === null) return `${nom} effacée`;
  return typeof valeur === "number" || typeof valeur === "string"
    ? `${nom} = ${ecrireValeur(valeur)}`
    : `${nom} = ${String(valeur)} (ni un nombre ni un texte)`;
}

/** Le contenu d'un label, pour le comparer et l'écrire. */
function contenu(label: unknown): string {
  return Array.isArray(label) ? ecrireEnsemble(label as Valeur[]) : String(label);
}

/**
 * Les variables du PSC, suivies : chaque changement de `valeur` est noté
 * dans `journal` (voir plus haut), et un label changé, remplacé ou laissé
 * autre qu'au départ, aussi : la recherche de la leçon 2 ne touche jamais
 * aux labels. Les variables restent les mêmes objets (les contraintes et le
 * PSC les désignent) : seules leurs propriétés `valeur` et `label` passent
 * par un accesseur, qui coûte bien moins qu'un `Proxy`.
 */
export function variablesSuivies(psc: PSC, journal: Journal): void {
  // La variable dont l'effacement est le dernier pas noté : sa valeur suivante le remplace.
  let effacee: Variable | undefined;
  const noter = (pas: string, variable?: Variable) => {
    effacee = variable;
    journal.noter(pas);
  };
  psc.variables.forEach((variable: Variable) => {
    const nom = String(variable.nom);
    let valeur: unknown = variable.valeur;
    let label: unknown = variable.label;
    let labelVu = contenu(label);
    Object.defineProperty(variable, "valeur", {
      configurable: true,
      enumerable: true,
      get: () => valeur,
      set(nouvelle: unknown) {
        if (Object.is(valeur, nouvelle)) return;
        valeur = nouvelle;
        if (nouvelle === null) return noter(affectation(nom, null), variable);
        if (effacee === variable) journal.retirerEnAttente();
        noter(affectation(nom, nouvelle));
      },
    });
    Object.defineProperty(variable, "label", {
      configurable: true,
      enumerable: true,
      get: () => label,
      set(nouveau: unknown) {
        label = nouveau;
        if (contenu(nouveau) === labelVu) return;
        labelVu = contenu(nouveau);
        noter(`label de ${nom} changé en ${labelVu}`);
      },
    });
    journal.aLaFin(() => {
      if (contenu(label) !== labelVu) noter(`label de ${nom} changé en ${contenu(label)}`);
    });
  });
}

/**
 * Le journal d'une procédure qui travaille sur le PSC qu'est l'argument n°
 * `indice` : `suivre` pose sur lui ce qui note les pas (les arguments
 * restent les mêmes objets, que désignent aussi les contraintes).
 */
export function journalDuPSC(
  indice: number,
  quoi: Pick<JournalDeLExercice, "nom" | "pas"> & { decrire?: (pas: string) => string },
  suivre: (psc: PSC, journal: Journal) => void,
): JournalDeLExercice {
  return {
    nom: quoi.nom,
    pas: quoi.pas,
    instrumenter(args, journal) {
      const psc = args[indice];
      if (psc instanceof PSC) suivre(psc, journal);
      return args;
    },
    decrire: quoi.decrire ?? ((pas) => pas),
  };
}

/** Le journal des affectations des variables du PSC, qui est l'argument n° `indice`. */
export function affectationsDuPSC(indice: number): JournalDeLExercice {
  return journalDuPSC(
    indice,
    { nom: "les valeurs données aux variables et effacées", pas: "affectation" },
    variablesSuivies,
  );
}
