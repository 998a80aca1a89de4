/**
 * La lecture rapide par paquets (src/grille/lecture-rapide.ts) et le contrôle
 * rapide des conflits (`compterVidesSansConflit`) : mêmes grilles, mêmes numéros
 * de ligne et mêmes erreurs que la lecture ligne à ligne et `verifierGrille`,
 * quelle que soit la façon dont le texte est coupé en morceaux.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  Grille,
  lireGrillesNumerotees,
  verifierGrille,
  versLigne,
  compterVidesSansConflit,
} from "../../src/grille";
import { lirePaquetsEnFlux } from "../../src/grille/lecture-flux";
import { ENONCE, SOLUTION, erreurDe } from "../exemples";

async function* enMorceaux(texte: string, taille: number): AsyncGenerator<Uint8Array> {
  const octets = Buffer.from(texte);
  for (let k = 0; k < octets.length; k += taille) yield octets.subarray(k, k + taille);
}

/** Les grilles lues par paquets, et l'erreur s'il y en a une : tout ce qui a été rendu avant elle. */
async function parPaquets(texte: string, taille: number) {
  const lues: [string, number | undefined][] = [];
  let paquets = 0;
  try {
    for await (const paquet of lirePaquetsEnFlux(enMorceaux(texte, taille), "f.txt")) {
      paquets++;
      for (let k = 0; k < paquet.nombre; k++) {
        lues.push([versLigne(paquet.grille(k)), paquet.lignes[k]]);
      }
    }
    return { lues, paquets, erreur: undefined };
  } catch (e) {
    return { lues, paquets, erreur: (e as Error).message };
  }
}

const GRILLE_4 = "1.3.......2...4.";
const GRILLE_16 = "123456789ABCDEFG".replace("G", ".").repeat(16);
const GRILLE_25 = ".".repeat(625);

describe("lirePaquetsEnFlux : la lecture ligne à ligne, plus vite", () => {
  // Assez de lignes pour dépasser la tête (26 lignes utiles) et passer par les paquets.
  const lignes = [
    "# commentaire",
    ENONCE,
    "",
    `  ${ENONCE}  `, // blancs autour : chemin ordinaire, colonne gardée
    ENONCE.replace(/\./g, "0") + "\r", // CRLF
    ENONCE.replace(/\./g, "-").toLowerCase(),
    SOLUTION,
    GRILLE_4,
    GRILLE_16,
    GRILLE_25,
    "1a3.......2...4.".toUpperCase().replace("A", "."),
    ...Array.from({ length: 40 }, (_, k) => (k % 2 ? ENONCE : SOLUTION)),
    "\t# commentaire indenté",
  ];

  it("mêmes grilles et mêmes numéros de ligne, quelle que soit la taille des morceaux", async () => {
    const texte = lignes.join("\n") + "\n";
    const attendu = lireGrillesNumerotees(texte, "f.txt").map((l) => [
      versLigne(l.grille),
      l.ligne,
    ]);
    for (const taille of [1, 7, 82, 100, 1000, 1 << 16]) {
      const { lues, erreur } = await parPaquets(texte, taille);
      expect(erreur).toBeUndefined();
      expect(lues).toEqual(attendu);
    }
    // Sans « \n » final, ou avec « \r » final.
    for (const fin of ["", "\r"]) {
      const sansFin = lignes.join("\n") + fin;
      expect((await parPaquets(sansFin, 64)).lues).toEqual(attendu);
    }
  });

  it("une ligne fautive : les grilles d'avant sont rendues, puis la même erreur", async () => {
    const fautives = [
      ENONCE.slice(0, 80) + "x", // caractère inconnu
      ENONCE.slice(0, 80), // 80 caractères
      GRILLE_4.replace("1", "5"), // trop grand pour une 4×4
      ENONCE.slice(0, 40) + " " + ENONCE.slice(40), // une espace au milieu
      ENONCE.slice(0, 80) + "é",
    ];
    for (const fautive of fautives) {
      const texte = [...lignes, fautive, ENONCE].join("\n") + "\n";
      const attendue = erreurDe(() => lireGrillesNumerotees(texte, "f.txt")).message;
      const avant = lignes.filter((l) => l.trim() !== "" && !l.trim().startsWith("#")).length;
      for (const taille of [5, 4096]) {
        const { lues, erreur } = await parPaquets(texte, taille);
        expect(erreur).toBe(attendue);
        expect(lues).toHaveLength(avant);
      }
    }
  });

  it("rend les grilles d'un morceau ensemble : un paquet par morceau, pas une par ligne", async () => {
    const texte = Array.from({ length: 2000 }, () => ENONCE).join("\n") + "\n";
    const { lues, paquets } = await parPaquets(texte, 64 * 1024);
    expect(lues).toHaveLength(2000);
    expect(paquets).toBeLessThan(10);
  });
});

describe("compterVidesSansConflit : verifierGrille, en un seul passage", () => {
  it("les cases vides d'une grille valide, −1 dès qu'il y a un conflit", () => {
    const taillesEtN = fc.constantFrom(4, 9, 16);
    fc.assert(
      fc.property(
        taillesEtN.chain((taille) =>
          fc.tuple(
            fc.constant(taille),
            fc.array(fc.integer({ min: 0, max: taille }), {
              minLength: taille * taille,
              maxLength: taille * taille,
            }),
            fc.integer({ min: 0, max: 5 }),
          ),
        ),
        ([taille, valeurs, decalage]) => {
          // Des grilles peu remplies, pour avoir aussi des grilles valides.
          const creuses = valeurs.map((v, k) => (k % 4 === 0 ? v : 0));
          const cases = new Uint8Array([...new Array<number>(decalage).fill(7), ...creuses]);
          const bilan = verifierGrille(new Grille(creuses));
          const vides = creuses.filter((v) => v === 0).length;
          expect(compterVidesSansConflit(cases, decalage, taille)).toBe(bilan.valide ? vides : -1);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("une solution complète : 0 ; une case changée : −1", () => {
    const solution = [...SOLUTION].map(Number);
    expect(compterVidesSansConflit(solution, 0, 9)).toBe(0);
    solution[40] = solution[41];
    expect(compterVidesSansConflit(solution, 0, 9)).toBe(-1);
  });
});
