/**
 * Le texte des bilans : une première ligne qui dit tout (✅, ❌ ou ⏳), puis,
 * en cas d'échec, de quoi refaire l'appel raté et comprendre l'écart. Les
 * marques viennent de `notebook/icones.ts`, qui les dessine aussi en HTML.
 */
import { MARQUES } from "../notebook/icones";
import { nombre } from "../notebook/nombre";
import { abreger, ecartsMatrice, ecrire } from "../exercices/affichage";
import { secondes } from "./appel-borne";
import type { EchecCas } from "./bilan";
import { egales } from "../exercices/comparaison";
import type { Issue } from "./execution-bornee";
import type { Cas, ErreurTypique, Exercice } from "../exercices/exercice";
import { memesPas, PAS_GARDES, premierEcart } from "../exercices/journal";
import type { ExerciceNonFait } from "./non-fait";
import { bonResultat, valeurDe, type Observation } from "./observation";

const RETRAIT = "   ";
/** La longueur d'une ligne de rapport, au plus. */
const LIGNE_MONTREE = 2000;

export function rapportReussi(nom: string, total: number): string {
  return `${MARQUES.reussi} ${nom} : les ${total} cas sont réussis.`;
}

/** Pas encore écrite : la fonction elle-même, ou une fonction qu'elle appelle. */
export function rapportNonFait(nom: string, erreur: ExerciceNonFait): string {
  const manquante = erreur.fonction ?? nom;
  if (manquante === nom)
    return `${MARQUES["non-fait"]} ${nom} : pas encore écrite (${erreur.consigne.replace(/\.$/, "")}).`;
  return (
    `${MARQUES["non-fait"]} ${nom} : pas encore vérifiable, car elle appelle ${manquante}, qui n'est pas encore ` +
    `écrite (consigne de ${manquante} : ${erreur.consigne}).`
  );
}

export function rapportPasUneFonction(nom: string, valeur: unknown): string {
  return (
    `${MARQUES.echec} ${nom} : verifier attend la fonction elle-même, mais a reçu ${ecrire(valeur)} ` +
    `(${nature(valeur)}). Écrivez verifier("${nom}", ${nom}), sans parenthèses après ${nom}.`
  );
}

/** La fonction vient du cours : la vérifier ne dirait rien du travail de l'élève. */
export function rapportFonctionEmpruntee(nom: string, origine: string): string {
  return (
    `${MARQUES.echec} ${nom} : verifier a reçu ${origine}, pas la vôtre. ` +
    `Écrivez ${nom} vous-même dans le carnet, puis vérifiez-la : verifier("${nom}", ${nom}).`
  );
}

/** Ce que l'on sait d'un échec, pour le raconter. */
export interface Echec {
  cas: EchecCas;
  casReussis: number;
  erreur?: ErreurTypique;
  /**
   * Le cas qui a arrêté la vérification (boucle sans fin ou incident), s'il
   * vient après le premier échec.
   */
  arret?: { cas: Cas; issue: Issue };
  /** Le délai de chaque appel, en millisecondes. */
  delai: number;
  /** Le nombre de paramètres déclarés par la fonction de l'élève. */
  parametresDeclares: number;
}

export function rapportEchec(exercice: Exercice, echec: Echec): string {
  const { cas, erreur, delai } = echec;
  const total = exercice.cas.length;
  const lignes = [
    `${MARQUES.echec} ${exercice.nom} : échec au cas « ${cas.description} » ` +
      `(${echec.casReussis} cas ${echec.casReussis > 1 ? "réussis" : "réussi"} sur ${total}).`,
    `Appel : ${cas.appel}` + (cas.contexte ? `, avec ${cas.contexte}` : ""),
    ...ecarts(exercice, cas, delai),
  ];
  if (echec.arret) {
    const { cas: arrete, issue } = echec.arret;
    const quoi =
      issue.type === "incident"
        ? issue.message
        : `la fonction ne s'arrête pas (interrompue après ${secondes(delai)})`;
    lignes.push(
      `Au cas « ${arrete.description} », ${quoi} : les cas suivants n'ont pas été lancés.`,
    );
  }
  const { parametres, obligatoires } = exercice;
  const declares = echec.parametresDeclares;
  if (declares < obligatoires || declares > parametres.length) {
    lignes.push(
      `Attention : ${exercice.nom} prend ${parametres.length} paramètres ` +
        `(${parametres.join(", ")}) ; la vôtre en déclare ${declares}.`,
    );
  }
  if (erreur) {
    lignes.push(`Erreur typique reconnue : ${erreur.titre}.`, erreur.explication);
  } else if (exercice.appelle.length > 0 && !bonResultat(exercice, cas.obtenu, cas.attendu)) {
    lignes.push(
      `Votre ${exercice.nom} appelle vos fonctions ${exercice.appelle.join(", ")} : ` +
        `si l'une d'elles est fausse, ${exercice.nom} l'est aussi. Vérifiez-les d'abord.`,
    );
  }
  // Chaque ligne est bornée : aucune valeur de l'élève ne fait un rapport démesuré.
  const [titre, ...suite] = lignes.map((ligne) => abreger(ligne, LIGNE_MONTREE));
  return [titre, ...suite.map((ligne) => RETRAIT + ligne)].join("\n");
}

/** Les lignes « Attendu / Obtenu » d'un cas raté, et l'état de M s'il est faux. */
function ecarts(exercice: Exercice, cas: EchecCas, delai: number): string[] {
  const issue = cas.obtenu.issue;
  if (issue.type === "erreur") return [`Obtenu : la fonction a levé une erreur : ${issue.message}`];
  if (issue.type === "sans-fin") {
    return [`Obtenu : la fonction ne s'arrête pas (interrompue après ${secondes(delai)}).`];
  }
  if (issue.type === "incident") return [`Obtenu : ${issue.message}.`];
  const attendue = valeurDe(cas.attendu)?.valeur;
  const obtenue = valeurDe(cas.obtenu)?.valeur;
  const lignes: string[] = [];
  if (exercice.memeValeur(attendue, obtenue)) {
    lignes.push(`Valeur renvoyée : ${ecrire(obtenue)}, juste.`);
  } else {
    lignes.push(
      `Attendu : ${ecrire(attendue)}`,
      `Obtenu : ${ecrire(obtenue)}${remarque(attendue, obtenue)}`,
    );
    const difference = exercice.difference?.(attendue, obtenue);
    if (difference) lignes.push(`Écart : ${difference}`);
  }
  const etat = cas.attendu.matrice;
  if (exercice.nomEtat && etat !== undefined && !egales(etat, cas.obtenu.matrice)) {
    lignes.push(
      `${exercice.nomEtat} après l'appel : ${abreger(String(cas.obtenu.matrice))} ; attendu : ${String(etat)}.`,
    );
    return lignes;
  }
  const matrice = cas.attendu.matrice as number[][] | undefined;
  if (matrice !== undefined && !egales(matrice, cas.obtenu.matrice)) {
    const nom = exercice.parametres[exercice.indiceMatrice ?? 0];
    const ecart = ecartsMatrice(nom, matrice, cas.obtenu.matrice);
    lignes.push(
      exercice.lectureSeule
        ? `${nom} après l'appel : modifiée, alors que ${exercice.nom} doit seulement la lire (${ecart}).`
        : `${nom} après l'appel : ${ecart}.`,
    );
    return lignes;
  }
  return [...lignes, ...ecartDesPas(exercice, cas.attendu, cas.obtenu)];
}

/**
 * Le bon résultat par d'autres pas que ceux de l'algorithme de la leçon :
 * combien, et où la fonction s'écarte de la référence.
 */
function ecartDesPas(exercice: Exercice, attendu: Observation, obtenu: Observation): string[] {
  const suivi = exercice.journal;
  const [a, o] = [attendu.journal, obtenu.journal];
  if (!suivi || !a || memesPas(a, o)) return [];
  const lignes = [
    `Mais ce résultat n'est pas obtenu par l'algorithme de la leçon (on suit ${suivi.nom}) : ` +
      `${nombre(a.nombre)} ${pluriel(suivi.pas, a.nombre)} pour la référence, ${nombre(o?.nombre ?? 0)} pour votre fonction.`,
  ];
  const ecart = o && premierEcart(a, o);
  if (ecart) {
    const decrire = (pas: string | undefined) =>
      pas === undefined ? "plus rien" : suivi.decrire(pas);
    lignes.push(
      `Premier écart (${suivi.pas} n° ${nombre(ecart.rang + 1)}) : attendu ${decrire(ecart.attendu)}, ` +
        `obtenu ${decrire(ecart.obtenu)}.`,
    );
  } else if (o) {
    lignes.push(`Les ${PAS_GARDES} premiers pas concordent ; l'écart vient ensuite.`);
  }
  lignes.push(
    "Un autre algorithme (un autre solveur, un calcul fait à part puis recopié) peut trouver le " +
      "même résultat : c'est celui de la leçon, pas à pas, qui est demandé.",
  );
  return lignes;
}

/** « écriture », « écritures ». */
function pluriel(mot: string, n: number): string {
  return n > 1 ? `${mot}s` : mot;
}

/** Une précision quand la valeur n'a pas la bonne nature : rien renvoyé, un nombre au lieu d'un booléen… */
function remarque(attendue: unknown, obtenue: unknown): string {
  if (obtenue === undefined) return " (la fonction ne renvoie rien : un return oublié ?)";
  const [a, o] = [nature(attendue), nature(obtenue)];
  return a === o ? "" : ` (${o}, alors qu'on attend ${a})`;
}

/** « un booléen », « un nombre », « un tableau »… */
function nature(valeur: unknown): string {
  if (valeur === undefined) return "rien";
  if (valeur === null) return "null";
  if (Array.isArray(valeur)) return "un tableau";
  const noms: Record<string, string> = {
    boolean: "un booléen",
    number: "un nombre",
    string: "un texte",
    function: "une fonction",
  };
  return noms[typeof valeur] ?? "un objet";
}
