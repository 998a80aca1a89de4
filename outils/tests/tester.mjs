// npm test : toutes les vérifications du projet (voir outils/tests/tester.ts).
import { assurerDependances, lancerOutil } from "../commun/amorce.mjs";

assurerDependances();
lancerOutil("tests/tester.ts", process.argv.slice(2));
