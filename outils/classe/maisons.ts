/**
 * Le dossier personnel de chaque élève, borné : une image de système de
 * fichiers (ext4) à lui, montée sur son dossier pendant que le hub tourne.
 * Au-delà de sa taille, une écriture de l'élève échoue (« No space left on
 * device », ENOSPC) sans rien prendre au disque de la machine ni aux autres.
 *
 * Pourquoi une image et pas des quotas : les quotas demandent de remonter le
 * système de fichiers des dossiers personnels avec des options (usrquota, ou
 * prjquota sur XFS) et les outils `quota` ; une image ne demande que
 * `mount -o loop` et e2fsprogs, présents sur toute Debian. La place de chaque
 * image est réservée sur le disque à sa création (fallocate) : trente élèves
 * qui remplissent leur dossier ne peuvent pas remplir la machine.
 *
 * Les images sont dans `<dossier>/maisons/` (700, root) : l'élève n'atteint
 * pas l'image brute, il ne peut que lire et écrire des fichiers dedans.
 * Démonté, son dossier est un dossier vide à root, où il n'écrit rien.
 */
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  rmdirSync,
  statSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { ErreurClasse } from "./installation";

const MIO = 1024 * 1024;

/** Ce qu'il faut d'un compte pour son dossier : nom, uid, gid, chemin. */
export interface CompteMaison {
  nom: string;
  uid: number;
  gid: number;
  maison: string;
}

/** L'image du dossier de `nom`. */
export function imageDe(images: string, nom: string): string {
  return join(images, `${nom}.ext4`);
}

/** Un compte de la machine d'après /etc/passwd (comme le hub le voit). */
export function compteMaison(nom: string): CompteMaison {
  const ligne = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${nom}:`));
  if (!ligne) throw new ErreurClasse(`le compte ${nom} est introuvable dans /etc/passwd`);
  const champs = ligne.split(":");
  return { nom, uid: Number(champs[2]), gid: Number(champs[3]), maison: champs[5] };
}

/** Lance une commande d'administration ; son message d'erreur, en cas d'échec, dans une ErreurClasse. */
function commande(quoi: string, programme: string, args: string[]): void {
  const r = spawnSync(programme, args, { encoding: "utf8" });
  if (r.error || r.status !== 0)
    throw new ErreurClasse(
      `${quoi} : ${programme} ${args.join(" ")} a échoué (${r.error?.message ?? `code ${r.status}`}) : ${(r.stderr ?? "").trim()}`,
    );
}

/** Les chemins de /proc/self/mountinfo s'écrivent avec \040 pour une espace, etc. */
function deEchapper(chemin: string): string {
  return chemin.replace(/\\([0-7]{3})/g, (_, octal: string) =>
    String.fromCharCode(parseInt(octal, 8)),
  );
}

/** Le fichier d'où vient chaque montage `/dev/loopN` (le point de montage vers son image). */
export function montagesDImages(): Map<string, string> {
  const montages = new Map<string, string>();
  for (const ligne of readFileSync("/proc/self/mountinfo", "utf8").split("\n")) {
    const [avant, apres] = ligne.split(" - ");
    if (!apres) continue;
    const point = deEchapper(avant.split(" ")[4]);
    const source = apres.split(" ")[1];
    const boucle = /^\/dev\/(loop\d+)$/.exec(source)?.[1];
    if (!boucle) continue;
    try {
      const fichier = readFileSync(`/sys/block/${boucle}/loop/backing_file`, "utf8").trim();
      montages.set(point, fichier);
    } catch {
      // Périphérique détaché entre-temps.
    }
  }
  return montages;
}

/** Un point de montage quelconque (pas seulement d'une image) ? */
function estMonte(chemin: string): boolean {
  return readFileSync("/proc/self/mountinfo", "utf8")
    .split("\n")
    .some((l) => l.split(" ")[4] !== undefined && deEchapper(l.split(" ")[4]) === chemin);
}

/** Monte l'image sur `point`, sans programme setuid ni périphérique. */
function monter(image: string, point: string): void {
  commande(`montage de ${image} sur ${point}`, "mount", [
    "-o",
    "loop,nosuid,nodev,noatime",
    image,
    point,
  ]);
}

/** Attend `ms` millisecondes sans rendre la main (entre deux essais de démontage). */
function patienter(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Démonte `point`, deux secondes d'essais au plus. Encore occupé : avec
 * `detacher`, il est détaché de l'arbre des fichiers (umount -l) et libéré
 * dès que le dernier processus qui s'en sert s'en va ; sinon, erreur.
 */
function demonter(point: string, detacher: boolean): void {
  if (!estMonte(point)) return;
  let refus = "";
  for (let essai = 0; essai < 10; essai++) {
    const r = spawnSync("umount", [point], { encoding: "utf8" });
    if (r.status === 0) return;
    refus = r.stderr.trim();
    patienter(200);
  }
  if (!detacher)
    throw new ErreurClasse(
      `${point} ne se démonte pas (${refus}) : un processus s'en sert encore (un autre hub tourne-t-il ? fuser -vm ${point}).`,
    );
  commande(`démontage de ${point}`, "umount", ["-l", point]);
}

/** Le dossier personnel, démonté : vide, à root, fermé, l'élève n'y écrit rien. */
function fermerLeDessous(compte: CompteMaison): void {
  chownSync(compte.maison, 0, 0);
  chmodSync(compte.maison, 0o700);
}

/**
 * Crée l'image de l'élève, sa place réservée, le système de fichiers à lui ;
 * ce qu'il avait déjà dans son dossier (fichiers de /etc/skel, travail d'une
 * classe d'avant) y est copié, sous son compte, puis retiré du dessous.
 */
function creerImage(compte: CompteMaison, image: string, mo: number): void {
  try {
    // Une place refusée ne laisse pas d'image à moitié faite : le catch l'efface.
    commande(`pas de place pour le dossier de ${compte.nom} (${mo} Mo)`, "fallocate", [
      ...["-l", `${mo}MiB`],
      image,
    ]);
    chmodSync(image, 0o600);
    // nodiscard : sinon mke2fs rend au disque la place qu'on vient de réserver.
    commande(`système de fichiers de ${compte.nom}`, "mkfs.ext4", [
      ...["-q", "-F", "-m", "0"],
      ...["-E", `nodiscard,root_owner=${compte.uid}:${compte.gid}`],
      image,
    ]);
    // Monté à part, dans le dossier de la classe (755) : l'élève y descend pour la copie.
    const point = mkdtempSync(join(dirname(dirname(image)), `nouvelle-maison-${compte.nom}-`));
    monter(image, point);
    try {
      rmdirSync(join(point, "lost+found"));
      chmodSync(point, 0o700);
      if (existsSync(compte.maison) && readdirSync(compte.maison).length > 0) {
        // Sous le compte de l'élève : un lien qu'il aurait posé chez lui ne mène root nulle part.
        const copie = spawnSync(
          "runuser",
          ["-u", compte.nom, "--", "cp", "-a", `${compte.maison}/.`, point],
          {
            encoding: "utf8",
          },
        );
        if (copie.status !== 0)
          throw new ErreurClasse(
            `le dossier de ${compte.nom} ne tient pas dans ${mo} Mo, ou ne se copie pas : ${copie.stderr.trim()} ` +
              `(option --disque pour une taille plus grande ; le dossier est laissé tel quel).`,
          );
      }
    } finally {
      demonter(point, true);
      rmdirSync(point);
    }
  } catch (erreur) {
    rmSync(image, { force: true });
    throw erreur;
  }
  // Copié : ce qui était dessous part (sous son compte, pour la même raison).
  spawnSync("runuser", [
    "-u",
    compte.nom,
    "--",
    "find",
    compte.maison,
    "-mindepth",
    "1",
    "-delete",
  ]);
}

/** Agrandit une image trop petite pour `mo` (l'image démontée ; son contenu reste). */
function agrandirImage(compte: CompteMaison, image: string, mo: number): void {
  commande(`pas de place pour agrandir le dossier de ${compte.nom} (${mo} Mo)`, "fallocate", [
    "-l",
    `${mo}MiB`,
    image,
  ]);
  // resize2fs demande un système vérifié ; e2fsck -p répare seul ce qui est sûr (code 1 : réparé).
  const verification = spawnSync("e2fsck", ["-f", "-p", image], { encoding: "utf8" });
  if (verification.status !== 0 && verification.status !== 1)
    throw new ErreurClasse(
      `le système de fichiers de ${compte.nom} (${image}) demande une réparation à la main : ` +
        `e2fsck -f ${image} (${verification.stdout.trim()} ${verification.stderr.trim()})`,
    );
  commande(`agrandissement du dossier de ${compte.nom}`, "resize2fs", ["-f", image]);
}

/**
 * Prépare le dossier borné de chaque élève (avant le hub, hub arrêté) :
 * crée son image s'il n'en a pas, l'agrandit si `mo` a grandi. Rend les
 * messages pour le professeur.
 */
export function preparerMaisons(comptes: CompteMaison[], images: string, mo: number): string[] {
  mkdirSync(images, { recursive: true, mode: 0o700 });
  chmodSync(images, 0o700);
  const crees: string[] = [];
  const messages: string[] = [];
  for (const compte of comptes) {
    const image = imageDe(images, compte.nom);
    const montee = montagesDImages().get(compte.maison);
    if (montee !== undefined && montee !== image)
      throw new ErreurClasse(
        `le dossier de ${compte.nom} (${compte.maison}) est déjà le point de montage de ${montee} : ` +
          `démontez-le d'abord (umount ${compte.maison}).`,
      );
    if (montee === undefined && estMonte(compte.maison))
      throw new ErreurClasse(
        `le dossier de ${compte.nom} (${compte.maison}) est déjà un point de montage : ` +
          `démontez-le d'abord (umount ${compte.maison}).`,
      );
    // Un hub d'avant arrêté de force a pu la laisser montée ; si elle sert encore, on s'arrête.
    demonter(compte.maison, false);
    if (!existsSync(compte.maison)) mkdirSync(compte.maison, { mode: 0o700 });
    if (!existsSync(image)) {
      creerImage(compte, image, mo);
      crees.push(compte.nom);
    } else {
      const taille = statSync(image).size / MIO;
      if (taille < mo) {
        agrandirImage(compte, image, mo);
        messages.push(`Dossier de ${compte.nom} agrandi de ${taille} à ${mo} Mo.`);
      } else if (taille > mo) {
        messages.push(
          `Dossier de ${compte.nom} : ${taille} Mo gardés (plus que --disque ${mo} : une image ne rétrécit pas).`,
        );
      }
    }
    fermerLeDessous(compte);
  }
  if (crees.length > 0)
    messages.unshift(
      `Dossiers bornés à ${mo} Mo : ${crees.length} image(s) ext4 créée(s) dans ${images} ` +
        `(${((crees.length * mo) / 1024).toFixed(1).replace(".", ",")} Go réservés sur le disque).`,
    );
  return messages;
}

/** Monte l'image de chaque élève sur son dossier personnel (le hub va démarrer). */
export function monterMaisons(comptes: CompteMaison[], images: string): void {
  const montages = montagesDImages();
  for (const compte of comptes) {
    const image = imageDe(images, compte.nom);
    if (!existsSync(image))
      throw new ErreurClasse(`le dossier de ${compte.nom} n'a pas d'image (${image}).`);
    if (montages.get(compte.maison) !== image) {
      if (estMonte(compte.maison))
        throw new ErreurClasse(
          `le dossier de ${compte.nom} (${compte.maison}) est déjà un point de montage.`,
        );
      monter(image, compte.maison);
    }
    // Son dossier à lui seul (le compte a pu être refait avec un autre uid).
    chownSync(compte.maison, compte.uid, compte.gid);
    chmodSync(compte.maison, 0o700);
  }
}

/** Démonte les dossiers des élèves (le hub s'est arrêté, leurs processus aussi). */
export function demonterMaisons(comptes: CompteMaison[], images: string): void {
  const montages = montagesDImages();
  for (const compte of comptes)
    if (montages.get(compte.maison) === imageDe(images, compte.nom)) demonter(compte.maison, true);
}

/** Démonte le dossier d'un compte qu'on va supprimer, s'il est monté d'une image. */
export function demonterAvantSuppression(maison: string): void {
  if (montagesDImages().has(maison)) demonter(maison, true);
}
