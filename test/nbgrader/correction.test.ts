/**
 * Les corrections de nbgrader de bout en bout, dans un seul cours. Un
 * `corriger` coûte cher : il construit la bibliothèque de correction
 * (esbuild), exécute le carnet du professeur pour les cas de référence, puis
 * chaque copie dans sa cage (bubblewrap) ; `creer` et `generer` s'y ajoutent.
 * Les scénarios ne les paient plus chacun pour soi : tous déposent leurs
 * copies dans ce cours, corrigé une fois par devoir (`lecon1`, `lecons`), et
 * leurs tests lisent ce qu'il en reste (copies corrigées, gradebook.db,
 * retours, formgrader). Les scénarios, dans l'ordre de leurs tests :
 *
 * - scenarios/bout-en-bout.ts : le parcours du professeur sur `lecon1`
 *   (échange, correction, note à la main, retours, notes en CSV), et le
 *   devoir `tout` (toutes les leçons), seulement généré ;
 * - scenarios/texte-eleve.ts : du script caché dans le texte de l'élève, ouvert
 *   dans Chromium et dans formgrader ;
 * - scenarios/triche.ts : des triches qui valent 0, une copie intruse qui ne
 *   touche à rien ;
 * - scenarios/attaques.ts : emprunts au texte du cours, cas appris par cœur,
 *   nuisances ;
 * - scenarios/lecons.ts : le devoir `lecons` (leçons 0, 2, 3, 5 et 7), corrigé à part.
 *
 * Chaque élève appartient à un seul scénario, et chaque scénario ne lit que
 * les siens. bout-en-bout est le premier : sa note à la main précède
 * `retours lecon1`, fait une seule fois pour tous (voir scenarios/commun.ts).
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe } from "vitest";
import { lireCarnet } from "../../outils/carnets/carnets";
import { commandeDuProjet } from "../../outils/commun/jupyter";
import { dossierTemporaire } from "../aide-dossiers";
import type { Sortie } from "../aide-processus";
import { DELAI, deposer, lancerFormgrader, reussir, type FormgraderLance } from "./aide-nbgrader";
import * as attaques from "./scenarios/attaques";
import * as boutEnBout from "./scenarios/bout-en-bout";
import {
  CARNET_LECON_1,
  LECON_1,
  type Correction,
  type CoursCommun,
  type Scenario,
} from "./scenarios/commun";
import * as lecons from "./scenarios/lecons";
import * as texteEleve from "./scenarios/texte-eleve";
import * as triche from "./scenarios/triche";

/** Les scénarios, dans l'ordre de leurs tests. */
const SCENARIOS: Record<string, Scenario> = {
  "bout-en-bout": boutEnBout,
  "texte-eleve": texteEleve,
  triche,
  attaques,
  lecons,
};

/** Les devoirs du cours et leurs carnets, chacun corrigé une fois. */
const DEVOIRS: Record<string, string[]> = {
  [LECON_1]: [CARNET_LECON_1],
  [lecons.devoir]: lecons.CARNETS,
};

/** Une trentaine de copies de la leçon 1, dont certaines vont jusqu'aux bornes de leur cage. */
const DELAI_DE_LA_CORRECTION = 2 * DELAI;

const dossier = dossierTemporaire("nbgrader");
const corrections = new Map<string, Correction>();
let retours: Promise<Sortie> | undefined;
let formgrader: Promise<FormgraderLance> | undefined;

const cours: CoursCommun = {
  dossier,
  distribuee: (devoir, carnet) => lireCarnet(join(dossier, "release", devoir, `${carnet}.ipynb`)),
  correction(devoir) {
    const correction = corrections.get(devoir);
    if (!correction)
      throw new Error(
        `« ${devoir} » n'a pas été corrigé : voir l'échec de la préparation du cours`,
      );
    return correction;
  },
  retours: () => (retours ??= reussir(dossier, ["retours", LECON_1])),
  formgrader: () => (formgrader ??= lancerFormgrader(dossier)),
};

describe.skipIf(!commandeDuProjet("nbgrader"))("un cours, une correction par devoir", () => {
  beforeAll(async () => {
    for (const [devoir, carnets] of Object.entries(DEVOIRS)) {
      await reussir(dossier, ["creer", devoir, ...carnets]);
      await reussir(dossier, ["generer", devoir]);
    }

    // Les copies de chaque scénario, sous des noms d'élèves qui ne sont qu'à lui.
    const scenarioDe = new Map<string, string>();
    const nombre: Record<string, number> = {};
    for (const [nom, scenario] of Object.entries(SCENARIOS)) {
      const copies = await scenario.copies(cours);
      for (const eleve of [...(scenario.parLEchange ?? []), ...Object.keys(copies)]) {
        const autre = scenarioDe.get(eleve);
        if (autre)
          throw new Error(
            `l'élève « ${eleve} » est dans deux scénarios, ${autre} et ${nom} : chacun doit avoir les siens`,
          );
        scenarioDe.set(eleve, nom);
        nombre[scenario.devoir] = (nombre[scenario.devoir] ?? 0) + 1;
      }
      for (const [eleve, carnets] of Object.entries(copies))
        for (const [carnet, copie] of Object.entries(carnets))
          deposer(dossier, scenario.devoir, eleve, carnet, copie);
    }
    for (const scenario of Object.values(SCENARIOS)) await scenario.avantLaCorrection?.(cours);

    for (const devoir of Object.keys(DEVOIRS)) {
      const debut = Date.now();
      const sortie = await reussir(dossier, ["corriger", devoir], DELAI_DE_LA_CORRECTION);
      corrections.set(devoir, { ...sortie, fin: Date.now() });
      console.log(
        `corriger ${devoir} : ${nombre[devoir]} copies en ${(Date.now() - debut) / 1000} s`,
      );
    }
  }, 3 * DELAI);

  afterAll(async () => {
    (await formgrader?.catch(() => undefined))?.arreter();
  });

  for (const scenario of Object.values(SCENARIOS)) scenario.tests(cours);
});
