/**
 * Validating specs: seconds of one thread on large or AsyncAPI specs (the AsyncAPI parser alone takes ~2 s to
 * load), so it runs on a worker thread of its own when the compiled worker exists, and in this thread otherwise
 * (tests run the sources). Pages render meanwhile.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { OpenApiValidation } from '../openapi/validate-openapi.js';

/** One spec to validate: what its validator needs. */
export type ValidationJob =
  | ({ kind: 'openapi' } & OpenApiValidation)
  | { kind: 'asyncapi'; file: string; text: string };

/** Runs the jobs, one after the other; resolves with every problem found. Never rejects. */
export async function runValidationJobs(jobs: readonly ValidationJob[]): Promise<Diagnostic[]> {
  if (jobs.length === 0) return [];
  const workerFile = fileURLToPath(new URL('./spec-validation-worker.js', import.meta.url));
  if (existsSync(workerFile)) {
    try {
      return await inWorker(workerFile, jobs);
    } catch {
      // A worker that cannot start (resource limits): validate here instead.
    }
  }
  return validateHere(jobs);
}

/** Validates in this thread. */
export async function validateHere(jobs: readonly ValidationJob[]): Promise<Diagnostic[]> {
  const found: Diagnostic[] = [];
  for (const job of jobs) {
    if (job.kind === 'openapi') {
      const { validateOpenApi } = await import('../openapi/validate-openapi.js');
      found.push(...(await validateOpenApi(job)));
    } else {
      const { validateAsyncApi } = await import('../asyncapi/validate-asyncapi.js');
      found.push(...(await validateAsyncApi({ file: job.file, text: job.text })));
    }
  }
  return found;
}

function inWorker(workerFile: string, jobs: readonly ValidationJob[]): Promise<Diagnostic[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile, { workerData: jobs });
    worker.once('message', (diagnostics: Diagnostic[]) => {
      resolve(diagnostics);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`spec validation worker exited with ${code}`));
    });
  });
}
