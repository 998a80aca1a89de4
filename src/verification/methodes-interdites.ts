/**
 * Les méthodes du cours qui font l'exercice : les classes du cours ont leur
 * propre `estValide` (une contrainte) ou `modifierLabels`, que l'élève écrit,
 * lui, en fonction. Sans garde, `verifier("estValide", (c, v, x) =>
 * c.estValide(v, x))` passerait tous les cas sans rien écrire, en carnet comme
 * à la correction, où ces méthodes restent dans la cage : d'autres parties du
 * cours (le PSC, dont se sert le `backtrack` de l'élève) s'en servent.
 *
 * Le temps des appels de la fonction de l'élève, chaque méthode d'une classe
 * du cours (ou d'une classe dont elle hérite) qui porte le nom de l'exercice
 * lève donc une erreur qui le dit ; elle est remise ensuite, même après ■.
 */
import { CLASSES } from "./pieces";

/** La méthode remplacée : elle dit à l'élève pourquoi elle ne répond pas. */
function interdite(nom: string): () => never {
  return () => {
    throw Object.assign(
      new Error(
        `la méthode ${nom} du cours ne répond pas pendant la vérification de ${nom} : c'est la vôtre qu'il faut écrire`,
      ),
      { name: "VersionDuCoursInterdite" },
    );
  };
}

/** Coupe les méthodes du cours nommées `nom` ; rend de quoi les remettre. */
export function interdireLesMethodes(nom: string): () => void {
  const remises: (() => void)[] = [];
  const vus = new Set<object>();
  for (const classe of Object.values(CLASSES)) {
    for (
      let prototype: object | null = classe.prototype;
      prototype && prototype !== Object.prototype;
      prototype = Object.getPrototypeOf(prototype) as object | null
    ) {
      if (vus.has(prototype)) continue;
      vus.add(prototype);
      const descripteur = Object.getOwnPropertyDescriptor(prototype, nom);
      if (!descripteur || typeof descripteur.value !== "function") continue;
      const cible = prototype;
      Object.defineProperty(cible, nom, { ...descripteur, value: interdite(nom) });
      remises.push(() => Object.defineProperty(cible, nom, descripteur));
    }
  }
  return () => {
    for (const remettre of remises.reverse()) remettre();
  };
}
