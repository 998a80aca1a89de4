// Le pilote natif de tdoku pour `npm run bench:moteurs -- --tdoku <sources de
// tdoku>` (et `npm run bench`). Il lit des grilles 9×9 sur l'entrée, une par
// ligne (« . » ou « 0 » pour une case vide).
//
// `pilote PASSES` : les résout toutes, PASSES fois, en prouvant l'unicité
// (limite 2), comme le banc le fait pour les moteurs du cours. Une ligne par
// passe : le temps processeur moyen par grille en µs, le nombre de grilles à
// solution unique, et le total des essais de tdoku sur la passe.
//
// `pilote --solutions` : pour chaque grille, hors chronomètre, son nombre de
// solutions (limite 2) puis sa solution (limite 1 : tdoku n'écrit la solution
// qu'avec cette limite), pour que le banc contrôle chaque réponse.
#include <cstdio>
#include <cstdlib>
#include <cstring>
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
  const bool solutions = argc > 1 && std::strcmp(argv[1], "--solutions") == 0;
  const int passes = argc > 1 && !solutions ? std::atoi(argv[1]) : 3;
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
  char solution[82] = {0};
  if (solutions) {
    for (const std::string &g : grilles) {
      size_t essais;
      const size_t nombre = SolveSudoku(g.c_str(), 2, 0, solution, &essais);
      solution[0] = '-';
      solution[1] = 0;
      SolveSudoku(g.c_str(), 1, 0, solution, &essais);
      std::printf("%zu %s\n", nombre, solution);
    }
    return 0;
  }
  for (int p = 0; p < passes; p++) {
    const double debut = secondesProcesseur();
    size_t uniques = 0;
    unsigned long long essaisTotal = 0;
    for (const std::string &g : grilles) {
      size_t essais = 0;
      if (SolveSudoku(g.c_str(), 2, 0, solution, &essais) == 1) uniques++;
      essaisTotal += essais;
    }
    const double duree = secondesProcesseur() - debut;
    std::printf("%.4f %zu %llu\n", duree * 1e6 / grilles.size(), uniques, essaisTotal);
  }
  return 0;
}
