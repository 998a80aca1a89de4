/**
 * Piloter un carnet ouvert dans JupyterLab ou Notebook 7 (même application,
 * mêmes commandes) : attendre le noyau, lire les cellules, en écrire une,
 * l'exécuter comme Maj+Entrée, tout exécuter. L'état est lu dans
 * `window.jupyterapp` (exposé par le serveur des tests) ; le rendu, dans la page.
 * Sans vitest : les tests du navigateur et les bancs (bench:plotly,
 * bench:navigateur) s'en servent.
 */
import { join } from "node:path";
import {
  chromium,
  type Browser,
  type LaunchOptions,
  type Locator,
  type Page,
} from "playwright-core";
import { environnementDansMaison } from "./bac-a-sable";

/** Les options de Chromium du cours : sans écran, sans réseau superflu. */
const OPTIONS_CHROMIUM = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * La variable d'environnement qui donne l'adresse d'un Chromium déjà lancé
 * (`chromium.launchServer`) : le palier de bout en bout des tests en lance un
 * seul pour tous ses fichiers (test/chromium-partage.ts).
 */
export const CHROMIUM_PARTAGE = "SUDOKU_CHROMIUM_PARTAGE";

/** Ce qu'il faut pour lancer Chromium avec `maison` pour dossier personnel et temporaire. */
export function optionsDeChromium(maison: string): LaunchOptions {
  // Chromium pose sa socket « SingletonSocket » dans TMPDIR : un chemin de socket
  // Unix ne dépasse pas 107 octets, Chromium s'arrête net au-delà.
  const socket = join(maison, "org.chromium.Chromium.XXXXXX", "SingletonSocket");
  if (Buffer.byteLength(socket) > 107) {
    throw new Error(
      `Dossier de Chromium trop long pour sa socket (${socket}) : prenez un nom plus court.`,
    );
  }
  return {
    executablePath: "/usr/bin/chromium",
    args: OPTIONS_CHROMIUM,
    env: { ...environnementDansMaison(maison), TMPDIR: maison },
  };
}

/**
 * Chromium sans écran ; `maison` lui sert de dossier personnel (profil, cache,
 * dconf) et de dossier temporaire : rien n'est écrit dans les vrais, tout
 * disparaît avec `maison`. Si un Chromium partagé est annoncé (CHROMIUM_PARTAGE),
 * on s'y connecte plutôt : chaque page y vit dans son propre contexte (stockage,
 * témoins), et `close()` ne ferme que la connexion.
 */
export function lancerChromium(maison: string): Promise<Browser> {
  const partage = process.env[CHROMIUM_PARTAGE];
  if (partage) return chromium.connect(partage);
  return chromium.launch(optionsDeChromium(maison));
}

/**
 * Coupe la page du réseau : seules passent les requêtes vers `permis` (le
 * serveur local) et les données de la page même (`data:`, `blob:`). Rend la
 * liste des adresses refusées.
 */
export async function horsLigne(page: Page, permis?: string): Promise<string[]> {
  const refusees: string[] = [];
  await page.route("**/*", (requete) => {
    const url = requete.request().url();
    const locale = ["file:", "data:", "blob:"].some((debut) => url.startsWith(debut));
    if (locale || (permis && url.startsWith(permis))) {
      return requete.continue();
    }
    refusees.push(url);
    return requete.abort();
  });
  return refusees;
}

/** Une cellule vue du test. */
export interface Cellule {
  type: string;
  source: string;
  compte: number | null;
  sorties: {
    output_type: string;
    text?: string;
    data?: Record<string, unknown>;
    ename?: string;
    evalue?: string;
    traceback?: string[];
  }[];
}

/**
 * Les fonctions installées dans la page (`window.sudokuTest`), sur le carnet
 * de l'onglet courant. `enCours` lit les invites « [*] » de la page.
 */
const AIDE_PAGE = `window.sudokuTest = {
  panneau: function () { return window.jupyterapp.shell.currentWidget; },
  noyau: function () {
    var p = this.panneau();
    return p && p.sessionContext && p.sessionContext.session && p.sessionContext.session.kernel;
  },
  pret: function () {
    var k = this.noyau();
    return !!k && k.status === "idle" && k.connectionStatus === "connected";
  },
  cellules: function () {
    return this.panneau().content.widgets.map(function (c) {
      var code = c.model.type === "code";
      return {
        type: c.model.type,
        source: c.model.sharedModel.getSource(),
        compte: code ? c.model.executionCount : null,
        sorties: code ? c.model.outputs.toJSON() : []
      };
    });
  },
  enCours: function () {
    return Array.prototype.some.call(this.panneau().node.querySelectorAll(".jp-InputPrompt"),
      function (p) { return p.textContent.indexOf("*") >= 0; });
  },
  ecrire: function (i, code) { this.panneau().content.widgets[i].model.sharedModel.setSource(code); },
  selectionner: function (i) {
    var n = this.panneau().content;
    n.mode = "command";
    n.activeCellIndex = i;
    n.deselectAll();
    n.activeCell.node.scrollIntoView({ block: "center" });
    n.node.focus();
  },
  commande: function (nom, args) { return window.jupyterapp.commands.execute(nom, args); }
};
window.aide = function () { return window.sudokuTest; };`;

type Aide = {
  pret(): boolean;
  cellules(): Cellule[];
  enCours(): boolean;
  ecrire(i: number, code: string): void;
  selectionner(i: number): void;
  commande(nom: string, args?: unknown): Promise<unknown>;
};
/** Dans la page seulement : les fonctions passées à `page.evaluate` y trouvent `aide()`. */
declare const aide: () => Aide;

/** Un carnet ouvert dans la page, et ce qu'on peut y faire. */
export class CarnetOuvert {
  constructor(readonly page: Page) {}

  /** Ouvre `adresse` et attend que le noyau du carnet soit prêt. */
  static async ouvrir(page: Page, adresse: string): Promise<CarnetOuvert> {
    await page.goto(adresse);
    await page.waitForFunction(
      () => {
        const w = globalThis as unknown as {
          jupyterapp?: { shell?: { currentWidget?: { sessionContext?: unknown } } };
        };
        return w.jupyterapp?.shell?.currentWidget?.sessionContext !== undefined;
      },
      undefined,
      { timeout: 90_000 },
    );
    await page.evaluate(AIDE_PAGE);
    const carnet = new CarnetOuvert(page);
    await carnet.attendreNoyau();
    return carnet;
  }

  /** Attend que le noyau soit connecté et inactif. */
  async attendreNoyau(delai = 90_000): Promise<void> {
    await this.page.waitForFunction(() => aide().pret(), undefined, { timeout: delai });
  }

  cellules(): Promise<Cellule[]> {
    return this.page.evaluate(() => aide().cellules());
  }

  /** L'indice de la première cellule dont la source commence par `debut`. */
  async indice(debut: string): Promise<number> {
    const i = (await this.cellules()).findIndex((c) => c.source.startsWith(debut));
    if (i < 0) throw new Error(`aucune cellule ne commence par ${debut}`);
    return i;
  }

  /** Lance une commande de l'application et attend qu'elle ait fini. */
  async commande(nom: string, args?: unknown): Promise<void> {
    // Ce que rend la commande (un widget, parfois) reste dans la page : il ne se copie pas.
    await this.page.evaluate(
      async ([n, a]) => {
        await aide().commande(n as string, a);
      },
      [nom, args] as const,
    );
  }

  /** La cellule `i` du carnet affiché, dans la page. */
  cellule(i: number): Locator {
    return this.page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Cell").nth(i);
  }

  /** Attend qu'aucune cellule ne tourne plus et que le noyau soit inactif. */
  async attendreFin(delai: number, pendant?: () => Promise<void>): Promise<void> {
    const fin = Date.now() + delai;
    // Laisse à l'exécution demandée le temps de commencer (invite « [*] »).
    await this.page.waitForTimeout(300);
    for (;;) {
      const finie = await this.page.evaluate(() => !aide().enCours() && aide().pret());
      if (finie) return;
      if (Date.now() > fin) throw new Error(`des cellules tournent encore après ${delai} ms`);
      await pendant?.();
      await this.page.waitForTimeout(200);
    }
  }

  /**
   * Tout exécuter (menu Exécution › Exécuter toutes les cellules), puis
   * attendre la fin en appelant `pendant` régulièrement. La commande n'est
   * pas attendue dans la page : sa promesse ne se résout qu'à la fin.
   */
  async toutExecuter(delai: number, pendant?: () => Promise<void>): Promise<void> {
    await this.page.evaluate(() => {
      void aide().commande("notebook:run-all-cells");
    });
    await this.attendreFin(delai, pendant);
  }

  /** Remplace le code de la cellule `i`, comme un élève qui la réécrit. */
  async ecrire(i: number, code: string): Promise<void> {
    await this.page.evaluate(([k, c]) => aide().ecrire(k as number, c as string), [i, code]);
  }

  /** Sélectionne la cellule `i` et l'exécute au clavier (Maj+Entrée) ; rend sa nouvelle version. */
  async executer(i: number, delai = 60_000): Promise<Cellule> {
    const avant = (await this.cellules())[i].compte;
    await this.page.evaluate((k) => aide().selectionner(k), i);
    await this.page.keyboard.press("Shift+Enter");
    await this.page.waitForFunction(
      ([k, a]) => {
        const c = aide().cellules()[k as number];
        return c.compte !== null && c.compte !== a && !aide().enCours();
      },
      [i, avant] as const,
      { timeout: delai },
    );
    return (await this.cellules())[i];
  }
}

/** Le texte de toutes les sorties d'une cellule (flux, texte des affichages, erreurs). */
export function texteDesSorties(cellule: Cellule): string {
  return cellule.sorties
    .map((s) => {
      if (s.output_type === "stream") return String(s.text ?? "");
      if (s.output_type === "error") return [s.ename, s.evalue, ...(s.traceback ?? [])].join("\n");
      const texte = s.data?.["text/plain"];
      return Array.isArray(texte) ? texte.join("") : String(texte ?? "");
    })
    .join("\n");
}

/** Les erreurs des cellules exécutées : « cellule n : nom : message ». */
export function erreursDes(cellules: Cellule[]): string[] {
  return cellules.flatMap((c, n) =>
    c.sorties
      .filter((s) => s.output_type === "error")
      .map((s) => `cellule ${n} : ${s.ename} : ${s.evalue}`),
  );
}
