/**
 * Le convertisseur de tslab (TypeScript → JavaScript), rendu robuste aux
 * fichiers qui changent pendant que le noyau tourne.
 *
 * tslab surveille les fichiers importés par les cellules (src/…) pour les
 * recompiler s'ils changent. Mais il n'a qu'une place pour les minuteries de
 * TypeScript, qui en utilise deux (fichier modifié, fichier créé ou effacé) :
 * quand l'enseignant modifie ou ajoute un fichier de src/ pendant une séance,
 * la cellule suivante échoue avec « Unexpected pending rebuildTimer », et
 * toutes les suivantes aussi.
 *
 * Ici, à la première de ces pannes, on jette le convertisseur et l'on en crée
 * un neuf, qui relit les fichiers : une seconde de plus, une seule fois. Les
 * variables des cellules ne sont pas perdues : elles vivent dans l'exécuteur,
 * pas dans le convertisseur.
 *
 * Une autre faute de tslab ne se rattrape pas d'ici : il écrivait le nom
 * qu'une déclaration a dans les tables de TypeScript (`___x` pour `__x`) dans
 * le code qu'il fait compiler, et toute déclaration d'un nom en `__` échouait.
 * Elle est corrigée dans son code même, après l'installation
 * (`patches/tslab+1.0.22.patch`, appliqué par patch-package).
 */
import {
  createConverter,
  type CompletionInfo,
  type ConvertResult,
  type Converter,
  type ConverterOptions,
  type Diagnostic,
} from "tslab/dist/converter";
import type { CodeMetadata } from "tslab/dist/metadata";

/** Les messages de tslab quand ses minuteries se mélangent. */
const PANNES = [
  "Unexpected pending rebuildTimer",
  "clearing unexpected tiemr",
  "rebuildTimer is not set properly",
];

/** Vrai pour une panne de la surveillance des fichiers de tslab (voir l'en-tête). */
export function estPanneDeTslab(erreur: unknown): boolean {
  return erreur instanceof Error && PANNES.includes(erreur.message);
}

export class ConvertisseurRobuste implements Converter {
  private interne: Converter;
  private aRecreer = false;

  /** `fabriquer` : `createConverter` de tslab (un autre dans les tests). */
  constructor(
    private readonly options: ConverterOptions,
    private readonly fabriquer: (options: ConverterOptions) => Converter = createConverter,
  ) {
    this.interne = fabriquer(options);
  }

  /** La panne a été vue ailleurs (dans un rappel de la surveillance) : on recrée au prochain appel. */
  signalerPanne(): void {
    this.aRecreer = true;
  }

  /** Des types ont été ajoutés (types-de-node.ts) : un compilateur neuf les lira, au prochain appel. */
  relireLesTypes(): void {
    this.aRecreer = true;
  }

  convert(avant: string, source: string): ConvertResult {
    return this.proteger((c) => c.convert(avant, source));
  }

  inspect(avant: string, source: string, position: number) {
    return this.proteger((c) => c.inspect(avant, source, position));
  }

  complete(avant: string, source: string, position: number): CompletionInfo {
    return this.proteger((c) => c.complete(avant, source, position));
  }

  addModule(nom: string, contenu: string, meta?: CodeMetadata): Diagnostic[] {
    return this.proteger((c) => c.addModule(nom, contenu, meta));
  }

  close(): void {
    this.interne.close();
  }

  private proteger<T>(action: (c: Converter) => T): T {
    if (this.aRecreer) this.recreer();
    try {
      return action(this.interne);
    } catch (erreur) {
      if (!estPanneDeTslab(erreur)) throw erreur;
      this.recreer();
      return action(this.interne);
    }
  }

  private recreer(): void {
    try {
      this.interne.close();
    } catch {
      // L'ancien convertisseur est déjà dans un état incohérent : on l'abandonne.
    }
    this.interne = this.fabriquer(this.options);
    this.aRecreer = false;
  }
}
