/**
 * Ranger la mémoire du noyau quand il est au repos.
 *
 * Après quelques cellules, le tas de V8 garde des pages à moitié vides : un
 * ramasse-miettes ordinaire libère les objets morts mais garde les pages, et
 * V8 ne les compacte de lui-même qu'après huit secondes d'inactivité, et pas
 * toujours (si une cellule tournait à ce moment-là, il attend la prochaine
 * occasion). Ici, deux secondes après la dernière réponse, si rien n'est
 * arrivé entre-temps, un ramasse-miettes complet compacte le tas et rend ses
 * pages vides au système : une quinzaine de Mo par noyau (npm run
 * bench:noyau), pour une pause de quelques dizaines de ms pendant que
 * l'élève lit.
 */
import { setFlagsFromString } from "v8";
import { runInNewContext } from "vm";

const DELAI_MS = 2000;

let ramasseMiettes: (() => void) | undefined;

/**
 * Le `gc()` de V8. L'option --expose-gc, prise après le démarrage, ne le
 * met que dans les contextes créés ensuite : pas dans celui des cellules.
 */
function gc(): () => void {
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}

/** Un rangement à la fois : chaque nouvelle demande repousse le précédent. */
export class Rangement {
  private minuterie: NodeJS.Timeout | undefined;

  /** Une requête arrive : le noyau n'est plus au repos. */
  annuler(): void {
    clearTimeout(this.minuterie);
    this.minuterie = undefined;
  }

  /** Le noyau vient de répondre : on rangera s'il reste au repos. */
  plusTard(): void {
    this.annuler();
    // Pour comparer avec le noyau d'avant (npm run bench:noyau).
    if (process.env.SUDOKU_NOYAU_SANS_RANGEMENT) return;
    this.minuterie = setTimeout(() => this.ranger(), DELAI_MS);
    // Le rangement ne retient pas le processus quand le noyau s'arrête.
    this.minuterie.unref();
  }

  ranger(): void {
    ramasseMiettes ??= gc();
    setFlagsFromString("--compact-on-every-full-gc");
    try {
      ramasseMiettes();
    } finally {
      setFlagsFromString("--no-compact-on-every-full-gc");
    }
  }
}
