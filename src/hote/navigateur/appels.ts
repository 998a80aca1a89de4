/**
 * Les appels bornés, côté navigateur : l'échéance de la garde (voir
 * `garde.ts`). Le code de l'élève, contrôlé à chaque tour de boucle, lève
 * `DelaiDepasse` une fois l'échéance passée ; l'appel rend alors la main.
 */
import type { AppelsBornes } from "../contrat";
import { garde } from "./garde";

export const appels: AppelsBornes = {
  appelerBorne(appel, delai) {
    const g = garde();
    const avant = g.echeance;
    g.echeance = Math.min(avant, performance.now() + delai);
    try {
      return { fin: "rendu", valeur: appel() };
    } catch (erreur) {
      // ■ arrête toute la vérification, pas seulement ce cas : l'interruption passe.
      if (g.estArret(erreur) && !g.estDelai(erreur)) throw erreur;
      return { fin: "leve", erreur };
    } finally {
      g.echeance = avant;
    }
  },

  // ■ lève déjà une erreur ordinaire dans le code contrôlé : les `finally` tournent.
  interruptible: (f) => f(),

  estDelaiDepasse: (erreur) => garde().estDelai(erreur),
};
