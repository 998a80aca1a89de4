/**
 * Le code de l'élève et `verifier` partagent les objets globaux : si l'élève
 * remplace `Array.prototype.map`, c'est `verifier` qui casse ensuite (et
 * `console.log` resterait muet). On photographie donc, avant son code, les
 * propriétés des objets dont `verifier` se sert ; après, on remet en état ce
 * qui a changé, et l'on dit quoi.
 *
 * Pourquoi pas `Object.freeze` ? On ne peut plus dégeler : le carnet entier
 * resterait figé. Pourquoi pas des copies de chaque méthode prises au
 * chargement ? Il faudrait réécrire tout `verifier` sans la moindre méthode
 * de tableau ou de texte. La comparaison regarde quelque 350 propriétés en
 * 30 µs environ, après chaque appel (`npm run bench:verifier`).
 */

import { hote } from "../hote/index";

// Prises au chargement, et seules utilisées ici (avec des boucles par indice, sans itérateur).
const { defineProperty, deleteProperty, getOwnPropertyDescriptor, ownKeys } = Reflect;
const memeValeur = Object.is;

const prototypeDesIterateurs = (iterable: Iterable<unknown>): object =>
  Object.getPrototypeOf(iterable[Symbol.iterator]()) as object;

/** Un objet surveillé, son nom, et pour `globalThis` et `process` les seules clés regardées. */
interface Surveille {
  nom: string;
  objet: object;
  cles?: readonly string[];
}

const GLOBAUX = [
  "Array",
  "Object",
  "Function",
  "String",
  "Number",
  "Boolean",
  "Symbol",
  "RegExp",
  "Map",
  "Set",
  "WeakMap",
  "Promise",
  "Error",
  "TypeError",
  "RangeError",
  "JSON",
  "Math",
  "Reflect",
  "console",
  "process",
];

const SURVEILLES: readonly Surveille[] = [
  { nom: "globalThis", objet: globalThis, cles: GLOBAUX },
  ...Object.entries({
    "Array.prototype": Array.prototype,
    "Object.prototype": Object.prototype,
    "Function.prototype": Function.prototype,
    "String.prototype": String.prototype,
    "Number.prototype": Number.prototype,
    "Boolean.prototype": Boolean.prototype,
    "Symbol.prototype": Symbol.prototype,
    "RegExp.prototype": RegExp.prototype,
    "Map.prototype": Map.prototype,
    "Set.prototype": Set.prototype,
    "WeakMap.prototype": WeakMap.prototype,
    "Promise.prototype": Promise.prototype,
    "Error.prototype": Error.prototype,
    "(itérateur de tableau)": prototypeDesIterateurs([]),
    "(itérateur de Map)": prototypeDesIterateurs(new Map()),
    "(itérateur de Set)": prototypeDesIterateurs(new Set()),
    Array,
    Object,
    Number,
    String,
    Promise,
    JSON,
    Math,
    Reflect,
    console,
  }).map(([nom, objet]): Surveille => ({ nom, objet })),
  // Ce que la machine ajoute (sous Node, les fonctions de `process` qui arrêtent le programme).
  ...hote.processus.surveilles(),
];

/** L'état des propriétés surveillées à un instant donné. */
export interface Photo {
  /** Pour chaque objet surveillé : ses clés, et leurs descripteurs au même rang. */
  cles: PropertyKey[][];
  descripteurs: (PropertyDescriptor | undefined)[][];
}

export function photographier(): Photo {
  const photo: Photo = { cles: [], descripteurs: [] };
  for (let k = 0; k < SURVEILLES.length; k++) {
    const { objet, cles: choisies } = SURVEILLES[k];
    const cles: PropertyKey[] = choisies ? [...choisies] : ownKeys(objet);
    const descripteurs: (PropertyDescriptor | undefined)[] = [];
    for (let i = 0; i < cles.length; i++)
      descripteurs[i] = getOwnPropertyDescriptor(objet, cles[i]);
    photo.cles[k] = cles;
    photo.descripteurs[k] = descripteurs;
  }
  return photo;
}

function memeDescripteur(a: PropertyDescriptor | undefined, b: PropertyDescriptor | undefined) {
  if (a === undefined || b === undefined) return a === b;
  return (
    memeValeur(a.value, b.value) &&
    a.get === b.get &&
    a.set === b.set &&
    a.writable === b.writable &&
    a.enumerable === b.enumerable &&
    a.configurable === b.configurable
  );
}

/**
 * Remet les propriétés surveillées comme sur la photo : valeurs changées ou
 * supprimées, clés ajoutées. Rend les noms de ce qui a été touché
 * (« Array.prototype.map ») ; vide si rien n'a bougé.
 */
export function retablir(photo: Photo): string[] {
  const touchees: [number, PropertyKey][] = [];
  for (let k = 0; k < SURVEILLES.length; k++) {
    const { objet, cles: choisies } = SURVEILLES[k];
    const cles = photo.cles[k];
    const descripteurs = photo.descripteurs[k];
    for (let i = 0; i < cles.length; i++) {
      const avant = descripteurs[i];
      if (memeDescripteur(getOwnPropertyDescriptor(objet, cles[i]), avant)) continue;
      if (avant) defineProperty(objet, cles[i], avant);
      else deleteProperty(objet, cles[i]);
      touchees[touchees.length] = [k, cles[i]];
    }
    if (choisies) continue;
    // Une clé ajoutée (Object.prototype.truc) apparaîtrait dans chaque for…in : on la retire.
    const maintenant = ownKeys(objet);
    if (maintenant.length === cles.length) continue;
    for (let i = 0; i < maintenant.length; i++) {
      if (getOwnPropertyDescriptor(objet, maintenant[i]) && !contient(cles, maintenant[i])) {
        deleteProperty(objet, maintenant[i]);
        touchees[touchees.length] = [k, maintenant[i]];
      }
    }
  }
  // Les noms s'écrivent une fois tout remis : ils se servent de méthodes de texte.
  return touchees.map(([k, cle]) => nommer(SURVEILLES[k].nom, cle));
}

function contient(cles: PropertyKey[], cle: PropertyKey): boolean {
  for (let i = 0; i < cles.length; i++) if (cles[i] === cle) return true;
  return false;
}

/** « Array.prototype.map », « Array.prototype[Symbol.iterator] », « globalThis.console ». */
function nommer(objet: string, cle: PropertyKey): string {
  if (typeof cle === "symbol") return `${objet}[${cle.description ?? "symbole"}]`;
  return `${objet}.${String(cle)}`;
}
