/**
 * La cage de `verifier`, dans le même processus : objets globaux remis en
 * état, rapports bornés, sorties muettes, suites asynchrones surveillées.
 * (Ce qui tuait ou bloquait le programme est dans `cage-processus.test.ts`.)
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { verifier } from "../../src/verification";
import { test_ligne } from "../../src/td";
import { recopie } from "../exercices/aide-recopie";

const attendre = (ms: number) => new Promise((fin) => setTimeout(fin, ms));

// Si la cage manquait, ces tests laisseraient le processus abîmé : on remet tout, quoi qu'il arrive.
const map = Array.prototype.map;
const filter = Array.prototype.filter;
const log = console.log;
afterEach(() => {
  Array.prototype.map = map;
  Array.prototype.filter = filter;
  console.log = log;
  delete (Object.prototype as Record<string, unknown>).truc;
  vi.restoreAllMocks();
});

type TestLigne = (i: number, j: number, nombre: number, M: number[][]) => boolean;

/** Une test_ligne juste, qui fait `avant()` d'abord. */
const justeMais =
  (avant: () => void): TestLigne =>
  (i, j, nombre, M) => {
    avant();
    return test_ligne(i, j, nombre, M);
  };

describe("une fonction qui touche aux objets globaux", () => {
  it("remplace Array.prototype.map : échec qui le dit, map remis, verifier intact ensuite", () => {
    const bilan = verifier(
      "test_ligne",
      justeMais(() => {
        Array.prototype.map = function () {
          return [];
        };
      }),
    );
    expect(Array.prototype.map).toBe(map);
    expect(console.log).toBe(log);
    expect(bilan.statut).toBe("echec");
    expect(bilan.rapport).toContain(
      "Obtenu : votre fonction a modifié Array.prototype.map : une fonction d'exercice ne doit pas " +
        "toucher aux objets globaux (remis en état).",
    );
    expect(verifier("test_ligne", recopie(test_ligne)).statut).toBe("reussi");
  });

  it("ajoute Object.prototype.truc, ou vide console.log : retirés, remis, et dits", () => {
    const ajout = verifier(
      "test_ligne",
      justeMais(() => Object.assign(Object.prototype, { truc: 1 })),
    );
    expect(Object.prototype).not.toHaveProperty("truc");
    expect(ajout.rapport).toContain("votre fonction a modifié Object.prototype.truc");
    const vide = verifier(
      "test_ligne",
      justeMais(() => Reflect.set(console, "log", undefined)),
      { affichages: true },
    );
    expect(console.log).toBe(log);
    expect(vide.rapport).toContain("votre fonction a modifié console.log");
  });

  it("change process.exitCode : remis, et dit", () => {
    const avant = process.exitCode;
    const bilan = verifier(
      "test_ligne",
      justeMais(() => (process.exitCode = 0)),
    );
    expect(process.exitCode).toBe(avant);
    expect(bilan.rapport).toContain("votre fonction a modifié process.exitCode");
  });

  it("dans un rappel de setTimeout : le rappel ne tourne jamais, et le cas échoue", async () => {
    let lance = false;
    const bilan = verifier(
      "test_ligne",
      justeMais(() =>
        setTimeout(() => {
          lance = true;
          Array.prototype.filter = () => [];
        }, 5),
      ),
      { delai: 300 },
    );
    await attendre(100);
    expect(lance).toBe(false);
    expect(Array.prototype.filter).toBe(filter);
    expect(bilan.statut).toBe("echec");
    expect(bilan.rapport).toContain(
      "Obtenu : votre fonction laisse du travail pour après sa réponse : 1 minuteur (arrêté).",
    );
  });
});

describe("une fonction async ou qui rend une promesse", () => {
  it("async : n'est pas lancée, et le bilan dit pourquoi", () => {
    let appels = 0;
    const bilan = verifier("test_ligne", async () => {
      appels++;
      return true;
    });
    expect(appels).toBe(0);
    expect(bilan.statut).toBe("echec");
    expect(bilan.rapport).toContain(
      "Obtenu : votre fonction est déclarée async : elle rendrait une promesse au lieu de sa réponse.",
    );
  });

  it("ordinaire, qui rend une promesse : échec qui le dit", () => {
    const bilan = verifier("test_ligne", () => Promise.resolve(true));
    expect(bilan.rapport).toContain(
      "Obtenu : la fonction rend une promesse (est-elle déclarée async ?) : une fonction " +
        "d'exercice rend sa réponse directement, sans async ni await.",
    );
  });
});

describe("un incident après le premier échec", () => {
  it("arrête la vérification, et le rapport le dit", () => {
    let appels = 0;
    const bilan = verifier("test_ligne", () => (++appels === 1 ? 1 : process.exit(0)));
    expect(appels).toBe(2);
    expect(bilan.rapport).toContain("Obtenu : 1 (un nombre, alors qu'on attend un booléen)");
    expect(bilan.rapport).toContain(
      "Au cas « le nombre est déjà dans la ligne », votre fonction a appelé process.exit(0) : " +
        "une fonction d'exercice ne doit pas arrêter le programme : les cas suivants n'ont pas été lancés.",
    );
  });
});

describe("les rapports sont bornés", () => {
  it("une chaîne de 50 Mo rendue par l'élève est tronquée, avec sa taille d'origine", () => {
    const enorme = "x".repeat(50_000_000);
    const bilan = verifier("test_ligne", () => enorme);
    expect(bilan.rapport.length).toBeLessThan(2000);
    expect(bilan.rapport).toContain(
      `Obtenu : "${"x".repeat(200)}"… (texte de 50 000 000 caractères, tronqué) ` +
        "(un texte, alors qu'on attend un booléen)",
    );
  });

  it("le message d'une erreur immense aussi, et un tableau de textes immenses", () => {
    const erreur = verifier("test_ligne", () => {
      throw new Error("y".repeat(1_000_000));
    });
    expect(erreur.rapport.length).toBeLessThan(2000);
    expect(erreur.rapport).toContain("(tronqué : 1 000 000 caractères en tout)");
    const tableau = verifier("test_ligne", () => Array(20).fill("z".repeat(1_000_000)));
    expect(tableau.rapport.length).toBeLessThan(3000);
    expect(tableau.rapport).toContain("(texte de 1 000 000 caractères, tronqué)");
  });
});

describe("les affichages de la fonction", () => {
  it("process.stdout.write et process.stderr.write sont muets, sauf avec { affichages: true }", () => {
    const sortie = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const erreur = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const bavarde = justeMais(() => {
      process.stdout.write("bruit\n");
      process.stderr.write("bruit\n");
    });
    expect(verifier("test_ligne", bavarde).statut).toBe("reussi");
    expect(sortie).not.toHaveBeenCalledWith("bruit\n");
    expect(erreur).not.toHaveBeenCalledWith("bruit\n");
    verifier("test_ligne", bavarde, { affichages: true });
    expect(sortie.mock.calls.filter(([texte]) => texte === "bruit\n")).toHaveLength(9);
    expect(erreur.mock.calls.filter(([texte]) => texte === "bruit\n")).toHaveLength(9);
  });
});

describe("ce que la fonction laisse derrière elle", () => {
  it("un setInterval est arrêté dès la réponse, sans un seul tour, et le cas échoue", async () => {
    let tours = 0;
    const bilan = verifier(
      "test_ligne",
      justeMais(() => setInterval(() => tours++, 1)),
      { delai: 200 },
    );
    await attendre(300);
    expect(tours).toBe(0);
    expect(bilan.statut).toBe("echec");
    expect(bilan.casReussis).toBe(0);
    expect(bilan.rapport).toContain("1 minuteur (arrêté)");
  });

  // (process.nextTick passe par la même enveloppe ; sous vitest, qui le remet à sa façon
  // autour de ses échanges, il n'est pas sûr de l'essayer ici.)
  it("queueMicrotask : annulé dès la réponse, et le cas échoue", async () => {
    let lances = 0;
    const bilan = verifier(
      "test_ligne",
      justeMais(() => {
        queueMicrotask(() => lances++);
        queueMicrotask(() => lances++);
      }),
    );
    await attendre(20);
    expect(lances).toBe(0);
    expect(bilan.rapport).toContain(
      "votre fonction laisse du travail pour après sa réponse : 2 rappels différés (annulés).",
    );
  });

  it("une chaîne de promesses lancée par une fonction ordinaire : le cas échoue", () => {
    const bilan = verifier(
      "test_ligne",
      justeMais(() => void Promise.resolve().then(() => undefined)),
    );
    expect(bilan.statut).toBe("echec");
    expect(bilan.rapport).toMatch(/après sa réponse : \d+ promesses?\. Une fonction d'exercice/);
  });

  it("une promesse rejetée sans traitement dans la fonction est rapportée", async () => {
    const erreurs = vi.spyOn(console, "error").mockImplementation(() => undefined);
    verifier(
      "test_ligne",
      justeMais(() => void Promise.reject(new RangeError("oubliée"))),
      { delai: 200 },
    );
    await attendre(50);
    expect(erreurs).toHaveBeenCalledWith(
      expect.stringContaining("promesse rejetée sans traitement : RangeError: oubliée."),
    );
  });
});
