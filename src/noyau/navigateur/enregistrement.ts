/**
 * Dans la page, une cellule qui prend toute la mémoire fait tomber l'onglet
 * entier (le fil du noyau vit dans le même processus que JupyterLab) : ce qui
 * n'était pas enregistré, dans n'importe quel carnet ouvert, serait perdu.
 * Avant chaque cellule, le noyau enregistre donc les documents ouverts que
 * l'élève a modifiés, dans le stockage du navigateur (IndexedDB), et attend
 * la fin de l'écriture pour lancer la cellule.
 *
 * Seul ce que l'élève écrit compte : un carnet que seules ses sorties ont
 * changé (« Tout exécuter ») n'est pas réécrit à chaque cellule ; l'enregistrement
 * automatique de JupyterLab, réglé à quelques secondes pour le site
 * (`outils/site/construire.ts`), s'en charge, comme de ce que l'élève écrit
 * pendant qu'une cellule tourne.
 *
 * Le noyau ne voit de JupyterLab que la coquille (`app.shell`) : chaque
 * document ouvert y porte son contexte (`DocumentWidget.context`), qui sait
 * s'enregistrer.
 *
 * Deux enregistrements d'un même document ne doivent jamais se croiser :
 * JupyterLab compare la date du fichier à celle de son dernier enregistrement,
 * et le second, parti avant la fin du premier, croirait le fichier changé par
 * un autre (« Fichier modifié… a changé sur le disque »). Le noyau met donc en
 * file chaque `save` des documents qu'il voit, qu'il vienne de lui, de
 * l'enregistrement automatique ou de Ctrl+S.
 */

/** Ce que le noyau lit du contexte d'un document ouvert. */
interface ContexteDeDocument {
  path: string;
  model: {
    dirty: boolean;
    readOnly?: boolean;
    sharedModel?: {
      cells?: readonly { cell_type: string; getSource(): string }[];
      getSource?(): string;
    };
  };
  contentsModel: { writable?: boolean } | null;
  save(): Promise<void>;
}

/** Ce que le noyau lit de la coquille de JupyterLab. */
export interface Coquille {
  widgets(zone: "main"): Iterable<unknown>;
  /** Émis quand un panneau s'ouvre ou se ferme (JupyterLab) : les documents y sont mis en file dès l'ouverture. */
  layoutModified?: { connect(rappel: () => void): unknown };
}

/** Au-delà, la cellule part sans attendre (un enregistrement qui attend une réponse de l'élève). */
const ATTENTE_MAX_MS = 2000;

function contexteDe(panneau: unknown): ContexteDeDocument | undefined {
  const contexte = (panneau as { context?: Partial<ContexteDeDocument> } | null)?.context;
  return contexte && typeof contexte.save === "function" && contexte.model
    ? (contexte as ContexteDeDocument)
    : undefined;
}

/** Le texte qu'a écrit l'élève (cellules et leur sorte), sans les sorties ; indéfini si on ne sait pas le lire. */
function texteDeLEleve(contexte: ContexteDeDocument): string | undefined {
  const partage = contexte.model.sharedModel;
  if (partage?.cells) return JSON.stringify(partage.cells.map((c) => [c.cell_type, c.getSource()]));
  return partage?.getSource?.();
}

/**
 * Remplace `save` du contexte par une file : un enregistrement demandé pendant
 * qu'un autre s'écrit attend sa fin, puis part avec la date à jour.
 */
function mettreEnFile(contexte: ContexteDeDocument): void {
  const original = contexte.save.bind(contexte);
  let file: Promise<unknown> = Promise.resolve();
  contexte.save = () => {
    const tour = file.then(() => original());
    file = tour.catch(() => undefined);
    return tour;
  };
}

export interface BilanEnregistrement {
  enregistres: string[];
  millisecondes: number;
}

export class Enregistreur {
  /** Le texte de chaque document lors de son dernier enregistrement par le noyau. */
  private readonly enregistre = new WeakMap<ContexteDeDocument, string>();

  /** Les contextes dont `save` est déjà mis en file. */
  private readonly enFile = new WeakSet<ContexteDeDocument>();

  constructor(private readonly coquille: Coquille) {
    coquille.layoutModified?.connect(() => this.contextesOuverts());
  }

  /** Les contextes des documents ouverts, chacun une fois, mis en file au passage. */
  private contextesOuverts(): ContexteDeDocument[] {
    const vus = new Set<ContexteDeDocument>();
    for (const panneau of this.coquille.widgets("main")) {
      const contexte = contexteDe(panneau);
      if (!contexte || vus.has(contexte)) continue;
      vus.add(contexte);
      if (!this.enFile.has(contexte)) {
        mettreEnFile(contexte);
        this.enFile.add(contexte);
      }
    }
    return [...vus];
  }

  /** Enregistre les documents ouverts dont l'élève a changé le texte ; rend ce qui a été fait. */
  async enregistrer(): Promise<BilanEnregistrement> {
    const debut = performance.now();
    const enCours: Promise<void>[] = [];
    const enregistres: string[] = [];
    for (const contexte of this.contextesOuverts()) {
      const { model, contentsModel } = contexte;
      if (!model.dirty || model.readOnly || contentsModel?.writable === false) continue;
      const texte = texteDeLEleve(contexte);
      if (texte !== undefined && this.enregistre.get(contexte) === texte) continue;
      enregistres.push(contexte.path);
      enCours.push(
        contexte.save().then(() => {
          if (texte !== undefined) this.enregistre.set(contexte, texte);
        }),
      );
    }
    if (enCours.length > 0) {
      let minuterie: ReturnType<typeof setTimeout> | undefined;
      const attente = new Promise<void>((fin) => (minuterie = setTimeout(fin, ATTENTE_MAX_MS)));
      await Promise.race([Promise.allSettled(enCours), attente]);
      clearTimeout(minuterie);
    }
    return { enregistres, millisecondes: performance.now() - debut };
  }
}
