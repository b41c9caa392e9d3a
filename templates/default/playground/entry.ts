/**
 * The playground island: mounts an interactive playground in each `.q-api-playground` slot of an endpoint page,
 * and the WebSocket console on a channel page. Loaded only by pages that have one (layout/page-assets.ts);
 * everything else it needs comes with it in one file.
 */
import { mountPlaygrounds } from './mount.js';
import { mountWebSocketConsoles } from './websocket-mount.js';

mountPlaygrounds(document);
mountWebSocketConsoles(document);
