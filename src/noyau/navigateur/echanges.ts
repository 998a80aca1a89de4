/**
 * Ce que se disent la page (`noyau-page.ts`) et le fil du noyau (`fil.ts`),
 * par un `MessagePort` que seul le noyau connaît (le code des cellules ne
 * peut pas y écrire de faux messages).
 */
import type { AdressesDuSite } from "../../hote/navigateur/site";
import type { Sonnerie } from "./sonde";

export type Contenu = Record<string, unknown>;

/** Le premier message, sur le fil lui-même : de quoi démarrer. */
export interface Depart {
  port: MessagePort;
  adresses: AdressesDuSite & {
    /** Les fichiers du compilateur (`systeme.ts`), en JSON. */
    types: string;
  };
  sonnerie: Sonnerie;
}

/** Les requêtes de Jupyter que le fil traite, et leur contenu. */
export type SorteDeRequete = "executer" | "completer" | "inspecter" | "estComplet" | "historique";

/** De la page vers le fil. */
export type VersLeFil =
  | { sorte: SorteDeRequete; id: number; contenu: Contenu }
  | { sorte: "interrompre"; sonnerie: Sonnerie };

/** Du fil vers la page. */
export type VersLaPage =
  | { sorte: "pret"; versionTypeScript: string; millisecondes: number }
  | { sorte: "echec"; message: string }
  /** Un message iopub (`stream`, `display_data`…), rattaché à la requête `id`. */
  | { sorte: "iopub"; id: number; type: string; contenu: Contenu }
  | { sorte: "reponse"; id: number; contenu: Contenu }
  /** La demande d'interruption est vue (le fil a repris la main). */
  | { sorte: "accuse"; generation: number };
