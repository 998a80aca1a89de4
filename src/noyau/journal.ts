/**
 * Le journal du noyau : ses propres messages (démarrage, pannes) vont sur la
 * sortie d'erreur d'origine du processus, que le serveur Jupyter recopie dans
 * son terminal. Pas dans les cellules : leurs sorties sont détournées vers le
 * carnet (voir `sorties.ts`).
 */
const stderrOriginal = process.stderr.write.bind(process.stderr);

export function journal(...morceaux: unknown[]): void {
  const texte = morceaux.map((m) => (m instanceof Error ? m.stack : String(m))).join(" ");
  stderrOriginal(`[noyau sudoku-ts] ${texte}\n`);
}
