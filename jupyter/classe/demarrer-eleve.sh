#!/bin/sh
# Le serveur d'un élève dans l'image de jupyter/classe/Dockerfile (Zero to
# JupyterHub : singleuser.cmd). Copie d'abord dans ~/cours les leçons que
# l'élève n'a pas encore (jamais une copie existante), puis lance son
# JupyterLab avec les options du cours, les mêmes que sous « npm run classe »
# (outils/classe/hub.ts ; un test le vérifie).
set -e
COURS=/srv/sudoku-cours
node "$COURS/.cache/classe/premiere-connexion.js" "$COURS/notebooks/eleve" "$HOME/cours"
exec jupyterhub-singleuser \
  --ServerApp.root_dir="$HOME/cours" \
  --LabServerApp.user_settings_dir="$HOME/.jupyter/lab/user-settings" \
  --LabServerApp.workspaces_dir="$HOME/.jupyter/lab/workspaces" \
  --KernelSpecManager.allowed_kernelspecs=sudoku-ts \
  --MultiKernelManager.default_kernel_name=sudoku-ts \
  --LabServerApp.app_settings_dir=/srv/sudoku-cours/jupyter/lab/settings \
  '--ServerApp.extra_static_paths=["/srv/sudoku-cours/node_modules/plotly.js-dist"]' \
  --LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate \
  --LabApp.custom_css=True \
  "$@"
