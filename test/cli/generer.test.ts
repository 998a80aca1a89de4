import { describe, expect, it } from "vitest";
import { lireFichierLignes, estSolutionDe, verifierGrille } from "../../src/grille/index";
import { resoudreRapide } from "../../src/rapide/index";
import { sudoku } from "../aide-processus";
import { expectErreurPropre, fichier } from "./aide-cli";
import { ENONCE, SOLUTION } from "../exemples";

const lignesDe = (sortie: string) => sortie.trim().split("\n");

describe("sudoku generer", () => {
  it(
    "écrit des grilles à solution unique, avec au plus --indices indices, reproductibles par la graine",
    { timeout: 60_000 },
    async () => {
      const args = ["generer", "--indices", "26", "--graine", "42", "--nombre", "3"];
      const r = await sudoku(args);
      expect(r.stderr).toBe("");
      expect(r.code).toBe(0);
      const grilles = lireFichierLignes(r.stdout);
      expect(grilles).toHaveLength(3);
      for (const g of grilles) {
        expect(g.nombreDeDonnees()).toBeLessThanOrEqual(26);
        expect(resoudreRapide(g, { limite: 2, moteur: "cases" }).solutions).toBe(1);
      }
      expect((await sudoku(args)).stdout).toBe(r.stdout);
    },
  );

  it(
    "fait d'autres tailles, une symétrie, et d'autres formats ; --details ajoute une ligne #",
    { timeout: 60_000 },
    async () => {
      const r = await sudoku([
        "generer",
        "--taille",
        "4",
        "--symetrie",
        "centrale",
        "--details",
        "--graine",
        "3",
      ]);
      expect(r.code).toBe(0);
      const [commentaire, ligne] = lignesDe(r.stdout);
      expect(commentaire).toMatch(/^# graine 3, \d+ indices$/);
      expect(ligne).toHaveLength(16);
      const g = lireFichierLignes(ligne)[0];
      g.valeurs.forEach((v, x) => expect(v === 0).toBe(g.valeurs[15 - x] === 0));

      const jolie = await sudoku(["generer", "--graine", "3", "--format", "grille"]);
      expect(lignesDe(jolie.stdout)).toHaveLength(11);
      expect(jolie.stdout).toContain("------+-------+------");
    },
  );

  it(
    "sait générer comme le rapport 8INF846 (--methode transformations), sans garantie d'unicité",
    { timeout: 60_000 },
    async () => {
      const r = await sudoku([
        "generer",
        "--methode",
        "transformations",
        "--indices",
        "30",
        "--details",
        "--graine",
        "1",
      ]);
      expect(r.code).toBe(0);
      const [commentaire, ligne] = lignesDe(r.stdout);
      expect(commentaire).toBe("# graine 1, 30 indices, plusieurs solutions");
      expect(lireFichierLignes(ligne)[0].nombreDeDonnees()).toBe(30);
    },
  );

  it(
    "rend le code 1 et le dit quand la cible d'indices est hors d'atteinte",
    { timeout: 60_000 },
    async () => {
      const r = await sudoku(["generer", "--indices", "12", "--graine", "5"]);
      expect(r.code).toBe(1);
      expectErreurPropre(r.stderr);
      expect(r.stderr).toContain("plus de 12 indices");
      expect(lireFichierLignes(r.stdout)).toHaveLength(1);
    },
  );

  it(
    "refuse les options incorrectes avec le code 2 et un message clair",
    { timeout: 60_000 },
    async () => {
      for (const [args, motif] of [
        [["generer", "--taille", "7"], /--taille attend 4, 9, 16 ou 25/],
        [["generer", "--indices", "beaucoup"], /--indices attend un entier/],
        [["generer", "--indices", "90"], /n'a que 81 cases/],
        [["generer", "--symetrie", "spirale"], /symétrie inconnue.*centrale/],
        [["generer", "--graine", "1.5"], /--graine attend un entier/],
        [
          ["generer", "--graine", "9007199254740991"],
          /--graine attend un entier de 0 à 4294967295/,
        ],
        [["generer", "--format", "xml"], /format inconnu.*ligne, grille/],
        [["generer", "--methode", "transformations", "--taille", "16"], /9×9/],
        [["generer", "fichier.txt"], /ne lit pas de fichier/],
      ] as const) {
        const r = await sudoku([...args]);
        expect(r.code, args.join(" ")).toBe(2);
        expectErreurPropre(r.stderr);
        expect(r.stderr).toMatch(motif);
        expect(r.stdout).toBe("");
      }
    },
  );

  it(
    "rend 1 et le dit sur la sortie d'erreur quand la cible d'indices est hors d'atteinte",
    { timeout: 60_000 },
    async () => {
      const r = await sudoku(["generer", "--indices", "17", "--graine", "1"]);
      expect(r.code).toBe(1);
      expect(r.stderr.trim()).toMatch(/^sudoku : une grille garde plus de 17 indices/);
      const [grille] = r.stdout.trim().split("\n");
      expect(grille).toMatch(/^[1-9.]{81}$/);
    },
  );
});

describe("sudoku noter", () => {
  it(
    "note chaque grille, et rend 1 si l'une n'a pas de solution unique",
    { timeout: 60_000 },
    async () => {
      const multiple = [...SOLUTION];
      for (const k of [3, 4, 48, 49]) multiple[k] = ".";
      const r = await sudoku(["noter"], `${ENONCE}\n${multiple.join("")}\n`);
      const [premiere, deuxieme] = lignesDe(r.stdout);
      expect(premiere).toMatch(
        /^grille 1 : (facile|moyen|difficile|très difficile|diabolique) \(rang [1-5]\/5\)/,
      );
      expect(deuxieme).toBe("grille 2 : plusieurs solutions : pas de note");
      expect(r.code).toBe(1);
      expect(r.stderr).toBe("");
    },
  );

  it("rend 0 quand toutes les grilles sont notées", { timeout: 60_000 }, async () => {
    const r = await sudoku(["noter", "data/ensembles/norvig_hardest.txt"]);
    expect(r.code).toBe(0);
    expect(lignesDe(r.stdout)).toHaveLength(11);
  });
});

describe("sudoku bench", () => {
  it(
    "mesure les algorithmes demandés et contrôle leurs réponses",
    { timeout: 60_000 },
    async () => {
      const r = await sudoku(["bench", "--algo", "rapide,td", "data/ensembles/norvig_hardest.txt"]);
      expect(r.code).toBe(0);
      expect(r.stderr).toBe("");
      const lignes = lignesDe(r.stdout);
      expect(lignes[0]).toMatch(/^Machine : /);
      expect(lignes[2]).toMatch(/^algorithme\s+grilles\s+résolues/);
      expect(lignes[4]).toMatch(/^rapide\s+11\s+11\s+0\s+0\s+0\s+11\s/);
      expect(lignes[5]).toMatch(/^td\s+11\s+11\s+0\s+0\s+0\s+11\s/);
    },
  );

  it("refuse un algorithme inconnu", { timeout: 60_000 }, async () => {
    const r = await sudoku([
      "bench",
      "--algo",
      "rapide,magie",
      "data/ensembles/norvig_hardest.txt",
    ]);
    expect(r.code).toBe(2);
    expectErreurPropre(r.stderr);
    expect(r.stderr).toContain("« magie »");
  });
});

describe("sudoku resoudre --format", () => {
  it(
    "écrit une grille lisible, ou en bloc, ou en CSV ; les grilles sont séparées d'une ligne vide",
    { timeout: 60_000 },
    async () => {
      const deux = `${ENONCE}\n${ENONCE}\n`;
      const jolie = await sudoku(["resoudre", "--algo", "rapide", "--format", "grille"], deux);
      const blocs = jolie.stdout.split("\n\n");
      expect(blocs).toHaveLength(2);
      expect(blocs[0].split("\n")[0]).toBe("6 3 9 | 1 2 5 | 4 7 8");
      const bloc = await sudoku(["resoudre", "--algo", "rapide", "--format", "bloc"], ENONCE);
      expect(bloc.stdout.replace(/\n/g, "")).toBe(SOLUTION);
      const csv = await sudoku(["resoudre", "--algo", "rapide", "--format", "csv"], ENONCE);
      const relue = lireFichierLignes(SOLUTION)[0];
      expect(csv.stdout.split("\n")[0]).toBe(relue.versMatrice()[0].join(","));
    },
  );

  it(
    "avec l'algorithme rapide, donne des solutions justes et compte avec --tous",
    { timeout: 60_000 },
    async () => {
      const grilles = lireFichierLignes(
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n" +
          ENONCE,
      );
      const r = await sudoku(
        ["resoudre", "--algo", "rapide"],
        grilles.map((g) => g.valeurs.join("")).join("\n"),
      );
      lireFichierLignes(r.stdout).forEach((s, k) => {
        expect(verifierGrille(s).resolue).toBe(true);
        expect(estSolutionDe(s, grilles[k])).toBe(true);
      });
      const tous = await sudoku(["resoudre", "--algo", "rapide", "--tous"], ".".repeat(16));
      expect(tous.stdout).toBe("288\n");
    },
  );

  it("refuse --format avec --tous, et un format inconnu", { timeout: 60_000 }, async () => {
    for (const args of [
      ["resoudre", "--tous", "--format", "grille"],
      ["resoudre", "--format", "joli"],
    ]) {
      const r = await sudoku(args, ENONCE);
      expect(r.code).toBe(2);
      expectErreurPropre(r.stderr);
    }
  });
});

describe("les nouvelles commandes face aux entrées fautives", () => {
  const CAS: [string, string, RegExp][] = [
    [
      "courte.txt",
      `${ENONCE}\n${ENONCE.slice(1)}\n`,
      /courte\.txt, ligne 2 : 81 caractères attendus pour une grille 9×9, 80 trouvés/,
    ],
    [
      "lettre.txt",
      `${ENONCE.slice(0, 10)}x${ENONCE.slice(11)}\n`,
      /ligne 1, colonne 11 : caractère « x » inconnu/,
    ],
    [
      "doublon.txt",
      `55${ENONCE.slice(2)}\n`,
      /ligne 1 : les indices de la grille se contredisent : le 5 apparaît 2 fois/,
    ],
    [
      "champs.csv",
      "1,2,3,4,5,6,7,8,9\n1,2,3\n",
      /champs\.csv, ligne 2 : 9 champs attendus, 3 trouvés/,
    ],
    ["vide.txt", "", /aucune grille trouvée/],
  ];

  it.each(["noter", "bench", "resoudre"])(
    "sudoku %s : code 2, message français précis, rien sur stdout",
    { timeout: 60_000 },
    async (commande) => {
      for (const [nom, contenu, motif] of CAS) {
        // resoudre répond « insoluble » à une grille contradictoire (voir commande.test.ts).
        if (commande === "resoudre" && nom === "doublon.txt") continue;
        const args = commande === "resoudre" ? ["resoudre", "--algo", "rapide"] : [commande];
        const r = await sudoku([...args, fichier(nom, contenu)]);
        expect(r.code, `${commande} ${nom}`).toBe(2);
        expectErreurPropre(r.stderr);
        expect(r.stderr).toMatch(motif);
        expect(r.stdout).toBe("");
      }
    },
  );
});

describe("l'aide des nouvelles commandes", () => {
  it("documente les commandes et les codes de sortie", { timeout: 60_000 }, async () => {
    const generale = (await sudoku(["aide"])).stdout;
    for (const mot of [
      "sudoku generer",
      "sudoku noter",
      "sudoku bench",
      "Codes de sortie",
      "--indices N",
    ]) {
      expect(generale).toContain(mot);
    }
    expect((await sudoku(["aide", "generer"])).stdout).toMatch(
      /Codes de sortie : 0 succès ; 1 .* ;\s+2 option incorrecte/s,
    );
    expect((await sudoku(["noter", "--aide"])).stdout).toContain("diabolique");
    expect((await sudoku(["aide", "bench"])).stdout).toContain("--repetitions");
    expect((await sudoku(["aide", "resoudre"])).stdout).toContain("--format F");
  });
});
