/**
 * Le bac à sable de `npm test` : les vérifications tournent avec un dossier
 * personnel (HOME et dossiers XDG) et un dossier temporaire (TMPDIR) à
 * elles, rangés dans un dossier temporaire effacé à la fin. Rien ne peut
 * donc s'écrire chez l'utilisateur ; et ce qui reste dans le bac après les
 * tests est ce qu'un test a oublié d'effacer, ou ce qu'un programme aurait
 * écrit sous le dossier personnel : `npm test` le signale et échoue.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";
import { RACINE } from "./jupyter";

export interface BacASable {
  /** Le dossier qui contient tout le reste, effacé par `effacerBac`. */
  racine: string;
  /** Le dossier personnel des tests (HOME). */
  maison: string;
  /** Le dossier temporaire des tests (TMPDIR). */
  temporaire: string;
}

/**
 * L'environnement `base` où `maison` tient lieu de dossier personnel, avec
 * ses dossiers de configuration, de cache, de données et d'état : un
 * programme lancé ainsi (Chromium, Jupyter, pip…) n'écrit rien chez
 * l'utilisateur, seulement dans `maison`.
 */
export function environnementDansMaison(
  maison: string,
  base: NodeJS.ProcessEnv = process.env,
): NodeJS.ProcessEnv {
  return {
    ...base,
    HOME: maison,
    XDG_CONFIG_HOME: join(maison, ".config"),
    XDG_CACHE_HOME: join(maison, ".cache"),
    XDG_DATA_HOME: join(maison, ".local", "share"),
    XDG_STATE_HOME: join(maison, ".local", "state"),
  };
}

/** Crée un bac neuf, `sudoku-tests-XXXXXX` dans le dossier temporaire du système. */
export function creerBac(): BacASable {
  const racine = mkdtempSync(join(tmpdir(), "sudoku-tests-"));
  const bac = { racine, maison: join(racine, "maison"), temporaire: join(racine, "tmp") };
  mkdirSync(bac.maison);
  mkdirSync(bac.temporaire);
  return bac;
}

/** L'environnement des vérifications : la maison et le dossier temporaire du bac. */
export function environnementDuBac(
  bac: BacASable,
  base: NodeJS.ProcessEnv = process.env,
): NodeJS.ProcessEnv {
  const vraieMaison = base.HOME ?? homedir();
  return {
    ...environnementDansMaison(bac.maison, base),
    TMPDIR: bac.temporaire,
    TMP: bac.temporaire,
    TEMP: bac.temporaire,
    // npm garde la configuration et le cache de téléchargement de l'utilisateur.
    npm_config_userconfig: base.npm_config_userconfig ?? join(vraieMaison, ".npmrc"),
    npm_config_cache: base.npm_config_cache ?? join(vraieMaison, ".npm"),
    // ts-node garde son cache de compilation dans le projet, comme swc son module natif,
    // au lieu de le laisser dans le dossier temporaire.
    V8_COMPILE_CACHE_CACHE_DIR: join(RACINE, ".cache", "v8-compile-cache"),
  };
}

/** Les chemins sous `dossier`, relatifs, jusqu'à `profondeur` niveaux. */
function contenu(dossier: string, profondeur: number, prefixe = ""): string[] {
  return readdirSync(dossier).flatMap((nom) => {
    const chemin = join(dossier, nom);
    const relatif = prefixe ? `${prefixe}/${nom}` : nom;
    const sousDossier = profondeur > 1 && statSync(chemin).isDirectory();
    const dedans = sousDossier ? contenu(chemin, profondeur - 1, relatif) : [];
    return dedans.length > 0 ? dedans : [relatif];
  });
}

/** Ce qui reste dans le bac : dossiers temporaires oubliés, écrits sous la maison. */
export function restesDuBac(bac: BacASable): { temporaires: string[]; maison: string[] } {
  return { temporaires: contenu(bac.temporaire, 1).sort(), maison: contenu(bac.maison, 3).sort() };
}

export function effacerBac(bac: BacASable): void {
  rmSync(bac.racine, { recursive: true, force: true });
}
