import { parseArgs } from "node:util";
import { ErreurUsage } from "./erreurs";

type DefinitionOptions = Record<string, { type: "string" | "boolean"; short?: string }>;

/** Les valeurs lues : un texte par option `string`, vrai pour une option `boolean` présente. */
export type Valeurs<O extends DefinitionOptions> = {
  [K in keyof O]?: O[K]["type"] extends "boolean" ? boolean : string;
};

/**
 * Lit les options d'une sous-commande avec `parseArgs` de Node, et traduit
 * ses erreurs (en anglais) en messages français.
 */
export function lireOptions<O extends DefinitionOptions>(
  args: string[],
  options: O,
  commande: string,
): { values: Valeurs<O>; positionals: string[] } {
  try {
    const { values, positionals } = parseArgs({
      args,
      options,
      allowPositionals: true,
      strict: true,
    });
    return { values: values as Valeurs<O>, positionals };
  } catch (e) {
    throw new ErreurUsage(traduire(e, commande));
  }
}

function traduire(e: unknown, commande: string): string {
  const code = (e as { code?: string }).code;
  const message = e instanceof Error ? e.message : String(e);
  const nom = /'(-[^' ]+)/.exec(message)?.[1] ?? "";
  const suite = ` (voir « sudoku aide ${commande} »)`;
  if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") return `option inconnue : ${nom}${suite}`;
  if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE") {
    return `l'option ${nom} attend une valeur${suite}`;
  }
  return `arguments incorrects${suite}`;
}

/** Un entier strictement positif donné à une option, ou une erreur qui le dit. */
export function entierPositif(texte: string | undefined, option: string): number | undefined {
  if (texte === undefined) return undefined;
  if (!/^\d+$/.test(texte) || Number(texte) < 1) {
    throw new ErreurUsage(`${option} attend un entier positif, pas « ${texte} »`);
  }
  return Number(texte);
}
