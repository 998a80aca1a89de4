// npm start : ouvre le cours dans Jupyter (voir outils/demarrer.ts).
import { assurerDependances, lancerOutil } from "./amorce.mjs";

assurerDependances();
lancerOutil("demarrer.ts", process.argv.slice(2));
