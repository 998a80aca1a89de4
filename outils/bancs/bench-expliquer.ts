/**
 * npm run bench:expliquer : `expliquer` (src/explication/) sur les 95 grilles
 * « top 95 » et sur 200 grilles à 17 indices (les 70 grilles à 17 indices
 * de data/ensembles, chacune transformée à tour de rôle : voir
 * ensembles-de-banc.ts).
 *
 * Pour chaque ensemble : combien de grilles sont expliquées jusqu'à leur
 * solution, le temps par grille (médiane et maximum, en ms, contrôle non
 * compris), le nombre d'étapes, la taille des explications (unités + faits
 * cités par étape : médiane et maximum, et de même pour les seules étapes de
 * raisonnement minimal), puis la part des étapes de chaque technique. Chaque
 * étape est ensuite contrôlée par MiniSat (controle.ts), hors chronométrage.
 *
 * `-- --page` (et `--tours N`) : top95 dans la page du site et dans Node,
 * côte à côte (bench-expliquer-page.ts).
 */
import { controlerExplication, ControleurMiniSat } from "../../src/explication/controle";
import { TECHNIQUES_EXPLIQUEES, type EtapeExpliquee } from "../../src/explication/etape";
import { expliquer } from "../../src/explication/expliquer";
import { lireLigne } from "../../src/grille/lecture";
import { mediane } from "../../src/mesure/statistiques";
import { decrireMachine, tableauTexte } from "../../src/mesure/tableau-texte";
import { benchExpliquerPage } from "./bench-expliquer-page";
import { grillesA17Indices, lireEnsemble } from "./ensembles-de-banc";

interface Bilan {
  nom: string;
  grilles: number;
  expliquees: number;
  defauts: number;
  millisecondes: number[];
  etapes: number[];
  tailles: number[];
  taillesMinimales: number[];
  techniques: Map<string, number>;
}

const taille = (e: EtapeExpliquee) =>
  e.unites.length + e.faits.places.length + e.faits.elimines.length;

function mesurer(nom: string, lignes: string[], controleur: ControleurMiniSat): Bilan {
  const b: Bilan = {
    nom,
    grilles: lignes.length,
    expliquees: 0,
    defauts: 0,
    millisecondes: [],
    etapes: [],
    tailles: [],
    taillesMinimales: [],
    techniques: new Map(),
  };
  for (const ligne of lignes) {
    const grille = lireLigne(ligne);
    const debut = performance.now();
    const explication = expliquer(grille);
    b.millisecondes.push(performance.now() - debut);
    if (explication.statut !== "expliquee") continue;
    const defauts = controlerExplication(grille, explication.etapes, controleur);
    b.defauts += defauts.length;
    if (defauts.length === 0) b.expliquees++;
    b.etapes.push(explication.etapes.length);
    for (const e of explication.etapes) {
      b.tailles.push(taille(e));
      if (e.technique === "raisonnement minimal") b.taillesMinimales.push(taille(e));
      b.techniques.set(e.technique, (b.techniques.get(e.technique) ?? 0) + 1);
    }
  }
  return b;
}

const arrondi = (x: number) => (Number.isFinite(x) ? String(Math.round(x)) : "—");
const medianeOuRien = (xs: number[]) => (xs.length > 0 ? mediane(xs) : NaN);
const maxOuRien = (xs: number[]) => (xs.length > 0 ? Math.max(...xs) : NaN);

function principal(): void {
  console.log(decrireMachine());
  const controleur = new ControleurMiniSat(9);
  // Échauffement : le compilateur de JavaScript optimise le code qui tourne souvent.
  mesurer("échauffement", lireEnsemble("norvig_easy50.txt").slice(0, 5), controleur);
  const bilans = [
    mesurer("top95", lireEnsemble("norvig_top95.txt"), controleur),
    mesurer("17 indices (200)", grillesA17Indices(200), controleur),
  ];
  console.log(
    tableauTexte([
      [
        "ensemble",
        "expliquées et contrôlées",
        "ms/grille méd.",
        "ms/grille max",
        "étapes méd.",
        "taille méd.",
        "taille max",
        "minimal : méd.",
        "minimal : max",
      ],
      ...bilans.map((b) => [
        b.nom,
        `${b.expliquees}/${b.grilles}`,
        arrondi(mediane(b.millisecondes)),
        arrondi(Math.max(...b.millisecondes)),
        arrondi(medianeOuRien(b.etapes)),
        arrondi(medianeOuRien(b.tailles)),
        arrondi(maxOuRien(b.tailles)),
        arrondi(medianeOuRien(b.taillesMinimales)),
        arrondi(maxOuRien(b.taillesMinimales)),
      ]),
    ]),
  );
  console.log(
    "\nTaille : unités + faits cités par étape ; « minimal » : les étapes de raisonnement minimal.\n",
  );
  const part = (b: Bilan, t: string) => {
    const total = [...b.techniques.values()].reduce((s, n) => s + n, 0);
    return `${(((b.techniques.get(t) ?? 0) / total) * 100).toFixed(1)} %`;
  };
  console.log(
    tableauTexte([
      ["technique", ...bilans.map((b) => b.nom)],
      ...TECHNIQUES_EXPLIQUEES.map((t) => [t, ...bilans.map((b) => part(b, t))]),
    ]),
  );
  const pire = Math.max(...bilans[0].millisecondes);
  console.log(
    `\nObjectif : moins d'1 s par grille top95 dans Node : la plus lente en prend ` +
      `${arrondi(pire)} ms, ${pire < 1000 ? "atteint" : "manqué"}.`,
  );
  const defauts = bilans.reduce((s, b) => s + b.defauts, 0);
  const nonExpliquees = bilans.reduce((s, b) => s + b.grilles - b.expliquees, 0);
  if (defauts > 0 || nonExpliquees > 0) {
    console.log(`ATTENTION : ${nonExpliquees} grille(s) mal expliquée(s), ${defauts} défaut(s) !`);
    process.exitCode = 1;
  }
}

if (process.argv.includes("--page"))
  void benchExpliquerPage(Number(process.argv[process.argv.indexOf("--tours") + 1]) || 2).catch(
    (erreur) => {
      console.error("bench:expliquer --page :", erreur instanceof Error ? erreur.message : erreur);
      process.exit(1);
    },
  );
else principal();
