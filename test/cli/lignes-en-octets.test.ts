import { describe, expect, it } from "vitest";
import { enOctets, LignesEnOctets } from "../../src/cli/lignes-en-octets";

const texte = (octets: Uint8Array) => Buffer.from(octets).toString("utf8");

describe("les lignes de réponse écrites en octets", () => {
  it("écrit les entiers en décimal, y compris 0 et les puissances de 10", () => {
    const lignes = new LignesEnOctets();
    for (const n of [0, 7, 9, 10, 99, 100, 12345, 1_000_000, 2 ** 31]) {
      lignes.ajouterEntier(n).finirLigne();
    }
    expect(texte(lignes.prendre())).toBe("0\n7\n9\n10\n99\n100\n12345\n1000000\n2147483648\n");
  });

  it("encode le texte en UTF-8 et repart de zéro après `prendre`", () => {
    const lignes = new LignesEnOctets();
    lignes.ajouter(enOctets("grille ")).ajouterEntier(3).ajouterTexte(" : incomplète").finirLigne();
    expect(texte(lignes.prendre())).toBe("grille 3 : incomplète\n");
    expect(lignes.taille).toBe(0);
    expect(texte(lignes.ajouterTexte("é").prendre())).toBe("é");
  });

  it("grandit quand il le faut sans rien perdre", () => {
    const lignes = new LignesEnOctets();
    const attendu: string[] = [];
    for (let k = 0; k < 20_000; k++) {
      lignes.ajouterTexte(`ligne ${k} : ✓`).finirLigne();
      attendu.push(`ligne ${k} : ✓\n`);
    }
    expect(texte(lignes.prendre())).toBe(attendu.join(""));
  });
});
