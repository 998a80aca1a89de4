/** @pkgjs/parseargs : le `parseArgs` de Node, publié à part (même signature). */
declare module "@pkgjs/parseargs" {
  export { parseArgs } from "node:util";
}
