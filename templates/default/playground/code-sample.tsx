/**
 * The code sample beside the form, rebuilt from the request as the reader types (credentials masked), in the
 * languages the page's own samples use, with a copy button.
 */
import { useState } from 'preact/hooks';
import type { VNode } from 'preact';
import type { HttpRequest } from '../../../src/openapi/request/request-spec.js';
import { liveSamples } from './model.js';

export interface CodeSampleProps {
  request: HttpRequest;
  languages: string[];
}

/** The live code sample. */
export function CodeSample(props: CodeSampleProps): VNode | null {
  const samples = liveSamples(props.request, props.languages);
  const [index, setIndex] = useState(0);
  const [copied, setCopied] = useState(false);
  const sample = samples[Math.min(index, samples.length - 1)];
  if (!sample) return null;
  return (
    <div class="q-pg-sample">
      <div class="q-pg-tabs" role="tablist" aria-label="Code sample language">
        {samples.map((entry, i) => (
          <button type="button" role="tab" aria-selected={entry === sample} onClick={() => setIndex(i)}>
            {entry.label}
          </button>
        ))}
        <button
          type="button"
          class="q-pg-link-button q-pg-sample__copy"
          onClick={() =>
            void navigator.clipboard?.writeText(sample.source).then(() => {
              setCopied(true);
              setTimeout(() => setCopied(false), 1500);
            })
          }
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      <pre class="q-pg-code" data-language={sample.language}>
        <code>{sample.source}</code>
      </pre>
    </div>
  );
}
