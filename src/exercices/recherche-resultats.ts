/**
 * Leçon 4 : comparer ce que rendent les boucles de recherche écrites par
 * l'élève (recuit, escalade avec redémarrages, meilleur d'abord). Ce sont
 * des objets aux champs nommés ; on les compare champ par champ, et l'on dit
 * à l'élève lesquels diffèrent, plutôt que de lui montrer deux gros objets.
 */
import { ecartsMatrice, ecrire } from "./affichage";

type Objet = Record<string, unknown>;

function estObjet(valeur: unknown): valeur is Objet {
  return typeof valeur === "object" && valeur !== null && !Array.isArray(valeur);
}

/**
 * La même donnée : nombres, chaînes, booléens, tableaux et objets simples,
 * en profondeur. Seuls les champs attendus comptent : un champ de plus dans
 * la réponse de l'élève (un compteur à lui) n'est pas une faute.
 */
export function memeDonnee(attendue: unknown, obtenue: unknown): boolean {
  if (Array.isArray(attendue)) {
    return (
      Array.isArray(obtenue) &&
      attendue.length === obtenue.length &&
      attendue.every((x, k) => memeDonnee(x, obtenue[k]))
    );
  }
  if (estObjet(attendue)) {
    return (
      estObjet(obtenue) && Object.keys(attendue).every((c) => memeDonnee(attendue[c], obtenue[c]))
    );
  }
  return Object.is(attendue, obtenue);
}

const estMatrice = (valeur: unknown): valeur is number[][] =>
  Array.isArray(valeur) && valeur.length > 0 && valeur.every(Array.isArray);

/** Les champs qui diffèrent, chacun en une phrase : « evaluations vaut 301 au lieu de 300 ». */
function ecarts(attendue: Objet, obtenue: Objet, prefixe: string): string[] {
  return Object.keys(attendue).flatMap((champ) => {
    const [a, o] = [attendue[champ], obtenue[champ]];
    const nom = prefixe + champ;
    if (memeDonnee(a, o)) return [];
    if (estObjet(a) && estObjet(o)) return ecarts(a, o, `${nom}.`);
    if (estMatrice(a)) return [ecartsMatrice(nom, a, o)];
    return [`${nom} vaut ${ecrire(o)} au lieu de ${ecrire(a)}`];
  });
}

/** La précision d'un échec : les champs faux, ou la forme attendue si ce n'est pas un objet. */
export function champsDifferents(attendue: unknown, obtenue: unknown): string | undefined {
  if (!estObjet(attendue)) return undefined;
  if (!estObjet(obtenue)) return `on attend un objet { ${Object.keys(attendue).join(", ")} }`;
  return ecarts(attendue, obtenue, "").join(" ; ") || undefined;
}
