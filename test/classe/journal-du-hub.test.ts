/**
 * Le journal du hub vu du terminal (outils/classe/journal-du-hub.ts) : les
 * lignes anglaises de JupyterHub, du mandataire et des serveurs sont
 * reconnues ; les messages connus sont traduits, les erreurs dites en
 * français avec la ligne du journal, le reste n'atteint pas le terminal.
 */
import { describe, expect, it, vi } from "vitest";
import {
  lecteurDuJournal,
  ligneFrancaise,
  lignesAnglaisesDuHub,
  type LigneFrancaise,
} from "../../outils/classe/journal-du-hub";

const ROUGE = "\x1b[31m";
const FIN = "\x1b[39m";
/** Un démarrage d'avant ce module, tel que le terminal le montrait. */
const DEMARRAGE_ANGLAIS = [
  "Cours installé (71,1 s).",
  "[I 2026-12-07 05:38:42.416 JupyterHub app:3493] Running JupyterHub version 6.1.1",
  `2026-12-07T05:38:43.631Z [ConfigProxy] ${ROUGE}error${FIN}: 404 GET /hub/api/ `,
  `2026-12-07T05:38:43.638Z [ConfigProxy] ${ROUGE}error${FIN}: Failed to get custom error page: Error: connect ECONNREFUSED 127.0.0.1:39283`,
  "    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1611:16) {",
  "  errno: -111,",
  "[W 2026-12-07 05:39:32.655 ServerApp] No nbgrader_config.py file found",
  "[NbGrader | WARNING] No nbgrader_config.py file found",
  "[E 2026-12-07 05:39:40.708 JupyterHub app:3644] Failed to stop user: ''",
  "Task was destroyed but it is pending!",
  "Traceback (most recent call last):",
  '  File "/srv/x/app.py", line 12, in <module>',
  "Le cours est servi à http://127.0.0.1:8731/ (pour arrêter : Ctrl+C).",
].join("\n");

const JOURNAL = "/srv/sudoku-classe/hub/hub.log";
const traduire = (ligne: string) => ligneFrancaise(ligne, 42, JOURNAL);

describe("le journal du hub vu du terminal", () => {
  it("les lignes anglaises de JupyterHub, du mandataire et des serveurs sont toutes trouvées", () => {
    const anglaises = lignesAnglaisesDuHub(DEMARRAGE_ANGLAIS);
    expect(anglaises).toHaveLength(11);
    expect(anglaises.join("\n")).not.toMatch(/Cours installé|Le cours est servi/);
    expect(anglaises.join("")).not.toContain(ROUGE);
  });

  it("les lignes françaises de la classe n'en sont pas", () => {
    const francaises = [
      "Limites de chaque élève : mémoire 1536 Mo pour tous ses processus (cgroups v1)",
      "Connexion de eleve01.",
      "Erreur du hub à 05:39:40 : détails dans /srv/sudoku-classe/hub/hub.log, ligne 12.",
      "[classe] Pas de cgroups memory et cpu accessibles",
    ];
    expect(lignesAnglaisesDuHub(francaises.join("\n"))).toEqual([]);
  });

  it("les messages connus sont traduits", () => {
    const h = (niveau: string, message: string) =>
      `[${niveau} 2026-12-07 05:39:35.933 JupyterHub base:1192] ${message}`;
    expect(traduire(h("I", "User logged in: eleve01"))?.texte).toBe("Connexion de eleve01.");
    expect(traduire(h("I", "User eleve01 took 7.749 seconds to start"))?.texte).toBe(
      "Serveur de eleve01 démarré (7,7 s).",
    );
    expect(traduire(h("I", "User eleve01 server took 0.512 seconds to stop"))?.texte).toBe(
      "Serveur de eleve01 arrêté.",
    );
    expect(traduire(h("W", "Failed login for 'eleve01'"))?.texte).toMatch(
      /^Connexion refusée pour « eleve01 »/,
    );
    // Le signal d'arrêt est un message « critique » de JupyterHub, pas une erreur.
    expect(traduire(h("C", "Received signal SIGTERM, initiating shutdown..."))).toEqual({
      texte: "Arrêt du hub et des serveurs des élèves…",
      erreur: false,
    });
    expect(traduire(h("I", "...done"))?.texte).toMatch(/^Hub arrêté proprement/);
    expect(traduire("[classe] Limites de chaque élève : x.")?.texte).toBe(
      "Limites de chaque élève : x.",
    );
  });

  it("une erreur est dite en français avec la ligne du journal ; le reste ne passe pas", () => {
    expect(traduire("[E 2026-12-07 05:39:40.708 JupyterHub app:3644] Boom")).toEqual({
      texte: `Erreur du hub à 05:39:40 : détails dans ${JOURNAL}, ligne 42.`,
      erreur: true,
    });
    expect(
      traduire(`2026-12-07T05:38:43.631Z [ConfigProxy] ${ROUGE}error${FIN}: 503 GET /user/x/`),
    ).toEqual({
      texte: `Erreur du mandataire du hub : détails dans ${JOURNAL}, ligne 42.`,
      erreur: true,
    });
    for (const ligne of [
      "[I 2026-12-07 05:38:42.416 JupyterHub app:3493] Running JupyterHub version 6.1.1",
      "[W 2026-12-07 05:38:43.088 JupyterHub proxy:783] Running JupyterHub without SSL.",
      "2026-12-07T05:38:44.220Z [ConfigProxy] info: 200 GET /api/routes ",
      "Traceback (most recent call last):",
      // Le websocket d'un onglet coupé par l'arrêt du serveur de l'élève.
      `2026-12-07T06:34:14.410Z [ConfigProxy] ${ROUGE}error${FIN}: Uncaught Exception: read ECONNRESET`,
      // Un websocket demandé au serveur de l'élève pendant son arrêt.
      `2026-12-07T18:17:36.806Z [ConfigProxy] ${ROUGE}error${FIN}: 503 GET /user/x/api/kernels/0/channels socket hang up`,
      // Une date d'activité réessayée par le serveur de l'élève (hub lent sur une machine chargée).
      "[E 2026-12-07 15:01:52.112 SingleUserLabApp extension:479] Error notifying Hub of activity: HTTP 599: Timeout",
    ])
      expect(traduire(ligne), ligne).toBeUndefined();
    // S'il y renonce, c'est une erreur.
    expect(
      traduire(
        "[E 2026-12-07 15:02:52.112 SingleUserLabApp utils:235] Failed to notify Hub of activity",
      )?.erreur,
    ).toBe(true);
  });

  describe("une erreur suivie de sa pile", () => {
    /**
     * Ce qu'écrit le serveur d'un élève quand la page quitte une requête avant sa réponse
     * (relevé dans un journal) : le formateur de Tornado décale la suite de quatre espaces.
     */
    const pile = (methode: string, fin: string) => [
      `[E 2026-12-07 20:35:57.861 ServerApp] Uncaught exception ${methode} /user/e01/lab/api/settings?1796 (127.0.0.1)`,
      "    HTTPServerRequest(protocol='http', host='127.0.0.1:43619', method='GET', uri='/user/e01/lab/api/settings?1796')",
      "    Traceback (most recent call last):",
      '      File "/srv/c/.venv-eleves/lib/python3.11/site-packages/tornado/web.py", line 2004, in _execute',
      "        result = await result",
      `    ${fin}`,
    ];
    const SUITE =
      "[I 2026-12-07 20:35:57.864 ServerApp] 200 GET /user/e01/api/kernels?1796 (e01@127.0.0.1) 293.31ms";
    const lire = (lignes: string[], fermer = true) => {
      const vues: LigneFrancaise[] = [];
      const lecteur = lecteurDuJournal(JOURNAL, (l) => vues.push(l));
      lignes.forEach((ligne, i) => lecteur.lire(ligne, i + 1));
      if (fermer) lecteur.finir();
      return vues;
    };

    it("une lecture quittée par la page (StreamClosedError) n'est pas une erreur", () => {
      const fin = "tornado.iostream.StreamClosedError: Stream is closed";
      expect(lire([...pile("GET", fin), SUITE])).toEqual([]);
      expect(lire([...pile("HEAD", fin)])).toEqual([]);
    });

    it("une autre exception, ou une écriture, reste une erreur, dite avec la ligne de son début", () => {
      const erreur = {
        texte: `Erreur du hub à 20:35:57 : détails dans ${JOURNAL}, ligne 1.`,
        erreur: true,
      };
      expect(lire([...pile("GET", "KeyError: 'x'"), SUITE])).toEqual([erreur]);
      expect(
        lire([...pile("PUT", "tornado.iostream.StreamClosedError: Stream is closed")]),
      ).toEqual([erreur]);
      // Une pile coupée par la fin de la sortie, ou par un nouveau message : l'erreur passe aussitôt.
      expect(lire(pile("GET", "        ^^^^^^"))).toEqual([erreur]);
      const connexion = "[I 2026-12-07 20:35:58.000 JupyterHub base:1192] User logged in: e02";
      expect(lire([pile("GET", "")[0], connexion], false)).toEqual([
        erreur,
        { texte: "Connexion de e02.", erreur: false },
      ]);
    });

    it("une pile qui ne vient pas ne retient pas l'erreur plus d'une seconde", () => {
      vi.useFakeTimers();
      try {
        const vues = lire([pile("GET", "")[0]], false);
        expect(vues).toEqual([]);
        vi.advanceTimersByTime(1000);
        expect(vues).toHaveLength(1);
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
