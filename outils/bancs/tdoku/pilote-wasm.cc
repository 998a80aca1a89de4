// Le pilote de tdoku compilé en WebAssembly (emscripten) pour
// `npm run bench:moteurs -- --tdoku <sources de tdoku>` : le banc copie les
// grilles dans la mémoire du module (82 octets chacune : 81 caractères, « . »
// pour une case vide, puis un 0, car tdoku lit le 82e pour distinguer une
// grille ordinaire d'une grille à crayonnés), puis chronomètre côté Node
// l'appel qui les résout toutes. Mêmes conventions que pilote.cc.
#include <cstdlib>
#include <emscripten/emscripten.h>

#include "tdoku.h"

static char *grilles = nullptr;
static int nombre = 0;
static double essaisDeLaPasse = 0;
static char solution[82];

extern "C" {

// La place de n grilles, que le banc remplit.
EMSCRIPTEN_KEEPALIVE char *reserverGrilles(int n) {
  std::free(grilles);
  grilles = static_cast<char *>(std::malloc(82 * static_cast<size_t>(n)));
  nombre = grilles ? n : 0;
  return grilles;
}

// Une passe sur toutes les grilles, limite 2 : rend le nombre de grilles à
// solution unique ; le total des essais se lit ensuite avec `essais`.
EMSCRIPTEN_KEEPALIVE int resoudreTout() {
  int uniques = 0;
  double total = 0;
  for (int k = 0; k < nombre; k++) {
    size_t essais = 0;
    if (SolveSudoku(grilles + 82 * k, 2, 0, solution, &essais) == 1) uniques++;
    total += essais;
  }
  essaisDeLaPasse = total;
  return uniques;
}

EMSCRIPTEN_KEEPALIVE double essais() { return essaisDeLaPasse; }

// Le contrôle, hors chronomètre : le nombre de solutions de la grille k (limite 2)…
EMSCRIPTEN_KEEPALIVE int nombreDeSolutions(int k) {
  size_t essais;
  return static_cast<int>(SolveSudoku(grilles + 82 * k, 2, 0, solution, &essais));
}

// … et sa solution (limite 1), 81 caractères (« - » au début si aucune).
EMSCRIPTEN_KEEPALIVE const char *solutionDe(int k) {
  size_t essais;
  solution[0] = '-';
  solution[81] = 0;
  SolveSudoku(grilles + 82 * k, 1, 0, solution, &essais);
  return solution;
}
}
