"""Lance le noyau du cours en « faucheur » de ses descendants (Linux).

Un processus qu'une cellule détache (`setsid … &` dans un shell qui meurt
aussitôt) perd son parent : Linux le rattache au plus proche ancêtre qui a
demandé à recueillir ses descendants orphelins (PR_SET_CHILD_SUBREAPER). Ce
petit lanceur le demande, puis devient le noyau (execvp : même processus,
le réglage est gardé). Tout ce que lance une cellule reste ainsi un
descendant du noyau, et la vérification des exercices retrouve et arrête
ce qu'une fonction a laissé derrière elle (src/hote/node/descendants.ts).

Ailleurs que sous Linux, ou si le réglage est refusé, le noyau est lancé
tel quel.
"""

import ctypes
import os
import sys

PR_SET_CHILD_SUBREAPER = 36

try:
    ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
except (OSError, AttributeError):
    pass
os.execvp(sys.argv[1], sys.argv[1:])
