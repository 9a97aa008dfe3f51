// Entry point: the transport (Tauri or WebSocket), the API over it, and the app.

import { render } from 'preact';
import './styles/app.css';
import { createTransport } from './transport';
import { Api } from './api';
import { App } from './App';

async function start() {
  const root = document.getElementById('app');
  if (!root) return;
  const transport = await createTransport();
  root.textContent = '';
  render(<App api={new Api(transport)} />, root);
}

start().catch((e) => {
  const root = document.getElementById('app');
  if (root) root.textContent = `Epochs could not start: ${e instanceof Error ? e.message : String(e)}`;
});
