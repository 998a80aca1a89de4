/**
 * Le module `tslab` qu'une cellule peut importer (`import * as tslab from
 * "tslab"`), dans la page : son affichage passe par le canal du noyau, comme
 * `afficher` : le canal que le fil du noyau installe avant la première
 * cellule (`fil.ts`, clé `CLE_CANAL`).
 */
import { CLE_CANAL, type CanalJupyter } from "../../socle/protocole";

function canal(): CanalJupyter {
  const installe = (globalThis as { [CLE_CANAL]?: CanalJupyter })[CLE_CANAL];
  if (!installe) throw new Error("tslab.display : le noyau n'a pas encore installé son canal");
  return installe;
}

type Donnees = string | Uint8Array;

function enTexte(donnees: Donnees): string {
  if (typeof donnees === "string") return donnees;
  let binaire = "";
  for (let k = 0; k < donnees.length; k += 0x8000)
    binaire += String.fromCharCode(...donnees.subarray(k, k + 0x8000));
  return btoa(binaire);
}

function creerAffichage(id?: string) {
  let premier = true;
  const raw = (mime: string, donnees: Donnees) => {
    const transient = id ? { display_id: id } : {};
    canal().afficher(
      { data: { [mime]: enTexte(donnees) }, metadata: {}, transient },
      Boolean(id) && !premier,
    );
    premier = false;
  };
  return {
    raw,
    javascript: (s: string) => raw("application/javascript", s),
    html: (s: string) => raw("text/html", s),
    markdown: (s: string) => raw("text/markdown", s),
    latex: (s: string) => raw("text/latex", s),
    svg: (s: string) => raw("image/svg+xml", s),
    png: (b: Uint8Array) => raw("image/png", b),
    jpeg: (b: Uint8Array) => raw("image/jpeg", b),
    gif: (b: Uint8Array) => raw("image/gif", b),
    pdf: (b: Uint8Array) => raw("application/pdf", b),
    text: (s: string) => raw("text/plain", s),
  };
}

let compteur = 0;

export const display = creerAffichage();
export const newDisplay = () => creerAffichage(`tslab-${++compteur}`);
