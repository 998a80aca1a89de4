/**
 * npm run export:html [-- --carnets 00-sommaire,06-comparaison] [--sortie DOSSIER] :
 * exécute les leçons corrigées (notebooks/professeur/) avec le noyau du cours
 * et les exporte en HTML dans sortie/html/, avec une page index.html qui les
 * relie, pour les lire sans Jupyter et sans réseau. Chaque leçon est exécutée
 * pour de bon : l'export complet prend quelques minutes.
 */
import { mkdirSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { RACINE, commandeDuProjet } from "../commun/jupyter";
import { ecrireIndex, exporterCarnet } from "./pages-html";

const PROFESSEUR = join(RACINE, "notebooks", "professeur");

const AIDE = `Usage : npm run export:html [-- OPTIONS]

Exécute les leçons corrigées (notebooks/professeur/) avec le noyau du cours et
les exporte en HTML, lisibles dans un navigateur sans Jupyter ni réseau, avec
une page index.html qui les relie.

Options :
  --carnets A,B     seulement ces carnets (noms sans « .ipynb »), par exemple
                    --carnets 00-sommaire,06-comparaison
  --sortie DOSSIER  le dossier des pages (par défaut : sortie/html)
  -h, --aide        cette aide

Codes de sortie : 0 tout est exporté ; 1 au moins un carnet n'a pas pu l'être ;
2 option ou carnet inconnu.`;

/** Une erreur dans la ligne de commande : code de sortie 2. */
class ErreurOptions extends Error {}

interface Options {
  carnets: string[];
  sortie: string;
  aide: boolean;
}

/** Les carnets du cours, dans l'ordre alphabétique, sans « .ipynb ». */
function carnetsDuCours(): string[] {
  return readdirSync(PROFESSEUR)
    .filter((nom) => nom.endsWith(".ipynb"))
    .map((nom) => nom.slice(0, -".ipynb".length))
    .sort();
}

function lireOptions(args: string[], connus: string[]): Options {
  const options: Options = { carnets: connus, sortie: join(RACINE, "sortie", "html"), aide: false };
  for (let k = 0; k < args.length; k++) {
    // « --option valeur » ou « --option=valeur ».
    const [option, ...jointe] = args[k].split("=");
    const valeur = (): string => {
      if (jointe.length > 0) return jointe.join("=");
      const suivant = args[++k];
      if (suivant === undefined || suivant.startsWith("-"))
        throw new ErreurOptions(`l'option ${option} attend une valeur.`);
      return suivant;
    };
    if (option === "-h" || option === "--aide") {
      options.aide = true;
    } else if (option === "--carnets") {
      const demandes = valeur()
        .split(",")
        .map((nom) => nom.trim().replace(/\.ipynb$/, ""))
        .filter((nom) => nom !== "");
      const inconnu = demandes.find((nom) => !connus.includes(nom));
      if (inconnu !== undefined)
        throw new ErreurOptions(
          `carnet inconnu : « ${inconnu} ». Les carnets du cours : ${connus.join(", ")}.`,
        );
      if (demandes.length === 0)
        throw new ErreurOptions("--carnets attend au moins un nom de carnet.");
      // Toujours dans l'ordre du cours, chacun une fois.
      options.carnets = connus.filter((nom) => demandes.includes(nom));
    } else if (option === "--sortie") {
      // Par npm run, le dossier courant est la racine : INIT_CWD est celui d'où l'on a lancé npm.
      options.sortie = resolve(process.env.INIT_CWD ?? process.cwd(), valeur());
    } else {
      throw new ErreurOptions(`option inconnue : « ${args[k]} ».`);
    }
  }
  return options;
}

function duree(ms: number): string {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, "0")} s`;
}

function taille(octets: number): string {
  if (octets < 1e6) return `${Math.round(octets / 1e3)} ko`;
  return `${(octets / 1e6).toLocaleString("fr-FR", { maximumFractionDigits: 1 })} Mo`;
}

function pluriel(n: number, singulier: string, plurielDuMot: string): string {
  return `${n} ${n > 1 ? plurielDuMot : singulier}`;
}

function principal(): number {
  const connus = carnetsDuCours();
  let options: Options;
  try {
    options = lireOptions(process.argv.slice(2), connus);
  } catch (erreur) {
    if (!(erreur instanceof ErreurOptions)) throw erreur;
    console.error(`export:html : ${erreur.message}\nPour l'aide : npm run export:html -- --aide`);
    return 2;
  }
  if (options.aide) {
    console.log(AIDE);
    return 0;
  }
  const nbconvert = commandeDuProjet("jupyter-nbconvert");
  if (!nbconvert) {
    console.error(
      "export:html : jupyter-nbconvert est introuvable dans .venv/ : lancez d'abord " +
        "« npm start » ou « npm test », qui installent le Jupyter du projet.",
    );
    return 1;
  }

  mkdirSync(options.sortie, { recursive: true });
  const n = options.carnets.length;
  console.log(
    `Export de ${pluriel(n, "carnet", "carnets")} vers ${options.sortie} ` +
      "(chaque leçon est exécutée : comptez quelques minutes pour tout le cours).",
  );
  const debut = performance.now();
  const echecs: string[] = [];
  for (const nom of options.carnets) {
    const depart = performance.now();
    const erreur = exporterCarnet(nbconvert, join(PROFESSEUR, `${nom}.ipynb`), options.sortie);
    if (erreur !== undefined) {
      echecs.push(nom);
      console.error(`${nom} : échec de l'export, ${erreur}`);
      continue;
    }
    const octets = statSync(join(options.sortie, `${nom}.html`)).size;
    console.log(`${nom} : exporté en ${duree(performance.now() - depart)}, ${taille(octets)}`);
  }

  const index = ecrireIndex(PROFESSEUR, connus, options.sortie);

  const reussis = n - echecs.length;
  console.log(
    `\n${pluriel(reussis, "carnet exporté", "carnets exportés")} en ${duree(performance.now() - debut)}.`,
  );
  console.log(`Les leçons : ${index}`);
  if (echecs.length > 0) {
    console.error(`Non exportés, voir plus haut : ${echecs.join(", ")}.`);
    return 1;
  }
  return 0;
}

try {
  process.exitCode = principal();
} catch (erreur) {
  // Un dossier de sortie interdit en écriture, par exemple : un message, pas une pile d'appels.
  console.error(`export:html : ${(erreur as Error).message}`);
  process.exitCode = 3;
}
