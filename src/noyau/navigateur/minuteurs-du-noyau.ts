/**
 * Les minuteurs du fil tels qu'ils sont quand le paquet du noyau se charge,
 * avant que `minuteurs.ts` ne pose à leur place ceux que ■ annule. esbuild
 * les substitue à `setTimeout`, `setInterval`… dans tout le paquet du fil
 * (option `inject`, voir `outils/site/paquets.ts`) : le noyau (l'attente
 * d'une cellule, l'envoi groupé des sorties), tslab et TypeScript gardent
 * les leurs, que ■ ne touche pas.
 */
const globales = globalThis;

const vraiSetTimeout = globales.setTimeout.bind(globales);
const vraiClearTimeout = globales.clearTimeout.bind(globales);
const vraiSetInterval = globales.setInterval.bind(globales);
const vraiClearInterval = globales.clearInterval.bind(globales);

export {
  vraiSetTimeout as setTimeout,
  vraiClearTimeout as clearTimeout,
  vraiSetInterval as setInterval,
  vraiClearInterval as clearInterval,
};
