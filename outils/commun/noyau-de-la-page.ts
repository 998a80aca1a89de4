/**
 * Exécuter du code par le noyau du carnet ouvert (JupyterLab ou JupyterLite),
 * sans passer par une cellule : les messages du noyau sont lus dans la page,
 * par `window.jupyterapp`. Pour les bancs qui mesurent une cellule
 * (bench:navigateur, bench:expliquer -- --page) et les tests qui comparent ce
 * que calcule la page à ce que calcule Node.
 */
import type { Page } from "playwright-core";

/**
 * Ce que les fonctions passées à `page.evaluate` lisent de JupyterLab dans la page
 * (`window.jupyterapp`) : le noyau du carnet ouvert. Un type seulement, effacé à la
 * compilation : le code envoyé à la page n'importe rien.
 */
export interface AppDeLaPage {
  jupyterapp: {
    shell: {
      currentWidget: {
        sessionContext: {
          session: {
            kernel: {
              requestExecute(x: { code: string }): {
                onIOPub: (m: {
                  header: { msg_type: string };
                  content: { data?: Record<string, string>; text?: string; name?: string };
                }) => void;
                done: Promise<unknown>;
              };
              interrupt(): Promise<void>;
            };
          };
        };
      };
    };
  };
}

/** Ce qu'une exécution a donné : sa durée vue de la page, sa dernière valeur, sa sortie standard. */
export interface Execution {
  /** En ms, de la demande à la réponse du noyau. */
  duree: number;
  /** La dernière valeur en texte (`text/plain`), ou l'erreur en JSON. */
  texte: string;
  /** Ce que le code a écrit par `console.log`. */
  sortie: string;
  erreur: boolean;
}

/** Exécute `code` dans le noyau du carnet ouvert de `page`. */
export async function executerDansLaPage(page: Page, code: string): Promise<Execution> {
  return page.evaluate(async (c) => {
    const noyau = (globalThis as unknown as AppDeLaPage).jupyterapp.shell.currentWidget
      .sessionContext.session.kernel;
    const debut = performance.now();
    const futur = noyau.requestExecute({ code: c });
    let texte = "";
    let sortie = "";
    let erreur = false;
    futur.onIOPub = (m) => {
      if (m.header.msg_type === "execute_result") texte = m.content.data?.["text/plain"] ?? "";
      if (m.header.msg_type === "stream" && m.content.name === "stdout")
        sortie += m.content.text ?? "";
      if (m.header.msg_type === "error") {
        texte = JSON.stringify(m.content);
        erreur = true;
      }
    };
    await futur.done;
    return { duree: performance.now() - debut, texte, sortie, erreur };
  }, code);
}
