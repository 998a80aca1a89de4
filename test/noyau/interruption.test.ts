import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { lancerScriptPython } from "./aide-jupyter";

// Le bouton ■ face à du code qui bloque le noyau : un vrai client Jupyter
// (test/noyau/interruption.py) joue chaque scénario dans un noyau neuf.

interface Echange {
  reponse: Record<string, unknown> & { status: string; ename?: string };
  sorties: { type: string; contenu: { data?: Record<string, unknown> } }[];
}

/** Les cellules d'un scénario ; `null` : la cellule n'a jamais répondu. */
type Etapes = Record<string, Echange | null>;

let resultats: {
  apres_await: Etapes;
  minuterie: Etapes & { note?: string | null };
  cellule_interrompue: Etapes;
  graphique: Etapes & { esbuild_vu?: boolean };
  chaine_sans_fin: Etapes & { note?: string | null };
};

beforeAll(async () => {
  const dossier = mkdtempSync(join(tmpdir(), "sudoku-interruption-"));
  try {
    const fichier = join(dossier, "resultats.json");
    const r = await lancerScriptPython("interruption.py", [fichier, dossier], 290_000);
    if (r.code !== 0) throw new Error(`interruption.py a échoué :\n${r.stderr.slice(-5000)}`);
    resultats = JSON.parse(readFileSync(fichier, "utf8")) as typeof resultats;
  } finally {
    rmSync(dossier, { recursive: true, force: true });
  }
}, 300_000);

const texte = (e: Echange | null | undefined) =>
  e?.sorties.find((s) => s.type === "execute_result")?.contenu.data?.["text/plain"];

describe("le bouton ■ arrête tout JavaScript qui bloque le noyau", () => {
  it("une boucle lancée après un await ; la cellule suivante lit une variable d'avant", () => {
    const { boucle, apres } = resultats.apres_await;
    expect(boucle?.reponse.ename).toBe("Interruption");
    expect(texte(apres)).toBe("3");
  });

  it("une boucle dans une minuterie, après la fin de sa cellule, avec un mot sous cette cellule", () => {
    const { minuterie, apres, note } = resultats.minuterie;
    expect(minuterie?.reponse.status).toBe("ok");
    expect(texte(apres)).toBe("3");
    expect(note).toMatch(/^Interruption : du code lancé par une cellule déjà finie/);
  });

  it("sans ■ : une chaîne de promesses sans fin laissée par une fonction vérifiée est arrêtée, et dite", () => {
    const { verification, note, apres } = resultats.chaine_sans_fin;
    // Le cas échoue (la fonction a laissé des promesses), la cellule répond…
    expect(verification?.reponse.ename).toBe("VerificationEchouee");
    // … la chaîne est arrêtée, avec un mot sous la cellule (avant ou après sa réponse), et le
    // noyau répond à la suivante.
    const flots = (verification?.sorties ?? [])
      .filter((s) => s.type === "stream")
      .map((s) => String((s.contenu as { text?: string }).text));
    expect([...flots, note ?? ""].join("\n")).toMatch(
      /après sa réponse : une chaîne de promesses lancée par la fonction tournait sans fin/,
    );
    expect(texte(apres)).toBe("42");
  });

  it("garde les variables déclarées dans la cellule interrompue elle-même", () => {
    const { boucle, apres } = resultats.cellule_interrompue;
    expect(boucle?.reponse.ename).toBe("Interruption");
    expect(texte(apres)).toBe("true");
  });
});

it("le premier graphique d'un noyau neuf, sans cache de plotly, ne minifie pas plotly (pas d'esbuild) et n'en porte pas de copie", () => {
  const { esbuild_vu, premier, second } = resultats.graphique;
  expect(esbuild_vu).toBe(false);
  for (const cellule of [premier, second]) {
    const data = cellule?.sorties.find((s) => s.type === "execute_result")?.contenu.data ?? {};
    expect(data["text/plain"]).not.toMatch(/affichage impossible/);
    expect(data["text/html"]).toContain("window.sudokuDessiner");
    expect(data["text/html"]).not.toContain("data-plotly-compresse>");
  }
});
