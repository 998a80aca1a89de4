/**
 * Où sont les fichiers du site, pour le côté navigateur de l'hôte. Le noyau
 * du navigateur (`src/noyau/navigateur/fil.ts`) pose ces adresses dans une
 * clé globale avant de charger la bibliothèque, qui est un autre paquet que
 * le sien ; un fil neuf (`fils.ts`) les reçoit de même.
 */

/** La clé globale des adresses du site. */
export const CLE_SITE: unique symbol = Symbol.for("sudoku-ts.site");

export interface AdressesDuSite {
  /** Le dossier du cours sur le site : `data/td/annexe.tsv` s'y lit (…/files/). */
  fichiers: string;
  /** Le paquet de la bibliothèque (un fil neuf le charge). */
  bibliotheque: string;
  /** Les scripts des fils neufs, par nom. */
  fils: Record<string, string>;
  /** La copie de plotly.js minifiée et compressée (gzip). */
  plotly: string;
}

export function adressesDuSite(): AdressesDuSite {
  const adresses = (globalThis as unknown as { [CLE_SITE]?: AdressesDuSite })[CLE_SITE];
  if (!adresses) {
    throw new Error(
      "la bibliothèque du cours ne sait pas où est le site : elle doit être chargée par le noyau du cours",
    );
  }
  return adresses;
}

/** Lit une adresse du site, de façon synchrone (permis dans un Web Worker) ; rend le statut HTTP et les octets. */
export function lireAdresse(adresse: string): { statut: number; octets: Uint8Array } {
  const requete = new XMLHttpRequest();
  requete.open("GET", adresse, false);
  requete.responseType = "arraybuffer";
  requete.send();
  return { statut: requete.status, octets: new Uint8Array(requete.response as ArrayBuffer) };
}
