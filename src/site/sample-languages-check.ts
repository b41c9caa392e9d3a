/**
 * `api.examples.languages` names the languages of generated code samples. A name the generators do not know is
 * one located warning at its place in docs.json, said once for the site (the samples of every endpoint page
 * leave it out without repeating it).
 */
import type { LoadedConfig } from '../config/load-config.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { normalizeSampleLanguage, SAMPLE_LANGUAGES } from '../openapi/request/code-sample-languages.js';

/** The warnings for the unknown names of `api.examples.languages`; none when every name is known. */
export function sampleLanguageWarnings(loaded: Pick<LoadedConfig, 'config' | 'locate' | 'withFrame'>): Diagnostic[] {
  const languages: unknown = loaded.config.api?.examples?.languages;
  if (!Array.isArray(languages)) return [];
  const supported = Object.keys(SAMPLE_LANGUAGES).join(', ');
  return languages.flatMap((language, index) => {
    if (typeof language === 'string' && normalizeSampleLanguage(language)) return [];
    const path = ['api', 'examples', 'languages', index];
    return [
      loaded.withFrame({
        severity: 'warning',
        rule: 'code-sample-language',
        ...(loaded.locate(path) ?? { file: 'docs.json' }),
        path: `api.examples.languages[${index}]`,
        message: `${JSON.stringify(language)} is not a language Quire generates code samples in: endpoint pages leave it out.`,
        hint: `Use one of: ${supported} (or aliases such as curl, py, js, ts, golang, .net); x-codeSamples can add any other language.`,
      }),
    ];
  });
}
