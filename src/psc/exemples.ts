/**
 * Deux PSC du cours, hors Sudoku, pour montrer que tout ce qui précède
 * s'applique à n'importe quel problème fini :
 *   - `petitPSC` : quatre variables à lettres, le réseau qu'on déroule à
 *     la main dans la leçon 2 (il faut revenir en arrière cinq fois) ;
 *   - `carteDeFrance` : colorier les 13 régions de la métropole sans que
 *     deux régions voisines aient la même couleur.
 */
import { ContrainteBinaire } from "./contrainte-binaire";
import { PSC } from "./psc";
import { Variable } from "./variable";

/**
 * x1 ∈ {b, c}, x2 ∈ {a, c}, x3 ∈ {a, c}, x4 ∈ {b, c}, avec
 * x1 != x2, x1 != x4, x2 != x3, x2 != x4, x3 != x4. Une seule solution :
 * x1 = c, x2 = a, x3 = c, x4 = b.
 */
export function petitPSC(): PSC {
  const psc = new PSC();
  const x1 = psc.ajouteVar(new Variable("x1", ["b", "c"]));
  const x2 = psc.ajouteVar(new Variable("x2", ["a", "c"]));
  const x3 = psc.ajouteVar(new Variable("x3", ["a", "c"]));
  const x4 = psc.ajouteVar(new Variable("x4", ["b", "c"]));
  for (const [u, v] of [
    [x1, x2],
    [x1, x4],
    [x2, x3],
    [x2, x4],
    [x3, x4],
  ]) {
    psc.ajouteContrainte(new ContrainteBinaire(u, "!=", v));
  }
  return psc;
}

/** Les 13 régions de France métropolitaine (découpage de 2016), par leur abréviation. */
export const REGIONS: Readonly<Record<string, string>> = {
  HDF: "Hauts-de-France",
  NOR: "Normandie",
  IDF: "Île-de-France",
  GES: "Grand Est",
  BRE: "Bretagne",
  PDL: "Pays de la Loire",
  CVL: "Centre-Val de Loire",
  BFC: "Bourgogne-Franche-Comté",
  NAQ: "Nouvelle-Aquitaine",
  ARA: "Auvergne-Rhône-Alpes",
  OCC: "Occitanie",
  PAC: "Provence-Alpes-Côte d'Azur",
  COR: "Corse",
};

/** Les paires de régions qui ont une frontière terrestre commune. */
export const FRONTIERES: readonly (readonly [string, string])[] = [
  ["HDF", "NOR"],
  ["HDF", "IDF"],
  ["HDF", "GES"],
  ["NOR", "IDF"],
  ["NOR", "BRE"],
  ["NOR", "PDL"],
  ["NOR", "CVL"],
  ["IDF", "GES"],
  ["IDF", "BFC"],
  ["IDF", "CVL"],
  ["GES", "BFC"],
  ["BRE", "PDL"],
  ["PDL", "CVL"],
  ["PDL", "NAQ"],
  ["CVL", "BFC"],
  ["CVL", "NAQ"],
  ["CVL", "ARA"],
  ["BFC", "ARA"],
  ["NAQ", "ARA"],
  ["NAQ", "OCC"],
  ["ARA", "OCC"],
  ["ARA", "PAC"],
  ["OCC", "PAC"],
];

/**
 * Le coloriage de la carte : une variable par région, de domaine `couleurs`,
 * et une contrainte `!=` par frontière. Trois couleurs ne suffisent pas
 * (Hauts-de-France, Normandie, Île-de-France, Grand Est, Centre-Val de Loire
 * et Bourgogne-Franche-Comté se serrent trop) ; quatre suffisent.
 */
export function carteDeFrance(
  couleurs: readonly string[] = ["rouge", "vert", "bleu", "jaune"],
): PSC {
  const psc = new PSC();
  for (const region of Object.keys(REGIONS)) psc.ajouteVar(new Variable(region, couleurs));
  for (const [a, b] of FRONTIERES) {
    psc.ajouteContrainte(new ContrainteBinaire(psc.retourneVar(a), "!=", psc.retourneVar(b)));
  }
  return psc;
}
