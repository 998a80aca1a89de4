/** Leçon 4 : les exercices des deux formulations, dans l'ordre de la leçon. */
import type { Exercice } from "./exercice";
import { exerciceMeilleurEchange } from "./recherche-escalade";
import { exerciceActions, exerciceEstBut } from "./recherche-grille";
import { exerciceCout, exerciceEchanger } from "./recherche-lewis";
import {
  exerciceAccepter,
  exerciceTemperatureAuPas,
  exerciceTemperatureInitiale,
} from "./recherche-recuit";

export const EXERCICES_RECHERCHE: readonly Exercice[] = [
  exerciceActions,
  exerciceEstBut,
  exerciceCout,
  exerciceEchanger,
  exerciceMeilleurEchange,
  exerciceAccepter,
  exerciceTemperatureInitiale,
  exerciceTemperatureAuPas,
];
