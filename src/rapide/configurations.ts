/**
 * Les configurations de bande et la règle des segments, en TypeScript lisible :
 * la version de la leçon (annexe de la leçon 3 bis) des idées du moteur
 * « triades » (`assembly/triades.ts`), case par case et sans SIMD.
 *
 * Une *bande* (trois lignes) a 9 *segments* : les trois cases d'une ligne dans
 * un carré (les « triades » de la leçon). Un chiffre occupe une case par ligne et par carré de la bande : sa
 * *configuration* dit à quel carré va chaque ligne, une permutation de trois
 * objets, 6 en tout. Une *pile* (trois colonnes) fait de même, tournée d'un
 * quart de tour. Deux règles s'en servent :
 *
 * - la règle des configurations : un segment qu'aucune configuration encore
 *   possible du chiffre n'emploie perd ce chiffre (ce sont les candidats
 *   verrouillés, et ce que fait déjà la table `PERMIS` du moteur `bandes`) ;
 * - la règle des segments : chaque segment porte exactement trois chiffres.
 *   Si trois chiffres seulement peuvent encore l'occuper, tous trois y vont ;
 *   si trois chiffres doivent l'occuper, aucun autre n'y va. Elle regarde
 *   tous les chiffres à la fois, là où les singletons et la table n'en voient
 *   qu'un : c'est ce qui fait faire au moteur triades moins d'essais.
 *
 * Les candidats d'une case sont un masque : bit v − 1 pour le chiffre v.
 */

/** p[r] : le carré (0, 1 ou 2 dans le bloc) où va la ligne r (la colonne r d'une pile). */
export type Configuration = readonly [number, number, number];

/** Les 6 configurations, dans l'ordre de la table de l'idée 2. */
export const CONFIGURATIONS: readonly Configuration[] = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
];

/** Une bande (lignes 3b à 3b + 2) ou une pile (colonnes 3b à 3b + 2). */
export type SensDuBloc = "bande" | "pile";

const SENS: readonly SensDuBloc[] = ["bande", "pile"];
const TOUTES = 0b111111;

/**
 * La case (indice 9 i + j) de la position t (0 à 2) du segment (rang, carré)
 * d'un bloc. Dans une bande, le rang est une ligne et t une colonne du carré ;
 * dans une pile, le rang est une colonne et t une ligne.
 */
function caseDuSegment(
  sens: SensDuBloc,
  bloc: number,
  rang: number,
  carre: number,
  t: number,
): number {
  return sens === "bande"
    ? 9 * (3 * bloc + rang) + 3 * carre + t
    : 9 * (3 * carre + t) + 3 * bloc + rang;
}

/** Les trois cases (indices 9 i + j) du segment (rang, carré) d'un bloc. */
export function casesDuSegment(
  sens: SensDuBloc,
  bloc: number,
  rang: number,
  carre: number,
): number[] {
  return [0, 1, 2].map((t) => caseDuSegment(sens, bloc, rang, carre, t));
}

/** Les chiffres d'un masque de candidats, en ordre croissant. */
export function chiffresDuMasque(masque: number): number[] {
  const chiffres: number[] = [];
  for (let v = 1; v <= 9; v++) if (masque & (1 << (v - 1))) chiffres.push(v);
  return chiffres;
}

/** Les 20 voisines d'une case : même ligne, même colonne ou même carré. */
function voisines(k: number): number[] {
  const [i, j] = [Math.floor(k / 9), k % 9];
  const [i0, j0] = [i - (i % 3), j - (j % 3)];
  const resultat: number[] = [];
  for (let x = 0; x < 81; x++) {
    const [a, b] = [Math.floor(x / 9), x % 9];
    const memeCarre = a - (a % 3) === i0 && b - (b % 3) === j0;
    if (x !== k && (a === i || b === j || memeCarre)) resultat.push(x);
  }
  return resultat;
}
const VOISINES: readonly number[][] = Array.from({ length: 81 }, (_, k) => voisines(k));

/**
 * Les candidats de chaque case (81 masques) : une donnée n'a que sa valeur ;
 * une case vide, les chiffres qu'aucune donnée de sa ligne, de sa colonne ou
 * de son carré ne porte.
 */
export function candidatsDesCases(valeurs: ArrayLike<number>): number[] {
  if (valeurs.length !== 81) {
    throw new RangeError(
      `les configurations ne se font que sur les 9×9, pas ${valeurs.length} cases`,
    );
  }
  const candidats = new Array<number>(81).fill(0b111111111);
  for (let k = 0; k < 81; k++) {
    const v = valeurs[k];
    if (!(Number.isInteger(v) && v >= 0 && v <= 9)) {
      throw new RangeError(
        `case (${Math.floor(k / 9)}, ${k % 9}) : valeur ${v} impossible ; attendu 0 à 9`,
      );
    }
    if (v === 0) continue;
    candidats[k] = 1 << (v - 1);
    for (const x of VOISINES[k]) if (valeurs[x] === 0) candidats[x] &= ~(1 << (v - 1));
  }
  return candidats;
}

/** Le segment (rang, carré) a-t-il encore une case où le chiffre peut aller ? */
function segmentOuvert(
  candidats: readonly number[],
  sens: SensDuBloc,
  bloc: number,
  rang: number,
  carre: number,
  chiffre: number,
): boolean {
  return casesDuSegment(sens, bloc, rang, carre).some((k) => candidats[k] & (1 << (chiffre - 1)));
}

/**
 * Les configurations encore possibles du chiffre dans le bloc, d'après les
 * candidats : un masque de 6 bits (bit p pour `CONFIGURATIONS[p]`). Une
 * configuration est possible si chacun de ses trois segments a encore une
 * case pour le chiffre.
 */
export function configurationsPossibles(
  candidats: readonly number[],
  sens: SensDuBloc,
  bloc: number,
  chiffre: number,
): number {
  let masque = 0;
  CONFIGURATIONS.forEach((p, n) => {
    if (p.every((carre, rang) => segmentOuvert(candidats, sens, bloc, rang, carre, chiffre))) {
      masque |= 1 << n;
    }
  });
  return masque;
}

/** Les configurations d'un masque de 6 bits. */
export function configurationsDuMasque(masque: number): Configuration[] {
  return CONFIGURATIONS.filter((_, n) => masque & (1 << n));
}

/** Le nombre de bits à 1 d'un masque. */
function compter(masque: number): number {
  let n = 0;
  for (let m = masque; m; m &= m - 1) n++;
  return n;
}

/** Les configurations d'un masque qui mettent le rang dans ce carré. */
function passantPar(rang: number, carre: number): number {
  let masque = 0;
  CONFIGURATIONS.forEach((p, n) => {
    if (p[rang] === carre) masque |= 1 << n;
  });
  return masque;
}

/** Le compte d'un segment : les chiffres qui peuvent encore l'occuper, et ceux qui le doivent. */
export interface CompteDeSegment {
  sens: SensDuBloc;
  bloc: number;
  rang: number;
  carre: number;
  /** Les chiffres dont une configuration au moins passe par ce segment. */
  peuvent: number[];
  /** Les chiffres dont toutes les configurations passent par ce segment. */
  doivent: number[];
}

/**
 * Les comptes des 9 segments d'un bloc, d'après les configurations de chaque
 * chiffre (`configurations[v]`, un masque de 6 bits, pour v de 1 à 9).
 */
export function compterSegments(
  configurations: readonly number[],
  sens: SensDuBloc,
  bloc: number,
): CompteDeSegment[] {
  const comptes: CompteDeSegment[] = [];
  for (let rang = 0; rang < 3; rang++) {
    for (let carre = 0; carre < 3; carre++) {
      const par = passantPar(rang, carre);
      const peuvent: number[] = [];
      const doivent: number[] = [];
      for (let v = 1; v <= 9; v++) {
        if (configurations[v] & par) peuvent.push(v);
        if (configurations[v] !== 0 && (configurations[v] & ~par) === 0) doivent.push(v);
      }
      comptes.push({ sens, bloc, rang, carre, peuvent, doivent });
    }
  }
  return comptes;
}

// --- Le déroulement pas à pas -------------------------------------------

/** Les règles, de la plus simple à la plus forte. */
export type RegleTriades = "singleton-nu" | "singleton-cache" | "configurations" | "segments";

export const REGLES_TRIADES: readonly RegleTriades[] = [
  "singleton-nu",
  "singleton-cache",
  "configurations",
  "segments",
];

/** Un chiffre dans une case (ligne i, colonne j, de 0 à 8). */
export interface ChiffreEnCase {
  i: number;
  j: number;
  chiffre: number;
}

export interface EtapeTriades {
  regle: RegleTriades;
  /** L'étape en une phrase, pour la leçon. */
  texte: string;
  placements: ChiffreEnCase[];
  /** Les candidats retirés, dans l'ordre des cases. */
  eliminations: ChiffreEnCase[];
  /** Les configurations retirées (règle des segments seulement). */
  configurationsRetirees: {
    sens: SensDuBloc;
    bloc: number;
    chiffre: number;
    configuration: Configuration;
  }[];
}

export interface DeroulementTriades {
  /** `resolue` : toutes les cases placées ; `bloquee` : plus rien ne se déduit ; `contradiction` : une impasse. */
  statut: "resolue" | "bloquee" | "contradiction";
  etapes: EtapeTriades[];
  /** Les candidats à la fin, 81 masques. */
  candidats: number[];
}

export interface OptionsDeroulement {
  /** Les règles permises (toutes par défaut). */
  regles?: readonly RegleTriades[];
  /** Nombre maximal d'étapes (10 000 par défaut). */
  maxEtapes?: number;
}

const nomDeCase = (k: number) => `(${Math.floor(k / 9)}, ${k % 9})`;
const ecrireConfiguration = (p: Configuration) => `[${p.join(", ")}]`;
const listeDeChiffres = (chiffres: readonly (number | string)[]) =>
  chiffres.length <= 1
    ? chiffres.join("")
    : `${chiffres.slice(0, -1).join(", ")} et ${chiffres[chiffres.length - 1]}`;

/** Le nom d'un bloc et d'un segment dans la grille : « bande 1 », « ligne 4 × carré 5 ». */
function nomDuBloc(sens: SensDuBloc, bloc: number): string {
  return `${sens} ${bloc}`;
}
function nomDuSegment(sens: SensDuBloc, bloc: number, rang: number, carre: number): string {
  return sens === "bande"
    ? `ligne ${3 * bloc + rang} × carré ${3 * bloc + carre}`
    : `colonne ${3 * bloc + rang} × carré ${3 * carre + bloc}`;
}

/**
 * L'état du déroulement : les candidats, les cases placées, et les
 * configurations retirées par la règle des segments (qu'aucun candidat ne
 * garde : c'est de l'information en plus des candidats, comme dans le moteur).
 */
class Etat {
  readonly candidats: number[];
  readonly placees: boolean[];
  /** `configurations[s][b][v]` : ce que la règle des segments laisse encore (6 bits). */
  readonly configurations: number[][][];

  constructor(valeurs: ArrayLike<number>) {
    this.candidats = candidatsDesCases(valeurs);
    this.placees = Array.from(valeurs, (v) => v !== 0);
    this.configurations = SENS.map(() => [0, 1, 2].map(() => new Array<number>(10).fill(TOUTES)));
  }

  /** Les configurations encore possibles : celles que gardent les candidats et la règle des segments. */
  possibles(s: number, bloc: number, chiffre: number): number {
    return (
      this.configurations[s][bloc][chiffre] &
      configurationsPossibles(this.candidats, SENS[s], bloc, chiffre)
    );
  }

  /** Retire le chiffre de la case, et le note s'il y était. */
  retirer(k: number, chiffre: number, eliminations: ChiffreEnCase[]): void {
    const bit = 1 << (chiffre - 1);
    if (this.candidats[k] & bit) {
      this.candidats[k] &= ~bit;
      eliminations.push({ i: Math.floor(k / 9), j: k % 9, chiffre });
    }
  }

  /** Place le chiffre : ses autres candidats et ses voisines le perdent. */
  placer(
    k: number,
    chiffre: number,
  ): { placements: ChiffreEnCase[]; eliminations: ChiffreEnCase[] } {
    const eliminations: ChiffreEnCase[] = [];
    for (const v of chiffresDuMasque(this.candidats[k]))
      if (v !== chiffre) this.retirer(k, v, eliminations);
    for (const x of VOISINES[k]) this.retirer(x, chiffre, eliminations);
    this.placees[k] = true;
    return { placements: [{ i: Math.floor(k / 9), j: k % 9, chiffre }], eliminations };
  }

  /**
   * Retire le chiffre des segments du bloc qu'aucune configuration du masque
   * n'emploie.
   */
  restreindre(s: number, bloc: number, chiffre: number, masque: number): ChiffreEnCase[] {
    const eliminations: ChiffreEnCase[] = [];
    for (let rang = 0; rang < 3; rang++) {
      for (let carre = 0; carre < 3; carre++) {
        if (masque & passantPar(rang, carre)) continue;
        for (const k of casesDuSegment(SENS[s], bloc, rang, carre))
          this.retirer(k, chiffre, eliminations);
      }
    }
    return eliminations;
  }

  /** Une case sans candidat, un chiffre sans configuration, ou un segment qui ne peut pas porter trois chiffres. */
  contradiction(): boolean {
    if (this.candidats.some((m) => m === 0)) return true;
    for (let s = 0; s < 2; s++) {
      for (let b = 0; b < 3; b++) {
        const configurations = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((v) =>
          v === 0 ? 0 : this.possibles(s, b, v),
        );
        if (configurations.slice(1).some((m) => m === 0)) return true;
        const comptes = compterSegments(configurations, SENS[s], b);
        if (comptes.some((c) => c.peuvent.length < 3 || c.doivent.length > 3)) return true;
      }
    }
    return false;
  }
}

/** Les 27 unités (lignes, colonnes, carrés), chacune avec son nom. */
const UNITES: readonly { nom: string; cases: number[] }[] = [
  ...[...Array(9).keys()].map((i) => ({
    nom: `ligne ${i}`,
    cases: [...Array(9).keys()].map((j) => 9 * i + j),
  })),
  ...[...Array(9).keys()].map((j) => ({
    nom: `colonne ${j}`,
    cases: [...Array(9).keys()].map((i) => 9 * i + j),
  })),
  ...[...Array(9).keys()].map((c) => ({
    nom: `carré ${c}`,
    cases: [...Array(9).keys()].map(
      (t) => 9 * (3 * Math.floor(c / 3) + Math.floor(t / 3)) + 3 * (c % 3) + (t % 3),
    ),
  })),
];

function singletonNu(etat: Etat): EtapeTriades | undefined {
  for (let k = 0; k < 81; k++) {
    if (etat.placees[k] || compter(etat.candidats[k]) !== 1) continue;
    const chiffre = chiffresDuMasque(etat.candidats[k])[0];
    const { placements, eliminations } = etat.placer(k, chiffre);
    return {
      regle: "singleton-nu",
      texte: `case ${nomDeCase(k)} : un seul candidat, le ${chiffre}, placé (${eliminations.length} candidats retirés des voisines)`,
      placements,
      eliminations,
      configurationsRetirees: [],
    };
  }
  return undefined;
}

function singletonCache(etat: Etat): EtapeTriades | undefined {
  for (const unite of UNITES) {
    for (let v = 1; v <= 9; v++) {
      const ou = unite.cases.filter((k) => etat.candidats[k] & (1 << (v - 1)));
      if (ou.length !== 1 || etat.placees[ou[0]]) continue;
      const { placements, eliminations } = etat.placer(ou[0], v);
      return {
        regle: "singleton-cache",
        texte: `${unite.nom} : le ${v} n'a plus qu'une case, ${nomDeCase(ou[0])}, placé (${eliminations.length} candidats retirés)`,
        placements,
        eliminations,
        configurationsRetirees: [],
      };
    }
  }
  return undefined;
}

function regleDesConfigurations(etat: Etat): EtapeTriades | undefined {
  for (let s = 0; s < 2; s++) {
    for (let bloc = 0; bloc < 3; bloc++) {
      for (let v = 1; v <= 9; v++) {
        const masque = etat.possibles(s, bloc, v);
        const eliminations = etat.restreindre(s, bloc, v, masque);
        if (eliminations.length === 0) continue;
        const restantes = listeDeChiffres(configurationsDuMasque(masque).map(ecrireConfiguration));
        const cases = eliminations.map((e) => nomDeCase(9 * e.i + e.j)).join(", ");
        const possibles =
          compter(masque) === 1
            ? `une seule configuration possible, ${restantes}, qui ne passe pas par ${cases}`
            : `${compter(masque)} configurations possibles, ${restantes} ; aucune ne passe par ${cases}`;
        return {
          regle: "configurations",
          texte: `${nomDuBloc(SENS[s], bloc)}, le ${v} : ${possibles} : ${eliminations.length > 1 ? "ces cases perdent" : "la case perd"} le ${v}`,
          placements: [],
          eliminations,
          configurationsRetirees: [],
        };
      }
    }
  }
  return undefined;
}

function regleDesSegments(etat: Etat): EtapeTriades | undefined {
  for (let s = 0; s < 2; s++) {
    for (let bloc = 0; bloc < 3; bloc++) {
      const configurations = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((v) =>
        v === 0 ? 0 : etat.possibles(s, bloc, v),
      );
      for (const compte of compterSegments(configurations, SENS[s], bloc)) {
        const par = passantPar(compte.rang, compte.carre);
        // Trois chiffres seulement peuvent l'occuper : chacun l'occupe. Trois le doivent : les autres n'y vont pas.
        const [qui, garder, raison] =
          compte.peuvent.length === 3 && compte.doivent.length < 3
            ? [
                compte.peuvent,
                par,
                `seuls ${listeDeChiffres(compte.peuvent)} peuvent l'occuper : chacun y va`,
              ]
            : compte.doivent.length === 3 && compte.peuvent.length > 3
              ? [
                  compte.peuvent.filter((v) => !compte.doivent.includes(v)),
                  TOUTES & ~par,
                  `${listeDeChiffres(compte.doivent)} doivent l'occuper : elle est pleine`,
                ]
              : [[], TOUTES, ""];
        const retirees: EtapeTriades["configurationsRetirees"] = [];
        const eliminations: ChiffreEnCase[] = [];
        for (const v of qui) {
          const avant = configurations[v];
          const apres = avant & garder;
          if (apres === avant) continue;
          etat.configurations[s][bloc][v] &= garder;
          for (const p of configurationsDuMasque(avant & ~apres)) {
            retirees.push({ sens: SENS[s], bloc, chiffre: v, configuration: p });
          }
          eliminations.push(...etat.restreindre(s, bloc, v, apres));
        }
        if (retirees.length === 0) continue;
        const perdues = qui
          .map((v) => {
            const siennes = retirees
              .filter((r) => r.chiffre === v)
              .map((r) => ecrireConfiguration(r.configuration));
            return siennes.length ? `le ${v} perd ${listeDeChiffres(siennes)}` : "";
          })
          .filter((t) => t)
          .join(", ");
        const cases = eliminations.length
          ? ` ; candidats retirés : ${eliminations.map((e) => `${e.chiffre} en ${nomDeCase(9 * e.i + e.j)}`).join(", ")}`
          : " (aucun candidat ne tombe encore)";
        return {
          regle: "segments",
          texte: `${nomDuBloc(SENS[s], bloc)}, triade ${nomDuSegment(SENS[s], bloc, compte.rang, compte.carre)} : ${raison} ; ${perdues}${cases}`,
          placements: [],
          eliminations,
          configurationsRetirees: retirees,
        };
      }
    }
  }
  return undefined;
}

const APPLIQUER: Record<RegleTriades, (etat: Etat) => EtapeTriades | undefined> = {
  "singleton-nu": singletonNu,
  "singleton-cache": singletonCache,
  configurations: regleDesConfigurations,
  segments: regleDesSegments,
};

/**
 * Déroule les règles sur une grille 9×9 (ses valeurs, 0 pour une case vide),
 * sans jamais supposer : à chaque pas, la plus simple des règles permises qui
 * avance, puis on repart de la première. S'arrête quand la grille est remplie,
 * quand plus rien ne se déduit, sur une impasse, ou au bout de `maxEtapes`
 * étapes (statut `bloquee`).
 */
export function deroulerTriades(
  valeurs: ArrayLike<number>,
  options: OptionsDeroulement = {},
): DeroulementTriades {
  const { regles = REGLES_TRIADES, maxEtapes = 10_000 } = options;
  const etat = new Etat(valeurs);
  const etapes: EtapeTriades[] = [];
  const ordre = REGLES_TRIADES.filter((r) => regles.includes(r));
  while (etapes.length < maxEtapes) {
    if (etat.contradiction()) return { statut: "contradiction", etapes, candidats: etat.candidats };
    if (etat.placees.every((p) => p)) break;
    let etape: EtapeTriades | undefined;
    for (const regle of ordre) {
      etape = APPLIQUER[regle](etat);
      if (etape) break;
    }
    if (!etape) return { statut: "bloquee", etapes, candidats: etat.candidats };
    etapes.push(etape);
  }
  const statut = etat.placees.every((p) => p) ? "resolue" : "bloquee";
  return { statut, etapes, candidats: etat.candidats };
}
