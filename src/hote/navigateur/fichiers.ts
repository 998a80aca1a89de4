/**
 * Les fichiers, côté navigateur : ceux du cours que sert le site (`data/…`),
 * lus par une requête synchrone, permise dans le fil du noyau. Un fichier lu
 * est gardé en mémoire : le relire ne coûte rien. Les erreurs portent le
 * `code` de Node, que la bibliothèque traduit (« fichier introuvable : … »).
 */
import type { Fichiers } from "../contrat";
import { adressesDuSite, lireAdresse } from "./site";

const dejaLus = new Map<string, Uint8Array>();

function erreurDeCode(code: string, chemin: string): Error {
  return Object.assign(new Error(`${code}: ${chemin}`), { code });
}

/** `./data/x.txt`, `data//x.txt` → `data/x.txt` ; un chemin qui sort du cours est refusé. */
function normaliser(chemin: string): string {
  const morceaux: string[] = [];
  for (const morceau of chemin.split("/")) {
    if (morceau === "" || morceau === ".") continue;
    if (morceau === "..") {
      if (morceaux.length === 0) throw erreurDeCode("EACCES", chemin);
      morceaux.pop();
    } else morceaux.push(morceau);
  }
  return morceaux.join("/");
}

export const fichiers: Fichiers = {
  lire(chemin) {
    if (chemin.startsWith("/")) throw erreurDeCode("ENOENT", chemin);
    const relatif = normaliser(chemin);
    const connu = dejaLus.get(relatif);
    if (connu) return connu;
    const adresse =
      adressesDuSite().fichiers + relatif.split("/").map(encodeURIComponent).join("/");
    let reponse: { statut: number; octets: Uint8Array };
    try {
      reponse = lireAdresse(adresse);
    } catch {
      throw erreurDeCode("EIO", chemin);
    }
    if (reponse.statut === 404) throw erreurDeCode("ENOENT", chemin);
    if (reponse.statut === 403) throw erreurDeCode("EACCES", chemin);
    if (reponse.statut !== 200 && reponse.statut !== 0)
      throw erreurDeCode(`HTTP ${reponse.statut}`, chemin);
    dejaLus.set(relatif, reponse.octets);
    return reponse.octets;
  },

  taille(chemin) {
    try {
      return fichiers.lire(chemin).length;
    } catch {
      return undefined;
    }
  },

  async *morceaux(chemin, taille) {
    const octets = fichiers.lire(chemin);
    for (let debut = 0; debut < octets.length; debut += taille)
      yield octets.subarray(debut, debut + taille);
  },
};
