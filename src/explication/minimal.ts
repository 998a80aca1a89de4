/**
 * Le raisonnement minimal, quand aucune technique nommée n'avance : on
 * cherche un candidat à éliminer et la plus petite explication qu'on sache
 * trouver. Chaque candidat est sondé (supposé vrai, puis propagé) ; ceux qui
 * mènent à une contradiction ont une première explication ; la plus courte
 * (à égalité, le premier candidat dans l'ordre des cases) est réduite par le
 * CDCL à un ensemble minimal. Les autres candidats que ces mêmes unités et ces
 * mêmes faits éliminent (par propagation) sont éliminés par la même étape.
 * Si aucun sondage ne conclut, un candidat faux d'après la solution est
 * réduit à partir de toutes les unités et de tous les faits.
 */
import type { Deduction, Etat } from "./etat";
import type { Reducteur } from "./reduction";
import { Sondage, type Piste } from "./sondage";

/**
 * Combien de premières explications on réduit, les plus courtes d'abord.
 * Celles du sondage sont déjà presque minimales (la réduction n'en retire en
 * moyenne que 3 éléments sur 40, mesuré sur top95) : leur taille annonce bien
 * celle d'après. En réduire trois coûtait trois fois plus, pour un gain rare.
 */
const A_REDUIRE = 1;

interface Candidat {
  variable: number;
  piste: Piste;
}

const taille = (p: Piste) => p.unites.length + p.faits.length;

export function raisonnementMinimal(
  e: Etat,
  solution: readonly number[],
  reducteur: Reducteur,
): Deduction {
  const sondage = new Sondage(e);
  const sondes: Candidat[] = [];
  for (const variable of candidatsOuverts(e)) {
    const piste = sondage.refuter(variable);
    if (piste !== undefined) sondes.push({ variable, piste });
  }
  // Tri stable : à taille égale, l'ordre des cases et des chiffres.
  sondes.sort((a, b) => taille(a.piste) - taille(b.piste));
  let meilleur: Candidat | undefined;
  for (const { variable, piste } of sondes.slice(0, A_REDUIRE)) {
    const reduite = reducteur.reduire(piste, [variable]);
    if (meilleur === undefined || taille(reduite) < taille(meilleur.piste)) {
      meilleur = { variable, piste: reduite };
    }
  }
  const { variable, piste } = meilleur ?? parLaSolution(e, solution, reducteur);
  // Les mêmes unités et les mêmes faits éliminent parfois d'autres candidats : l'étape les prend aussi.
  const restreint = new Sondage(e, piste);
  const aussi = candidatsOuverts(e).filter(
    (v) => v !== variable && restreint.refuter(v) !== undefined,
  );
  return {
    technique: "raisonnement minimal",
    place: 0,
    elimine: [variable, ...aussi],
    unites: piste.unites,
    faits: piste.faits,
  };
}

/** Les candidats des cases vides, case par case, chiffre par chiffre. */
function candidatsOuverts(e: Etat): number[] {
  const liste: number[] = [];
  for (let x = 0; x < e.valeurs.length; x++) {
    if (e.valeurs[x] !== 0) continue;
    for (let v = 1; v <= e.taille; v++) if (e.possible(x, v)) liste.push(e.variable(x, v));
  }
  return liste;
}

/**
 * Le premier candidat que la solution exclut, dans la case qui en a le moins,
 * et son explication réduite à partir de tout ce qu'on sait : toutes les
 * unités l'excluent, puisque la solution est unique.
 */
export function parLaSolution(
  e: Etat,
  solution: readonly number[],
  reducteur: Reducteur,
): Candidat {
  const faux = candidatsOuverts(e).filter((variable) => {
    const x = Math.floor((variable - 1) / e.taille);
    return variable - x * e.taille !== solution[x];
  });
  const candidats = (variable: number) => {
    const c = e.candidats[Math.floor((variable - 1) / e.taille)];
    let n = 0;
    for (let m = c; m !== 0; m &= m - 1) n++;
    return n;
  };
  const variable = [...faux].sort((a, b) => candidats(a) - candidats(b))[0];
  // Sans candidat faux, chaque case vide serait un singleton nu : impossible ici.
  if (variable === undefined) throw new Error("raisonnement minimal : aucun candidat à éliminer");
  const tout: Piste = { unites: [], faits: [] };
  for (let u = 0; u < 3 * e.taille + e.valeurs.length; u++) tout.unites.push(u);
  for (let x = 0; x < e.valeurs.length; x++) {
    for (let v = 1; v <= e.taille; v++) {
      if (e.valeurs[x] === v) tout.faits.push(e.variable(x, v));
      else if (!e.possible(x, v)) tout.faits.push(e.elimination(x, v));
    }
  }
  return { variable, piste: reducteur.reduire(tout, [variable]) };
}
