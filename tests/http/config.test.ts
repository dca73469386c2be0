import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from '../../server/config.js';

describe('loadConfig defaults', () => {
  it('an empty environment gives the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      publicOrigin: 'http://localhost:3000',
      trustProxy: false,
      logLevel: 'info',
      shutdownTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      responseTimeoutMs: 60_000,
      shutdownDelayMs: 5_000,
      htmlSharedMaxAge: 60,
      metricsPort: undefined,
      pageCacheBytes: 32 * 1024 * 1024,
    });
  });

  it('empty strings count as unset', () => {
    const config = loadConfig({ PORT: '', HOST: '', PUBLIC_ORIGIN: '', TRUST_PROXY: '', SHUTDOWN_TIMEOUT_MS: '' });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.publicOrigin).toBe('http://localhost:3000');
    expect(config.trustProxy).toBe(false);
    expect(config.shutdownTimeoutMs).toBe(10_000);
  });

  it('the default public origin follows PORT', () => {
    expect(loadConfig({ PORT: '8080' }).publicOrigin).toBe('http://localhost:8080');
  });

  it('accepts valid values', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: 'https://www.example.com/',
      TRUST_PROXY: 'loopback, 10.0.0.0/8',
      LOG_LEVEL: 'WARN',
      SHUTDOWN_TIMEOUT_MS: '500',
      REQUEST_TIMEOUT_MS: '2000',
      RESPONSE_TIMEOUT_MS: '5000',
      SHUTDOWN_DELAY_MS: '0',
      HTML_SHARED_MAX_AGE: '300',
      METRICS_PORT: '9464',
      PAGE_CACHE_MB: '8',
    });
    expect(config).toEqual({
      port: 0,
      host: '127.0.0.1',
      publicOrigin: 'https://www.example.com',
      trustProxy: ['loopback', '10.0.0.0/8'],
      logLevel: 'warn',
      shutdownTimeoutMs: 500,
      requestTimeoutMs: 2_000,
      responseTimeoutMs: 5_000,
      shutdownDelayMs: 0,
      htmlSharedMaxAge: 300,
      metricsPort: 9464,
      pageCacheBytes: 8 * 1024 * 1024,
    });
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
  });
});

describe('loadConfig rejects invalid values with a one-line ConfigError naming the variable', () => {
  const cases: [string, string][] = [
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PUBLIC_ORIGIN', 'ftp://x'],
    ['PUBLIC_ORIGIN', 'https://x/path'],
    ['PUBLIC_ORIGIN', 'https://x/?q=1'],
    ['PUBLIC_ORIGIN', 'not a url'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', 'foo'],
    ['TRUST_PROXY', '10.0.0.0/8/1'],
    ['LOG_LEVEL', 'loud'],
    ['SHUTDOWN_TIMEOUT_MS', '5'],
    ['REQUEST_TIMEOUT_MS', '999'],
    ['REQUEST_TIMEOUT_MS', '1e4'],
    ['RESPONSE_TIMEOUT_MS', '600001'],
    ['SHUTDOWN_DELAY_MS', '-1'],
    ['HTML_SHARED_MAX_AGE', '86401'],
    ['METRICS_PORT', '3000'],
    ['METRICS_PORT', 'abc'],
    ['PAGE_CACHE_MB', '0'],
    ['PAGE_CACHE_MB', '4097'],
  ];
  it.each(cases)('%s=%s', (name, value) => {
    let thrown: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    const message = (thrown as ConfigError).message;
    expect(message).toContain(name);
    expect(message).not.toMatch(/[\r\n]/u);
  });
});

describe('the production entry with an invalid configuration', () => {
  const script = 'dist/server/index.js';

  it('exits non-zero quickly with one stderr line naming PORT and no stack trace', async () => {
    expect(existsSync(script), 'run `node build.mjs` first').toBe(true);
    const started = Date.now();
    const child = spawn(process.execPath, [script], {
      env: { ...process.env, PORT: 'abc', PUBLIC_ORIGIN: '', TRUST_PROXY: '', LOG_LEVEL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    const [code] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
    clearTimeout(timer);

    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(Date.now() - started).toBeLessThan(5_000);
    const lines = stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('PORT');
    expect(stderr).not.toMatch(/^\s+at /mu);
    expect(stdout).toBe('');
  });
});
