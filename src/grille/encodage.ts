/**
 * Reconnaître, à ses premiers octets, un fichier qui n'est pas du texte en
 * UTF-8 : UTF-16 ou UTF-32 (avec ou sans BOM), fichier compressé ou binaire.
 * Lu comme de l'UTF-8, il donnerait un message trompeur (« 164 caractères
 * trouvés ») : on nomme plutôt ce qu'il est, et on dit comment le convertir.
 */
import { ErreurLecture } from "../socle/erreurs";

/** Assez d'octets pour reconnaître un encodage sans BOM. */
export const OCTETS_A_EXAMINER = 512;

/** Ce que le fichier semble être, et le conseil à donner. */
interface Reconnu {
  description: string;
  conseil: string;
}

/**
 * Refuse, par une `ErreurLecture` qui nomme l'encodage, un texte dont le
 * début (`OCTETS_A_EXAMINER` octets suffisent) n'est pas de l'UTF-8.
 */
export function verifierEncodage(debut: Uint8Array, fichier?: string): void {
  const reconnu = reconnaitre(debut);
  if (reconnu) {
    throw new ErreurLecture({ fichier }, `${reconnu.description} ; ${reconnu.conseil}`);
  }
}

function reconnaitre(debut: Uint8Array): Reconnu | undefined {
  const commencePar = (...octets: number[]) => octets.every((o, k) => debut[k] === o);
  if (commencePar(0xff, 0xfe, 0, 0)) return unicode("UTF-32 LE, avec BOM", "UTF-32");
  if (commencePar(0, 0, 0xfe, 0xff)) return unicode("UTF-32 BE, avec BOM", "UTF-32");
  if (commencePar(0xff, 0xfe)) return unicode("UTF-16 LE, avec BOM", "UTF-16");
  if (commencePar(0xfe, 0xff)) return unicode("UTF-16 BE, avec BOM", "UTF-16");
  if (commencePar(0x1f, 0x8b)) {
    return {
      description: "fichier compressé par gzip",
      conseil: "décompressez-le d'abord (gunzip -k FICHIER.gz)",
    };
  }
  if (commencePar(0x50, 0x4b, 0x03, 0x04)) {
    return {
      description: "archive zip (ou classeur de tableur), pas un fichier texte",
      conseil: "extrayez-en le fichier texte, ou enregistrez le classeur au format CSV",
    };
  }
  return sansBOM(debut.subarray(0, OCTETS_A_EXAMINER));
}

/**
 * Sans BOM, un texte UTF-16 ou UTF-32 fait de caractères ASCII se trahit par
 * ses octets nuls, tous à la même place dans chaque groupe de 2 ou 4 octets.
 * Un octet nul ailleurs : ce n'est pas du texte.
 */
function sansBOM(debut: Uint8Array): Reconnu | undefined {
  if (!debut.includes(0)) return undefined;
  // Trop peu d'octets pour voir une régularité.
  const reconnu = debut.length >= 8 ? selonLaPlaceDesNuls(debut) : undefined;
  return reconnu ?? pasDuTexte();
}

function selonLaPlaceDesNuls(debut: Uint8Array): Reconnu | undefined {
  // Les octets nuls selon leur place dans chaque groupe de 4.
  const nuls = [0, 0, 0, 0];
  const places = [0, 0, 0, 0];
  debut.forEach((octet, k) => {
    places[k % 4]++;
    if (octet === 0) nuls[k % 4]++;
  });
  const presqueTous = (k: number) => nuls[k] >= 0.9 * places[k];
  const presqueAucun = (k: number) => nuls[k] <= 0.1 * places[k];
  if (presqueAucun(0) && presqueTous(1) && presqueTous(2) && presqueTous(3)) {
    return unicode("UTF-32 LE, sans BOM", "UTF-32LE");
  }
  if (presqueTous(0) && presqueTous(1) && presqueTous(2) && presqueAucun(3)) {
    return unicode("UTF-32 BE, sans BOM", "UTF-32BE");
  }
  if (presqueAucun(0) && presqueAucun(2) && presqueTous(1) && presqueTous(3)) {
    return unicode("UTF-16 LE, sans BOM", "UTF-16LE");
  }
  if (presqueTous(0) && presqueTous(2) && presqueAucun(1) && presqueAucun(3)) {
    return unicode("UTF-16 BE, sans BOM", "UTF-16BE");
  }
  return undefined;
}

function pasDuTexte(): Reconnu {
  return {
    description: "ce n'est pas un fichier texte : il contient des octets nuls",
    conseil: "donnez un fichier de grilles en texte UTF-8",
  };
}

function unicode(encodage: string, nomPourIconv: string): Reconnu {
  // PowerShell de Windows écrit en UTF-16 LE quand on redirige avec « > » :
  // c'est la source la plus courante de ces fichiers.
  const powershell = encodage.startsWith("UTF-16 LE")
    ? " ; sous PowerShell, « > » écrit en UTF-16 : préférez « | Out-File -Encoding utf8 »"
    : "";
  return {
    description: `fichier encodé en ${encodage}, alors que les grilles se lisent en UTF-8`,
    conseil:
      `convertissez-le, par exemple avec « iconv -f ${nomPourIconv} -t UTF-8 ancien.txt > nouveau.txt », ` +
      `ou enregistrez-le en UTF-8 depuis votre éditeur${powershell}`,
  };
}
