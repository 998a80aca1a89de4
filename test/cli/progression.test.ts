import { describe, expect, it } from "vitest";
import { Progression } from "../../src/cli/progression";

/** Une fausse sortie d'erreur et une fausse horloge, pour regarder la barre se dessiner. */
function banc(isTTY: boolean) {
  const ecrit: string[] = [];
  let t = 0;
  const options = {
    flux: { isTTY, write: (texte: string) => ecrit.push(texte) },
    maintenant: () => t,
  };
  return { ecrit, options, avancerHorloge: (ms: number) => (t += ms) };
}

describe("la barre de progression", () => {
  it("se dessine sur un terminal après le délai, au plus dix fois par seconde, puis s'efface", () => {
    const { ecrit, options, avancerHorloge } = banc(true);
    const barre = new Progression(100, "grilles", options);
    barre.avancer(); // trop tôt : rien
    expect(ecrit).toEqual([]);
    avancerHorloge(400);
    barre.avancer(49);
    expect(ecrit).toHaveLength(1);
    expect(ecrit[0]).toBe(
      `\r[${"█".repeat(10)}${"░".repeat(10)}]  50 %  50/100 grilles, reste ~400 ms\x1b[K`,
    );
    avancerHorloge(50);
    barre.avancer(); // moins de 100 ms après le dernier dessin : rien
    expect(ecrit).toHaveLength(1);
    avancerHorloge(100);
    barre.avancer(49);
    expect(ecrit[1]).toContain("100 %  100/100 grilles");
    barre.terminer();
    expect(ecrit[2]).toBe("\r\x1b[K");
  });

  it("n'écrit rien quand la sortie d'erreur n'est pas un terminal, ni pour un seul élément", () => {
    for (const [isTTY, total] of [
      [false, 100],
      [true, 1],
    ] as const) {
      const { ecrit, options, avancerHorloge } = banc(isTTY);
      const barre = new Progression(total, "grilles", options);
      avancerHorloge(10_000);
      barre.avancer(total);
      barre.terminer();
      expect(ecrit).toEqual([]);
    }
  });

  it("sans total connu, avance selon la part lue du fichier ; sans elle, ne se dessine pas", () => {
    const { ecrit, options, avancerHorloge } = banc(true);
    let part = 0;
    const barre = new Progression(undefined, "grilles", { ...options, part: () => part });
    const sansPart = new Progression(undefined, "grilles", options);
    avancerHorloge(400);
    part = 0.25;
    barre.avancer(300);
    sansPart.avancer(300);
    expect(ecrit).toEqual([
      `\r[${"█".repeat(5)}${"░".repeat(15)}]  25 %  300 grilles, reste ~1 s\x1b[K`,
    ]);
  });
});
