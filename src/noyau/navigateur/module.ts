/**
 * Ce que l'exécuteur de tslab demande au module `module` de Node, dans la
 * page : le `require` des cellules (voir `modules.ts`), posé par le noyau au
 * démarrage. Les modules que tslab compile lui-même (`sideOutputs`) n'existent
 * pas ici : la bibliothèque arrive déjà compilée, dans son paquet.
 */
let requireDesCellules: ((nom: string) => unknown) | undefined;

export function poserRequire(f: (nom: string) => unknown): void {
  requireDesCellules = f;
}

export function createRequire(): (nom: string) => unknown {
  return (nom) => {
    if (!requireDesCellules)
      throw new Error("le noyau n'a pas encore posé le require des cellules");
    return requireDesCellules(nom);
  };
}

export default { createRequire };
