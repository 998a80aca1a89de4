import { describe, expect, it } from "vitest";
import { MinuteursSuivis, type FonctionsDeMinuteurs } from "../../src/noyau/navigateur/minuteurs";

// Les minuteurs que ■ annule dans le fil du noyau du navigateur (le vrai fil est essayé
// dans Chromium par test/site/eleve.test.ts) ; ici, sur une portée globale de test, avec
// les minuteurs de Node.

const attendre = (ms: number) => new Promise((fin) => setTimeout(fin, ms));

function portee() {
  const vraies: FonctionsDeMinuteurs = { setTimeout, clearTimeout, setInterval, clearInterval };
  const globale = { ...vraies, tours: 0 } as FonctionsDeMinuteurs & { tours: number };
  const minuteurs = new MinuteursSuivis(globale, vraies);
  minuteurs.poser();
  return { globale, minuteurs, vraies };
}

describe("les minuteurs des cellules", () => {
  it("■ arrête une boucle qui se reprogramme et un setInterval, et dit combien il en a annulé", async () => {
    const { globale, minuteurs } = portee();
    let intervalles = 0;
    const tic = () => {
      globale.tours++;
      globale.setTimeout(tic, 1);
    };
    tic();
    globale.setInterval(() => intervalles++, 1);
    await attendre(30);
    expect(globale.tours).toBeGreaterThan(1);
    expect(intervalles).toBeGreaterThan(1);
    expect(minuteurs.annuler()).toBe(2);
    const apres = [globale.tours, intervalles];
    await attendre(30);
    expect([globale.tours, intervalles]).toEqual(apres);
    expect(minuteurs.taille).toBe(0);
  });

  it("ne garde que ce qui attend : un minuteur parti ou annulé par l'élève n'est plus compté", async () => {
    const { globale, minuteurs } = portee();
    globale.setTimeout(() => undefined, 1);
    const annule = globale.setTimeout(() => undefined, 1000);
    const intervalle = globale.setInterval(() => undefined, 1000);
    globale.clearTimeout(annule);
    globale.clearInterval(intervalle);
    await attendre(20);
    expect(minuteurs.taille).toBe(0);
    expect(minuteurs.annuler()).toBe(0);
  });

  it("passe au rappel ses arguments, et évalue un texte comme le navigateur", async () => {
    const { globale } = portee();
    const recus: unknown[] = [];
    globale.setTimeout((a: unknown, b: unknown) => recus.push(a, b), 1, "a", 2);
    const cle = `__minuteur_texte_${process.pid}`;
    globale.setTimeout(`globalThis.${cle} = 6 * 7`, 1);
    await attendre(20);
    expect(recus).toEqual(["a", 2]);
    expect((globalThis as Record<string, unknown>)[cle]).toBe(42);
    delete (globalThis as Record<string, unknown>)[cle];
  });

  it("laisse à ce que l'on charge sans suivi les fonctions d'avant, puis reprend le suivi", () => {
    const { globale, minuteurs, vraies } = portee();
    const prises = minuteurs.sansSuivi(() => globale.setTimeout);
    expect(prises).toBe(vraies.setTimeout);
    expect(globale.setTimeout).not.toBe(vraies.setTimeout);
  });
});
