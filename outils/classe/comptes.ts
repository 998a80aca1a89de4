/**
 * Les comptes Unix des élèves : un par élève, dossier personnel en 700, mot
 * de passe tiré au hasard et fixé par `chpasswd`. C'est ce compte qui isole
 * un élève des autres : son serveur Jupyter et son noyau tournent sous lui,
 * et le système refuse de lire le dossier d'un autre.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync } from "node:fs";
import { ErreurClasse } from "./installation";
import { compteMaison, demonterAvantSuppression, type CompteMaison } from "./maisons";

export interface Compte extends CompteMaison {
  motDePasse: string;
}

/** Un mot de passe lisible, sans caractère ambigu : 12 lettres et chiffres. */
function motDePasse(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  return [...randomBytes(12)].map((o) => alphabet[o % alphabet.length]).join("");
}

function existe(nom: string): boolean {
  return spawnSync("id", ["-u", nom]).status === 0;
}

/**
 * Crée les comptes `prefixe01`, `prefixe02`… absents ; un compte qui existe
 * déjà garde son dossier et reçoit un nouveau mot de passe (le professeur les
 * redistribue). Rend les comptes avec leur mot de passe.
 */
export function creerComptes(prefixe: string, nombre: number): Compte[] {
  if (!/^[a-z][a-z0-9-]{0,20}$/.test(prefixe))
    throw new ErreurClasse(
      `préfixe de compte « ${prefixe} » refusé : une lettre minuscule, puis lettres, chiffres ou tirets (21 au plus).`,
    );
  if (process.getuid?.() !== 0)
    throw new ErreurClasse("créer les comptes des élèves demande l'administrateur (root).");
  const comptes: Compte[] = [];
  for (let i = 1; i <= nombre; i++) {
    const nom = `${prefixe}${String(i).padStart(2, "0")}`;
    if (!existe(nom)) execFileSync("useradd", ["--create-home", "--shell", "/bin/bash", nom]);
    const compte = compteMaison(nom);
    // Personne d'autre que l'élève n'entre chez lui, quel que soit le réglage de useradd.
    chmodSync(compte.maison, 0o700);
    comptes.push({ ...compte, motDePasse: motDePasse() });
  }
  execFileSync("chpasswd", { input: comptes.map((c) => `${c.nom}:${c.motDePasse}`).join("\n") });
  return comptes;
}

/** Les numéros des processus d'un compte. */
export function processusDe(uid: number): number[] {
  const r = spawnSync("ps", ["-U", String(uid), "-o", "pid="], { encoding: "utf8" });
  return r.stdout
    .split("\n")
    .map((l) => Number(l.trim()))
    .filter((pid) => pid > 0);
}

/**
 * Arrête les processus d'un compte (un par un, par leur numéro), démonte son
 * dossier s'il est monté d'une image (maisons.ts), puis le supprime avec son
 * dossier. L'image elle-même est dans le dossier de la classe.
 */
export function supprimerCompte(compte: CompteMaison): void {
  for (const pid of processusDe(compte.uid)) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Déjà fini.
    }
  }
  demonterAvantSuppression(compte.maison);
  if (existe(compte.nom)) spawnSync("userdel", ["--remove", "--force", compte.nom]);
}
