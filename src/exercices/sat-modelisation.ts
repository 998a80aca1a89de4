/** Leçon 5 : les exercices de modélisation SAT, dans l'ordre de la leçon. */
import type { Exercice } from "./exercice";
import { exerciceClauseDeBlocage } from "./sat-blocage";
import { exerciceAuMoinsUn, exerciceAuPlusUn } from "./sat-clauses";
import { exerciceDpll } from "./sat-dpll";
import { exerciceLireModele } from "./sat-modele";
import { exercicePropagationUnitaire } from "./sat-propagation";
import {
  exerciceContraintesCase,
  exerciceContraintesLigne,
  exerciceContraintesSousGrille,
} from "./sat-grille";

export const EXERCICES_SAT: readonly Exercice[] = [
  exerciceAuMoinsUn,
  exerciceAuPlusUn,
  exerciceContraintesCase,
  exerciceContraintesLigne,
  exerciceContraintesSousGrille,
  exercicePropagationUnitaire,
  exerciceDpll,
  exerciceLireModele,
  exerciceClauseDeBlocage,
];
