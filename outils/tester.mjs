// npm test : toutes les vérifications du projet (voir outils/tester.ts).
import { assurerDependances, lancerOutil } from "./amorce.mjs";

assurerDependances();
lancerOutil("tester.ts", process.argv.slice(2));
