/**
 * Observer un appel, dire s'il est réussi, et comparer l'élève aux erreurs
 * typiques pour nommer celle qu'il a faite.
 */
import type { Lanceur } from "./cage";
import { egales } from "../exercices/comparaison";
import { copieProfonde, executer, type Issue } from "./execution-bornee";
import { Journal, memesPas, type ResumeJournal } from "../exercices/journal";
import type { Cas, ErreurTypique, Exercice, FonctionEleve } from "../exercices/exercice";

/** Ce que l'on a vu d'un appel : son issue, la matrice M après coup, et les pas suivis. */
export interface Observation {
  issue: Issue;
  matrice?: unknown;
  /** Les pas de l'algorithme, pour un exercice qui les suit (voir `JournalDeLExercice`, src/exercices/exercice.ts). */
  journal?: ResumeJournal;
}

/**
 * Appelle `fonction` sur une copie neuve des arguments du cas, et note son
 * issue, M après l'appel et, pour une procédure, ses pas (les arguments sont
 * alors enveloppés : voir `journal.ts`). Sans `cage`, l'appel est direct :
 * c'est pour nos propres versions, qui s'arrêtent toujours. Sans `suivre`,
 * les pas ne sont pas notés (les erreurs typiques se reconnaissent à leur
 * résultat, et s'exécutent ainsi à pleine vitesse).
 */
export function observer(
  exercice: Exercice,
  fonction: FonctionEleve,
  cas: Cas,
  cage?: Lanceur,
  suivre = true,
): Observation {
  const journal = exercice.journal && suivre ? new Journal() : undefined;
  const copies = copieProfonde(cas.arguments);
  const args = journal ? exercice.journal!.instrumenter(copies, journal) : copies;
  const issue: Issue = cage
    ? cage.executer(fonction, args, `${exercice.nom}, cas « ${cas.description} »`)
    : executer(() => Reflect.apply(fonction, undefined, args));
  const pas = journal ? { journal: journal.resume() } : {};
  if (exercice.etatApres) return { issue, matrice: exercice.etatApres(args), ...pas };
  const indice = exercice.indiceMatrice;
  return indice === undefined
    ? { issue, ...pas }
    : { issue, matrice: copieProfonde(args[indice]), ...pas };
}

// Nos versions ne changent pas : on garde leurs observations d'une vérification à l'autre,
// pour une liste de cas donnée (des cas cachés en font une autre).
const memoire = new Map<FonctionEleve, { cas: readonly Cas[]; observations: Observation[] }>();

/**
 * Les observations d'une de nos versions sur tous les cas : la référence,
 * avec ses pas, ou une erreur typique (`suivre` faux), sans eux.
 */
export function observationsDeConfiance(
  exercice: Exercice,
  fonction: FonctionEleve,
  suivre = true,
): Observation[] {
  const gardees = memoire.get(fonction);
  if (gardees?.cas === exercice.cas) return gardees.observations;
  const observations = exercice.cas.map((cas) =>
    observer(exercice, fonction, cas, undefined, suivre),
  );
  memoire.set(fonction, { cas: exercice.cas, observations });
  return observations;
}

/** La valeur d'une issue, si l'appel a renvoyé quelque chose. */
export function valeurDe(observation: Observation): { valeur: unknown } | undefined {
  const issue = observation.issue;
  return issue.type === "valeur" ? { valeur: issue.valeur } : undefined;
}

/** Le bon résultat : la bonne valeur, et M dans l'état attendu. */
export function bonResultat(
  exercice: Exercice,
  obtenue: Observation,
  attendue: Observation,
): boolean {
  const a = valeurDe(attendue);
  const o = valeurDe(obtenue);
  return (
    a !== undefined &&
    o !== undefined &&
    exercice.memeValeur(a.valeur, o.valeur) &&
    egales(attendue.matrice, obtenue.matrice)
  );
}

/** L'appel est réussi : le bon résultat, obtenu par les pas de la référence (pour une procédure). */
export function reussit(exercice: Exercice, obtenue: Observation, attendue: Observation): boolean {
  return (
    bonResultat(exercice, obtenue, attendue) &&
    (exercice.journal === undefined || memesPas(attendue.journal, obtenue.journal))
  );
}

/**
 * L'élève et une erreur typique se comportent-ils de même sur ce cas ? Deux
 * erreurs levées, ou deux boucles sans fin, comptent comme un même
 * comportement ; deux façons d'abîmer une M qui devait rester intacte aussi.
 */
function concordent(
  exercice: Exercice,
  eleve: Observation,
  faute: Observation,
  attendue: Observation,
): boolean {
  const e = valeurDe(eleve);
  const f = valeurDe(faute);
  if (e === undefined || f === undefined) return eleve.issue.type === faute.issue.type;
  if (!exercice.memeValeur(f.valeur, e.valeur)) return false;
  if (egales(faute.matrice, eleve.matrice)) return true;
  const abimee = (o: Observation) => !egales(o.matrice, attendue.matrice);
  return exercice.lectureSeule === true && abimee(eleve) && abimee(faute);
}

/**
 * L'erreur typique qui explique les échecs de l'élève : elle doit se
 * comporter comme lui sur chaque cas raté ; parmi celles-là, on garde celle
 * qui lui ressemble sur le plus de cas. `obtenues` peut être plus courte que
 * la liste des cas, si la vérification s'est arrêtée sur une boucle sans fin.
 */
export function erreurReconnue(
  exercice: Exercice,
  obtenues: Observation[],
  attendues: Observation[],
): ErreurTypique | undefined {
  // Une erreur typique se reconnaît à un mauvais résultat : le bon résultat par d'autres pas
  // (un autre algorithme) n'en est pas une.
  const rates = obtenues.map((o, k) => !bonResultat(exercice, o, attendues[k]));
  if (!rates.some(Boolean)) return undefined;
  let meilleure: ErreurTypique | undefined;
  let meilleurAccord = -1;
  for (const erreur of exercice.erreurs) {
    const fautes = observationsDeConfiance(exercice, erreur.fonction, false);
    const accords = obtenues.map((o, k) => concordent(exercice, o, fautes[k], attendues[k]));
    if (accords.some((accord, k) => rates[k] && !accord)) continue;
    const accord = accords.filter(Boolean).length;
    if (accord > meilleurAccord) [meilleure, meilleurAccord] = [erreur, accord];
  }
  return meilleure ?? erreurTrahie(exercice, obtenues, rates);
}

/**
 * Sans version qui se comporte comme l'élève (une fonction qu'il appelle est
 * fausse aussi, par exemple), l'erreur dont un cas raté montre le symptôme :
 * le rapport désigne alors ce que la preuve met en cause, et le constat
 * précède l'explication.
 */
function erreurTrahie(
  exercice: Exercice,
  obtenues: Observation[],
  rates: boolean[],
): ErreurTypique | undefined {
  for (const erreur of exercice.erreurs) {
    if (!erreur.symptome) continue;
    for (let k = 0; k < obtenues.length; k++) {
      const valeur = valeurDe(obtenues[k]);
      if (!rates[k] || valeur === undefined) continue;
      const constat = erreur.symptome(exercice.cas[k].arguments, valeur.valeur);
      if (!constat) continue;
      const ou = `Au cas « ${exercice.cas[k].description} », ${constat}`;
      return { ...erreur, explication: `${ou} ${erreur.explication}` };
    }
  }
  return undefined;
}
