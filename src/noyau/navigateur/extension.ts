/**
 * L'extension JupyterLite du cours : elle inscrit le noyau « TypeScript
 * (cours Sudoku) » (nom `sudoku-ts`, comme le noyau de Jupyter) auprès de
 * JupyterLite, et relie le bouton ■ au noyau.
 *
 * JupyterLite, à ■, n'annule que les cellules en attente ; il ne prévient
 * pas le noyau (jupyterlite#459). On enveloppe donc sa fonction
 * `interrupt` : elle fait ce qu'elle faisait, puis appelle `interrompre()`
 * de notre noyau.
 *
 * Avant chaque cellule, le noyau enregistre les carnets ouverts que l'élève a
 * modifiés (`enregistrement.ts`) : il les trouve dans la coquille de l'application.
 *
 * Les noms des fichiers du noyau (fil, bibliothèque, types), empreintes
 * comprises, sont posés au moment de construire le site (`ADRESSES`).
 */
import { PageConfig, URLExt } from "@jupyterlab/coreutils";
import { KernelMessage } from "@jupyterlab/services";
import { IKernelClient, IKernelSpecs, type IKernel } from "@jupyterlite/services";
import { Enregistreur, type Coquille } from "./enregistrement";
import { NoyauDuCours, type AdressesDuNoyau, type CreerMessage } from "./noyau-page";
import { pluginRendre } from "./rendre-devoir";

/** Posé par esbuild à la construction du site : les fichiers du dossier `static/` de l'extension. */
declare const ADRESSES: Omit<AdressesDuNoyau, "fichiers">;
/** Le nom de l'extension (son dossier sous `extensions/`). */
declare const NOM_EXTENSION: string;

const LOGO =
  "data:image/svg+xml;base64," +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="8" fill="#3178c6"/>' +
      '<path d="M8 24h48M8 40h48M24 8v48M40 8v48" stroke="#fff" stroke-width="3"/>' +
      '<text x="32" y="38" font-family="sans-serif" font-size="14" font-weight="bold" fill="#fff" text-anchor="middle">TS</text></svg>',
  );

/** Les adresses absolues des fichiers du noyau. */
function adresses(): AdressesDuNoyau {
  const base = new URL(PageConfig.getBaseUrl(), location.href).href;
  const extensions = new URL(PageConfig.getOption("fullLabextensionsUrl") || "extensions", base);
  const statique = (nom: string) =>
    new URL(URLExt.join(extensions.pathname, NOM_EXTENSION, "static", nom), base).href;
  return {
    fil: statique(ADRESSES.fil),
    types: statique(ADRESSES.types),
    bibliotheque: statique(ADRESSES.bibliotheque),
    plotly: statique(ADRESSES.plotly),
    fils: Object.fromEntries(Object.entries(ADRESSES.fils).map(([nom, f]) => [nom, statique(f)])),
    fichiers: new URL("files/", base).href,
  };
}

const noyaux = new Map<string, NoyauDuCours>();

const plugin = {
  id: "sudoku-ts:noyau",
  description: "Le noyau TypeScript du cours Sudoku, dans le navigateur.",
  autoStart: true,
  requires: [IKernelSpecs, IKernelClient],
  activate: (app: { shell: Coquille }, specs: IKernelSpecs, client: IKernelClient) => {
    // Les graphiques des carnets chargent plotly de la copie du site (voir src/notebook/plotly.ts,
    // ADRESSE_DU_SITE) : une adresse relue à chaque ouverture, qui suit les empreintes du site.
    (window as unknown as Record<string, string>).sudokuPlotlyAdresse = adresses().plotly;
    const enregistreur = new Enregistreur(app.shell);
    const avantCellule = async () => {
      const bilan = await enregistreur.enregistrer();
      if (bilan.enregistres.length > 0)
        console.debug(
          `[noyau sudoku-ts] enregistré avant la cellule : ${bilan.enregistres.join(", ")} (${Math.round(bilan.millisecondes)} ms)`,
        );
    };
    specs.register({
      spec: {
        name: "sudoku-ts",
        display_name: "TypeScript (cours Sudoku)",
        language: "typescript",
        argv: [],
        resources: { "logo-32x32": LOGO, "logo-64x64": LOGO },
      },
      create: async (options: IKernel.IOptions) => {
        const noyau = new NoyauDuCours(
          options,
          adresses(),
          KernelMessage.createMessage as unknown as CreerMessage,
          { avantCellule },
        );
        noyaux.set(noyau.id, noyau);
        noyau.disposed.connect(() => noyaux.delete(noyau.id));
        return noyau;
      },
    });
    const interrompre = client.interrupt.bind(client);
    client.interrupt = async (id: string) => {
      noyaux.get(id)?.interrompre();
      return interrompre(id);
    };
  },
};

export default [plugin, pluginRendre];
