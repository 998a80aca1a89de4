/**
 * Les limites de chaque élève d'une classe d'essai (comptes Unix, hub sur
 * 127.0.0.1) : mémoire et processeur bornés par élève, allocation sans fin
 * arrêtée à sa limite pendant qu'un autre élève travaille ; dossier personnel
 * borné (ENOSPC) sans toucher à celui d'un autre ; dossiers temporaires et
 * mémoire partagée à chacun ; aucun noyau, fichier, segment ni montage laissé
 * quand le hub s'arrête. Un seul hub pour tout : son démarrage (installation
 * du cours comprise) prend plus de deux minutes. Demande root.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  LIMITES_D_ESSAI,
  TEMPORAIRES,
  type ObservationsLimites,
} from "../../outils/classe/classe-limites";
import { EST_ROOT, lancerScriptDeClasse } from "./aide-classe";

describe.skipIf(!EST_ROOT)("une classe avec JupyterHub : les limites de chaque élève", () => {
  let o: ObservationsLimites;
  // L'installation du cours peut refaire l'environnement Python des élèves (3 min), et une
  // machine chargée met une minute à démarrer un serveur : 15 min au plus pour tout.
  beforeAll(async () => {
    o = await lancerScriptDeClasse<ObservationsLimites>("classe-limites.ts", [], 900_000);
  }, 960_000);

  it("le noyau de l'élève est dans son groupe de contrôle et porte sa limite de mémoire", () => {
    expect(o.cgroupsDuNoyau.length).toBeGreaterThan(0);
    expect(o.cgroupsDuNoyau.every((l) => /sudoku-classe\/sdkessai/.test(l))).toBe(true);
    expect(o.donneesMax).toBeLessThanOrEqual(LIMITES_D_ESSAI.memoireMo * 1024 * 1024);
  });

  it("aucun programme setuid (crontab, sudo…) ne rend de droits au noyau de l'élève", () => {
    expect(o.sansPrivileges).toBe(true);
  });

  it("une allocation sans fin est arrêtée à la limite de l'élève, l'autre élève obtient sa réponse", () => {
    expect(o.allocation.mo).toBeLessThanOrEqual(LIMITES_D_ESSAI.memoireMo);
    expect(o.allocation.arret).not.toBe("aucun arrêt");
    expect(o.reponseDeB).toBe("somme : 89999997");
  });

  it("quand le hub s'arrête, aucun processus des élèves ne reste, ni leurs groupes de contrôle", () => {
    expect(o.restesApresLeHub).toBe(0);
    expect(o.groupesApresLeHub).toEqual([]);
  });

  it("un élève qui remplit son dossier est arrêté à sa borne (ENOSPC), l'autre écrit encore chez lui", () => {
    expect(["ENOSPC", "EDQUOT"]).toContain(o.disque.arret);
    expect(o.maisonMontee).toBe(true);
    expect(o.disque.mo).toBeLessThanOrEqual(LIMITES_D_ESSAI.disqueMo);
    expect(o.disque.mo).toBeGreaterThan(LIMITES_D_ESSAI.disqueMo / 2);
    expect(o.bEcritChezLui).toBe("aucun arrêt");
    // Plein, il ouvre encore un noyau pour faire de la place, puis écrit de nouveau.
    expect(o.nouveauNoyauDeA).toBe("nouveau noyau");
    expect(o.aEcritApresAvoirEfface).toBe("aucun arrêt");
  });

  it("ce qu'un élève écrit dans /tmp, /var/tmp, /dev/shm, /run/lock ou en mémoire partagée, l'autre ne le voit pas ; /dev/shm est borné", () => {
    const partout = (valeur: string) => Object.fromEntries(TEMPORAIRES.map((d) => [d, valeur]));
    expect(o.ecrituresDeA).toEqual({ ...partout("écrit"), "segment System V": "créé" });
    expect(o.lecturesDeB).toEqual({ ...partout("ENOENT"), "segment System V": "invisible" });
    expect(o.memoirePartagee.arret).toBe("ENOSPC");
    expect(o.memoirePartagee.mo).toBeLessThanOrEqual(LIMITES_D_ESSAI.temporairesMo);
  });

  it("quand le hub s'arrête, rien des élèves ne reste dans les dossiers temporaires, la mémoire partagée ni les montages", () => {
    expect(o.fichiersApresLeHub).toEqual([]);
    expect(o.segmentsApresLeHub).toEqual([]);
    expect(o.montagesApresLeHub).toEqual([]);
  });
});
