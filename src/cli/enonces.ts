/**
 * Les grilles qu'une commande lit (resoudre, verifier, noter, expliquer, bench) : en
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
import type { GrilleNumerotee } from "../grille/lecture";
import { lirePaquetsEnFlux } from "../grille/lecture-flux";
import type { PaquetDeGrilles } from "../grille/lecture-rapide";
import { compterVidesSansConflit, decrireConflit, verifierGrille } from "../grille/regles";
import type { EntreeEnFlux } from "./entree";
import { ErreurUsage } from "./erreurs";

/** Les cases des grilles lues d'avance : 10 000 grilles 9×9. */
export const CASES_D_AVANCE = 10_000 * 81;

/**
 * Le plus d'octets lus sans y trouver de grille : deux fois la plus grande
 * tête possible (1 000 lignes de 4 Kio). Un fichier de grilles a quelques
 * commentaires ; un tube ou un périphérique qui n'envoie que des lignes vides
 * ou des commentaires serait, sans elle, lu sans fin et sans réponse.
 */
export const SANS_GRILLE_MAX = 8 * 1024 * 1024;

/**
 * Les grilles de l'entrée, dans l'ordre ; avec `controler`, celles dont les
 * données se contredisent sont refusées (code 2), avec leur ligne.
 */
export async function* grillesDeLEntree(
  entree: EntreeEnFlux,
  options: { controler: boolean },
): AsyncGenerator<GrilleNumerotee> {
  for await (const paquet of paquetsDeLEntree(entree, options)) {
    for (let k = 0; k < paquet.nombre; k++) {
      yield { grille: paquet.grille(k), ligne: paquet.lignes[k] };
    }
  }
}

/**
 * Les mêmes grilles, par paquets, pour les commandes qui en lisent beaucoup
 * (`resoudre`, `verifier`) : leurs cases sont lues sans fabriquer d'objet
 * `Grille` (voir src/grille/lecture-rapide.ts).
 */
export async function* paquetsDeLEntree(
  entree: EntreeEnFlux,
  options: { controler: boolean },
): AsyncGenerator<PaquetDeGrilles> {
  // Les octets lus depuis la dernière grille : la lecture s'arrête au-delà de SANS_GRILLE_MAX.
  let sansGrille = 0;
  async function* bornes(): AsyncGenerator<Uint8Array> {
    for await (const morceau of entree.morceaux) {
      sansGrille += morceau.byteLength;
      if (sansGrille > SANS_GRILLE_MAX) throw rienQueDuVide(entree.nom);
      yield morceau;
    }
  }
  const paquets = lirePaquetsEnFlux(bornes(), entree.nom)[Symbol.asyncIterator]();
  // Une grille contradictoire : les grilles d'avant sont rendues, puis l'erreur est levée.
  let erreur: unknown;
  const suivant = async (): Promise<PaquetDeGrilles | undefined> => {
    if (erreur !== undefined) throw erreur;
    let lu: IteratorResult<PaquetDeGrilles>;
    try {
      lu = await paquets.next();
    } catch (e) {
      erreur = e;
      return undefined;
    }
    if (lu.done) return undefined;
    if (lu.value.nombre > 0) sansGrille = 0;
    if (options.controler) erreur = refuserLesContradictions(lu.value, entree.nom);
    return lu.value;
  };
  try {
    // Les paquets d'avance ; leurs cases ne sont qu'un octet chacune.
    const davance: PaquetDeGrilles[] = [];
    let cases = 0;
    const limite = entree.estUnFichier ? CASES_D_AVANCE : 0;
    let paquet = await suivant();
    for (; paquet && cases < limite; paquet = await suivant()) {
      davance.push(paquet);
      for (let k = 0; k < paquet.nombre; k++) cases += paquet.tailles[k] ** 2;
    }
    // Une grille fautive parmi celles d'avance arrête tout avant la première réponse.
    if (erreur !== undefined && cases < limite) throw erreur;
    for (const rendu of davance.splice(0)) yield rendu;
    for (; paquet; paquet = await suivant()) yield paquet;
    if (erreur !== undefined) throw erreur;
  } finally {
    await paquets.return?.(undefined);
  }
}

/**
 * Garde dans le paquet les grilles d'avant la première dont les données se
 * contredisent, et rend l'erreur qui la refuse (message de `verifierGrille`).
 */
function refuserLesContradictions(paquet: PaquetDeGrilles, nom: string): ErreurUsage | undefined {
  for (let k = 0; k < paquet.nombre; k++) {
    if (compterVidesSansConflit(paquet.cases, paquet.debuts[k], paquet.tailles[k]) >= 0) continue;
    const { conflits } = verifierGrille(paquet.grille(k));
    const ligne = paquet.lignes[k];
    paquet.tronquer(k);
    const ou = ligne === undefined ? nom : `${nom}, ligne ${ligne}`;
    const detail = conflits.map(decrireConflit).join(" ; ");
    return new ErreurUsage(`${ou} : les indices de la grille se contredisent : ${detail}`);
  }
  return undefined;
}

function rienQueDuVide(nom: string): ErreurUsage {
  const mo = SANS_GRILLE_MAX / (1024 * 1024);
  return new ErreurUsage(
    `${nom} : plus de ${mo} Mo de suite sans aucune grille, lecture arrêtée : un fichier de grilles ` +
      "est attendu (des lignes vides ou des commentaires seuls n'en font pas un)",
  );
}
