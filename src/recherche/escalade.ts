/**
 * L'escalade (« hill climbing ») sur la formulation de Lewis : on part d'une
 * configuration au hasard et l'on fait, tant qu'il en existe, un échange qui
 * diminue le coût. Deux variantes :
 *   - `plus-forte-pente` : on évalue tous les échanges possibles et l'on
 *     prend le meilleur (à égalité, l'un d'eux au hasard) ;
 *   - `premier-choix` : on tire des échanges au hasard et l'on prend le
 *     premier qui améliore ; après `essais` tirages sans succès, on se croit
 *     dans un minimum local.
 * Dans un minimum local (aucun échange n'améliore), on redémarre d'une
 * nouvelle configuration tirée au hasard (« random restart »), tant que le
 * nombre de redémarrages et le budget le permettent.
 *
 * Quand il ne reste plus de redémarrage permis, l'escalade s'arrête avec le
 * statut `budget-epuise` : elle n'a rien prouvé, elle a seulement épuisé ce
 * qu'on lui accordait.
 *
 * Le budget compte les échanges évalués : la plus forte pente en évalue une
 * centaine par pas, le premier choix souvent un seul.
 */
import type { Grille } from "../grille/grille";
import type { Hasard } from "../hasard/hasard";
import { ConfigurationLewis, type IndiceCase } from "./lewis";
import { preparer, Suivi, type OptionsLocales, type ResultatLocal } from "./locale";
import { entierAuMoins, parmi } from "./parametres";

export type VarianteEscalade = "plus-forte-pente" | "premier-choix";

/** Tirages sans amélioration avant de conclure à un minimum local (premier choix). */
export const ESSAIS_PREMIER_CHOIX = 500;
/** Pas de côté (échanges de coût égal) permis à la suite, par défaut : aucun. */
export const PAS_LATERAUX = 0;

export interface OptionsEscalade extends OptionsLocales {
  /** `"plus-forte-pente"` (défaut) ou `"premier-choix"`. */
  variante?: VarianteEscalade;
  /** Le nombre maximal de redémarrages au hasard (illimité par défaut : seul le budget arrête). */
  redemarrages?: number;
  /** Premier choix : tirages sans amélioration avant de redémarrer (`ESSAIS_PREMIER_CHOIX`). */
  essais?: number;
  /**
   * Le nombre de pas de côté (échange qui laisse le coût égal) permis à la
   * suite, pour traverser un plateau (`PAS_LATERAUX` = 0 par défaut).
   */
  lateraux?: number;
}

/** Un pas choisi : l'échange et sa variation de coût. */
type Pas = { a: IndiceCase; b: IndiceCase; delta: number };

export function escalade(enonce: Grille, options: OptionsEscalade = {}): ResultatLocal {
  const f = "escalade";
  const variante = parmi(f, "variante", options.variante ?? "plus-forte-pente", [
    "plus-forte-pente",
    "premier-choix",
  ]);
  const redemarragesMax = entierAuMoins(
    f,
    "redemarrages",
    options.redemarrages ?? Infinity,
    0,
    true,
  );
  const essais = entierAuMoins(f, "essais", options.essais ?? ESSAIS_PREMIER_CHOIX, 1);
  const lateraux = entierAuMoins(f, "lateraux", options.lateraux ?? PAS_LATERAUX, 0);
  const depart = preparer(f, enonce, options);
  const suivi = new Suivi(depart);
  const { hasard } = depart;
  let redemarrages = 0;
  let lateralSuite = 0;
  while (suivi.configuration.cout > 0) {
    const c = suivi.configuration;
    const pas =
      variante === "plus-forte-pente"
        ? meilleurPas(c, suivi, hasard)
        : premierPas(c, suivi, essais, hasard);
    if (pas === "budget") break;
    const accepte =
      pas !== undefined && (pas.delta < 0 || (pas.delta === 0 && lateralSuite < lateraux));
    if (accepte) {
      c.echanger(pas.a, pas.b);
      suivi.mouvements++;
      lateralSuite = pas.delta === 0 ? lateralSuite + 1 : 0;
      suivi.noter();
      continue;
    }
    // Minimum local (ou plateau trop long) : on repart d'ailleurs, si c'est permis.
    if (redemarrages >= redemarragesMax || c.carresMobiles.length === 0) break;
    redemarrages++;
    lateralSuite = 0;
    suivi.configuration = ConfigurationLewis.auHasard(depart.cherche, hasard);
    suivi.noter();
  }
  return suivi.resultat({ redemarrages });
}

/**
 * Plus forte pente : le meilleur de tous les échanges ; à égalité, l'un d'eux
 * au hasard (tirage « réservoir »), pour ne pas tourner en rond sur un plateau.
 * `undefined` s'il n'y a aucun échange ; "budget" si le budget s'épuise en route.
 */
function meilleurPas(
  c: ConfigurationLewis,
  suivi: Suivi,
  hasard: Hasard,
): Pas | undefined | "budget" {
  let meilleur: Pas | undefined;
  let egaux = 0;
  for (const [a, b] of c.tousLesEchanges()) {
    if (!suivi.evaluer()) return "budget";
    const delta = c.deltaEchange(a, b);
    if (meilleur === undefined || delta < meilleur.delta) {
      meilleur = { a, b, delta };
      egaux = 1;
    } else if (delta === meilleur.delta && hasard.reel() * ++egaux < 1) {
      meilleur = { a, b, delta };
    }
  }
  return meilleur;
}

/**
 * Premier choix : des échanges tirés au hasard, jusqu'au premier qui
 * améliore. Sinon, le premier échange neutre rencontré (pour un éventuel pas
 * de côté), ou `undefined`.
 */
function premierPas(
  c: ConfigurationLewis,
  suivi: Suivi,
  essais: number,
  hasard: Hasard,
): Pas | undefined | "budget" {
  if (c.carresMobiles.length === 0) return undefined;
  let neutre: Pas | undefined;
  for (let t = 0; t < essais; t++) {
    if (!suivi.evaluer()) return "budget";
    const [a, b] = c.echangeAuHasard(hasard);
    const delta = c.deltaEchange(a, b);
    if (delta < 0) return { a, b, delta };
    if (delta === 0 && neutre === undefined) neutre = { a, b, delta };
  }
  return neutre;
}
