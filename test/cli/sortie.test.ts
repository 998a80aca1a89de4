import { describe, expect, it } from "vitest";
import { SortieFermee, SortieTamponnee } from "../../src/cli/sortie";

/** Une fausse sortie standard : chaque écriture attend que le test la rende (`prendre`). */
function fausseSortie() {
  const ecrits: (string | Uint8Array)[] = [];
  const rappels: ((erreur?: Error | null) => void)[] = [];
  return {
    ecrits,
    cible: {
      write(texte: string | Uint8Array, rappel: (erreur?: Error | null) => void) {
        ecrits.push(texte);
        rappels.push(rappel);
      },
    },
    prendre: (erreur?: Error) => rappels.shift()?.(erreur),
  };
}

const epipe = () => Object.assign(new Error("write EPIPE"), { code: "EPIPE" });

describe("la sortie tamponnée de la commande", () => {
  it("écrit par paquets, et attend que le lecteur ait pris le précédent", async () => {
    const { ecrits, cible, prendre } = fausseSortie();
    const sortie = new SortieTamponnee(cible);
    sortie.ecrire("a");
    sortie.ecrire("b");
    expect(ecrits).toEqual([]); // rien ne part ligne à ligne
    let fini = false;
    const attente = sortie.vider(true).then(() => (fini = true));
    await new Promise((r) => setImmediate(r));
    expect(ecrits).toEqual(["a\nb\n"]);
    expect(fini).toBe(false); // le lecteur n'a pas encore pris le paquet
    prendre();
    await attente;
    expect(fini).toBe(true);
  });

  it("met dans le même envoi, dans l'ordre, les lignes en texte et celles en octets", async () => {
    const { ecrits, cible, prendre } = fausseSortie();
    const sortie = new SortieTamponnee(cible);
    sortie.ecrire("a");
    sortie.ecrireOctets(Buffer.from("é\nb\n"));
    sortie.ecrire("c");
    const attente = sortie.vider(true);
    await new Promise((r) => setImmediate(r));
    expect(ecrits.map((e) => Buffer.from(e).toString("utf8"))).toEqual(["a\né\nb\nc\n"]);
    prendre();
    await attente;
  });

  it("fait partir un gros paquet sans qu'on le demande", async () => {
    const { ecrits, cible, prendre } = fausseSortie();
    const sortie = new SortieTamponnee(cible);
    const ligne = "x".repeat(1000);
    for (let k = 0; k < 20; k++) sortie.ecrire(ligne);
    const attente = sortie.vider();
    await new Promise((r) => setImmediate(r));
    expect(ecrits).toHaveLength(1);
    prendre();
    await attente;
  });

  it("fait partir une ligne d'elle-même pendant que la commande attend son entrée", async () => {
    const { ecrits, cible } = fausseSortie();
    const sortie = new SortieTamponnee(cible);
    sortie.ecrire("réponse");
    await new Promise((r) => setTimeout(r, 300)); // la commande attend, sans appeler vider
    expect(ecrits).toEqual(["réponse\n"]);
  });

  it("lève SortieFermee dès que le lecteur est parti (EPIPE), puis à chaque écriture", async () => {
    const { cible, prendre } = fausseSortie();
    const sortie = new SortieTamponnee(cible);
    sortie.ecrire("a");
    const attente = sortie.vider(true);
    await new Promise((r) => setImmediate(r));
    prendre(epipe());
    await expect(attente).rejects.toBeInstanceOf(SortieFermee);
    expect(() => sortie.ecrire("b")).toThrow(SortieFermee);
  });
});
