/**
 * Ce que partagent les tests des pas suivis et des cas tirés des leçons :
 * une fonction vérifiée comme à la correction puis jugée, un bilan sur des
 * cas choisis, un cas visible retrouvé par sa description, et les cas tirés
 * fabriqués dans la bibliothèque de la correction elle-même.
 */
import { execFileSync } from "node:child_process";
import {
  construireLaCorrection,
  piegesDesExercices,
} from "../../outils/correction/bibliotheque-de-correction";
import { EXERCICES, type Cas, type FonctionEleve } from "../../src/exercices";
import { contexteDEssai } from "../../src/socle/correction";
import { juger, verifier } from "../../src/verification";
import { observer } from "../../src/verification/observation";
import { conclure } from "../../src/verification/verifier";

/** Ce que dit le rapport quand le résultat est juste mais pas les pas. */
export const MESSAGE_DU_JOURNAL = "n'est pas obtenu par l'algorithme de la leçon";

/** Les pièces de `fonction` vérifiée comme à la correction, avec les cas tirés de `graine`. */
export function piecesDe(nom: string, fonction: FonctionEleve, graine: number) {
  contexteDEssai({ graine, pieges: [] });
  const bilan = verifier(nom, fonction);
  contexteDEssai(undefined);
  return bilan.pieces;
}

/** Vérifiée comme à la correction, avec les cas tirés de `graine`, puis jugée hors du noyau. */
export function jugee(nom: string, fonction: FonctionEleve, graine: number): string {
  const pieces = piecesDe(nom, fonction, graine);
  return juger({ nom, source: `verifier("${nom}", ${nom});`, pieces, graine }).statut;
}

/** Le bilan de `fonction` sur les seuls cas `cas` de l'exercice `nom`, comme le conclut `verifier`. */
export function bilanSur(nom: string, fonction: FonctionEleve, cas: Cas[]) {
  const exercice = { ...EXERCICES[nom], cas };
  const obtenues = cas.map((c) => observer(exercice, fonction, c));
  return conclure(exercice, fonction.length, obtenues, exercice.delai);
}

/** Le cas visible de `nom` dont la description commence par `debut`. */
export function casVisible(nom: string, debut: string): Cas {
  const cas = EXERCICES[nom].cas.find((c) => c.description.startsWith(debut));
  if (!cas) throw new Error(`pas de cas « ${debut}… » pour ${nom}`);
  return cas;
}

/** Un cas fabriqué dans la bibliothèque de la correction, et les pas qu'y note son journal sans appel. */
export interface CasDeLaConstruction {
  nom: string;
  description: string;
  /** Le nombre de pas du journal de l'exercice quand rien n'est appelé, s'il en a un. */
  pasSansAppel?: number;
}

/**
 * Les cas des exercices `noms` (les visibles si `visibles`, puis ceux tirés
 * de `graine`) fabriqués dans la bibliothèque de la correction de ces
 * exercices, comme dans la cage : leurs arguments, leur contexte, et leur
 * journal posé. Ils ne doivent rien demander à une version du cours retirée.
 */
export async function casDansLaConstruction(
  noms: string[],
  graine: number,
  visibles: boolean,
): Promise<CasDeLaConstruction[]> {
  const { dossier } = await construireLaCorrection(await piegesDesExercices(noms));
  // Depuis la racine du cours, comme la cage, qui monte data/ à côté de la construction.
  const script = `
    const dossier = ${JSON.stringify(dossier)};
    const { trouverExercice } = require(\`\${dossier}/src/exercices/catalogue.js\`);
    const { casTiresDe } = require(\`\${dossier}/src/verification/cas-caches.js\`);
    const { Journal } = require(\`\${dossier}/src/exercices/journal.js\`);
    const vus = [];
    for (const nom of ${JSON.stringify(noms)}) {
      const exercice = trouverExercice(nom);
      const tires = casTiresDe(exercice, ${graine});
      for (const cas of ${visibles ? "[...exercice.cas, ...tires]" : "tires"}) {
        const args = cas.arguments;
        String(cas.contexte);
        const vu = { nom, description: cas.description };
        if (exercice.journal) {
          const journal = new Journal();
          exercice.journal.instrumenter(args, journal);
          vu.pasSansAppel = journal.resume().nombre;
        }
        vus.push(vu);
      }
    }
    process.stdout.write(JSON.stringify(vus));`;
  return JSON.parse(
    execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }),
  ) as CasDeLaConstruction[];
}
