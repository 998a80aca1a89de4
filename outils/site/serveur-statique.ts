/**
 * Un serveur de fichiers statiques sur 127.0.0.1, comme le serait celui d'un
 * établissement ou GitHub Pages : il sert les fichiers du site tels quels,
 * sans en-tête particulier. Avec `isoler`, il ajoute les en-têtes COOP et
 * COEP qui rendent la page « isolée » (mémoire partagée permise) : pour
 * comparer les deux façons dont ■ atteint le noyau (`npm run bench:navigateur`).
 * Sans vitest : le banc s'en sert aussi.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sirv from "sirv";

export interface ServeurStatique {
  /** L'adresse du site : http://127.0.0.1:port/ */
  base: string;
  /** Les chemins demandés, dans l'ordre. */
  demandes: string[];
  arreter(): Promise<void>;
}

export async function servirSite(dossier: string, options: { isoler?: boolean } = {}): Promise<ServeurStatique> {
  const fichiers = sirv(dossier, {
    dev: false,
    etag: true,
    setHeaders: options.isoler
      ? (reponse) => {
          reponse.setHeader("Cross-Origin-Opener-Policy", "same-origin");
          reponse.setHeader("Cross-Origin-Embedder-Policy", "require-corp");
        }
      : undefined,
  });
  const demandes: string[] = [];
  const serveur: Server = createServer((requete, reponse) => {
    demandes.push(requete.url ?? "");
    fichiers(requete, reponse, () => {
      reponse.statusCode = 404;
      reponse.end("introuvable");
    });
  });
  await new Promise<void>((pret) => serveur.listen(0, "127.0.0.1", pret));
  const { port } = serveur.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}/`,
    demandes,
    arreter: () =>
      new Promise((fini) => {
        serveur.closeAllConnections();
        serveur.close(() => fini());
      }),
  };
}
