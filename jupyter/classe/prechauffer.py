# Préchauffe le cours installé, en administrateur, avant la première connexion :
# un noyau du cours démarre (sa traduction va dans .cache/noyau/js/), importe la
# bibliothèque précompilée et prépare la copie compressée de plotly
# (.cache/plotly/). Les noyaux des élèves, qui ne peuvent pas écrire dans le
# cours, trouvent ainsi tout prêt. Lancé par outils/classe/installation.ts et
# par le Dockerfile, avec JUPYTER_PATH sur le dossier jupyter/ du cours.
from jupyter_client.manager import start_new_kernel

CELLULE = """
import { lireFichier } from "./src/index";
import { copiePlotlyCompressee } from "./src/notebook/plotly";
lireFichier("data/td/annexe.tsv").length + copiePlotlyCompressee().length
"""

km, kc = start_new_kernel(kernel_name="sudoku-ts", startup_timeout=120)
try:
    reponse = kc.execute_interactive(CELLULE, timeout=120, output_hook=lambda m: None)
    if reponse["content"]["status"] != "ok":
        raise SystemExit(f"le noyau du cours a échoué au préchauffage : {reponse['content']}")
finally:
    kc.stop_channels()
    km.shutdown_kernel(now=True)
