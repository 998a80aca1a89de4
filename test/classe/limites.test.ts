/**
 * Les limites de chaque élève d'une classe d'essai (comptes Unix, hub sur
 * 127.0.0.1) : mémoire et processeur bornés par élève, allocation sans fin
 * arrêtée à sa limite pendant qu'un autre élève travaille, aucun noyau
 * laissé quand le hub s'arrête. Demande root.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { LIMITES_D_ESSAI, type ObservationsLimites } from "../../outils/classe-limites";
import { EST_ROOT, lancerScriptDeClasse } from "./aide-classe";

describe.skipIf(!EST_ROOT)("une classe avec JupyterHub : les limites de chaque élève", () => {
  let o: ObservationsLimites;
  beforeAll(async () => {
    o = await lancerScriptDeClasse<ObservationsLimites>("classe-limites.ts", [], 400_000);
  }, 420_000);

  it("le noyau de l'élève est dans son groupe de contrôle et porte sa limite de mémoire", () => {
    expect(o.cgroupsDuNoyau.length).toBeGreaterThan(0);
    expect(o.cgroupsDuNoyau.every((l) => /sudoku-classe\/sdkessai/.test(l))).toBe(true);
    expect(o.donneesMax).toBeLessThanOrEqual(LIMITES_D_ESSAI.memoireMo * 1024 * 1024);
  });

  it("une allocation sans fin est arrêtée à la limite de l'élève, l'autre élève obtient sa réponse", () => {
    expect(o.allocation.mo).toBeLessThanOrEqual(LIMITES_D_ESSAI.memoireMo);
    expect(o.allocation.arret).not.toBe("aucun arrêt");
    expect(o.reponseDeB).toBe("somme : 89999997");
  });

  it("quand le hub s'arrête, aucun processus des élèves ne reste, ni leurs groupes de contrôle", () => {
    expect(o.restesApresLeHub).toBe(0);
    expect(o.groupesApresLeHub).toEqual([]);
  });
});
