import WebSocket from 'ws';

export interface TestSocket {
  socket: WebSocket;
  /** The next text message (waits up to 5 s). */
  next(): Promise<string>;
  close(): Promise<void>;
}

/** Opens a client socket and queues its messages, so none is lost between awaits. */
export function openSocket(url: string, headers: Record<string, string> = {}): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    const queue: string[] = [];
    const waiting: Array<(message: string) => void> = [];
    socket.on('message', (data: WebSocket.RawData) => {
      const text = Buffer.isBuffer(data) ? data.toString() : String(data);
      const waiter = waiting.shift();
      if (waiter) waiter(text);
      else queue.push(text);
    });
    socket.once('error', reject);
    socket.once('unexpected-response', (request, response) => {
      // With a listener here, ws leaves the handshake request open: end it like a browser would.
      response.resume();
      request.destroy();
      reject(new Error(`unexpected response ${response.statusCode}`));
    });
    socket.once('open', () =>
      resolve({
        socket,
        next: () =>
          new Promise((resolveMessage, rejectMessage) => {
            const queued = queue.shift();
            if (queued !== undefined) return resolveMessage(queued);
            const timer = setTimeout(() => rejectMessage(new Error('no message in 5 s')), 5000);
            waiting.push((message) => {
              clearTimeout(timer);
              resolveMessage(message);
            });
          }),
        close: () =>
          new Promise((resolveClose) => {
            if (socket.readyState === WebSocket.CLOSED) return resolveClose();
            socket.once('close', () => resolveClose());
            socket.close();
          }),
      }),
    );
  });
}
