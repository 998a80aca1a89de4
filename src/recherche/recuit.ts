/**
 * Le recuit simulé d'après Lewis (2007), sur la formulation de Lewis.
 *
 * À chaque pas, on tire un échange au hasard (deux cases libres d'un même
 * carré). S'il ne fait pas monter le coût, on l'accepte ; s'il le fait monter
 * de δ, on l'accepte quand même avec la probabilité exp(−δ / T). Une
 * température T élevée laisse la recherche sortir des minimums locaux ; en la
 * baissant peu à peu, on la laisse se fixer dans une bonne région.
 *
 * Les réglages de Lewis, tous modifiables :
 *   - température initiale T0 : l'écart-type des coûts rencontrés pendant
 *     une courte marche au hasard (`marcheInitiale` échanges, tous acceptés) ;
 *   - refroidissement géométrique : T ← α·T à la fin de chaque chaîne ;
 *   - longueur d'une chaîne (pas à température constante) : le carré du
 *     nombre de cases libres ;
 *   - réchauffe : quand le meilleur coût atteint depuis la dernière
 *     réchauffe n'a pas baissé pendant `chainesSansProgres` chaînes, on remet
 *     T à T0. Lewis réchauffe quand la recherche stagne ; avec 20 chaînes,
 *     nos essais réchauffaient avant que T ait eu le temps de baisser, d'où
 *     100 par défaut (mesuré sur les grilles faciles de la leçon 4).
 * La marche initiale (200 échanges sur une copie) n'est pas comptée dans le budget.
 */
import type { Grille } from "../grille/grille";
import type { Hasard } from "../hasard/hasard";
import type { ConfigurationLewis } from "./lewis";
import { preparer, Suivi, type OptionsLocales, type ResultatLocal } from "./locale";
import { entierAuMoins, reelEntre, reelPositif } from "./parametres";

/** Échanges de la marche au hasard qui fixe T0. */
export const MARCHE_INITIALE = 200;
/** α : la température est multipliée par α après chaque chaîne. */
export const REFROIDISSEMENT = 0.99;
/** Chaînes sans nouveau meilleur coût avant de réchauffer. */
export const CHAINES_SANS_PROGRES = 100;

export interface OptionsRecuit extends OptionsLocales {
  /** T0 ; par défaut, l'écart-type des coûts d'une marche au hasard. */
  temperatureInitiale?: number;
  /** La longueur de cette marche (`MARCHE_INITIALE`). */
  marcheInitiale?: number;
  /** α, dans ]0, 1[ (`REFROIDISSEMENT`). */
  refroidissement?: number;
  /** Les pas de chaque chaîne ; par défaut (cases libres)². */
  longueurChaine?: number;
  /** Chaînes sans nouveau meilleur coût (depuis la dernière réchauffe) avant de remettre T à T0 (`CHAINES_SANS_PROGRES`). */
  chainesSansProgres?: number;
}

export function recuit(enonce: Grille, options: OptionsRecuit = {}): ResultatLocal {
  const f = "recuit";
  const marche = entierAuMoins(f, "marcheInitiale", options.marcheInitiale ?? MARCHE_INITIALE, 2);
  const alpha = reelEntre(f, "refroidissement", options.refroidissement ?? REFROIDISSEMENT, 0, 1);
  const patience = entierAuMoins(
    f,
    "chainesSansProgres",
    options.chainesSansProgres ?? CHAINES_SANS_PROGRES,
    1,
  );
  if (options.temperatureInitiale !== undefined) {
    reelPositif(f, "temperatureInitiale", options.temperatureInitiale);
  }
  if (options.longueurChaine !== undefined) {
    entierAuMoins(f, "longueurChaine", options.longueurChaine, 1);
  }
  const depart = preparer(f, enonce, options);
  const c = depart.configuration;
  const { hasard } = depart;
  const libres = c.libres.reduce((s, l) => s + l.length, 0);
  const longueur = options.longueurChaine ?? Math.max(1, libres * libres);
  const t0 = options.temperatureInitiale ?? temperatureDeMarche(c, marche, hasard);
  const suivi = new Suivi(depart, t0);
  let t = t0;
  let [chaines, rechauffes, sansProgres] = [0, 0, 0];
  // Sans carré mobile, aucun échange n'existe : la configuration de départ est la seule.
  if (c.carresMobiles.length === 0) return suivi.resultat({ chaines, rechauffes, t0 });
  // Le meilleur coût depuis le dernier réchauffement : c'est lui qui doit baisser.
  let record = c.cout;
  fin: for (;;) {
    let progres = false;
    for (let m = 0; m < longueur; m++) {
      if (c.cout === 0 || !suivi.evaluer()) break fin;
      const [a, b] = c.echangeAuHasard(hasard);
      const delta = c.deltaEchange(a, b);
      if (delta <= 0 || hasard.reel() < Math.exp(-delta / t)) {
        c.echanger(a, b);
        suivi.mouvements++;
        suivi.noter();
        if (c.cout < record) {
          record = c.cout;
          progres = true;
        }
      }
    }
    chaines++;
    sansProgres = progres ? 0 : sansProgres + 1;
    if (sansProgres >= patience) {
      t = t0;
      rechauffes++;
      sansProgres = 0;
      record = c.cout;
    } else {
      t *= alpha;
    }
    suivi.fixerTemperature(t);
  }
  return suivi.resultat({ chaines, rechauffes, t0 });
}

/**
 * T0 d'après Lewis : l'écart-type des coûts au long d'une marche au hasard
 * de `pas` échanges, faite sur une copie (la recherche, elle, part de `c`).
 * Une marche qui ne change jamais le coût donnerait 0 : on prend alors 1.
 */
export function temperatureDeMarche(c: ConfigurationLewis, pas: number, hasard: Hasard): number {
  entierAuMoins("temperatureDeMarche", "pas", pas, 2);
  if (c.carresMobiles.length === 0) return 1;
  const copie = c.copie();
  const couts: number[] = [];
  for (let k = 0; k < pas; k++) {
    const [a, b] = copie.echangeAuHasard(hasard);
    copie.echanger(a, b);
    couts.push(copie.cout);
  }
  const moyenne = couts.reduce((s, x) => s + x, 0) / couts.length;
  const variance = couts.reduce((s, x) => s + (x - moyenne) ** 2, 0) / couts.length;
  return Math.sqrt(variance) || 1;
}
