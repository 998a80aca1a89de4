/**
 * `sudoku generer` : fabriquer des grilles à solution unique (voir
 * src/generateur), ou, avec `--methode transformations`, à la manière du
 * rapport 8INF846 (sans garantie d'unicité, pour comparer).
 */
import { genererGrille } from "../generateur/generateur";
import { noterDifficulte } from "../generateur/difficulte";
import { DESCRIPTIONS_SYMETRIES, SYMETRIES, estSymetrie } from "../generateur/symetries";
import { genererParTransformations } from "../generateur/transformations";
import type { Grille } from "../grille/grille";
import { TAILLES } from "../grille/symboles";
import { Hasard, graineAuHasard } from "../hasard/hasard";
import { resoudreRapide } from "../rapide/rapide";
import type { Terminal } from "./commandes";
import { CODES, ErreurUsage } from "./erreurs";
import { AIDE_FORMATS, ecrireGrille, lireFormat, separateur } from "./formats";
import { entierPositif, lireOptions } from "./options";
import { Progression } from "./progression";

export const AIDE_GENERER = `Usage : sudoku generer [--indices N] [--taille N] [--graine G] [--symetrie S]
                      [--nombre K] [--format F] [--details] [--methode M]

Fabrique des grilles dont la solution est unique : une grille pleine tirée au hasard,
puis des cases retirées une à une tant que la solution reste unique (le solveur rapide
le prouve après chaque retrait). Écrit une grille par ligne (voir --format).

Options :
  --indices N    nombre d'indices visé : on retire des cases tant qu'il en reste plus
                 de N (sans --indices : autant que possible, l'énoncé est minimal).
                 Une 9×9 descend rarement sous 20 indices ; si la cible n'est pas atteinte
                 en 50 grilles pleines, la meilleure trouvée est écrite (code de sortie 1)
  --taille N     4, 9 (par défaut), 16 ou 25
  --graine G     un entier de 0 à 4294967295 : la même graine redonne les mêmes grilles (la grille k,
                 comptée à partir de 0, emploie la graine G + k) ; au hasard sinon
  --symetrie S   le dessin des indices :
${SYMETRIES.map((s) => `                   ${s.padEnd(10)} ${DESCRIPTIONS_SYMETRIES[s]}`).join("\n")}
  --nombre K     fabrique K grilles (1 par défaut)
  --format F     l'écriture des grilles :
${AIDE_FORMATS.replace(/^ {2}/gm, "                   ")}
  --details      avant chaque grille, une ligne « # » : graine, indices et, en 9×9,
                 difficulté (voir « sudoku aide noter ») ; les lecteurs de grilles l'ignorent
  --methode M    retrait (par défaut) ou transformations : la méthode du rapport 8INF846
                 sur les CSP (grille de base transposée, chiffres échangés, cases vidées
                 au hasard) ; 9×9 seulement, 50 indices par défaut, sans garantie
                 d'unicité : --details dit combien de solutions a chaque grille
  -h, --aide     cette aide

Codes de sortie : 0 succès ; 1 une grille garde plus d'indices que --indices N ;
2 option incorrecte.
`;

/** `sudoku generer` (voir `AIDE_GENERER`). */
export async function commandeGenerer(args: string[], terminal: Terminal): Promise<number> {
  const { values, positionals } = lireOptions(
    args,
    {
      indices: { type: "string" },
      taille: { type: "string" },
      graine: { type: "string" },
      symetrie: { type: "string" },
      nombre: { type: "string" },
      format: { type: "string" },
      details: { type: "boolean" },
      methode: { type: "string" },
      aide: { type: "boolean", short: "h" },
      help: { type: "boolean" },
    },
    "generer",
  );
  if (values.aide || values.help) {
    terminal.ecrire(AIDE_GENERER.trimEnd());
    return CODES.succes;
  }
  if (positionals.length > 0) {
    throw new ErreurUsage(
      `sudoku generer ne lit pas de fichier (« ${positionals[0]} ») ; voir « sudoku aide generer »`,
    );
  }
  const taille = lireTaille(values.taille);
  const indices = entierOuZero(values.indices, "--indices");
  if (indices !== undefined && indices > taille * taille) {
    throw new ErreurUsage(
      `--indices ${indices} : une grille ${taille}×${taille} n'a que ${taille * taille} cases`,
    );
  }
  const symetrie = values.symetrie ?? "aucune";
  if (!estSymetrie(symetrie)) {
    throw new ErreurUsage(
      `symétrie inconnue : « ${symetrie} » ; symétries : ${SYMETRIES.join(", ")}`,
    );
  }
  const nombre = entierPositif(values.nombre, "--nombre") ?? 1;
  const format = lireFormat(values.format);
  const graine = lireGraine(values.graine) ?? graineAuHasard();
  const methode = values.methode ?? "retrait";
  if (methode !== "retrait" && methode !== "transformations") {
    throw new ErreurUsage(
      `méthode inconnue : « ${methode} » ; méthodes : retrait, transformations`,
    );
  }
  if (methode === "transformations" && (taille !== 9 || symetrie !== "aucune")) {
    throw new ErreurUsage(
      "--methode transformations ne fait que des 9×9, sans symétrie (comme le rapport 8INF846)",
    );
  }

  const barre = new Progression(nombre, "grilles");
  let manquees = 0;
  try {
    for (let k = 0; k < nombre; k++) {
      const avant = separateur(format, k);
      if (avant !== undefined) terminal.ecrire(avant);
      if (methode === "transformations") {
        const enonce = genererParTransformations(new Hasard(graine + k), indices ?? 50);
        if (values.details) terminal.ecrire(`# graine ${graine + k}, ${decrireSolutions(enonce)}`);
        terminal.ecrire(ecrireGrille(enonce, format));
      } else {
        const r = genererGrille({ taille, indices, symetrie, graine: graine + k });
        if (!r.cibleAtteinte) manquees++;
        if (values.details) terminal.ecrire(`# ${decrire(r.enonce, r.indices, graine + k)}`);
        terminal.ecrire(ecrireGrille(r.enonce, format));
      }
      barre.avancer();
      // Le lecteur parti (`sudoku generer --nombre 1000 | head -1`), on s'arrête.
      await terminal.vider();
    }
  } finally {
    barre.terminer();
  }
  if (manquees > 0) {
    const grilles = manquees > 1 ? `${manquees} grilles gardent` : "une grille garde";
    terminal.signaler(
      `sudoku : ${grilles} plus de ${indices} indices (cible non atteinte en 50 grilles pleines ; la meilleure est écrite)`,
    );
  }
  return manquees > 0 ? CODES.grilleNonResolue : CODES.succes;
}

/** « graine 7, 24 indices, difficile » */
function decrire(enonce: Grille, indices: number, graine: number): string {
  const note = enonce.taille === 9 ? `, ${noterDifficulte(enonce).niveau ?? "?"}` : "";
  return `graine ${graine}, ${indices} indices${note}`;
}

/** Pour la méthode par transformations : l'unicité n'est pas garantie, on la mesure. */
function decrireSolutions(enonce: Grille): string {
  const r = resoudreRapide(enonce, { limite: 2 });
  const solutions = r.solutions === 1 ? "solution unique" : "plusieurs solutions";
  return `${enonce.nombreDeDonnees()} indices, ${solutions}`;
}

function lireTaille(texte: string | undefined): number {
  if (texte === undefined) return 9;
  const taille = Number(texte);
  if (!/^\d+$/.test(texte) || !TAILLES.includes(taille)) {
    throw new ErreurUsage(`--taille attend 4, 9, 16 ou 25, pas « ${texte} »`);
  }
  return taille;
}

/** Un entier positif ou nul donné à une option. */
function entierOuZero(texte: string | undefined, option: string): number | undefined {
  if (texte === undefined) return undefined;
  if (!/^\d+$/.test(texte)) {
    throw new ErreurUsage(`${option} attend un entier positif ou nul, pas « ${texte} »`);
  }
  return Number(texte);
}

/** Une graine : un entier (négatif permis), assez petit pour être exact. */
const GRAINE_MAX = 2 ** 32 - 1;

function lireGraine(texte: string | undefined): number | undefined {
  if (texte === undefined) return undefined;
  const graine = Number(texte);
  // Le générateur ne garde que 32 bits de sa graine : au-delà, deux graines
  // donneraient les mêmes grilles.
  if (!/^\d+$/.test(texte) || graine > GRAINE_MAX) {
    throw new ErreurUsage(`--graine attend un entier de 0 à ${GRAINE_MAX}, pas « ${texte} »`);
  }
  return graine;
}
