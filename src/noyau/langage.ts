/**
 * Le langage des cellules, tel que l'annoncent les deux noyaux du cours
 * (`language_info` de `kernel_info_reply`). Sans dépendance : la page du
 * navigateur le lit aussi, sans charger le compilateur.
 */
export function langage(versionTypeScript: string): Record<string, unknown> {
  return {
    name: "typescript",
    version: versionTypeScript,
    mimetype: "text/typescript",
    file_extension: ".ts",
    pygments_lexer: "typescript",
    // JupyterLab colore le TypeScript d'après `mode` ; Notebook d'après `name` et `typescript`.
    codemirror_mode: { mode: "typescript", name: "javascript", typescript: true },
  };
}
