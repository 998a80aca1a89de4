/**
 * npm run devoirs, sans lancer nbgrader : le dossier du cours, les erreurs
 * prévisibles en français, les piles Python réduites, le texte de l'élève
 * rendu inoffensif au terminal.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ErreurDevoirs, lisibleAuTerminal } from "../../outils/correction/cours-nbgrader";
import { creerDevoir, devoirs, sansPilesPython } from "../../outils/correction/devoirs";
import { dossierTemporaire } from "../aide-dossiers";

describe("npm run devoirs", () => {
  it("creer range les carnets du professeur dans source/<devoir>/ et écrit la configuration du cours", () => {
    const cours = dossierTemporaire("devoirs");
    const copies = creerDevoir(cours, "lecon1", ["01-td-retour-arriere"]);
    expect(copies).toEqual([join(cours, "source", "lecon1", "01-td-retour-arriere.ipynb")]);
    expect(existsSync(copies[0])).toBe(true);
    const config = readFileSync(join(cours, "nbgrader_config.py"), "utf8");
    expect(config).toContain('c.CourseDirectory.course_id = "sudoku"');
    expect(config).toContain(`c.Exchange.root = ${JSON.stringify(join(cours, "echange"))}`);
  });

  it("un carnet ou un devoir mal nommé est refusé, avec la liste de ce qui existe", async () => {
    const cours = dossierTemporaire("devoirs");
    expect(() => creerDevoir(cours, "lecon1", ["01-td"])).toThrow(
      /carnet inconnu : « 01-td.ipynb » ; les carnets du cours : 00-sommaire, /,
    );
    expect(() => creerDevoir(cours, "leçon 1", ["01-td-retour-arriere"])).toThrow(ErreurDevoirs);
    await expect(devoirs(["--cours", cours, "corriger", "lecon1"])).rejects.toThrow(
      /pas de cours nbgrader dans .* commencez par « npm run devoirs -- creer/,
    );
    creerDevoir(cours, "lecon1", ["01-td-retour-arriere"]);
    await expect(devoirs(["--cours", cours, "corriger", "lecon2"])).rejects.toThrow(
      "devoir inconnu : « lecon2 » ; les devoirs du cours : lecon1",
    );
    await expect(devoirs(["--cours", cours, "corriger", "lecon1"])).rejects.toThrow(
      // Le « lancez d'abord » redonne --cours : copié tel quel, il marche.
      `submitted : lancez d'abord « npm run devoirs -- ramasser lecon1 --cours ${cours} »`,
    );
    await expect(devoirs(["--cours", cours, "distribuer", "lecon1"])).rejects.toThrow(
      `lancez d'abord « npm run devoirs -- generer lecon1 --cours ${cours} »`,
    );
    await expect(devoirs(["--cours", cours, "publier", "lecon1"])).rejects.toThrow(
      /sous-commande inconnue : « publier »/,
    );
    await expect(devoirs(["--cours", cours, "noter", "lecon1"])).rejects.toThrow(
      /noter attend l'élève, la cellule et les points/,
    );
    await expect(devoirs(["--cours", cours, "reponses", "lecon2"])).rejects.toThrow(
      "devoir inconnu : « lecon2 »",
    );
  });

  it("une pile du journal de nbgrader, toute en retrait, est réduite à son message", () => {
    const texte = [
      "[AutogradeApp | ERROR] There was an error processing assignment: submitted/x/lecon1",
      "[AutogradeApp | ERROR] Traceback (most recent call last):",
      '      File "nbgrader_config.py", line 124, in preprocess',
      "        raise RuntimeError(",
      "    RuntimeError: corrigez les copies par « npm run devoirs -- corriger DEVOIR »",
      "    ",
      "[AutogradeApp | ERROR] There was an error processing assignment 'lecon1' for student 'x'",
    ].join("\n");
    expect(sansPilesPython(texte).split("\n")).toEqual([
      "[AutogradeApp | ERROR] There was an error processing assignment: submitted/x/lecon1",
      "RuntimeError: corrigez les copies par « npm run devoirs -- corriger DEVOIR »",
      "[AutogradeApp | ERROR] There was an error processing assignment 'lecon1' for student 'x'",
    ]);
  });

  it("une pile Python est réduite à sa dernière ligne", () => {
    const texte = [
      "[AutogradeApp | ERROR] quelque chose",
      "Traceback (most recent call last):",
      '  File "x.py", line 1, in <module>',
      "    f()",
      "RuntimeError: version élève impossible",
      "fin",
    ].join("\n");
    expect(sansPilesPython(texte)).toBe(
      "[AutogradeApp | ERROR] quelque chose\nRuntimeError: version élève impossible\nfin",
    );
  });
});

describe("lisibleAuTerminal", () => {
  it("rend visible chaque caractère de contrôle et de sens du texte, garde lignes, tabulations et accents", () => {
    // ESC (CSI), CSI de C1 (0x9b), retour chariot, sonnerie, effacement arrière, RLO et son pendant isolé.
    const texte = "a\u001b[2J\u009b2J\rNOTÉE\u0007\b\u202eZ\u2066\tb\nc";
    expect(lisibleAuTerminal(texte)).toBe(
      "a\\u{1b}[2J\\u{9b}2J\\u{d}NOTÉE\\u{7}\\u{8}\\u{202e}Z\\u{2066}\tb\nc",
    );
    expect(lisibleAuTerminal(lisibleAuTerminal(texte))).toBe(lisibleAuTerminal(texte));
  });
});
