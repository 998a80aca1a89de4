/**
 * Leçon 3 : `forwardChecking(psc, k)`, le backtrack de la leçon 2 qui
 * regarde en avant. Après `variable k = valeur`, on filtre les labels des
 * variables suivantes (`c.propage(autre)`) ; une valeur qui vide un label
 * est écartée ; les labels sont restaurés avant la valeur suivante. Les
 * variables sont prises dans l'ordre de `psc.variables` (sans ordre dynamique).
 */
import type { Hasard } from "../hasard/hasard";
import { chercherRapide } from "../psc/compilation";
import { ContrainteBinaire } from "../psc/contrainte-binaire";
import { carteDeFrance, petitPSC } from "../psc/exemples";
import { chercherCompile } from "../psc/moteur";
import { chercher } from "../psc/retour-arriere";
import { PSC, type Affectation } from "../psc/psc";
import { ecrireEnsemble, Variable } from "../psc/variable";
import type { Cas, ErreurTypique, Exercice } from "./exercice";
import { casObjets, memeAffectation, nommer, sudokuReduit } from "./psc-cas";
import { essaisDuForwardChecking } from "./psc-suivi-filtrage";
import {
  casDuPSC,
  casDuSudoku4x4,
  coloriageTire,
  fabriquerPSC,
  grille4x4EnTexte,
  unA,
  type PSCDecrit,
} from "./psc-tirages";
import { casTires, entre, grille4x4Tiree } from "./tirages";

type ForwardChecking = (psc: PSC, k: number) => Affectation | "echec";

type Faute =
  | "aucune"
  | "sans-restauration"
  | "restauration-tardive"
  | "restauration-au-domaine"
  | "abandon"
  | "valeur-posee-trop-tard";

/** Le forward checking, juste ou avec une faute. */
function fcAvec(faute: Faute): ForwardChecking {
  const forwardCheckingDuCours: ForwardChecking = (psc, k) => {
    if (k === psc.variables.length) return psc.affectation();
    const variable = psc.variables[k];
    const sauvegarde = psc.retourneLabels();
    const restaurer = () => {
      if (faute === "restauration-au-domaine") {
        for (const v of psc.variables) v.label = [...v.domaine];
      } else psc.metAJourLabels(sauvegarde);
    };
    for (const valeur of [...variable.label]) {
      if (faute !== "valeur-posee-trop-tard") variable.metAJourValeur(valeur);
      let labelVide = false;
      for (const c of psc.contraintesDe(variable)) {
        const autre = c.autre(variable);
        if (psc.rang(autre) > k && !c.propage(autre)) {
          labelVide = true;
          break;
        }
      }
      variable.metAJourValeur(valeur);
      if (!labelVide) {
        const issue = forwardCheckingDuCours(psc, k + 1);
        if (issue !== "echec" || faute === "abandon") return issue;
      }
      if (faute !== "sans-restauration" && faute !== "restauration-tardive") restaurer();
    }
    if (faute === "restauration-tardive") restaurer();
    variable.metAJourValeur(null);
    return "echec";
  };
  return forwardCheckingDuCours;
}

/** Les labels, sauf quand toutes les variables ont une valeur (une solution : ses labels importent peu). */
function labelsSansSolution(args: unknown[]): string {
  const psc = args[0];
  if (!(psc instanceof PSC)) return "(pas un PSC)";
  if (psc.variables.every((v) => v.valeur !== null)) return "(une solution : labels non comparés)";
  return psc.variables.map((v) => `${v.nom} : ${ecrireEnsemble(v.label)}`).join(" ; ");
}

const erreursFC: ErreurTypique[] = [
  {
    code: "labels-jamais-restaures",
    titre: "les labels ne sont pas restaurés",
    explication:
      "Les valeurs retirées par un essai ne sont retirées que pour cet essai. Sauvegardez les " +
      "labels (psc.retourneLabels()) avant la boucle et remettez-les (psc.metAJourLabels) après " +
      "chaque valeur qui n'a pas mené à une solution.",
    fonction: fcAvec("sans-restauration"),
  },
  {
    code: "restauration-apres-la-boucle",
    titre: "les labels ne sont restaurés qu'une fois toutes les valeurs essayées",
    explication:
      "La deuxième valeur de la variable serait essayée avec les labels filtrés par la première. " +
      'Restaurez-les à la fin de chaque tour de boucle, pas seulement avant de renvoyer "echec".',
    fonction: fcAvec("restauration-tardive"),
  },
  {
    code: "restauration-au-domaine",
    titre: "les labels sont remis à leur domaine au lieu de leur état sauvegardé",
    explication:
      "Avant l'essai, les labels étaient déjà réduits (par la cohérence, par les choix du dessus). " +
      "Il faut revenir à cet état-là : gardez une copie des labels, pas des domaines.",
    fonction: fcAvec("restauration-au-domaine"),
  },
  {
    code: "abandon-apres-un-echec",
    titre: "après un échec plus bas, les autres valeurs ne sont pas essayées",
    explication:
      'L\'appel forwardChecking(psc, k + 1) peut renvoyer "echec" : restaurez les labels et ' +
      "essayez la valeur suivante. Ne renvoyez que si l'issue n'est pas \"echec\".",
    fonction: fcAvec("abandon"),
  },
  {
    code: "valeur-posee-apres-le-filtrage",
    titre: "la valeur est donnée à la variable après le filtrage",
    explication:
      "c.propage(autre) compare le label de autre à la valeur actuelle de la variable : tant que " +
      "celle-ci est null, rien n'est retiré. Faites variable.metAJourValeur(valeur) d'abord.",
    fonction: fcAvec("valeur-posee-trop-tard"),
  },
];

/** Un Sudoku 4×4, ses labels déjà réduits par les indices (la cohérence unaire). */
const sudoku4x4 = () =>
  sudokuReduit([
    [0, 2, 0, 0],
    [0, 0, 0, 1],
    [4, 0, 0, 0],
    [0, 0, 3, 0],
  ]);

/** Trois variables en triangle, toutes différentes, dont la première a trois valeurs et les autres deux. */
function triangle(): PSC {
  const psc = new PSC();
  const x = psc.ajouteVar(new Variable("x", [1, 2, 3]));
  const y = psc.ajouteVar(new Variable("y", [1, 2]));
  const z = psc.ajouteVar(new Variable("z", [1, 2]));
  psc.ajouteContrainte(new ContrainteBinaire(x, "!=", y));
  psc.ajouteContrainte(new ContrainteBinaire(y, "!=", z));
  psc.ajouteContrainte(new ContrainteBinaire(x, "!=", z));
  return psc;
}

function casFC(description: string, fabriquer: () => PSC, contexte: string, k = 0) {
  return casObjets(description, () => [nommer(fabriquer(), "psc"), k], contexte);
}

const TROIS_COULEURS = ["rouge", "vert", "bleu"];

/**
 * Le PSC de `d` où les variables de rang < `k` ont déjà une valeur, et les
 * labels des suivantes sont filtrés par elles, comme le forward checking les
 * laisse en descendant : chaque variable prend la première valeur tirée qui
 * ne vide aucun label. S'il n'y en a pas, on s'arrête plus tôt : rend le
 * PSC décrit et le nombre de variables qui ont reçu leur valeur.
 */
function descendre(hasard: Hasard, d: PSCDecrit, k: number): { d: PSCDecrit; k: number } {
  const psc = fabriquerPSC(d);
  let donnees = 0;
  for (; donnees < k; donnees++) {
    const variable = psc.variables[donnees];
    const sauvegarde = psc.retourneLabels();
    const valeur = hasard.melanger([...variable.label]).find((v) => {
      psc.metAJourLabels(sauvegarde);
      variable.metAJourValeur(v);
      return psc
        .contraintesDe(variable)
        .every((c) => psc.rang(c.autre(variable)) <= donnees || c.propage(c.autre(variable)));
    });
    if (valeur === undefined) {
      psc.metAJourLabels(sauvegarde);
      variable.metAJourValeur(null);
      break;
    }
  }
  const variables = psc.variables.map((v) => ({
    nom: v.nom,
    domaine: [...v.domaine],
    label: [...v.label],
    valeur: v.valeur,
  }));
  return { d: { variables, contraintes: d.contraintes }, k: donnees };
}

/**
 * Des PSC tirés : un coloriage en trois couleurs, un Sudoku 4×4, un
 * coloriage dont les premières variables ont déjà leur valeur (k > 0 : la
 * recherche reprend au milieu), et un coloriage sans solution, où quatre
 * régions se touchent toutes.
 */
function tirerDesRecherches(hasard: Hasard): Cas[] {
  return casTires(4, (k) => {
    if (k === 1) {
      const M = grille4x4Tiree(hasard, entre(hasard, 9, 11));
      return casDuSudoku4x4(`un Sudoku 4×4 tiré (${grille4x4EnTexte(M)})`, M, 0);
    }
    const n = entre(hasard, 6, 8);
    const d = coloriageTire(hasard, n, TROIS_COULEURS, 0.4);
    if (k === 0) return casDuPSC(`un coloriage tiré de ${n} régions en trois couleurs`, d, 0);
    if (k === 3) {
      const quatre = hasard.melanger(unA(n)).slice(0, 4);
      for (const a of quatre)
        for (const b of quatre)
          if (a < b && !d.contraintes.some(([x, , y]) => x === `r${a}` && y === `r${b}`))
            d.contraintes.push([`r${a}`, "!=", `r${b}`]);
      const noms = quatre.map((r) => `r${r}`).join(", ");
      return casDuPSC(
        `un coloriage tiré où ${noms} se touchent toutes : pas de solution en trois couleurs`,
        d,
        0,
      );
    }
    const milieu = descendre(hasard, d, entre(hasard, 1, 3));
    const donnees = milieu.d.variables.slice(0, milieu.k).map((v) => `${v.nom} = ${v.valeur}`);
    return casDuPSC(
      `forwardChecking(psc, ${milieu.k}) : ${donnees.join(", ") || "aucune valeur donnée"}, ` +
        "les labels des suivantes déjà filtrés",
      milieu.d,
      milieu.k,
    );
  });
}

export const exerciceForwardChecking: Exercice = {
  nom: "forwardChecking",
  parametres: ["psc", "k"],
  obligatoires: 2,
  reference: fcAvec("aucune"),
  appelle: [],
  delai: 1000,
  memeValeur: memeAffectation,
  etatApres: labelsSansSolution,
  nomEtat: "Les labels",
  erreurs: erreursFC,
  journal: essaisDuForwardChecking(0),
  tirer: tirerDesRecherches,
  // La recherche de `chercher` (et du moteur compilé) avec { inference: "fc" } est celle-ci.
  equivalents: [chercher, chercherRapide, chercherCompile],
  cas: [
    casFC(
      "le petit PSC de la leçon 2 (il faut revenir en arrière)",
      petitPSC,
      "psc = petitPSC() : x1 ∈ {b, c}, x2 ∈ {a, c}, x3 ∈ {a, c}, x4 ∈ {b, c} ; x1 != x2, x1 != x4, x2 != x3, x2 != x4, x3 != x4",
    ),
    casFC(
      "x ∈ {1, 2, 3}, y et z ∈ {1, 2}, tous différents : x = 1 et x = 2 échouent",
      triangle,
      "x ∈ {1, 2, 3}, y ∈ {1, 2}, z ∈ {1, 2} ; x != y, y != z, x != z",
    ),
    casFC(
      "la carte de France en quatre couleurs",
      () => carteDeFrance(),
      "psc = carteDeFrance() : 13 régions, 4 couleurs",
    ),
    casFC(
      "la carte de France en trois couleurs : pas de solution, les labels reviennent à leur état",
      () => carteDeFrance(["rouge", "vert", "bleu"]),
      'psc = carteDeFrance(["rouge", "vert", "bleu"])',
    ),
    casFC(
      "un Sudoku 4×4 dont les labels sont déjà réduits par les indices",
      sudoku4x4,
      "psc = un SudokuPSC 4×4 (.2.. / ...1 / 4... / ..3.), labels réduits par la cohérence unaire",
    ),
    casFC("un PSC sans aucune variable", () => new PSC(), "psc = new PSC() (vide)"),
  ],
};
