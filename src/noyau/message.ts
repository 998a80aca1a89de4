/**
 * Les messages du protocole de Jupyter, tels qu'ils passent sur ZeroMQ.
 *
 * Un message est une suite de trames : les identités du client (pour une
 * socket ROUTER), le séparateur `<IDS|MSG>`, la signature HMAC, puis quatre
 * objets JSON — en-tête, en-tête du message parent, métadonnées, contenu.
 * La signature (HMAC-SHA256 avec la clé du fichier de connexion) prouve que
 * le message vient bien du client qui a lancé le noyau.
 *
 * Référence : https://jupyter-client.readthedocs.io/en/latest/messaging.html
 */
import { createHmac, randomUUID, timingSafeEqual } from "crypto";

/** La version du protocole que parle le noyau. */
export const VERSION_PROTOCOLE = "5.3";

const SEPARATEUR = Buffer.from("<IDS|MSG>");

export interface EnTete {
  msg_id: string;
  msg_type: string;
  session: string;
  username: string;
  date: string;
  version: string;
}

export type Contenu = Record<string, unknown>;

export interface Message {
  /** Les identités ZeroMQ de l'expéditeur : la réponse repart vers elles. */
  identites: Buffer[];
  entete: EnTete;
  parent: Partial<EnTete>;
  metadonnees: Contenu;
  contenu: Contenu;
}

/** Signe les quatre parties JSON d'un message ; sans clé, pas de signature. */
function signer(cle: string, parties: (string | Buffer)[]): string {
  if (!cle) return "";
  const hmac = createHmac("sha256", cle);
  for (const partie of parties) hmac.update(partie);
  return hmac.digest("hex");
}

/** Lit les trames reçues ; lève une erreur si la signature est fausse. */
export function lireMessage(trames: Buffer[], cle: string): Message {
  const position = trames.findIndex((t) => t.equals(SEPARATEUR));
  if (position < 0 || trames.length < position + 6) {
    throw new Error("message Jupyter mal formé : séparateur <IDS|MSG> ou parties manquantes");
  }
  const signature = trames[position + 1].toString();
  const parties = trames.slice(position + 2, position + 6);
  const attendue = signer(cle, parties);
  const ok =
    signature.length === attendue.length &&
    timingSafeEqual(Buffer.from(signature), Buffer.from(attendue));
  if (!ok) throw new Error("message Jupyter rejeté : signature HMAC invalide");
  const [entete, parent, metadonnees, contenu] = parties.map((p) => JSON.parse(p.toString()));
  return { identites: trames.slice(0, position), entete, parent, metadonnees, contenu };
}

/** Un nouveau message en réponse à `parent` (même session), ou sans parent. */
export function nouveauMessage(
  type: string,
  contenu: Contenu,
  parent?: Message,
  identites: Buffer[] = [],
): Message {
  return {
    identites,
    entete: {
      msg_id: randomUUID(),
      msg_type: type,
      session: parent?.entete.session ?? "",
      username: parent?.entete.username ?? "noyau",
      date: new Date().toISOString(),
      version: VERSION_PROTOCOLE,
    },
    parent: parent?.entete ?? {},
    metadonnees: {},
    contenu,
  };
}

/** La réponse à une requête : type `…_reply`, renvoyée aux identités de l'expéditeur. */
export function reponse(requete: Message, contenu: Contenu): Message {
  const type = requete.entete.msg_type.replace(/_request$/, "_reply");
  return nouveauMessage(type, contenu, requete, requete.identites);
}

/** Les trames signées d'un message, prêtes à partir. */
export function tramesDe(message: Message, cle: string): (Buffer | string)[] {
  const parties = [
    JSON.stringify(message.entete),
    JSON.stringify(message.parent),
    JSON.stringify(message.metadonnees),
    JSON.stringify(message.contenu),
  ];
  return [...message.identites, SEPARATEUR, signer(cle, parties), ...parties];
}
