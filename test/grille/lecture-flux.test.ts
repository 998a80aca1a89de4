import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  lireFichier,
  lireGrillesNumerotees,
  versLigne,
  type GrilleNumerotee,
} from "../../src/grille";
import { LIGNES_MAX_TETE, lireGrillesEnFlux } from "../../src/grille/lecture-flux";
import { LONGUEUR_MAX_LIGNE } from "../../src/grille/lignes-en-flux";
import { dossierTemporaire } from "../aide-dossiers";
import { ENONCE, ENONCE_BLOC, ENONCE_TABULATIONS, SOLUTION, erreurDe } from "../exemples";

/** Le texte en morceaux de `taille` octets, comme les rend un fichier lu en flux. */
async function* enMorceaux(texte: string | Buffer, taille: number): AsyncGenerator<Uint8Array> {
  const octets = typeof texte === "string" ? Buffer.from(texte) : texte;
  for (let k = 0; k < octets.length; k += taille) yield octets.subarray(k, k + taille);
}

async function toutLire(morceaux: AsyncIterable<Uint8Array>, fichier?: string) {
  const lues: GrilleNumerotee[] = [];
  for await (const lue of lireGrillesEnFlux(morceaux, fichier)) lues.push(lue);
  return lues;
}

async function erreurEnFlux(morceaux: AsyncIterable<Uint8Array>, fichier?: string) {
  try {
    await toutLire(morceaux, fichier);
  } catch (erreur) {
    return erreur as Error;
  }
  throw new Error("aucune erreur levée");
}

const resume = (lues: GrilleNumerotee[]) => lues.map((l) => [versLigne(l.grille), l.ligne]);

describe("lireGrillesEnFlux : les formats de lireGrillesNumerotees, lus morceau par morceau", () => {
  const TEXTES: [string, string, string?][] = [
    ["lignes, BOM, CRLF", `\uFEFF# deux\r\n\r\n${ENONCE}  \r\n# la solution\r\n${SOLUTION}\r\n`],
    ["bloc", `# test.txt\n${ENONCE_BLOC.join("\n")}\n`],
    ["tabulations", ENONCE_TABULATIONS.join("\n")],
    ["CSV", ENONCE_BLOC.map((l) => [...l].join(",")).join("\n"), "grille.csv"],
    ["bloc 16×16", Array.from({ length: 16 }, () => "0".repeat(16)).join("\n")],
    ["17 grilles 4×4", Array.from({ length: 17 }, () => "1234341221434321").join("\n")],
  ];

  it.each(TEXTES)("%s : mêmes grilles, mêmes numéros de ligne", async (_, texte, fichier) => {
    const attendu = resume(lireGrillesNumerotees(texte, fichier));
    for (const taille of [1, 3, 7, 64 * 1024]) {
      expect(resume(await toutLire(enMorceaux(texte, taille), fichier))).toEqual(attendu);
    }
  });

  it("mêmes erreurs, aux mêmes lignes, même au-delà de la tête", async () => {
    const long = Array.from({ length: 3000 }, () => ENONCE);
    long[2500] = ENONCE.slice(1);
    for (const texte of [
      `${ENONCE}\n${ENONCE}x\n`,
      [...ENONCE_BLOC, "000000000"].join("\n"),
      long.join("\n"),
    ]) {
      const attendue = erreurDe(() => lireGrillesNumerotees(texte, "f.txt")).message;
      expect((await erreurEnFlux(enMorceaux(texte, 5), "f.txt")).message).toBe(attendue);
    }
    expect((await erreurEnFlux(enMorceaux(long.join("\n"), 1000), "f.txt")).message).toContain(
      "f.txt, ligne 2501 : 81 caractères attendus",
    );
  });

  it("rend la première grille sans attendre la fin du texte", async () => {
    async function* sansFin(): AsyncGenerator<Uint8Array> {
      yield Buffer.from(`${ENONCE}\n`);
      await new Promise(() => {}); // l'entrée reste ouverte
    }
    const premiere = await lireGrillesEnFlux(sansFin())[Symbol.asyncIterator]().next();
    expect(premiere.value && versLigne(premiere.value.grille)).toBe(ENONCE);
  });

  it("refuse une ligne trop longue dès qu'elle dépasse, sans la lire en entier", async () => {
    let lus = 0;
    async function* sansFin(): AsyncGenerator<Uint8Array> {
      for (;;) {
        lus += 1000;
        yield Buffer.alloc(1000, "1");
      }
    }
    const e = await erreurEnFlux(sansFin(), "geante.txt");
    expect(e.message).toContain(
      `geante.txt, ligne 1 : ligne trop longue : plus de ${LONGUEUR_MAX_LIGNE} octets`,
    );
    expect(lus).toBeLessThan(2 * LONGUEUR_MAX_LIGNE);
  });

  it("une grille en bloc doit tenir dans la tête ; après elle, seulement des commentaires", async () => {
    const commentaires = Array.from({ length: LIGNES_MAX_TETE + 10 }, (_, k) => `# ${k}`);
    const bloc = ENONCE_BLOC.join("\n");
    const suivie = await toutLire(enMorceaux(`${bloc}\n${commentaires.join("\n")}\n`, 100));
    expect(suivie.map((l) => versLigne(l.grille))).toEqual([ENONCE]);

    const texte = `${bloc}\n${commentaires.join("\n")}\n000000000\n`;
    const e = await erreurEnFlux(enMorceaux(texte, 100), "test.txt");
    expect(e.message).toBe(
      `test.txt, ligne ${10 + commentaires.length} : ligne en trop : une grille 9×9 a 9 lignes`,
    );

    const tardif = await erreurEnFlux(enMorceaux(`${commentaires.join("\n")}\n${bloc}`, 100));
    expect(tardif.message).toContain(`ligne ${commentaires.length + 1} : `);
  });

  it("refuse un texte sans grille, même long", async () => {
    const texte = Array.from({ length: 2 * LIGNES_MAX_TETE }, () => "# rien").join("\n");
    const e = await erreurEnFlux(enMorceaux(texte, 100), "vide.txt");
    expect(e.message).toContain("vide.txt : aucune grille trouvée");
  });
});

describe("lireGrillesEnFlux : un texte qui n'est pas en UTF-8", () => {
  const TEXTE = `${ENONCE}\n${SOLUTION}\n`;
  const UTF16_BE = Buffer.from(TEXTE, "utf16le").swap16();

  it.each([
    [
      "UTF-16 LE, avec BOM",
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(TEXTE, "utf16le")]),
      "iconv -f UTF-16 -t UTF-8",
    ],
    ["UTF-16 LE, sans BOM", Buffer.from(TEXTE, "utf16le"), "iconv -f UTF-16LE -t UTF-8"],
    [
      "UTF-16 BE, avec BOM",
      Buffer.concat([Buffer.from([0xfe, 0xff]), UTF16_BE]),
      "iconv -f UTF-16 -t UTF-8",
    ],
    ["UTF-16 BE, sans BOM", UTF16_BE, "iconv -f UTF-16BE -t UTF-8"],
  ])("nomme l'encodage %s et dit comment convertir", async (encodage, octets, conseil) => {
    for (const taille of [1, 4096]) {
      const e = await erreurEnFlux(enMorceaux(octets, taille), "grilles.txt");
      expect(e.message).toContain(`grilles.txt : fichier encodé en ${encodage}`);
      expect(e.message).toContain(conseil);
      expect(e.message).not.toContain("caractères attendus");
    }
  });

  it("reconnaît l'UTF-32, un fichier compressé ou binaire", async () => {
    const cas: [Buffer, string][] = [
      [Buffer.from([0xff, 0xfe, 0, 0, 0x31, 0, 0, 0]), "UTF-32 LE, avec BOM"],
      [Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0]), "compressé par gzip"],
      [Buffer.from("12\u0000\u0000\u00003x\u0000\n"), "octets nuls"],
    ];
    for (const [octets, attendu] of cas) {
      expect((await erreurEnFlux(enMorceaux(octets, 3))).message).toContain(attendu);
    }
  });

  it("soupçonne le Latin-1 devant un caractère qui n'est pas de l'UTF-8", async () => {
    const octets = Buffer.from(`# René\n${ENONCE.slice(0, 5)}\u00e9${ENONCE.slice(6)}\n`, "latin1");
    const e = await erreurEnFlux(enMorceaux(octets, 10), "latin.txt");
    expect(e.message).toContain("latin.txt, ligne 2, colonne 6 : caractère « \uFFFD » inconnu");
    expect(e.message).toContain("Latin-1");
    expect(e.message).toContain("iconv -f WINDOWS-1252 -t UTF-8");
  });

  it("lireFichier, qui lit d'un coup, nomme aussi l'encodage", () => {
    const chemin = join(dossierTemporaire("encodage"), "powershell.txt");
    writeFileSync(
      chemin,
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(TEXTE, "utf16le")]),
    );
    const e = erreurDe(() => lireFichier(chemin));
    expect(e.message).toContain("powershell.txt : fichier encodé en UTF-16 LE, avec BOM");
    expect(e.message).toContain("Out-File -Encoding utf8");
  });
});
