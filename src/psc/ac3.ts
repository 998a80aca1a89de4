/**
 * AC-3 (Mackworth, 1977), tel que le décrit le rapport 8INF846 :
 * une file d'*arcs* ; un arc (xi, xj) est cohérent quand chaque valeur du
 * label de xi a un support dans le label de xj. On retire un arc de la
 * file, on le *révise* (`revise` retire les valeurs sans support) et, si
 * le label de xi a changé, on remet dans la file les arcs (xk, xi) de ses
 * voisins, dont les supports ont pu disparaître. On s'arrête quand la file
 * est vide (tout est cohérent) ou qu'un label est vide (pas de solution).
 *
 * Le résultat est le même que `consistanceContraintesBinaires` (le même
 * point fixe), mais on ne revoit que les arcs qui peuvent avoir changé.
 */
import type { ContrainteBinaire } from "./contrainte-binaire";
import type { PSC } from "./psc";
import type { Valeur, Variable } from "./variable";

/** L'arc (xi, xj) d'une contrainte : réviser xi par rapport à l'autre variable xj. */
export interface Arc {
  /**
   * La variable que l'arc réduit (le xi de REVISE(xi, xj) chez Mackworth). Quand xi
   * perd des valeurs, ce sont les arcs (xk, xi) de ses voisins qui sont à revoir :
   * `{ xi: c.autre(xi), contrainte: c }`.
   */
  xi: Variable;
  contrainte: ContrainteBinaire;
}

/** Ce que compte AC-3 (et qui sert aussi de compteur à `revise`). */
export interface CompteurAC3 {
  /** Tests d'un couple de valeurs par une contrainte. */
  verifications: number;
}

/** Une valeur retirée d'un label, et l'arc qui l'a retirée. */
export interface Retrait {
  variable: string;
  valeur: Valeur;
  /** « x1 != x2 » : la contrainte de l'arc. */
  contrainte: string;
}

export interface ResultatAC3 {
  /** Faux si un label est devenu vide : le PSC n'a pas de solution. */
  coherent: boolean;
  /** Nombre d'arcs révisés. */
  revisions: number;
  verifications: number;
  /** Les valeurs retirées, dans l'ordre, si l'on a demandé `journal`. */
  retraits?: Retrait[];
}

export interface OptionsAC3 {
  /** La file de départ ; par défaut, tous les arcs (`arcs(psc)`). */
  file?: Arc[];
  /** Ne remettre dans la file que les arcs dont la variable à réviser passe ce filtre. */
  filtre?: (variable: Variable) => boolean;
  /** Compter ici les vérifications (pour les additionner à celles d'une recherche). */
  compteur?: CompteurAC3;
  /** Garder chaque valeur retirée dans `retraits`. */
  journal?: boolean;
}

/** Tous les arcs : deux par contrainte binaire, (x1, x2) puis (x2, x1). */
export function arcs(psc: PSC): Arc[] {
  return psc.contraintesBinaires.flatMap((c) => [
    { xi: c.refVar1, contrainte: c },
    { xi: c.refVar2, contrainte: c },
  ]);
}

/** Les voisins de `variable` : les variables avec qui elle partage une contrainte binaire. */
export function voisins(psc: PSC, variable: Variable): Variable[] {
  return [...new Set(psc.contraintesDe(variable).map((c) => c.autre(variable)))];
}

/**
 * Révise l'arc (xi, xj) de la contrainte `c`, où xj est l'autre variable :
 * retire du label de xi chaque valeur x pour laquelle aucune valeur y du
 * label de xj ne satisfait la contrainte. Renvoie vrai si le label de xi
 * a changé. On parcourt une copie du label, dont on retire des valeurs.
 */
export function revise(c: ContrainteBinaire, xi: Variable, compteur?: CompteurAC3): boolean {
  const xj = c.autre(xi);
  let modifie = false;
  for (const x of [...xi.label]) {
    let soutenue = false;
    for (const y of xj.label) {
      if (compteur) compteur.verifications++;
      if (c.estSatisfaite(xi, x, y)) {
        soutenue = true;
        break;
      }
    }
    if (!soutenue) {
      xi.enleveDuLabel(x);
      modifie = true;
    }
  }
  return modifie;
}

/** AC-3 sur les labels du PSC (modifiés sur place). */
export function ac3(psc: PSC, options: OptionsAC3 = {}): ResultatAC3 {
  const compteur = options.compteur ?? { verifications: 0 };
  const avant = compteur.verifications;
  const filtre = options.filtre ?? (() => true);
  const retraits: Retrait[] | undefined = options.journal ? [] : undefined;
  // Un arc n'est jamais deux fois dans la file : deux ensembles, selon le côté révisé.
  const enFile = [new Set<ContrainteBinaire>(), new Set<ContrainteBinaire>()];
  const cote = (arc: Arc) => (arc.xi === arc.contrainte.refVar1 ? 0 : 1);
  const file: Arc[] = [];
  const enfiler = (arc: Arc) => {
    if (enFile[cote(arc)].has(arc.contrainte)) return;
    enFile[cote(arc)].add(arc.contrainte);
    file.push(arc);
  };
  (options.file ?? arcs(psc)).forEach(enfiler);
  let revisions = 0;
  // La file est lue par un indice qui avance : `shift()` recopierait tout le tableau.
  for (let tete = 0; tete < file.length; tete++) {
    const arc = file[tete];
    enFile[cote(arc)].delete(arc.contrainte);
    revisions++;
    const avantRevision = retraits ? [...arc.xi.label] : [];
    if (!revise(arc.contrainte, arc.xi, compteur)) continue;
    if (retraits) {
      for (const valeur of avantRevision.filter((v) => !arc.xi.label.includes(v))) {
        retraits.push({ variable: arc.xi.nom, valeur, contrainte: arc.contrainte.toString() });
      }
    }
    if (arc.xi.label.length === 0) {
      return {
        coherent: false,
        revisions,
        verifications: compteur.verifications - avant,
        retraits,
      };
    }
    // Les voisins de xi ont pu perdre un support, sauf par la contrainte même de l'arc :
    // une valeur retirée n'était compatible avec aucune valeur de xj.
    for (const c of psc.contraintesDe(arc.xi)) {
      const xk = c.autre(arc.xi);
      if (c !== arc.contrainte && filtre(xk)) enfiler({ xi: xk, contrainte: c });
    }
  }
  return { coherent: true, revisions, verifications: compteur.verifications - avant, retraits };
}
