import { describe, expect, it } from 'vitest';
import { validateAsyncApi } from '../../../src/asyncapi/validate-asyncapi.js';

/**
 * The AsyncAPI parser's problems said like OpenAPI's: the key, what it holds, what it must hold and what to write;
 * a problem of a value that several places reach through `$ref`s said once, where the value is written.
 */
const TEXT = `asyncapi: 3.0.0
info:
  title: T
  version: 1.0
  owner: me
  contact:
    url: "not a url"
channels:
  one:
    address: 5
    messages:
      m:
        payload:
          type: string
          enum: []
operations:
  first:
    action: send
    channel:
      $ref: '#/channels/one'
  second:
    action: receive
    channel:
      $ref: '#/channels/missing'
`;

describe('validateAsyncApi messages', () => {
  it('says each problem plainly, once, at the place it is written, in the order of the file', async () => {
    const diagnostics = await validateAsyncApi({ file: 'async.yaml', text: TEXT });
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.path} ${d.message} | ${d.hint}`)).toEqual([
      '4:12 #/info/version `version` must be a string, but it is the number 1 here | Put the value in quotes: `version: "1"` (unquoted, YAML reads it as a number). (AsyncAPI rule `asyncapi-document-resolved`)',
      '5:10 #/info/owner the property `owner` is not allowed here | The page is built from what can be read; fix the spec so other AsyncAPI tools accept it too. (AsyncAPI rule `asyncapi-document-resolved`)',
      '7:10 #/info/contact/url `url` is the string "not a url", which is not a valid URL | Write a full URL, with its scheme: `https://example.com/path`. (AsyncAPI rule `asyncapi-document-resolved`)',
      '10:14 #/channels/one/address `address` must be a string or `null`, but it is the number 5 here | Put the value in quotes: `address: "5"` (unquoted, YAML reads it as a number). (AsyncAPI rule `asyncapi-document-resolved`)',
      '15:16 #/channels/one/messages/m/payload/enum `enum` is an empty list: it needs at least 1 item | Add an item, or remove `enum`. (AsyncAPI rule `asyncapi-document-resolved`)',
      '24:13 #/operations/second/channel/$ref the `$ref` to `#/channels/missing` points to nothing: this document has no such part | Point it at a part of the document that exists (check the spelling of each name), or add the part it names. (AsyncAPI rule `invalid-ref`)',
    ]);
  });
});

describe('validateAsyncApi and references it does not follow', () => {
  it('says nothing of the empty stand-in of a $ref to another file or an address (its own warning does)', async () => {
    const text = [
      'asyncapi: 3.0.0',
      'info: {title: t, version: "1"}',
      'servers:',
      '  prod:',
      "    $ref: 'https://example.com/common.yaml#/servers/prod'",
      'channels:',
      '  room:',
      '    address: /room',
      '    servers:',
      "      - $ref: '#/servers/prod'",
      '    messages:',
      '      m:',
      '        payload:',
      '          schemaFormat: application/vnd.apache.avro;version=1.9.0',
      '          schema:',
      "            $ref: './user.avsc'",
      '',
    ].join('\n');
    expect(await validateAsyncApi({ file: 'async.yaml', text })).toEqual([]);
  });
});
