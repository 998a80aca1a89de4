/**
 * Écrire la trace d'une recherche (`psc.trace`) comme on la déroulerait au
 * tableau : une ligne par essai, décalée selon la profondeur, les refus et
 * les retours en arrière écrits en toutes lettres.
 */
import type { EtapeTrace } from "./psc";
import { ecrireValeur } from "./variable";

const RETRAIT = "  ";

/** Une ligne par étape ; au-delà de `maximum` lignes, on dit combien il en reste. */
export function ecrireTrace(trace: readonly EtapeTrace[], maximum = 200): string {
  const lignes = trace.slice(0, maximum).map((etape) => {
    const retrait = RETRAIT.repeat(etape.profondeur);
    switch (etape.type) {
      case "essai": {
        const essai = `${etape.variable} = ${ecrireValeur(etape.valeur)}`;
        return etape.refus ? `${retrait}${essai}  ✗ ${etape.refus}` : `${retrait}${essai}`;
      }
      case "retour":
        return `${retrait}↩ plus aucune valeur pour ${etape.variable} : retour en arrière`;
      case "solution": {
        const valeurs = Object.entries(etape.affectation).map(
          ([nom, v]) => `${nom} = ${ecrireValeur(v)}`,
        );
        return `${retrait}✓ solution : ${valeurs.join(", ")}`;
      }
    }
  });
  if (trace.length > maximum) lignes.push(`… et ${trace.length - maximum} étapes de plus`);
  return lignes.join("\n");
}
