/**
 * A built request → the `SampleRequest` the code-sample generators print: the query string split back into
 * pairs, cookies out of the `Cookie` header, the body in the generators' shape (files named by their file name).
 */
import type { SampleRequest } from './code-samples.js';
import type { HttpRequest } from './request-spec.js';

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, '%20'));
  } catch {
    return text;
  }
}

/** The sample request of `request`. */
export function toSampleRequest(request: HttpRequest): SampleRequest {
  const [url = '', search = ''] = splitOnce(request.url, '?');
  const query = search
    ? search.split('&').map((pair) => {
        const [name = '', value = ''] = splitOnce(pair, '=');
        return { name: decode(name), value: decode(value) };
      })
    : [];
  const headers: SampleRequest['headers'] = [];
  const cookies: SampleRequest['cookies'] = [];
  for (const header of request.headers) {
    if (header.name.toLowerCase() !== 'cookie') {
      headers.push(header);
      continue;
    }
    for (const pair of header.value.split(/;\s*/)) {
      const [name = '', value = ''] = splitOnce(pair, '=');
      if (name) cookies.push({ name, value });
    }
  }
  const sample: SampleRequest = { method: request.method, url, query, headers, cookies };
  const body = request.body;
  if (!body) return sample;
  const hasType = headers.some((header) => header.name.toLowerCase() === 'content-type');
  if (body.kind !== 'multipart' && !hasType) headers.push({ name: 'Content-Type', value: body.mediaType });
  if (body.kind === 'json') {
    let json: unknown = body.text;
    try {
      json = JSON.parse(body.text);
    } catch {
      sample.body = { mimeType: body.mediaType, text: body.text };
      return sample;
    }
    sample.body = { mimeType: body.mediaType, json };
  } else if (body.kind === 'form') sample.body = { mimeType: 'application/x-www-form-urlencoded', form: body.fields };
  else if (body.kind === 'multipart') {
    sample.body = {
      mimeType: 'multipart/form-data',
      form: body.fields.map((field) =>
        typeof field.value === 'string'
          ? { name: field.name, value: field.value }
          : { name: field.name, value: field.value.name || 'file', file: true },
      ),
    };
  } else if (body.kind === 'text') sample.body = { mimeType: body.mediaType, text: body.text };
  else sample.body = { mimeType: body.mediaType, file: body.file?.name || 'example-file' };
  return sample;
}

function splitOnce(text: string, separator: string): [string, string] | [string] {
  const index = text.indexOf(separator);
  return index < 0 ? [text] : [text.slice(0, index), text.slice(index + 1)];
}
