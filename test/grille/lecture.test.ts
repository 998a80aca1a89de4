import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  ErreurLecture,
  detecterFormat,
  lireBloc,
  lireCSV,
  lireFichier,
  lireFichierLignes,
  lireGrilles,
  lireGrillesNumerotees,
  lireLigne,
  lireTabulations,
  versLigne,
} from "../../src/grille";
import { dossierTemporaire } from "../aide-dossiers";
import { ENONCE, ENONCE_BLOC, ENONCE_TABULATIONS, SOLUTION, erreurDe } from "../exemples";

/** Remplace le caractère n° `k` (à partir de 0) d'un texte. */
function remplacer(texte: string, k: number, caractere: string): string {
  return texte.slice(0, k) + caractere + texte.slice(k + 1);
}

/** Les valeurs attendues de l'énoncé de l'annexe, ligne par ligne. */
const VALEURS_ENONCE = [...ENONCE].map((c) => (c === "." ? 0 : Number(c)));

describe("lireLigne : une grille sur une ligne", () => {
  it("lit l'énoncé de l'annexe et en fait les données", () => {
    const g = lireLigne(ENONCE);
    expect(g.taille).toBe(9);
    expect(g.valeurs).toEqual(VALEURS_ENONCE);
    expect(g.estDonnee(0, 3)).toBe(true);
    expect(g.estDonnee(0, 0)).toBe(false);
    expect(g.nombreDeDonnees()).toBe(28);
  });

  it("accepte « . », « 0 » et « - » pour une case vide", () => {
    const avecZeros = ENONCE.replace(/\./g, "0");
    const avecTirets = ENONCE.replace(/\./g, "-");
    expect(lireLigne(avecZeros).valeurs).toEqual(VALEURS_ENONCE);
    expect(lireLigne(avecTirets).valeurs).toEqual(VALEURS_ENONCE);
  });

  it("déduit la taille de la longueur : 16, 81, 256 ou 625 caractères", () => {
    expect(lireLigne("1234341221434321").taille).toBe(4);
    expect(lireLigne(SOLUTION).taille).toBe(9);
    expect(lireLigne(".".repeat(256)).taille).toBe(16);
    expect(lireLigne(".".repeat(625)).taille).toBe(25);
  });

  it("lit les symboles A à P, en majuscules comme en minuscules", () => {
    const g = lireLigne("AbG" + ".".repeat(253));
    expect(g.valeurs.slice(0, 3)).toEqual([10, 11, 16]);
    const h = lireLigne("Pp" + ".".repeat(623));
    expect(h.valeurs.slice(0, 2)).toEqual([25, 25]);
  });

  it("ignore les blancs et le retour à la ligne de fin", () => {
    expect(lireLigne(`${ENONCE} \t\r\n`).valeurs).toEqual(VALEURS_ENONCE);
  });

  it("signale une longueur fausse, avec la taille la plus proche et les longueurs admises", () => {
    const e = erreurDe(() => lireLigne(ENONCE.slice(1), { fichier: "grilles.txt", ligne: 3 }));
    expect(e).toBeInstanceOf(ErreurLecture);
    expect(e.message).toContain("grilles.txt, ligne 3 : ");
    expect(e.message).toContain("81 caractères attendus pour une grille 9×9, 80 trouvés");
    expect(e.message).toContain("16, 81, 256 ou 625 caractères");
  });

  it("compare une ligne trop longue à la taille la plus proche", () => {
    const e = erreurDe(() => lireLigne(".".repeat(250)));
    expect(e.message).toContain("256 caractères attendus pour une grille 16×16, 250 trouvés");
  });

  it("signale une ligne vide", () => {
    expect(erreurDe(() => lireLigne("")).message).toContain("ligne vide");
  });

  it("signale la colonne et le caractère fautif, et ce qui était attendu", () => {
    const e = erreurDe(() =>
      lireLigne(remplacer(ENONCE, 11, "x"), { fichier: "grilles.txt", ligne: 3 }),
    ) as ErreurLecture;
    expect(e.message).toContain("grilles.txt, ligne 3, colonne 12 : ");
    expect(e.message).toContain("« x »");
    expect(e.message).toContain("case (1, 2)");
    expect(e.message).toContain("attendu : 1 à 9, ou « . », « 0 », « - » pour une case vide");
    expect(e.position).toEqual({ fichier: "grilles.txt", ligne: 3, colonne: 12 });
    expect(e.trouve).toBe("x");
  });

  it("refuse un symbole valable mais trop grand pour la taille, en nommant la colonne", () => {
    const e = erreurDe(() => lireLigne(remplacer(ENONCE, 40, "A"))) as ErreurLecture;
    expect(e.message).toContain("colonne 41");
    expect(e.message).toContain("« A »");
    expect(e.message).toContain("trop grand pour une grille 9×9");
    expect(e.message).toContain("il vaut 10");
  });

  it("nomme une espace au lieu de la montrer entre guillemets vides", () => {
    const e = erreurDe(() => lireLigne(remplacer(ENONCE, 4, " ")));
    expect(e.message).toContain("colonne 5");
    expect(e.message).toContain("[espace]");
  });

  it("dans une 16×16, annonce les symboles 1 à 9 puis A à G", () => {
    const e = erreurDe(() => lireLigne("H" + ".".repeat(255)));
    expect(e.message).toContain("trop grand pour une grille 16×16");
    expect(e.message).toContain("attendu : 1 à 9 puis A à G");
  });
});

describe("lireFichierLignes : une grille par ligne", () => {
  it("lit chaque ligne, en passant commentaires, lignes vides, BOM, CRLF et blancs de fin", () => {
    const texte = `\uFEFF# Deux grilles\r\n\r\n${ENONCE}  \t\r\n   \r\n# la solution\r\n${SOLUTION}\r\n`;
    const grilles = lireFichierLignes(texte, "deux.txt");
    expect(grilles.map((g) => versLigne(g))).toEqual([ENONCE, SOLUTION]);
  });

  it("donne dans les erreurs le numéro de ligne du fichier, commentaires compris", () => {
    const texte = `# en-tête\n${ENONCE}\n\n# commentaire\n${remplacer(SOLUTION, 6, "?")}\n`;
    const e = erreurDe(() => lireFichierLignes(texte, "serie.txt"));
    expect(e.message).toContain("serie.txt, ligne 5, colonne 7 : ");
    expect(e.message).toContain("« ? »");
  });

  it("compte les colonnes depuis le début de la ligne, même indentée", () => {
    const e = erreurDe(() => lireFichierLignes(`  ${remplacer(ENONCE, 0, "x")}`));
    expect(e.message).toContain("ligne 1, colonne 3 : ");
  });

  it("signale une ligne de mauvaise longueur par son numéro", () => {
    const e = erreurDe(() => lireFichierLignes(`${ENONCE}\n${ENONCE}1\n`, "serie.txt"));
    expect(e.message).toContain("serie.txt, ligne 2 : ");
    expect(e.message).toContain("81 caractères attendus pour une grille 9×9, 82 trouvés");
  });

  it("refuse un texte sans aucune grille", () => {
    const e = erreurDe(() => lireFichierLignes("# rien ici\n\n  \n", "vide.txt"));
    expect(e).toBeInstanceOf(ErreurLecture);
    expect(e.message).toContain("vide.txt : aucune grille trouvée");
  });
});

describe("lireBloc : N lignes de N symboles", () => {
  it("lit le format test.txt du cours : 9 lignes de 9 chiffres, 0 pour une case vide", () => {
    const g = lireBloc(ENONCE_BLOC.join("\n") + "\n", "test.txt");
    expect(g.valeurs).toEqual(VALEURS_ENONCE);
  });

  it("tolère une espace entre les symboles", () => {
    const texte = ENONCE_BLOC.map((ligne) => [...ligne].join(" ")).join("\n");
    expect(lireBloc(texte).valeurs).toEqual(VALEURS_ENONCE);
  });

  it("tolère BOM, CRLF, commentaires, lignes vides et blancs de fin", () => {
    const texte = `\uFEFF# test.txt\r\n${ENONCE_BLOC.slice(0, 4).join(" \r\n")}\r\n\r\n${ENONCE_BLOC.slice(4).join("\t\r\n")}\r\n\r\n`;
    expect(lireBloc(texte).valeurs).toEqual(VALEURS_ENONCE);
  });

  it("lit un bloc 4×4", () => {
    expect(lireBloc("12..\n34..\n....\n...1").valeurs).toEqual([
      1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1,
    ]);
  });

  it("signale une ligne qui n'a pas le bon nombre de symboles", () => {
    const lignes = [...ENONCE_BLOC];
    lignes[3] = "84050020";
    const e = erreurDe(() => lireBloc(`# test\n${lignes.join("\n")}`, "test.txt"));
    expect(e.message).toContain("test.txt, ligne 5 : ");
    expect(e.message).toContain("9 symboles attendus, 8 trouvés");
  });

  it("signale une ligne manquante", () => {
    const e = erreurDe(() => lireBloc(ENONCE_BLOC.slice(1).join("\n"), "test.txt"));
    expect(e.message).toContain("test.txt : 9 lignes attendues pour une grille 9×9, 8 trouvées");
  });

  it("signale la première ligne en trop", () => {
    const e = erreurDe(() => lireBloc([...ENONCE_BLOC, "000000000"].join("\n"), "test.txt"));
    expect(e.message).toContain("test.txt, ligne 10 : ligne en trop");
    expect(e.message).toContain("une grille 9×9 a 9 lignes");
  });

  it("signale la ligne, la colonne et le caractère fautif", () => {
    const lignes = [...ENONCE_BLOC];
    lignes[2] = "2 0 0 0 4 7 0 * 9";
    const e = erreurDe(() => lireBloc(lignes.join("\n"), "test.txt"));
    expect(e.message).toContain("test.txt, ligne 3, colonne 15 : ");
    expect(e.message).toContain("« * »");
    expect(e.message).toContain("case (2, 7)");
    expect(e.message).toContain("attendu : 1 à 9, ou « . », « 0 », « - » pour une case vide");
  });
});

describe("lireCSV : N lignes de N champs séparés par des virgules", () => {
  const CSV = ENONCE_BLOC.map((ligne) =>
    [...ligne].map((c) => (c === "0" ? "" : c)).join(","),
  ).join("\n");

  it("lit une grille aux champs vides pour les cases vides", () => {
    expect(CSV.split("\n")[0]).toBe(",,,1,2,,,,");
    expect(lireCSV(CSV, "annexe.csv").valeurs).toEqual(VALEURS_ENONCE);
  });

  it("retire les espaces autour des champs et accepte 0 ou « . » pour une case vide", () => {
    const texte = CSV.replace(",,,1,2,,,,", " 0, . , ,1 , 2,,,,");
    expect(lireCSV(texte).valeurs).toEqual(VALEURS_ENONCE);
  });

  it("tolère BOM, CRLF, commentaires et lignes vides", () => {
    const texte = `\uFEFF# Le Monde\r\n${CSV.replace(/\n/g, "\r\n")}\r\n\r\n`;
    expect(lireCSV(texte).valeurs).toEqual(VALEURS_ENONCE);
  });

  it("lit une 16×16 en nombres de 1 à 16 ou en symboles", () => {
    const ligne = "1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,G";
    const texte = Array.from({ length: 16 }, (_, i) => (i === 0 ? ligne : ",".repeat(15))).join(
      "\n",
    );
    const g = lireCSV(texte);
    expect(g.taille).toBe(16);
    expect(g.valeurs.slice(0, 16)).toEqual(Array.from({ length: 16 }, (_, k) => k + 1));
  });

  it("signale une ligne qui n'a pas le bon nombre de champs", () => {
    const lignes = CSV.split("\n");
    lignes[2] = "2,,,,4,7,,9";
    const e = erreurDe(() => lireCSV(lignes.join("\n"), "le-monde.csv"));
    expect(e.message).toContain("le-monde.csv, ligne 3 : 9 champs attendus, 8 trouvés");
  });

  it("signale un nombre de lignes faux", () => {
    const e = erreurDe(() => lireCSV(CSV.split("\n").slice(0, 8).join("\n"), "le-monde.csv"));
    expect(e.message).toContain(
      "le-monde.csv : 9 lignes attendues pour une grille 9×9, 8 trouvées",
    );
  });

  it("signale le champ fautif : sa ligne, son numéro, sa valeur et ce qui était attendu", () => {
    const lignes = CSV.split("\n");
    lignes[1] = "7,,,,x,,5,,2";
    const e = erreurDe(() => lireCSV(lignes.join("\n"), "le-monde.csv")) as ErreurLecture;
    expect(e.message).toContain("le-monde.csv, ligne 2, champ 5 : ");
    expect(e.message).toContain("« x »");
    expect(e.message).toContain(
      "attendu : un nombre de 1 à 9, ou un champ vide pour une case vide",
    );
    expect(e.position).toEqual({ fichier: "le-monde.csv", ligne: 2, champ: 5 });
  });

  it("refuse un nombre trop grand pour la taille", () => {
    const lignes = CSV.split("\n");
    lignes[0] = ",,,1,12,,,,";
    const e = erreurDe(() => lireCSV(lignes.join("\n")));
    expect(e.message).toContain("ligne 1, champ 5 : ");
    expect(e.message).toContain("nombre « 12 » trop grand pour une grille 9×9");
  });

  it("reconnaît un CSV « énoncé,solution » et conseille de lire chaque champ", () => {
    const e = erreurDe(() => lireCSV(`${ENONCE},${SOLUTION}\n`, "avec-solutions.csv"));
    expect(e.message).toContain("avec-solutions.csv, ligne 1 : ");
    expect(e.message).toContain("lireLigne");
  });
});

describe("lireTabulations : l'annexe du TD, des champs séparés par des tabulations", () => {
  it("lit l'annexe avec sa 5e ligne vide", () => {
    const texte = ENONCE_TABULATIONS.join("\n");
    expect(ENONCE_TABULATIONS[4]).toBe("\t\t\t\t\t\t\t\t");
    expect(lireTabulations(texte).valeurs).toEqual(VALEURS_ENONCE);
  });

  it("lit une ligne intérieure vide comme une rangée de cases vides", () => {
    const lignes = [...ENONCE_TABULATIONS];
    lignes[4] = "";
    expect(lireTabulations(lignes.join("\n")).valeurs).toEqual(VALEURS_ENONCE);
  });

  it("complète par des cases vides une ligne dont les tabulations de fin ont été effacées", () => {
    const texte = ENONCE_TABULATIONS.map((ligne) => ligne.replace(/\t+$/, "")).join("\n");
    expect(texte.split("\n")[0]).toBe("\t\t\t1\t2");
    expect(lireTabulations(texte).valeurs).toEqual(VALEURS_ENONCE);
  });

  it("ignore les lignes vides de la fin, et tolère BOM, CRLF, commentaires et espaces", () => {
    const texte = `\uFEFF# Annexe\r\n${ENONCE_TABULATIONS.map((l) => l.replace("1", " 1 ")).join("\r\n")}\r\n\r\n  \r\n`;
    expect(lireTabulations(texte, "annexe.txt").valeurs).toEqual(VALEURS_ENONCE);
  });

  it("lit « 0 » comme une rangée vide, même en première ligne", () => {
    const g = lireTabulations(["0", ...ENONCE_TABULATIONS.slice(1)].join("\n"));
    expect(g.valeurs.slice(0, 9)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(g.valeurs.slice(9)).toEqual(VALEURS_ENONCE.slice(9));
  });

  it("sans sa ligne vide (8 lignes, comme le tableau du polycopié), l'erreur explique quoi faire", () => {
    const sansLigneVide = ENONCE_TABULATIONS.filter((_, i) => i !== 4).join("\n");
    const e = erreurDe(() => lireTabulations(sansLigneVide, "annexe.txt"));
    expect(e.message).toContain("annexe.txt : 9 lignes attendues pour une grille 9×9, 8 trouvées");
    expect(e.message).toContain("une ligne entièrement vide a sans doute été supprimée");
    expect(e.message).toContain("comme ligne vide");
  });

  it("refuse une ligne de plus de N champs", () => {
    const lignes = [...ENONCE_TABULATIONS];
    lignes[6] = `${lignes[6]}\t3`;
    const e = erreurDe(() => lireTabulations(lignes.join("\n"), "annexe.txt"));
    expect(e.message).toContain("annexe.txt, ligne 7 : au plus 9 champs attendus, 10 trouvés");
  });

  it("signale le champ fautif par sa ligne et son numéro", () => {
    const lignes = [...ENONCE_TABULATIONS];
    lignes[5] = "5\t\t7\t\t\t6\t\t8\tquatre";
    const e = erreurDe(() => lireTabulations(lignes.join("\n"), "annexe.txt"));
    expect(e.message).toContain("annexe.txt, ligne 6, champ 9 : ");
    expect(e.message).toContain("« quatre »");
    expect(e.message).toContain("attendu : un nombre de 1 à 9");
  });
});

describe("lireGrilles : le format est reconnu tout seul", () => {
  const CSV = ENONCE_BLOC.map((l) => [...l].join(",")).join("\n");

  it("reconnaît chaque format", () => {
    expect(detecterFormat(`${ENONCE}\n${SOLUTION}\n`)).toBe("lignes");
    expect(detecterFormat(ENONCE_BLOC.join("\n"))).toBe("bloc");
    expect(detecterFormat(CSV)).toBe("csv");
    expect(detecterFormat(ENONCE_TABULATIONS.join("\n"))).toBe("tabulations");
  });

  it("prend un fichier « .csv » pour du CSV, même sans virgule", () => {
    expect(detecterFormat("1", "GRILLE.CSV")).toBe("csv");
  });

  it("ne se laisse pas tromper par les commentaires", () => {
    expect(detecterFormat(`# énoncé, puis solution\n${ENONCE}\n${SOLUTION}`)).toBe("lignes");
  });

  it("lit 16 lignes de 16 symboles comme un bloc 16×16", () => {
    const texte = Array.from({ length: 16 }, () => ".".repeat(16)).join("\n");
    expect(detecterFormat(texte)).toBe("bloc");
    expect(lireGrilles(texte).map((g) => g.taille)).toEqual([16]);
  });

  it("confie un bloc mal formé à lireBloc, pour un message qui parle de symboles", () => {
    const lignes = [...ENONCE_BLOC];
    lignes[1] = "70000050";
    const e = erreurDe(() => lireGrilles(lignes.join("\n"), "test.txt"));
    expect(e.message).toContain("test.txt, ligne 2 : 9 symboles attendus, 8 trouvés");
  });

  it("rend la même grille quel que soit le format", () => {
    const textes = [ENONCE, ENONCE_BLOC.join("\n"), CSV, ENONCE_TABULATIONS.join("\n")];
    for (const texte of textes) {
      expect(lireGrilles(texte).map((g) => versLigne(g))).toEqual([ENONCE]);
    }
  });

  it("numérote les grilles d'un fichier d'une grille par ligne", () => {
    const lues = lireGrillesNumerotees(`# deux grilles\n${ENONCE}\n\n${SOLUTION}\n`);
    expect(lues.map((lue) => lue.ligne)).toEqual([2, 4]);
    expect(lireGrillesNumerotees(CSV)[0].ligne).toBeUndefined();
  });
});

describe("lireFichier : lire un fichier du disque", () => {
  const dossier = dossierTemporaire("lecture");

  it("lit un fichier d'une grille par ligne", () => {
    const chemin = join(dossier, "grilles.txt");
    writeFileSync(chemin, `${ENONCE}\n${SOLUTION}\n`);
    expect(lireFichier(chemin).map((g) => versLigne(g))).toEqual([ENONCE, SOLUTION]);
  });

  it("lit un fichier .csv et cite son chemin dans les erreurs", () => {
    const chemin = join(dossier, "grille.csv");
    writeFileSync(chemin, "1,2,3,4\n3,4,1,2\n2,1,4,3\n4,3,2,x\n");
    const e = erreurDe(() => lireFichier(chemin));
    expect(e.message).toContain(`${chemin}, ligne 4, champ 4 : `);
  });

  it("signale un fichier introuvable", () => {
    const chemin = join(dossier, "absent.txt");
    const e = erreurDe(() => lireFichier(chemin));
    expect(e).toBeInstanceOf(ErreurLecture);
    expect(e.message).toBe(`fichier introuvable : ${chemin}`);
  });
});
