/**
 * La garde du navigateur (`src/hote/navigateur/garde.ts`), sous Node : le
 * décompte, la sonde du bouton ■ et l'échéance d'un appel borné.
 */
import { afterEach, describe, expect, it } from "vitest";
import { CLE_GARDE, garde } from "../../src/hote/navigateur/garde";

/** Attend sans rendre la main, comme un import lent sur une machine chargée. */
function bloquer(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Une boucle contrôlée comme le code instrumenté : le contrôle au début de chaque tour. */
function tourner(ms: number): unknown {
  const g = garde();
  const fin = performance.now() + ms;
  try {
    while (performance.now() < fin) if (--g.n < 0) g.c();
  } catch (erreur) {
    return erreur;
  }
  return undefined;
}

afterEach(() => {
  delete (globalThis as { [CLE_GARDE]?: unknown })[CLE_GARDE];
});

describe("la garde du navigateur", () => {
  it("■ vu par la sonde arrête la boucle, et chaque contrôle lève de nouveau jusqu'à reprendre()", () => {
    const g = garde();
    let appels = 0;
    g.sonde = () => ++appels >= 3;
    const erreur = tourner(5000);
    expect(g.estArret(erreur)).toBe(true);
    expect(g.estDelai(erreur)).toBe(false);
    expect(() => g.r(erreur)).toThrow(erreur as Error);
    expect(g.estArret(tourner(50))).toBe(true);
    g.reprendre();
    g.sonde = () => false;
    expect(tourner(50)).toBeUndefined();
  });

  it("une sonde lente ne repousse pas la suivante de plus d'une seconde", () => {
    const g = garde();
    const instants: number[] = [];
    g.sonde = () => {
      instants.push(performance.now());
      bloquer(300);
      return false;
    };
    expect(tourner(2600)).toBeUndefined();
    // Sans plafond, 25 fois 300 ms : la deuxième sonde viendrait après 7,5 s.
    expect(instants.length).toBeGreaterThanOrEqual(2);
    for (let k = 1; k < instants.length; k++) {
      expect(instants[k] - instants[k - 1]).toBeLessThan(1300 + 300);
    }
  });

  it("l'échéance d'un appel borné lève un dépassement de délai", () => {
    const g = garde();
    g.echeance = performance.now() + 30;
    const erreur = tourner(2000);
    expect(g.estDelai(erreur)).toBe(true);
    g.echeance = Infinity;
  });
});
