/**
 * Le dossier borné de chaque élève (outils/classe/maisons.ts), sans hub :
 * une image ext4 à sa taille, réservée sur le disque, montée sur son dossier ;
 * l'élève qui écrit au-delà reçoit ENOSPC ; ce qu'il avait avant y est copié ;
 * démonté, son dossier ne lui laisse rien écrire ; une image s'agrandit ; un
 * compte supprimé ne laisse pas de montage. Demande root (comptes, montages).
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  chownSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creerComptes, supprimerCompte, type Compte } from "../../outils/classe/comptes";
import { PREFIXE_ESSAI } from "../../outils/classe/essai";
import {
  demonterMaisons,
  imageDe,
  montagesDImages,
  monterMaisons,
  preparerMaisons,
} from "../../outils/classe/maisons";
import { EST_ROOT } from "./aide-classe";

const MIO = 1024 * 1024;

/** Une commande sous le compte de l'élève : son code et ce qu'elle a écrit sur stderr. */
function enEleve(compte: Compte, ...commande: string[]): { code: number | null; erreur: string } {
  const r = spawnSync("runuser", ["-u", compte.nom, "--", ...commande], { encoding: "utf8" });
  return { code: r.status, erreur: r.stderr };
}

/** Les blocs réellement pris sur le disque par un fichier, en Mio. */
const surLeDisque = (fichier: string) => (statSync(fichier).blocks * 512) / MIO;

describe.skipIf(!EST_ROOT)("une classe avec JupyterHub : le dossier borné de chaque élève", () => {
  const marque = randomBytes(3).toString("hex");
  const dossier = `/srv/sudoku-classe-essai-${marque}`;
  const images = join(dossier, "maisons");
  let comptes: Compte[] = [];

  beforeAll(() => {
    mkdirSync(dossier, { mode: 0o755 });
    chmodSync(dossier, 0o755);
    comptes = creerComptes(`${PREFIXE_ESSAI}${marque}-`, 2);
    // Le travail d'une classe d'avant les dossiers bornés, chez le premier élève.
    const [a] = comptes;
    mkdirSync(join(a.maison, "cours"));
    writeFileSync(join(a.maison, "cours", "travail.txt"), "mon travail");
    chownSync(join(a.maison, "cours"), a.uid, a.gid);
    chownSync(join(a.maison, "cours", "travail.txt"), a.uid, a.gid);
  });

  afterAll(() => {
    demonterMaisons(comptes, images);
    for (const compte of comptes) supprimerCompte(compte);
    rmSync(dossier, { recursive: true, force: true });
  });

  it("l'image est créée à sa taille, réservée, et reprend ce que l'élève avait ; démonté, son dossier est vide et fermé", () => {
    const messages = preparerMaisons(comptes, images, 64);
    expect(messages[0]).toMatch(/Dossiers bornés à 64 Mo : 2 image\(s\) ext4 .*0,1 Go réservés/);
    const [a] = comptes;
    const image = imageDe(images, a.nom);
    expect(statSync(image).size).toBe(64 * MIO);
    expect(surLeDisque(image)).toBeGreaterThanOrEqual(64);
    expect(statSync(image).mode & 0o777).toBe(0o600);
    expect(statSync(images).mode & 0o777).toBe(0o700);
    // Dessous, le dossier est à root et vide : démonté, l'élève n'y écrit rien.
    expect(readdirSync(a.maison)).toEqual([]);
    expect(statSync(a.maison).uid).toBe(0);
    expect(enEleve(a, "touch", join(a.maison, "x")).code).not.toBe(0);
    // Rien ne reste monté, ni les montages provisoires de la copie.
    expect([...montagesDImages().values()].filter((f) => f.startsWith(dossier))).toEqual([]);
    expect(readdirSync(dossier)).toEqual(["maisons"]);
  });

  it("montée, l'image est son dossier, avec son travail ; écrire au-delà de la borne donne ENOSPC, sans toucher au dossier de l'autre", () => {
    monterMaisons(comptes, images);
    const [a, b] = comptes;
    expect(montagesDImages().get(a.maison)).toBe(imageDe(images, a.nom));
    expect(statSync(a.maison).uid).toBe(a.uid);
    expect(statSync(a.maison).mode & 0o777).toBe(0o700);
    expect(readFileSync(join(a.maison, "cours", "travail.txt"), "utf8")).toBe("mon travail");
    expect(readdirSync(a.maison)).toContain(".bashrc");
    const plein = enEleve(a, "dd", "if=/dev/zero", `of=${a.maison}/gros`, "bs=1M", "count=200");
    expect(plein.code).not.toBe(0);
    expect(plein.erreur).toMatch(/No space left on device/);
    expect(statSync(join(a.maison, "gros")).size).toBeLessThanOrEqual(64 * MIO);
    const chezB = enEleve(b, "dd", "if=/dev/zero", `of=${b.maison}/fichier`, "bs=1M", "count=16");
    expect(chezB.code, chezB.erreur).toBe(0);
    demonterMaisons(comptes, images);
    expect(montagesDImages().has(a.maison)).toBe(false);
    expect(readdirSync(a.maison)).toEqual([]);
  });

  it("une borne plus grande agrandit l'image, son contenu gardé ; une plus petite ne la rétrécit pas", () => {
    const [a] = comptes;
    const image = imageDe(images, a.nom);
    expect(preparerMaisons([a], images, 96)).toEqual([
      `Dossier de ${a.nom} agrandi de 64 à 96 Mo.`,
    ]);
    expect(statSync(image).size).toBe(96 * MIO);
    monterMaisons([a], images);
    try {
      expect(readFileSync(join(a.maison, "cours", "travail.txt"), "utf8")).toBe("mon travail");
      const df = spawnSync("df", ["-k", "--output=size", a.maison], { encoding: "utf8" });
      expect(Number(df.stdout.split("\n")[1]) / 1024).toBeGreaterThan(80);
    } finally {
      demonterMaisons([a], images);
    }
    expect(preparerMaisons([a], images, 64)[0]).toMatch(/96 Mo gardés/);
  });

  it("un dossier d'avant trop gros pour la borne est laissé tel quel, avec un message clair", () => {
    const [, b] = comptes;
    const image = imageDe(images, b.nom);
    rmSync(image);
    chownSync(b.maison, b.uid, b.gid);
    const ecrit = enEleve(b, "dd", "if=/dev/zero", `of=${b.maison}/gros`, "bs=1M", "count=80");
    expect(ecrit.code, ecrit.erreur).toBe(0);
    expect(() => preparerMaisons([b], images, 64)).toThrow(
      /le dossier de .* ne tient pas dans 64 Mo.*No space left on device.*laissé tel quel/s,
    );
    expect(statSync(join(b.maison, "gros")).size).toBe(80 * MIO);
    expect(() => statSync(image)).toThrow();
    expect([...montagesDImages().values()].filter((f) => f.startsWith(dossier))).toEqual([]);
  });

  it("une place que le disque n'a pas : la commande le dit, et ne laisse pas d'image", () => {
    const [, b] = comptes;
    // 10 To : plus que le disque d'une salle de TP (ext4 admet des fichiers de 16 To).
    expect(() => preparerMaisons([b], images, 10 * 1024 * 1024)).toThrow(
      /pas de place pour le dossier de .* \(10485760 Mo\).*No space left on device/s,
    );
    expect(() => statSync(imageDe(images, b.nom))).toThrow();
  });

  it("un compte supprimé, son dossier monté, ne laisse ni montage ni dossier", () => {
    const [a] = comptes;
    monterMaisons([a], images);
    supprimerCompte(a);
    expect(montagesDImages().has(a.maison)).toBe(false);
    expect(() => statSync(a.maison)).toThrow();
  });
});
