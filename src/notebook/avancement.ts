/**
 * Une barre d'avancement dans le carnet, pour les longs calculs (la leçon 6
 * résout des centaines de grilles). On l'affiche une fois, puis on la met à
 * jour sur place (`display_id`) : une seule sortie, pas des centaines de
 * lignes. Les mises à jour sont espacées d'au moins 200 ms, pour ne pas
 * inonder le navigateur de messages.
 *
 *     const suivre = suivreAvancement("Comparaison");
 *     for (…) suivre({ fait, total, detail: "td, top95 n° 3" });
 */
import { inspect } from "util";
import { canalCourant } from "./canal";
import { afficher, type Affichage } from "./afficher";
import { echapperHTML } from "../socle/html";
import { AFFICHAGE_JUPYTER, type PaquetMime } from "../socle/protocole";
import { ecrireNombre } from "./tableau";

/** Où en est le calcul. */
export interface EtatAvancement {
  fait: number;
  total: number;
  /** Ce qui vient d'être fait : « td, top95 n° 3 ». */
  detail?: string;
  /** Millisecondes écoulées depuis le début. */
  ecoule?: number;
}

/** Une barre d'avancement, affichable (HTML : `<progress>`, texte : « 40/100 »). */
export class BarreAvancement {
  readonly titre: string;
  readonly etat: EtatAvancement;

  constructor(titre: string, etat: EtatAvancement) {
    this.titre = titre;
    this.etat = etat;
  }

  /** « Comparaison : 40/100 (40 %) — td, top95 n° 3 — 12 s », ou « … terminée en 30 s ». */
  toString(): string {
    const { fait, total, detail, ecoule } = this.etat;
    const pourcent = total > 0 ? Math.floor((100 * fait) / total) : 100;
    const duree = ecoule === undefined ? "" : ` ${ecrireNombre(Math.round(ecoule / 100) / 10)} s`;
    if (fait >= total)
      return `${this.titre} : terminé (${total}/${total})${duree ? ` en${duree}` : ""}`;
    return `${this.titre} : ${fait}/${total} (${pourcent} %)${detail ? ` — ${detail}` : ""}${duree ? ` —${duree}` : ""}`;
  }

  [inspect.custom](): string {
    return this.toString();
  }

  [AFFICHAGE_JUPYTER](): PaquetMime {
    const { fait, total } = this.etat;
    const html =
      `<div class="sudoku-avancement" style="font-family:sans-serif;margin:4px 0">` +
      `<progress value="${fait}" max="${Math.max(total, 1)}" style="width:22em;vertical-align:middle"></progress> ` +
      `<span>${echapperHTML(this.toString())}</span></div>`;
    return { "text/html": html, "text/plain": this.toString() };
  }
}

/** L'écart minimal entre deux mises à jour affichées, en millisecondes. */
const INTERVALLE_MS = 200;

/**
 * Affiche une barre d'avancement sous la cellule et rend la fonction qui la
 * met à jour. Hors d'un carnet (script, test), la fonction ne fait rien :
 * le même code tourne partout.
 */
export function suivreAvancement(titre: string): (etat: EtatAvancement) => void {
  if (!canalCourant()) return () => undefined;
  let sortie: Affichage | undefined;
  let derniere = -Infinity;
  return (etat) => {
    const maintenant = performance.now();
    const fini = etat.fait >= etat.total;
    if (sortie && !fini && maintenant - derniere < INTERVALLE_MS) return;
    derniere = maintenant;
    const barre = new BarreAvancement(titre, etat);
    if (sortie) sortie.mettreAJour(barre);
    else sortie = afficher(barre);
  };
}
