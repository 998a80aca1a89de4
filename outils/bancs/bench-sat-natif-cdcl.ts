/**
 * La moitié « CDCL » de npm run bench:sat-natif, lancée dans un processus neuf
 * à chaque tour : le compilateur de JavaScript part de zéro, comme pour un
 * appel de `sudoku sat`. Pour chaque fichier DIMACS donné : lecture et
 * résolution chronométrées (temps écoulé, sans le démarrage du processus),
 * puis le statut et le modèle. Deux passes : la première à froid, la seconde
 * une fois le code optimisé. Écrit le tout en JSON sur la sortie standard.
 *
 * Premier argument : `wasm` (le CDCL WebAssembly, celui de `sudoku sat`, dont la
 * première passe compte le chargement du module) ou `ts` (le CDCL TypeScript du cours).
 */
import { readFileSync } from "node:fs";
import { lireDimacs } from "../../src/sat/dimacs";
import { resoudreCdclWasm } from "../../src/sat/cdcl-wasm";
import { solveurCDCL } from "../../src/sat/index";
import type { ResultatSAT } from "../../src/sat/solveur";

interface Reponse {
  statut: string;
  modele?: number[];
}

function passe(fichiers: readonly string[]): { durees: number[]; reponses: Reponse[] } {
  const durees: number[] = [];
  const reponses: Reponse[] = [];
  for (const fichier of fichiers) {
    const debut = performance.now();
    const formule = lireDimacs(readFileSync(fichier, "utf8"), fichier);
    const resultat: ResultatSAT =
      moteur === "wasm" ? resoudreCdclWasm(formule) : solveurCDCL.creer(formule).resoudre();
    durees.push(performance.now() - debut);
    const modele = resultat.modele
      ? Array.from({ length: formule.nombreDeVariables }, (_, k) =>
          resultat.modele![k + 1] ? k + 1 : -(k + 1),
        )
      : undefined;
    reponses.push({ statut: resultat.statut, modele });
  }
  return { durees, reponses };
}

const [moteur, ...fichiers] = process.argv.slice(2);
if (moteur !== "wasm" && moteur !== "ts")
  throw new Error(`moteur inconnu : ${moteur} (wasm ou ts)`);
// ts-node a chargé le compilateur TypeScript (une trentaine de Mo, que `sudoku sat`, compilé
// d'avance, ne charge pas) : on fait le ménage avant de mesurer, sinon ses ramassages de
// miettes tombent dans les premières formules (≈ 30 ms de plus à froid, mesuré).
(globalThis as { gc?: () => void }).gc?.();
const froid = passe(fichiers);
const chaud = passe(fichiers);
process.stdout.write(
  JSON.stringify({ froid: froid.durees, chaud: chaud.durees, reponses: froid.reponses }),
);
