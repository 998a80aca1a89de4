/**
 * Le générateur de grilles à solution unique :
 * 1. une grille pleine tirée au hasard (`grillePleine`) ;
 * 2. on retire les cases une orbite après l'autre (une case et ses images
 *    par la symétrie choisie), dans un ordre tiré au hasard ;
 * 3. après chaque retrait, le solveur rapide cherche deux solutions : s'il
 *    en trouve une deuxième, la solution n'est plus unique et l'on remet les
 *    cases. Chaque énoncé rendu a donc une solution unique, prouvée.
 *
 * On s'arrête quand il ne reste plus que le nombre d'indices visé, ou quand
 * plus aucune orbite ne peut partir (l'énoncé est alors *minimal* pour cette
 * symétrie). Si l'énoncé garde trop d'indices, on recommence avec une autre
 * grille pleine, et l'on rend le meilleur énoncé trouvé.
 */
import { Grille } from "../grille/grille";
import { TAILLES } from "../grille/symboles";
import { Hasard, graineAuHasard } from "../hasard/hasard";
import { resoudreRapide } from "../rapide/rapide";
import { grillePleine } from "./grille-pleine";
import { orbites, type Symetrie } from "./symetries";

export interface OptionsGenerateur {
  /** 4, 9 (par défaut), 16 ou 25. */
  taille?: number;
  /** Nombre d'indices visé : on retire des cases tant qu'il en reste plus. Sans cible : le moins possible. */
  indices?: number;
  /** `aucune` par défaut (voir `SYMETRIES`). */
  symetrie?: Symetrie;
  /** La graine du hasard ; tirée de l'horloge si absente (et rendue dans le résultat). */
  graine?: number;
  /** Grilles pleines essayées au plus pour atteindre la cible (50 par défaut, 1 sans cible). */
  tentatives?: number;
  /**
   * Essais permis au solveur pour chaque preuve d'unicité. Un budget épuisé
   * compte comme « pas unique » : la case reste, la garantie aussi.
   * Par défaut 100 000 en 9×9 (jamais atteint) et 2 000 au-delà.
   */
  essaisParVerification?: number;
}

export interface GrilleGeneree {
  enonce: Grille;
  solution: Grille;
  /** Le nombre de données de l'énoncé. */
  indices: number;
  /** Vrai si l'énoncé n'a pas plus d'indices que la cible (toujours vrai sans cible). */
  cibleAtteinte: boolean;
  /** La graine employée, pour refaire la même grille. */
  graine: number;
  /** Grilles pleines tirées. */
  tentatives: number;
  /** Preuves d'unicité faites (une par orbite essayée). */
  verifications: number;
}

/** Un énoncé à solution unique (voir le commentaire du module). */
export function genererGrille(options: OptionsGenerateur = {}): GrilleGeneree {
  const { taille = 9, symetrie = "aucune" } = options;
  // Sans cible, un seul passage suffit : on veut seulement un énoncé minimal.
  const tentatives = options.tentatives ?? (options.indices === undefined ? 1 : 50);
  if (!TAILLES.includes(taille)) {
    throw new RangeError(`genererGrille : taille ${taille} impossible ; attendu 4, 9, 16 ou 25`);
  }
  const cible = options.indices ?? 0;
  if (!Number.isInteger(cible) || cible < 0 || cible > taille * taille) {
    throw new RangeError(
      `genererGrille : indices doit être un entier de 0 à ${taille * taille}, et non ${cible}`,
    );
  }
  if (!Number.isInteger(tentatives) || tentatives < 1) {
    throw new RangeError(
      `genererGrille : tentatives doit être un entier ≥ 1, et non ${tentatives}`,
    );
  }
  const graine = options.graine ?? graineAuHasard();
  const hasard = new Hasard(graine);
  const budget = options.essaisParVerification ?? (taille === 9 ? 100_000 : 2_000);
  let meilleure: GrilleGeneree | undefined;
  let verifications = 0;
  let faites = 0;
  while (faites < tentatives) {
    faites++;
    const solution = grillePleine(taille, hasard);
    const valeurs = [...solution.valeurs];
    let restantes = valeurs.length;
    for (const orbite of hasard.melanger(orbites(symetrie, taille))) {
      if (restantes <= cible) break;
      const gardees = orbite.map((x) => valeurs[x]);
      for (const x of orbite) valeurs[x] = 0;
      verifications++;
      const r = resoudreRapide(valeurs, { limite: 2, budget });
      if (r.statut === "resolue" && r.solutions === 1) restantes -= orbite.length;
      else orbite.forEach((x, k) => (valeurs[x] = gardees[k]));
    }
    if (!meilleure || restantes < meilleure.indices) {
      const enonce = new Grille(valeurs);
      meilleure = {
        enonce,
        solution: enonce.avecValeurs(solution.valeurs),
        indices: restantes,
        cibleAtteinte: options.indices === undefined || restantes <= cible,
        graine,
        tentatives: 0,
        verifications: 0,
      };
    }
    if (restantes <= cible) break;
  }
  // `meilleure` existe : il y a au moins une tentative.
  const resultat = meilleure as GrilleGeneree;
  return { ...resultat, tentatives: faites, verifications };
}
