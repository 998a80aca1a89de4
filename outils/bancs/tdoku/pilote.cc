// Le pilote de tdoku pour `npm run bench -- --tdoku <source de tdoku>` : il
// lit des grilles 9×9 (une par ligne, « . » ou « 0 » pour une case vide), puis
// les résout toutes, PASSES fois, en prouvant l'unicité (limite 2), comme le
// banc le fait pour le solveur du cours. Il imprime, pour chaque passe, le
// temps processeur moyen par grille en µs, et le nombre de grilles à solution
// unique (un contrôle : le banc le compare à ce qu'il attend).
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <iostream>
#include <string>
#include <vector>

#include "tdoku.h"

static double secondesProcesseur() {
  timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec + t.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
  const int passes = argc > 1 ? std::atoi(argv[1]) : 3;
  std::vector<std::string> grilles;
  for (std::string ligne; std::getline(std::cin, ligne);) {
    if (ligne.size() < 81) continue;
    std::string grille = ligne.substr(0, 81);
    for (char &c : grille) {
      if (c == '0') c = '.';
    }
    grilles.push_back(grille);
  }
  if (grilles.empty()) return 1;
  for (int p = 0; p < passes; p++) {
    const double debut = secondesProcesseur();
    size_t uniques = 0;
    char solution[82];
    for (const std::string &g : grilles) {
      size_t essais;
      if (SolveSudoku(g.c_str(), 2, 0, solution, &essais) == 1) uniques++;
    }
    const double duree = secondesProcesseur() - debut;
    std::printf("%.4f %zu\n", duree * 1e6 / grilles.size(), uniques);
  }
  return 0;
}
