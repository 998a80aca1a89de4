/**
 * `sudoku sat` lit une formule DIMACS en entier : au-delà de 128 Mo, elle est
 * refusée avant d'être lue (un fichier ordinaire) ou au premier morceau de
 * trop (toute autre source), en français et avec le code 2, au lieu d'épuiser
 * la mémoire de Node. Les sources sans fin : voir sources-sans-fin.test.ts.
 */
import { closeSync, openSync, ftruncateSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EntreeTropGrande, lireEntree } from "../../src/cli/entree";
import { dossierTemporaire } from "../aide-dossiers";
import { sudoku } from "../aide-processus";

/** Une entrée standard faite de `n` morceaux de `taille` octets. */
function stdin(n: number, taille: number) {
  return {
    morceauxStdin: async function* () {
      for (let k = 0; k < n; k++) yield new Uint8Array(taille).fill(0x63);
    },
  };
}

const BORNE = { max: 1000, attendu: "une formule DIMACS" };

describe("une entrée lue en entier est bornée", () => {
  it("l'entrée standard est coupée au premier morceau de trop", async () => {
    await expect(lireEntree("-", stdin(3, 600), BORNE)).rejects.toThrow(EntreeTropGrande);
    await expect(lireEntree("-", stdin(3, 600), BORNE)).rejects.toThrow(
      /^entrée standard : lecture arrêtée à 1000 octets : on attend une formule DIMACS d'au plus 1000 octets/,
    );
    expect((await lireEntree(undefined, stdin(1, 600), BORNE)).texte.length).toBe(600);
  });

  it("sudoku sat refuse un fichier de 200 Mo sans le lire : message en français, code 2", async () => {
    const fichier = join(dossierTemporaire("sat-geant"), "geant.cnf");
    // Un fichier creux : 200 Mo annoncés, rien d'écrit sur le disque.
    const fd = openSync(fichier, "w");
    ftruncateSync(fd, 200 * 1024 * 1024);
    closeSync(fd);
    const r = await sudoku(["sat", fichier]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /geant\.cnf : plus de 128 Mo, refusé sans être lu : on attend une formule DIMACS d'au plus 128 Mo/,
    );
    expect(r.stderr).not.toMatch(/erreur interne|at .*\.js:\d+/);
  });
});
