/**
 * La notation à la main sur un cours fait à la main (base-de-notes.ts) : une
 * réponse laissée vide ne se note qu'avec --meme-vide, et le « No response. »
 * de nbgrader n'est jamais montré comme un commentaire du professeur.
 */
import { describe, expect, it } from "vitest";
import { commandeNoter, reponsesDuDevoir } from "../../outils/correction/correction-a-la-main";
import { DEVOIR, REPONSE, coursAvecNotes } from "./base-de-notes";

/** Chaque appel lance Python et nbgrader : quelques secondes, bien plus sur une machine chargée. */
const DELAI = 180_000;

describe("noter à la main", () => {
  it(
    "une réponse vide : refusée en français sans --meme-vide, notée avec",
    async () => {
      const cours = await coursAvecNotes();
      expect(() => commandeNoter(cours, DEVOIR, ["dan", REPONSE, "1"])).toThrow(
        `Pas de réponse : dan a laissé « ${REPONSE} » telle quelle, et la correction lui a donné 0. ` +
          "Pour la noter quand même, relancez avec --meme-vide.",
      );
      const avant = reponsesDuDevoir(cours, DEVOIR, { eleve: "dan" });
      expect(avant).toContain("── dan : pas de réponse (cellule laissée telle quelle) : 0 / 2");
      expect(commandeNoter(cours, DEVOIR, ["dan", REPONSE, "1", "--meme-vide"])).toContain(
        `dan, ${REPONSE} : 1 / 2.`,
      );
      const apres = reponsesDuDevoir(cours, DEVOIR, { eleve: "dan" });
      expect(apres).toContain("── dan : noté à la main : 1 / 2\n");
      expect(apres).not.toContain("No response.");
    },
    DELAI,
  );

  it(
    "une réponse écrite se note sans option ; le commentaire du professeur est montré",
    async () => {
      const cours = await coursAvecNotes();
      expect(
        commandeNoter(cours, DEVOIR, ["bob", REPONSE, "1,5", "--commentaire", "Bien vu."]),
      ).toContain(`bob, ${REPONSE} : 1,5 / 2, avec le commentaire.`);
      expect(reponsesDuDevoir(cours, DEVOIR, { eleve: "bob" })).toContain(
        "── bob : noté à la main : 1,5 / 2 ; commentaire : « Bien vu. »",
      );
    },
    DELAI,
  );
});
