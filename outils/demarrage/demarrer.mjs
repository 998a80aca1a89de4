// npm start : ouvre le cours dans Jupyter (voir outils/demarrage/demarrer.ts).
import { assurerDependances, lancerOutil } from "../commun/amorce.mjs";

assurerDependances();
lancerOutil("demarrage/demarrer.ts", process.argv.slice(2));
