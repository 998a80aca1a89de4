/**
 * Les enveloppes des arguments suivis : des `Proxy` qui notent dans un
 * journal (`journal.ts`) les écritures qu'une fonction fait dans ce
 * qu'elle reçoit, sans rien changer à ce qu'elle lit ni à ce qu'elle écrit.
 *
 * Une enveloppe ne se laisse pas copier par `structuredClone` (il refuse
 * les `Proxy`) : la cage fait passer `structuredClone` par `deballer`, qui
 * rend la valeur d'origine (voir `src/verification/cage.ts`).
 */
import type { Journal } from "./journal";

/** Chaque enveloppe, avec ce qu'elle enveloppe. */
const cibles = new WeakMap<object, object>();

function envelopper<T extends object>(cible: T, gestion: ProxyHandler<T>): T {
  const enveloppe = new Proxy(cible, gestion);
  cibles.set(enveloppe, cible);
  return enveloppe;
}

/** Un indice de tableau écrit comme clé de propriété (« 3 »), ou undefined. */
function indice(cle: string | symbol): number | undefined {
  if (typeof cle !== "string" || !/^(0|[1-9]\d*)$/.test(cle)) return undefined;
  return Number(cle);
}

/** Une gestion qui note chaque changement de la cible par `noter(cle, valeur)`. */
function gestionNotee<T extends object>(
  noter: (cle: string | symbol, valeur: unknown) => void,
): ProxyHandler<T> {
  return {
    set(cible, cle, valeur) {
      noter(cle, valeur);
      return Reflect.set(cible, cle, valeur);
    },
    defineProperty(cible, cle, descripteur) {
      noter(cle, descripteur.value);
      return Reflect.defineProperty(cible, cle, descripteur);
    },
    deleteProperty(cible, cle) {
      noter(cle, undefined);
      return Reflect.deleteProperty(cible, cle);
    },
  };
}

/**
 * `M` enveloppée : chaque changement d'une case, `M[i][j] = v` (ou par
 * `fill`, `splice`…), est noté « i,j=v ». Ce qui compte est la suite des
 * états de la grille, pas la façon d'écrire : une écriture qui ne change
 * rien n'est pas notée, des écritures successives dans une même case
 * comptent pour la dernière, et pour rien si la case revient à sa valeur.
 *
 * Seules les lignes sont enveloppées : une lecture `M[i][j]` passe ainsi par
 * une seule enveloppe (six fois le temps d'une lecture simple, mesuré sur la
 * résolution de l'annexe, contre quinze fois avec M enveloppée elle aussi).
 * Une ligne remplacée (`M[i] = […]`) ou une longueur changée se voit à la
 * fin de l'appel, et compte comme un pas que l'algorithme du cours ne fait
 * jamais.
 */
export function matriceSuivie(M: number[][], journal: Journal): number[][] {
  // La case en cours d'écriture, et sa valeur avant la première écriture.
  let enCours: { cle: string; avant: unknown } | undefined;
  const ecrire = (i: number, j: number, avant: unknown, valeur: unknown) => {
    const cle = `${i},${j}`;
    if (enCours?.cle !== cle) {
      if (Object.is(avant, valeur)) return;
      enCours = { cle, avant };
    }
    if (Object.is(enCours.avant, valeur)) {
      journal.retirerEnAttente();
      enCours = undefined;
    } else journal.noter(`${cle}=${String(valeur)}`, cle);
  };
  const autre = (pas: string) => {
    enCours = undefined;
    journal.noter(pas);
  };
  const lignes = M.map((ligne, i) =>
    Array.isArray(ligne)
      ? envelopper(
          ligne,
          gestionNotee((cle, valeur) => {
            const j = indice(cle);
            if (j === undefined) autre(`M[${i}].${String(cle)} changée`);
            else ecrire(i, j, (ligne as unknown[])[j], valeur);
          }),
        )
      : ligne,
  );
  const enveloppee = [...lignes];
  journal.aLaFin(() => {
    if (enveloppee.length !== lignes.length) autre("M.length changée");
    lignes.forEach((ligne, i) => {
      if (enveloppee[i] !== ligne) autre(`M[${i}] remplacée`);
    });
  });
  return enveloppee;
}

/**
 * `liste` enveloppée : chaque lecture d'un de ses éléments, `liste[k]` (ou
 * par for…of, map, find, flat…, et `structuredClone`, par `deballer`),
 * appelle `lue(k)`. Rien d'autre ne change.
 */
export function listeLue<T>(liste: T[], lue: (k: number) => void): T[] {
  return envelopper(liste, {
    get(cible, cle, recepteur) {
      const k = indice(cle);
      if (k !== undefined && k < cible.length) lue(k);
      return Reflect.get(cible, cle, recepteur) as unknown;
    },
  });
}

/** La valeur sans ses enveloppes, à toute profondeur des tableaux. */
export function deballer<T>(valeur: T): T {
  if (typeof valeur !== "object" || valeur === null) return valeur;
  const cible = (cibles.get(valeur) ?? valeur) as unknown;
  if (!Array.isArray(cible)) return cible as T;
  if (!cibles.has(valeur) && !cible.some((x) => typeof x === "object" && x !== null)) return valeur;
  // Les éléments sont lus à travers l'enveloppe : une copie compte comme une lecture (`listeLue`).
  return (valeur as unknown[]).map((x: unknown) => deballer(x)) as T;
}
