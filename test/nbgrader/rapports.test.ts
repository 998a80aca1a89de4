/**
 * Les rapports de npm run devoirs, sans lancer nbgrader : son journal anglais
 * traduit pour le terminal et gardé dans le dossier du cours, le tableau du
 * bilan, les dates de rendu, les retours qui ne passent pas par l'échange et
 * les réglages du cours essayé sur une seule machine.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { duree, tableauDuBilan, type Bilan } from "../../outils/correction/bilan-correction";
import { creerDevoir } from "../../outils/correction/devoirs";
import { dateDeNbgrader, lireDateDeRendu } from "../../outils/correction/echeance";
import { JournalNbgrader, NOM_DU_JOURNAL } from "../../outils/correction/journal-nbgrader";
import { retoursHorsEchange } from "../../outils/correction/retours-a-rendre";
import { optionsDeLEleve, optionsDeRamasser } from "../../outils/correction/une-machine";
import { dossierTemporaire } from "../aide-dossiers";

/** Le journal d'un cours neuf, et ce qu'il dit au professeur. */
function journal(args: string[]) {
  const cours = dossierTemporaire("rapports");
  const dites: string[] = [];
  return { cours, dites, journal: new JournalNbgrader(cours, args, (l) => dites.push(l)) };
}

describe("le journal de nbgrader", () => {
  it("corriger : chaque copie en français, le journal anglais dans le dossier du cours", () => {
    const { cours, dites, journal: j } = journal(["autograde", "--force", "lecon1"]);
    for (const ligne of [
      "[AutogradeApp | INFO] Copying /c/source/./lecon1/x.json -> /c/autograded/alice/lecon1/x.json",
      "[AutogradeApp | INFO] Creating/updating student with ID 'alice': {}",
      "[AutogradeApp | INFO] SubmittedAssignment<lecon1 for alice> submitted at 2026-12-07 05:36:49",
      "[AutogradeApp | WARNING] SubmittedAssignment<lecon1 for alice> is 5400.5 seconds late",
      "[AutogradeApp | INFO] Sanitizing /c/submitted/alice/lecon1/01-td.ipynb",
      "[AutogradeApp | INFO] Autograding /c/autograded/alice/lecon1/01-td.ipynb",
      "[noyau sudoku-ts] prêt (pid 2)",
      "[AutogradeApp | WARNING] Attribute 'locked' for cell verifier-test has changed! (should be: True, got: False)",
      "[AutogradeApp | INFO] Sanitizing /c/submitted/bob/lecon1/01-td.ipynb",
      "[AutogradeApp | ERROR] There was an error processing assignment: /c/submitted/bob/lecon1",
      "[AutogradeApp | ERROR] Traceback (most recent call last):",
      '      File "x.py", line 1, in f',
      "    RuntimeError: boum",
      "[AutogradeApp | WARNING] Removing failed assignment: /c/autograded/bob/lecon1",
      "[AutogradeApp | WARNING] No notebooks were matched by '/c/submitted/zoe/lecon1/*.ipynb'",
    ])
      j.ligneDuJournal(ligne);
    j.finir(0);
    expect(dites).toEqual([
      "Correction de la copie de alice…",
      "  copie rendue en retard de 1 h 31",
      "  copie de alice : la cellule verifier-test a été modifiée (locked) ; la correction la remet comme dans le devoir",
      "Correction de la copie de bob…",
      "  copie de bob mise de côté : nbgrader a échoué sur elle",
      "Erreur de nbgrader : RuntimeError: boum",
      "  copie de zoe mise de côté : aucun carnet (.ipynb) dans /c/submitted/zoe/lecon1",
      "Copies corrigées (1) : alice.",
      "Copies mises de côté (voir plus haut) : bob, zoe.",
      `Journal de nbgrader (1 avertissement(s) de nbgrader) : ${join(cours, NOM_DU_JOURNAL)}`,
    ]);
    const texte = readFileSync(join(cours, NOM_DU_JOURNAL), "utf8");
    expect(texte).toMatch(/^\n==== \d{4}-\d\d-\d\dT.*: nbgrader autograde --force lecon1\n/);
    expect(texte).toContain("[AutogradeApp | INFO] Creating/updating student with ID 'alice': {}");
    expect(texte).toContain("==== fin (code 0)");
  });

  it("ramasser et rendre-retours : qui, sans une ligne anglaise", () => {
    const { dites, journal: j } = journal(["collect", "--update", "lecon1"]);
    for (const ligne of [
      "[CollectApp | INFO] Processing 3 submissions of 'lecon1' for course 'sudoku'",
      "[CollectApp | INFO] Collecting submission: bruno lecon1",
      "[CollectApp | INFO] Updating submission: chloe lecon1",
      "[CollectApp | INFO] No newer submission to collect: root lecon1",
      "[ReleaseFeedbackApp | INFO] Releasing feedback for student 'bruno' on assignment 'sudoku/lecon1/01-td' (t)",
      "[ReleaseFeedbackApp | INFO] Feedback released to: /c/echange/x.html",
    ])
      j.ligneDuJournal(ligne);
    j.ligneDeSortie("lecon1 (due: None)");
    j.finir(0);
    expect(dites.slice(0, -1)).toEqual([
      "lecon1 (due: None)",
      "Copies ramassées (2) : bruno, chloe.",
      "Déjà ramassées, rien de plus récent : root.",
      "Retours rendus dans le dossier d'échange : bruno.",
    ]);
  });
});

describe("npm run devoirs -- nbgrader …", () => {
  it("une autre commande de nbgrader montre ses messages tels quels ; la recette de l'élève, en français", () => {
    const cours = dossierTemporaire("rapports");
    const dites: string[] = [];
    const liste = new JournalNbgrader(cours, ["list"], (l) => dites.push(l), true);
    liste.ligneDuJournal("[ListApp | INFO] Released assignments:");
    liste.ligneDuJournal("[ListApp | INFO] sudoku lecon1");
    liste.finir(0);
    expect(dites.slice(0, 2)).toEqual(["Released assignments:", "sudoku lecon1"]);
    const recette = journal(["submit", "lecon1"]);
    recette.journal.ligneDuJournal("[SubmitApp | INFO] Source: /tmp/x/lecon1");
    recette.journal.ligneDuJournal(
      "[SubmitApp | INFO] Submitted as: sudoku lecon1 2026-12-07 05:47:58.1 UTC",
    );
    recette.journal.finir(0);
    expect(recette.dites.slice(0, -1)).toEqual([
      "Copie du devoir lecon1 rendue (2026-12-07 05:47:58.1 UTC).",
    ]);
  });
});

describe("le bilan de corriger", () => {
  const bilan: Bilan = {
    cellules: [
      { nom: "verifier-test_ligne", max: 1, aLaMain: false },
      { nom: "verifier-resolution", max: 2, aLaMain: false },
      { nom: "reponse-l1-colonne-j", max: 3, aLaMain: true },
    ],
    copies: [
      {
        eleve: "alice",
        points: {
          "verifier-test_ligne": 1,
          "verifier-resolution": 2,
          "reponse-l1-colonne-j": null,
        },
        aNoter: ["reponse-l1-colonne-j"],
        total: 3,
        max: 6,
        retard: 0,
      },
      {
        eleve: "bob",
        points: { "verifier-test_ligne": 0, "verifier-resolution": 0.5, "reponse-l1-colonne-j": 0 },
        aNoter: [],
        total: 0.5,
        max: 6,
        retard: 90_000,
      },
    ],
    echeance: null,
  };

  it("une ligne par élève : points par exercice, à noter, total, retard", () => {
    const lignes = tableauDuBilan(bilan).split("\n");
    expect(lignes.slice(0, 3)).toEqual([
      "élève  1    2  à noter    total   retard",
      "alice  1    2        1    3 / 6",
      "bob    0  0,5           0,5 / 6  1 j 1 h",
    ]);
    expect(lignes).toContain("Exercices (points) : 1 test_ligne (1), 2 resolution (2).");
  });

  it("les durées de retard", () => {
    expect(duree(30)).toBe("1 min");
    expect(duree(3600 * 2 + 5 * 60)).toBe("2 h 05");
    expect(duree(3600 * 27)).toBe("1 j 3 h");
  });
});

describe("les dates de rendu", () => {
  it("à l'heure de cette machine, rangées en UTC pour nbgrader", () => {
    const date = lireDateDeRendu("2026-12-14T18:00");
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([
      2026, 11, 14, 18,
    ]);
    expect(dateDeNbgrader(new Date(Date.UTC(2026, 11, 14, 17)))).toBe("2026-12-14T17:00:00Z");
    expect(lireDateDeRendu("2026-12-14").getHours()).toBe(23);
    for (const faux of ["14/12/2026", "2026-02-30", undefined])
      expect(() => lireDateDeRendu(faux)).toThrow(/date de rendu illisible/);
  });
});

describe("les retours et la recette sur une seule machine", () => {
  it("un retour de copie posée à la main ne passe pas par l'échange ; les autres si", () => {
    const cours = dossierTemporaire("rapports");
    for (const [eleve, fichiers] of Object.entries({
      emma: ["x.html"],
      bruno: ["x.html", "timestamp.txt", "submission_secret.txt"],
    })) {
      mkdirSync(join(cours, "feedback", eleve, "lecon1"), { recursive: true });
      for (const f of fichiers) writeFileSync(join(cours, "feedback", eleve, "lecon1", f), "");
    }
    expect(retoursHorsEchange(cours, "lecon1")).toEqual(["emma"]);
    expect(retoursHorsEchange(cours, "lecon2")).toEqual([]);
  });

  it("l'échange dans le dossier du cours : pas de soupçon de triche, un cache par élève", () => {
    const cours = dossierTemporaire("rapports");
    creerDevoir(cours, "lecon1", ["01-td-retour-arriere"]);
    expect(optionsDeRamasser(cours)).toEqual(["--ExchangeCollect.check_owner=False"]);
    const config = join(cours, "nbgrader_config.py");
    writeFileSync(
      config,
      readFileSync(config, "utf8").replace(
        /^c\.Exchange\.root = .*$/m,
        'c.Exchange.root = "/srv/x"',
      ),
    );
    expect(optionsDeRamasser(cours)).toEqual([]);
    const [bruno] = optionsDeLEleve(["fetch_feedback", "lecon1", "--student", "bruno"]);
    const [chloe] = optionsDeLEleve(["fetch_feedback", "lecon1", "--student=chloe"]);
    expect(bruno).toMatch(/^--Exchange\.cache=.*\/eleves\/bruno\/nbgrader_cache$/);
    expect(chloe).toMatch(/\/eleves\/chloe\/nbgrader_cache$/);
    expect(optionsDeLEleve(["fetch_feedback", "lecon1"])).toEqual([]);
  });
});
