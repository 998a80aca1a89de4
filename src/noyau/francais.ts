/**
 * Les messages du compilateur TypeScript en français, pour les deux noyaux
 * du cours. Le TypeScript de tslab livre ses traductions
 * (`lib/fr/diagnosticMessages.generated.json`) ; il ne les lit que si on
 * les lui donne. Chaque noyau lit le fichier à sa façon (`francais-node.ts`,
 * `navigateur/francais.ts`) et le passe ici, avant la première cellule :
 * les messages se traduisent quand le compilateur les crée.
 *
 * Un fichier absent ou illisible n'empêche pas le noyau de démarrer : les
 * messages restent en anglais, et on le dit dans le journal.
 */
import * as ts from "@tslab/typescript-for-tslab";

/** La fonction de TypeScript qui pose les traductions (publique dans son code, absente de ses types). */
type AvecTraductions = {
  setLocalizedDiagnosticMessages(messages: Record<string, string> | undefined): void;
};
const avecTraductions = ts as unknown as AvecTraductions;

let posees: Record<string, string> | undefined;

/**
 * Pose les traductions françaises, une seule fois. `lire` rend le contenu du
 * fichier de traductions (clé du message → texte). Rend vrai si le
 * compilateur parle français.
 */
export function parlerFrancais(
  lire: () => Record<string, string>,
  journal: (texte: string) => void,
): boolean {
  if (posees) return true;
  try {
    const messages = lire();
    if (typeof messages?.["Cannot_find_name_0_2304"] !== "string")
      throw new Error("le message TS2304 y manque");
    avecTraductions.setLocalizedDiagnosticMessages(messages);
    posees = messages;
  } catch (erreur) {
    journal(
      `messages de TypeScript en anglais : traductions illisibles (${erreur instanceof Error ? erreur.message : String(erreur)})`,
    );
  }
  return posees !== undefined;
}

/**
 * Exécute `action` avec les messages d'origine : tslab reconnaît une cellule
 * inachevée à son message anglais (« … expected. », `isCompleteCode`).
 */
export function enAnglais<T>(action: () => T): T {
  if (!posees) return action();
  avecTraductions.setLocalizedDiagnosticMessages(undefined);
  try {
    return action();
  } finally {
    avecTraductions.setLocalizedDiagnosticMessages(posees);
  }
}

/** Le fichier des traductions, relatif au paquet de TypeScript de tslab. */
export const FICHIER_DES_TRADUCTIONS = "lib/fr/diagnosticMessages.generated.json";
