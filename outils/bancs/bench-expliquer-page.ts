/**
 * npm run bench:expliquer -- --page : `expliquer` sur les 95 grilles « top 95 »
 * dans la page (le site des élèves, `npm run site`, ouvert dans Chromium sans
 * écran, la bibliothèque importée par une cellule comme le ferait l'élève, par
 * le noyau du cours dans la page) et dans Node, dans la même exécution.
 *
 * De chaque côté : ms par grille (médiane, maximum, la grille la plus lente),
 * après le même échauffement (5 grilles faciles), sur `-- --tours N` passes
 * (2 par défaut) en alternance, la plus courte gardée pour chaque grille ; puis
 * le rapport page / Node et l'objectif de l'issue 36 (moins de 2 s pour la plus
 * lente dans la page, moins d'1 s dans Node), dit atteint ou manqué. Les
 * explications doivent être les mêmes : pour chaque grille et à chaque passe,
 * le même statut, le même nombre d'étapes et la même empreinte SHA-256 du JSON
 * de l'explication ; sinon le banc finit en erreur.
 *
 * Le site est servi sur 127.0.0.1, la page ne sort pas du site ; les mesures
 * sont bornées (DELAI : Chromium est alors fermé), et Chromium, le serveur et
 * le dossier temporaire sont rangés même en cas d'échec.
 */
import { createHash } from "node:crypto";
import { loadavg } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { expliquer } from "../../src/explication/expliquer";
import { lireFichier } from "../../src/grille/lecture";
import { mediane } from "../../src/mesure/statistiques";
import { decrireMachine, tableauTexte } from "../../src/mesure/tableau-texte";
import { RACINE } from "../commun/jupyter";
import { executerDansLaPage } from "../commun/noyau-de-la-page";
import { CarnetOuvert, horsLigne, lancerChromium } from "../commun/page-jupyter";
import { construireSite, dossierDuSite } from "../site/construire";
import { servirSite, type ServeurStatique } from "../site/serveur-statique";
import { dossierDeBanc } from "./dossier-de-banc";

const TOP95 = "data/ensembles/norvig_top95.txt";
const ECHAUFFEMENT = "data/ensembles/norvig_easy50.txt";
/** Les mesures, de Chromium lancé à Chromium fermé, tiennent dans ce délai (ms). */
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

/**
 * `tours` passes de chaque côté, en alternance (page, Node, page, Node…), pour
 * que la charge de la machine, qui change d'une minute à l'autre, pèse autant
 * sur les deux.
 */
async function mesurerLesDeux(
  tours: number,
): Promise<{ page: Mesure[][]; node: Mesure[][]; chromium: string }> {
  const sortie = dossierDuSite("eleve");
  await construireSite({ edition: "eleve", sortie });
  const { dossier: maison, nettoyer } = dossierDeBanc("expliquer-page");
  let serveur: ServeurStatique | undefined;
  let navigateur: Browser | undefined;
  // Passé le délai, Chromium est fermé : l'attente en cours échoue, et tout est rangé ci-dessous.
  let depasse = false;
  const minuteur = setTimeout(() => {
    depasse = true;
    void navigateur?.close();
  }, DELAI);
  try {
    serveur = await servirSite(sortie);
    navigateur = await lancerChromium(maison);
    const onglet = await navigateur.newPage({ viewport: { width: 1280, height: 900 } });
    const externes = await horsLigne(onglet, serveur.base);
    await CarnetOuvert.ouvrir(
      onglet,
      `${serveur.base}lab/index.html?path=01-td-retour-arriere.ipynb`,
    );
    const importation = await executerDansLaPage(
      onglet,
      'import { expliquer, lireFichier } from "./src/index";',
    );
    if (importation.erreur) throw new Error(`import dans la page : ${importation.texte}`);
    const page: Mesure[][] = [];
    const node: Mesure[][] = [];
    for (let t = 0; t < tours; t++) {
      const r = await executerDansLaPage(onglet, CELLULE);
      if (r.erreur) throw new Error(`cellule dans la page : ${r.texte}`);
      page.push(lireMesures(r.sortie));
      node.push(mesurerDansNode());
    }
    if (externes.length > 0) throw new Error(`requêtes hors du site : ${externes.join(", ")}`);
    return { page, node, chromium: navigateur.version() };
  } catch (erreur) {
    if (depasse)
      throw new Error(`plus de ${DELAI / 60_000} min dans la page, banc arrêté`, { cause: erreur });
    throw erreur;
  } finally {
    clearTimeout(minuteur);
    await navigateur?.close();
    await serveur?.arreter();
    nettoyer();
  }
}

/** Pour chaque grille, la plus courte des passes (celle que la charge a le moins gênée). */
function meilleures(passes: Mesure[][]): Mesure[] {
  return passes[0].map((m, i) => ({
    ...m,
    ms: Math.min(...passes.map((p) => p[i]?.ms ?? Infinity)),
  }));
}

/** Les rangs (1 à 95) des grilles dont une passe ne donne pas l'explication de la référence. */
function differences(reference: Mesure[], passes: Mesure[][]): number[] {
  return reference
    .map((x, i) => ({ x, rang: i + 1, autres: passes.map((p) => p[i]) }))
    .filter(({ x, autres }) =>
      autres.some(
        (y) =>
          y === undefined ||
          x.statut !== y.statut ||
          x.etapes !== y.etapes ||
          x.empreinte !== y.empreinte,
      ),
    )
    .map(({ rang }) => rang);
}

const ms = (x: number) => `${Math.round(x).toLocaleString("fr-FR")} ms`;
const charge = () =>
  loadavg()
    .map((x) => x.toFixed(2).replace(".", ","))
    .join(" ; ");

export async function benchExpliquerPage(tours: number): Promise<void> {
  console.log(decrireMachine());
  console.log(`Charge de la machine (1, 5, 15 min) au début : ${charge()}`);
  const passes = await mesurerLesDeux(tours);
  const chargeFin = charge();
  const page = meilleures(passes.page);
  const node = meilleures(passes.node);
  const plusLente = (m: Mesure[]) => m.reduce((k, x, i) => (x.ms > m[k].ms ? i : k), 0);
  const cote = (m: Mesure[]) => ({
    mediane: mediane(m.map((x) => x.ms)),
    max: m[plusLente(m)].ms,
    total: m.reduce((t, x) => t + x.ms, 0),
  });
  const p = cote(page);
  const n = cote(node);
  const rapport = (a: number, b: number) => `${(a / b).toFixed(2).replace(".", ",")}×`;
  console.log(
    `Chromium ${passes.chromium}, sans écran ; site des élèves servi sur 127.0.0.1 ; ` +
      `${tours} passes de chaque côté, en alternance, la plus courte gardée pour chaque grille.\n`,
  );
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
  const reference = passes.node[0];
  const ecarts = differences(reference, [...passes.page, ...passes.node]);
  if (reference.length !== 95 || ecarts.length > 0) {
    console.log(
      `ATTENTION : ${ecarts.length} grille(s) expliquée(s) autrement dans la page qu'avec Node ` +
        `(rangs ${ecarts.join(", ")}) ; ${reference.length} grilles lues.`,
    );
    process.exitCode = 1;
  } else {
    const etapes = reference.reduce((t, x) => t + x.etapes, 0);
    console.log(
      `Mêmes explications dans la page et dans Node, à chaque passe : 95 grilles, ${etapes} étapes ; ` +
        `pour chaque grille, même statut, même nombre d'étapes et même empreinte SHA-256 du JSON.`,
    );
  }
}
