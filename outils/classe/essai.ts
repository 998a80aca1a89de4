/**
 * Une classe d'essai, pour les tests et le test de charge : le cours installé
 * dans un dossier neuf de /srv (lisible des comptes d'essai, où que soit le
 * dépôt), des comptes au préfixe tiré au hasard, leurs dossiers bornés
 * (images dans `<dossier>/maisons`), un hub sur la boucle locale. `fermer()`
 * arrête le hub (qui démonte les dossiers), supprime les comptes avec leur
 * dossier personnel et efface le dossier, images comprises ; c'est fait aussi
 * sur Ctrl+C, SIGTERM ou une erreur.
 */
import { randomBytes } from "node:crypto";
import { chmodSync, copyFileSync, existsSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { RACINE } from "../commun/jupyter";
import { creerComptes, supprimerCompte, type Compte } from "./comptes";
import { LIMITES_PAR_DEFAUT, lancerHub, portLibre, type Hub, type LimitesEleve } from "./hub";
import { ErreurClasse, installerCours } from "./installation";
import { preparerMaisons } from "./maisons";

export interface ClasseDEssai {
  hub: Hub;
  comptes: Compte[];
  cours: string;
  etat: string;
  /** Le dossier des images des dossiers des élèves. */
  maisons: string;
  fermer(): Promise<void>;
}

/** Le préfixe des comptes d'essai : reconnaissable, et propre à chaque essai. */
export const PREFIXE_ESSAI = "sdkessai";

export async function ouvrirClasseDEssai(
  nombre: number,
  limites: LimitesEleve = LIMITES_PAR_DEFAUT,
): Promise<ClasseDEssai> {
  if (process.getuid?.() !== 0)
    throw new ErreurClasse("la classe d'essai crée des comptes Unix : il faut être root.");
  const marque = randomBytes(3).toString("hex");
  const dossier = `/srv/sudoku-classe-essai-${marque}`;
  const cours = join(dossier, "cours");
  const etat = join(dossier, "hub");
  const maisons = join(dossier, "maisons");
  let comptes: Compte[] = [];
  let hub: Hub | undefined;
  const fermerUneFois = async () => {
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
  // Une seule fermeture, que chacun attend jusqu'au bout : un signal pendant une cellule ferme
  // le hub, la cellule échoue et son script veut fermer à son tour avant de s'arrêter.
  let fermeture: Promise<void> | undefined;
  const fermer = () => (fermeture ??= fermerUneFois());
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
    preparerMaisons(comptes, maisons, limites.disqueMo);
    hub = await lancerHub({
      cours,
      etat,
      ip: "127.0.0.1",
      port: await portLibre(),
      eleves: comptes.map((c) => c.nom),
      limites,
      maisons,
    });
    return {
      hub,
      comptes,
      cours,
      etat,
      maisons,
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
