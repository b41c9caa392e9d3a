import type { PageData } from '../../../src/render/page-data.js';
import { UiIcon } from './ui-icons.js';

export interface DevOverlayProps {
  /** Set on the dev server only; nothing renders without errors. */
  dev: PageData['dev'];
}

/** On the dev server: the problems found while rendering this page, shown above everything. */
export function DevOverlay(props: DevOverlayProps) {
  const errors = props.dev?.errors ?? [];
  if (errors.length === 0) return null;
  return (
    <section id="quire-dev-overlay" class="q-dev-overlay" role="alert" aria-labelledby="q-dev-overlay-title">
      <div class="q-dev-overlay-inner">
        <header class="q-dev-overlay-header">
          <h2 id="q-dev-overlay-title">
            <UiIcon name="alert" size={18} />
            {errors.length === 1 ? '1 problem' : `${errors.length} problems`} on this page
          </h2>
          <button class="q-dev-overlay-close" type="button" aria-label="Hide problems" data-q-dev-close="">
            <UiIcon name="close" size={16} />
          </button>
        </header>
        <ol class="q-dev-overlay-list">
          {errors.map((error, index) => (
            <li key={index} class="q-dev-error">
              {error.location ? <p class="q-dev-error-location">{error.location}</p> : null}
              <p class="q-dev-error-message">{error.message}</p>
              {error.frame ? (
                <pre class="q-dev-error-frame">
                  <code>{error.frame}</code>
                </pre>
              ) : null}
              {error.hint ? (
                <p class="q-dev-error-hint">
                  <strong>Hint:</strong> {error.hint}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
