/**
 * Le cours donné avec nbgrader, de bout en bout, par les vraies commandes
 * (`npm run devoirs`, donc le nbgrader de .venv/) et le vrai noyau du cours :
 * un devoir tiré de la leçon 1, distribué, rendu, ramassé, corrigé, une
 * question ouverte notée à la main (et une copie qui retouche les
 * métadonnées de ses réponses pour gagner des points), les retours en
 * français et les notes en CSV. Tout se passe dans le cours commun
 * (`correction.test.ts`), un dossier temporaire effacé à la fin ; ses tests
 * sont déclarés les premiers, car sa note à la main précède les retours.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { userInfo } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { lireCarnet, sourceDe, texteDuCarnet, type Carnet } from "../../../outils/carnets/carnets";
import { questionsDuCarnet } from "../../../outils/correction/correction-a-la-main";
import { environnementNbgrader } from "../../../outils/correction/cours-nbgrader";
import { devoirs as devoirsSansNpm } from "../../../outils/correction/devoirs";
import { lancerChromium } from "../../../outils/commun/page-jupyter";
import { exerciceTestLigne } from "../../../src/exercices/contraintes";
import { dossierTemporaire } from "../../aide-dossiers";
import { RACINE } from "../../aide-processus";
import * as aide from "../aide-nbgrader";
import {
  EXERCICES_LECON_1,
  PROTECTION_QUI_LEVE,
  RESOLUTION_SANS_FIN,
  TEST_LIGNE_CASE_COMPTEE,
  TEST_LIGNE_SAUF_HUIT,
  avecReponseLibre,
  copie,
  reponsesDuProfesseur,
  type Reponses,
} from "../copies";
import {
  CARNET_LECON_1 as CARNET,
  LECON_1,
  deLaLecon1,
  lireCopieCorrigee,
  pointsDesExercices,
  seulement,
  type CoursCommun,
} from "./commun";

export const devoir = LECON_1;
const DEVOIR = devoir;
/** Les captures d'écran des tests, comme celles de test/navigateur/ (ignorées par git). */
const CAPTURES = join(RACINE, "sortie", "navigateur");
const DELAI = aide.DELAI;
const EXERCICES = EXERCICES_LECON_1;

/** L'élève que voit le dossier d'échange : l'utilisateur qui lance le test. */
const PAR_L_ECHANGE = userInfo().username;
export const parLEchange = [PAR_L_ECHANGE];

/** Les questions ouvertes de la leçon 1, notées à la main : la première reçoit une réponse. */
const QUESTIONS = questionsDuCarnet(
  lireCarnet(join(RACINE, "notebooks", "professeur", `${CARNET}.ipynb`)),
  CARNET,
);
const [QUESTION, AUTRE_QUESTION] = QUESTIONS;
/** Les points de chaque exercice (`verifier-<nom>` → 1, 2 ou 3), lus dans le carnet. */
const POINTS = pointsDesExercices(CARNET);
/** La note sur laquelle est notée la copie : les points des exercices, plus les questions ouvertes. */
const NOTE_MAX =
  EXERCICES.reduce((somme, e) => somme + POINTS[`verifier-${e}`], 0) +
  QUESTIONS.reduce((somme, q) => somme + q.points, 0);
const REPONSE =
  "**Votre réponse** (3 points)\n\nÀ l'étape 1 de `resolution`, qui teste chaque indice avec son propre nombre.";
const COMMENTAIRE = "Le moment est juste ; il manque ce que répondrait resolution.";

/** La note attendue : tous ses points pour chaque exercice, 0 pour ceux nommés. */
function notes(zeros: string[]): Record<string, number> {
  return Object.fromEntries(
    EXERCICES.map((e) => [`verifier-${e}`, zeros.includes(e) ? 0 : POINTS[`verifier-${e}`]]),
  );
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
 * (la case (i, j) comptée) ne gêne pas `remplissage`, que l'on vérifie sur des
 * cases vides, mais `test`, dont le premier cas tiré à la correction tend ce
 * piège, et `resolution`, qui teste chaque case protégée avec son propre
 * nombre et déclare la grille insoluble. Les cas tirés viennent de la graine
 * fixe des tests (aide-nbgrader.ts) : ces notes ne changent pas d'un passage
 * à l'autre.
 */
const ATTENDUES: Record<string, Record<string, number>> = {
  [PAR_L_ECHANGE]: notes([]),
  erreur: notes(["test_ligne", "test", "resolution"]),
  vide: notes(EXERCICES),
  boucle: notes(["resolution"]),
  exception: notes(["protection", "resolution"]),
  // Les cas visibles de test_ligne passent ; seuls les cas cachés prennent la faute. resolution
  // trouve quand même la solution (les colonnes et les carrés écartent les 8 en trop), mais par
  // d'autres écritures dans M que la boucle du TD : ses pas la trahissent.
  cachee: notes(["test_ligne", "resolution"]),
};

const total = (eleve: string) => Object.values(ATTENDUES[eleve]).reduce((a, b) => a + b, 0);

/**
 * La copie qui triche sur une question ouverte : sa réponse devient une
 * cellule de code notée automatiquement, verrouillée, à 50 points ; l'autre
 * réponse passe à 100 points. nbgrader doit reprendre du devoir le rôle et les
 * points de chaque cellule : rien de gagné, et rien de cassé pour la copie.
 */
function avecMetadonneesRetouchees(carnet: Carnet): Carnet {
  const cells = carnet.cells.map((c) => {
    const meta = c.metadata.nbgrader as Record<string, unknown> | undefined;
    if (meta?.grade_id === QUESTION.cellule) {
      const notee = { ...meta, solution: false, locked: true, points: 50 };
      return {
        ...c,
        cell_type: "code" as const,
        source: "1 + 1",
        outputs: [],
        execution_count: null,
        metadata: { ...c.metadata, nbgrader: notee },
      };
    }
    if (meta?.grade_id === AUTRE_QUESTION.cellule)
      return {
        ...c,
        source: "Ma réponse.",
        metadata: { ...c.metadata, nbgrader: { ...meta, points: 100 } },
      };
    return c;
  });
  return { ...carnet, cells };
}

/** Ses élèves : celui de l'échange, et ceux des copies déposées. */
const ELEVES = [PAR_L_ECHANGE, ...Object.keys(COPIES)];

/**
 * La copie juste passe par l'échange de nbgrader : distribuée, reçue et rendue
 * par l'élève, ramassée, avant l'unique correction. Les autres sont déposées
 * directement dans submitted/.
 */
export async function copies(cours: CoursCommun) {
  const reussir = (args: string[]) => aide.reussir(cours.dossier, args);
  await reussir(["distribuer", DEVOIR]);
  const eleve = dossierTemporaire("nbgrader-eleve");
  const dansLEchange = ["--Exchange.assignment_dir=" + eleve];
  await reussir(["nbgrader", "fetch_assignment", DEVOIR, ...dansLEchange]);
  const recue = join(eleve, DEVOIR, `${CARNET}.ipynb`);
  const repondue = avecReponseLibre(copie(lireCarnet(recue), juste), QUESTION.cellule, REPONSE);
  writeFileSync(recue, texteDuCarnet(repondue));
  await reussir(["nbgrader", "submit", DEVOIR, ...dansLEchange]);
  await reussir(["ramasser", DEVOIR]);

  const distribuee = cours.distribuee(DEVOIR, CARNET);
  return deLaLecon1(
    Object.fromEntries(
      Object.entries(COPIES).map(([eleve, reponses]) => {
        const sienne = reponses === "vide" ? distribuee : copie(distribuee, reponses);
        return [eleve, eleve === "cachee" ? avecMetadonneesRetouchees(sienne) : sienne];
      }),
    ),
  );
}

export function tests(cours: CoursCommun): void {
  const dossier = cours.dossier;
  const devoirs = (args: string[], delai = DELAI) => aide.devoirs(dossier, args, delai);
  const reussir = (args: string[]) => aide.reussir(dossier, args);

  describe("le cours avec nbgrader, de bout en bout", () => {
    it(
      "generate_assignment donne, pour chaque leçon, la copie élève de npm run carnets:eleves, sans barème",
      async () => {
        // Un devoir à part dans le cours commun : il est généré, jamais corrigé ni noté.
        const lecons = readdirSync(join(RACINE, "notebooks", "professeur"))
          .filter((n) => n.endsWith(".ipynb"))
          .map((n) => n.replace(/\.ipynb$/, ""));
        for (const args of [
          ["creer", "tout", ...lecons],
          ["generer", "tout"],
        ]) {
          const r = await devoirs(args);
          expect(r.code, `${r.stdout}\n${r.stderr}`).toBe(0);
        }
        const forme = (c: Carnet) => c.cells.map((x) => [x.cell_type, sourceDe(x)]);
        for (const lecon of lecons) {
          const eleve = lireCarnet(join(RACINE, "notebooks", "eleve", `${lecon}.ipynb`));
          const generee = cours.distribuee("tout", lecon);
          expect(forme(generee), lecon).toEqual(forme(eleve));
          // Le barème des questions ouvertes reste chez le professeur.
          expect(JSON.stringify(generee), lecon).not.toMatch(/\*\*Barème\*\*|Réponse attendue/);
        }
      },
      DELAI,
    );

    it("les tests cachés sont chez le professeur, pas dans la copie distribuée", () => {
      const texte = JSON.stringify(cours.distribuee(DEVOIR, CARNET));
      expect(texte).not.toMatch(/TESTS CACHES|definirCasCaches/);
      const source = readFileSync(join(dossier, "source", DEVOIR, `${CARNET}.ipynb`), "utf8");
      expect(source).toMatch(/DEBUT TESTS CACHES/);
    });

    it("distribuer, rendre par l'échange, ramasser", () => {
      // Les commandes ont réussi avant la correction (copies, plus haut) : la copie rendue
      // par l'échange est dans submitted/, avec la réponse que l'élève y a écrite.
      const ramassee = join(dossier, "submitted", PAR_L_ECHANGE, DEVOIR, `${CARNET}.ipynb`);
      expect(existsSync(ramassee)).toBe(true);
      expect(readFileSync(ramassee, "utf8")).toContain(
        "qui teste chaque indice avec son propre nombre",
      );
    });

    it(
      "autograde note chaque copie, exercice par exercice, dans gradebook.db",
      async () => {
        const notes = await aide.notesDeLaBase(dossier, DEVOIR);
        expect(seulement(notes, ELEVES)).toEqual(ATTENDUES);
      },
      DELAI,
    );

    it("corriger finit par le bilan de chaque copie, en français, le journal de nbgrader à part", () => {
      const { stdout, stderr } = cours.correction(DEVOIR);
      // Aucune ligne du journal anglais de nbgrader au terminal : elles sont dans le dossier du cours.
      expect(`${stdout}\n${stderr}`).not.toMatch(/^\[\w+ \| [A-Z]+\]/m);
      const journal = readFileSync(join(dossier, "journal-nbgrader.log"), "utf8");
      expect(journal).toMatch(/\[AutogradeApp \| INFO\] Autograding /);
      expect(stdout).toContain(`Journal de nbgrader`);
      // Pas de fausse alerte sur les tests cachés remis dans les copies restées intactes.
      expect(journal).not.toMatch(/Attribute 'checksum' for cell verifier-test_ligne/);
      // Une ligne par élève : les points de chaque exercice (dans l'ordre du carnet), les
      // réponses à noter, le total sur la note du devoir, sans les points à donner à la main.
      const aNoter: Record<string, number> = { [PAR_L_ECHANGE]: 1, cachee: 2 };
      for (const eleve of ELEVES) {
        const ligne = stdout.split("\n").find((l) => l.split(/\s+/)[0] === eleve) ?? "";
        const m = /^\S+((?:\s+[\d,]+){9})\s+(?:(\d+)\s+)?([\d,]+) \/ ([\d,]+)$/.exec(ligne);
        expect(m, `la ligne de ${eleve} : « ${ligne} »`).not.toBeNull();
        const [, points, noter, somme, max] = m!;
        expect(points.trim().split(/\s+/).map(Number), eleve).toEqual(
          EXERCICES.map((e) => ATTENDUES[eleve][`verifier-${e}`]),
        );
        expect(Number(noter ?? 0), eleve).toBe(aNoter[eleve] ?? 0);
        expect([Number(somme), Number(max)], eleve).toEqual([total(eleve), NOTE_MAX]);
      }
    });

    it(
      "les questions ouvertes attendent le professeur : reponses les montre, noter les note",
      async () => {
        // Une réponse écrite attend sa note ; une cellule laissée telle quelle vaut 0, sans attendre.
        const base = await aide.grillesDeLaBase(dossier, DEVOIR);
        expect(base[PAR_L_ECHANGE][QUESTION.cellule]).toEqual({
          auto: null,
          manuel: null,
          aNoter: true,
        });
        expect(base[PAR_L_ECHANGE][AUTRE_QUESTION.cellule]).toMatchObject({
          auto: 0,
          aNoter: false,
        });
        // La copie aux métadonnées retouchées : ses réponses restent des réponses, à noter à la main,
        // sur les points du devoir ; ses exercices ont leurs points ordinaires (ATTENDUES, plus haut).
        expect(base.cachee[QUESTION.cellule]).toEqual({ auto: null, manuel: null, aNoter: true });
        expect(base.cachee[AUTRE_QUESTION.cellule]).toEqual({
          auto: null,
          manuel: null,
          aNoter: true,
        });
        const retouchee = lireCopieCorrigee(cours, "cachee");
        const cellule = retouchee.cells.find(
          (c) =>
            (c.metadata.nbgrader as { grade_id?: string } | undefined)?.grade_id ===
            QUESTION.cellule,
        );
        expect(cellule?.cell_type).toBe("markdown");
        expect(cellule?.metadata.nbgrader).toMatchObject({
          solution: true,
          points: QUESTION.points,
        });

        // La correction s'est arrêtée à la dernière vérification, pas aux réponses placées après :
        // les mesures de fin de leçon sont mises de côté, sans erreur dans la copie juste.
        const corrigee = lireCopieCorrigee(cours, PAR_L_ECHANGE);
        const erreurs = corrigee.cells.flatMap((c) =>
          ((c.outputs ?? []) as { output_type?: string }[]).filter(
            (s) => s.output_type === "error",
          ),
        );
        expect(erreurs).toEqual([]);
        const mesure = corrigee.cells.find((c) => c.id === "lecon1-56");
        expect(JSON.stringify(mesure?.outputs)).toContain("Cellule non exécutée à la correction");

        const liste = await reussir(["reponses", DEVOIR]);
        expect(liste.stdout).toContain(
          `══ ${QUESTION.cellule} (${CARNET}, ${QUESTION.points} points) ══`,
        );
        expect(liste.stdout).toContain("Réponse attendue");
        expect(liste.stdout).toContain(
          `── ${PAR_L_ECHANGE} : À NOTER à la main (sur ${QUESTION.points})`,
        );
        expect(liste.stdout).toContain("qui teste chaque indice avec son propre nombre");
        expect(liste.stdout).toContain(
          "── vide : pas de réponse (cellule laissée telle quelle) : 0 /",
        );

        // Les refus, en français (la commande sans npm, pour aller vite).
        const noter = (...args: string[]) =>
          devoirsSansNpm(["--cours", dossier, "noter", DEVOIR, ...args]);
        await expect(noter("inconnu", QUESTION.cellule, "1")).rejects.toThrow(
          "élève inconnu : « inconnu »",
        );
        await expect(noter(PAR_L_ECHANGE, "verifier-test_ligne", "1")).rejects.toThrow(
          /« verifier-test_ligne » n'est pas une question ouverte du devoir lecon1/,
        );
        await expect(noter(PAR_L_ECHANGE, QUESTION.cellule, "4")).rejects.toThrow(
          `hors du barème de cette question (de 0 à ${QUESTION.points} points)`,
        );
        await expect(noter(PAR_L_ECHANGE, QUESTION.cellule, "deux")).rejects.toThrow(
          "points illisibles : « deux »",
        );

        const note = await reussir([
          "noter",
          DEVOIR,
          PAR_L_ECHANGE,
          QUESTION.cellule,
          "2",
          "--commentaire",
          COMMENTAIRE,
        ]);
        expect(note.stdout).toContain(
          `${PAR_L_ECHANGE}, ${QUESTION.cellule} : 2 / ${QUESTION.points}`,
        );
        const apres = await reussir(["reponses", DEVOIR, "--eleve", PAR_L_ECHANGE]);
        expect(apres.stdout).toContain(
          `── ${PAR_L_ECHANGE} : noté à la main : 2 / ${QUESTION.points} ; commentaire : « ${COMMENTAIRE} »`,
        );
      },
      DELAI,
    );

    it(
      "formgrader, lancé dans le dossier du cours, voit les copies et la note donnée à la main",
      async () => {
        const { adresse, jeton } = await cours.formgrader();
        const reponse = await fetch(
          `${adresse}/formgrader/api/submitted_notebooks/${DEVOIR}/${CARNET}?token=${jeton}`,
        );
        const copies = (await reponse.json()) as {
          student: string;
          needs_manual_grade: boolean;
          score: number;
        }[];
        const de = (eleve: string) => copies.find((c) => c.student === eleve);
        // Chacun de ses élèves y est, parmi ceux des autres scénarios.
        for (const eleve of ELEVES) expect(de(eleve), eleve).toBeDefined();
        expect(de(PAR_L_ECHANGE)).toMatchObject({
          needs_manual_grade: false,
          score: total(PAR_L_ECHANGE) + 2,
        });
        expect(de("cachee")?.needs_manual_grade).toBe(true);
      },
      DELAI,
    );

    it(
      "les retours sont en français : la note, et le rapport de l'exercice échoué",
      async () => {
        // `retours lecon1`, une fois pour tout le cours, après la note à la main ci-dessus.
        await cours.retours();
        const chemin = (eleve: string) =>
          join(dossier, "feedback", eleve, DEVOIR, `${CARNET}.html`);
        const page = (eleve: string) => readFileSync(chemin(eleve), "utf8");
        // Chacun de ses élèves a sa page (ceux des autres scénarios ont les leurs).
        expect(ELEVES.filter((e) => !existsSync(chemin(e)))).toEqual([]);
        const erreur = page("erreur");
        expect(erreur).toContain("Retour sur votre copie");
        expect(erreur).toContain(`Note : ${total("erreur")} / ${NOTE_MAX}`);
        const typique = exerciceTestLigne.erreurs.find((e) => e.code === "ligne-case-comptee");
        expect(erreur).toContain(typique?.titre);
        expect(erreur).toContain("Pas de réponse : la cellule est restée telle quelle.");
        // La question notée à la main : ses points, le commentaire, et la note qui les compte.
        const juste = page(PAR_L_ECHANGE);
        expect(juste).toContain(`Note : ${total(PAR_L_ECHANGE) + 2} / ${NOTE_MAX}`);
        expect(juste).toMatch(
          new RegExp(`notée par le professeur :\\s*2 / ${QUESTION.points} point`),
        );
        expect(juste).toContain(COMMENTAIRE);
        expect(juste).toContain("qui teste chaque indice avec son propre nombre");
        // Pas encore notée : dite telle quelle, sans compter dans la note.
        expect(page("cachee")).toMatch(new RegExp(`à noter / ${QUESTION.points}`));
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
          const chemin = join(dossier, "feedback", "erreur", DEVOIR, `${CARNET}.html`);
          await page.goto(pathToFileURL(chemin).href);
          await expect
            .poll(() => page.locator(".retour-note").textContent())
            .toBe(`Note : ${total("erreur")} / ${NOTE_MAX}`);
          const zeros = await page
            .locator(".retour-entete tr.retour-zero td:first-child")
            .allTextContents();
          // Les questions ouvertes laissées telles quelles valent 0 aussi.
          expect(zeros).toEqual([
            "test_ligne",
            "test",
            "resolution",
            ...QUESTIONS.map((q) => `question ouverte ${q.cellule.replace("reponse-", "")}`),
          ]);
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
        const fichier = join(dossier, "notes.csv");
        await reussir(["notes", fichier, "--format", "nbgrader"]);
        const lignes = readFileSync(fichier, "utf8").trim().split("\n");
        expect(lignes[0]).toMatch(/^assignment,duedate,timestamp,student_id,.*score/);
        // Une ligne par devoir et par élève du cours : celle de lecon1 pour l'élève demandé.
        const entetes = lignes[0].split(",");
        const score = (eleve: string) => {
          const ligne = lignes.find((l) => {
            const champs = l.split(",");
            return (
              champs[entetes.indexOf("assignment")] === DEVOIR &&
              champs[entetes.indexOf("student_id")] === eleve
            );
          });
          return Number(ligne?.split(",")[entetes.indexOf("raw_score")]);
        };
        expect(score("vide")).toBe(0);
        expect(score("boucle")).toBe(total("boucle"));
        expect(score("erreur")).toBe(total("erreur"));
        // Les points des 9 exercices, et les 2 points donnés à la main.
        expect(score(PAR_L_ECHANGE)).toBe(total(PAR_L_ECHANGE) + 2);
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
}
