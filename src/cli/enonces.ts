/**
 * Les grilles qu'une commande lit (resoudre, verifier, noter, bench) : en
 * flux, une à une, en mémoire bornée quelle que soit la taille de l'entrée.
 *
 * Les premières grilles d'un fichier (jusqu'à 10 000 grilles 9×9, moins de
 * grandes) sont toutes lues et contrôlées avant que la commande ne voie la
 * première : pour un fichier de taille ordinaire, une grille fautive arrête
 * tout avant la première réponse, comme si le fichier était lu d'un coup.
 * Plus loin dans le fichier, une grille fautive arrête la commande à sa
 * ligne, après les réponses d'avant. L'entrée standard, elle, est lue au fil
 * de l'eau : chaque grille a sa réponse sans attendre les suivantes (une
 * saisie au clavier, un programme qui produit des grilles peu à peu).
 */
import { Grille } from "../grille/grille";
import type { GrilleNumerotee } from "../grille/lecture";
import { lireGrillesEnFlux } from "../grille/lecture-flux";
import { decrireConflit, verifierGrille } from "../grille/verification";
import type { EntreeEnFlux } from "./entree";
import { ErreurUsage } from "./erreurs";

/** Les cases des grilles lues d'avance : 10 000 grilles 9×9. */
export const CASES_D_AVANCE = 10_000 * 81;

/**
 * Les grilles de l'entrée, dans l'ordre ; avec `controler`, celles dont les
 * données se contredisent sont refusées (code 2), avec leur ligne.
 */
export async function* grillesDeLEntree(
  entree: EntreeEnFlux,
  options: { controler: boolean },
): AsyncGenerator<GrilleNumerotee> {
  const grilles = lireGrillesEnFlux(entree.morceaux, entree.nom)[Symbol.asyncIterator]();
  const suivante = async () => {
    const lue = await grilles.next();
    if (!lue.done && options.controler) refuserLesContradictions(lue.value, entree.nom);
    return lue;
  };
  try {
    // Les grilles d'avance sont gardées en octets (une case, un octet) : six
    // fois moins de mémoire qu'un objet Grille, qui est refait en son temps.
    const davance: { valeurs: Uint8Array; ligne?: number }[] = [];
    let cases = 0;
    const limite = entree.estUnFichier ? CASES_D_AVANCE : 0;
    let lue = await suivante();
    for (; !lue.done && cases < limite; lue = await suivante()) {
      const { grille, ligne } = lue.value;
      davance.push({ valeurs: Uint8Array.from(grille.valeurs), ligne });
      cases += grille.valeurs.length;
    }
    for (let k = 0; k < davance.length; k++) {
      const { valeurs, ligne } = davance[k];
      yield { grille: new Grille(Array.from(valeurs)), ligne };
    }
    davance.length = 0;
    for (; !lue.done; lue = await suivante()) yield lue.value;
  } finally {
    await grilles.return?.(undefined);
  }
}

function refuserLesContradictions({ grille, ligne }: GrilleNumerotee, nom: string): void {
  const { conflits } = verifierGrille(grille);
  if (conflits.length === 0) return;
  const ou = ligne === undefined ? nom : `${nom}, ligne ${ligne}`;
  const detail = conflits.map(decrireConflit).join(" ; ");
  throw new ErreurUsage(`${ou} : les données de la grille se contredisent : ${detail}`);
}
