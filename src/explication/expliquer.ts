/**
 * `expliquer(grille)` : les étapes qui mènent de l'énoncé à la solution,
 * chacune avec sa technique, ses unités et ses faits (voir etape.ts).
 *
 * À chaque étape, on prend l'explication la plus simple qu'on trouve : les
 * techniques sont essayées dans l'ordre de `TECHNIQUES_EXPLIQUEES` (celui de
 * la note de difficulté de la leçon 3 bis, après l'élimination directe), et
 * la première qui s'applique donne, parmi ses déductions, celle qui cite le
 * moins d'unités et de faits (à égalité, la première dans l'ordre des unités
 * et des cases). Si aucune ne s'applique, le raisonnement minimal cherche une
 * élimination avec le solveur SAT (minimal.ts). Tout est déterministe : la
 * même grille donne toujours la même explication.
 */
import type { Grille } from "../grille/grille";
import { decrireConflit, verifierGrille } from "../grille/regles";
import { resoudreRapide } from "../rapide/rapide";
import { eliminationsDirectes } from "./directes";
import {
  TECHNIQUES_EXPLIQUEES,
  type CaseEtChiffre,
  type EtapeExpliquee,
  type Explication,
  type NomDeTechnique,
} from "./etape";
import { Etat, type Deduction } from "./etat";
import { geometrie, type Geometrie } from "./geometrie";
import { raisonnementMinimal } from "./minimal";
import { Reducteur } from "./reduction";
import { chercherSingletonsCaches, chercherSingletonsNus } from "./singletons";
import { sousEnsemblesCaches, sousEnsemblesNus } from "./sous-ensembles";
import { candidatsVerrouilles } from "./verrouilles";

type Nommee = Exclude<NomDeTechnique, "raisonnement minimal">;

/** Les déductions que chaque technique nommée trouve dans l'état. */
const TECHNIQUES: Record<Nommee, (e: Etat) => Iterable<Deduction>> = {
  "élimination directe": eliminationsDirectes,
  "singleton caché": chercherSingletonsCaches,
  "singleton nu": chercherSingletonsNus,
  "candidats verrouillés": candidatsVerrouilles,
  "paire nue": (e) => sousEnsemblesNus(e, 2),
  "paire cachée": (e) => sousEnsemblesCaches(e, 2),
  "triplet nu": (e) => sousEnsemblesNus(e, 3),
  "triplet caché": (e) => sousEnsemblesCaches(e, 3),
};

/** L'explication d'une grille (voir le commentaire du module). */
export function expliquer(grille: Grille): Explication {
  const { conflits } = verifierGrille(grille);
  if (conflits.length > 0) {
    const raison = `les indices se contredisent : ${conflits.map(decrireConflit).join(" ; ")}`;
    return { statut: "insoluble", etapes: [], raison };
  }
  const r = resoudreRapide(grille, { limite: 2 });
  if (r.statut === "budget-epuise") return { statut: "budget-epuise", etapes: [] };
  if (r.solutions === 0 || r.solution === undefined) return { statut: "insoluble", etapes: [] };
  if (r.solutions > 1) return { statut: "plusieurs-solutions", etapes: [] };
  const g = geometrie(grille.taille);
  const etat = new Etat(g, grille.valeurs);
  const reducteur = new Reducteur(grille.taille);
  const etapes: EtapeExpliquee[] = [];
  while (etat.vides() > 0) {
    const d = nommee(etat) ?? raisonnementMinimal(etat, r.solution, reducteur);
    etat.appliquer(d);
    etapes.push(enEtape(d, g));
  }
  return { statut: "expliquee", etapes };
}

/** La déduction la plus courte de la première technique nommée qui s'applique. */
function nommee(e: Etat): Deduction | undefined {
  for (const nom of TECHNIQUES_EXPLIQUEES) {
    if (nom === "raisonnement minimal") continue;
    let meilleure: Deduction | undefined;
    for (const d of TECHNIQUES[nom](e)) {
      if (meilleure === undefined || taille(d) < taille(meilleure)) meilleure = d;
    }
    if (meilleure !== undefined) return meilleure;
  }
  return undefined;
}

function taille(d: Deduction): number {
  return d.unites.length + d.faits.length;
}

/** La déduction en étape lisible : triplets [i, j, v] rangés, unités nommées. */
function enEtape(d: Deduction, g: Geometrie): EtapeExpliquee {
  const N = g.taille;
  const triplet = (variable: number): CaseEtChiffre => {
    const x = Math.floor((variable - 1) / N);
    return [Math.floor(x / N), x % N, variable - x * N];
  };
  const croissant = (a: number, b: number) => a - b;
  const justification = {
    technique: d.technique,
    unites: [...d.unites].sort(croissant).map((u) => g.noms[u]),
    faits: {
      places: d.faits
        .filter((f) => f > 0)
        .sort(croissant)
        .map(triplet),
      elimines: d.faits
        .filter((f) => f < 0)
        .map((f) => -f)
        .sort(croissant)
        .map(triplet),
    },
  };
  if (d.place !== 0) return { place: triplet(d.place), ...justification };
  return { elimine: [...d.elimine].sort(croissant).map(triplet), ...justification };
}
