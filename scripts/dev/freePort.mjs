/** A free TCP port, for the development server behind the proxy and for the scratch copies' loops. */
import { once } from 'node:events';
import { createServer } from 'node:net';

/**
 * A TCP port on 127.0.0.1 that the OS says is free now.
 * @returns {Promise<number>}
 */
export async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
