/**
 * La première cellule après l'installation attend que la bibliothèque du
 * cours soit compilée (`bibliotheque.ts`, ≈ 25 s, une seule fois) : sans un
 * mot, l'élève ne voit que `[*]` et croit le noyau bloqué. Le noyau écrit
 * donc tout de suite une ligne sous la cellule, qu'il laisse : elle dit
 * après coup pourquoi cette cellule a été longue.
 */
import type { Sorties } from "./sorties";

export const ANNONCE_PREMIERE_COMPILATION =
  "Première utilisation : compilation de la bibliothèque du cours (≈ 25 s), une seule fois…\n";

/** Écrit l'annonce si la cellule va attendre la compilation ; l'envoie aussitôt. */
export function annoncerLaCompilation(enConstruction: boolean, sorties: Sorties): void {
  if (!enConstruction) return;
  sorties.ecrire("stdout", ANNONCE_PREMIERE_COMPILATION);
  sorties.vider();
}
