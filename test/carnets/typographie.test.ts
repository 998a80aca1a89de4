import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lireCarnet, sourceDe } from "../../outils/carnets/carnets";
import { corrigerTypographie, lignesFautives } from "../../outils/carnets/typographie";
import { RACINE } from "../aide-processus";

// L'espace fine insécable s'écrit « ⍽ » dans ces exemples, pour qu'on la voie.
const voir = (texte: string) => texte.replace(/\u202F/g, "⍽");
const corriger = (texte: string) => voir(corrigerTypographie(texte));

describe("la typographie de la prose", () => {
  it("met une espace fine avant : ; ! ?, à la place d'une espace ordinaire ou insécable", () => {
    expect(corriger("Objectifs : lire ; pourquoi ? Bravo\u00A0!")).toBe(
      "Objectifs⍽: lire⍽; pourquoi⍽? Bravo⍽!",
    );
  });

  it("n'en ajoute pas devant une ponctuation collée : titre anglais, factorielle, heure", () => {
    const texte =
      "*Artificial Intelligence: A Modern Approach* ; 8! = 40 320 ; à 10:30 ; vraiment ?!";
    expect(corriger(texte)).toBe(
      "*Artificial Intelligence: A Modern Approach*⍽; 8! = 40 320⍽; à 10:30⍽; vraiment⍽?!",
    );
  });

  it("en met une à l'intérieur des guillemets", () => {
    expect(corriger("le « top 95 » et «mot»")).toBe("le «⍽top 95⍽» et «⍽mot⍽»");
  });

  it("ne touche ni au code en ligne, ni aux blocs de code, ni aux formules", () => {
    const texte =
      "Le code `a ? b : c` ; $x : y$ et $$f : E \\to F$$\n```ts\nconst a = b ? c : d;\n```";
    expect(corriger(texte)).toBe(
      "Le code `a ? b : c`⍽; $x : y$ et $$f : E \\to F$$\n```ts\nconst a = b ? c : d;\n```",
    );
  });

  it("ne touche ni aux adresses, ni aux liens, ni aux balises HTML, ni aux tableaux", () => {
    const texte = [
      '<img src="data:image/svg+xml;base64,AA" alt="a : b"> et https://exemple.org/a?b=c:d',
      "[Leçon 1 : le TD](01-td.ipynb?x=1)",
      "| a | b |",
      "|:---|---:|",
    ].join("\n");
    expect(corriger(texte)).toBe(
      [
        '<img src="data:image/svg+xml;base64,AA" alt="a : b"> et https://exemple.org/a?b=c:d',
        "[Leçon 1⍽: le TD](01-td.ipynb?x=1)",
        "| a | b |",
        "|:---|---:|",
      ].join("\n"),
    );
  });

  it("ne change plus rien la seconde fois", () => {
    const texte = "Fin ? « oui » : `x` ; pourquoi ? https://a.b/c?d";
    const une = corrigerTypographie(texte);
    expect(corrigerTypographie(une)).toBe(une);
    expect(lignesFautives(une)).toEqual([]);
    expect(lignesFautives(texte)).toEqual([texte]);
  });
});

// Tant que `npm run carnets:typographie` n'a pas été lancé sur un carnet, son test échoue.
describe.each(["professeur", "eleve"])("la prose des carnets (%s)", (version) => {
  const dossier = join(RACINE, "notebooks", version);
  const carnets = readdirSync(dossier).filter((n) => n.endsWith(".ipynb"));

  it.each(carnets)(
    "%s : espaces fines avant « : ; ! ? » et dans « » (npm run carnets:typographie)",
    (nom) => {
      const fautives = lireCarnet(join(dossier, nom))
        .cells.filter((c) => c.cell_type === "markdown")
        .flatMap((c) => lignesFautives(sourceDe(c)));
      expect(fautives.map(voir)).toEqual([]);
    },
  );
});
