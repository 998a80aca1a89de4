/**
 * Code qui tourne dans la page du site (voir `page-du-lab.ts`) : JupyterLab
 * tel que JupyterLite l'expose (`window.jupyterapp`, avec
 * `exposeAppInBrowser` dans la configuration du site), vu par ce qu'on en lit.
 */

/** Un service de l'application : on ne lit que ses méthodes dont on a besoin. */
export interface Traducteur {
  load(domaine: string): unknown;
}

/** Un signal de Lumino, vu par ce qu'on en fait. */
export interface Signal<T = unknown> {
  connect(rappel: (emetteur: unknown, valeur: T) => void): void;
  disconnect(rappel: (emetteur: unknown, valeur: T) => void): void;
}

/** Une usine de documents de JupyterLab : elle signale chaque document créé. */
interface Usine {
  widgetCreated: { connect(rappel: (usine: unknown, document: Document) => void): void };
}

/** Un document ouvert (un carnet…) et sa session de noyau. */
export interface Document {
  sessionContext?: object;
}

export interface LabDansLaPage {
  started: Promise<void>;
  restored: Promise<void>;
  shell: {
    collapseLeft(): void;
    collapseRight(): void;
    isSideTabBarVisible(cote: "left" | "right"): boolean;
    toggleSideTabBarVisibility(cote: "left" | "right"): void;
    widgets(zone: string): Iterable<Document>;
  };
  commands: { commandExecuted: Signal<{ id: string; result: unknown }> };
  docRegistry: { widgetFactories(): Iterable<Usine> };
  resolveRequiredService(jeton: unknown): Promise<unknown>;
  /** Le registre des greffons de Lumino ; ses jetons sont privés, on les cherche par leur nom. */
  pluginRegistry?: { _services?: Map<{ name: string }, string> };
}

/** L'application, dès que JupyterLite l'a créée (juste avant qu'il la démarre). */
export function labDansLaPage(): Promise<LabDansLaPage> {
  return new Promise((tenir) => {
    const guetter = () => {
      const app = (globalThis as { jupyterapp?: LabDansLaPage }).jupyterapp;
      if (app) tenir(app);
      else setTimeout(guetter, 20);
    };
    guetter();
  });
}

/** Le service que fournit le jeton nommé `nom` (« @jupyterlab/translation:ITranslator »…), s'il existe. */
export async function serviceNomme(app: LabDansLaPage, nom: string): Promise<unknown> {
  const jetons = [...(app.pluginRegistry?._services?.keys() ?? [])];
  const jeton = jetons.find((j) => j.name === nom);
  return jeton ? app.resolveRequiredService(jeton) : undefined;
}
