// Premier pas de « npm start » et « npm test » sur une machine neuve : installe
// les paquets npm du projet s'ils manquent ou ont changé. Pas de dépendance ici.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const RACINE = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

function dependancesAJour() {
  const marque = join(RACINE, "node_modules", ".package-lock.json");
  if (!existsSync(marque)) return false;
  return statSync(marque).mtimeMs >= statSync(join(RACINE, "package-lock.json")).mtimeMs;
}

export function assurerDependances() {
  if (dependancesAJour()) return;
  console.log("Installation des paquets npm du projet (npm ci)…");
  const r = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: RACINE, stdio: "inherit" });
  if (r.status !== 0) {
    console.error("L'installation des paquets npm a échoué : voir les messages ci-dessus.");
    process.exit(1);
  }
}

/**
 * Lance un script TypeScript d'outils/ (`script`, son chemin depuis outils/)
 * avec le ts-node du projet (options : la section « ts-node » de
 * tsconfig.json) et finit avec son code de sortie.
 * Un signal d'arrêt reçu ici passe au script : `kill -INT` sur `npm start`
 * atteint ainsi le serveur, même sans terminal pour l'envoyer à tout le groupe.
 */
export function lancerOutil(script, args) {
  const tsNode = join(RACINE, "node_modules", "ts-node", "dist", "bin.js");
  const enfant = spawn(process.execPath, [tsNode, join(RACINE, "outils", script), ...args], {
    cwd: RACINE,
    stdio: "inherit",
  });
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.on(signal, () => enfant.kill(signal));
  }
  enfant.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
