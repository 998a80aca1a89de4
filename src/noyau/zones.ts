/**
 * Où en est le fil des cellules, pour qui doit l'interrompre : le noyau de
 * Jupyter le note dans une mémoire partagée que lit son fil de contrôle
 * (voir `etat-du-fil.ts`) ; le noyau du navigateur n'en a pas besoin (le
 * code des cellules s'y arrête de lui-même, voir `navigateur/garde.ts`).
 */

export const ETATS = { libre: 0, script: 1, compilation: 2, noyau: 3 } as const;

export type Etat = (typeof ETATS)[keyof typeof ETATS];

export interface Zones {
  /** Exécute `action` dans la zone `etat`, puis revient à la zone d'avant. */
  dans<T>(etat: Etat, action: () => T): T;
  /**
   * Appelle `action` (du code de l'élève appelé par le noyau : l'affichage
   * d'une valeur) de façon qu'une interruption l'arrête par une erreur au
   * lieu de défaire le noyau.
   */
  appelInterruptible<T>(action: () => T): T;
}

/** Sans fil de contrôle à prévenir : les zones ne servent à rien. */
export const zonesSimples: Zones = {
  dans: (_etat, action) => action(),
  appelInterruptible: (action) => action(),
};
