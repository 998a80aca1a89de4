/**
 * npm run bench:comparaison [-- --complet] : la leçon 6 hors du carnet. Tous
 * les algorithmes du cours sur les mêmes grilles (jeu réduit par défaut,
 * toutes les grilles de Norvig avec --complet), chacun sous le budget de la
 * leçon ; puis la machine, le tableau de synthèse et les conclusions tirées
 * des mesures. Le jeu complet prend quelques minutes.
 */
import { ALGORITHMES } from "../../src/algos/index";
import { comparerAlgorithmes } from "../../src/comparaison/mesures";
import { jeuLecon6 } from "../../src/comparaison/jeux";
import { conclusions, lignesDeSynthese, synthetiser } from "../../src/comparaison/synthese";
import { decrireMachine, tableauTexte } from "../../src/mesure/tableau-texte";
import { Progression } from "../../src/cli/progression";
import { ecrireCase } from "../../src/notebook/tableau";
import { RACINE } from "../commun/jupyter";

async function principal(): Promise<void> {
  const complet = process.argv.includes("--complet");
  process.chdir(RACINE);
  const grilles = jeuLecon6(complet ? "complet" : "reduit");
  const barre = new Progression(grilles.length * ALGORITHMES.length, "résolutions");
  const debut = performance.now();
  const mesures = await comparerAlgorithmes(grilles, ALGORITHMES, {
    surAvancee: () => barre.avancer(),
  });
  barre.terminer();
  const lignes = lignesDeSynthese(synthetiser(mesures));
  console.log(decrireMachine());
  console.log(
    `\nJeu ${complet ? "complet" : "réduit"} : ${grilles.length} grilles, ${ALGORITHMES.length} algorithmes, ` +
      `${Math.round((performance.now() - debut) / 1000)} s en tout.\n`,
  );
  const colonnes = Object.keys(lignes[0]);
  console.log(
    tableauTexte([
      colonnes,
      ...lignes.map((l) => colonnes.map((c) => ecrireCase(l[c as keyof typeof l]))),
    ]),
  );
  console.log("");
  for (const phrase of conclusions(mesures)) console.log(`- ${phrase}`);
}

void principal();
