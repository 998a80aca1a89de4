/** Leçon 4 : les exercices des deux formulations, dans l'ordre de la leçon. */
import type { Exercice } from "./exercice";
import { exerciceMeilleurEchange } from "./recherche-escalade";
import { exerciceActions, exerciceEstBut } from "./recherche-grille";
import { exerciceCout, exerciceEchanger } from "./recherche-lewis";
import {
  exerciceRechercheEnGraphe,
  exerciceRechercheMeilleurDabord,
} from "./recherche-meilleur-dabord";
import { exerciceEscaladeAvecRedemarrages } from "./recherche-redemarrages";
import { exerciceAccepter, exerciceTemperatureInitiale } from "./recherche-recuit";
import { exerciceRecuitSimule } from "./recherche-recuit-simule";
import { exerciceMinConflits } from "./recherche-min-conflits";

export const EXERCICES_RECHERCHE: readonly Exercice[] = [
  exerciceActions,
  exerciceEstBut,
  exerciceRechercheMeilleurDabord,
  exerciceRechercheEnGraphe,
  exerciceCout,
  exerciceEchanger,
  exerciceMeilleurEchange,
  exerciceEscaladeAvecRedemarrages,
  exerciceAccepter,
  exerciceTemperatureInitiale,
  exerciceRecuitSimule,
  exerciceMinConflits,
];
