import { ALGORITHMES, trouverAlgorithme, type Algorithme } from "../algos/index";
import { algoRapide } from "../algos/rapide";
import { RapideParLots } from "./rapide-par-lots";
import { compterVidesSansConflit, decrireConflit, verifierGrille } from "../grille/regles";
import { AIDE_ALGOS, AIDE_RESOUDRE, AIDE_VERIFIER } from "./aide";
import { paquetsDeLEntree } from "./enonces";
import { ouvrirEntree } from "./entree";
import { CODES, ErreurUsage } from "./erreurs";
import { entierPositif, lireOptions } from "./options";
import { ecrireGrille, lireFormat, separateur } from "./formats";
import { enOctets, LignesEnOctets } from "./lignes-en-octets";
import { Progression } from "./progression";
import type { Terminal } from "./terminal";
import type { PaquetDeGrilles } from "../grille/lecture-rapide";

export type { Terminal };

/** `sudoku algos` : un nom par ligne, pour les scripts ; `--details` pour les personnes. */
export function commandeAlgos(args: string[], terminal: Terminal): number {
  const { values } = lireOptions(
    args,
    {
      details: { type: "boolean" },
      aide: { type: "boolean", short: "h" },
      help: { type: "boolean" },
    },
    "algos",
  );
  if (values.aide || values.help) return aide(terminal, AIDE_ALGOS);
  for (const algo of ALGORITHMES) {
    terminal.ecrire(
      values.details
        ? `${algo.nom}\t${algo.uniteBudget}\t${algo.budgetParDefaut}\t${algo.description}`
        : algo.nom,
    );
  }
  return CODES.succes;
}

/** `sudoku resoudre` : une ligne de réponse par grille, dans l'ordre du fichier. */
export async function commandeResoudre(args: string[], terminal: Terminal): Promise<number> {
  const { values, positionals } = lireOptions(
    args,
    {
      algo: { type: "string" },
      budget: { type: "string" },
      tous: { type: "boolean" },
      limite: { type: "string" },
      format: { type: "string" },
      aide: { type: "boolean", short: "h" },
      help: { type: "boolean" },
    },
    "resoudre",
  );
  if (values.aide || values.help) return aide(terminal, AIDE_RESOUDRE);
  const algo = choisirAlgorithme(values.algo);
  const budget = entierPositif(values.budget, "--budget");
  const limite = entierPositif(values.limite, "--limite");
  if (limite !== undefined && !values.tous) {
    throw new ErreurUsage("--limite ne sert qu'avec --tous (compter les solutions)");
  }
  const format = lireFormat(values.format);
  if (values.format !== undefined && values.tous) {
    throw new ErreurUsage("--format ne sert pas avec --tous, qui écrit des nombres de solutions");
  }
  const entree = ouvrirEntree(unSeulFichier(positionals, "resoudre"), terminal);
  const barre = new Progression(undefined, "grilles", { part: entree.part });
  const options = { budget, limite: values.tous ? (limite ?? Infinity) : 1 };
  try {
    let k = 0;
    // Une grille dont les indices se contredisent a sa réponse (« insoluble ») comme les
    // autres : le lot continue. Seule une entrée qui n'est pas une grille arrête tout (code 2).
    for await (const paquet of paquetsDeLEntree(entree, { controler: false })) {
      // Le solveur rapide lit directement les cases du paquet, par lots (voir rapide-par-lots.ts).
      const rapide =
        algo === algoRapide
          ? new RapideParLots(paquet, { ...options, budget: budget ?? algoRapide.budgetParDefaut })
          : undefined;
      for (let g = 0; g < paquet.nombre; g++) {
        const avant = separateur(format, k++);
        if (avant !== undefined) terminal.ecrire(avant);
        const contradiction = indicesContradictoires(paquet, g);
        if (contradiction !== undefined) {
          terminal.ecrire(values.tous ? "0" : `insoluble : ${contradiction}`);
        } else {
          const r = rapide ? rapide.reponse(g) : algo.resoudre(paquet.grille(g), options);
          if (r.statut === "budget-epuise") terminal.ecrire("budget-epuise");
          else if (values.tous) terminal.ecrire(String(r.solutions));
          else terminal.ecrire(r.solution ? ecrireGrille(r.solution, format) : "insoluble");
        }
        barre.avancer();
        // À chaque grille : un calcul lent s'arrête dès que le lecteur de la sortie est parti.
        await terminal.vider();
      }
    }
  } finally {
    barre.terminer();
  }
  return CODES.succes;
}

/** Les conflits entre les indices de la grille g du paquet (« le 5 apparaît 2 fois… »), s'il y en a. */
function indicesContradictoires(paquet: PaquetDeGrilles, g: number): string | undefined {
  if (compterVidesSansConflit(paquet.cases, paquet.debuts[g], paquet.tailles[g]) >= 0)
    return undefined;
  const { conflits } = verifierGrille(paquet.grille(g));
  return `les indices se contredisent : ${conflits.map(decrireConflit).join(" ; ")}`;
}

/** `sudoku verifier` : valide (aucun conflit) et complète (aucune case vide) ? */
export async function commandeVerifier(args: string[], terminal: Terminal): Promise<number> {
  const { values, positionals } = lireOptions(
    args,
    { aide: { type: "boolean", short: "h" }, help: { type: "boolean" } },
    "verifier",
  );
  if (values.aide || values.help) return aide(terminal, AIDE_VERIFIER);
  const entree = ouvrirEntree(unSeulFichier(positionals, "verifier"), terminal);
  let toutesResolues = true;
  let k = 0;
  // Les réponses s'écrivent en octets, et les avis des grilles valides, selon leur
  // nombre de cases vides, sont encodés une fois pour toutes (voir lignes-en-octets.ts).
  const reponses = new LignesEnOctets();
  const debut = enOctets("grille ");
  const avisValide: Uint8Array[] = [];
  for await (const paquet of paquetsDeLEntree(entree, { controler: false })) {
    for (let g = 0; g < paquet.nombre; g++) {
      // Le contrôle rapide suffit presque toujours ; le détail des conflits, seulement s'il y en a.
      const vides = compterVidesSansConflit(paquet.cases, paquet.debuts[g], paquet.tailles[g]);
      toutesResolues &&= vides === 0;
      reponses.ajouter(debut).ajouterEntier(++k);
      if (vides < 0) {
        const { conflits } = verifierGrille(paquet.grille(g));
        reponses.ajouterTexte(` : invalide : ${conflits.map(decrireConflit).join(" ; ")}`);
      } else {
        reponses.ajouter((avisValide[vides] ??= enOctets(` : ${avisDUneGrilleValide(vides)}`)));
      }
      reponses.finirLigne();
    }
    if (reponses.taille > 0) terminal.ecrireOctets(reponses.prendre());
    await terminal.vider();
  }
  return toutesResolues ? CODES.succes : CODES.grilleNonResolue;
}

function avisDUneGrilleValide(vides: number): string {
  return vides === 0 ? "valide et complète" : `valide, incomplète (${vides} cases vides)`;
}

function aide(terminal: Terminal, texte: string): number {
  terminal.ecrire(texte.trimEnd());
  return CODES.succes;
}

function choisirAlgorithme(nom: string | undefined): Algorithme {
  if (nom === undefined) return ALGORITHMES[0];
  const algo = trouverAlgorithme(nom);
  if (!algo) {
    const noms = ALGORITHMES.map((a) => a.nom).join(", ");
    throw new ErreurUsage(`algorithme inconnu : « ${nom} » ; disponibles : ${noms}`);
  }
  return algo;
}

function unSeulFichier(positionals: string[], commande: string): string | undefined {
  if (positionals.length > 1) {
    throw new ErreurUsage(
      `un seul fichier à la fois, pas ${positionals.length} (voir « sudoku aide ${commande} »)`,
    );
  }
  return positionals[0];
}
