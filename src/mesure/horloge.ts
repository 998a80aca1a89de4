/**
 * La résolution de l'horloge (`performance.now()`) : sous Node, quelques
 * dizaines de nanosecondes ; dans une page, les navigateurs l'arrondissent
 * (0,1 ms dans Chromium, 5 µs si la page est isolée), contre les attaques
 * par mesure du temps. Un appel plus court qu'elle dure « 0 ms ».
 */

let resolution: number | undefined;

/** Le plus petit écart non nul entre deux lectures de l'horloge, en ms (mesuré une fois). */
export function resolutionDeLHorloge(): number {
  if (resolution !== undefined) return resolution;
  let plusPetit = Infinity;
  for (let essai = 0; essai < 5; essai++) {
    const depart = performance.now();
    let suivant = performance.now();
    while (suivant === depart) suivant = performance.now();
    plusPetit = Math.min(plusPetit, suivant - depart);
  }
  resolution = plusPetit;
  return resolution;
}
