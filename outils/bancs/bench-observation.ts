/**
 * npm run bench:observation : ce que coûtent, pour une copie de la leçon 1,
 * les cas tirés à la correction et le journal des pas (les écritures dans M
 * de remplissage et resolution), mesurés dans une seule exécution :
 *   - dans le noyau de la copie : `verifier` de chaque exercice, en correction,
 *     sans cas tirés ni journal, puis avec ;
 *   - hors de la cage : le juge sur les pièces de la copie, de même.
 * Les versions passées sont celles du cours, recopiées comme par un élève.
 */
import { EXERCICES, type FonctionEleve } from "../../src/exercices";
import { juger, verifier } from "../../src/verification";
import { contexteDEssai } from "../../src/socle/correction";
import { LECONS } from "../../src/exercices/catalogue";
import { mediane } from "../../src/mesure/statistiques";
import { decrireMachine, tableauTexte } from "../../src/mesure/tableau-texte";

const TOURS = 7;
const GRAINE = 20261128;
const EXERCICES_LECON_1 = LECONS[1].exercices.map((e) => e.nom);

function commeUnEleve(f: FonctionEleve): FonctionEleve {
  const copie = (...args: never[]) => Reflect.apply(f, undefined, args);
  Object.defineProperty(copie, "length", { value: f.length });
  return copie;
}

/** Les journaux des exercices, retirés le temps d'une mesure « sans » puis remis. */
function sansJournaux<T>(f: () => T): T {
  const gardes = EXERCICES_LECON_1.map((nom) => [nom, EXERCICES[nom].journal] as const);
  for (const [nom] of gardes) delete (EXERCICES[nom] as { journal?: unknown }).journal;
  try {
    return f();
  } finally {
    for (const [nom, journal] of gardes)
      if (journal) (EXERCICES[nom] as { journal?: unknown }).journal = journal;
  }
}

/** Une copie entière : verifier puis juger chaque exercice ; rend les deux durées (ms). */
function uneCopie(avecObservation: boolean): { noyau: number; juge: number } {
  const faire = () => {
    let [noyau, juge] = [0, 0];
    for (const nom of EXERCICES_LECON_1) {
      const graine = avecObservation ? GRAINE : undefined;
      contexteDEssai({ graine, pieges: [] });
      let debut = performance.now();
      const { pieces } = verifier(nom, commeUnEleve(EXERCICES[nom].reference));
      noyau += performance.now() - debut;
      contexteDEssai(undefined);
      debut = performance.now();
      const bilan = juger({ nom, source: "", pieces, graine });
      juge += performance.now() - debut;
      if (!bilan.reussi) throw new Error(`${nom} : la version du cours échoue (${bilan.rapport})`);
    }
    return { noyau, juge };
  };
  return avecObservation ? faire() : sansJournaux(faire);
}

const mesures = {
  sans: { noyau: [] as number[], juge: [] as number[] },
  avec: { noyau: [] as number[], juge: [] as number[] },
};
for (let tour = 0; tour < TOURS; tour++) {
  for (const avec of [false, true]) {
    const { noyau, juge } = uneCopie(avec);
    // Le premier tour chauffe le compilateur de JavaScript.
    if (tour === 0) continue;
    const cle = avec ? "avec" : "sans";
    mesures[cle].noyau.push(noyau);
    mesures[cle].juge.push(juge);
  }
}

const ms = (x: number) => `${x.toFixed(0)} ms`;
console.log(`Une copie de la leçon 1 (9 exercices), médiane de ${TOURS - 1} tours alternés.`);
console.log(decrireMachine());
const ligne = (titre: string, m: { noyau: number[]; juge: number[] }) => [
  titre,
  ms(mediane(m.noyau)),
  ms(mediane(m.juge)),
  ms(mediane(m.noyau) + mediane(m.juge)),
];
console.log(
  tableauTexte([
    ["", "noyau de la copie (verifier)", "juge (hors cage)", "en tout"],
    ligne("cas du devoir, sans journal", mesures.sans),
    ligne("avec cas tirés et journal", mesures.avec),
  ]),
);
