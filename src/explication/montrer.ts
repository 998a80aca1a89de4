/**
 * `montrerExplication(grille)` : explique la grille et montre la visionneuse
 * de ses étapes sous la cellule (visionneuse.ts), avec un texte de repli
 * (les premières étapes) pour ce qui ne lit pas le HTML. Une grille qui n'a
 * pas une solution unique n'a pas d'explication : on le dit en une phrase.
 */
import { Grille } from "../grille/grille";
import { lireGrilles } from "../grille/lecture";
import { afficher } from "../notebook/afficher";
import { nombre } from "../notebook/nombre";
import { echapperHTML } from "../socle/html";
import { AFFICHAGE_JUPYTER, type PaquetMime } from "../socle/protocole";
import type { Explication } from "./etape";
import { ecrireEtape } from "./ecriture";
import { expliquer } from "./expliquer";
import { htmlExplication, type OptionsVisionneuseExplication } from "./visionneuse";

export interface OptionsMontrerExplication extends OptionsVisionneuseExplication {
  /** Le nombre d'étapes écrites dans le texte de repli (10 par défaut). */
  etapesEnTexte?: number;
}

/** Pourquoi une grille n'a pas d'explication, en une phrase ; `undefined` si elle en a une. */
export function raisonSansExplication(explication: Explication): string | undefined {
  switch (explication.statut) {
    case "expliquee":
      return undefined;
    case "insoluble":
      return (
        "Pas d'explication : cette grille n'a pas de solution" +
        (explication.raison === undefined ? "." : ` (${explication.raison}).`)
      );
    case "plusieurs-solutions":
      return (
        "Pas d'explication : cette grille a plusieurs solutions, et une explication pas à pas " +
        "part d'une grille à solution unique (ajoutez des indices)."
      );
    case "budget-epuise":
      return "Pas d'explication : le solveur n'a pas pu compter les solutions de cette grille dans son budget.";
  }
}

/**
 * Le paquet MIME que montre `montrerExplication` : la visionneuse et son
 * texte de repli, ou la seule phrase qui dit pourquoi il n'y a pas
 * d'explication.
 */
export function paquetExplication(
  grille: Grille | string,
  options: OptionsMontrerExplication = {},
): PaquetMime {
  const g = enGrille(grille);
  const explication = expliquer(g);
  const raison = raisonSansExplication(explication);
  // En HTML aussi : Jupyter couperait le texte brut au milieu d'un mot.
  if (raison !== undefined)
    return { "text/html": `<div>${echapperHTML(raison)}</div>`, "text/plain": raison };
  const { etapes } = explication;
  const premieres = etapes.slice(0, Math.max(0, options.etapesEnTexte ?? 10));
  const texte = [
    `${options.titre ?? "Explication"} : ${nombre(etapes.length)} étapes (la visionneuse est à voir dans Jupyter).`,
    ...premieres.map((e, k) => `${k + 1}. ${ecrireEtape(e)}`),
    ...(premieres.length < etapes.length ? ["…"] : []),
  ].join("\n");
  return { "text/html": htmlExplication(g, explication, options), "text/plain": texte };
}

/**
 * Explique la grille (une `Grille`, ou son texte dans un des formats de
 * `lireGrilles`) et montre la visionneuse de ses étapes sous la cellule.
 */
export function montrerExplication(
  grille: Grille | string,
  options: OptionsMontrerExplication = {},
): void {
  const paquet = paquetExplication(grille, options);
  afficher({ [AFFICHAGE_JUPYTER]: () => paquet });
}

function enGrille(grille: Grille | string): Grille {
  if (grille instanceof Grille) return grille;
  const lues = lireGrilles(grille);
  if (lues.length !== 1) {
    throw new Error(
      `montrerExplication : le texte donne ${lues.length} grilles, il en faut une seule`,
    );
  }
  return lues[0];
}
