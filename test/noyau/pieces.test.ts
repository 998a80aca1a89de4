import { describe, expect, it } from "vitest";
import type { Converter, ConvertResult } from "tslab/dist/converter";
import { ConvertisseurRobuste, estPanneDeTslab } from "../../src/noyau/convertisseur";
import { Historique, globEnRegex } from "../../src/noyau/historique";
import { lireMessage, nouveauMessage, reponse, tramesDe } from "../../src/noyau/message";
import { enClair } from "../../src/noyau/rapport-erreur";
import { annoter, colonneOriginale, ligneOriginale } from "../../src/noyau/reperes";
import { Sorties } from "../../src/noyau/sorties";

describe("les repères de lignes des cellules", () => {
  const source =
    "const a = 1;\n\nfunction f(n: number) {\n  if (n > 2) {\n    throw new Error();\n  }\n}\nf(a);";

  it("posent un repère avant chaque instruction, à toute profondeur, sans rien changer d'autre", () => {
    const cellule = annoter(source);
    expect(cellule.annotee.replace(/\/\*§\d+\*\//g, "")).toBe(source);
    expect(cellule.annotee).toContain("/*§3*/throw new Error();");
    expect(cellule.instructions).toHaveLength(5);
  });

  it("ramènent une ligne du JavaScript à la ligne de la cellule, même avec des lignes ajoutées", () => {
    const cellule = annoter(source);
    // Un JavaScript comme celui de tslab : lignes ajoutées en tête, lignes vides ôtées.
    const js = [
      'Object.defineProperty(exports, "__esModule", { value: true });',
      "/*§0*/ const a = 1;",
      "exports.a = a;",
      "/*§1*/ function f(n) {",
      "    /*§2*/ if (n > 2) {",
      "        /*§3*/ throw new Error();",
      "    }",
      "}",
      "/*§4*/ f(a);",
    ].join("\n");
    expect(ligneOriginale(cellule, js, 5, 20)).toBe(4);
    expect(ligneOriginale(cellule, js, 8, 10)).toBe(7);
    expect(ligneOriginale(cellule, js, 0, 5)).toBeUndefined();
  });

  it("rendent les colonnes d'avant les repères (erreurs de compilation)", () => {
    const cellule = annoter("let s = 1;  let t = 2;");
    const decale = cellule.annotee.indexOf("t = 2");
    expect(colonneOriginale(cellule, 0, decale)).toBe("let s = 1;  let ".length);
  });
});

describe("l'historique des cellules", () => {
  const h = new Historique();
  h.ajouter(1, "6 * 7");
  h.noterResultat(1, "42");
  h.ajouter(2, "const x = 1;");
  h.ajouter(3, "6 * 7");

  it("rend les n dernières entrées, avec ou sans sorties", () => {
    expect(h.lire({ hist_access_type: "tail", n: 2 })).toEqual([
      [1, 2, "const x = 1;"],
      [1, 3, "6 * 7"],
    ]);
    expect(h.lire({ hist_access_type: "tail", n: 1, output: true })).toEqual([
      [1, 3, ["6 * 7", null]],
    ]);
  });

  it("rend une plage de lignes de la session", () => {
    expect(
      h.lire({ hist_access_type: "range", session: 1, start: 1, stop: 2, output: true }),
    ).toEqual([[1, 1, ["6 * 7", "42"]]]);
    expect(h.lire({ hist_access_type: "range", session: 7, start: 1, stop: 3 })).toEqual([]);
  });

  it("cherche par motif glob, sans doublons si on le demande", () => {
    expect(h.lire({ hist_access_type: "search", pattern: "6 ? 7" })).toHaveLength(2);
    expect(h.lire({ hist_access_type: "search", pattern: "6 ? 7", unique: true })).toEqual([
      [1, 3, "6 * 7"],
    ]);
    expect(globEnRegex("const*").test("const x = 1;")).toBe(true);
    expect(globEnRegex("a.b").test("axb")).toBe(false);
  });
});

describe("les messages du protocole", () => {
  const requete = nouveauMessage("execute_request", { code: "1" }, undefined, [
    Buffer.from("client"),
  ]);
  requete.entete.session = "session-1";

  it("se signent et se relisent à l'identique", () => {
    const trames = tramesDe(requete, "secret").map((t) => Buffer.from(t));
    const lu = lireMessage(trames, "secret");
    expect(lu.contenu).toEqual({ code: "1" });
    expect(lu.identites.map(String)).toEqual(["client"]);
  });

  it("sont refusés quand la signature ne correspond pas à la clé", () => {
    const trames = tramesDe(requete, "secret").map((t) => Buffer.from(t));
    expect(() => lireMessage(trames, "autre-cle")).toThrow(/signature HMAC invalide/);
  });

  it("ont une réponse du bon type, adressée au même client, dans la même session", () => {
    const r = reponse(requete, { status: "ok" });
    expect(r.entete.msg_type).toBe("execute_reply");
    expect(r.entete.session).toBe("session-1");
    expect(r.parent.msg_id).toBe(requete.entete.msg_id);
    expect(r.identites.map(String)).toEqual(["client"]);
  });
});

describe("le convertisseur robuste", () => {
  function fauxConvertisseur(pannes: { reste: number }, crees: { n: number }): Converter {
    crees.n++;
    const resultat: ConvertResult = { diagnostics: [], output: "1" };
    return {
      convert: () => {
        if (pannes.reste-- > 0) throw new Error("Unexpected pending rebuildTimer");
        return resultat;
      },
      inspect: () => undefined as never,
      complete: () => ({ start: 0, end: 0, candidates: [] }),
      addModule: () => [],
      close: () => undefined,
    };
  }

  it("repart d'un convertisseur neuf après une panne de la surveillance des fichiers de tslab", () => {
    const pannes = { reste: 1 };
    const crees = { n: 0 };
    const c = new ConvertisseurRobuste({}, () => fauxConvertisseur(pannes, crees));
    expect(c.convert("", "1").output).toBe("1");
    expect(crees.n).toBe(2);
  });

  it("laisse passer les autres erreurs", () => {
    const c = new ConvertisseurRobuste({}, () => ({
      ...fauxConvertisseur({ reste: 0 }, { n: 0 }),
      convert: () => {
        throw new Error("autre chose");
      },
    }));
    expect(() => c.convert("", "1")).toThrow("autre chose");
    expect(estPanneDeTslab(new Error("clearing unexpected tiemr"))).toBe(true);
  });
});

describe("les sorties des cellules", () => {
  it("groupent les écritures rapprochées, envoient la première aussitôt, et gardent l'ordre", () => {
    const envois: [string, Record<string, unknown>][] = [];
    const sorties = new Sorties((type, contenu) => envois.push([type, contenu]));
    sorties.nouvelleCellule();
    for (let k = 0; k < 100; k++) sorties.ecrire("stdout", `${k}\n`);
    sorties.ecrire("stderr", "attention\n");
    sorties.afficher({ data: { "text/plain": "x" }, metadata: {}, transient: {} }, false);
    sorties.vider();
    expect(
      envois.map(([type, c]) => (type === "stream" ? `${type}:${String(c.name)}` : type)),
    ).toEqual(["stream:stdout", "stream:stdout", "stream:stderr", "display_data"]);
    expect(envois[0][1].text).toBe("0\n");
    const texte = envois
      .slice(0, 2)
      .map(([, c]) => c.text)
      .join("");
    expect(texte).toBe(Array.from({ length: 100 }, (_, k) => `${k}\n`).join(""));
  });
});

describe("les messages de JavaScript en clair", () => {
  it("expliquent les erreurs courantes en français", () => {
    expect(enClair("Cannot read properties of undefined (reading 'x')")).toMatch(/on lit « x »/);
    expect(enClair("tableau is not defined")).toMatch(/« tableau » n'existe pas/);
    expect(enClair("Maximum call stack size exceeded")).toMatch(/récursion/);
    expect(enClair("un message inconnu")).toBeUndefined();
  });
});
