/**
 * La copie de plotly.js du premier graphique, côté navigateur : le site la
 * fournit déjà minifiée et compressée (`outils/site/`), on la lit une fois.
 */
import { adressesDuSite, lireAdresse } from "./site";

let copie: string | undefined;

export function copiePlotly(): string {
  if (copie) return copie;
  const { statut, octets } = lireAdresse(adressesDuSite().plotly);
  if (statut !== 200 && statut !== 0)
    throw new Error(`plotly.js est introuvable sur le site (HTTP ${statut})`);
  // Le base64 d'octets quelconques, par tranches (String.fromCharCode n'accepte pas des millions d'arguments).
  let binaire = "";
  for (let k = 0; k < octets.length; k += 0x8000)
    binaire += String.fromCharCode(...octets.subarray(k, k + 0x8000));
  copie = btoa(binaire);
  return copie;
}
