import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';

/** A helper program started for a browser (a display server, a WebDriver server). */
export interface Helper {
  /** What the program wrote to stderr so far, for error messages. */
  stderr(): string;
  /** Stops the program (SIGTERM, then SIGKILL after 5 s) and waits for it to exit. */
  stop(): Promise<void>;
}

function helper(child: ChildProcess): Helper {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    // The last few kilobytes are enough for an error message; a browser can write a lot.
    stderr = (stderr + chunk.toString('utf8')).slice(-8192);
  });
  // A program that cannot start (not installed) emits 'error', which would otherwise be thrown.
  child.on('error', (error) => {
    stderr += `${error.message}\n`;
  });
  return {
    stderr: () => stderr,
    async stop() {
      if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Starts Xvfb on a display number it picks itself (`-displayfd`: the first free one, written
 * to stdout once the server accepts clients), so that parallel runs never collide.
 * @returns the display (`:N`) and the running server
 * @throws when Xvfb exits or names no display within 10 s
 */
export async function startXvfb(): Promise<{ display: string; xvfb: Helper }> {
  const child = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const xvfb = helper(child);
  let out = '';
  try {
    const number = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Xvfb named no display in 10 s: ${xvfb.stderr()}`)), 10_000);
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString('utf8');
        if (!out.includes('\n')) return;
        clearTimeout(timer);
        if (/^\d+$/u.test(out.trim())) resolve(out.trim());
        else reject(new Error(`Xvfb wrote ${JSON.stringify(out)}, not a display number`));
      });
      child.once('close', () => {
        clearTimeout(timer);
        reject(new Error(`Xvfb exited: ${xvfb.stderr()}`));
      });
    });
    return { display: `:${number}`, xvfb };
  } catch (error) {
    await xvfb.stop();
    throw error;
  }
}

/**
 * Starts WebKitWebDriver on `port` with `display` and waits until its /status answers.
 * @throws when it exits or does not answer within 10 s
 */
export async function startWebKitWebDriver(port: number, display: string): Promise<Helper> {
  const child = spawn('WebKitWebDriver', [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const driver = helper(child);
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null || child.pid === undefined) {
      throw new Error(`WebKitWebDriver did not run: ${driver.stderr()}`);
    }
    try {
      if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) return driver;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await driver.stop();
      throw new Error(`WebKitWebDriver did not start: ${driver.stderr()}`);
    }
    await delay(50);
  }
}
