/**
 * npm run site : construit le cours en site statique (voir construire.ts).
 *
 *   npm run site                       les leçons des élèves, dans site/
 *   npm run site -- --professeur       les leçons corrigées, dans site-professeur/
 *   npm run site -- --sortie DOSSIER   ailleurs
 */
import { resolve } from "node:path";
import { construireSite, dossierDuSite, type Edition } from "./construire";

const AIDE = `Usage : npm run site [-- --professeur] [-- --sortie DOSSIER]

Construit le cours en site statique (JupyterLite) : JupyterLab en français et le
noyau « TypeScript (cours Sudoku) » tournent dans le navigateur de l'élève, sans
rien installer. Posez le dossier du site sur n'importe quel serveur web.

  --professeur      les leçons corrigées (par défaut : les leçons des élèves)
  --sortie DOSSIER  le dossier du site (par défaut : site/, ou site-professeur/)
  -h, --aide        cette aide`;

async function principal(args: string[]): Promise<number> {
  let edition: Edition = "eleve";
  let sortie: string | undefined;
  for (let k = 0; k < args.length; k++) {
    const option = args[k];
    if (option === "--professeur") edition = "professeur";
    else if (option === "--sortie" && args[k + 1]) sortie = resolve(args[++k]);
    else if (option === "-h" || option === "--aide" || option === "--help") {
      console.log(AIDE);
      return 0;
    } else {
      console.error(`npm run site : option inconnue « ${option} »\n\n${AIDE}`);
      return 2;
    }
  }
  sortie ??= dossierDuSite(edition);
  try {
    const site = await construireSite({ edition, sortie, journal: (ligne) => console.log(ligne) });
    const secondes = (site.millisecondes / 1000).toFixed(1).replace(".", ",");
    console.log(
      site.reconstruit
        ? `Site construit dans ${site.sortie} (${secondes} s).`
        : `Site déjà à jour dans ${site.sortie} (${secondes} s) : rien n'a changé.`,
    );
    console.log(
      "Pour l'essayer : python3 -m http.server --directory " +
        `${site.sortie} 8000, puis http://127.0.0.1:8000/`,
    );
    return 0;
  } catch (erreur) {
    console.error(`npm run site : ${erreur instanceof Error ? erreur.message : String(erreur)}`);
    return 1;
  }
}

void principal(process.argv.slice(2)).then((code) => process.exit(code));
