/**
 * Traduire un PSC quelconque en `ProblemeCompile` (voir ce fichier), pour
 * le chercher avec le moteur rapide, puis relire la solution en noms et
 * valeurs. Les contraintes unaires sont appliquées pendant la traduction :
 * les masques de départ sont les labels qu'elles laissent.
 */
import { comparer, type Operateur } from "./contrainte";
import { chercherCompile } from "./moteur";
import { assembler, type ContrainteCompilee, type ProblemeCompile } from "./probleme-compile";
import type { Affectation, PSC } from "./psc";
import type { OptionsRecherche, ResultatRecherche } from "./strategies";
import type { Valeur } from "./variable";

/** Le PSC en entiers : ses variables dans l'ordre de `psc.variables`, ses contraintes dans leur ordre. */
export function compilerPSC(psc: PSC): ProblemeCompile {
  psc.verifierDefinition();
  const indices = new Map(psc.variables.map((v, i) => [v, i]));
  const valeurs = psc.variables.map((v) => v.domaine);
  const initial = new Int32Array(psc.variables.length);
  psc.variables.forEach((v, i) => {
    const label = new Set(v.label);
    const unaires = psc.contraintesUnaires.filter((c) => c.refVar === v);
    v.domaine.forEach((x, a) => {
      if (label.has(x) && unaires.every((c) => c.estValide(v, x))) initial[i] |= 1 << a;
    });
  });
  // Beaucoup de contraintes partagent la même table (toutes celles d'un Sudoku) : on la calcule une fois.
  const cles = psc.variables.map((v) => JSON.stringify(v.domaine));
  const tables = new Map<string, Int32Array>();
  const table = (op: Operateur, gauche: number, droite: number, aGauche: boolean) => {
    const cle = `${op}|${aGauche}|${cles[gauche]}|${cles[droite]}`;
    let t = tables.get(cle);
    if (t === undefined) {
      t = tableDeCompatibilite(valeurs[gauche], valeurs[droite], (x, y) =>
        aGauche ? comparer(x, op, y) : comparer(y, op, x),
      );
      tables.set(cle, t);
    }
    return t;
  };
  const contraintes: ContrainteCompilee[] = psc.contraintesBinaires.map((c) => {
    const i = indices.get(c.refVar1) ?? -1;
    const j = indices.get(c.refVar2) ?? -1;
    return { i, j, tableIJ: table(c.op, i, j, true), tableJI: table(c.op, j, i, false) };
  });
  return assembler(valeurs, initial, contraintes);
}

/** `table[a]` : le masque des valeurs y de `droite` telles que `compatibles(gauche[a], y)`. */
function tableDeCompatibilite(
  gauche: readonly Valeur[],
  droite: readonly Valeur[],
  compatibles: (x: Valeur, y: Valeur) => boolean,
): Int32Array {
  return Int32Array.from(gauche, (x) => {
    let masque = 0;
    droite.forEach((y, b) => {
      if (compatibles(x, y)) masque |= 1 << b;
    });
    return masque;
  });
}

/**
 * La même recherche que `chercher` (mêmes options, mêmes compteurs), par le
 * moteur rapide. Le PSC n'est pas modifié.
 */
export function chercherRapide(
  psc: PSC,
  options: OptionsRecherche = {},
): ResultatRecherche<Affectation> {
  const probleme = compilerPSC(psc);
  const r = chercherCompile(probleme, options);
  let solution: Affectation | undefined;
  if (r.solution) {
    solution = {};
    for (let i = 0; i < probleme.n; i++) {
      solution[psc.variables[i].nom] = probleme.valeurs[i][r.solution[i]];
    }
  }
  return { ...r, solution };
}
