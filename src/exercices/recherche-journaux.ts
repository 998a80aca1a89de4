/**
 * Les journaux des boucles de la leçon 4 : ce que la vérification suit de
 * chacune, tel que la leçon le définit, pour qu'un autre algorithme au même
 * résultat (une recherche de la bibliothèque, un calcul fait à part puis
 * recopié) ne passe pas pour la boucle demandée.
 *
 *   - `rechercheMeilleurDabord` : les états développés, dans l'ordre (un
 *     développement, c'est un appel à `probleme.actions`) ;
 *   - `escaladeAvecRedemarrages` : les configurations de `departs` d'où part
 *     chaque montée, dans l'ordre ;
 *   - `recuitSimule` et `minConflits` : les changements de M, pas à pas
 *     (l'échange accepté, la case réparée, après tel tirage).
 *
 * Les arguments suivis restent des tableaux et des objets ordinaires : seules
 * quelques propriétés passent par un accesseur, qui coûte bien moins qu'un
 * `Proxy`, et `structuredClone` les copie comme les autres.
 */
import type { Journal } from "./journal";
import type { JournalDeLExercice } from "./exercice";

// ——— rechercheMeilleurDabord : les états développés ———

type Probleme = {
  description?: unknown;
  etatInitial: unknown;
  actions(etat: unknown): unknown[];
  resultat(etat: unknown, action: unknown): unknown;
  estBut(etat: unknown): boolean;
};

const estMatrice = (x: unknown): x is unknown[][] => Array.isArray(x) && x.every(Array.isArray);

/**
 * Un état, en texte : pour une grille, ses cases qui diffèrent de l'état
 * initial (« 0,0=6;4,4=3 », ou « = » pour l'état initial lui-même) ; pour un
 * autre état (un nombre, un mot), sa valeur en JSON, précédée de « : ».
 */
function texteDeLEtat(initial: unknown, etat: unknown): string {
  if (estMatrice(initial) && estMatrice(etat)) {
    const cases: string[] = [];
    etat.forEach((ligne, i) =>
      ligne.forEach((v, j) => {
        if (!Object.is(v, initial[i]?.[j])) cases.push(`${i},${j}=${String(v)}`);
      }),
    );
    return `=${cases.join(";")}`;
  }
  return `:${JSON.stringify(etat) ?? String(etat)}`;
}

function decrireUnEtat(pas: string): string {
  if (pas === "=") return "l'état initial";
  if (pas.startsWith("=")) {
    const cases = pas
      .slice(1)
      .split(";")
      .map((c) => c.replace(/^(\d+),(\d+)=(.*)$/, "($1, $2) = $3"));
    return `l'état initial où ${cases.join(", ")}`;
  }
  return `l'état ${pas.slice(1)}`;
}

/**
 * Le journal de `rechercheMeilleurDabord` : `probleme` est remplacé par un
 * problème qui note l'état de chaque appel à `actions`, c'est-à-dire chaque
 * nœud développé. Deux appels de suite sur un même état comptent pour un :
 * demander deux fois les actions d'un nœud ne change pas la recherche.
 */
export const developpements: JournalDeLExercice = {
  nom: "les nœuds développés, dans l'ordre, un développement étant un appel à probleme.actions",
  pas: "développement",
  instrumenter(args, journal) {
    const probleme = args[0] as Probleme;
    if (typeof probleme !== "object" || probleme === null) return args;
    const initial = probleme.etatInitial;
    const suivi = { description: probleme.description, etatInitial: initial };
    // Comme dans les cas : les fonctions ne sont pas énumérables (les pièces écrivent les arguments en JSON).
    Object.defineProperties(suivi, {
      actions: {
        value: (etat: unknown) => {
          const pas = texteDeLEtat(initial, etat);
          journal.noter(pas, pas);
          return probleme.actions(etat);
        },
      },
      resultat: { value: (etat: unknown, action: unknown) => probleme.resultat(etat, action) },
      estBut: { value: (etat: unknown) => probleme.estBut(etat) },
    });
    return [Object.freeze(suivi), ...args.slice(1)];
  },
  decrire: (pas) => `le développement de ${decrireUnEtat(pas)}`,
};

// ——— escaladeAvecRedemarrages : les départs des montées ———

/**
 * Le journal de `escaladeAvecRedemarrages` : chaque lecture d'une ligne de
 * `departs[k]` (pour la copier, ou en calculer le coût) note « k ». Des
 * lectures de suite d'un même départ comptent pour une : c'est la montée
 * qui part de là.
 */
export const departsLus: JournalDeLExercice = {
  nom: "les configurations de departs d'où part chaque montée, dans l'ordre",
  pas: "départ",
  instrumenter(args, journal) {
    const departs = args[0];
    if (!Array.isArray(departs)) return args;
    departs.forEach((depart: unknown, k) => {
      if (!Array.isArray(depart)) return;
      depart.forEach((ligne: unknown, i) => {
        let valeur = ligne;
        Object.defineProperty(depart, i, {
          configurable: true,
          enumerable: true,
          get() {
            journal.noter(String(k), String(k));
            return valeur;
          },
          set(nouvelle: unknown) {
            valeur = nouvelle;
          },
        });
      });
    });
    return args;
  },
  decrire: (pas) => `une montée depuis departs[${pas}]`,
};

// ——— recuitSimule, minConflits : M après chaque tirage ———

/**
 * Les 81 cases de M, gardées pour voir ce qu'un pas change : `changees()`
 * rend les cases qui diffèrent depuis l'appel précédent (« 0,0=5;1,1=2 »,
 * vide si aucune). M est lue sans faire confiance à sa forme : l'élève a pu
 * la changer.
 */
function photoDe(M: unknown): { changees(): string } {
  const lire = (k: number) => {
    const ligne = Array.isArray(M) ? (M as unknown[])[Math.floor(k / 9)] : undefined;
    return Array.isArray(ligne) ? (ligne[k % 9] as unknown) : undefined;
  };
  const cases = Array.from({ length: 81 }, (_, k) => lire(k));
  return {
    changees() {
      let texte = "";
      for (let k = 0; k < 81; k++) {
        const v = lire(k);
        if (Object.is(v, cases[k])) continue;
        cases[k] = v;
        texte += `${texte ? ";" : ""}${Math.floor(k / 9)},${k % 9}=${String(v)}`;
      }
      return texte;
    },
  };
}

/**
 * Le journal d'une boucle qui lit ses tirages dans `args[indiceTirages]`, par
 * paquets de `parPas` (un pas, une évaluation : l'`unite` du rapport, écrite
 * par `pasDUnTirage`), et qui modifie M
 * (`args[indiceM]`) sur place : chaque pas qui change M, avec les cases
 * changées. Un pas se termine quand la boucle lit le tirage d'un autre pas,
 * ou quand elle rend sa réponse.
 *
 * Ce qui compte est l'état de M après chaque pas, pas la façon d'y arriver :
 * un échange essayé puis défait laisse M inchangée, comme un échange refusé
 * sans avoir été fait. Les pas qui ne changent rien se lisent entre deux
 * changements (leurs numéros manquent) : lire un tirage de plus avant de
 * s'arrêter, ou les parcourir tous (`forEach`), ne change pas le journal.
 */
export function etatsParTirage(
  indiceM: number,
  indiceTirages: number,
  parPas: number,
  unite: string,
  pasDUnTirage: (k: number) => string,
): JournalDeLExercice {
  return {
    nom: `les changements de M d'un ${unite} à l'autre : après quel ${unite}, et quelles cases`,
    pas: "changement",
    instrumenter(args, journal) {
      const M = args[indiceM];
      const tirages = args[indiceTirages];
      if (!Array.isArray(tirages)) return args;
      suivreLesTirages(M, tirages, parPas, journal);
      return args;
    },
    decrire(pas) {
      const deuxPoints = pas.indexOf(":");
      const [p, cases] = [pas.slice(0, deuxPoints), pas.slice(deuxPoints + 1)];
      const quoi = cases
        .split(";")
        .map((c) => c.replace(/^(\d+),(\d+)=(.*)$/, "M[$1][$2] = $3"))
        .join(", ");
      const quand = Number(p) < 0 ? "avant le premier tirage" : `après ${pasDUnTirage(Number(p))}`;
      return `${quand} : ${quoi}`;
    },
  };
}

function suivreLesTirages(M: unknown, tirages: unknown[], parPas: number, journal: Journal): void {
  let courant: number | undefined;
  const photo = photoDe(M);
  const finirLePas = () => {
    const cases = photo.changees();
    if (cases !== "") journal.noter(`${courant ?? -1}:${cases}`);
  };
  tirages.forEach((tirage: unknown, k) => {
    let valeur = tirage;
    Object.defineProperty(tirages, k, {
      configurable: true,
      enumerable: true,
      get() {
        const p = Math.floor(k / parPas);
        if (p !== courant) {
          finirLePas();
          courant = p;
        }
        return valeur;
      },
      set(nouvelle: unknown) {
        valeur = nouvelle;
      },
    });
  });
  journal.aLaFin(finirLePas);
}
