import { getHeapSpaceStatistics, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterEach, expect, it, vi } from "vitest";
import { Rangement } from "../../src/noyau/rangement";

/** Les Mo réservés par l'espace des objets anciens du tas de V8. */
function espaceAncien(): number {
  const espace = getHeapSpaceStatistics().find((e) => e.space_name === "old_space");
  return (espace?.space_size ?? 0) / 1e6;
}

afterEach(() => {
  vi.useRealTimers();
});

/**
 * Des objets assez vieux pour être dans l'espace ancien, dont on ne garde
 * qu'un sur deux : chaque page reste à moitié pleine.
 */
function pagesAMoitieVides(gc: () => void): { i: number; t: string }[] {
  const tas: { i: number; t: string }[] = [];
  for (let i = 0; i < 600_000; i++) tas.push({ i, t: `x${i}` });
  gc();
  return tas.filter((_, i) => i % 2 === 0);
}

it("rend au système les pages à moitié vides, que le ramasse-miettes ordinaire garde", () => {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  const gardes = pagesAMoitieVides(gc);
  gc();
  gc();
  const avant = espaceAncien();
  new Rangement().ranger();
  const apres = espaceAncien();
  expect(gardes).toHaveLength(300_000);
  expect(apres).toBeLessThan(avant * 0.75);
});

it("range deux secondes après la dernière réponse, et une nouvelle requête repousse le rangement", () => {
  vi.useFakeTimers();
  const rangement = new Rangement();
  const ranger = vi.spyOn(rangement, "ranger").mockImplementation(() => {});
  rangement.plusTard();
  vi.advanceTimersByTime(1900);
  rangement.annuler();
  vi.advanceTimersByTime(5000);
  expect(ranger).not.toHaveBeenCalled();
  rangement.plusTard();
  vi.advanceTimersByTime(2000);
  expect(ranger).toHaveBeenCalledTimes(1);
});
