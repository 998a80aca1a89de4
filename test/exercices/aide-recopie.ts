/**
 * `verifier` refuse les fonctions du cours. Pour vérifier qu'une de nos
 * versions réussit, les tests la passent donc comme le ferait un élève :
 * une fonction neuve, du même nom et du même nombre de paramètres, qui l'appelle.
 */
import type { FonctionEleve } from "../../src/exercices";

export function recopie<F extends FonctionEleve>(fonction: F): F {
  const copie = function (this: unknown, ...args: never[]) {
    return Reflect.apply(fonction, this, args);
  };
  Object.defineProperty(copie, "name", { value: fonction.name });
  Object.defineProperty(copie, "length", { value: fonction.length });
  return copie as unknown as F;
}
