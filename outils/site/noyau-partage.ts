/**
 * Dans la page du site (voir `page-du-lab.ts`) : un seul noyau du cours pour
 * toutes les leçons ouvertes.
 *
 * Chaque noyau est un fil du navigateur avec son compilateur TypeScript et la
 * bibliothèque : une centaine de Mo. Six leçons ouvertes (sur un téléphone,
 * une leçon ouverte depuis le sommaire laisse l'autre ouverte derrière elle)
 * en prenaient plus de 900 avec leur page. La leçon qui ouvre une session
 * démarre le noyau ; les suivantes s'y joignent (JupyterLite rattache une
 * session neuve au noyau qu'on lui nomme). Les leçons partagent donc leurs
 * variables et la numérotation des cellules, comme des carnets reliés à un
 * même noyau dans JupyterLab.
 */
import { labDansLaPage } from "./lab-dans-la-page";

/** Le nom du noyau du cours (voir `src/noyau/navigateur/extension.ts`). */
const NOYAU_DU_COURS = "sudoku-ts";

/** Ce qu'on lit des sessions de JupyterLab : l'ouverture d'une session neuve. */
interface Options {
  kernel?: { name?: string; id?: string };
}
interface Session {
  kernel: { id: string; name: string } | null;
}
type Ouvrir = (options: Options, ...suite: unknown[]) => Promise<Session>;

/** L'ouverture des sessions, qui joint les leçons au noyau du cours déjà parti. */
function ouvertureQuiPartage(ouvrir: Ouvrir): Ouvrir {
  let premiere: Promise<Session> | undefined;
  return async (options, ...suite) => {
    const nom = options.kernel?.name;
    if (options.kernel?.id || (nom && nom !== NOYAU_DU_COURS)) return ouvrir(options, ...suite);
    const partage = (await premiere?.catch(() => undefined))?.kernel;
    if (partage?.name === NOYAU_DU_COURS)
      return ouvrir({ ...options, kernel: { id: partage.id, name: partage.name } }, ...suite);
    const session = ouvrir(options, ...suite);
    premiere = session;
    return session;
  };
}

export async function partagerLeNoyau(): Promise<void> {
  const app = (await labDansLaPage()) as unknown as {
    serviceManager: { sessions: { startNew: Ouvrir } };
  };
  const sessions = app.serviceManager.sessions;
  sessions.startNew = ouvertureQuiPartage(sessions.startNew.bind(sessions));
}
