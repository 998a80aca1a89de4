import { describe, expect, it } from "vitest";
import { Grille } from "../../src/grille/grille";
import { estSolutionDe } from "../../src/grille/regles";
import {
  casesVides,
  grilleDeLEtat,
  moinsDeCandidats,
  problemeGrille,
  texteDeLEtatGrille,
} from "../../src/recherche/formulation-grille";
import { rechercheGloutonne } from "../../src/recherche/glouton";
import {
  rechercheAEtoile,
  rechercheCoutUniforme,
  rechercheParCle,
} from "../../src/recherche/meilleur-dabord";
import type { Noeud, ProblemeDeRecherche } from "../../src/recherche/probleme";
import { rechercheEnProfondeur } from "../../src/recherche/profondeur";
import { FACILES } from "./donnees";

const solution = FACILES[0].solution;
/** La solution où trois cases, chacune dans sa ligne, sa colonne et son carré, sont vidées. */
const troisTrous = new Grille(solution.valeurs.map((v, k) => ([0, 40, 80].includes(k) ? 0 : v)));
const plusProfond = (n: Noeud<unknown, unknown>) => -n.profondeur;

/** Aller de 1 à `but` par « +1 » et « ×2 » : 2 est atteint par les deux. */
function nombres(but: number): ProblemeDeRecherche<number, string> {
  return {
    etatInitial: 1,
    actions: (n) => (n < but ? ["+1", "×2"] : []),
    resultat: (n, a) => (a === "+1" ? n + 1 : 2 * n),
    estBut: (n) => n === but,
  };
}
/** Au moins autant d'actions que de doublements pour atteindre `but` : h ne surestime jamais. */
const doublements = (but: number) => (noeud: Noeud<number, string>) => {
  if (noeud.etat > but) return Infinity;
  let k = 0;
  for (let m = noeud.etat; m < but; m *= 2) k++;
  return k;
};

describe("rechercheParCle : une boucle, une clé f, la plus petite sort d'abord", () => {
  it("avec f = h, c'est exactement rechercheGloutonne", () => {
    for (const { enonce } of FACILES.slice(0, 3)) {
      for (const h of [moinsDeCandidats, casesVides]) {
        const attendu = rechercheGloutonne(problemeGrille(enonce), h, { budget: 300 });
        const obtenu = rechercheParCle(problemeGrille(enonce), h, { budget: 300 });
        expect(obtenu.chemin).toEqual(attendu.chemin);
        expect(obtenu.statut).toBe(attendu.statut);
        expect({ ...obtenu.compteurs, etatsRepetes: undefined }).toEqual({
          ...attendu.compteurs,
          etatsRepetes: undefined,
        });
      }
    }
  });

  it("en arbre, compte les états répétés sans les éviter : trois cases vides, 3! = 6 buts", () => {
    const r = rechercheParCle(problemeGrille(troisTrous), plusProfond, { limite: Infinity });
    const arbre = rechercheEnProfondeur(problemeGrille(troisTrous), { limite: Infinity });
    expect(r.solutions).toBe(6);
    expect(r.compteurs.noeudsDeveloppes).toBe(arbre.compteurs.noeudsDeveloppes);
    // 1 + 3 + 3 états différents développés sur 10, et 6 buts pour une seule grille.
    expect(r.compteurs).toEqual({
      noeudsDeveloppes: 10,
      noeudsGeneres: 16,
      frontiereMax: 4,
      etatsRepetes: 3 + 5,
    });
  });

  it("en graphe, écarte les états déjà explorés : une seule fois chaque grille", () => {
    const options = { limite: Infinity, enGraphe: true };
    const r = rechercheParCle(problemeGrille(troisTrous), plusProfond, options);
    expect(r.solutions).toBe(1);
    expect(r.compteurs.noeudsDeveloppes).toBe(1 + 3 + 3);
    expect(estSolutionDe(grilleDeLEtat(r.etat!), troisTrous)).toBe(true);
    // Une seule case à la fois : chaque grille n'a qu'un chemin, rien ne se répète.
    const uneCase = problemeGrille(troisTrous, { cases: "la-plus-contrainte" });
    expect(rechercheParCle(uneCase, plusProfond, options).compteurs.etatsRepetes).toBe(0);
  });

  it("range les grilles par leur texte, une case par caractère", () => {
    const etat = problemeGrille(troisTrous).etatInitial;
    expect(texteDeLEtatGrille(etat)).toBe(troisTrous.valeurs.join(""));
    expect(problemeGrille(troisTrous).texteDeLEtat?.(etat)).toBe(texteDeLEtatGrille(etat));
  });

  it("le coût uniforme et A* trouvent le plus court chemin ; A* développe moins de nœuds", () => {
    const uniforme = rechercheCoutUniforme(nombres(100), { enGraphe: true });
    const etoile = rechercheAEtoile(nombres(100), doublements(100), { enGraphe: true });
    // 1 → 2 → 3 → 6 → 12 → 24 → 25 → 50 → 100 : huit actions, le minimum.
    expect(uniforme.chemin.length).toBe(8);
    expect(etoile.chemin.length).toBe(8);
    expect(etoile.compteurs.noeudsDeveloppes).toBeLessThan(uniforme.compteurs.noeudsDeveloppes);
    const glouton = rechercheParCle(nombres(100), doublements(100), { enGraphe: true });
    expect(glouton.chemin.length).toBeGreaterThan(8);
  });

  it("refuse une clé qui n'est pas une fonction", () => {
    expect(() => rechercheParCle(nombres(3), 0 as never)).toThrow(/f doit être une fonction/);
    expect(() => rechercheAEtoile(nombres(3), 0 as never)).toThrow(/h doit être une fonction/);
  });
});
