/**
 * Le cours donné avec nbgrader, de bout en bout, par les vraies commandes
 * (`npm run devoirs`, donc le nbgrader de .venv/) et le vrai noyau du cours :
 * un devoir tiré de la leçon 1, distribué, rendu, ramassé, corrigé, les
 * retours en français et les notes en CSV. Tout se passe dans un dossier
 * temporaire, effacé à la fin.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { userInfo } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { lireCarnet, sourceDe, texteDuCarnet, type Carnet } from "../../outils/carnets";
import { environnementNbgrader } from "../../outils/devoirs";
import { commandeDuProjet } from "../../outils/jupyter";
import { exerciceTestLigne } from "../../src/exercices/contraintes";
import { dossierTemporaire } from "../aide-dossiers";
import { RACINE, type Sortie } from "../aide-processus";
import { lancerChromium } from "../navigateur/page-jupyter";
import * as aide from "./aide-nbgrader";
import {
  EXERCICES_LECON_1,
  PROTECTION_QUI_LEVE,
  RESOLUTION_SANS_FIN,
  TEST_LIGNE_CASE_COMPTEE,
  TEST_LIGNE_SAUF_HUIT,
  copie,
  reponsesDuProfesseur,
  type Reponses,
} from "./copies";

const CARNET = "01-td-retour-arriere";
/** Les captures d'écran des tests, comme celles de test/navigateur/ (ignorées par git). */
const CAPTURES = join(RACINE, "sortie", "navigateur");
const DEVOIR = "lecon1";
const DELAI = aide.DELAI;
const EXERCICES = EXERCICES_LECON_1;

/** L'élève que voit le dossier d'échange : l'utilisateur qui lance le test. */
const PAR_L_ECHANGE = userInfo().username;

const cours = dossierTemporaire("nbgrader");

const devoirs = (args: string[], delai = DELAI, dossier = cours): Promise<Sortie> =>
  aide.devoirs(dossier, args, delai);
const reussir = (args: string[]): Promise<Sortie> => aide.reussir(cours, args);
const notesDeLaBase = () => aide.notesDeLaBase(cours);

/** La note attendue : 1 point par exercice, 0 pour ceux nommés. */
function notes(zeros: string[]): Record<string, number> {
  return Object.fromEntries(EXERCICES.map((e) => [`verifier-${e}`, zeros.includes(e) ? 0 : 1]));
}

function deposer(eleve: string, carnet: Carnet): void {
  aide.deposer(cours, DEVOIR, eleve, CARNET, carnet);
}

const juste = reponsesDuProfesseur(CARNET);
const avec = (changes: Reponses): Reponses => ({ ...juste, ...changes });

/** Les copies déposées directement dans submitted/ (la juste passe, elle, par l'échange). */
const COPIES: Record<string, Reponses | "vide"> = {
  erreur: avec({ "solution-test_ligne": TEST_LIGNE_CASE_COMPTEE }),
  vide: "vide",
  boucle: avec({ "solution-resolution": RESOLUTION_SANS_FIN }),
  exception: avec({ "solution-protection": PROTECTION_QUI_LEVE }),
  cachee: avec({ "solution-test_ligne": TEST_LIGNE_SAUF_HUIT }),
};

/**
 * Les points attendus. `resolution` appelle toutes les autres fonctions de
 * l'élève : une faute ailleurs lui coûte aussi son point. L'erreur typique
 * (la case (i, j) comptée) ne gêne pas `test` ni `remplissage`, que l'on
 * vérifie sur des cases vides, mais `resolution`, qui teste chaque case
 * protégée avec son propre nombre, déclare la grille insoluble.
 */
const ATTENDUES: Record<string, Record<string, number>> = {
  [PAR_L_ECHANGE]: notes([]),
  erreur: notes(["test_ligne", "resolution"]),
  vide: notes(EXERCICES),
  boucle: notes(["resolution"]),
  exception: notes(["protection", "resolution"]),
  // Les cas visibles passent ; seuls les cas cachés prennent la faute (resolution, elle,
  // trouve quand même la solution : les colonnes et les carrés écartent les 8 en trop).
  cachee: notes(["test_ligne"]),
};

const total = (eleve: string) => Object.values(ATTENDUES[eleve]).reduce((a, b) => a + b, 0);

describe.skipIf(!commandeDuProjet("nbgrader"))("le cours avec nbgrader, de bout en bout", () => {
  let distribuee: Carnet;
  let dureeCorrection = 0;

  beforeAll(async () => {
    await reussir(["creer", DEVOIR, CARNET]);
    await reussir(["generer", DEVOIR]);
    distribuee = lireCarnet(join(cours, "release", DEVOIR, `${CARNET}.ipynb`));
  }, DELAI);

  it(
    "generate_assignment donne, pour chaque leçon, la copie élève de npm run carnets:eleves",
    async () => {
      // Un cours à part, pour ne pas mêler ce devoir aux notes de lecon1.
      const tout = dossierTemporaire("nbgrader-tout");
      const lecons = readdirSync(join(RACINE, "notebooks", "professeur"))
        .filter((n) => n.endsWith(".ipynb"))
        .map((n) => n.replace(/\.ipynb$/, ""));
      for (const args of [
        ["creer", "tout", ...lecons],
        ["generer", "tout"],
      ]) {
        const r = await devoirs(args, DELAI, tout);
        expect(r.code, `${r.stdout}\n${r.stderr}`).toBe(0);
      }
      const forme = (c: Carnet) => c.cells.map((x) => [x.cell_type, sourceDe(x)]);
      for (const lecon of lecons) {
        const eleve = lireCarnet(join(RACINE, "notebooks", "eleve", `${lecon}.ipynb`));
        const generee = lireCarnet(join(tout, "release", "tout", `${lecon}.ipynb`));
        expect(forme(generee), lecon).toEqual(forme(eleve));
      }
    },
    DELAI,
  );

  it("les tests cachés sont chez le professeur, pas dans la copie distribuée", () => {
    const texte = JSON.stringify(distribuee);
    expect(texte).not.toMatch(/TESTS CACHES|definirCasCaches/);
    const source = readFileSync(join(cours, "source", DEVOIR, `${CARNET}.ipynb`), "utf8");
    expect(source).toMatch(/DEBUT TESTS CACHES/);
  });

  it(
    "distribuer, rendre par l'échange, ramasser",
    async () => {
      await reussir(["distribuer", DEVOIR]);
      const eleve = dossierTemporaire("nbgrader-eleve");
      const dansLEchange = ["--Exchange.assignment_dir=" + eleve];
      await reussir(["nbgrader", "fetch_assignment", DEVOIR, ...dansLEchange]);
      const recue = join(eleve, DEVOIR, `${CARNET}.ipynb`);
      writeFileSync(recue, texteDuCarnet(copie(lireCarnet(recue), juste)));
      await reussir(["nbgrader", "submit", DEVOIR, ...dansLEchange]);
      await reussir(["ramasser", DEVOIR]);
      expect(existsSync(join(cours, "submitted", PAR_L_ECHANGE, DEVOIR, `${CARNET}.ipynb`))).toBe(
        true,
      );
    },
    DELAI,
  );

  it(
    "autograde note chaque copie, exercice par exercice, dans gradebook.db",
    async () => {
      for (const [eleve, reponses] of Object.entries(COPIES)) {
        deposer(eleve, reponses === "vide" ? distribuee : copie(distribuee, reponses));
      }
      const debut = Date.now();
      await reussir(["corriger", DEVOIR]);
      dureeCorrection = (Date.now() - debut) / 1000;
      console.log(`autograde de ${Object.keys(COPIES).length + 1} copies : ${dureeCorrection} s`);

      expect(await notesDeLaBase()).toEqual(ATTENDUES);
    },
    DELAI,
  );

  it(
    "les retours sont en français : la note, et le rapport de l'exercice échoué",
    async () => {
      await reussir(["retours", DEVOIR]);
      const page = (eleve: string) =>
        readFileSync(join(cours, "feedback", eleve, DEVOIR, `${CARNET}.html`), "utf8");
      expect(readdirSync(join(cours, "feedback")).sort()).toEqual(
        [PAR_L_ECHANGE, ...Object.keys(COPIES)].sort(),
      );
      const erreur = page("erreur");
      expect(erreur).toContain("Retour sur votre copie");
      expect(erreur).toContain(`Note : ${total("erreur")} / 9`);
      const typique = exerciceTestLigne.erreurs.find((e) => e.code === "ligne-case-comptee");
      expect(erreur).toContain(typique?.titre);
      expect(page(PAR_L_ECHANGE)).toContain("Note : 9 / 9");
      // Le rapport du juge : « la fonction ne s'arrête pas », l'apostrophe écrite en HTML ou non.
      expect(page("boucle")).toMatch(/la fonction ne s(?:'|&#x27;|&#39;|&apos;)arrête pas/);
    },
    DELAI,
  );

  it.skipIf(!existsSync("/usr/bin/chromium"))(
    "une page de retour se lit dans Chromium : la note, le tableau des exercices, le rapport",
    async () => {
      const maison = dossierTemporaire("nbgrader-chromium");
      const navigateur = await lancerChromium(maison);
      try {
        const page = await navigateur.newPage({ viewport: { width: 1100, height: 900 } });
        const chemin = join(cours, "feedback", "erreur", DEVOIR, `${CARNET}.html`);
        await page.goto(pathToFileURL(chemin).href);
        await expect
          .poll(() => page.locator(".retour-note").textContent())
          .toBe(`Note : ${total("erreur")} / 9`);
        const zeros = await page
          .locator(".retour-entete tr.retour-zero td:first-child")
          .allTextContents();
        expect(zeros).toEqual(["test_ligne", "resolution"]);
        mkdirSync(CAPTURES, { recursive: true });
        await page.screenshot({ path: join(CAPTURES, "nbgrader-retour-entete.png") });
        const bandeau = page.locator('a[name="verifier-test_ligne"]');
        await bandeau.scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(CAPTURES, "nbgrader-retour-test_ligne.png") });
        const rapport = page.locator(".jp-OutputArea-output", {
          hasText: "la colonne j n'est pas exclue",
        });
        expect(await rapport.count()).toBeGreaterThan(0);
      } finally {
        await navigateur.close();
      }
    },
    DELAI,
  );

  it(
    "les notes s'exportent en CSV",
    async () => {
      const fichier = join(cours, "notes.csv");
      await reussir(["notes", fichier]);
      const lignes = readFileSync(fichier, "utf8").trim().split("\n");
      expect(lignes[0]).toMatch(/^assignment,duedate,timestamp,student_id,.*score/);
      const score = (eleve: string) => {
        const entetes = lignes[0].split(",");
        const ligne = lignes.find((l) => l.split(",")[entetes.indexOf("student_id")] === eleve);
        return Number(ligne?.split(",")[entetes.indexOf("raw_score")]);
      };
      expect(score("vide")).toBe(0);
      expect(score("boucle")).toBe(total("boucle"));
      expect(score("erreur")).toBe(total("erreur"));
      expect(score(PAR_L_ECHANGE)).toBe(9);
    },
    DELAI,
  );

  it("une erreur prévisible est dite en français, sans pile Python", async () => {
    const r = await devoirs(["corriger", "lecon9"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("devoir inconnu : « lecon9 »");
    expect(r.stderr).not.toContain("Traceback");
    expect(environnementNbgrader().JUPYTER_CONFIG_PATH).toContain(join("jupyter", "nbgrader"));
  });
});
