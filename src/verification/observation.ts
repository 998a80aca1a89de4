/**
 * Observer un appel, dire s'il est réussi, et comparer l'élève aux erreurs
 * typiques pour nommer celle qu'il a faite.
 */
import type { Lanceur } from "./cage";
import { egales } from "../exercices/comparaison";
import { copieProfonde, executer, type Issue } from "./execution-bornee";
import type {
  Cas,
  ErreurTypique,
  Exercice,
  FonctionEleve,
  Observation,
} from "../exercices/exercice";

/**
 * Appelle `fonction` sur une copie neuve des arguments du cas, et note son
 * issue et M après l'appel. Sans `cage`, l'appel est direct : c'est pour nos
 * propres versions, qui s'arrêtent toujours.
 */
export function observer(
  exercice: Exercice,
  fonction: FonctionEleve,
  cas: Cas,
  cage?: Lanceur,
): Observation {
  const args = copieProfonde(cas.arguments);
  const issue: Issue = cage
    ? cage.executer(fonction, args, `${exercice.nom}, cas « ${cas.description} »`)
    : executer(() => Reflect.apply(fonction, undefined, args));
  if (exercice.etatApres) return { issue, matrice: exercice.etatApres(args) };
  const indice = exercice.indiceMatrice;
  return indice === undefined ? { issue } : { issue, matrice: copieProfonde(args[indice]) };
}

// Nos versions ne changent pas : on garde leurs observations d'une vérification à l'autre,
// pour une liste de cas donnée (des cas cachés en font une autre).
const memoire = new Map<FonctionEleve, { cas: readonly Cas[]; observations: Observation[] }>();

/** Les observations d'une de nos versions (la référence ou une erreur typique) sur tous les cas. */
export function observationsDeConfiance(
  exercice: Exercice,
  fonction: FonctionEleve,
): Observation[] {
  const gardees = memoire.get(fonction);
  if (gardees?.cas === exercice.cas) return gardees.observations;
  const observations = exercice.cas.map((cas) => observer(exercice, fonction, cas));
  memoire.set(fonction, { cas: exercice.cas, observations });
  return observations;
}

/** La valeur d'une issue, si l'appel a renvoyé quelque chose. */
export function valeurDe(observation: Observation): { valeur: unknown } | undefined {
  const issue = observation.issue;
  return issue.type === "valeur" ? { valeur: issue.valeur } : undefined;
}

/** L'appel est réussi : la bonne valeur, et M dans l'état attendu. */
export function reussit(exercice: Exercice, obtenue: Observation, attendue: Observation): boolean {
  const a = valeurDe(attendue);
  const o = valeurDe(obtenue);
  return (
    a !== undefined &&
    o !== undefined &&
    exercice.memeValeur(a.valeur, o.valeur) &&
    egales(attendue.matrice, obtenue.matrice)
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
  const rates = obtenues.map((o, k) => !reussit(exercice, o, attendues[k]));
  let meilleure: ErreurTypique | undefined;
  let meilleurAccord = -1;
  for (const erreur of exercice.erreurs) {
    const fautes = observationsDeConfiance(exercice, erreur.fonction);
    const accords = obtenues.map((o, k) => concordent(exercice, o, fautes[k], attendues[k]));
    if (accords.some((accord, k) => rates[k] && !accord)) continue;
    const accord = accords.filter(Boolean).length;
    if (accord > meilleurAccord) [meilleure, meilleurAccord] = [erreur, accord];
  }
  return meilleure;
}
