/**
 * Les pièces de `npm run bench:moteurs` (bench-moteurs.ts) : la table des
 * moteurs du cours qu'il mesure, le contrôle de chaque réponse, et le tableau
 * côte à côte qu'il imprime.
 *
 * Ajouter un moteur du cours, c'est une ligne de `MOTEURS_DU_COURS` : son nom,
 * son algorithme (les moteurs d'un même algorithme doivent faire les mêmes
 * essais), son entrée (`lot` : toutes les grilles en un appel, 81 octets
 * chacune bout à bout ; `grille` : un appel par grille), et `charger`, qui le
 * prépare (compiler son module : le « chargement » du tableau) et rend la
 * fonction qui résout.
 */
import {
  chargerMoteurWasm,
  resoudreLotRapide,
  resoudreLotTriades,
  resoudreRapide,
  resoudreTriades,
  triadesDisponible,
  type ResultatRapide,
  type ResultatsLot,
} from "../../src/rapide";
import type { GrilleDeBanc } from "./ensembles-de-banc";

/** Ce que rend le `charger` d'un moteur : une fonction par lot ou par grille. */
export type Resolveur =
  | { lot: (cases: Uint8Array, nombre: number, options: { limite: number }) => ResultatsLot }
  | { grille: (valeurs: number[], options: { limite: number }) => ResultatRapide };

export interface MoteurDuCours {
  nom: string;
  algorithme: string;
  entree: "lot" | "grille";
  charger: () => Resolveur;
}

export const MOTEURS_DU_COURS: readonly MoteurDuCours[] = [
  // Le moteur par planches de bits en TypeScript (src/rapide/bandes.ts), grille par grille.
  {
    nom: "bandes",
    algorithme: "bandes",
    entree: "grille",
    charger: () => ({ grille: (v, o) => resoudreRapide(v, { ...o, moteur: "bandes" }) }),
  },
  // Le même algorithme en WebAssembly (assembly/bandes.ts), par l'API par grille…
  {
    nom: "wasm",
    algorithme: "bandes",
    entree: "grille",
    charger: () => {
      chargerMoteurWasm();
      return { grille: (v, o) => resoudreRapide(v, { ...o, moteur: "wasm" }) };
    },
  },
  // … et par l'entrée par lot, celle de `sudoku resoudre` et de `sudoku bench`.
  {
    nom: "wasm-lot",
    algorithme: "bandes",
    entree: "lot",
    charger: () => {
      chargerMoteurWasm();
      return { lot: resoudreLotRapide };
    },
  },
  // Le moteur par configurations de bande (assembly/triades.ts, WebAssembly SIMD), par lot…
  {
    nom: "triades-lot",
    algorithme: "triades",
    entree: "lot",
    charger: () => {
      exigerTriades();
      return { lot: resoudreLotTriades };
    },
  },
  // … et grille par grille.
  {
    nom: "triades",
    algorithme: "triades",
    entree: "grille",
    charger: () => {
      exigerTriades();
      return { grille: resoudreTriades };
    },
  },
];

/** Sans SIMD, `triades` passerait par `bandes` : le banc mesurerait un autre moteur sous son nom. */
function exigerTriades(): void {
  if (!triadesDisponible())
    throw new Error("le moteur triades demande le SIMD de WebAssembly, absent de ce Node");
  chargerMoteurWasm("triades");
}

/** Les deux tdoku du banc : mesurés avec `--tdoku`, sinon lus dans data/REFERENCE.md. */
export const TDOKU_NATIF = "tdoku natif";
export const TDOKU_WASM = "tdoku WASM";

/** Lance une erreur si la réponse n'est pas la solution unique attendue. */
export function controlerReponse(
  g: GrilleDeBanc,
  solution: string | undefined,
  solutions: number,
  moteur: string,
): void {
  const texte = solution ?? "";
  const erreur = (raison: string) => new Error(`${moteur} : ${raison} : ${g.grille} → ${texte}`);
  if (solutions !== 1) throw erreur(`${solutions} solution(s) au lieu d'une`);
  if (!/^[1-9]{81}$/.test(texte)) throw erreur("pas de solution complète");
  for (let k = 0; k < 81; k++) {
    if (g.grille[k] !== "." && g.grille[k] !== "0" && g.grille[k] !== texte[k])
      throw erreur("indice non respecté");
  }
  for (let u = 0; u < 9; u++) {
    const vus = [new Set<string>(), new Set<string>(), new Set<string>()];
    for (let v = 0; v < 9; v++) {
      const carre = (3 * Math.floor(u / 3) + Math.floor(v / 3)) * 9 + 3 * (u % 3) + (v % 3);
      vus[0].add(texte[u * 9 + v]);
      vus[1].add(texte[v * 9 + u]);
      vus[2].add(texte[carre]);
    }
    if (vus.some((s) => s.size !== 9)) throw erreur("solution invalide");
  }
  if (g.solution !== undefined && g.solution !== texte)
    throw erreur("autre solution que la connue");
}

/** Un moteur sur un ensemble, en µs par grille et essais par grille. */
export interface LigneMoteur {
  moteur: string;
  /** « lot », « grille », « natif », « WASM ». */
  entree: string;
  source: "mesuré" | "REFERENCE.md";
  froid: number;
  /** Froid plus compiler le module (absent pour une référence). */
  froidChargementCompris?: number;
  chaud: number;
  essais: number;
  uniques: number;
}

export interface ResultatEnsemble {
  nom: string;
  grilles: number;
  moteurs: LigneMoteur[];
}

const n1 = (x: number) => x.toFixed(1).replace(".", ",");
const n2 = (x: number) => x.toFixed(2).replace(".", ",");

/** Le tableau côte à côte (pour `tableauTexte`) : une ligne par ensemble et par moteur. */
export function tableauDesMoteurs(resultats: readonly ResultatEnsemble[]): string[][] {
  const lignes: string[][] = [
    [
      "ensemble",
      "grilles",
      "moteur",
      "entrée",
      "µs/grille froid",
      "froid + chargement",
      "µs/grille chaud",
      "essais/grille",
      "grilles uniques",
      "froid / tdoku natif",
      "source",
    ],
  ];
  for (const r of resultats) {
    const natif = r.moteurs.find((m) => m.moteur === TDOKU_NATIF);
    for (const m of r.moteurs) {
      lignes.push([
        r.nom,
        String(r.grilles),
        m.moteur,
        m.entree,
        n1(m.froid),
        m.froidChargementCompris === undefined ? "–" : n1(m.froidChargementCompris),
        n1(m.chaud),
        n2(m.essais),
        String(m.uniques),
        natif ? `${n2(m.froid / natif.froid)}×` : "–",
        m.source,
      ]);
    }
  }
  return lignes;
}
