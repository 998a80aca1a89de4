/**
 * `verifier("test_ligne", test_ligne)` : la cellule de vérification d'un
 * carnet. La fonction de l'élève passe chaque cas de sa question ; en cas
 * d'échec, on cherche l'erreur typique qui explique ce qu'il a obtenu.
 */
import { ecrireAppel } from "../exercices/affichage";
import { Bilan, type ErreurNommee } from "./bilan";
import { avecCage } from "./cage";
import { avecCasCaches, avecCasTires } from "./cas-caches";
import { trouverExercice } from "../exercices/catalogue";
import { origineEmpruntee } from "./emprunt";
import { copieProfonde } from "./execution-bornee";
import type { ErreurTypique, Exercice, FonctionEleve, NomExercice } from "../exercices/exercice";
import { contexteDeCorrection } from "../socle/correction";
import { piecesObservees, type Pieces } from "./pieces";
import {
  erreurReconnue,
  observationsDeConfiance,
  observer,
  reussit,
  type Observation,
} from "./observation";
import {
  rapportEchec,
  rapportFonctionEmpruntee,
  rapportNonFait,
  rapportPasUneFonction,
  rapportReussi,
} from "./rapport";

export interface OptionsVerification {
  /** Le temps laissé à chaque appel, en millisecondes : 1 s, ou 5 s pour resolution. */
  delai?: number;
  /** Laisser passer les affichages (console.log, process.stdout.write) de la fonction, masqués sinon. */
  affichages?: boolean;
}

/** Vérifie la fonction `fonction` de l'élève, qui répond à la question `nom` du TD. */
export function verifier(
  nom: NomExercice,
  fonction: FonctionEleve,
  options: OptionsVerification = {},
): Bilan {
  // Pendant une correction, le bilan porte les pièces que relit le juge, et les cas tirés s'ajoutent.
  const correction = contexteDeCorrection();
  const enCorrection = correction !== undefined;
  const exercice = avecCasTires(avecCasCaches(trouverExercice(nom)), correction?.graine);
  const casTotal = exercice.cas.length;
  const pieces = (constat: Pieces): Pieces | undefined => (enCorrection ? constat : undefined);
  if (typeof fonction !== "function") {
    const rapport = rapportPasUneFonction(nom, fonction);
    const p = pieces({ nom, statut: "pas-une-fonction" });
    return new Bilan({ nom, statut: "echec", casReussis: 0, casTotal, rapport, pieces: p });
  }
  const origine = origineEmpruntee(exercice, fonction);
  if (origine !== undefined) {
    const rapport = rapportFonctionEmpruntee(nom, origine);
    const p = pieces({ nom, statut: "empruntee" });
    return new Bilan({ nom, statut: "echec", casReussis: 0, casTotal, rapport, pieces: p });
  }
  const delai = options.delai ?? exercice.delai;
  const obtenues: Observation[] = [];
  const nonFait = avecCage(
    delai,
    !options.affichages,
    (cage) => {
      for (const cas of exercice.cas) {
        const observation = observer(exercice, fonction, cas, cage);
        const issue = observation.issue;
        if (issue.type === "non-fait") return issue.erreur;
        obtenues.push(observation);
        // Une boucle sans fin coûte tout le délai, un incident (process.exit, promesse…) se
        // répéterait : inutile de lancer les cas suivants.
        if (issue.type === "sans-fin" || issue.type === "incident") break;
      }
      return undefined;
    },
    nom,
  );
  if (nonFait) {
    const rapport = rapportNonFait(nom, nonFait);
    const manquante = nonFait.fonction ?? nom;
    const p = pieces({ nom, statut: "non-fait" });
    return new Bilan({
      nom,
      statut: "non-fait",
      casReussis: 0,
      casTotal,
      manquante,
      rapport,
      pieces: p,
    });
  }
  if (enCorrection) {
    // La note est celle du juge, qui relit les pièces hors de la cage ; ici, les versions
    // du cours des exercices notés ne répondent plus (src/noyau/pieges-correction.ts).
    const p = piecesObservees(nom, fonction.length, exercice.cas, obtenues);
    const rapport = `⏳ ${nom} : ${obtenues.length} cas observés ; le juge de la correction donne la note.`;
    return new Bilan({ nom, statut: "non-fait", casReussis: 0, casTotal, rapport, pieces: p });
  }
  return conclure(exercice, fonction.length, obtenues, delai);
}

/**
 * Le bilan une fois les cas passés : réussi, ou le premier échec et l'erreur
 * reconnue. Il ne demande de la fonction que son nombre de paramètres
 * déclarés : le juge de la correction (`juge.ts`) conclut ainsi, hors du
 * noyau de l'élève, sur les seules observations.
 */
export function conclure(
  exercice: Exercice,
  parametresDeclares: number,
  obtenues: Observation[],
  delai: number,
): Bilan {
  const { nom } = exercice;
  const casTotal = exercice.cas.length;
  const attendues = observationsDeConfiance(exercice, exercice.reference);
  const reussites = obtenues.map((o, k) => reussit(exercice, o, attendues[k]));
  const casReussis = reussites.filter(Boolean).length;
  if (casReussis === casTotal) {
    return new Bilan({
      nom,
      statut: "reussi",
      casReussis,
      casTotal,
      rapport: rapportReussi(nom, casTotal),
    });
  }
  const k = reussites.indexOf(false);
  const cas = exercice.cas[k];
  const premierEchec = {
    description: cas.description,
    appel: ecrireAppel(nom, exercice.parametres, cas.arguments),
    contexte: cas.contexte,
    arguments: copieProfonde(cas.arguments),
    attendu: attendues[k],
    obtenu: obtenues[k],
  };
  const erreur = erreurReconnue(exercice, obtenues, attendues);
  const derniere = obtenues.length - 1;
  const arret = derniere > k ? obtenues[derniere].issue : undefined;
  const rapport = rapportEchec(exercice, {
    cas: premierEchec,
    casReussis,
    erreur,
    arret:
      arret && (arret.type === "sans-fin" || arret.type === "incident")
        ? { cas: exercice.cas[derniere], issue: arret }
        : undefined,
    delai,
    parametresDeclares,
  });
  return new Bilan({
    nom,
    statut: "echec",
    casReussis,
    casTotal,
    premierEchec,
    erreurTypique: erreur && sansVersion(erreur),
    rapport,
  });
}

/** L'erreur typique sans sa version fausse, que l'élève n'a pas à voir. */
function sansVersion({ code, titre, explication }: ErreurTypique): ErreurNommee {
  return { code, titre, explication };
}
