/**
 * The right column of an API page: request code samples (a tab per language, synced with the page's
 * CodeGroups), response examples (a tab per status and media type, a selector when a response has several
 * examples), and a schema page's example. Code blocks use the CodeBlock look and its copy button.
 */
import type { VNode } from 'preact';
import type { CodeSampleModel, MediaContent, ResponseModel } from '../../../../src/render/page-data.js';
import { codeSurface } from '../code-surface.js';
import { Glyph } from '../util.js';
import { type ApiEnv, ApiTabs, StatusBadge } from './shared.js';
import { JsonCode } from './json-code.js';
import type { TextMemo } from '../../../../src/util/text-memo.js';

/** The copy button of a block: core.js copies the text of the block's `<pre>`. */
function CopyButton(): VNode {
  return (
    <button type="button" class="q-copy q-copy--floating" aria-label="Copy code" data-copy="">
      <Glyph name="copy" />
      <span class="q-copy__done">Copied</span>
    </button>
  );
}

/** Highlighted HTML that already is a `<pre>` (Shiki's) goes in as is; any other HTML is wrapped in one. */
function trustedPre(html: string): string {
  return /^\s*<pre\b/i.test(html) ? html : `<pre class="q-api-code"><code>${html}</code></pre>`;
}

/** A code theme other than the default pair brings its background (see code-surface.ts), read from Shiki's `<pre>`. */
function surfaceOf(html: string | undefined): Record<string, string> {
  const open = html ? /^\s*<pre\b([^>]*)>/i.exec(html)?.[1] : undefined;
  if (!open) return {};
  const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(open)?.[1];
  const props: Record<string, unknown> = { class: attr('class') ?? '', style: attr('style') ?? '' };
  return codeSurface({ props } as unknown as Parameters<typeof codeSurface>[0]);
}

/** Props of one code sample. */
export interface SampleCodeProps {
  sample: CodeSampleModel;
}

/** A request sample: the renderer's highlighted HTML when set, else the escaped source. */
export function SampleCode(props: SampleCodeProps): VNode {
  const { sample } = props;
  return (
    <div class="q-code q-code--grouped q-api-code" data-language={sample.language}>
      <CopyButton />
      {sample.html ? (
        <div class="q-code__body" dangerouslySetInnerHTML={{ __html: trustedPre(sample.html) }} />
      ) : (
        <div class="q-code__body">
          <PlainLines text={sample.source} />
        </div>
      )}
    </div>
  );
}

/** Plain text in CodeBlock's line structure (each line a `.line` span), escaped by Preact. */
function PlainLines(props: { text: string }): VNode {
  const rows = props.text.replace(/\n$/, '').split('\n');
  return (
    <pre class="q-code__plain">
      <code>{rows.map((row, i) => [<span class="line">{row}</span>, i < rows.length - 1 ? '\n' : null])}</code>
    </pre>
  );
}

/** Props of an example value. */
export interface ExampleCodeProps {
  /** JSON text (a string value is shown as the text it holds for non-JSON media types). */
  value: string;
  mediaType?: string;
  memo?: TextMemo | undefined;
}

/** An example payload in a code block: JSON pretty-printed and coloured, any other text as it is. */
export function ExampleCode(props: ExampleCodeProps): VNode {
  return (
    <div class="q-code q-code--grouped q-api-code" data-language={isJson(props.mediaType) ? 'json' : 'text'}>
      <CopyButton />
      <div class="q-code__body">
        <JsonCode value={props.value} json={isJson(props.mediaType)} memo={props.memo} />
      </div>
    </div>
  );
}

function isJson(mediaType: string | undefined): boolean {
  return mediaType === undefined || /json/i.test(mediaType);
}

/** Props of the request samples. */
export interface RequestExamplesProps {
  env: ApiEnv;
  samples: CodeSampleModel[];
}

/** Request samples, one tab per language (labelled), synced with the page's other code tabs. */
export function RequestExamples(props: RequestExamplesProps): VNode | null {
  if (props.samples.length === 0) return null;
  return (
    <div class="q-api-examples q-api-examples--request">
      <ApiTabs
        env={props.env}
        kind="code"
        sync={true}
        label="Language"
        attributes={surfaceOf(props.samples[0]!.html)}
        tabs={props.samples.map((sample) => ({ title: sample.label, content: <SampleCode sample={sample} /> }))}
      />
    </div>
  );
}

/** The examples of one media type: a selector (by summary or name) when there are several. */
function ContentExamples(props: { env: ApiEnv; content: MediaContent }): VNode {
  const { env, content } = props;
  if (content.examples.length === 1) {
    return <ExampleCode value={content.examples[0]!.value} mediaType={content.mediaType} memo={env.memo} />;
  }
  return (
    <ApiTabs
      env={env}
      kind="tabs"
      dropdown={true}
      label="Example"
      className="q-api-example-select"
      tabs={content.examples.map((example) => ({
        title: example.summary || example.name,
        content: <ExampleCode value={example.value} mediaType={content.mediaType} memo={env.memo} />,
      }))}
    />
  );
}

/** Props of the request body's examples. */
export interface RequestBodyExamplesProps {
  env: ApiEnv;
  contents: readonly MediaContent[] | undefined;
}

/**
 * The request body's examples when there is more than one to show (several named examples, or examples for
 * several media types): a tab per media type, a selector per named example. The code samples send the first; a
 * single example is already what they show.
 */
export function RequestBodyExamples(props: RequestBodyExamplesProps): VNode | null {
  const contents = (props.contents ?? []).filter((content) => content.examples.length > 0);
  if (contents.reduce((sum, content) => sum + content.examples.length, 0) < 2) return null;
  return (
    <div class="q-api-examples q-api-examples--body">
      <ApiTabs
        env={props.env}
        kind="example"
        label="Request body"
        tabs={contents.map((content) => ({
          title: content.mediaType,
          content: <ContentExamples env={props.env} content={content} />,
        }))}
      />
    </div>
  );
}

/** Props of the response examples. */
export interface ResponseExamplesProps {
  env: ApiEnv;
  responses: ResponseModel[];
}

/** Response examples: a tab per status (and media type when a status has several), coloured by class. */
export function ResponseExamples(props: ResponseExamplesProps): VNode | null {
  const tabs = props.responses.flatMap((response) => {
    const withExamples = response.contents.filter((content) => content.examples.length > 0);
    return withExamples.map((content) => {
      const title = withExamples.length > 1 ? `${response.status} ${content.mediaType}` : response.status;
      return {
        title,
        label: (
          <>
            <StatusBadge status={response.status} />
            {withExamples.length > 1 ? <span class="q-api-tab-media">{content.mediaType}</span> : null}
          </>
        ),
        content: <ContentExamples env={props.env} content={content} />,
      };
    });
  });
  if (tabs.length === 0) return null;
  return (
    <div class="q-api-examples q-api-examples--response">
      <ApiTabs env={props.env} kind="example" label="Response" tabs={tabs} />
    </div>
  );
}

/** Props of a schema page's example. */
export interface SchemaExampleProps {
  env: ApiEnv;
  /** JSON text. */
  example: string | undefined;
}

/** A schema page's example, framed like the response examples. */
export function SchemaExample(props: SchemaExampleProps): VNode | null {
  if (props.example === undefined) return null;
  return (
    <div class="q-api-examples q-api-examples--schema">
      <ApiTabs
        env={props.env}
        kind="example"
        label="Example"
        tabs={[{ title: 'Example', content: <ExampleCode value={props.example} memo={props.env.memo} /> }]}
      />
    </div>
  );
}
