import { describe, expect, it } from "vitest";
import { lancerScriptPython } from "./aide-jupyter";

/**
 * Les tests de la suite de conformité que le noyau saute, et pourquoi (le
 * texte exact est dans conformite.py). Un test sauté de plus fait échouer
 * ce test : il faut l'ajouter ici, avec sa raison.
 */
const SAUTES_ATTENDUS: Record<string, string> = {
  test_pager: "pas de pager",
  test_is_complete_invalide: "le statut « invalid » n'est jamais rendu",
};

interface Verdict {
  test: string;
  issue: string;
  raison?: string;
}

/** Les verdicts de unittest (verbosity=2) : « test_x (…) … ok », « … skipped 'raison' », « … FAIL ». */
function lireVerdicts(sortie: string): Verdict[] {
  const motif =
    /^(test_\w+) \([^)]*\)(?:\n[^\n]*?)? \.\.\. (ok|FAIL|ERROR|skipped (['"])(.*)\3)$/gm;
  return [...sortie.matchAll(motif)].map((m) => ({
    test: m[1],
    issue: m[2].startsWith("skipped") ? "sauté" : m[2],
    raison: m[4],
  }));
}

describe("la suite de conformité de Jupyter (jupyter_kernel_test)", () => {
  it(
    "passe contre le noyau du cours : kernel_info, exécution, résultats, erreurs, affichages, complétion, inspection, historique, comm_info, clear_output",
    { timeout: 240_000 },
    async () => {
      const r = await lancerScriptPython("conformite.py", [], 230_000);
      const verdicts = lireVerdicts(r.stderr);
      expect(r.code, r.stderr.slice(-6000)).toBe(0);
      const sautes = verdicts.filter((v) => v.issue === "sauté");
      for (const v of sautes) console.info(`sauté : ${v.test} — ${v.raison}`);
      expect(
        Object.fromEntries(
          sautes.map((v) => [v.test, v.raison?.slice(0, SAUTES_ATTENDUS[v.test]?.length)]),
        ),
      ).toEqual(SAUTES_ATTENDUS);
      const reussis = verdicts.filter((v) => v.issue === "ok").map((v) => v.test);
      for (const essentiel of [
        "test_kernel_info",
        "test_kernel_info_statut_et_version",
        "test_execute_stdout",
        "test_execute_stderr",
        "test_execute_result",
        "test_error",
        "test_erreur_detaillee",
        "test_display_data",
        "test_update_display_data",
        "test_completion",
        "test_inspect",
        "test_is_complete",
        "test_history",
        "test_comm_info",
        "test_clear_output",
        "test_compteur_d_execution",
      ]) {
        expect(reussis, `${essentiel} doit réussir`).toContain(essentiel);
      }
    },
  );
});
