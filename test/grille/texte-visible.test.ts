import { describe, expect, it } from "vitest";
import { lireLigne } from "../../src/grille";
import { rendreVisible } from "../../src/grille/texte-visible";
import { ENONCE, erreurDe } from "../exemples";

describe("rendreVisible : citer sans danger un texte venu de l'extérieur", () => {
  it("écrit en clair les caractères de contrôle et de direction, laisse le reste", () => {
    expect(rendreVisible("\x1b[2J\x07a\tb\r\n\x7f\x9b")).toBe(
      "\\x1b[2J\\x07a\\x09b\\x0d\\x0a\\x7f\\x9b",
    );
    expect(rendreVisible("abc\u202edcba")).toBe("abc\\u202edcba");
    expect(rendreVisible("éà « 9×9 » 😀")).toBe("éà « 9×9 » 😀");
  });

  it("dans un message de lecture, une séquence d'échappement n'est jamais recopiée brute", () => {
    const e = erreurDe(() => lireLigne(`${ENONCE.slice(0, 10)}\x1b${ENONCE.slice(11)}`));
    expect(e.message).toContain("colonne 11 : caractère « \\x1b » inconnu");
    expect(e.message).not.toContain("\x1b");
  });
});
