import { afterEach, describe, expect, it } from "vitest";
import { BarreAvancement, suivreAvancement } from "../../src/notebook/avancement";
import { CLE_CANAL, type CanalJupyter, type SortieAffichee } from "../../src/socle/protocole";
import { paquetDe } from "../../src/socle/protocole";

describe("la barre d'avancement", () => {
  it("s'écrit en texte et en HTML, avec le détail et le temps écoulé", () => {
    const barre = new BarreAvancement("Comparaison", {
      fait: 40,
      total: 100,
      detail: "td, top95 n° 3",
      ecoule: 12_345,
    });
    expect(String(barre)).toBe("Comparaison : 40/100 (40 %) — td, top95 n° 3 — 12,3 s");
    const paquet = paquetDe(barre);
    expect(paquet["text/html"]).toMatch(/<progress value="40" max="100"/);
    expect(paquet["text/plain"]).toBe(String(barre));
  });

  it("dit « terminé » à la fin, et échappe le HTML du détail", () => {
    expect(String(new BarreAvancement("Calcul", { fait: 5, total: 5, ecoule: 2000 }))).toBe(
      "Calcul : terminé (5/5) en 2 s",
    );
    const html = paquetDe(new BarreAvancement("<b>", { fait: 0, total: 1 }))["text/html"];
    expect(html).toContain("&lt;b&gt;");
  });
});

describe("suivreAvancement", () => {
  const recu: { sortie: SortieAffichee; miseAJour: boolean }[] = [];
  const global = globalThis as { [CLE_CANAL]?: CanalJupyter };

  afterEach(() => {
    delete global[CLE_CANAL];
    recu.length = 0;
  });

  it("hors d'un carnet, ne fait rien et ne lève rien", () => {
    const suivre = suivreAvancement("Calcul");
    expect(() => suivre({ fait: 1, total: 2 })).not.toThrow();
  });

  it("affiche une fois, espace les mises à jour, et montre toujours la dernière", () => {
    global[CLE_CANAL] = {
      afficher: (sortie, miseAJour) => recu.push({ sortie, miseAJour }),
      effacer: () => undefined,
    };
    const suivre = suivreAvancement("Calcul");
    for (let fait = 1; fait <= 1000; fait++) suivre({ fait, total: 1000 });
    // Une boucle de 1 000 pas dure bien moins de 200 ms : le premier affichage et le dernier.
    expect(recu.map((r) => r.miseAJour)).toEqual([false, true]);
    expect(recu[1].sortie.transient.display_id).toBe(recu[0].sortie.transient.display_id);
    expect(recu[1].sortie.data["text/plain"]).toBe("Calcul : terminé (1000/1000)");
  });
});
