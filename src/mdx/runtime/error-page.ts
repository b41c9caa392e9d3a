import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { overlayEntry } from '../../diagnostics/overlay.js';

/**
 * The function body of a page that could not be compiled: it renders a visible notice (what is wrong,
 * where, the code frame) in place of the content, so the rest of the site still builds and the dev server
 * shows the problem in the page itself.
 */
export function errorPageCode(diagnostic: Diagnostic): string {
  const { location, message, frame, hint } = overlayEntry(diagnostic);
  const children = [
    `_jsx("p", { children: _jsx("strong", { children: ${JSON.stringify('This page could not be compiled.')} }) })`,
    `_jsx("p", { children: ${JSON.stringify(`${location ? `${location}: ` : ''}${message}`)} })`,
    frame ? `_jsx("pre", { children: _jsx("code", { children: ${JSON.stringify(frame)} }) })` : '',
    hint ? `_jsx("p", { className: "quire-error-hint", children: ${JSON.stringify(hint)} })` : '',
  ].filter(Boolean);
  return [
    'const {jsx: _jsx, jsxs: _jsxs} = arguments[0];',
    'function MDXContent() {',
    `  return _jsxs("div", { className: "quire-error", role: "alert", "data-rule": ${JSON.stringify(diagnostic.rule)}, children: [${children.join(', ')}] });`,
    '}',
    'return { default: MDXContent };',
  ].join('\n');
}
