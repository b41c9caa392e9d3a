/**
 * The built-in MDX components of the default theme. `createComponents(ctx)` builds the `components` map for one
 * page (all per-page state lives in it); `BUILTIN_COMPONENT_NAMES` lists every name the MDX compiler should
 * accept without a warning, dotted ones included.
 */
import { createAccordions } from './accordion.js';
import { createCallouts } from './callouts.js';
import { createCards } from './cards.js';
import { createCodeComponents } from './code-block.js';
import { createColor } from './color.js';
import { createComponentEnv } from './context.js';
import { createFields } from './fields.js';
import { createInline } from './inline.js';
import { createMedia } from './media.js';
import { createMisc } from './misc.js';
import { createSteps } from './steps.js';
import { createTabs } from './tabs.js';
import { createTree } from './tree.js';
import type { ComponentContext, MdxComponent, MdxComponents } from '../../../src/render/theme.js';

export { componentScripts, COMPONENT_STYLESHEET } from './client-scripts.js';

/** Every component name pages may use (Mintlify's `allowedComponents` plus Quire's aliases). */
export const BUILTIN_COMPONENT_NAMES: ReadonlySet<string> = new Set([
  'Accordion',
  'AccordionGroup',
  'ApiPlayground',
  'Badge',
  'Callout',
  'Card',
  'CardGroup',
  'Check',
  'CodeBlock',
  'CodeGroup',
  'Color',
  'Color.Item',
  'Color.Row',
  'Column',
  'Columns',
  'CustomCode',
  'CustomComponent',
  'Danger',
  'DynamicCustomComponent',
  'Example',
  'Expandable',
  'FileTree',
  'Frame',
  'GitHub',
  'GitHub.Repo',
  'Github',
  'Github.Repo',
  'Heading',
  'Icon',
  'Info',
  'Latex',
  'Link',
  'MDX',
  'MDXContentController',
  'Mermaid',
  'Note',
  'OptimizedVideo',
  'Panel',
  'Param',
  'ParamField',
  'Prompt',
  'RequestExample',
  'ResponseExample',
  'ResponseField',
  'SnippetGroup',
  'Step',
  'Steps',
  'Tab',
  'Tabs',
  'Tile',
  'Tip',
  'Tooltip',
  'Tree',
  'Tree.File',
  'Tree.Folder',
  'Update',
  'Variation',
  'View',
  'Visibility',
  'Warning',
  'ZoomImage',
]);

/**
 * Builds the MDX `components` map for one page: the built-in components plus the `img`, `video`, `iframe`, `a`
 * and `h2`–`h6` overrides. Components record the client features they need in `ctx.features`.
 */
export function createComponents(ctx: ComponentContext): MdxComponents {
  const env = createComponentEnv(ctx);
  const all: Record<string, MdxComponent> = {
    ...createCallouts(env),
    ...createCards(env),
    ...createTabs(env),
    ...createCodeComponents(env),
    ...createSteps(env),
    ...createAccordions(env),
    ...createFields(env),
    ...createMedia(env),
    ...createInline(env),
    ...createTree(env),
    ...createColor(env),
    ...createMisc(env),
  };
  // MDX reaches `Tree.Folder` through the `Tree` function's property; dotted keys are only for lookups.
  const components: MdxComponents = {};
  for (const [name, component] of Object.entries(all)) if (!name.includes('.')) components[name] = component;
  return components;
}
