// A minimal WebDriver client (W3C protocol over fetch) for tauri-driver.

export class Session {
  constructor(base, id) {
    this.base = base;
    this.id = id;
  }

  /** A new session of the app at `application`, started with the command-line `args`. */
  static async start(base, application, args = []) {
    const caps = { capabilities: { alwaysMatch: { 'tauri:options': { application, args } } } };
    const res = await request(base, 'POST', '/session', caps);
    return new Session(base, res.sessionId);
  }

  cmd(method, path, body) {
    return request(this.base, method, `/session/${this.id}${path}`, body);
  }

  async script(source, args = []) {
    return this.cmd('POST', '/execute/sync', { script: source, args });
  }

  async asyncScript(source, args = []) {
    return this.cmd('POST', '/execute/async', { script: source, args });
  }

  async find(css) {
    const el = await this.cmd('POST', '/element', { using: 'css selector', value: css });
    return Object.values(el)[0];
  }

  async findAll(css) {
    const els = await this.cmd('POST', '/elements', { using: 'css selector', value: css });
    return els.map((e) => Object.values(e)[0]);
  }

  async click(id) {
    return this.cmd('POST', `/element/${id}/click`, {});
  }

  async text(id) {
    return this.cmd('GET', `/element/${id}/text`);
  }

  async type(id, text) {
    await this.cmd('POST', `/element/${id}/clear`, {});
    return this.cmd('POST', `/element/${id}/value`, { text });
  }

  async bodyText() {
    return this.script('return document.body.innerText');
  }

  async waitFor(predicate, what, timeoutMs = 20000) {
    const end = Date.now() + timeoutMs;
    let last;
    while (Date.now() < end) {
      try {
        last = await predicate();
        if (last) return last;
      } catch (e) {
        last = e;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`timed out waiting for ${what} (last: ${last})`);
  }

  async screenshot() {
    return Buffer.from(await this.cmd('GET', '/screenshot'), 'base64');
  }

  async quit() {
    return request(this.base, 'DELETE', `/session/${this.id}`);
  }
}

async function request(base, method, path, body) {
  const res = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok || (json.value && json.value.error)) {
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json.value ?? json)}`);
  }
  return json.value;
}
