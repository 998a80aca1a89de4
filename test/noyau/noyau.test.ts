import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { RACINE } from "../aide-processus";
import { lancerScriptPython, sansCouleurs } from "./aide-jupyter";

// Un vrai client Jupyter (jupyter_client, test/noyau/scenarios.py) joue des scénarios
// contre le noyau du cours ; ici, on vérifie ce que le noyau a répondu.

interface Sortie {
  type: string;
  contenu: Record<string, unknown> & { data?: Record<string, unknown>; traceback?: string[] };
  /** Secondes écoulées depuis l'envoi de la requête quand le message est arrivé. */
  t: number;
}

interface Echange {
  reponse: Record<string, unknown> & { status: string; t: number; traceback?: string[] };
  sorties: Sortie[];
}

type Scenarios = {
  erreurs: Record<string, Echange>;
  abandon: Echange[];
  interruption: Record<string, Echange> & { reponse_controle: { status: string } | null };
  affichage: Record<string, Echange>;
  flux: Record<string, Echange>;
  fichiers_modifies: Record<string, Echange> & { completion: { matches: string[] } };
};

let scenarios: Scenarios;

beforeAll(async () => {
  const dossier = join(RACINE, ".cache", `essai-noyau-${process.pid}`);
  mkdirSync(dossier, { recursive: true });
  try {
    const fichier = join(dossier, "scenarios.json");
    const r = await lancerScriptPython("scenarios.py", [fichier, dossier], 170_000);
    if (r.code !== 0) throw new Error(`scenarios.py a échoué :\n${r.stderr.slice(-5000)}`);
    scenarios = JSON.parse(readFileSync(fichier, "utf8")) as Scenarios;
  } finally {
    rmSync(dossier, { recursive: true, force: true });
  }
}, 180_000);

const pile = (e: Echange) => sansCouleurs((e.reponse.traceback ?? []).join("\n"));
const de = (e: Echange, type: string) => e.sorties.filter((s) => s.type === type);
const resultat = (e: Echange) => de(e, "execute_result")[0]?.contenu.data ?? {};

/** Ce que l'élève ne doit jamais voir dans une pile : les rouages du noyau, de tslab, de Node. */
const ROUAGES = /node_modules|node:|src\/noyau|evalmachine|tslab|__tslab__|Proxy\./;

describe("les erreurs d'une cellule", () => {
  it("envoient un message error et une réponse avec ename, evalue et la pile", () => {
    const { appel } = scenarios.erreurs;
    expect(appel.reponse.status).toBe("error");
    expect(appel.reponse.ename).toBe("TypeError");
    expect(appel.reponse.evalue).toBe("Cannot read properties of undefined (reading '0')");
    const [erreur] = de(appel, "error");
    expect(erreur.contenu.ename).toBe("TypeError");
    expect(erreur.contenu.traceback).toEqual(appel.reponse.traceback);
  });

  it("montrent la cellule et la ligne de chaque appel, le code fautif, et jamais les rouages du noyau", () => {
    const { definition, appel } = scenarios.erreurs;
    const n = definition.reponse.execution_count as number;
    const texte = pile(appel);
    expect(texte).toContain(`Cellule [${n}], ligne 2, dans premiere\n→    2 │   return M[9][0];`);
    expect(texte).toContain(`Cellule [${n + 1}], ligne 3\n→    3 │ premiere(M);`);
    expect(texte).toContain("En clair : on lit « 0 » dans une valeur undefined");
    expect(texte).not.toMatch(ROUAGES);
  });

  it("de compilation donnent la ligne et la colonne de l'élève, soulignées", () => {
    const { compilation } = scenarios.erreurs;
    const n = compilation.reponse.execution_count as number;
    expect(compilation.reponse.ename).toBe("ErreurDeCompilation");
    expect(pile(compilation)).toContain(
      `Cellule [${n}], ligne 2, colonne 5 : Impossible d'assigner le type 'number' au type 'string'. (TS2322)\n` +
        "→    2 │ let s: string = a;\n" +
        "             ^",
    );
  });

  it("levées par la bibliothèque nomment le fichier du cours et la ligne de la cellule", () => {
    const { bibliotheque } = scenarios.erreurs;
    expect(bibliotheque.reponse.ename).toBe("ErreurGrille");
    expect(bibliotheque.reponse.evalue).toMatch(/^la matrice a 1 lignes/);
    const texte = pile(bibliotheque);
    expect(texte).toContain("src/grille/grille.ts, dans Grille.depuisMatrice");
    expect(texte).toMatch(/Cellule \[\d+\], ligne 3\n→ {4}3 │ Grille\.depuisMatrice/);
    expect(texte).not.toMatch(ROUAGES);
  });

  it("qui ne sont pas des Error (throw d'une chaîne) sont rapportées aussi", () => {
    expect(scenarios.erreurs.chaine.reponse.ename).toBe("ValeurLevee");
    expect(scenarios.erreurs.chaine.reponse.evalue).toBe("'pas une Error'");
  });

  it("laissent la cellule suivante s'exécuter quand le client permet les erreurs", () => {
    const { erreur_permise, apres } = scenarios.erreurs;
    expect(erreur_permise.reponse.status).toBe("error");
    expect(apres.reponse.status).toBe("ok");
    expect(apres.reponse.execution_count).toBe(
      (erreur_permise.reponse.execution_count as number) + 1,
    );
    expect(resultat(apres)["text/plain"]).toBe("42");
  });

  it("abandonnent les cellules déjà en attente (« Tout exécuter »), puis le noyau repart", () => {
    const [erreur, deuxieme, troisieme, ensuite] = scenarios.abandon;
    expect(erreur.reponse.status).toBe("error");
    expect([deuxieme.reponse.status, troisieme.reponse.status]).toEqual(["aborted", "aborted"]);
    expect([...deuxieme.sorties, ...troisieme.sorties]).toEqual([]);
    expect(ensuite.reponse.status).toBe("ok");
  });
});

describe("l'interruption", () => {
  it("arrête une boucle sans fin (le bouton ■) et garde les variables", () => {
    const { boucle, apres_boucle } = scenarios.interruption;
    expect(boucle.reponse.ename).toBe("Interruption");
    expect(resultat(apres_boucle)["text/plain"]).toBe("[ true, 3 ]");
  });

  it("arrête aussi une boucle sans fin sur SIGINT (interruption par signal)", () => {
    const { boucle_signal, apres_boucle_signal } = scenarios.interruption;
    expect(boucle_signal.reponse.ename).toBe("Interruption");
    expect(resultat(apres_boucle_signal)["text/plain"]).toBe("3");
  });

  it("arrête une attente sans fin (await) sur un message interrupt_request", () => {
    const { attente, apres_attente, reponse_controle } = scenarios.interruption;
    expect(attente.reponse.ename).toBe("Interruption");
    expect(reponse_controle).toEqual({ status: "ok" });
    expect(resultat(apres_attente)["text/plain"]).toBe("3");
  });
});

describe("les résultats riches (protocole d'affichage)", () => {
  it("une grille, dernière valeur d'une cellule, est un execute_result HTML avec son texte", () => {
    const { grille } = scenarios.affichage;
    const data = resultat(grille);
    expect(data["text/html"]).toMatch(/^<table/);
    expect(data["text/plain"]).toBe(". . | . .\n. . | . .\n----+----\n. . | . .\n. . | . .");
    expect(de(grille, "execute_result")[0].contenu.execution_count).toBe(
      grille.reponse.execution_count,
    );
  });

  it("le bilan d'une vérification garde son rapport ✅ en texte, encadré en HTML", () => {
    // En display_data, pas en execute_result : nbgrader lirait celui-ci comme une note partielle.
    expect(de(scenarios.affichage.bilan, "execute_result")).toEqual([]);
    const data = de(scenarios.affichage.bilan, "display_data")[0]?.contenu.data ?? {};
    expect(data["text/plain"]).toMatch(/^✅ test_ligne/);
    expect(data["text/html"]).toMatch(/^<pre style="border-left:4px solid #2e7d32/);
  });

  it("un tableau de mesures est un tableau HTML, et un texte aligné", () => {
    const data = resultat(scenarios.affichage.tableau);
    expect(data["text/html"]).toContain("<caption");
    expect(data["text/html"]).toContain(">54\u202f321</td>");
    expect(data["text/plain"]).toMatch(/^Mesures\ngrille +tours +durée \(ms\)/);
  });

  it("un graphique porte la figure plotly, le HTML qui charge plotly et un résumé, sans copie de plotly", () => {
    const premier = resultat(scenarios.affichage.graphique1);
    const second = resultat(scenarios.affichage.graphique2);
    const figure = premier["application/vnd.plotly.v1+json"] as {
      data: { type: string }[];
      layout: { yaxis: { type: string } };
    };
    expect(figure.data[0].type).toBe("bar");
    expect(figure.layout.yaxis.type).toBe("log");
    const copie = "data-plotly-compresse>";
    expect(premier["text/html"]).not.toContain(copie);
    expect(second["text/html"]).not.toContain(copie);
    expect(String(premier["text/html"]).length).toBeLessThan(20_000);
    expect(second["text/html"]).toContain("window.sudokuPlotly");
    expect(second["text/plain"]).toBe("Graphique en nuage de points\ngrilles : 2 points");
  });

  it("afficher(…) en fin de cellule montre l'objet une fois, sans execute_result de la poignée", () => {
    const { afficher_en_fin } = scenarios.affichage;
    expect(afficher_en_fin.sorties.map((s) => s.type)).toEqual(["execute_input", "display_data"]);
  });

  it("mettreAJour remplace la sortie sur place, pendant que la cellule tourne encore", () => {
    const { progression } = scenarios.affichage;
    const mises = de(progression, "update_display_data");
    expect(mises.map((m) => m.contenu.data?.["text/plain"])).toEqual([
      "'25 %'",
      "'50 %'",
      "'75 %'",
      "'100 %'",
    ]);
    const [affichage] = de(progression, "display_data");
    const id = (affichage.contenu.transient as { display_id: string }).display_id;
    for (const m of mises) expect(m.contenu.transient).toEqual({ display_id: id });
    // La cellule dure 1,2 s : la première mise à jour arrive bien avant la réponse.
    expect(mises[0].t).toBeLessThan(progression.reponse.t - 0.5);
  });
});

describe("les sorties texte", () => {
  it("sont groupées (5 000 lignes en quelques messages) sans rien perdre ni mélanger", () => {
    const flux = de(scenarios.flux.beaucoup, "stream");
    expect(flux.length).toBeLessThan(50);
    const texte = flux.map((s) => s.contenu.text).join("");
    expect(texte).toBe(Array.from({ length: 5000 }, (_, k) => `${k}\n`).join(""));
  });

  it("partent pendant une longue cellule, sans attendre sa fin", () => {
    const { pendant } = scenarios.flux;
    const [premier] = de(pendant, "stream");
    expect(premier.contenu.text).toBe("début\n");
    expect(premier.t).toBeLessThan(pendant.reponse.t - 0.5);
  });
});

it("le noyau continue de répondre quand les fichiers importés changent pendant la séance", () => {
  const { apres, completion } = scenarios.fichiers_modifies;
  expect(apres.reponse.status).toBe("ok");
  expect(completion.matches).toContain("floor");
});
