import { afterEach, describe, expect, it, vi } from "vitest";
import { ExerciceNonFait, essayer, estNonFait } from "../../src/verification";
import { CLE_CANAL, type CanalJupyter, type SortieAffichee } from "../../src/socle/protocole";
import { iconeHTML } from "../../src/notebook/icones";

afterEach(() => {
  vi.restoreAllMocks();
});

function test_ligne(): boolean {
  throw new ExerciceNonFait("parcourir la ligne i, sans la colonne j");
}

// Une boucle de 5 s (pas sans fin : sans limite, le test échouerait au lieu de bloquer).
function tropLong(): string {
  const fin = Date.now() + 5000;
  while (Date.now() < fin) {
    // On attend.
  }
  return "fini";
}

describe("ExerciceNonFait", () => {
  it("garde la consigne et retrouve le nom de la fonction qui la lève", () => {
    try {
      test_ligne();
      expect.unreachable();
    } catch (erreur) {
      expect(erreur).toBeInstanceOf(ExerciceNonFait);
      expect(erreur).toBeInstanceOf(Error);
      const nonFait = erreur as ExerciceNonFait;
      expect(nonFait.name).toBe("ExerciceNonFait");
      expect(nonFait.consigne).toBe("parcourir la ligne i, sans la colonne j");
      expect(nonFait.fonction).toBe("test_ligne");
    }
  });

  it("prend le nom donné au constructeur s'il y en a un", () => {
    expect(new ExerciceNonFait("…", "resolution").fonction).toBe("resolution");
  });

  it("reconnaît aussi une erreur du même nom venue d'une autre copie de la bibliothèque", () => {
    const autre = Object.assign(new Error("x"), { name: "ExerciceNonFait", consigne: "x" });
    expect(estNonFait(autre)).toBe(true);
    expect(estNonFait(new Error("x"))).toBe(false);
    expect(estNonFait("ExerciceNonFait")).toBe(false);
  });
});

describe("essayer", () => {
  it("renvoie la valeur de la fonction quand tout est écrit", () => {
    expect(essayer(() => 42)).toBe(42);
  });

  it("affiche que la fonction n'est pas encore écrite et renvoie undefined", () => {
    const affichage = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const demo = () => [1, 2].map(() => test_ligne());
    expect(essayer(demo)).toBeUndefined();
    expect(affichage).toHaveBeenCalledOnce();
    const texte = String(affichage.mock.calls[0][0]);
    expect(texte).toContain("⏳ test_ligne n'est pas encore écrite");
    expect(texte).toContain("la cellule reprendra quand votre code sera là");
  });

  it("interrompt un code trop long au bout du délai, le dit, et rend undefined", () => {
    const affichage = vi.spyOn(console, "log").mockImplementation(() => undefined);
    expect(essayer(tropLong, { delai: 200 })).toBeUndefined();
    expect(affichage).toHaveBeenCalledExactlyOnceWith(
      "❌ le code ne rend pas la main au bout de 0,2 s (une boucle sans fin ?) : il a été " +
        "interrompu, et la suite du carnet peut s'exécuter.",
    );
  });

  it("rend la valeur d'un code qui finit dans le délai", () => {
    expect(essayer(() => [1, 2].map((x) => x * 2), { delai: 1000 })).toEqual([2, 4]);
  });

  it("laisse passer les autres erreurs", () => {
    expect(() =>
      essayer(() => {
        throw new TypeError("vraie erreur");
      }),
    ).toThrow("vraie erreur");
  });
});

describe("essayer dans un carnet", () => {
  const recu: SortieAffichee[] = [];
  const canal: CanalJupyter = {
    afficher: (sortie) => recu.push(sortie),
    effacer: () => undefined,
  };
  const global = globalThis as { [CLE_CANAL]?: CanalJupyter };

  afterEach(() => {
    delete global[CLE_CANAL];
    recu.length = 0;
  });

  it("affiche le message avec l'icône du sablier en HTML, et ⏳ en texte", () => {
    global[CLE_CANAL] = canal;
    const console_ = vi.spyOn(console, "log").mockImplementation(() => undefined);
    expect(essayer(() => test_ligne())).toBeUndefined();
    expect(console_).not.toHaveBeenCalled();
    expect(recu).toHaveLength(1);
    const { data } = recu[0];
    expect(data["text/plain"]).toBe(
      "⏳ test_ligne n'est pas encore écrite : la cellule reprendra quand votre code sera là.",
    );
    const html = String(data["text/html"]);
    expect(html).toContain(iconeHTML("non-fait"));
    expect(html).toContain("test_ligne n&#39;est pas encore écrite");
    expect(html).not.toContain("⏳");
  });

  it("affiche un code trop long avec l'icône de l'échec", () => {
    global[CLE_CANAL] = canal;
    expect(essayer(tropLong, { delai: 100 })).toBeUndefined();
    expect(recu).toHaveLength(1);
    expect(recu[0].data["text/plain"]).toMatch(/^❌ le code ne rend pas la main au bout de 0,1 s/);
    expect(String(recu[0].data["text/html"])).toContain(iconeHTML("echec"));
  });
});
