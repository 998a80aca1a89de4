/**
 * Le fil « a-froid » (voir fils.ts) : un moteur V8 neuf, qui n'a encore rien
 * compilé. Il charge la bibliothèque par ts-node (depuis la racine du cours,
 * dossier courant du programme qui le lance), fait la mesure de
 * `src/rapide/a-froid.ts`, et répond par un seul message.
 */
"use strict";
const { parentPort, workerData } = require("node:worker_threads");

require("ts-node/register");
const { mesurerDansCeFil } = require("../../rapide/a-froid");
parentPort.postMessage(mesurerDansCeFil(workerData));
