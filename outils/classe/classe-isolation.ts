/**
 * npm run classe:isolation : vérifie, sur une classe d'essai de deux élèves
 * (A et B), qu'un élève ne peut rien lire de l'autre.
 *
 *   - par son noyau : une cellule de A essaie de lire le carnet de B, son
 *     dossier, la base du hub, /etc/shadow, et d'écrire dans le cours ;
 *   - par le hub : le jeton de A essaie le serveur de B (carnets, noyaux),
 *     le profil de B et le démarrage du serveur de B ;
 *   - et la copie des leçons n'est faite qu'une fois : un carnet modifié par A
 *     est intact après l'arrêt et le redémarrage de son serveur.
 *
 * Imprime ce qu'il a observé (`--json` : en JSON, pour test/classe/) ; tout
 * est arrêté et supprimé à la fin.
 */
import { join } from "node:path";
import { Eleve } from "./eleve";
import { ouvrirClasseDEssai } from "./essai";

const LECON_1 = "01-td-retour-arriere.ipynb";

export interface Observations {
  motDePasseFaux: string;
  uidDuNoyau: number;
  uidAttendu: number;
  /** Ce que la cellule de A obtient en lisant ou en écrivant chaque chemin : "lu", "écrit" ou le code d'erreur. */
  parLeNoyau: Record<string, string>;
  /** Le statut HTTP de chaque requête faite avec le jeton de A. */
  parLeHub: Record<string, number>;
  copieGardee: boolean;
}

/** La cellule qui essaie chaque accès et imprime le résultat en JSON. */
function celluleDEssai(
  lectures: Record<string, string>,
  ecritures: Record<string, string>,
): string {
  return `import * as fs from "fs";
const resultats: Record<string, string> = { uid: String(process.getuid!()) };
for (const [nom, chemin] of Object.entries(${JSON.stringify(lectures)})) {
  try { fs.statSync(chemin).isDirectory() ? fs.readdirSync(chemin) : fs.readFileSync(chemin); resultats[nom] = "lu"; }
  catch (e) { resultats[nom] = (e as NodeJS.ErrnoException).code ?? String(e); }
}
for (const [nom, chemin] of Object.entries(${JSON.stringify(ecritures)})) {
  try { fs.writeFileSync(chemin, "x"); resultats[nom] = "écrit"; }
  catch (e) { resultats[nom] = (e as NodeJS.ErrnoException).code ?? String(e); }
}
console.log(JSON.stringify(resultats));`;
}

export async function observer(): Promise<Observations> {
  const classe = await ouvrirClasseDEssai(2);
  try {
    const [a, b] = classe.comptes.map((c) => new Eleve(classe.hub.adresse, c));
    const intrus = new Eleve(classe.hub.adresse, { ...classe.comptes[1], motDePasse: "faux" });
    const motDePasseFaux = await intrus.connecter().then(
      () => "accepté",
      (e: Error) => e.message,
    );
    await Promise.all([a.connecter(), b.connecter()]);
    await Promise.all([a.demarrerServeur(), b.demarrerServeur()]);

    const noyau = await a.ouvrirNoyau(LECON_1);
    const maisonA = classe.comptes[0].maison;
    const maisonB = classe.comptes[1].maison;
    const execution = await noyau.executer(
      celluleDEssai(
        {
          "son propre carnet": join(maisonA, "cours", LECON_1),
          "le carnet de B": join(maisonB, "cours", LECON_1),
          "le dossier de B": maisonB,
          "la base du hub": join(classe.etat, "jupyterhub.sqlite"),
          "le secret des cookies du hub": join(classe.etat, "secret-des-cookies"),
          "/etc/shadow": "/etc/shadow",
        },
        {
          "écrire dans le cours (src/index.ts)": join(classe.cours, "src", "index.ts"),
          "écrire chez B": join(maisonB, "cours", "intrus.txt"),
        },
      ),
    );
    noyau.fermer();
    const texte = execution.sorties.map((s) => [s.text ?? ""].flat().join("")).join("");
    const { uid, ...parLeNoyau } = JSON.parse(texte.trim().split("\n").at(-1) ?? "{}") as Record<
      string,
      string
    >;

    const statut = async (chemin: string, init: RequestInit = {}) =>
      (await a.requete(chemin, init)).status;
    const parLeHub = {
      "ses carnets": await statut(`/user/${a.nom}/api/contents/${LECON_1}`),
      "les carnets de B": await statut(`/user/${b.nom}/api/contents/${LECON_1}`),
      "les noyaux de B": await statut(`/user/${b.nom}/api/kernels`),
      "le profil de B dans le hub": await statut(`/hub/api/users/${b.nom}`),
      "arrêter le serveur de B": await statut(`/hub/api/users/${b.nom}/server`, {
        method: "DELETE",
      }),
      "un jeton pour B": await statut(`/hub/api/users/${b.nom}/tokens`, {
        method: "POST",
        body: "{}",
      }),
    };

    // La copie n'est faite qu'une fois : le travail de A survit à un redémarrage de son serveur.
    const carnet = await a.lireCarnet(LECON_1);
    carnet.cells.push({
      cell_type: "markdown",
      source: "mon travail",
      metadata: {},
      id: "mon-travail",
    });
    await a.enregistrerCarnet(LECON_1, carnet);
    await a.requete(`/hub/api/users/${a.nom}/server`, { method: "DELETE" });
    for (let i = 0; i < 60; i++) {
      const etat = (await (await a.requete(`/hub/api/users/${a.nom}`)).json()) as {
        servers?: Record<string, unknown>;
      };
      if (!etat.servers?.[""]) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    await a.demarrerServeur();
    const relu = await a.lireCarnet(LECON_1);
    const copieGardee = relu.cells.some((c) => [c.source].flat().join("") === "mon travail");

    return {
      motDePasseFaux,
      uidDuNoyau: Number(uid),
      uidAttendu: classe.comptes[0].uid,
      parLeNoyau,
      parLeHub,
      copieGardee,
    };
  } finally {
    await classe.fermer();
  }
}

if (require.main === module) {
  observer().then(
    (o) => console.log(process.argv.includes("--json") ? JSON.stringify(o) : o),
    (erreur: unknown) => {
      console.error(`npm run classe:isolation : ${(erreur as Error).message}`);
      process.exit(1);
    },
  );
}
