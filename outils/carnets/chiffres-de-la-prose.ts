/**
 * Les chiffres que la prose d'une leçon avance doivent sortir du carnet
 * lui-même : un nombre de trois chiffres ou plus écrit dans une cellule de
 * texte doit apparaître dans une sortie du carnet exécuté, sinon il a été
 * tapé à la main et dérivera le jour où la bibliothèque changera.
 *
 * Ne comptent pas : le code (entre accents graves ou en bloc), les adresses,
 * les années (quatre chiffres collés, de 1800 à 2099 : un effectif s'écrit
 * « 2 000 » avec son espace), la bibliographie, et les cellules du
 * professeur. Un chiffre publié (cité avec sa source) se déclare dans la
 * liste des chiffres publiés du test (test/carnets/chiffres.test.ts).
 *
 * Usage, sur un carnet exécuté : npx ts-node outils/carnets/chiffres-de-la-prose.ts carnet.ipynb
 */
import { lireCarnet, sourceDe, type Carnet, type Cellule } from "./carnets";

/**
 * Un nombre : chiffres groupés par trois (espace fine, insécable ou simple),
 * décimales éventuelles. Collé à une lettre, ce n'est pas un nombre mais un
 * nom (« 8INF846 », « IFT3335 »).
 */
const NOMBRE =
  /(?<![\p{L}\d.,])(?:\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:[.,]\d+)?(?![\p{L}\d])/gu;

/** La forme canonique d'un nombre : sans séparateur de groupes, point décimal. */
export function canonique(nombre: string): string {
  return nombre.replace(/[ \u00a0\u202f]/g, "").replace(",", ".");
}

/** Nombre de chiffres significatifs d'une forme canonique (les zéros de tête ne comptent pas). */
function chiffres(forme: string): number {
  return forme.replace(".", "").replace(/^0+/, "").length;
}

function estAnnee(brut: string): boolean {
  return /^\d{4}$/.test(brut) && Number(brut) >= 1800 && Number(brut) <= 2099;
}

/** Le texte d'une cellule Markdown sans code, sans adresses, sans images. */
function proseDe(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/`[^`]*`/g, " ")
    .replace(/\]\([^)]*\)/g, "] ")
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/<[^>]+>/g, " ");
}

/** Les nombres (formes canoniques) d'un texte. */
export function nombresDe(texte: string): string[] {
  return [...texte.matchAll(NOMBRE)].map((m) => canonique(m[0]));
}

export interface ChiffreDeProse {
  /** Le nombre tel qu'il est écrit. */
  ecrit: string;
  forme: string;
  /** Le numéro de la cellule (à partir de 1) et le début de sa phrase. */
  cellule: number;
  contexte: string;
}

function estProfesseur(cellule: Cellule): boolean {
  return (cellule.metadata.tags ?? []).includes("professeur");
}

/** Les chiffres de trois chiffres ou plus de la prose d'un carnet. */
export function chiffresDeLaProse(carnet: Carnet): ChiffreDeProse[] {
  const trouves: ChiffreDeProse[] = [];
  carnet.cells.forEach((cellule, k) => {
    if (cellule.cell_type !== "markdown" || estProfesseur(cellule)) return;
    const source = sourceDe(cellule);
    if (/^#+\s*Bibliographie/m.test(source)) return;
    const prose = proseDe(source);
    for (const m of prose.matchAll(NOMBRE)) {
      const forme = canonique(m[0]);
      if (chiffres(forme) < 3 || estAnnee(m[0])) continue;
      const debut = Math.max(0, m.index - 60);
      const contexte = prose.slice(debut, m.index + m[0].length + 20).replace(/\s+/g, " ");
      trouves.push({ ecrit: m[0], forme, cellule: k + 1, contexte });
    }
  });
  return trouves;
}

interface Sortie {
  text?: string | string[];
  data?: Record<string, unknown>;
}

/** Tout le texte que les cellules de code d'un carnet exécuté ont affiché. */
export function texteDesSorties(carnet: Carnet): string {
  return carnet.cells
    .flatMap((c) => (c.outputs ?? []) as Sortie[])
    .map((s) => {
      const donnees = Object.entries(s.data ?? {})
        .filter(([type]) => type.startsWith("text/") || type.endsWith("json"))
        .map(([, valeur]) =>
          typeof valeur === "string" || Array.isArray(valeur)
            ? [valeur].flat().join("")
            : JSON.stringify(valeur),
        );
      return [[s.text ?? ""].flat().join(""), ...donnees].join("\n");
    })
    .join("\n");
}

/** Les chiffres de la prose qu'aucune sortie du carnet exécuté ne montre. */
export function chiffresSansSortie(carnet: Carnet): ChiffreDeProse[] {
  const montres = new Set(nombresDe(texteDesSorties(carnet)));
  return chiffresDeLaProse(carnet).filter((c) => !montres.has(c.forme));
}

if (require.main === module) {
  for (const chemin of process.argv.slice(2)) {
    const carnet = lireCarnet(chemin);
    const tous = chiffresDeLaProse(carnet);
    const absents = chiffresSansSortie(carnet);
    console.log(
      `${chemin} : ${tous.length - absents.length} chiffres sur ${tous.length} sortent du carnet`,
    );
    for (const c of absents)
      console.log(`  cellule ${c.cellule} : ${c.ecrit}  « …${c.contexte}… »`);
  }
}
