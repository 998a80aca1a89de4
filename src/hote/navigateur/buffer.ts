/**
 * `Buffer`, que la bibliothèque emploie comme un global de Node (octets,
 * base64), pour les paquets du navigateur : le paquet `buffer`, la même API
 * écrite pour le navigateur. esbuild le pose là où le code nomme `Buffer`.
 */
export { Buffer } from "buffer";
