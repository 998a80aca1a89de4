/**
 * Chronométrer une fonction comme le fait `%%timeit` : quelques tours
 * d'échauffement (le compilateur de JavaScript optimise le code qui tourne
 * souvent), puis des répétitions dont on garde la médiane et l'étendue.
 */
import { resumer, type Resume } from "./statistiques";

export interface OptionsChrono {
  /** Appels non mesurés avant les mesures (2 par défaut). */
  echauffement?: number;
  /** Nombre de mesures (10 par défaut). */
  repetitions?: number;
}

export interface Chronometrage extends Resume {
  /** Chaque mesure, en millisecondes, dans l'ordre. */
  mesures: number[];
  /** Ce que la fonction a renvoyé au dernier appel. */
  resultat: unknown;
}

/** Les durées d'appel de `fonction`, en millisecondes. */
export function chronometrer(fonction: () => unknown, options: OptionsChrono = {}): Chronometrage {
  const { echauffement = 2, repetitions = 10 } = options;
  if (!Number.isInteger(repetitions) || repetitions < 1) {
    throw new RangeError(
      `chronometrer : repetitions doit être un entier ≥ 1, et non ${repetitions}.`,
    );
  }
  let resultat: unknown;
  for (let k = 0; k < echauffement; k++) resultat = fonction();
  const mesures: number[] = [];
  for (let k = 0; k < repetitions; k++) {
    const debut = performance.now();
    resultat = fonction();
    mesures.push(performance.now() - debut);
  }
  return { ...resumer(mesures), mesures, resultat };
}
