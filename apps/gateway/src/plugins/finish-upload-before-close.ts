import fp from 'fastify-plugin';

/** Bodies up to this size are read to their end before an error answer closes the connection. */
export const MAX_DRAINED_BYTES = 8 * 1024 * 1024;
/** And for at most this long. */
export const MAX_DRAIN_MS = 5_000;

/**
 * Fastify answers a body it refuses before reading it (over the body limit, a broken upload)
 * with `Connection: close`, then closes the socket while the client may still be sending. The
 * kernel answers the unread bytes with a reset, and a client that had not yet read the answer
 * (fetch, most HTTP libraries) then reports a network failure instead of the 413: the fuzz
 * suite saw 7 such failures in 10,000 cases on a busy machine (issue 12).
 *
 * So before such an answer goes out, the rest of the body is read and thrown away (up to
 * {@link MAX_DRAINED_BYTES} and {@link MAX_DRAIN_MS}; a larger declared body is answered at
 * once, as before); the client then reads the error whatever its timing. The connection is still
 * closed after it.
 */
export const finishUploadBeforeClose = fp(
  async (app) => {
    // A callback hook: every answer passes it, and it almost always does nothing.
    app.addHook('onSend', (request, reply, payload, done) => {
      const raw = request.raw;
      if (
        raw.complete ||
        raw.readableEnded ||
        raw.destroyed ||
        reply.getHeader('connection') !== 'close'
      ) {
        done(null, payload);
        return;
      }
      const declared = Number(raw.headers['content-length']);
      if (declared > MAX_DRAINED_BYTES) {
        done(null, payload);
        return;
      }
      let read = 0;
      let finished = false;
      const finish = () => {
        if (finished) return;
        finished = true;
        clearTimeout(timer);
        raw.off('data', onData);
        raw.off('end', finish);
        raw.off('close', finish);
        raw.off('error', finish);
        done(null, payload);
      };
      const onData = (chunk: Buffer | string) => {
        read += chunk.length;
        if (read > MAX_DRAINED_BYTES) finish();
      };
      const timer = setTimeout(finish, MAX_DRAIN_MS);
      raw.on('data', onData);
      raw.once('end', finish);
      raw.once('close', finish);
      raw.once('error', finish);
      raw.resume();
    });
  },
  { name: 'armada-finish-upload-before-close' },
);
