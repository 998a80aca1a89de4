import { readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { lireCarnet, sourceDe, versionEleve, type Carnet } from "../../outils/carnets/carnets";
import { chiffresDeLaProse, chiffresSansSortie } from "../../outils/carnets/chiffres-de-la-prose";
import { CHIFFRES_PUBLIES } from "./chiffres-publies";
import { LECONS } from "../../src/exercices/catalogue";
import { NOM_DU_NOYAU, commandeDuProjet, environnementJupyter } from "../../outils/commun/jupyter";
import { dossierTemporaire } from "../aide-dossiers";
import {
  defautsDeLaQuestion,
  questionsNotees,
  textesDesCellules,
} from "../nbgrader/reponses-attendues";
import { RACINE, lancer } from "../aide-processus";

// Chaque carnet passe par un vrai client Jupyter (nbconvert) avec le noyau du cours.
const nbconvert = commandeDuProjet("jupyter-nbconvert");
const DELAI = 240_000;
/** La taille de chaque carnet exécuté puis enregistré (« professeur/01-….ipynb » → octets). */
const tailles = new Map<string, number>();
/**
 * Un carnet enregistré ne porte plus de copie de plotly (2 Mo) : ses graphiques la
 * chargent d'un fichier local (src/notebook/plotly.ts). La leçon 1 de l'élève, exécutée
 * avec son graphique, reste sous cette taille (180 Ko ; 2 Mo avec la copie).
 */
const TAILLE_MAX_LECON_1 = 300_000;

function carnetsDe(dossier: "professeur" | "eleve"): string[] {
  return readdirSync(join(RACINE, "notebooks", dossier))
    .filter((nom) => nom.endsWith(".ipynb"))
    .sort();
}

/** Exécute le carnet et renvoie la version exécutée (ou échoue avec ce que Jupyter a dit). */
async function executer(dossier: string, nom: string): Promise<Carnet> {
  if (!nbconvert)
    throw new Error("jupyter-nbconvert est introuvable : lancez « npm test », qui l'installe.");
  const sortie = dossierTemporaire("carnet");
  const r = await lancer(
    nbconvert,
    [
      "--to",
      "notebook",
      "--execute",
      `--ExecutePreprocessor.kernel_name=${NOM_DU_NOYAU}`,
      "--ExecutePreprocessor.timeout=120",
      // Toutes les cellules tournent, même après une erreur : le test les rapporte toutes.
      "--allow-errors",
      "--output-dir",
      sortie,
      join(RACINE, "notebooks", dossier, nom),
    ],
    // Le dossier temporaire du carnet est `sortie` : la leçon 5 y écrit son fichier DIMACS.
    { env: { ...environnementJupyter(), TMPDIR: sortie }, delai: DELAI },
  );
  try {
    expect(r.code, `nbconvert a échoué :\n${r.stderr.slice(-4000)}`).toBe(0);
    // Une leçon efface ce qu'elle écrit dans le dossier temporaire (la leçon 5, son fichier DIMACS).
    // nbconvert aussi : sur un clone neuf, IPython y laissait un dossier vide (voir environnementJupyter).
    tailles.set(`${dossier}/${nom}`, statSync(join(sortie, nom)).size);
    const restes = readdirSync(sortie).filter((f) => f !== nom);
    expect(restes, `${nom} laisse des fichiers temporaires`).toEqual([]);
    return lireCarnet(join(sortie, nom));
  } finally {
    // Les carnets exécutés pèsent jusqu'à quelques Mo : sans attendre la fin du fichier.
    rmSync(sortie, { recursive: true, force: true });
  }
}

interface Sortie {
  output_type: string;
  name?: string;
  text?: string | string[];
  data?: Record<string, string | string[]>;
  ename?: string;
  evalue?: string;
  traceback?: string[];
}

/**
 * Les erreurs d'un carnet exécuté, lisibles : la cellule, puis le message
 * `error` du noyau (nom, message, pile sans couleurs) ou le texte de stderr.
 */
function erreursDu(carnet: Carnet): string[] {
  return carnet.cells
    .filter((c) => c.cell_type === "code")
    .flatMap((cellule) =>
      ((cellule.outputs ?? []) as Sortie[])
        .filter((s) => s.output_type === "error" || s.name === "stderr")
        .map((s) => {
          const detail =
            s.output_type === "error"
              ? (s.traceback ?? [`${s.ename}: ${s.evalue}`]).join("\n")
              : [s.text].flat().join("");
          // eslint-disable-next-line no-control-regex
          return `cellule :\n${sourceDe(cellule)}\n--- erreur :\n${detail.replace(/\u001b\[[0-9;]*m/g, "")}`;
        }),
    );
}

function texteDesSorties(cellule: Carnet["cells"][number]): string {
  return ((cellule.outputs ?? []) as Sortie[])
    .map((s) => [s.text, s.data?.["text/plain"], s.data?.["text/html"]].flat().join(""))
    .join("");
}

function cellulesDeVerification(carnet: Carnet) {
  return carnet.cells.filter((c) => c.cell_type === "code" && /^verifier\(/m.test(sourceDe(c)));
}

/**
 * Chaque exercice que le catalogue range dans ce carnet y a sa cellule
 * `verifier("nom", …)` ; un carnet sans exercice (le sommaire) n'en a aucune.
 */
function verifierLeCatalogue(nom: string, carnet: Carnet): void {
  const lecon = LECONS.find((l) => `${l.carnet}.ipynb` === nom);
  const verifies = cellulesDeVerification(carnet).map(
    (c) => /^verifier\("([^"]+)"/m.exec(sourceDe(c))?.[1],
  );
  expect(verifies.sort()).toEqual((lecon?.exercices.map((e) => e.nom) ?? []).sort());
}

/** Les chiffres de la prose de tous les carnets exécutés : combien en tout, combien montrés par une sortie. */
const bilanDesChiffres = { prose: 0, montres: 0 };

/**
 * Chaque chiffre de trois chiffres ou plus de la prose sort d'une cellule du
 * même carnet, ou est un chiffre publié, cité avec sa source (chiffres-publies.ts).
 */
function verifierLesChiffres(nom: string, carnet: Carnet): void {
  const publies = CHIFFRES_PUBLIES[nom.replace(/\.ipynb$/, "")] ?? {};
  const absents = chiffresSansSortie(carnet);
  const tapes = absents.filter((c) => !(c.forme in publies));
  const detail = tapes.map((c) => `cellule ${c.cellule} : ${c.ecrit} (« …${c.contexte}… »)`);
  expect(detail, `chiffres de la prose qu'aucune sortie ne montre :\n${detail.join("\n")}`).toEqual(
    [],
  );
  bilanDesChiffres.prose += chiffresDeLaProse(carnet).length;
  bilanDesChiffres.montres += chiffresDeLaProse(carnet).length - absents.length;
}

/**
 * Aucune question notée n'a sa réponse dans la leçon de l'élève, sorties
 * comprises : la version élève du carnet exécuté (prose et code), chaque
 * cellule avec les sorties qu'elle a eues ici (test/nbgrader/reponses-attendues.ts).
 */
function verifierLesReponsesAttendues(carnet: Carnet): void {
  const sorties = new Map(carnet.cells.map((c) => [c.id, c.outputs]));
  const eleve = versionEleve(carnet).cells.map((c) =>
    c.cell_type === "code" ? { ...c, outputs: sorties.get(c.id) ?? [] } : c,
  );
  const lecon = textesDesCellules(eleve);
  const defauts = questionsNotees(carnet).flatMap((q) => defautsDeLaQuestion(q, lecon));
  expect(defauts, defauts.join("\n")).toEqual([]);
}

describe("les carnets du professeur s'exécutent sans erreur", () => {
  it.each(carnetsDe("professeur"))("%s", { timeout: DELAI }, async (nom) => {
    const carnet = await executer("professeur", nom);
    const erreurs = erreursDu(carnet);
    expect(erreurs, erreurs.join("\n\n")).toEqual([]);
    verifierLeCatalogue(nom, carnet);
    for (const cellule of cellulesDeVerification(carnet)) {
      expect(texteDesSorties(cellule), sourceDe(cellule)).toMatch(/^✅/);
    }
    verifierLesChiffres(nom, carnet);
    verifierLesReponsesAttendues(carnet);
  });

  // Au moins 95 % des chiffres de la prose sortent du carnet ; le reste est publié, avec sa source.
  afterAll(() => {
    const { prose, montres } = bilanDesChiffres;
    if (prose > 0)
      expect(montres / prose, `${montres} chiffres montrés sur ${prose}`).toBeGreaterThanOrEqual(
        0.95,
      );
  });
});

/**
 * La leçon 6 de l'élève n'est pas refaite ici : test/navigateur/lab.test.ts l'exécute
 * en entier dans JupyterLab, avec le même noyau, et y fait les mêmes vérifications.
 */
const EXECUTEES_AILLEURS = ["06-comparaison.ipynb"];

describe("les carnets des élèves s'exécutent jusqu'au bout, exercices non faits", () => {
  const carnets = carnetsDe("eleve").filter((nom) => !EXECUTEES_AILLEURS.includes(nom));
  it.each(carnets)("%s", { timeout: DELAI }, async (nom) => {
    const carnet = await executer("eleve", nom);
    const erreurs = erreursDu(carnet);
    expect(erreurs, erreurs.join("\n\n")).toEqual([]);
    verifierLeCatalogue(nom, carnet);
    for (const cellule of cellulesDeVerification(carnet)) {
      expect(texteDesSorties(cellule), sourceDe(cellule)).toMatch(/^⏳/);
    }
    if (nom.startsWith("01-")) {
      const graphiques = carnet.cells.flatMap((c) =>
        ((c.outputs ?? []) as Sortie[]).filter((o) => o.data?.["application/vnd.plotly.v1+json"]),
      );
      expect(graphiques).toHaveLength(1);
      expect(tailles.get(`eleve/${nom}`)).toBeLessThan(TAILLE_MAX_LECON_1);
    }
  });
});
