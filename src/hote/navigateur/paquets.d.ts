/** Un module WebAssembly importé par le paquet du navigateur : ses octets (chargeur « binary » d'esbuild). */
declare module "*.wasm" {
  const octets: Uint8Array;
  export default octets;
}

/** @pkgjs/parseargs : le `parseArgs` de Node, publié à part (même signature). */
declare module "@pkgjs/parseargs" {
  export { parseArgs } from "node:util";
}
