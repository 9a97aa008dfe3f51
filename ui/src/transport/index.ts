// The transports to the table, one file per job: the interface every transport implements
// (transport.ts), the Tauri app's (tauri.ts), the WebSocket to a LAN host (websocket.ts), the
// table in a Web Worker (worker.ts, the web build), a table in another home from the browser
// (irohSocket.ts),
// errors (errors.ts), grants and tokens (grants.ts), and which one a page uses (create.ts).
// Importers use this folder (`'./transport'`) and never name a file in it.

export type { ConnectionStatus, Transport } from './transport';
export { ApiError, describeError, isNotAllowed, isTokenGone, toApiError } from './errors';
export { BYSTANDER, PAGE_TOKEN_KEY, StoredToken, asGrant, remoteTokenKey, sameGrant, seatsHeld } from './grants';
export type { KeyValueStore, TokenStore } from './grants';
export { CACHED_METHODS, WsTransport, inflate, onThisDevice } from './websocket';
export type { SocketLike, WsOptions } from './websocket';
export { TauriTransport, inTauri } from './tauri';
export { createTransport, joinsOtherHosts, remoteTransport } from './create';
export { WorkerTransport } from './worker';
export { IrohSocket, irohSockets, newestIrohPath } from './irohSocket';
export type { RemoteConnect, RemoteMessage, RemoteSocketLike } from './irohSocket';
export type { SavesStorage, WorkerLike, WorkerOptions } from './worker';
