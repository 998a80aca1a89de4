/** Les textes d'aide de la commande `sudoku`, en français. */
import { LIGNES_MAX_TETE } from "../grille/lecture-flux";
import { LONGUEUR_MAX_LIGNE } from "../grille/lignes-en-flux";
import { SANS_GRILLE_MAX } from "./enonces";

export const AIDE_GENERALE = `sudoku — résoudre et vérifier des grilles de Sudoku (cours Sudoku en TypeScript)

Usage :
  sudoku algos                      liste les algorithmes, un nom par ligne
  sudoku resoudre [options] [FICHIER]
                                    résout chaque grille du fichier (ou de l'entrée standard)
  sudoku verifier FICHIER           dit pour chaque grille si elle est valide et complète
  sudoku sat [--solveur NOM] FICHIER.cnf…
                                    résout des formules DIMACS CNF, comme minisat ou picosat
  sudoku generer [--indices N] [--taille N] [--graine G] [--symetrie S]
                                    fabrique des grilles à solution unique
  sudoku noter [FICHIER]            note la difficulté de chaque grille (facile … diabolique)
  sudoku expliquer [--json] [FICHIER]
                                    explique chaque grille pas à pas : chaque étape, sa
                                    technique, les unités et les faits qu'elle cite
  sudoku bench [--algo NOMS] [FICHIER]
                                    mesure les algorithmes sur les grilles du fichier
  sudoku aide [COMMANDE]            affiche cette aide, ou celle d'une commande

Formats de grille acceptés (détectés seuls) :
  une grille par ligne (81 caractères pour une 9×9 ; vide : « . », « 0 » ou « - » ;
  symboles 1-9 puis A-P pour les 16×16 et 25×25), lignes « # » de commentaire permises ;
  une grille en N lignes de N chiffres (0 pour vide) ; CSV (champ vide = case vide) ;
  colonnes séparées par des tabulations (annexe du TD).
Le texte est en UTF-8 (un fichier en UTF-16 est refusé, avec la façon de le convertir).
Les grilles sont lues en flux, en mémoire bornée quelle que soit la taille du fichier :
une ligne de plus de ${LONGUEUR_MAX_LIGNE} octets est refusée, et une grille en plusieurs lignes doit
tenir dans les ${LIGNES_MAX_TETE} premières lignes du fichier (commentaires compris) ;
après ${SANS_GRILLE_MAX / (1024 * 1024)} Mo de suite sans aucune grille, la lecture s'arrête (code 2) : un tube
ou un périphérique qui n'envoie que des lignes vides ne la fait pas tourner sans fin.

Codes de sortie :
  0  succès
  1  le travail est fait, mais le résultat n'est pas celui demandé :
       sudoku verifier : au moins une grille est invalide ou incomplète ;
       sudoku generer : une grille garde plus d'indices que --indices N ;
       sudoku noter : une grille n'a pas exactement une solution ;
       sudoku expliquer : une grille n'a pas exactement une solution ;
       sudoku bench : un algorithme a donné une réponse fausse
  2  commande, option ou entrée incorrecte (le message dit où), rien n'est résolu
       (au-delà des 10 000 premières grilles d'un fichier, et sur l'entrée standard,
       la commande s'arrête à la ligne fautive, après les réponses d'avant)
  3  erreur interne du programme
  10, 20  sudoku sat : formule satisfiable (10) ou insatisfiable (20), comme les solveurs SAT ;
          avec plusieurs fichiers, 10 ou 20 si toutes les formules le sont, 0 sinon
`;

export const AIDE_RESOUDRE = `Usage : sudoku resoudre [--algo NOM] [--budget N] [--tous [--limite K]] [--format F]
                        [FICHIER | -]

Résout chaque grille de FICHIER (ou de l'entrée standard si FICHIER est absent ou « - »)
et écrit une ligne par grille, dans l'ordre :
  - la grille résolue, sur une ligne (même format que l'entrée ligne à ligne) ;
  - « insoluble » si la grille n'a pas de solution ; si ses indices se contredisent (le
    même chiffre deux fois dans une ligne, une colonne ou un carré), « insoluble : » suivi
    des cases en conflit, et les grilles suivantes sont résolues quand même ;
  - « budget-epuise » si l'algorithme a atteint son budget sans conclure.

Les grilles sont lues en flux, en mémoire bornée quelle que soit la taille du fichier.
Les 10 000 premières grilles (9×9) d'un fichier sont lues avant la première résolution :
un texte qui n'est pas une grille (mauvaise longueur, caractère inconnu) arrête tout
(code 2), avec la ligne fautive. Plus loin dans le fichier, et sur l'entrée standard, lue
au fil de l'eau, il arrête la commande à sa ligne, après les réponses des grilles
d'avant. Si le lecteur de la sortie s'en va (« | head -1 »), le calcul s'arrête aussitôt,
avec le code 0.

Options :
  --algo NOM     l'algorithme (voir « sudoku algos ») ; par défaut le premier de la liste
  --budget N     effort maximal par grille, dans l'unité de l'algorithme (tours, nœuds…)
  --tous         compte les solutions au lieu d'en donner une : écrit leur nombre
  --limite K     avec --tous, s'arrête dès K solutions trouvées
  --format F     l'écriture des solutions (les grilles sont alors séparées d'une ligne vide) :
                   ligne   une grille par ligne (par défaut)
                   grille  une grille lisible, carrés séparés par « | » et des traits
                   bloc    N lignes de N symboles, 0 pour une case vide
                   csv     N lignes de N nombres séparés par des virgules
  -h, --aide     cette aide
`;

export const AIDE_VERIFIER = `Usage : sudoku verifier [FICHIER | -]

Pour chaque grille, dans l'ordre, écrit une ligne : « valide et complète », « valide,
incomplète (N cases vides) » ou « invalide : » suivi des conflits (même chiffre deux fois
dans une ligne, une colonne ou un carré).

Code de sortie 0 si toutes les grilles sont valides et complètes, 1 sinon, 2 si le
fichier ne se lit pas.
`;

export const AIDE_ALGOS = `Usage : sudoku algos [--details]

Écrit le nom de chaque algorithme disponible, un par ligne, dans l'ordre du cours.
Avec --details : le nom, l'unité de son budget, son budget par défaut et une description.
`;
