/** `sudoku expliquer` : les étapes de chaque grille, en français ou en JSON (voir src/explication/). */
import { ecrireEtape, explicationEnJSON, reponseSansExplication } from "../explication/ecriture";
import { expliquer } from "../explication/expliquer";
import type { Terminal } from "./commandes";
import { grillesDeLEntree } from "./enonces";
import { ouvrirEntree } from "./entree";
import { CODES, ErreurUsage } from "./erreurs";
import { lireOptions } from "./options";
import { Progression } from "./progression";

export const AIDE_EXPLIQUER = `Usage : sudoku expliquer [--json] [FICHIER | -]

Explique chaque grille pas à pas, de l'énoncé à la solution. Chaque étape place un chiffre
(« (i, j) = v ») ou élimine des candidats (« (i, j) ≠ v »), nomme sa technique et cite ce
dont elle se sert : des unités (« ligne i », « colonne j », « carré k » : chaque chiffre y
est exactement une fois ; « case (i, j) » : elle a exactement un chiffre), et des faits
déjà établis (chiffres donnés ou placés, candidats éliminés). Lignes, colonnes et carrés
sont numérotés à partir de 0. Les unités et les faits cités suffisent à impliquer l'étape.

Les techniques, de la plus simple à la plus difficile ; on prend toujours la plus simple
qui avance, et parmi ses déductions celle qui cite le moins d'unités et de faits :
  élimination directe     un chiffre placé n'a plus sa place ailleurs dans ses unités
  singleton caché, singleton nu, candidats verrouillés, paire nue, paire cachée,
  triplet nu, triplet caché      dans l'ordre de la note de « sudoku noter »
  raisonnement minimal    sinon : une élimination dont le solveur CDCL du cours réduit
                          l'explication jusqu'à ce que rien ne puisse plus en être retiré

Écrit pour chaque grille « grille K : N étapes », puis une ligne par étape :
  12. (3, 4) = 5 : singleton caché ; unités : ligne 3 ; faits : (3, 0) ≠ 5, …
Une grille qui n'a pas exactement une solution n'est pas expliquée : « grille K : insoluble »
(« insoluble : les indices se contredisent : » et les cases en conflit, si c'est le cas)
ou « grille K : plusieurs solutions ». Les grilles suivantes sont expliquées quand même.

Options :
  --json      une ligne JSON par grille, dans l'ordre :
                {"grille": "…", "etapes": [{"place": [i, j, v], "technique": "…",
                 "unites": ["ligne 3"], "faits": {"places": [], "elimines": [[3, 0, 5], …]}},
                 {"elimine": [[i, j, v], …], …}, …]}
              et pour une grille non expliquée, "reponse" (« insoluble »…) et "etapes": []
  -h, --aide  cette aide

Code de sortie : 0 ; 1 si une grille n'a pas exactement une solution (elle n'est pas
expliquée) ; 2 si le fichier ne se lit pas.
`;

/** `sudoku expliquer` (voir `AIDE_EXPLIQUER`). */
export async function commandeExpliquer(args: string[], terminal: Terminal): Promise<number> {
  const { values, positionals } = lireOptions(
    args,
    { json: { type: "boolean" }, aide: { type: "boolean", short: "h" }, help: { type: "boolean" } },
    "expliquer",
  );
  if (values.aide || values.help) {
    terminal.ecrire(AIDE_EXPLIQUER.trimEnd());
    return CODES.succes;
  }
  if (positionals.length > 1) {
    throw new ErreurUsage(
      `un seul fichier à la fois, pas ${positionals.length} (voir « sudoku aide expliquer »)`,
    );
  }
  const entree = ouvrirEntree(positionals[0], terminal);
  const barre = new Progression(undefined, "grilles", { part: entree.part });
  let nonExpliquees = 0;
  try {
    let k = 0;
    // Des indices contradictoires ont leur réponse (« insoluble : … ») et le lot continue,
    // comme pour `sudoku resoudre` ; seule une entrée qui n'est pas une grille arrête tout.
    for await (const { grille } of grillesDeLEntree(entree, { controler: false })) {
      const explication = expliquer(grille);
      const reponse = reponseSansExplication(explication);
      if (reponse !== undefined) nonExpliquees++;
      k++;
      if (values.json) terminal.ecrire(explicationEnJSON(grille, explication));
      else {
        const n = explication.etapes.length;
        terminal.ecrire(`grille ${k} : ${reponse ?? `${n} étape${n > 1 ? "s" : ""}`}`);
        explication.etapes.forEach((etape, e) =>
          terminal.ecrire(`  ${e + 1}. ${ecrireEtape(etape)}`),
        );
      }
      barre.avancer();
      // À chaque grille : la sortie part, et le calcul s'arrête si son lecteur est parti.
      await terminal.vider();
    }
  } finally {
    barre.terminer();
  }
  return nonExpliquees > 0 ? CODES.grilleNonResolue : CODES.succes;
}
