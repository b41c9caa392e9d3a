/** The worker thread of spec validation: validates the specs it is given and posts the problems back. */
import { parentPort, workerData } from 'node:worker_threads';
import { type ValidationJob, validateHere } from './spec-validation.js';

if (parentPort) {
  const port = parentPort;
  void validateHere(workerData as ValidationJob[]).then((diagnostics) => port.postMessage(diagnostics));
}
