import { wsTokenRoute } from '@armada/contracts/auth';
import { parseClientMessage } from '@armada/contracts/live';
import WebSocket from 'ws';
import { liveChannelUrl } from '../../contract/lib/client';

/**
 * A live-channel connection for sending client frames one at a time and reading what each one
 * got back (the fuzzing files): every frame is followed by a PING, so its answers are the frames
 * received up to the PONG.
 */

export interface LiveConnection {
  socket: WebSocket;
  /**
   * The text frames (JSON messages). Binary frames are left out: they are the position batches of
   * a `format: 'binary'` subscription (ADR 0058), data and never an answer to judge.
   */
  frames: string[];
  closed: { code: number; reason: string } | undefined;
  waiters: (() => void)[];
}

export async function openLive(origin: string, cookie: string): Promise<LiveConnection> {
  const response = await fetch(`${origin}${wsTokenRoute.url}`, { headers: { cookie } });
  const { token } = (await response.json()) as { token: string };
  const socket = new WebSocket(liveChannelUrl(origin, token));
  const connection: LiveConnection = { socket, frames: [], closed: undefined, waiters: [] };
  const wake = () => connection.waiters.splice(0).forEach((w) => w());
  socket.on('message', (data: Buffer, isBinary: boolean) => {
    if (!isBinary) connection.frames.push(data.toString('utf8'));
    wake();
  });
  socket.on('close', (code: number, reason: Buffer) => {
    connection.closed = { code, reason: reason.toString('utf8') };
    wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return connection;
}

/** Sends a frame, then a PING; resolves with the frames received up to the PONG. */
export async function exchange(
  connection: LiveConnection,
  frame: string | Buffer,
): Promise<{ frames: string[]; closed?: string }> {
  connection.frames.length = 0;
  // A frame that is itself a PING gets its own PONG first: wait for both.
  const parsed = Buffer.isBuffer(frame) ? undefined : parseClientMessage(frame);
  const pongs = parsed?.ok && parsed.value.type === 'PING' ? 2 : 1;
  connection.socket.send(frame, { binary: Buffer.isBuffer(frame) });
  connection.socket.send(JSON.stringify({ type: 'PING' }));
  const deadline = Date.now() + 5_000;
  for (;;) {
    const seen = connection.frames.slice();
    const isPong = (f: string) => f === '{"type":"PONG"}';
    if (seen.filter(isPong).length >= pongs) return { frames: seen.filter((f) => !isPong(f)) };
    if (connection.closed)
      return { frames: seen, closed: `${connection.closed.code} ${connection.closed.reason}` };
    if (Date.now() > deadline) return { frames: seen, closed: 'no PONG within 5 s' };
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 250);
      connection.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
