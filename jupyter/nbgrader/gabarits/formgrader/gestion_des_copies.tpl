{#-
  Les copies d'un devoir dans formgrader (jupyter/nbgrader/formgrader_du_cours.py) :
  la page de nbgrader, sans la colonne du bouton ⚡ (la correction se fait par
  « npm run devoirs -- corriger », dans la cage, et le serveur refuse ce bouton),
  avec la marche à suivre du cours au lieu de celle de nbgrader.
-#}
{%- extends 'manage_submissions.tpl' -%}

{%- block head -%}
{{ super() }}
<style>
  table thead th:nth-child(6), #main-table td:nth-child(6) { display: none; }
</style>
{%- endblock head -%}

{%- block messages -%}
<div class="alert alert-info" role="note">
  <p><b>Corriger</b> : <code>npm run devoirs -- corriger {{ assignment_id | e }}</code>
    (<code>--student ÉLÈVE</code> pour une seule copie). La correction du cours exécute
    chaque copie dans sa cage, avec les cas de référence du devoir ; formgrader ne corrige
    pas, et sa colonne « Autograde » est retirée.</p>
  <p><b>Noter les questions ouvertes</b> : cliquez sur un élève, puis sur sa copie. Les
    vérifications (<code>verifier-…</code>) sont notées par le juge du cours et ne se
    changent pas ici.</p>
  <p><b>Retours</b> : « Generate Feedback » fait les pages de retour comme
    <code>npm run devoirs -- retours {{ assignment_id | e }}</code>.</p>
</div>
{%- endblock -%}
