/**
 * Leçon 2 : les méthodes clés du document PSC, écrites par l'élève comme des
 * fonctions qui reçoivent l'objet en premier paramètre (`c`, `psc`) au lieu
 * de `this` — c'est la même chose, et la fonction se vérifie seule :
 *   - `estValide(c, variable, valeur)` d'une contrainte unaire ou binaire ;
 *   - `modifierLabels(c)` d'une contrainte binaire ;
 *   - `backtrack(psc, k)` du PSC.
 * S'y ajoute `labelsDesCases(M)`, la correction d'une fonction fautive
 * (« trouvez le bogue », voir `psc-bogues.ts`).
 *
 * Les cas tirés à la correction fabriquent leurs objets, comme les autres
 * cas, à chaque lecture de leurs arguments, à partir d'une description
 * tirée une fois (variables, labels, contraintes) : le hasard n'est lu
 * qu'au tirage.
 */
import { backtrack as backtrackReference } from "../psc/backtrack";
import { chercherRapide } from "../psc/compilation";
import { OPERATEURS, comparer, type Contrainte, type Operateur } from "../psc/contrainte";
import { ContrainteBinaire } from "../psc/contrainte-binaire";
import { ContrainteUnaire } from "../psc/contrainte-unaire";
import { carteDeFrance, petitPSC } from "../psc/exemples";
import { chercherCompile } from "../psc/moteur";
import { PSC, type Affectation } from "../psc/psc";
import { chercher } from "../psc/retour-arriere";
import { ecrireEnsemble, type Valeur, type Variable } from "../psc/variable";
import type { Hasard } from "../hasard/hasard";
import { memeBooleen } from "./comparaison";
import { exerciceLabelsDesCases } from "./psc-bogues";
import type { Cas, ErreurTypique, Exercice } from "./exercice";
import { affectationsDuPSC } from "./suivi-du-psc";
import { casTires, entre } from "./tirages";
import {
  casObjets,
  etatDesLabels,
  memeAffectation,
  nommer,
  variable,
  variableReduite,
  sudokuReduit,
} from "./psc-cas";

// ——— estValide ———

type EstValide = (c: Contrainte, variable: Variable, valeur: Valeur) => boolean;

/** Une version de estValide, en précisant comment traiter chaque sorte de contrainte. */
function estValideAvec(
  unaire: (c: ContrainteUnaire, valeur: Valeur) => boolean,
  binaire: (c: ContrainteBinaire, variable: Variable, valeur: Valeur) => boolean,
): EstValide {
  return (c, variable, valeur) =>
    c.dimension() === 1
      ? unaire(c as ContrainteUnaire, valeur)
      : binaire(c as ContrainteBinaire, variable, valeur);
}

const unaireJuste = (c: ContrainteUnaire, valeur: Valeur) => comparer(valeur, c.op, c.ref);

const binaireJuste = (c: ContrainteBinaire, variable: Variable, valeur: Valeur) => {
  const autre = variable === c.refVar1 ? c.refVar2 : c.refVar1;
  if (autre.valeur === null) return true;
  return variable === c.refVar1
    ? comparer(valeur, c.op, autre.valeur)
    : comparer(autre.valeur, c.op, valeur);
};

const erreursEstValide: ErreurTypique[] = [
  {
    code: "unaire-a-l-envers",
    titre: "la contrainte unaire est lue à l'envers",
    explication:
      "Pour x > 2, il faut tester valeur > 2, donc comparer(valeur, c.op, c.ref) : la valeur " +
      "proposée à gauche, la référence à droite. comparer(c.ref, c.op, valeur) teste 2 > valeur.",
    fonction: estValideAvec((c, valeur) => comparer(c.ref, c.op, valeur), binaireJuste),
  },
  {
    code: "binaire-ordre-ignore",
    titre: "la variable testée est toujours mise à gauche de l'opérateur",
    explication:
      "Pour x1 < x2, quand on teste x2, la comparaison reste x1 < x2 : la valeur de x1 à gauche, " +
      "la valeur proposée pour x2 à droite. Regardez si variable est c.refVar1 ou c.refVar2.",
    fonction: estValideAvec(unaireJuste, (c, variable, valeur) => {
      const autre = variable === c.refVar1 ? c.refVar2 : c.refVar1;
      return autre.valeur === null || comparer(valeur, c.op, autre.valeur);
    }),
  },
  {
    code: "autre-sans-valeur",
    titre: "une contrainte dont l'autre variable n'a pas de valeur est jugée violée",
    explication:
      "Tant que l'autre variable n'a pas de valeur (autre.valeur === null), rien ne peut violer " +
      "la contrainte : estValide doit répondre true.",
    fonction: estValideAvec(unaireJuste, (c, variable, valeur) => {
      const autre = variable === c.refVar1 ? c.refVar2 : c.refVar1;
      if (autre.valeur === null) return false;
      return binaireJuste(c, variable, valeur);
    }),
  },
  {
    code: "valeur-actuelle",
    titre: "la valeur actuelle de la variable est testée au lieu de la valeur proposée",
    explication:
      "estValide(c, variable, valeur) demande « et si variable valait valeur ? ». Il faut tester " +
      "le paramètre valeur, pas variable.valeur (qui peut être null, ou une autre valeur).",
    fonction: estValideAvec(
      (c) => comparer(c.refVar.valeur as Valeur, c.op, c.ref),
      (c, variable) => binaireJuste(c, variable, variable.valeur as Valeur),
    ),
  },
];

/** Le domaine 1 … n. */
const unA = (n: number) => Array.from({ length: n }, (_, k) => k + 1);

/** Une contrainte unaire sur une variable x de domaine 1 … n (5 par défaut). */
function casUnaire(description: string, op: Operateur, ref: number, valeur: number, n = 5) {
  const fabriquer = () => {
    const x = variable("x", unA(n));
    return [new ContrainteUnaire(x, op, ref), nommer(x, "x"), valeur];
  };
  return casObjets(description, fabriquer, `x de domaine ${ecrireEnsemble(unA(n))}, sans valeur`);
}

/** Une contrainte binaire x1 op x2, x1 et x2 de domaine 1 … n (5 par défaut) ; on teste `testee` (1 ou 2). */
function casBinaire(
  description: string,
  op: Operateur,
  valeurs: [number | null, number | null],
  testee: 1 | 2,
  valeur: number,
  n = 5,
) {
  const fabriquer = () => {
    const x1 = variable("x1", unA(n), valeurs[0]);
    const x2 = variable("x2", unA(n), valeurs[1]);
    const testeeVar = testee === 1 ? x1 : x2;
    return [new ContrainteBinaire(x1, op, x2), nommer(testeeVar, testeeVar.nom), valeur];
  };
  const dire = (nom: string, v: number | null) =>
    `${nom} ${v === null ? "sans valeur" : `vaut ${v}`}`;
  return casObjets(description, fabriquer, `${dire("x1", valeurs[0])}, ${dire("x2", valeurs[1])}`);
}

/** Un opérateur tiré parmi les six. */
const operateurTire = (hasard: Hasard): Operateur => hasard.choisir(OPERATEURS);

/** Les opérateurs pour lesquels l'ordre des deux variables compte. */
const ORIENTES: readonly Operateur[] = ["<", "<=", ">", ">="];

/** Une valeur de 1 … 9 pour laquelle `vraie(valeur)` vaut `voulu` (il y en a une : les appels le garantissent). */
function valeurOu(hasard: Hasard, vraie: (valeur: number) => boolean, voulu: boolean): number {
  return hasard.choisir(unA(9).filter((valeur) => vraie(valeur) === voulu));
}

/**
 * D'autres contraintes, sur des variables de domaine 1 … 9 : une unaire
 * à l'opérateur orienté (la lire à l'envers change sa réponse) ; une
 * binaire où l'on teste x2, à droite d'un opérateur orienté, qui la
 * respecte ; une où l'on teste x1, qui la viole ; puis une binaire
 * quelconque dont l'autre variable n'a pas de valeur. Les réponses
 * attendues ne sont donc jamais toutes les mêmes.
 */
function tirerDesValidites(hasard: Hasard): Cas[] {
  return casTires(4, (k) => {
    if (k === 0) {
      const [op, ref] = [hasard.choisir(ORIENTES), entre(hasard, 1, 9)];
      const valeur = valeurOu(hasard, (v) => v === ref, false);
      return casUnaire(`contrainte unaire x ${op} ${ref}, valeur ${valeur}`, op, ref, valeur, 9);
    }
    const op = k === 1 ? hasard.choisir(ORIENTES) : operateurTire(hasard);
    const testee: 1 | 2 = k === 1 ? 2 : k === 2 ? 1 : hasard.choisir([1, 2] as const);
    // Entre 2 et 8 : sous chaque opérateur, une valeur la respecte et une autre la viole.
    const autre = k < 3 ? entre(hasard, 2, 8) : null;
    let valeur = entre(hasard, 1, 9);
    if (k === 1) valeur = valeurOu(hasard, (v) => v !== autre && comparer(autre!, op, v), true);
    if (k === 2) valeur = valeurOu(hasard, (v) => comparer(v, op, autre!), false);
    // La variable testée a parfois déjà une autre valeur que celle qu'on propose.
    const actuelle = hasard.entier(2) === 0 ? null : entre(hasard, 1, 9);
    const valeurs: [number | null, number | null] =
      testee === 1 ? [actuelle, autre] : [autre, actuelle];
    return casBinaire(
      `x1 ${op} x2, on teste x${testee} = ${valeur}`,
      op,
      valeurs,
      testee,
      valeur,
      9,
    );
  });
}

/**
 * La référence de estValide, écrite comme l'élève l'écrit : pendant sa
 * vérification, la méthode `estValide` des contraintes du cours ne répond
 * pas (src/verification/methodes-interdites.ts). Un test vérifie qu'elle
 * répond comme elle.
 */
function estValideSansMethode(c: Contrainte, variable: Variable, valeur: Valeur): boolean {
  if (c instanceof ContrainteUnaire) return comparer(valeur, c.op, c.ref);
  const b = c as ContrainteBinaire;
  const autre = variable === b.refVar1 ? b.refVar2 : b.refVar1;
  if (autre.valeur === null) return true;
  return variable === b.refVar1
    ? comparer(valeur, b.op, autre.valeur)
    : comparer(autre.valeur, b.op, valeur);
}

export const exerciceEstValide: Exercice = {
  nom: "estValide",
  parametres: ["c", "variable", "valeur"],
  obligatoires: 3,
  reference: estValideSansMethode,
  appelle: [],
  delai: 1000,
  memeValeur: memeBooleen,
  erreurs: erreursEstValide,
  tirer: tirerDesValidites,
  cas: [
    casUnaire("contrainte unaire x > 2 respectée", ">", 2, 3),
    casUnaire("contrainte unaire x > 2 violée", ">", 2, 1),
    casUnaire("contrainte unaire x != 4 violée", "!=", 4, 4),
    casBinaire("x1 != x2, x2 a déjà la valeur proposée pour x1", "!=", [null, 3], 1, 3),
    casBinaire(
      "x1 < x2, on teste x2 (à droite de <) avec une valeur trop petite",
      "<",
      [3, null],
      2,
      1,
    ),
    casBinaire(
      "x1 < x2, on teste x2 avec une valeur plus grande que celle de x1",
      "<",
      [3, null],
      2,
      4,
    ),
    casBinaire("x1 < x2, l'autre variable n'a pas encore de valeur", "<", [null, null], 1, 5),
    casBinaire("x1 != x2, x1 a déjà une valeur mais on en propose une autre", "!=", [2, 4], 1, 3),
  ],
};

// ——— modifierLabels ———

type ModifierLabels = (c: ContrainteBinaire) => boolean;

/** modifierLabels écrit avec un test de support `possible` et une façon de parcourir un label. */
function modifierAvec(
  cotes: (c: ContrainteBinaire) => Variable[],
  possible: (c: ContrainteBinaire, v: Variable, valeur: Valeur) => boolean,
  parcourir: (v: Variable) => Valeur[] = (v) => [...v.label],
  retour: (modifie: boolean) => boolean = (modifie) => modifie,
): ModifierLabels {
  return (c) => {
    let modifie = false;
    for (const v of cotes(c)) {
      for (const valeur of parcourir(v)) {
        if (!possible(c, v, valeur)) {
          v.enleveDuLabel(valeur);
          modifie = true;
        }
      }
    }
    return retour(modifie);
  };
}

const lesDeux = (c: ContrainteBinaire) => [c.refVar1, c.refVar2];
const possibleJuste = (c: ContrainteBinaire, v: Variable, valeur: Valeur) =>
  c.estPossible(v, valeur);

const erreursModifierLabels: ErreurTypique[] = [
  {
    code: "un-seul-label",
    titre: "seul le label de refVar1 est réduit",
    explication:
      "La contrainte lie deux variables : une valeur de refVar2 peut, elle aussi, n'avoir aucun " +
      "support dans le label de refVar1. Faites la même boucle pour les deux variables.",
    fonction: modifierAvec((c) => [c.refVar1], possibleJuste),
  },
  {
    code: "parcours-du-label-modifie",
    titre: "le label est parcouru pendant qu'on en retire des valeurs",
    explication:
      "for (const valeur of v.label) saute la valeur qui suit chaque valeur retirée : le tableau " +
      "rétrécit sous la boucle. Parcourez une copie : for (const valeur of [...v.label]).",
    fonction: modifierAvec(lesDeux, possibleJuste, (v) => v.label),
  },
  {
    code: "toujours-vrai",
    titre: "la fonction renvoie true même quand rien n'a changé",
    explication:
      "modifierLabels renvoie true seulement si un label a perdu une valeur : c'est ce qui dit à " +
      "consistanceContraintesBinaires qu'il faut refaire une passe. Gardez un booléen modifie.",
    fonction: modifierAvec(lesDeux, possibleJuste, undefined, () => true),
  },
  {
    code: "support-cherche-a-l-envers",
    titre: "le support est cherché pour l'autre variable",
    explication:
      "Pour une valeur de v, il faut c.estPossible(v, valeur) : v vaut valeur, existe-t-il une " +
      "valeur de l'autre variable qui convienne ? c.estPossible(autre, valeur) pose la question " +
      "pour l'autre variable, ce qui change tout pour < ou >.",
    fonction: modifierAvec(lesDeux, (c, v, valeur) => c.estPossible(c.autre(v), valeur)),
  },
];

/** Un cas : x1 op x2, avec les labels donnés (domaines 1 … n, 5 par défaut, ou a … c). */
function casLabels(description: string, op: Operateur, label1: Valeur[], label2: Valeur[], n = 5) {
  const domaine =
    typeof label1[0] === "string" || typeof label2[0] === "string" ? ["a", "b", "c"] : unA(n);
  const fabriquer = () => {
    const x1 = variableReduite("x1", domaine, label1);
    const x2 = variableReduite("x2", domaine, label2);
    return [new ContrainteBinaire(x1, op, x2)];
  };
  const texte = (l: Valeur[]) => `{${l.join(", ")}}`;
  return casObjets(description, fabriquer, `labels x1 : ${texte(label1)}, x2 : ${texte(label2)}`);
}

/** Une partie de 1 … 6, non vide, dans l'ordre. */
function labelTire(hasard: Hasard): number[] {
  const label = unA(6).filter(() => hasard.entier(2) === 0);
  return label.length > 0 ? label : [entre(hasard, 1, 6)];
}

/**
 * D'autres labels, parties de 1 … 6 : sous un opérateur orienté (l'ordre
 * des variables compte), sous ==, sous !=, puis sous un opérateur quelconque.
 */
function tirerDesLabels(hasard: Hasard): Cas[] {
  return casTires(4, (k) => {
    const op =
      k === 0
        ? hasard.choisir(ORIENTES)
        : k === 3
          ? operateurTire(hasard)
          : (["==", "!="] as const)[k - 1];
    const [label1, label2] = [labelTire(hasard), labelTire(hasard)];
    return casLabels(`x1 ${op} x2, labels tirés`, op, label1, label2, 6);
  });
}

/**
 * La référence de modifierLabels, écrite comme l'élève l'écrit (avec
 * `estPossible`), pour la même raison que celle de estValide.
 */
function modifierLabelsSansMethode(c: ContrainteBinaire): boolean {
  let modifie = false;
  for (const variable of [c.refVar1, c.refVar2]) {
    for (const valeur of [...variable.label]) {
      if (!c.estPossible(variable, valeur)) {
        variable.enleveDuLabel(valeur);
        modifie = true;
      }
    }
  }
  return modifie;
}

export const exerciceModifierLabels: Exercice = {
  nom: "modifierLabels",
  parametres: ["c"],
  obligatoires: 1,
  reference: modifierLabelsSansMethode,
  appelle: [],
  delai: 1000,
  memeValeur: memeBooleen,
  etatApres: etatDesLabels,
  nomEtat: "Les labels",
  erreurs: erreursModifierLabels,
  tirer: tirerDesLabels,
  cas: [
    casLabels("x1 < x2 : plusieurs valeurs de suite à retirer de x1", "<", [1, 2, 3, 4], [1, 2]),
    casLabels("x1 != x2 : rien à retirer", "!=", ["a", "b"], ["a", "b"]),
    casLabels("x1 != x2 : seul le label de x2 perd une valeur", "!=", ["b"], ["a", "b", "c"]),
    casLabels("x1 > x2 : les deux labels perdent une valeur", ">", [1, 2, 3], [1, 2, 3]),
    casLabels("x1 == x2 : on ne garde que les valeurs communes", "==", [1, 2, 3], [2, 3, 4]),
    casLabels("x1 < x2 : aucune valeur ne convient, les deux labels se vident", "<", [3], [1, 2]),
  ],
};

// ——— backtrack ———

type Backtrack = (psc: PSC, k: number) => Affectation | "echec";

/** Les variantes du backtrack du document PSC, selon ce que l'on fait d'une valeur refusée ou d'un échec plus bas. */
function backtrackAvec(
  faute: "abandon" | "sans-verification" | "arret-trop-tot" | "echec-au-refus",
): Backtrack {
  const chercher: Backtrack = (psc, k) => {
    const n = psc.variables.length;
    if (k === (faute === "arret-trop-tot" ? n - 1 : n)) return psc.affectation();
    const v = psc.variables[k];
    for (const valeur of [...v.label]) {
      v.metAJourValeur(valeur);
      const coherente = faute === "sans-verification" || psc.consistanceAvecVarsPrecedentes(k);
      if (!coherente) {
        if (faute === "echec-au-refus") break;
        continue;
      }
      const issue = chercher(psc, k + 1);
      if (issue !== "echec" || faute === "abandon") {
        if (issue === "echec") v.metAJourValeur(null);
        return issue;
      }
    }
    v.metAJourValeur(null);
    return "echec";
  };
  return chercher;
}

const erreursBacktrack: ErreurTypique[] = [
  {
    code: "abandon-apres-un-echec",
    titre: "après un échec plus bas, les autres valeurs ne sont pas essayées",
    explication:
      "return backtrack(psc, k + 1) renvoie aussi \"echec\" : la boucle s'arrête alors que d'autres " +
      "valeurs de la variable k pourraient marcher. Ne renvoyez que si l'issue n'est pas \"echec\".",
    fonction: backtrackAvec("abandon"),
  },
  {
    code: "sans-verification",
    titre: "les contraintes ne sont pas vérifiées",
    explication:
      "Avant de descendre en k + 1, il faut psc.consistanceAvecVarsPrecedentes(k) : la valeur " +
      "choisie doit respecter les contraintes avec les variables déjà instanciées.",
    fonction: backtrackAvec("sans-verification"),
  },
  {
    code: "arret-une-variable-trop-tot",
    titre: "la recherche s'arrête une variable trop tôt",
    explication:
      "Les variables sont numérotées de 0 à n − 1 : on a une solution quand k === n (toutes ont une " +
      "valeur), pas quand k === n − 1 (la dernière n'en a pas encore).",
    fonction: backtrackAvec("arret-trop-tot"),
  },
  {
    code: "echec-a-la-premiere-valeur-refusee",
    titre: "une valeur refusée arrête la boucle",
    explication:
      "Si une valeur viole une contrainte, on passe à la suivante (continue) ; on ne renvoie " +
      '"echec" qu\'après avoir essayé toutes les valeurs du label.',
    fonction: backtrackAvec("echec-au-refus"),
  },
];

/** Un PSC prêt pour backtrack(psc, k) ; `nom` est ce que l'appel affiche. */
function casPSC(description: string, fabriquer: () => PSC, contexte: string, k = 0) {
  return casObjets(description, () => [nommer(fabriquer(), "psc"), k], contexte);
}

/** Un Sudoku 4×4, ses labels déjà réduits par les chiffres donnés (les contraintes unaires). */
const sudoku4x4 = () =>
  sudokuReduit([
    [0, 2, 0, 0],
    [0, 0, 0, 1],
    [4, 0, 0, 0],
    [0, 0, 3, 0],
  ]);

/** Un PSC décrit pour être refait à neuf à chaque appel : ses variables et ses contraintes. */
interface DescriptionPSC {
  variables: { nom: string; domaine: Valeur[]; label: Valeur[]; valeur: Valeur | null }[];
  /** Chaque contrainte binaire : les rangs de ses deux variables, et l'opérateur entre elles. */
  contraintes: [number, Operateur, number][];
}

function fabriquerPSC(d: DescriptionPSC): PSC {
  const psc = new PSC();
  const variables = d.variables.map((v) => {
    const x = psc.ajouteVar(variableReduite(v.nom, v.domaine, v.label));
    x.metAJourValeur(v.valeur);
    return x;
  });
  for (const [a, op, b] of d.contraintes)
    psc.ajouteContrainte(new ContrainteBinaire(variables[a], op, variables[b]));
  return psc;
}

/** « x1 ∈ {1, 2, 3}, label {3, 1} ; … ; contraintes : x1 != x2, … » */
function decrirePSC(d: DescriptionPSC): string {
  const variables = d.variables.map((v) => {
    const morceaux = [`${v.nom} ∈ ${ecrireEnsemble(v.domaine)}`];
    if (v.label.join() !== v.domaine.join()) morceaux.push(`label ${ecrireEnsemble(v.label)}`);
    if (v.valeur !== null) morceaux.push(`valeur ${v.valeur}`);
    return morceaux.join(", ");
  });
  const contraintes = d.contraintes.map(
    ([a, op, b]) => `${d.variables[a].nom} ${op} ${d.variables[b].nom}`,
  );
  return `psc : ${variables.join(" ; ")} ; contraintes : ${contraintes.join(", ") || "aucune"}`;
}

/**
 * Un PSC tiré : `n` variables x1 … xn de domaine `domaine`, dont les labels
 * sont le domaine dans un autre ordre (l'ordre où les essayer), parfois
 * privé d'une valeur ; entre deux variables, une contrainte avec la
 * probabilité `densite`, le plus souvent !=, sinon un opérateur quelconque
 * si `operateurs` le permet.
 */
function pscTire(
  hasard: Hasard,
  n: number,
  domaine: Valeur[],
  densite: number,
  operateurs: boolean,
): DescriptionPSC {
  const variables = unA(n).map((k) => {
    const label = hasard.melanger([...domaine]);
    if (hasard.entier(4) === 0) label.splice(hasard.entier(label.length), 1);
    return { nom: `x${k}`, domaine, label, valeur: null };
  });
  const contraintes: [number, Operateur, number][] = [];
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++) {
      if (hasard.reel() >= densite) continue;
      const op = operateurs && hasard.entier(5) < 2 ? operateurTire(hasard) : "!=";
      contraintes.push(hasard.entier(2) === 0 ? [a, op, b] : [b, op, a]);
    }
  return { variables, contraintes };
}

/** Une grille 4×4 pleine tirée : une solution fixe, chiffres renommés, lignes et colonnes mélangées par bandes. */
function grille4x4Tiree(hasard: Hasard): number[][] {
  const chiffres = [0, ...hasard.melanger([1, 2, 3, 4])];
  const ordre = () =>
    hasard.melanger([0, 1]).flatMap((b) => hasard.melanger([0, 1]).map((k) => 2 * b + k));
  const [lignes, colonnes] = [ordre(), ordre()];
  const base = (i: number, j: number) => ((2 * (i % 2) + Math.floor(i / 2) + j) % 4) + 1;
  return lignes.map((i) => colonnes.map((j) => chiffres[base(i, j)]));
}

/**
 * D'autres PSC, petits (au plus 4⁸ affectations) : un réseau tiré aux
 * contraintes variées, un Sudoku 4×4 tiré, puis un coloriage en trois
 * couleurs dont la première variable a déjà sa valeur (k = 1). Ils ont une
 * solution ou non, selon le tirage.
 */
function tirerDesPSC(hasard: Hasard): Cas[] {
  return casTires(3, (k) => {
    if (k === 1) {
      const grille = grille4x4Tiree(hasard);
      for (const c of hasard.melanger(unA(16).map((c) => c - 1)).slice(0, entre(hasard, 7, 11)))
        grille[Math.floor(c / 4)][c % 4] = 0;
      const texte = grille.map((l) => l.map((v) => (v ? String(v) : ".")).join("")).join(" / ");
      return casPSC(
        `un Sudoku 4×4 tiré (${texte})`,
        () => sudokuReduit(grille),
        `psc = un SudokuPSC 4×4 (${texte}), labels réduits par les chiffres donnés`,
      );
    }
    if (k === 0) {
      const d = pscTire(hasard, entre(hasard, 5, 8), unA(entre(hasard, 3, 4)), 0.4, true);
      return casPSC(
        `un PSC tiré de ${d.variables.length} variables`,
        () => fabriquerPSC(d),
        decrirePSC(d),
      );
    }
    const d = pscTire(hasard, entre(hasard, 6, 8), ["rouge", "vert", "bleu"], 0.45, false);
    const premiere = d.variables[0];
    premiere.valeur = hasard.choisir(premiere.label);
    return casPSC(
      `k = 1 : un coloriage tiré, ${premiere.nom} a déjà la valeur ${premiere.valeur}`,
      () => fabriquerPSC(d),
      decrirePSC(d),
      1,
    );
  });
}

export const exerciceBacktrack: Exercice = {
  nom: "backtrack",
  parametres: ["psc", "k"],
  obligatoires: 2,
  reference: (psc: PSC, k: number) => backtrackReference(psc, k),
  appelle: [],
  delai: 1000,
  memeValeur: memeAffectation,
  erreurs: erreursBacktrack,
  journal: affectationsDuPSC(0),
  tirer: tirerDesPSC,
  // La recherche de `chercher` (et du moteur compilé) sans options est celle de backtrack.
  equivalents: [chercher, chercherRapide, chercherCompile],
  cas: [
    casPSC(
      "le petit PSC de la leçon (il faut revenir en arrière)",
      petitPSC,
      "psc = petitPSC() : x1 ∈ {b, c}, x2 ∈ {a, c}, x3 ∈ {a, c}, x4 ∈ {b, c} ; x1 != x2, x1 != x4, x2 != x3, x2 != x4, x3 != x4",
    ),
    casPSC(
      "la carte de France en quatre couleurs",
      () => carteDeFrance(),
      "psc = carteDeFrance() : 13 régions, 4 couleurs",
    ),
    casPSC(
      "la carte de France en trois couleurs : pas de solution",
      () => carteDeFrance(["rouge", "vert", "bleu"]),
      'psc = carteDeFrance(["rouge", "vert", "bleu"])',
    ),
    casPSC(
      "un Sudoku 4×4",
      sudoku4x4,
      "psc = un SudokuPSC 4×4 (.2.. / ...1 / 4... / ..3.), labels réduits par les chiffres donnés",
    ),
    casPSC(
      "k = 1 : x1 a déjà la valeur c, on cherche la suite",
      () => {
        const psc = petitPSC();
        psc.retourneVar("x1").metAJourValeur("c");
        return psc;
      },
      "psc = petitPSC() où x1 vaut déjà c",
      1,
    ),
    casPSC("un PSC sans aucune variable", () => new PSC(), "psc = new PSC() (vide)"),
  ],
};

/** Leçon 2, dans l'ordre du carnet. */
export const EXERCICES_PSC_MODELISATION: readonly Exercice[] = [
  exerciceEstValide,
  exerciceModifierLabels,
  exerciceBacktrack,
  exerciceLabelsDesCases,
];
