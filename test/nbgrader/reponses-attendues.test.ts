/**
 * Aucune question notée n'a sa réponse imprimée dans la leçon de l'élève : les
 * mots-clés de la « Réponse attendue » de chaque barème (sa ligne « Mots-clés »)
 * ne paraissent pas ensemble dans la version élève de la leçon. Ici, la prose
 * et le code ; test/carnets/execution.test.ts refait la même mesure sur les
 * carnets exécutés, sorties comprises. La mesure est dans reponses-attendues.ts.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lireCarnet, versionEleve, type Carnet, type Cellule } from "../../outils/carnets/carnets";
import { RACINE } from "../aide-processus";
import {
  contientLeMot,
  defautsDeLaQuestion,
  motsCles,
  normaliser,
  questionsNotees,
  reponseAttendue,
  textesDesCellules,
} from "./reponses-attendues";

const dossier = join(RACINE, "notebooks", "professeur");
const carnets = readdirSync(dossier)
  .filter((n) => n.endsWith(".ipynb"))
  .sort();

const texte = (source: string, outputs?: unknown[]): Cellule =>
  outputs
    ? { cell_type: "code", source, metadata: {}, outputs, execution_count: 1 }
    : { cell_type: "markdown", source, metadata: {} };

const bareme = (reponse: string, cles: string) =>
  `**Barème** (2 points)\n\nRéponse attendue : ${reponse}\n\nMots-clés : ${cles}\n\n- 1 point : …`;

describe("la mesure : des mots-clés de la réponse attendue, cherchés dans la leçon", () => {
  it("lit la réponse attendue et ses mots-clés, groupés par « + »", () => {
    const b = bareme(
      "une grille est atteinte par k! chemins, un par ordre.",
      "« k! » ; « ordre + chemins »",
    );
    expect(reponseAttendue(b)).toMatch(/^Réponse attendue : une grille/);
    expect(reponseAttendue(b)).not.toContain("Mots-clés");
    expect(motsCles(b)).toEqual([["k!"], ["ordre", "chemins"]]);
    expect(motsCles("**Barème** (2 points)\n\nRéponse attendue : …")).toBeNull();
  });

  it("ignore casse, accents et espaces insécables ; cherche un mot entier à ses bouts de lettres", () => {
    expect(contientLeMot(normaliser("Prouver l'Unicité"), normaliser("unicite"))).toBe(true);
    expect(contientLeMot(normaliser("les ordres"), "ordre")).toBe(false);
    expect(contientLeMot(normaliser("atteint par `k!` chemins"), "k!")).toBe(true);
    expect(contientLeMot(normaliser("(noeud) => noeud.profondeur"), "noeud.profondeur")).toBe(true);
    expect(contientLeMot(normaliser("3\u202f!"), "3 !")).toBe(true);
  });

  // La question 6 de la leçon 4, avant sa réécriture : la leçon donnait « k! ».
  const k = {
    id: "reponse-k",
    bareme: bareme("k! chemins, un par ordre de remplissage.", "« k! »"),
  };

  it("trouve une expression imprimée dans la prose, et dit où", () => {
    const lecon = textesDesCellules([
      texte("Début."),
      texte("un état est atteint par `k!` chemins"),
    ]);
    expect(defautsDeLaQuestion(k, lecon)).toEqual([
      "reponse-k : « k! » est imprimée dans la leçon de l'élève (cellule 1 ou 2)",
    ]);
  });

  it("trouve les mots d'une expression répartis entre un code, sa sortie et le texte qui suit", () => {
    const q = {
      id: "reponse-grilles",
      bareme: bareme("la case (8, 8) perd le 5 à tort.", "« (8, 8) + perd + 5 »"),
    };
    const sortie = [
      { output_type: "stream", name: "stdout", text: ["label de (8, 8) : [1, 2]\n"] },
    ];
    const lecon = textesDesCellules([
      texte("console.log(x);", sortie),
      texte("La case perd le 5."),
      texte("Sans rapport."),
    ]);
    expect(defautsDeLaQuestion(q, lecon)).toHaveLength(1);
    // Loin l'un de l'autre (plus de deux cellules), les mêmes mots ne sont plus « ensemble ».
    const loin = textesDesCellules([texte("(8, 8)"), texte("…"), texte("il perd le 5")]);
    expect(defautsDeLaQuestion(q, loin)).toEqual([]);
  });

  it("ne compte pas les mots permis, et refuse une expression faite d'eux seuls", () => {
    const q = {
      id: "reponse-p",
      bareme: bareme("chaque case garde sa valeur.", "« case + valeur »"),
    };
    expect(defautsDeLaQuestion(q, [])).toEqual([
      "reponse-p : « case + valeur » n'a que des mots permis",
    ]);
  });

  it("demande des mots-clés tirés de la réponse attendue", () => {
    const sans = { id: "reponse-s", bareme: "**Barème** (2 points)\n\nRéponse attendue : …" };
    expect(defautsDeLaQuestion(sans, [])).toEqual([
      "reponse-s : le barème ne donne pas ses mots-clés (« Mots-clés : « … » »)",
    ]);
    const ailleurs = { id: "reponse-a", bareme: bareme("un ordre.", "« profondeur »") };
    expect(defautsDeLaQuestion(ailleurs, [])).toEqual([
      "reponse-a : « profondeur » n'est pas dans la réponse attendue (profondeur)",
    ]);
  });
});

describe("aucune question notée n'a sa réponse dans la prose de sa leçon (version élève)", () => {
  const avecQuestions = carnets.filter(
    (nom) => questionsNotees(lireCarnet(join(dossier, nom))).length > 0,
  );
  it.each(avecQuestions)("%s", (nom) => {
    const professeur: Carnet = lireCarnet(join(dossier, nom));
    const lecon = textesDesCellules(versionEleve(professeur).cells);
    const defauts = questionsNotees(professeur).flatMap((q) => defautsDeLaQuestion(q, lecon));
    expect(defauts, defauts.join("\n")).toEqual([]);
  });
});
