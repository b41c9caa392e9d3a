/**
 * The Markdown of an AsyncAPI channel page (its twin `<page>.md`, llms-full.txt), from its page model as the
 * OpenAPI pages' Markdown is from theirs (src/openapi/page-markdown.ts): the address, description, servers,
 * parameters, what the reader's client sends and receives, each message with its headers, payload fields and
 * examples, and the protocol bindings. Pure and deterministic.
 */
import { fencedBlock, fieldList, inlineCode, oneLine, richTextMarkdown, rootBlocks } from '../openapi/page-markdown.js';
import type { ChannelMessage, ChannelModel, ChannelOperation } from './channel-model.js';
import type { Bindings } from './spec.js';
import type { SecuritySchemeModel } from '../openapi/page-model.js';

const ACTIONS: readonly { action: ChannelOperation['action']; title: string; lead: string }[] = [
  { action: 'send', title: 'Send', lead: 'Messages your client sends on this channel.' },
  { action: 'receive', title: 'Receive', lead: 'Messages your client receives on this channel.' },
];

/** The blocks of a channel page after its title, to be joined with blank lines. */
export function channelMarkdownBlocks(model: ChannelModel): string[] {
  const out: string[] = [];
  if (model.address !== undefined) out.push(`Address: ${inlineCode(model.address)}`);
  out.push(richTextMarkdown(model.description));
  if (model.servers.length) {
    const lines = model.servers.map((server) => {
      const facts = [inlineCode(server.url), server.protocol ? `(${server.protocol})` : ''].filter(Boolean);
      const description = server.description ? ` — ${oneLine(server.description)}` : '';
      const variables = server.variables.map((variable) => {
        const values = variable.enum?.length ? `, one of ${variable.enum.map(inlineCode).join(', ')}` : '';
        const meaning = variable.description ? ` — ${oneLine(variable.description)}` : '';
        return `  - ${inlineCode(`{${variable.name}}`)}: default ${inlineCode(variable.default)}${values}${meaning}`;
      });
      return [`- ${inlineCode(server.name)}: ${facts.join(' ')}${description}`, ...variables].join('\n');
    });
    out.push('## Servers', lines.join('\n'));
    const schemes = new Map(model.servers.flatMap((server) => server.security.map((scheme) => [scheme.name, scheme])));
    if (schemes.size) out.push('## Authorizations', [...schemes.values()].map(schemeLine).join('\n'));
  }
  if (model.parameters.length) out.push('## Parameters', fieldList(model.parameters));
  const titles = new Map(model.messages.map((message) => [message.id, message.title]));
  for (const { action, title, lead } of ACTIONS) {
    const operations = model.operations.filter((operation) => operation.action === action);
    if (!operations.length) continue;
    out.push(`## ${title}`, lead);
    for (const operation of operations) out.push(...operationBlocks(operation, titles));
  }
  if (model.messages.length) out.push('## Messages');
  for (const message of model.messages) out.push(...messageBlocks(message));
  if (model.bindings.length) out.push('## Bindings', ...bindingBlocks(model.bindings));
  return out.filter(Boolean);
}

/** Protocol bindings: each protocol's name, then its settings as JSON. */
function bindingBlocks(bindings: Bindings): string[] {
  return bindings.flatMap((binding) => [`**${oneLine(binding.protocol)}**`, fencedBlock(binding.value, 'json')]);
}

/** A security scheme as one list item: its name, what it is, its scopes. */
function schemeLine(scheme: SecuritySchemeModel): string {
  const scopes = scheme.scopes?.length ? ` Scopes: ${scheme.scopes.map(inlineCode).join(', ')}.` : '';
  const description = scheme.description ? ` ${oneLine(richTextMarkdown(scheme.description))}` : '';
  return `- ${inlineCode(scheme.name)}: ${scheme.summary}${scopes}${description}`;
}

function operationBlocks(operation: ChannelOperation, titles: ReadonlyMap<string, string>): string[] {
  const out = [`### ${oneLine(operation.title ?? operation.id)}`, richTextMarkdown(operation.description)];
  if (operation.security?.length) out.push(['Security:', ...operation.security.map(schemeLine)].join('\n'));
  if (operation.bindings?.length) out.push('Bindings:', ...bindingBlocks(operation.bindings));
  const messages = operation.messages.map((id) => `- ${oneLine(titles.get(id) ?? id)} (${inlineCode(id)})`);
  if (messages.length) out.push(['Messages:', ...messages].join('\n'));
  const reply = operation.reply;
  if (reply) {
    const where = [
      reply.address ? ` on ${inlineCode(reply.address)}` : '',
      reply.location ? ` to ${inlineCode(reply.location)}` : '',
    ].join('');
    const answers = reply.messages.map((id) => `- ${oneLine(titles.get(id) ?? id)} (${inlineCode(id)})`);
    out.push([`Reply${where}:`, ...answers].join('\n'));
  }
  return out;
}

function messageBlocks(message: ChannelMessage): string[] {
  const out = [`### ${oneLine(message.title)}`];
  if (message.title !== message.id) out.push(`Message ${inlineCode(message.id)}`);
  out.push(richTextMarkdown(message.description));
  if (message.contentType) out.push(`Content type: ${inlineCode(message.contentType)}`);
  if (message.headers) out.push('#### Headers', ...rootBlocks(message.headers, true));
  if (message.payload) out.push('#### Payload', ...rootBlocks(message.payload, true));
  else if (message.payloadSource)
    out.push(
      `#### Payload (${oneLine(message.payloadSource.format)} schema)`,
      fencedBlock(message.payloadSource.text, isJson(message.payloadSource.text) ? 'json' : 'text'),
    );
  if (message.correlationId) {
    const meaning = message.correlationId.description ? ` — ${oneLine(message.correlationId.description)}` : '';
    out.push(`Correlation ID: ${inlineCode(message.correlationId.location)}${meaning}`);
  }
  if (message.bindings?.length) out.push('#### Bindings', ...bindingBlocks(message.bindings));
  if (message.examples.length) out.push('#### Examples');
  for (const example of message.examples)
    out.push(`**${oneLine(example.name)}**`, fencedBlock(example.value, isJson(example.value) ? 'json' : 'text'));
  return out;
}

/** True when an example's text is JSON: a payload that is a string is written as it is (`exampleText`), not quoted. */
function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
