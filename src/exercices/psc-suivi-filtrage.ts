/**
 * Les journaux des procédures de la leçon 3 : AC-3 (`ac3`) et le forward
 * checking (`forwardChecking`), suivis sur les objets du PSC qu'elles
 * reçoivent. Un autre algorithme au même résultat (la cohérence par passes
 * de la leçon 2, le moteur compilé, le forward checking à ordre dynamique
 * du document PSC) ne laisse pas les mêmes traces.
 *
 * La leçon laisse des choix libres, que ces journaux n'imposent pas :
 * - AC-3 : l'ordre de la file (file ou pile, « l'ordre ne change pas le
 *   résultat »), un arc mis deux fois dans la file ou non (« c'est
 *   seulement une économie »), l'ordre des voisins. On ne compare donc pas la
 *   suite des révisions à celle de la référence : on vérifie que chacune a
 *   une raison, et que rien ne reste à revoir à la fin ; le journal ne note
 *   que les entorses, et celui de la référence est vide ;
 * - forward checking : l'ordre dans lequel les voisines sont filtrées, le
 *   filtrage arrêté ou non au premier label vide, la façon de restaurer les
 *   labels, une valeur effacée ou non après le dernier essai. On note chaque
 *   valeur essayée et ce que son filtrage a fait des labels des variables
 *   suivantes : ces pas-là ne dépendent que de l'algorithme.
 */
import type { Journal } from "./journal";
import type { ContrainteBinaire } from "../psc/contrainte-binaire";
import { PSC } from "../psc/psc";
import { ecrireEnsemble, ecrireValeur, type Valeur, type Variable } from "../psc/variable";
import type { JournalDeLExercice } from "./exercice";
import { journalDuPSC } from "./suivi-du-psc";

/** Le contenu d'un label, tel qu'on l'écrit et le compare : « {1, 3} ». */
function contenu(label: unknown): string {
  return Array.isArray(label) ? ecrireEnsemble(label as Valeur[]) : String(label);
}

/** Une copie des valeurs d'un label (une valeur qui n'est pas un tableau n'en a aucune). */
function valeursDe(label: unknown): Valeur[] {
  return Array.isArray(label) ? [...(label as Valeur[])] : [];
}

// ——— AC-3 ———

/** Un arc (xi, xj) : la variable qu'il réduit, sa contrainte, et ce qu'il reste à revoir. */
interface EtatArc {
  xi: Variable;
  contrainte: ContrainteBinaire;
  /**
   * Combien de révisions il peut encore avoir : une pour la file de départ,
   * une de plus chaque fois qu'une révision retire des valeurs du label de xj
   * (AC-3 remet alors l'arc dans la file, peut-être une deuxième fois).
   */
  credits: number;
  /** Le label de xj a changé depuis sa dernière révision (par un autre arc que (xj, xi)). */
  aRevoir: boolean;
  revise: boolean;
}

/** « (x1, x2) de x1 < x2 » : l'arc et sa contrainte, qui le distingue d'un autre arc des mêmes variables. */
function nommerArc(arc: EtatArc): string {
  const c = arc.contrainte;
  const xj = arc.xi === c.refVar1 ? c.refVar2 : c.refVar1;
  return `(${arc.xi.nom}, ${xj.nom}) de ${c.refVar1.nom} ${c.op} ${c.refVar2.nom}`;
}

/**
 * Suit AC-3 sur `psc`. Une révision de l'arc (xi, xj) se voit à ses
 * vérifications `c.estSatisfaite(xi, x, y)` (celles de `revise`, directes ou
 * par `c.estPossible`) : elle commence à la première, et finit quand un autre
 * arc est vérifié. On note une entorse quand :
 * - un arc est révisé sans raison : ni la file de départ, ni une réduction du
 *   label de xj ne l'ont remis à revoir (c'est ce que fait la cohérence par
 *   passes, qui revoit toutes les contraintes à chaque passe) ;
 * - un label perd des valeurs hors de la révision d'un de ses arcs, ou en regagne ;
 * - à la fin, sans label vide, un arc n'a pas été revu après une réduction du
 *   label de son xj (ou jamais révisé).
 */
function suivreAC3(psc: PSC, journal: Journal): void {
  const labels = new Map<Variable, Valeur[]>(psc.variables.map((v) => [v, valeursDe(v.label)]));
  // Les arcs (xk, v) que revoit une réduction du label de v.
  const versLaVariable = new Map<Variable, EtatArc[]>(psc.variables.map((v) => [v, []]));
  const arcs: EtatArc[] = [];
  let courant: EtatArc | undefined;

  /** Ce que les valeurs de `v` ont perdu ou gagné depuis la dernière fois qu'on l'a regardée. */
  const ecart = (v: Variable) => {
    const avant = labels.get(v) ?? [];
    const apres = valeursDe(v.label);
    labels.set(v, apres);
    return {
      retirees: avant.filter((x) => !apres.includes(x)),
      ajoutees: apres.filter((x) => !avant.includes(x)),
    };
  };
  const ajoutees = (v: Variable, valeurs: Valeur[]) => {
    if (valeurs.length > 0) journal.noter(`ajout|${v.nom}|${ecrireEnsemble(valeurs)}`);
  };

  const terminerLaRevision = () => {
    if (courant === undefined) return;
    const { xi, contrainte } = courant;
    courant = undefined;
    const { retirees, ajoutees: gagnees } = ecart(xi);
    ajoutees(xi, gagnees);
    if (retirees.length === 0) return;
    for (const arc of versLaVariable.get(xi) ?? []) {
      arc.credits++;
      if (arc.contrainte !== contrainte) arc.aRevoir = true;
    }
  };

  const verification = (arc: EtatArc) => {
    if (arc === courant) return;
    terminerLaRevision();
    courant = arc;
    arc.revise = true;
    arc.aRevoir = false;
    if (arc.credits > 0) arc.credits--;
    else journal.noter(`sans-raison|${nommerArc(arc)}`);
  };

  for (const c of psc.contraintesBinaires) {
    const [x1, x2] = [c.refVar1, c.refVar2];
    const deux = [x1, x2].map((xi): EtatArc => ({
      xi,
      contrainte: c,
      credits: 1,
      aRevoir: true,
      revise: false,
    }));
    arcs.push(...deux);
    versLaVariable.get(x2)?.push(deux[0]);
    versLaVariable.get(x1)?.push(deux[1]);
    // La méthode de la contrainte, doublée pour elle seule : chaque vérification dit quel arc on révise.
    const estSatisfaite = c.estSatisfaite;
    Object.defineProperty(c, "estSatisfaite", {
      configurable: true,
      writable: true,
      enumerable: false,
      value(this: ContrainteBinaire, variable: Variable, x: Valeur, y: Valeur): boolean {
        if (variable === x1) verification(deux[0]);
        else if (variable === x2) verification(deux[1]);
        return estSatisfaite.call(this, variable, x, y);
      },
    });
  }

  journal.aLaFin(() => {
    terminerLaRevision();
    for (const v of psc.variables) {
      const { retirees, ajoutees: gagnees } = ecart(v);
      if (retirees.length > 0) journal.noter(`hors-revision|${v.nom}|${ecrireEnsemble(retirees)}`);
      ajoutees(v, gagnees);
    }
    // Un label vide arrête AC-3 : ce qui restait dans la file n'a plus à être revu.
    if (psc.variables.some((v) => valeursDe(v.label).length === 0)) return;
    for (const arc of arcs) {
      if (!arc.revise) journal.noter(`jamais|${nommerArc(arc)}`);
      else if (arc.aRevoir) journal.noter(`oubli|${nommerArc(arc)}`);
    }
  });
}

/** Une entorse d'AC-3, pour l'élève. */
function decrireEntorse(pas: string): string {
  const [sorte, quoi, valeurs] = pas.split("|");
  switch (sorte) {
    case "sans-raison":
      return (
        `la révision de l'arc ${quoi}, sans raison : il a déjà été révisé, et le label de son ` +
        "autre variable n'a pas perdu de valeur depuis (AC-3 ne revoit que les arcs remis dans la file)"
      );
    case "jamais":
      return `l'arc ${quoi} n'est jamais révisé (la file de départ contient tous les arcs)`;
    case "oubli":
      return `l'arc ${quoi} n'est pas révisé de nouveau après la dernière réduction du label de son autre variable`;
    case "hors-revision":
      return `${valeurs} retirées du label de ${quoi} hors d'une révision d'un de ses arcs`;
    case "ajout":
      return `${valeurs} remises dans le label de ${quoi} : AC-3 ne fait qu'en retirer`;
    default:
      return pas;
  }
}

/** Le journal d'AC-3 : les entorses à l'algorithme (aucune pour la référence). */
export function revisionsDAC3(indice: number): JournalDeLExercice {
  return journalDuPSC(
    indice,
    {
      nom: "les révisions d'arcs : chacune a une raison, la file de départ ou une réduction du label de l'autre variable",
      pas: "entorse",
      decrire: decrireEntorse,
    },
    suivreAC3,
  );
}

// ——— Forward checking ———

/** Un essai en cours : la valeur donnée, les labels des variables suivantes avant son filtrage. */
interface Essai {
  variable: Variable;
  valeur: unknown;
  suivantes: Variable[];
  avant: string[];
  /** Les labels des suivantes quand le premier a regagné des valeurs (la restauration commence). */
  filtres?: Valeur[][];
}

/**
 * Suit le forward checking sur `psc` : chaque valeur donnée à une variable
 * (par `metAJourValeur` ou `valeur = …`) ouvre un essai ; il se ferme à la
 * valeur suivante donnée (à cette variable ou à une autre), ou à la fin, et
 * se note « x1 = b : x4 {c}, x2 {a} » avec les labels des variables suivantes
 * (dans l'ordre de `psc.variables`) que son filtrage a réduits. Le filtrage
 * s'arrête au premier label qui regagne des valeurs (les labels sont alors
 * restaurés) ; un label vidé se note sans dire lequel ni ce que sont devenus
 * les autres, qui dépendent de l'ordre du filtrage.
 */
function suivreForwardChecking(psc: PSC, journal: Journal): void {
  const ordre = [...psc.variables];
  const labels = new Map<Variable, unknown>(ordre.map((v) => [v, v.label]));
  const etat = (vs: Variable[]) => vs.map((v) => valeursDe(labels.get(v)));
  let essai: Essai | undefined;

  const fermer = () => {
    if (essai === undefined) return;
    const { variable, valeur, suivantes, avant } = essai;
    const filtres = essai.filtres ?? etat(suivantes);
    essai = undefined;
    let effet: string;
    if (filtres.some((l) => l.length === 0)) effet = "un label se vide";
    else {
      const reduits = suivantes.flatMap((v, k) =>
        contenu(filtres[k]) === avant[k] ? [] : [`${v.nom} ${contenu(filtres[k])}`],
      );
      effet = reduits.length === 0 ? "aucun label réduit" : reduits.join(", ");
    }
    journal.noter(`${variable.nom} = ${ecrireValeur(valeur as Valeur)} : ${effet}`);
  };

  ordre.forEach((variable, rang) => {
    let valeur: unknown = variable.valeur;
    const suivantes = ordre.slice(rang + 1);
    Object.defineProperty(variable, "valeur", {
      configurable: true,
      enumerable: true,
      get: () => valeur,
      set(nouvelle: unknown) {
        valeur = nouvelle;
        if (nouvelle === null || nouvelle === undefined) return;
        // La même valeur redonnée pendant son essai (avant ou après le filtrage) ne fait qu'un essai.
        if (
          essai?.variable === variable &&
          Object.is(essai.valeur, nouvelle) &&
          essai.filtres === undefined
        )
          return;
        fermer();
        const avant = suivantes.map((v) => contenu(labels.get(v)));
        essai = { variable, valeur: nouvelle, suivantes, avant };
      },
    });
    Object.defineProperty(variable, "label", {
      configurable: true,
      enumerable: true,
      get: () => labels.get(variable),
      set(nouveau: unknown) {
        const gagne = valeursDe(nouveau).some((x) => !valeursDe(labels.get(variable)).includes(x));
        if (gagne && essai !== undefined && essai.filtres === undefined)
          essai.filtres = etat(essai.suivantes);
        labels.set(variable, nouveau);
      },
    });
  });
  journal.aLaFin(fermer);
}

/** Le journal du forward checking : chaque valeur essayée, et ce que son filtrage fait des labels. */
export function essaisDuForwardChecking(indice: number): JournalDeLExercice {
  return journalDuPSC(
    indice,
    {
      nom: "les valeurs essayées, et les labels des variables suivantes que chacune réduit",
      pas: "essai",
    },
    suivreForwardChecking,
  );
}
