/**
 * Dans la page du site (voir `page-du-lab.ts`) : « Aucun noyau » en français.
 *
 * JupyterLab crée la session de noyau de chaque document sans lui passer son
 * traducteur (le `Context` de `@jupyterlab/docregistry`) : pendant que le noyau
 * démarre, la barre d'outils et la barre d'état disent « No Kernel », alors
 * que le paquet de langue a « Aucun noyau ». On donne à chaque session, dès
 * que son document est créé, la traduction de JupyterLab (son champ privé
 * `_trans`, le seul qu'elle lit pour ce libellé).
 */
import { labDansLaPage, serviceNomme, type Document, type Traducteur } from "./lab-dans-la-page";

function traduire(document: Document, traduction: unknown): void {
  if (document.sessionContext) Object.assign(document.sessionContext, { _trans: traduction });
}

export async function traduireAucunNoyau(): Promise<void> {
  const app = await labDansLaPage();
  await app.started;
  const traducteur = (await serviceNomme(app, "@jupyterlab/translation:ITranslator")) as
    | Traducteur
    | undefined;
  if (!traducteur) return;
  const traduction = traducteur.load("jupyterlab");
  for (const usine of app.docRegistry.widgetFactories())
    usine.widgetCreated.connect((_, document) => traduire(document, traduction));
  // Les documents déjà là (rouverts avant ce moment) : leur barre se redessine au démarrage du noyau.
  for (const document of app.shell.widgets("main")) traduire(document, traduction);
}
