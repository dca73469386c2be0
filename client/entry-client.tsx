/**
 * Browser entry, imported by client/boot.ts once the server's HTML has been painted and loaded.
 * It runs in two stages, a task apart: this module evaluates React DOM; then client/app.tsx
 * evaluates React Router and the application and loads the page, and this module hydrates the
 * HTML with hydrateRoot (time-sliced), after which React Router takes over navigation.
 * Evaluated together, the two stages were one task of about 20 ms on a desktop CPU (80 ms on a
 * phone 4x slower); between them the browser can handle input and paint. The server preloads
 * both stages (the manifest counts client/app.tsx in the entry, see build/bundles.mjs), so the
 * split costs no round trip.
 */
import './styles/index.css';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';

const container = document.getElementById('root');
if (container === null) throw new Error('hydration: #root is missing');

// A task boundary between the stages: a timer set outside any timer callback is not clamped.
await new Promise((resolve) => setTimeout(resolve, 0));
const { loadApp } = await import('./app.js');
const app = await loadApp(container);

// Hydration inside a transition is time-sliced: React yields to the browser every few
// milliseconds instead of blocking input for the whole tree in one long task.
startTransition(() => {
  hydrateRoot(container, app);
});
