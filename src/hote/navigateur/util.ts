/**
 * Le module `util` de Node, pour les paquets du navigateur : `inspect` et
 * `format` viennent de node-inspect-extracted, le code même de Node, extrait
 * pour le navigateur ; les textes des valeurs sont donc ceux de Node.
 * `parseArgs` (les options de la commande `sudoku`) vient de
 * @pkgjs/parseargs, le paquet d'où Node l'a tiré.
 */
export { format, inspect } from "node-inspect-extracted";
export { parseArgs } from "@pkgjs/parseargs";

export const TextDecoder = globalThis.TextDecoder;
export const TextEncoder = globalThis.TextEncoder;
