/**
 * Contre-vérification avec de vrais solveurs SAT (les paquets Debian minisat
 * et picosat, installés par .ci/run) : sur des fichiers DIMACS de toutes
 * sortes, nos trois solveurs et la commande `sudoku sat` doivent donner le
 * même verdict qu'eux, et chaque modèle doit satisfaire toutes les clauses.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lireFichier, lireLigne } from "../../src/grille/lecture";
import {
  SOLVEURS_SAT,
  coderGrille,
  ecrireDimacs,
  kSATAleatoire,
  lireDimacs,
  pigeons,
  satisfaitTout,
  type FNC,
} from "../../src/sat/index";
import { dossierTemporaire } from "../aide-dossiers";
import { sudoku } from "../aide-processus";

const MINISAT = "/usr/bin/minisat";
const PICOSAT = "/usr/bin/picosat";

function exigerSolveur(chemin: string): void {
  if (!existsSync(chemin)) {
    throw new Error(
      `${chemin} est introuvable : installez les paquets Debian minisat et picosat (voir .ci/run).`,
    );
  }
}

/** Les formules de la contre-vérification, chacune écrite dans un fichier DIMACS. */
function formules(): { nom: string; fnc: FNC }[] {
  const monde = lireFichier("data/sat/le-monde.csv")[0];
  const top = lireFichier("data/ensembles/norvig_top95.txt")[3];
  // Deux 1 dans la première ligne : aucune solution.
  const contradictoire = lireLigne(`11${".".repeat(79)}`);
  // Aucune contradiction visible, mais la case (0, 0) n'a plus de valeur possible.
  const bloquee = lireLigne(`.12345678${".".repeat(18)}9${".".repeat(53)}`);
  const liste = [
    { nom: "le-monde-etendu", fnc: coderGrille(monde, "etendu") },
    { nom: "top95-4-minimal", fnc: coderGrille(top, "minimal") },
    { nom: "contradictoire", fnc: coderGrille(contradictoire, "efficace") },
    { nom: "case-bloquee", fnc: coderGrille(bloquee, "minimal") },
    { nom: "pigeons-5", fnc: pigeons(5) },
    { nom: "pigeons-6", fnc: pigeons(6) },
  ];
  for (let graine = 1; graine <= 10; graine++) {
    const n = 50 + 5 * graine;
    liste.push({
      nom: `3sat-${n}-${graine}`,
      fnc: kSATAleatoire(n, Math.round(4.26 * n), 3, graine),
    });
  }
  return liste;
}

/** Le verdict d'un solveur du monde réel, et son modèle s'il en donne un. */
function lancerReference(chemin: string, fichier: string) {
  const sortie = `${fichier}.sortie`;
  const r =
    chemin === MINISAT
      ? spawnSync(chemin, ["-verb=0", fichier, sortie], { encoding: "utf8" })
      : spawnSync(chemin, [fichier], { encoding: "utf8" });
  const texte = chemin === MINISAT && existsSync(sortie) ? readFileSync(sortie, "utf8") : r.stdout;
  const litteraux = [...texte.matchAll(/-?\d+/g)].map((m) => Number(m[0])).filter((l) => l !== 0);
  return { code: r.status, litteraux };
}

function modeleDepuis(litteraux: number[], n: number): boolean[] {
  const modele = new Array<boolean>(n + 1).fill(false);
  for (const l of litteraux) if (Math.abs(l) <= n) modele[Math.abs(l)] = l > 0;
  return modele;
}

describe("contre-vérification avec minisat et picosat", () => {
  const dossier = dossierTemporaire("sat");
  const cas = formules().map(({ nom, fnc }) => {
    const fichier = join(dossier, `${nom}.cnf`);
    writeFileSync(fichier, ecrireDimacs(fnc, [`${nom}, écrit par le cours Sudoku`]));
    return { nom, fnc, fichier };
  });

  it("les deux solveurs de référence sont installés", () => {
    exigerSolveur(MINISAT);
    exigerSolveur(PICOSAT);
  });

  it.each(cas.map((c) => [c.nom, c] as const))(
    "%s : même verdict partout",
    (_, { fnc, fichier }) => {
      exigerSolveur(MINISAT);
      exigerSolveur(PICOSAT);
      const minisat = lancerReference(MINISAT, fichier);
      const picosat = lancerReference(PICOSAT, fichier);
      expect([10, 20]).toContain(minisat.code);
      expect(picosat.code).toBe(minisat.code);
      const attendu = minisat.code === 10 ? "satisfiable" : "insatisfiable";
      if (attendu === "satisfiable") {
        expect(satisfaitTout(fnc, modeleDepuis(minisat.litteraux, fnc.nombreDeVariables))).toBe(
          true,
        );
        expect(satisfaitTout(fnc, modeleDepuis(picosat.litteraux, fnc.nombreDeVariables))).toBe(
          true,
        );
      }
      // Nos solveurs lisent le même fichier que minisat et picosat.
      const relue = lireDimacs(readFileSync(fichier, "utf8"), fichier);
      for (const solveur of SOLVEURS_SAT) {
        const r = solveur.creer(relue).resoudre();
        expect(r.statut, solveur.nom).toBe(attendu);
        if (r.modele) expect(satisfaitTout(relue, r.modele), solveur.nom).toBe(true);
      }
    },
    30_000,
  );

  it("la série aléatoire contient des formules satisfiables et d'autres non", () => {
    exigerSolveur(MINISAT);
    const codes = cas
      .filter((c) => c.nom.startsWith("3sat"))
      .map((c) => lancerReference(MINISAT, c.fichier).code);
    expect(codes).toContain(10);
    expect(codes).toContain(20);
  });

  it("lit le fichier au format SATLIB de data/sat, que minisat ne lit qu'une fois sa fin « % » retirée", async () => {
    exigerSolveur(MINISAT);
    const texte = readFileSync("data/sat/aleatoire-uf20.cnf", "utf8");
    const fnc = lireDimacs(texte);
    const sansFin = join(dossier, "uf20-sans-fin.cnf");
    writeFileSync(sansFin, texte.slice(0, texte.indexOf("%")));
    expect(lancerReference(MINISAT, sansFin).code).toBe(10);
    const r = await sudoku(["sat", "data/sat/aleatoire-uf20.cnf"]);
    expect(r.code).toBe(10);
    const v = r.stdout
      .split("\n")
      .filter((l) => l.startsWith("v "))
      .flatMap((l) => l.slice(2).trim().split(/\s+/).map(Number));
    expect(satisfaitTout(fnc, modeleDepuis(v, fnc.nombreDeVariables))).toBe(true);
  }, 30_000);

  it.each([
    ["le-monde-etendu", "cdcl"],
    ["case-bloquee", "cdcl"],
    ["3sat-55-1", "dpll"],
    ["pigeons-5", "minisat"],
  ])(
    "sudoku sat %s --solveur %s répond comme minisat (s …, v …, code 10 ou 20)",
    async (nom, solveur) => {
      exigerSolveur(MINISAT);
      const { fnc, fichier } = cas.find((c) => c.nom === nom)!;
      const attendu = lancerReference(MINISAT, fichier).code;
      const r = await sudoku(["sat", "--solveur", solveur, fichier]);
      expect(r.stderr).toBe("");
      expect(r.code).toBe(attendu);
      const lignes = r.stdout.trim().split("\n");
      expect(lignes.filter((l) => l.startsWith("s "))).toEqual([
        attendu === 10 ? "s SATISFIABLE" : "s UNSATISFIABLE",
      ]);
      for (const l of lignes) expect(l).toMatch(/^[csv] /);
      if (attendu === 10) {
        const v = lignes
          .filter((l) => l.startsWith("v "))
          .flatMap((l) => l.slice(2).trim().split(/\s+/).map(Number));
        expect(v[v.length - 1]).toBe(0);
        expect(v.slice(0, -1).map(Math.abs)).toEqual(
          Array.from({ length: fnc.nombreDeVariables }, (_, k) => k + 1),
        );
        expect(satisfaitTout(fnc, modeleDepuis(v, fnc.nombreDeVariables))).toBe(true);
      }
    },
    30_000,
  );
});
