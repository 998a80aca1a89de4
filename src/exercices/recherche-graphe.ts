/**
 * Leçon 4, la recherche en graphe écrite par l'élève :
 * `rechercheEnGraphe(probleme, ordre, budget)`.
 *
 * C'est la boucle de `rechercheMeilleurDabord` (recherche-meilleur-dabord.ts),
 * plus un ensemble des états explorés, rangés par leur texte
 * (`JSON.stringify(etat)`) : un nœud qui sort de la frontière et dont l'état
 * est déjà exploré est écarté, sans être développé ni consommer de budget,
 * et compté dans `compteurs.etatsRepetes`. Le test se fait à la sortie,
 * comme dans `rechercheParCle` de la bibliothèque (src/recherche/
 * meilleur-dabord.ts) : avec f = g ou f = g + h, le premier nœud d'un état à
 * sortir est celui du meilleur chemin.
 *
 * Les erreurs typiques sont les autres façons, plausibles, de se souvenir
 * des états : l'état lui-même dans le `Set` (deux grilles égales sont deux
 * objets : rien n'est reconnu, sauf des nombres ou des mots), le test fait
 * seulement quand l'enfant est créé (deux copies d'un même état, ajoutées
 * avant que l'une soit développée, le sont toutes deux), l'état marqué dès sa
 * création, et l'état répété compté mais développé quand même.
 */
import { rechercheParCle } from "../recherche/meilleur-dabord";
import type { Exercice } from "./exercice";
import { developpements } from "./recherche-journaux";
import {
  DE_1_A_10,
  DIX,
  MOTS_VERS_ABBA,
  SANS_ISSUE,
  SIX,
  TROIS,
  aEtoileVers,
  boucleSelon,
  candidatsDeLaCase,
  casBoucle,
  coutUniforme,
  enLargeur,
  enProfondeur,
  tirerDesRecherches,
  videsRestantes,
  type Memoire,
} from "./recherche-meilleur-dabord";
import { champsDifferents, memeDonnee } from "./recherche-resultats";

const enGraphe = (memoire: Memoire) => boucleSelon({ memoire, compterRepetes: true });

export const exerciceRechercheEnGraphe: Exercice = {
  nom: "rechercheEnGraphe",
  parametres: ["probleme", "ordre", "budget"],
  obligatoires: 3,
  reference: enGraphe("texte-a-la-sortie"),
  // rechercheParCle(probleme, ordre.f, { budget, enGraphe: true }) fait exactement cette
  // recherche : elle n'est pas dans la cage pendant la correction.
  equivalents: [rechercheParCle],
  delai: 1000,
  appelle: [],
  memeValeur: memeDonnee,
  difference: champsDifferents,
  journal: developpements,
  tirer: tirerDesRecherches,
  cas: [
    casBoucle(
      "en largeur, trois cases vides : chaque grille à deux cases remplies est atteinte deux fois",
      TROIS,
      enLargeur,
      100,
    ),
    casBoucle(
      "en profondeur, trois cases vides : le but est atteint avant toute répétition",
      TROIS,
      enProfondeur,
      100,
    ),
    casBoucle(
      "une impasse, en profondeur : la dernière grille revient par un autre chemin",
      SANS_ISSUE,
      enProfondeur,
      100,
    ),
    casBoucle(
      "glouton, h = cases vides : tous les enfants sont à égalité",
      SIX,
      videsRestantes,
      100,
    ),
    casBoucle("glouton, ordre des coups, dix cases vides", DIX, candidatsDeLaCase, 200),
    casBoucle(
      "le budget juste suffisant, en largeur : un état écarté ne consomme pas de budget",
      TROIS,
      enLargeur,
      7,
    ),
    casBoucle("le budget s'épuise avant le but", TROIS, enLargeur, 5),
    casBoucle(
      "de 1 à 10 à coût uniforme : 2 est atteint par +1 et par ×2",
      DE_1_A_10,
      coutUniforme,
      100,
    ),
    casBoucle("de 1 à 10, A* : f = g + h", DE_1_A_10, aEtoileVers(10), 100),
    casBoucle(
      "des mots sur {a, b} : chaque mot n'a qu'un chemin, rien ne se répète",
      MOTS_VERS_ABBA,
      enProfondeur,
      6,
    ),
  ],
  erreurs: [
    {
      code: "graphe-etats-ranges-par-objet",
      titre: "l'ensemble des explorés contient les états eux-mêmes, pas leur texte",
      explication:
        "Un Set reconnaît le même objet, pas un objet égal : deux grilles aux mêmes valeurs, " +
        "créées par deux chemins, sont deux tableaux différents, et explores.has ne voit jamais " +
        "la seconde (la recherche reste en arbre ; avec des nombres ou des mots, elle marche par " +
        "chance). Rangez le texte de l'état : explores.add(JSON.stringify(noeud.etat)).",
      fonction: enGraphe("objets-a-la-sortie"),
    },
    {
      code: "graphe-teste-seulement-a-la-creation",
      titre: "l'état est comparé aux explorés seulement quand l'enfant est créé",
      explication:
        "Deux copies d'un même état peuvent entrer dans la frontière avant que l'une d'elles soit " +
        "développée : au moment de leur création, l'état n'est pas encore exploré. Il faut aussi " +
        "tester l'état du nœud qui sort de la frontière, et l'écarter s'il est déjà exploré.",
      fonction: enGraphe("texte-a-la-creation"),
    },
    {
      code: "graphe-marque-a-la-creation",
      titre: "l'état est marqué exploré dès que l'enfant est créé",
      explication:
        "Un état est exploré quand on le développe, pas quand on le découvre : en le marquant à la " +
        "création, vous refusez une seconde copie qui serait sortie avant la première (un chemin " +
        "plus court, pour le coût uniforme ou A*). Ajoutez le texte à explores quand le nœud sort " +
        "de la frontière, et écartez-le à ce moment-là s'il y est déjà.",
      fonction: enGraphe("marque-a-la-creation"),
    },
    {
      code: "graphe-repete-developpe-quand-meme",
      titre: "l'état répété est compté, mais développé quand même",
      explication:
        "Après etatsRepetes++, il faut passer au nœud suivant (continue) : un état déjà exploré " +
        "ne se développe pas une seconde fois, et ne consomme pas de budget. Sinon, la recherche " +
        "reste en arbre : elle compte ses répétitions sans les éviter.",
      fonction: enGraphe("compte-sans-ecarter"),
    },
  ],
};
