// Entry of the built-in components' client behaviour (loaded on every page as a module). Each part checks the
// page for its components and does nothing when there are none; all of them are small, so one static graph
// (fetched in parallel) beats lazy imports that would switch remembered tabs visibly late.
import './core.js';
import './tabs.js';
import './tree.js';
import './updates.js';
import './views.js';
import './mermaid.js';
import './api.js';
