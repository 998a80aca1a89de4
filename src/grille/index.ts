/**
 * Tout ce qui touche à une grille : la classe `Grille` et ses symboles, la
 * lecture et l'écriture des formats de fichier, la vérification, l'affichage
 * en texte et en HTML, les fichiers « énoncé,solution », et les erreurs du cours.
 */
export * from "../socle/erreurs";
export * from "./symboles";
export * from "./grille";
export * from "./lecture";
export * from "./ecriture";
export * from "./regles";
export * from "./solutions";
export * from "./affichage-texte";
export * from "./affichage-html";
