/**
 * La durée de chaque leçon est annoncée à quatre endroits : en tête de la
 * leçon (« **Durée.** »), dans sa dernière cellule (les notes du professeur,
 * « Durée indicative : »), dans le tableau des leçons du sommaire et dans celui
 * du README. Elle doit être la même partout, et les séances du sommaire doivent
 * la faire, minute pour minute : un professeur qui prépare ses séances d'après
 * le sommaire ne doit pas découvrir une heure de plus en ouvrant la leçon.
 * Le total du cours, annoncé dans le sommaire et le README, est leur somme.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lireCarnet, sourceDe, type Carnet } from "../../outils/carnets/carnets";
import { RACINE } from "../aide-processus";

/** La leçon la plus longue du cours ne dépasse pas cinq heures (issue 35). */
const DUREE_MAXIMALE_LECON_4 = 5 * 60;
/** Une séance de 55 minutes ne demande pas plus de 55 minutes de travail. */
const SEANCE = 55;

const NOMBRES: Record<string, number> = {
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
};
const EN_LETTRES = Object.keys(NOMBRES).join("|");
const nombre = (mot: string) => NOMBRES[mot.toLowerCase()] ?? Number(mot);

/**
 * La première durée écrite dans `texte`, en minutes : « 2 h 30 », « 5 h »,
 * « 40 min », « quatre heures et demie », « une heure et quart ».
 */
export function premiereDuree(texte: string): number | undefined {
  const motif = new RegExp(
    `(\\d+)\\s*h(?:\\s*(\\d{2}))?(?![\\p{L}\\d])|(\\d+)\\s*min\\b|(?<![\\p{L}])(${EN_LETTRES})\\s+heures?(?:\\s+et\\s+(demie|quart))?`,
    "iu",
  );
  const m = motif.exec(texte);
  if (!m) return undefined;
  if (m[1] !== undefined) return 60 * Number(m[1]) + Number(m[2] ?? 0);
  if (m[3] !== undefined) return Number(m[3]);
  return 60 * nombre(m[4]) + (m[5] === "demie" ? 30 : m[5] === "quart" ? 15 : 0);
}

/** « 2 h 45 » pour 165 minutes : les messages d'échec se lisent comme le cours. */
const enHeures = (minutes: number) =>
  `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${String(minutes % 60).padStart(2, "0")}` : ""}`;

/** La durée qui suit `marque` dans `texte`, ou `undefined` si la marque n'y est pas. */
function dureeApres(texte: string, marque: RegExp): number | undefined {
  const m = marque.exec(texte);
  return m ? premiereDuree(texte.slice(m.index + m[0].length)) : undefined;
}

/** Le nombre de séances annoncé dans `texte` (« en six séances », « soit cinq séances »), s'il y en a un. */
function seancesAnnoncees(texte: string): number | undefined {
  const m = new RegExp(`(?<![\\p{L}])(\\d+|${EN_LETTRES})\\s+séances\\b`, "iu").exec(texte);
  return m ? nombre(m[1]) : undefined;
}

/** Les lignes d'un tableau Markdown, chacune en cases, sans l'en-tête ni le filet. */
function lignesDuTableau(texte: string): string[][] {
  const lignes = texte
    .split("\n")
    .filter((l) => l.trim().startsWith("|"))
    .map((l) =>
      l
        .trim()
        .replace(/^\||\|$/g, "")
        .split("|")
        .map((c) => c.trim()),
    );
  return lignes.slice(2);
}

const professeur = (nom: string) => join(RACINE, "notebooks", "professeur", nom);
const texteDe = (carnet: Carnet, id: string) => {
  const cellule = carnet.cells.find((c) => c.id === id);
  if (!cellule) throw new Error(`le sommaire n'a plus de cellule « ${id} »`);
  return sourceDe(cellule);
};

const sommaire = lireCarnet(professeur("00-sommaire.ipynb"));
const readme = readFileSync(join(RACINE, "README.md"), "utf8");

interface Lecon {
  lecon: string;
  carnet: string;
  /** La durée du tableau des leçons du sommaire, en minutes. */
  duree: number;
}

/** Le tableau des leçons du sommaire : numéro, carnet (lu dans le lien) et durée. */
const LECONS: Lecon[] = lignesDuTableau(texteDe(sommaire, "s-02")).map((cases) => {
  const carnet = /\(([\w-]+\.ipynb)\)/.exec(cases[1])?.[1];
  const duree = premiereDuree(cases[cases.length - 1]);
  if (!carnet || duree === undefined)
    throw new Error(`ligne du sommaire illisible : ${cases.join(" | ")}`);
  return { lecon: cases[0], carnet, duree };
});

interface Seances {
  duree: number | undefined;
  nombre: number;
  /** Le temps de travail de chaque séance, en minutes (`NaN` si la séance ne le dit pas). */
  seances: number[];
  /** Les parties facultatives, chacune avec sa durée (hors du compte). */
  facultatif: number[];
}

/** « 50 min : sections 1 et 2 · 55 min : … » : la durée de chaque morceau, en tête. */
const durees = (texte: string) =>
  texte === "—" || texte === ""
    ? []
    : texte.split(" · ").map((morceau) => {
        const m = /^(\d+)\s*min\s*:/.exec(morceau.trim());
        return m ? Number(m[1]) : NaN;
      });

const lignesDesSeances = lignesDuTableau(texteDe(sommaire, "sommaire-seances"));
const SEANCES = new Map<string, Seances>(
  lignesDesSeances
    .filter((cases) => cases[0] !== "total")
    .map((cases) => [
      cases[0],
      {
        duree: premiereDuree(cases[1]),
        nombre: Number(cases[2]),
        seances: durees(cases[3] ?? ""),
        facultatif: durees(cases[4] ?? "—"),
      },
    ]),
);

/** Les lignes des leçons dans le tableau du README : « … ; 2 h 30 (3 séances de 55 min) ». */
const README = new Map<string, { duree: number | undefined; seances: number }>(
  lignesDuTableau(readme.slice(readme.indexOf("| leçon | carnet")).split("\n\n")[0])
    .filter((cases) => /\d/.test(cases[0]))
    .map((cases) => {
      const m = /;\s*([^;]+?)\s*\((\d+) séances? de 55 min\)\s*$/.exec(cases[2]);
      return [
        cases[0],
        { duree: m ? premiereDuree(m[1]) : undefined, seances: m ? Number(m[2]) : NaN },
      ];
    }),
);

const TOTAL = LECONS.reduce((s, l) => s + l.duree, 0);
const TOTAL_SEANCES = [...SEANCES.values()].reduce((s, l) => s + l.nombre, 0);

describe("la durée de chaque leçon, la même partout", () => {
  it("le sommaire nomme les neuf leçons du cours, chacune par son carnet", () => {
    expect(LECONS.map((l) => l.lecon)).toEqual(["0", "1", "2", "3", "3 bis", "4", "5", "6", "7"]);
    const carnets = readdirSync(join(RACINE, "notebooks", "professeur"))
      .filter((nom) => nom.endsWith(".ipynb") && nom !== "00-sommaire.ipynb")
      .sort();
    expect(LECONS.map((l) => l.carnet)).toEqual(carnets);
  });

  it.each(LECONS)(
    "leçon $lecon : la même durée en tête, dans sa dernière cellule et dans le README",
    (l) => {
      const carnet = lireCarnet(professeur(l.carnet));
      const tete = sourceDe(carnet.cells[0]);
      const derniere = sourceDe(carnet.cells[carnet.cells.length - 1]);
      const attendu = enHeures(l.duree);
      const enTete = dureeApres(tete, /\*\*Durée\.\*\*/);
      // La dernière cellule ne dit pas toujours sa durée ; quand elle la dit, c'est la même.
      const aLaFin = dureeApres(derniere, /Durée indicative\s*:|comptez(?=\s)/i);
      expect({
        "en tête": enTete === undefined ? "rien" : enHeures(enTete),
        "dernière cellule": aLaFin === undefined ? attendu : enHeures(aLaFin),
        README:
          README.get(l.lecon)?.duree === undefined ? "rien" : enHeures(README.get(l.lecon)!.duree!),
      }).toEqual({ "en tête": attendu, "dernière cellule": attendu, README: attendu });
    },
  );

  it.each(LECONS)(
    "leçon $lecon : ses séances du sommaire font sa durée, chacune en 55 minutes au plus",
    (l) => {
      const s = SEANCES.get(l.lecon);
      expect(
        s,
        `le découpage en séances du sommaire n'a pas de ligne « ${l.lecon} »`,
      ).toBeDefined();
      expect(
        s!.seances.every(Number.isFinite),
        "chaque séance commence par son temps de travail : « 50 min : … »",
      ).toBe(true);
      expect(
        s!.facultatif.every(Number.isFinite),
        "chaque partie facultative dit sa durée : « 25 min : … »",
      ).toBe(true);
      expect(s!.seances.filter((m) => m > SEANCE)).toEqual([]);
      expect(s!.seances.length).toBe(s!.nombre);
      expect(enHeures(s!.seances.reduce((a, b) => a + b, 0))).toBe(enHeures(l.duree));
      expect(s!.duree === undefined ? "rien" : enHeures(s!.duree)).toBe(enHeures(l.duree));
      expect(README.get(l.lecon)?.seances).toBe(s!.nombre);
    },
  );

  it.each(LECONS)(
    "leçon $lecon : quand sa tête ou ses notes comptent les séances, c'est le compte du sommaire",
    (l) => {
      const carnet = lireCarnet(professeur(l.carnet));
      const tete = sourceDe(carnet.cells[0]);
      const duree = /\*\*Durée\.\*\*[^\n]*/.exec(tete)?.[0] ?? "";
      const derniere = sourceDe(carnet.cells[carnet.cells.length - 1]);
      const indicative = /Durée indicative[^\n]*/.exec(derniere)?.[0] ?? "";
      const attendu = SEANCES.get(l.lecon)?.nombre;
      for (const texte of [duree, indicative]) {
        const annonce = seancesAnnoncees(texte);
        if (annonce !== undefined) expect(annonce, texte.slice(0, 120)).toBe(attendu);
      }
    },
  );

  it("la leçon 4 dure au plus 5 h", () => {
    const l = LECONS.find((x) => x.lecon === "4")!;
    expect(l.duree).toBeLessThanOrEqual(DUREE_MAXIMALE_LECON_4);
  });
});

describe("le total du cours", () => {
  it("la ligne « total » du découpage en séances est la somme des leçons", () => {
    const total = lignesDesSeances.find((cases) => cases[0] === "total");
    expect(
      total,
      "le découpage en séances du sommaire finit par une ligne « total »",
    ).toBeDefined();
    expect(enHeures(premiereDuree(total![1]) ?? NaN)).toBe(enHeures(TOTAL));
    expect(Number(total![2])).toBe(TOTAL_SEANCES);
  });

  it("le sommaire l'annonce en tête et dans le parcours conseillé", () => {
    const tete = texteDe(sommaire, "s-01");
    const parcours = texteDe(sommaire, "sommaire-parcours");
    const enTete = dureeApres(tete, /\*\*Durée\.\*\*/);
    const complet = dureeApres(parcours, /\*\*Parcours complet/);
    expect(enTete === undefined ? "rien" : enHeures(enTete)).toBe(enHeures(TOTAL));
    expect(complet === undefined ? "rien" : enHeures(complet)).toBe(enHeures(TOTAL));
    expect(seancesAnnoncees(/\*\*Durée\.\*\*[^\n]*/.exec(tete)?.[0] ?? "")).toBe(TOTAL_SEANCES);
  });

  it("le README l'annonce sous le tableau des leçons", () => {
    const phrase = /Le parcours complet dure ([^,]+), en (\d+) séances/.exec(readme);
    expect(phrase, "le README dit « Le parcours complet dure …, en … séances »").not.toBeNull();
    expect(enHeures(premiereDuree(phrase![1]) ?? NaN)).toBe(enHeures(TOTAL));
    expect(Number(phrase![2])).toBe(TOTAL_SEANCES);
  });
});

describe("la lecture des durées", () => {
  it.each([
    ["Environ 2 h 30 : une heure…", 150],
    ["Environ 5 h, en six séances", 300],
    ["40 min : sections 8 à 10", 40],
    ["Environ quatre heures et demie pour un élève", 270],
    ["six heures et demie, en trois séances", 390],
    ["une heure et quart pour lire", 75],
    ["le rapport 8INF846, puis 1 h 45", 105],
  ])("« %s » : %i minutes", (texte, minutes) => {
    expect(premiereDuree(texte)).toBe(minutes);
  });
});
