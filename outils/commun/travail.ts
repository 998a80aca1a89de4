/**
 * Le dossier de travail des élèves : une copie de chaque leçon, faite une
 * seule fois. Une copie existante n'est jamais remplacée (c'est le travail
 * de l'élève) ; une leçon ajoutée plus tard au cours y est copiée. Si le
 * chemin existe sans être un dossier (lien cassé, fichier), on le dit et
 * l'on n'y touche pas : ce qu'il y a là est peut-être à l'élève.
 */
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  statSync,
  type Stats,
} from "node:fs";
import { join } from "node:path";

/** Un dossier de travail inutilisable : le message dit quoi faire. */
export class ErreurTravail extends Error {
  override name = "ErreurTravail";
}

/**
 * Vérifie que `dossier` est un dossier (ou un lien vers un dossier), ou qu'il
 * n'existe pas encore (il sera créé) ; sinon lève une `ErreurTravail`, sans
 * rien modifier.
 */
export function verifierTravail(dossier: string): void {
  if (!cheminOccupe(dossier)) return;
  const nom = `« ${dossier} »`;
  const relancer =
    "puis relancez « npm start » (s'il ne trouve rien à cette place, il crée le dossier " +
    "avec une copie de chaque leçon).\nRien n'a été effacé.";
  let cible: Stats;
  try {
    cible = statSync(dossier);
  } catch (erreur) {
    // lstat voit quelque chose, stat ne voit rien : un lien qui ne mène nulle part.
    if (lstatSync(dossier).isSymbolicLink())
      throw new ErreurTravail(
        `${nom} est un lien vers « ${readlinkSync(dossier)} », qui n'existe pas (lien cassé).\n` +
          `Rebranchez ou recréez ce qu'il vise, ou supprimez le lien, ${relancer}`,
      );
    const code = (erreur as NodeJS.ErrnoException).code ?? "erreur inconnue";
    throw new ErreurTravail(`${nom} est inaccessible (${code}).\nVérifiez ses droits, ${relancer}`);
  }
  if (!cible.isDirectory()) {
    throw new ErreurTravail(
      `${nom} existe, mais ce n'est pas un dossier : les leçons ne peuvent pas y être copiées.\n` +
        `Renommez-le ou déplacez-le (il contient peut-être votre travail), ${relancer}`,
    );
  }
}

/** Vrai si quelque chose (dossier, fichier, lien même cassé) porte déjà ce nom. */
function cheminOccupe(chemin: string): boolean {
  try {
    lstatSync(chemin);
    return true;
  } catch {
    return false;
  }
}

/** Copie les carnets de `source` absents de `destination` ; renvoie les noms copiés. */
export function preparerTravail(source: string, destination: string): string[] {
  verifierTravail(destination);
  mkdirSync(destination, { recursive: true });
  const copies: string[] = [];
  for (const nom of readdirSync(source).sort()) {
    if (!nom.endsWith(".ipynb") || existsSync(join(destination, nom))) continue;
    // COPYFILE_EXCL : même si un fichier apparaît entre-temps, on ne l'écrase pas.
    copyFileSync(join(source, nom), join(destination, nom), 1);
    copies.push(nom);
  }
  return copies;
}
