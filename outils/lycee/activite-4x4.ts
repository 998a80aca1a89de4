/**
 * npm run activite:4x4 : fabrique la fiche imprimable de l'activité débranchée
 * du parcours lycée, docs/lycee/activite-4x4.html.
 *
 * Les grilles ne sont pas recopiées à la main : le générateur de la
 * bibliothèque les tire avec des graines fixes (la fiche est donc la même à
 * chaque fois), le solveur rapide et la recherche du TD prouvent chacun que
 * chaque énoncé n'a qu'une solution, et la recherche du TD joue la partie du
 * « jeu du retour en arrière » que les élèves font avec des jetons : ses tours
 * et ses retours sont ceux de la page du professeur.
 *
 * Usage : npm run activite:4x4 [-- --verifier] ; avec --verifier, rien n'est
 * écrit et le code de sortie dit si la fiche est à jour (0) ou non (1).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { Grille, genererGrille, resolution, resoudreRapide, type Etape } from "../../src/index";
import type { DonneesActivite, GrilleActivite, Partie } from "./activite-4x4-donnees";
import { pageActivite } from "./activite-4x4-page";

export const FICHE = join(__dirname, "..", "..", "docs", "lycee", "activite-4x4.html");

/** Ce qu'on demande à une grille : son nombre d'indices, et pour le jeu la longueur de la partie. */
interface Critere {
  nom: string;
  indices: number;
  tours?: [number, number];
  retours?: [number, number];
}

const CRITERES: Critere[] = [
  { nom: "A", indices: 9 },
  { nom: "B", indices: 6 },
  { nom: "C", indices: 4 },
  // Assez de retours pour comprendre le jeu, assez peu de tours pour le jouer en vingt minutes.
  { nom: "D", indices: 6, tours: [24, 32], retours: [5, 8] },
];

/** Le nombre de solutions de la grille, compté jusqu'à 2 par la recherche du TD. */
function solutionsParLeTD(enonce: Grille): number {
  return resolution(enonce.versMatrice(), { limite: 2 }).solutions;
}

/** Vrai si le solveur rapide et la recherche du TD trouvent chacun une seule solution. */
export function aUneSeuleSolution(enonce: Grille): boolean {
  return resoudreRapide(enonce, { limite: 2 }).solutions === 1 && solutionsParLeTD(enonce) === 1;
}

/** La partie que joue la recherche du TD sur cet énoncé. */
export function jouer(grille: GrilleActivite): Partie {
  const enonce = grille.enonce;
  const r = resolution(enonce.versMatrice(), { trace: true });
  const etapes = r.trace ?? [];
  const libre = (e: Etape) => !enonce.donnees[e.i * enonce.taille + e.j];
  return {
    grille,
    etapes,
    tours: r.tours,
    retours: etapes.filter((e) => libre(e) && !e.sens).length,
    vides: enonce.valeurs.filter((v) => v === 0).length,
  };
}

function dansIntervalle(x: number, borne?: [number, number]): boolean {
  return borne === undefined || (x >= borne[0] && x <= borne[1]);
}

/** La première graine dont la grille remplit le critère, avec une solution neuve. */
function chercher(critere: Critere, dejaVues: Set<string>): GrilleActivite {
  for (let graine = 1; graine <= 500; graine++) {
    const g = genererGrille({ taille: 4, indices: critere.indices, graine });
    const cle = g.solution.valeurs.join("");
    if (!g.cibleAtteinte || dejaVues.has(cle) || !aUneSeuleSolution(g.enonce)) continue;
    const grille = { nom: critere.nom, enonce: g.enonce, solution: g.solution };
    const partie = jouer(grille);
    if (!dansIntervalle(partie.tours, critere.tours)) continue;
    if (!dansIntervalle(partie.retours, critere.retours)) continue;
    dejaVues.add(cle);
    return grille;
  }
  throw new Error(`aucune grille ${critere.nom} ne remplit le critère`);
}

/** Les grilles de la fiche et la partie du jeu, toujours les mêmes. */
export function donneesActivite(): DonneesActivite {
  const vues = new Set<string>();
  const grilles = CRITERES.map((c) => chercher(c, vues));
  const jeu = grilles.pop() as GrilleActivite;
  const completes = resolution(Grille.vide(4).versMatrice(), { limite: 1000 }).solutions;
  return { grilles, partie: jouer(jeu), grillesCompletes: completes };
}

/** Le texte HTML de la fiche. */
export function ficheActivite(): string {
  return pageActivite(donneesActivite());
}

function principal(): void {
  const donnees = donneesActivite();
  const html = pageActivite(donnees);
  if (process.argv.includes("--verifier")) {
    const ajour = readFileSync(FICHE, "utf8") === html;
    console.log(
      ajour ? "La fiche est à jour." : "La fiche n'est pas à jour : npm run activite:4x4.",
    );
    process.exitCode = ajour ? 0 : 1;
    return;
  }
  writeFileSync(FICHE, html);
  const { partie } = donnees;
  console.log(
    `${relative(process.cwd(), FICHE)} écrite : grilles A, B, C et la grille du jeu (${partie.tours} tours, ${partie.retours} retours).`,
  );
}

if (require.main === module) principal();
