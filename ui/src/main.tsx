// Entry point: the transport (Tauri, the web build's worker, or a WebSocket), the API over it,
// and the app; the web build also starts its service worker.

import { render } from 'preact';
import './styles/app.css';
import './styles/motion.css';
import './styles/reach.css';
import './styles/lesson.css';
import { webPlatform } from '#web-platform';
import { createTransport } from './transport';
import { Api } from './api';
import { App } from './App';

async function start() {
  const root = document.getElementById('app');
  if (!root) return;
  webPlatform?.start();
  const transport = await createTransport(webPlatform);
  root.textContent = '';
  render(<App api={new Api(transport)} />, root);
}

start().catch((e) => {
  const root = document.getElementById('app');
  if (root) root.textContent = `Epochs could not start: ${e instanceof Error ? e.message : String(e)}`;
});
