// The table compiled to WebAssembly, as wasm-bindgen (`--target web`) binds crates/web: the
// build points `epochs-wasm` at that folder (EPOCHS_WASM_PKG, vite.config.ts). Declared here
// so that the type check needs no build of the WebAssembly.

declare module 'epochs-wasm' {
  /** The table behind its front door (crates/web/src/lib.rs). */
  export class WebTable {
    private constructor();
    free(): void;
    /** Answers `method` with its parameters as JSON text: the answer as JSON text, or throws
     * the refusal as the table's error JSON text. */
    call(method: string, params: string): string;
    /** Installs `storage` (`"opfs"`, `"idb"` or `"memory"`) and opens the table on the saved
     * games there; rejects with the error JSON text. */
    static open(storage: string): Promise<WebTable>;
    /** Resolves once every change so far is on storage (IndexedDB's writes after a commit). */
    flushed(): Promise<void>;
    /** Searching bots stop after `iterations` (0: each level's own budget). */
    setBotIterations(iterations: number): void;
  }
  /** Loads and instantiates the WebAssembly module. */
  export default function init(options?: {
    module_or_path: RequestInfo | URL | Response | BufferSource | WebAssembly.Module;
  }): Promise<unknown>;
}

declare module 'epochs-wasm/epochs_web_bg.wasm?url' {
  /** The address of the WebAssembly module in the build. */
  const url: string;
  export default url;
}

declare module 'epochs-wasm/epochs_web_remote.js' {
  import type { RemoteMessage } from '../transport';
  /** One connection to a host in another home (crates/web-remote/src/lib.rs). */
  export class RemoteSocket {
    private constructor();
    free(): void;
    /** Reaches the host an invitation names through its relay; rejects with the reason. */
    static connect(invitation: string): Promise<RemoteSocket>;
    /** Sends one JSON request. */
    send(text: string): Promise<void>;
    /** The host's next message (pings are answered inside). */
    next(): Promise<RemoteMessage>;
    /** Says goodbye and closes the connection. */
    close(): Promise<void>;
    /** How the connection travels now. */
    path(): { relayed: boolean; rtt_ms: number | null };
  }
  /** Loads and instantiates the WebAssembly module. */
  export default function init(options?: {
    module_or_path: RequestInfo | URL | Response | BufferSource | WebAssembly.Module;
  }): Promise<unknown>;
}

declare module 'epochs-wasm/epochs_web_remote_bg.wasm?url' {
  /** The address of iroh's relay client in the build. */
  const url: string;
  export default url;
}
