/**
 * Les pages que formgrader et les retours écrivent, rendues par les gabarits du
 * cours sans serveur ni correction (sur le cours fait à la main de
 * base-de-notes.ts) : le barème de chaque réponse à côté d'elle dans formgrader,
 * jamais dans le retour de l'élève, et rien qui se charge hors de la machine
 * (ni require.js, ni MathJax, ni police ou feuille de style d'un CDN).
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pythonDuProjet } from "../../outils/commun/jupyter";
import { horsLigne, lancerChromium } from "../../outils/commun/page-jupyter";
import { environnementNbgrader } from "../../outils/correction/cours-nbgrader";
import { RACINE, lancer } from "../aide-processus";
import { dossierTemporaire } from "../aide-dossiers";
import { lancerFormgrader, type FormgraderLance } from "./aide-nbgrader";
import { CARNET, DEVOIR, REPONSE, coursAvecNotes } from "./base-de-notes";

/** Les captures d'écran des tests (ignorées par git), pour le guide de formgrader. */
const CAPTURES = join(RACINE, "sortie", "navigateur");

/** Rend la copie d'alice par le gabarit de formgrader du cours, puis par celui des retours. */
const RENDRE = `
import json, sys
sys.path.insert(0, sys.argv[2])
import nbformat
from nbconvert.exporters import HTMLExporter
from formgrader_du_cours import exporteur_des_copies
from assainir import assainir_html
copie = sys.argv[1] + "/autograded/alice/lecon1/carnet.ipynb"
ressources = {"assignment_id": "lecon1", "notebook_id": "carnet", "submission_id": "x", "index": 0,
    "total": 1, "base_url": "", "student": "alice", "last_name": "", "first_name": "",
    "notebook_path": "/autograded/alice/lecon1/carnet.ipynb"}
formgrader, _ = exporteur_des_copies().from_filename(copie, resources=ressources)
nb = nbformat.read(copie, as_version=4)
for cellule in nb.cells:
    if "nbgrader" in cellule.metadata:
        cellule.metadata.nbgrader.update(score=1, a_noter=False)
retour = HTMLExporter(template_name="retour", extra_template_basedirs=[sys.argv[2] + "/gabarits"],
    sanitize_html=True, filters={"clean_html": assainir_html})
page, _ = retour.from_notebook_node(nb, resources={"nbgrader": {"notebook": "carnet",
    "assignment": "lecon1", "student": "alice", "score": 4.5, "max_score": 5, "late_penalty": 0}})
print(json.dumps({"formgrader": formgrader, "retour": page}))
`;

/** Les adresses que la page ferait charger hors de la machine. */
function horsDeLaMachine(page: string): string[] {
  return [...page.matchAll(/\b(?:src|href)\s*=\s*["']?((?:https?:)?\/\/[^"'\s>]+)/gi)].map(
    (m) => m[1],
  );
}

let pages: { formgrader: string; retour: string };
let cours: string;
let formgrader: FormgraderLance | undefined;

afterAll(() => formgrader?.arreter());

beforeAll(async () => {
  cours = await coursAvecNotes();
  // La copie corrigée d'alice : sa réponse, sans le barème, que la version élève retire.
  const dossier = join(cours, "autograded", "alice", DEVOIR);
  mkdirSync(dossier, { recursive: true });
  const cellule = (type: string, source: string, nbgrader?: object) => ({
    cell_type: type,
    id: `c${source.length}`,
    metadata: nbgrader ? { nbgrader } : {},
    source,
    ...(type === "code" ? { execution_count: null, outputs: [] } : {}),
  });
  const copie = {
    nbformat: 4,
    nbformat_minor: 5,
    metadata: {},
    cells: [
      cellule("code", "verifier(a)", { grade: true, grade_id: "verifier-a", points: 1 }),
      cellule("markdown", "Pourquoi la colonne ?"),
      cellule("markdown", "Parce que la colonne *j* est exclue.", {
        grade: true,
        solution: true,
        grade_id: REPONSE,
        points: 2,
      }),
    ],
  };
  writeFileSync(join(dossier, `${CARNET}.ipynb`), JSON.stringify(copie));
  const r = await lancer(
    pythonDuProjet(),
    ["-c", RENDRE, cours, join(RACINE, "jupyter", "nbgrader")],
    { env: environnementNbgrader() },
  );
  expect(r.code, r.stderr).toBe(0);
  pages = JSON.parse(r.stdout) as typeof pages;
}, 180_000);

describe("les pages du professeur et de l'élève", () => {
  it("formgrader montre le barème sous la réponse, le retour de l'élève jamais", () => {
    const { formgrader, retour } = pages;
    const reponse = formgrader.indexOf("Parce que la colonne");
    const bareme = formgrader.indexOf("Barème (carnet du professeur, que l'élève ne voit pas)");
    const commentaire = formgrader.indexOf(`id="${REPONSE}-comment"`);
    expect(reponse).toBeGreaterThan(0);
    // Dans l'ordre : la réponse, son barème, la case du commentaire.
    expect(bareme).toBeGreaterThan(reponse);
    expect(commentaire).toBeGreaterThan(bareme);
    expect(formgrader).toContain("1 point pour la colonne, 1 pour l");
    expect(retour).toContain("Parce que la colonne");
    expect(retour).not.toContain("Barème");
  });

  it("rien ne se charge hors de la machine : ni require.js, ni MathJax, ni CDN", () => {
    for (const page of [pages.formgrader, pages.retour]) {
      expect(horsDeLaMachine(page)).toEqual([]);
      expect(page).not.toMatch(/<script[^>]+src=[^>]*(require|mathjax)/i);
    }
    // formgrade.js attend MathJax : un remplaçant local le lui donne.
    expect(pages.formgrader).toContain("window.MathJax = { Hub:");
    expect(pages.retour).not.toMatch(/<script/i);
  });

  it.skipIf(!existsSync("/usr/bin/chromium"))(
    "formgrader dans Chromium, hors ligne : le barème se voit, aucune requête au dehors, aucune erreur",
    async () => {
      formgrader = await lancerFormgrader(cours);
      const { adresse, jeton } = formgrader;
      const navigateur = await lancerChromium(dossierTemporaire("nbgrader-chromium"));
      try {
        const page = await navigateur.newPage({ viewport: { width: 1200, height: 850 } });
        const refusees = await horsLigne(page, adresse);
        const erreurs: string[] = [];
        page.on("pageerror", (e) => erreurs.push(e.message));
        page.on("console", (m) => {
          if (m.type() === "error") erreurs.push(m.text());
        });
        mkdirSync(CAPTURES, { recursive: true });
        const capture = (nom: string) =>
          page.screenshot({ path: join(CAPTURES, `formgrader-${nom}.png`) });
        // Le chemin du guide (docs/professeur-formgrader.md) : devoirs, copies, élève, copie.
        await page.goto(`${adresse}/formgrader?token=${jeton}`);
        await page.getByText(DEVOIR).first().waitFor();
        await capture("1-devoirs");
        await page.goto(`${adresse}/formgrader/manage_submissions/${DEVOIR}`);
        await page.locator(`a[href$="/manage_students/alice/${DEVOIR}"]`).waitFor();
        await capture("2-copies");
        await page.locator(`a[href$="/manage_students/alice/${DEVOIR}"]`).click();
        const lien = page.locator('a[href*="/formgrader/submissions/"]').first();
        await lien.waitFor();
        await capture("3-eleve");
        await lien.click();
        await page.locator(".sudoku-bareme").waitFor();
        expect(await page.locator(".sudoku-bareme").textContent()).toContain(
          "1 point pour la colonne",
        );
        await page.locator(".sudoku-bareme").scrollIntoViewIfNeeded();
        await capture("4-copie");
        expect(refusees).toEqual([]);
        expect(erreurs.filter((e) => /MathJax|require/i.test(e))).toEqual([]);
        expect(erreurs).toEqual([]);
      } finally {
        await navigateur.close();
      }
    },
    300_000,
  );
});
