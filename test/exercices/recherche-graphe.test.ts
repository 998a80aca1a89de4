/**
 * La recherche en graphe de la leçon 4 (rechercheEnGraphe) et les erreurs
 * de la boucle de meilleur d'abord que la vérification nomme : chaque
 * version fautive est écrite ici comme l'écrirait un élève, et doit recevoir
 * le nom de son erreur, pas seulement un écart de compteurs.
 */
import { describe, expect, it } from "vitest";
import { piegesDesExercices } from "../../outils/correction/bibliotheque-de-correction";
import { cheminVers, rechercheParCle, type Noeud, type ProblemeDeRecherche } from "../../src";
import { verifier } from "../../src/verification";
import { jugee } from "./aide-journaux";

type Ordre<E, A> = { f(noeud: Noeud<E, A>): number };

/** Les façons de se souvenir des états, et les écarts à la consigne, d'une version d'élève. */
interface Variante {
  /** Comment l'élève range les états explorés (rien : la recherche en arbre). */
  memoire?: "texte" | "objet" | "creation" | "marque" | "sans-continue";
  frontiereAvantLesAjouts?: boolean;
  racineNonComptee?: boolean;
}

/** Une boucle écrite comme dans le carnet, avec l'écart `variante`. */
function boucleDEleve(variante: Variante) {
  return function <E, A>(probleme: ProblemeDeRecherche<E, A>, ordre: Ordre<E, A>, budget: number) {
    const enGraphe = variante.memoire !== undefined;
    const compteurs: Record<string, number> = {
      noeudsDeveloppes: 0,
      noeudsGeneres: variante.racineNonComptee ? 0 : 1,
      frontiereMax: 1,
    };
    if (enGraphe) compteurs.etatsRepetes = 0;
    const explores = new Set<unknown>();
    const texte = (etat: E) => (variante.memoire === "objet" ? etat : JSON.stringify(etat));
    const racine: Noeud<E, A> = { etat: probleme.etatInitial, profondeur: 0, coutChemin: 0 };
    if (variante.memoire === "marque") explores.add(texte(racine.etat));
    const frontiere = [{ noeud: racine, f: ordre.f(racine) }];
    while (frontiere.length > 0) {
      let k = 0;
      for (let m = 1; m < frontiere.length; m++) {
        if (frontiere[m].f <= frontiere[k].f) k = m;
      }
      const noeud = frontiere.splice(k, 1)[0].noeud;
      if (variante.frontiereAvantLesAjouts) {
        compteurs.frontiereMax = Math.max(compteurs.frontiereMax, frontiere.length);
      }
      if (["texte", "objet", "sans-continue"].includes(variante.memoire ?? "")) {
        if (explores.has(texte(noeud.etat))) {
          compteurs.etatsRepetes++;
          if (variante.memoire !== "sans-continue") continue;
        }
        explores.add(texte(noeud.etat));
      }
      if (probleme.estBut(noeud.etat)) {
        return { statut: "resolue", chemin: cheminVers(noeud), compteurs };
      }
      if (compteurs.noeudsDeveloppes >= budget) {
        return { statut: "budget-epuise", chemin: [], compteurs };
      }
      compteurs.noeudsDeveloppes++;
      if (variante.memoire === "creation") explores.add(texte(noeud.etat));
      for (const action of probleme.actions(noeud.etat)) {
        const enfant: Noeud<E, A> = {
          etat: probleme.resultat(noeud.etat, action),
          parent: noeud,
          action,
          profondeur: noeud.profondeur + 1,
          coutChemin: noeud.coutChemin + 1,
        };
        if (variante.memoire === "creation" || variante.memoire === "marque") {
          if (explores.has(texte(enfant.etat))) {
            compteurs.etatsRepetes++;
            continue;
          }
          if (variante.memoire === "marque") explores.add(texte(enfant.etat));
        }
        frontiere.push({ noeud: enfant, f: ordre.f(enfant) });
        compteurs.noeudsGeneres++;
      }
      if (!variante.frontiereAvantLesAjouts) {
        compteurs.frontiereMax = Math.max(compteurs.frontiereMax, frontiere.length);
      }
    }
    return { statut: "insoluble", chemin: [], compteurs };
  };
}

describe("rechercheEnGraphe, écrite comme par un élève", () => {
  const rechercheEnGraphe = boucleDEleve({ memoire: "texte" });

  it("passe tous les cas, et les cas tirés jugés comme à la correction", () => {
    expect(verifier("rechercheEnGraphe", rechercheEnGraphe).rapport).toMatch(/^✅/);
    for (const graine of [1, 2]) {
      expect(jugee("rechercheEnGraphe", rechercheEnGraphe, graine), `graine ${graine}`).toBe(
        "reussi",
      );
    }
  });

  it("rechercheParCle de la bibliothèque fait la même recherche : elle passe, et elle est retirée de la cage", async () => {
    const parLaBibliotheque = <E, A>(
      p: ProblemeDeRecherche<E, A>,
      o: Ordre<E, A>,
      budget: number,
    ) => {
      const r = rechercheParCle(p, (n) => o.f(n), {
        budget,
        enGraphe: true,
        frontiereMaximale: 1e9,
      });
      return { statut: r.statut, chemin: r.chemin, compteurs: r.compteurs };
    };
    expect(verifier("rechercheEnGraphe", parLaBibliotheque).rapport).toMatch(/^✅/);
    expect(await piegesDesExercices(["rechercheEnGraphe"])).toContain("rechercheParCle");
  });

  it.each([
    ["objet", "graphe-etats-ranges-par-objet", "leur texte"],
    ["creation", "graphe-teste-seulement-a-la-creation", "seulement quand l'enfant est créé"],
    ["marque", "graphe-marque-a-la-creation", "dès que l'enfant est créé"],
    ["sans-continue", "graphe-repete-developpe-quand-meme", "développé quand même"],
  ] as const)("les états rangés « %s » : l'erreur %s est nommée", (memoire, code, titre) => {
    const bilan = verifier("rechercheEnGraphe", boucleDEleve({ memoire }));
    expect(bilan.statut).toBe("echec");
    expect(bilan.erreurTypique?.code).toBe(code);
    expect(bilan.rapport).toContain(titre);
  });
});

describe("rechercheMeilleurDabord nomme les erreurs qui ne changent que les compteurs", () => {
  it.each([
    [{ memoire: "texte" }, "meilleur-dabord-en-graphe", "la recherche en arbre"],
    [
      { frontiereAvantLesAjouts: true },
      "meilleur-dabord-frontiere-max-avant-les-ajouts",
      "avant l'ajout des enfants",
    ],
    [
      { racineNonComptee: true },
      "meilleur-dabord-racine-non-comptee",
      "la racine n'est pas comptée",
    ],
  ] as const)("%o : l'erreur %s est nommée", (variante, code, titre) => {
    const bilan = verifier("rechercheMeilleurDabord", boucleDEleve(variante as Variante));
    expect(bilan.statut).toBe("echec");
    expect(bilan.erreurTypique?.code).toBe(code);
    expect(bilan.rapport).toContain(titre);
  });

  it("la même boucle, sans écart, passe", () => {
    expect(verifier("rechercheMeilleurDabord", boucleDEleve({})).rapport).toMatch(/^✅/);
  });
});
