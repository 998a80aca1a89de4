/**
 * npm run bench:expliquer -- --page : `expliquer` sur les 95 grilles « top 95 »
 * dans la page (le site des élèves, `npm run site`, ouvert dans Chromium sans
 * écran, la bibliothèque importée par une cellule comme le ferait l'élève, par
 * le noyau du cours dans la page) et dans Node, dans la même exécution.
 *
 * De chaque côté : ms par grille (médiane, maximum, la grille la plus lente),
 * après le même échauffement (5 grilles faciles) ; puis le rapport page / Node
 * et l'objectif de l'issue 36 (moins de 2 s pour la plus lente dans la page,
 * moins d'1 s dans Node). Les explications doivent être les mêmes : pour
 * chaque grille, le même statut, le même nombre d'étapes et la même empreinte
 * SHA-256 du JSON de l'explication, sinon le banc finit en erreur.
 *
 * Le site est servi sur 127.0.0.1, la page ne sort pas du site ; toute la
 * mesure est bornée (DELAI), et Chromium et le serveur sont arrêtés même en cas
 * d'échec.
 */
import { createHash } from "node:crypto";
import { loadavg } from "node:os";
import { join } from "node:path";
import { expliquer } from "../../src/explication/expliquer";
import { lireFichier } from "../../src/grille/lecture";
import { mediane } from "../../src/mesure/statistiques";
import { decrireMachine, tableauTexte } from "../../src/mesure/tableau-texte";
import { RACINE } from "../commun/jupyter";
import { executerDansLaPage } from "../commun/noyau-de-la-page";
import { CarnetOuvert, horsLigne, lancerChromium } from "../commun/page-jupyter";
import { construireSite, dossierDuSite } from "../site/construire";
import { servirSite } from "../site/serveur-statique";
import { dossierDeBanc } from "./dossier-de-banc";

const TOP95 = "data/ensembles/norvig_top95.txt";
const ECHAUFFEMENT = "data/ensembles/norvig_easy50.txt";
/** Tout le banc, site construit compris, tient dans ce délai (ms). */
const DELAI = 15 * 60_000;
const OBJECTIF_PAGE = 2000;
const OBJECTIF_NODE = 1000;

/** Une grille expliquée : durée (ms), statut, nombre d'étapes, empreinte du JSON de l'explication. */
interface Mesure {
  ms: number;
  statut: string;
  etapes: number;
  empreinte: string;
}

/**
 * La cellule de la page : une ligne « ms statut étapes empreinte » par grille.
 * L'empreinte est calculée hors chronométrage, par l'API Web Crypto du fil.
 */
const CELLULE = `
const grillesDuBanc = lireFichier("${TOP95}");
for (const g of lireFichier("${ECHAUFFEMENT}").slice(0, 5)) expliquer(g);
for (const g of grillesDuBanc) {
  const debut = performance.now();
  const e = expliquer(g);
  const ms = performance.now() - debut;
  const octets = new TextEncoder().encode(JSON.stringify(e));
  const condense = new Uint8Array(await crypto.subtle.digest("SHA-256", octets));
  const hex = Array.from(condense, (o) => o.toString(16).padStart(2, "0")).join("");
  console.log(\`\${ms} \${e.statut} \${e.etapes.length} \${hex}\`);
}
`;

function lireMesures(sortie: string): Mesure[] {
  return sortie
    .trim()
    .split("\n")
    .map((ligne) => {
      const [ms, statut, etapes, empreinte] = ligne.trim().split(" ");
      return { ms: Number(ms), statut, etapes: Number(etapes), empreinte };
    });
}

function mesurerDansNode(): Mesure[] {
  for (const g of lireFichier(join(RACINE, ECHAUFFEMENT)).slice(0, 5)) expliquer(g);
  return lireFichier(join(RACINE, TOP95)).map((g) => {
    const debut = performance.now();
    const e = expliquer(g);
    const ms = performance.now() - debut;
    const empreinte = createHash("sha256").update(JSON.stringify(e)).digest("hex");
    return { ms, statut: e.statut, etapes: e.etapes.length, empreinte };
  });
}

async function mesurerDansLaPage(): Promise<{ mesures: Mesure[]; chromium: string }> {
  const { dossier: maison, nettoyer } = dossierDeBanc("expliquer-page");
  const sortie = dossierDuSite("eleve");
  await construireSite({ edition: "eleve", sortie });
  const serveur = await servirSite(sortie);
  const navigateur = await lancerChromium(maison);
  try {
    const page = await navigateur.newPage({ viewport: { width: 1280, height: 900 } });
    const externes = await horsLigne(page, serveur.base);
    await CarnetOuvert.ouvrir(
      page,
      `${serveur.base}lab/index.html?path=01-td-retour-arriere.ipynb`,
    );
    const importation = await executerDansLaPage(
      page,
      'import { expliquer, lireFichier } from "./src/index";',
    );
    if (importation.erreur) throw new Error(`import dans la page : ${importation.texte}`);
    const r = await executerDansLaPage(page, CELLULE);
    if (r.erreur) throw new Error(`cellule dans la page : ${r.texte}`);
    if (externes.length > 0) throw new Error(`requêtes hors du site : ${externes.join(", ")}`);
    return { mesures: lireMesures(r.sortie), chromium: navigateur.version() };
  } finally {
    await navigateur.close();
    await serveur.arreter();
    nettoyer();
  }
}

const ms = (x: number) => `${Math.round(x).toLocaleString("fr-FR")} ms`;
const charge = () =>
  loadavg()
    .map((x) => x.toFixed(2).replace(".", ","))
    .join(" ; ");

/** Rejette au bout de `delai` ms (le minuteur ne retient pas le processus). */
function borne<T>(promesse: Promise<T>, delai: number): Promise<T> {
  return new Promise<T>((resoudre, rejeter) => {
    const minuteur = setTimeout(
      () => rejeter(new Error(`plus de ${delai / 60_000} min, banc arrêté`)),
      delai,
    );
    minuteur.unref();
    promesse.then(resoudre, rejeter).finally(() => clearTimeout(minuteur));
  });
}

export async function benchExpliquerPage(): Promise<void> {
  console.log(decrireMachine());
  console.log(`Charge de la machine (1, 5, 15 min) au début : ${charge()}`);
  const { mesures: page, chromium } = await borne(mesurerDansLaPage(), DELAI);
  const node = mesurerDansNode();
  const chargeFin = charge();
  const plusLente = (m: Mesure[]) => m.reduce((k, x, i) => (x.ms > m[k].ms ? i : k), 0);
  const cote = (m: Mesure[]) => ({
    mediane: mediane(m.map((x) => x.ms)),
    max: m[plusLente(m)].ms,
    total: m.reduce((t, x) => t + x.ms, 0),
  });
  const p = cote(page);
  const n = cote(node);
  const rapport = (a: number, b: number) => `${(a / b).toFixed(2).replace(".", ",")}×`;
  console.log(`Chromium ${chromium}, sans écran ; site des élèves servi sur 127.0.0.1.\n`);
  console.log(
    tableauTexte([
      ["expliquer, top95 (95 grilles)", "dans la page", "Node", "rapport"],
      ["ms par grille, médiane", ms(p.mediane), ms(n.mediane), rapport(p.mediane, n.mediane)],
      ["ms par grille, maximum", ms(p.max), ms(n.max), rapport(p.max, n.max)],
      ["grille la plus lente (rang dans top95)", plusLente(page) + 1, plusLente(node) + 1, ""],
      ["total des 95 grilles", ms(p.total), ms(n.total), rapport(p.total, n.total)],
    ]),
  );
  console.log(`\nCharge de la machine (1, 5, 15 min) à la fin : ${chargeFin}`);
  const dit = (x: number, but: number) => (x < but ? "atteint" : "manqué");
  console.log(
    `Objectif : la plus lente en moins de 2 s dans la page : ${ms(p.max)}, ${dit(p.max, OBJECTIF_PAGE)} ; ` +
      `en moins d'1 s dans Node : ${ms(n.max)}, ${dit(n.max, OBJECTIF_NODE)}.`,
  );
  const differentes = node
    .map((x, i) => ({ x, y: page[i], rang: i + 1 }))
    .filter(
      ({ x, y }) =>
        y === undefined ||
        x.statut !== y.statut ||
        x.etapes !== y.etapes ||
        x.empreinte !== y.empreinte,
    );
  if (page.length !== node.length || differentes.length > 0) {
    console.log(
      `ATTENTION : ${differentes.length} explication(s) de la page différente(s) de Node ` +
        `(rangs ${differentes.map((d) => d.rang).join(", ")}) ; ${page.length} grilles dans la page.`,
    );
    process.exitCode = 1;
  } else {
    const etapes = node.reduce((t, x) => t + x.etapes, 0);
    console.log(
      `Mêmes explications dans la page et dans Node : 95 grilles, ${etapes} étapes, ` +
        `même statut, même nombre d'étapes et même empreinte SHA-256 du JSON pour chaque grille.`,
    );
  }
  if (p.max >= OBJECTIF_PAGE || n.max >= OBJECTIF_NODE) process.exitCode = 1;
}
