/**
 * La sous-commande `importer` de `npm run devoirs` : importer.ts fait le tri
 * et pose les copies ; ici, l'inscription des élèves dans la base de notes
 * (le Python de `.venv/`, avec l'API de nbgrader) et le bilan au terminal.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { pythonDuProjet } from "../commun/jupyter";
import { ErreurDevoirs, environnementNbgrader, lisibleAuTerminal } from "./cours-nbgrader";
import { SCRIPT_INSCRIRE, importerCopies, texteDuBilan, type Inscrire } from "./importer";

/** Inscrit les élèves absents de gradebook.db, avec prénom et nom. */
function inscrireDans(cours: string): Inscrire {
  return (eleves) => {
    const r = spawnSync(
      pythonDuProjet(),
      ["-c", SCRIPT_INSCRIRE, `sqlite:///${join(cours, "gradebook.db")}`],
      {
        cwd: cours,
        // Une base neuve est créée par alembic, un programme de .venv/ : son PATH.
        env: environnementNbgrader(),
        input: JSON.stringify(eleves),
        encoding: "utf8",
      },
    );
    if (r.status !== 0)
      throw new ErreurDevoirs(
        `inscription des élèves dans la base de notes impossible : ${(r.stderr || r.error?.message || "").trim().split("\n").at(-1)}`,
      );
    return Promise.resolve();
  };
}

/** `importer DEVOIR DOSSIER` : 0 si tout le dossier est importé, 1 si des fichiers sont refusés. */
export async function commandeImporter(
  cours: string,
  devoir: string,
  dossier: string | undefined,
): Promise<number> {
  if (!dossier)
    throw new ErreurDevoirs(
      `il manque le dossier des copies : importer ${devoir} ~/Téléchargements/copies`,
    );
  const bilan = await importerCopies(cours, devoir, dossier, inscrireDans(cours));
  console.log(lisibleAuTerminal(texteDuBilan(devoir, bilan)));
  return bilan.refusees.length > 0 ? 1 : 0;
}
