/**
 * L'oubli des clauses apprises par CDCL. Elles s'accumulent, et chacune
 * ralentit la propagation : on en jette régulièrement, et l'on rend la place.
 *
 * - `oublierLesMoinsUtiles` : on garde les clauses de deux littéraux, celles de
 *   LBD ≤ 2 (les « clauses glu » de Glucose, très souvent utiles), celles qui
 *   servent de raison en ce moment, et la moitié des autres qui a les plus
 *   petits LBD ;
 * - `oublierLesTemporaires` : quand on quitte les hypothèses, les clauses
 *   apprises sous elles ne valent plus rien.
 * Quand les clauses supprimées occupent plus de la moitié de la mémoire, on la
 * compacte et l'on reporte les nouvelles places partout.
 */
import type { EtatCDCL } from "./cdcl-etat";
import { ENTETE, SUPPRIMEE } from "./memoire-clauses";

/** Les clauses apprises encore en mémoire, et celles qui sont temporaires. */
export interface RegistreDesApprises {
  apprises: number[];
  temporaires: number[];
  /** Le nombre de fois où la mémoire a été compactée. */
  compactions: number;
}

/** Renvoie le nombre de clauses oubliées. */
export function oublierLesMoinsUtiles(etat: EtatCDCL, registre: RegistreDesApprises): number {
  const { memoire, raison } = etat;
  const gardees: number[] = [];
  const candidates: number[] = [];
  for (const place of registre.apprises) {
    const premier = memoire.donnees[place + ENTETE];
    const second = memoire.donnees[place + ENTETE + 1];
    const sertDeRaison = raison[premier >> 1] === place || raison[second >> 1] === place;
    if (memoire.taille(place) === 2 || memoire.lbd(place) <= 2 || sertDeRaison) gardees.push(place);
    else candidates.push(place);
  }
  candidates.sort((a, b) => memoire.lbd(a) - memoire.lbd(b));
  const moitie = Math.ceil(candidates.length / 2);
  for (let k = moitie; k < candidates.length; k++) memoire.supprimer(candidates[k]);
  registre.apprises = gardees.concat(candidates.slice(0, moitie));
  // Les listes de surveillance oublient les clauses supprimées.
  const supprimee = (place: number) => memoire.a(place, SUPPRIMEE);
  for (let l = 2; l <= 2 * etat.nombreDeVariables + 1; l++) etat.surveillees.filtrer(l, supprimee);
  compacterSiUtile(etat, registre);
  return candidates.length - moitie;
}

/** Détache et supprime les clauses temporaires (à appeler au niveau 0, quand on quitte les hypothèses). */
export function oublierLesTemporaires(etat: EtatCDCL, registre: RegistreDesApprises): void {
  if (registre.temporaires.length === 0) return;
  const { memoire } = etat;
  for (const place of registre.temporaires) {
    if (memoire.a(place, SUPPRIMEE)) continue; // déjà oubliée en cours d'appel
    const a = memoire.donnees[place + ENTETE];
    const b = memoire.donnees[place + ENTETE + 1];
    if (memoire.taille(place) === 2) {
      etat.binaires.filtrer(a, (_, clause) => clause === place);
      etat.binaires.filtrer(b, (_, clause) => clause === place);
    } else {
      etat.surveillees.filtrer(a, (clause) => clause === place);
      etat.surveillees.filtrer(b, (clause) => clause === place);
    }
    memoire.supprimer(place);
  }
  registre.temporaires = [];
  registre.apprises = registre.apprises.filter((place) => !memoire.a(place, SUPPRIMEE));
  compacterSiUtile(etat, registre);
}

/** Compacte la mémoire des clauses si elle est à moitié vide, et reporte les nouvelles places. */
function compacterSiUtile(etat: EtatCDCL, registre: RegistreDesApprises): void {
  if (!etat.memoire.doitEtreCompactee) return;
  registre.compactions++;
  const nouvelle = etat.memoire.compacter();
  const deplacer = (place: number) => nouvelle[place];
  for (let l = 2; l <= 2 * etat.nombreDeVariables + 1; l++) {
    etat.surveillees.transformer(l, 0, deplacer);
    etat.binaires.transformer(l, 1, deplacer);
  }
  for (let k = 0; k < etat.hauteur; k++) {
    const v = etat.pile[k] >> 1;
    if (etat.raison[v] >= 0) etat.raison[v] = nouvelle[etat.raison[v]];
  }
  registre.apprises = registre.apprises.map(deplacer);
  registre.temporaires = registre.temporaires.filter((p) => nouvelle[p] >= 0).map(deplacer);
}
