/**
 * MiniSat (logic-solver) sous surveillance, pour la commande `sudoku sat`.
 *
 * MiniSat compilé ne s'interrompt pas en cours de résolution et ne compte pas
 * ses conflits : on le fait donc tourner dans son propre fil d'exécution
 * (`minisat-fil.cjs`, lancé par l'hôte : voir `src/hote/`), que l'on arrête
 * au bout du délai. Sa mémoire est bornée deux fois : la formule est refusée
 * d'avance si son tas fixe de 64 Mio ne suffirait pas (`minisat-taille.ts`),
 * et la mémoire JavaScript du fil est limitée. Ce qu'il écrit reste dans le fil.
 *
 * Les carnets et `sudoku resoudre` gardent la version directe et synchrone de
 * `minisat.ts`, qui suffit aux petits problèmes du Sudoku.
 */
import { hote } from "../hote/index";
import { verifierTailleMiniSat } from "./minisat-taille";
import type { FNC } from "./probleme";
import type { ResultatSAT } from "./solveur";

/**
 * La mémoire JavaScript du fil (les objets de logic-solver), en Mo : les plus
 * grandes formules acceptées en demandent environ 250 (`npm run bench:minisat`).
 */
const MEMOIRE_JS_MO = 512;

export interface OptionsMiniSatBorne {
  /** Le temps laissé à MiniSat, chargement compris, en millisecondes. */
  delaiMs: number;
}

/** Un résultat de `sudoku sat` ; `arret` dit pourquoi MiniSat n'a pas conclu. */
export interface ResultatMiniSatBorne extends ResultatSAT {
  arret?: "delai" | "memoire";
}

/** Ce que répond le fil (voir `minisat-fil.cjs`). */
type MessageDuFil =
  | { statut: "satisfiable"; vraies: Int32Array }
  | { statut: "insatisfiable" }
  | { statut: "memoire" }
  | { statut: "erreur"; message: string };

/** Résout la formule dans un fil ; la promesse est rejetée (RangeError) si elle est trop grande. */
export async function resoudreMiniSatBorne(
  fnc: FNC,
  options: OptionsMiniSatBorne,
): Promise<ResultatMiniSatBorne> {
  verifierTailleMiniSat(fnc);
  return lancerMiniSat(fnc, options);
}

/** Sans le contrôle de taille : pour mesurer où MiniSat cède (`npm run bench:minisat`). */
export function lancerMiniSat(
  fnc: FNC,
  options: OptionsMiniSatBorne,
): Promise<ResultatMiniSatBorne> {
  const debut = Date.now();
  const compteurs = () => ({ appels: 1, millisecondes: Date.now() - debut });
  const { nombreDeVariables, litteraux } = aplatir(fnc);
  return new Promise((resoudre, rejeter) => {
    const fil = hote.fils.lancer(
      "minisat",
      { nombreDeVariables, litteraux },
      // Un tableau neuf de `aplatir` : son tampon est un ArrayBuffer ordinaire, transférable.
      { transferer: [litteraux.buffer as ArrayBuffer], memoireMo: MEMOIRE_JS_MO },
    );
    let fini = false;
    const finir = (issue: () => void) => {
      if (fini) return;
      fini = true;
      clearTimeout(minuterie);
      fil.arreter();
      issue();
    };
    const arreter = (arret: "delai" | "memoire") =>
      finir(() => resoudre({ statut: "budget-epuise", arret, compteurs: compteurs() }));
    const minuterie = setTimeout(() => arreter("delai"), options.delaiMs);

    fil.surMessage((message) => {
      const m = message as MessageDuFil;
      if (m.statut === "memoire") return arreter("memoire");
      if (m.statut === "erreur") {
        return finir(() => rejeter(new Error(`MiniSat a échoué : ${m.message}`)));
      }
      finir(() =>
        resoudre(
          m.statut === "satisfiable"
            ? {
                statut: m.statut,
                modele: modeleDepuis(m.vraies, nombreDeVariables),
                compteurs: compteurs(),
              }
            : { statut: m.statut, compteurs: compteurs() },
        ),
      );
    });
    fil.surErreur((e) => {
      if (e.code === "ERR_WORKER_OUT_OF_MEMORY") return arreter("memoire");
      finir(() => rejeter(e));
    });
    fil.surFin((code) => {
      finir(() =>
        rejeter(new Error(`le fil de MiniSat s'est arrêté sans répondre (code ${code})`)),
      );
    });
  });
}

/**
 * Les clauses mises bout à bout, chacune terminée par 0, dans un tableau que
 * le fil reçoit sans copie. Le nombre de variables couvre tous les littéraux.
 */
function aplatir(fnc: FNC): { nombreDeVariables: number; litteraux: Int32Array } {
  let taille = 0;
  let nombreDeVariables = fnc.nombreDeVariables;
  for (const c of fnc.clauses) {
    taille += c.length + 1;
    for (const l of c) nombreDeVariables = Math.max(nombreDeVariables, Math.abs(l));
  }
  const litteraux = new Int32Array(taille);
  let k = 0;
  for (const c of fnc.clauses) {
    for (const l of c) litteraux[k++] = l;
    litteraux[k++] = 0;
  }
  return { nombreDeVariables, litteraux };
}

function modeleDepuis(vraies: Int32Array, nombreDeVariables: number): boolean[] {
  const modele = new Array<boolean>(nombreDeVariables + 1).fill(false);
  for (const v of vraies) modele[v] = true;
  return modele;
}
