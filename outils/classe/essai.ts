/**
 * Une classe d'essai, pour les tests et le test de charge : le cours installé
 * dans un dossier neuf de /srv (lisible des comptes d'essai, où que soit le
 * dépôt), des comptes au préfixe tiré au hasard, un hub sur la boucle locale.
 * `fermer()` arrête le hub, supprime les comptes avec leur dossier personnel
 * et efface le dossier ; c'est fait aussi sur Ctrl+C, SIGTERM ou une erreur.
 */
import { randomBytes } from "node:crypto";
import { chmodSync, copyFileSync, existsSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { RACINE } from "../jupyter";
import { creerComptes, supprimerCompte, type Compte } from "./comptes";
import { lancerHub, portLibre, type Hub, type LimitesEleve } from "./hub";
import { ErreurClasse, installerCours } from "./installation";

export interface ClasseDEssai {
  hub: Hub;
  comptes: Compte[];
  cours: string;
  etat: string;
  fermer(): Promise<void>;
}

/** Le préfixe des comptes d'essai : reconnaissable, et propre à chaque essai. */
export const PREFIXE_ESSAI = "sdkessai";

export async function ouvrirClasseDEssai(
  nombre: number,
  limites?: LimitesEleve,
): Promise<ClasseDEssai> {
  if (process.getuid?.() !== 0)
    throw new ErreurClasse("la classe d'essai crée des comptes Unix : il faut être root.");
  const marque = randomBytes(3).toString("hex");
  const dossier = `/srv/sudoku-classe-essai-${marque}`;
  const cours = join(dossier, "cours");
  const etat = join(dossier, "hub");
  let comptes: Compte[] = [];
  let hub: Hub | undefined;
  let fermee = false;
  const fermer = async () => {
    if (fermee) return;
    fermee = true;
    await hub?.arreter();
    for (const compte of comptes) supprimerCompte(compte);
    // Le journal du hub est gardé pour comprendre un échec : .cache/classe/dernier-hub.log du dépôt.
    const journal = join(etat, "hub.log");
    if (existsSync(journal)) {
      mkdirSync(join(RACINE, ".cache", "classe"), { recursive: true });
      copyFileSync(journal, join(RACINE, ".cache", "classe", "dernier-hub.log"));
    }
    rmSync(dossier, { recursive: true, force: true });
  };
  const interrompre = (signal: NodeJS.Signals) => {
    void fermer().then(() => process.exit(signal === "SIGINT" ? 130 : 143));
  };
  process.once("SIGINT", interrompre);
  process.once("SIGTERM", interrompre);
  try {
    mkdirSync(dossier, { recursive: true, mode: 0o755 });
    chmodSync(dossier, 0o755);
    await installerCours(cours);
    comptes = creerComptes(`${PREFIXE_ESSAI}${marque}-`, nombre);
    hub = await lancerHub({
      cours,
      etat,
      ip: "127.0.0.1",
      port: await portLibre(),
      eleves: comptes.map((c) => c.nom),
      limites,
    });
    return {
      hub,
      comptes,
      cours,
      etat,
      fermer: async () => {
        await fermer();
        process.off("SIGINT", interrompre);
        process.off("SIGTERM", interrompre);
      },
    };
  } catch (erreur) {
    await fermer();
    process.off("SIGINT", interrompre);
    process.off("SIGTERM", interrompre);
    throw erreur;
  }
}
