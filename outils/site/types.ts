/**
 * `types.json` : les fichiers que lit le compilateur des cellules dans la
 * page (voir `src/noyau/navigateur/systeme.ts`), les mêmes qu'il lit sous
 * Node dans le noyau de Jupyter :
 *
 * - `/ts/lib.*.d.ts` : les bibliothèques de TypeScript (ES2022 et ce qu'elle
 *   inclut), à côté du compilateur, sans leur documentation anglaise
 *   (`src/noyau/sans-jsdoc.ts`) ;
 * - `/cours/node_modules/@types/node/` : les types de Node, allégés comme
 *   dans le noyau de Jupyter (`src/noyau/types-de-node.ts`) ;
 * - `/cours/src/…d.ts` : les déclarations de la bibliothèque, celles de la
 *   bibliothèque précompilée du noyau (`src/noyau/bibliotheque.ts`),
 *   documentation comprise : Maj+Tab la montre ;
 * - `/cours/src/origines.json` : d'où vient chaque nom de l'index, pour le
 *   servir à la demande (`src/noyau/index-a-la-demande.ts`).
 *
 * Une cellule est donc vérifiée dans la page exactement comme sous Node.
 */
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { construire, dossierDuCache } from "../../src/noyau/bibliotheque";
import { ORIGINES } from "../../src/noyau/navigateur/systeme";
import { declarationAllegee } from "../../src/noyau/types-de-node";
import { RACINE } from "../commun/jupyter";

function fichiersSous(dossier: string, garder: (nom: string) => boolean): string[] {
  const trouves: string[] = [];
  const parcourir = (d: string) => {
    for (const entree of readdirSync(d, { withFileTypes: true })) {
      const chemin = join(d, entree.name);
      if (entree.isDirectory()) parcourir(chemin);
      else if (garder(entree.name)) trouves.push(chemin);
    }
  };
  parcourir(dossier);
  return trouves.sort();
}

const enPosix = (chemin: string) => chemin.split(sep).join("/");

/** Le contenu de `types.json` (chemin dans la page → texte), et son nombre d'erreurs de bibliothèque. */
export async function typesDuCompilateur(): Promise<Record<string, string>> {
  const types: Record<string, string> = {};
  const ts = dirname(require.resolve("@tslab/typescript-for-tslab/package.json"));
  for (const fichier of fichiersSous(join(ts, "lib"), (nom) =>
    /^lib\.(es|decorators|d\.ts)/.test(nom),
  ))
    types[`/ts/${relative(join(ts, "lib"), fichier)}`] = declarationAllegee(
      fichier,
      readFileSync(fichier, "utf8"),
    );

  const node = dirname(require.resolve("@types/node/package.json"));
  for (const fichier of fichiersSous(
    node,
    (nom) => nom.endsWith(".d.ts") || nom === "package.json",
  )) {
    const relatif = enPosix(relative(node, fichier));
    types[`/cours/node_modules/@types/node/${relatif}`] = declarationAllegee(
      fichier,
      readFileSync(fichier, "utf8"),
    );
  }

  const manifeste = await construire(RACINE);
  if (manifeste.erreurs > 0)
    throw new Error(
      `src/ a ${manifeste.erreurs} erreur(s) de compilation : corrigez-les (npm run types)`,
    );
  const dossier = dossierDuCache(RACINE, manifeste.empreinte);
  const cache = join(dossier, "src");
  for (const fichier of fichiersSous(cache, (nom) => nom.endsWith(".d.ts")))
    types[`/cours/src/${enPosix(relative(cache, fichier))}`] = readFileSync(fichier, "utf8");
  // D'où vient chaque nom de l'index : la page, comme le noyau, n'en sert que ceux qu'importent les cellules.
  types[ORIGINES] = readFileSync(join(dossier, "origines.json"), "utf8");
  // Les déclarations écrites à la main (un paquet sans types), hors du code du navigateur.
  for (const fichier of fichiersSous(join(RACINE, "src"), (nom) => nom.endsWith(".d.ts"))) {
    const relatif = enPosix(relative(join(RACINE, "src"), fichier));
    if (!relatif.includes("navigateur/"))
      types[`/cours/src/${relatif}`] = readFileSync(fichier, "utf8");
  }
  return types;
}
