/**
 * Dans le noyau du cours, une cellule `verifier(…)` échoue comme nbgrader
 * voit un échec : le rapport français est montré (display_data), puis une
 * sortie `error`. Un exercice non fait n'est une erreur que pendant une
 * correction (NBGRADER_EXECUTION, que nbgrader met pendant autograde et validate).
 */
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lireCarnet, type Carnet } from "../../outils/carnets/carnets";
import { NOM_DU_NOYAU, commandeDuProjet, environnementJupyter } from "../../outils/commun/jupyter";
import { carnetDeTest } from "../aide-carnets";
import { dossierTemporaire } from "../aide-dossiers";
import { lancer } from "../aide-processus";

const nbconvert = commandeDuProjet("jupyter-nbconvert");
const DELAI = 180_000;

const CELLULES = [
  'import { verifier, ExerciceNonFait } from "./src/index";',
  [
    "function fausse(i: number, j: number, nombre: number, M: number[][]): boolean {",
    "  for (let k = 0; k < 9; k++) if (M[i][k] === nombre) return false;",
    "  return true;",
    "}",
    "function pasEcrite(i: number, j: number, nombre: number, M: number[][]): boolean {",
    '  throw new ExerciceNonFait("écrivez-la.");',
    "}",
  ].join("\n"),
  'verifier("test_ligne", fausse);',
  'verifier("test_ligne", pasEcrite);',
  // Un bilan gardé dans une variable (une démonstration) ne fait rien échouer.
  'const bilan = verifier("test_ligne", fausse);\nbilan.statut',
];

interface Sortie {
  output_type: string;
  ename?: string;
  evalue?: string;
  data?: Record<string, unknown>;
}

async function executer(env: NodeJS.ProcessEnv): Promise<Sortie[][]> {
  const dossier = dossierTemporaire("erreur-notee");
  const chemin = join(dossier, "carnet.ipynb");
  writeFileSync(chemin, JSON.stringify(carnetDeTest(CELLULES)));
  try {
    const r = await lancer(
      nbconvert ?? "jupyter-nbconvert",
      [
        "--to",
        "notebook",
        "--execute",
        "--allow-errors",
        `--ExecutePreprocessor.kernel_name=${NOM_DU_NOYAU}`,
        "--inplace",
        chemin,
      ],
      { env: { ...environnementJupyter(), ...env }, delai: DELAI },
    );
    expect(r.code, r.stderr.slice(-3000)).toBe(0);
    const carnet: Carnet = lireCarnet(chemin);
    return carnet.cells.map((c) => (c.outputs ?? []) as Sortie[]);
  } finally {
    rmSync(dossier, { recursive: true, force: true });
  }
}

const types = (sorties: Sortie[]) => sorties.map((s) => s.output_type);

describe.skipIf(!nbconvert)("une vérification notée dans le noyau du cours", () => {
  it(
    "hors correction : ❌ est une erreur après le rapport, ⏳ n'en est pas une",
    async () => {
      const sorties = await executer({ NBGRADER_EXECUTION: "" });
      const echec = sorties[2];
      expect(types(echec)).toEqual(["display_data", "error"]);
      expect(JSON.stringify(echec[0].data)).toContain("la colonne j n'est pas exclue");
      expect(echec[1].ename).toBe("VerificationEchouee");
      expect(echec[1].evalue).toMatch(/^test_ligne : \d+ cas réussis sur 9/);
      expect(types(sorties[3])).toEqual(["display_data"]);
      expect(JSON.stringify(sorties[3][0].data)).toContain("pas encore écrite");
      expect(types(sorties[4])).toEqual(["execute_result"]);
    },
    DELAI,
  );

  it(
    "pendant une correction (NBGRADER_EXECUTION) : ⏳ est aussi une erreur",
    async () => {
      const sorties = await executer({ NBGRADER_EXECUTION: "autograde" });
      expect(types(sorties[3])).toEqual(["display_data", "error"]);
      expect(sorties[3][1].ename).toBe("ExerciceNonFait");
      expect(types(sorties[4])).toEqual(["execute_result"]);
    },
    DELAI,
  );
});
