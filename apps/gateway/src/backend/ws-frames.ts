/**
 * Just enough of RFC 6455 framing for the live-channel proxy, which pipes the upstream's bytes
 * to the browser without decoding them: it follows the frame headers of one direction so the
 * proxy knows whether the upstream said goodbye (a close frame) and whether the stream stands
 * at a frame boundary, where the proxy may add a close frame of its own. Payloads (compressed
 * or not) are skipped, never read.
 */
export class FrameWatch {
  /** Header bytes of the frame being read (at most 14: 2 + 8 length + 4 mask). */
  private header: number[] = [];
  /** Payload bytes of the current frame still to come. */
  private remaining = 0;
  /** A close frame (opcode 8) went past. */
  sawClose = false;

  /** Follows one chunk of the stream. */
  observe(chunk: Uint8Array): void {
    let i = 0;
    while (i < chunk.length) {
      if (this.remaining > 0) {
        const skip = Math.min(this.remaining, chunk.length - i);
        this.remaining -= skip;
        i += skip;
        continue;
      }
      this.header.push(chunk[i] ?? 0);
      i += 1;
      const needed = FrameWatch.headerLength(this.header);
      if (needed === null || this.header.length < needed) continue;
      const [first = 0] = this.header;
      if ((first & 0x0f) === 0x08) this.sawClose = true;
      this.remaining = FrameWatch.payloadLength(this.header);
      this.header = [];
    }
  }

  /** Whether the bytes so far end exactly after a whole frame (or there were none). */
  atBoundary(): boolean {
    return this.remaining === 0 && this.header.length === 0;
  }

  /** The header's full length once its second byte is known. */
  private static headerLength(header: readonly number[]): number | null {
    const second = header[1];
    if (second === undefined) return null;
    const length = second & 0x7f;
    const extended = length === 126 ? 2 : length === 127 ? 8 : 0;
    return 2 + extended + (second & 0x80 ? 4 : 0);
  }

  private static payloadLength(header: readonly number[]): number {
    const length = (header[1] ?? 0) & 0x7f;
    if (length < 126) return length;
    const bytes = header.slice(2, length === 126 ? 4 : 10);
    return bytes.reduce((total, byte) => total * 256 + byte, 0);
  }
}

/** Close reasons are at most 123 bytes (RFC 6455 5.5: control payloads of 125 bytes). */
const MAX_REASON_BYTES = 123;

/** An unmasked (server to client) close frame with a code and a UTF-8 reason. */
export function closeFrame(code: number, reason: string): Buffer {
  const text = Buffer.from(reason, 'utf8');
  if (text.length > MAX_REASON_BYTES) {
    throw new RangeError(`A close reason has at most ${MAX_REASON_BYTES} bytes`);
  }
  const frame = Buffer.alloc(4 + text.length);
  frame[0] = 0x88;
  frame[1] = 2 + text.length;
  frame.writeUInt16BE(code, 2);
  text.copy(frame, 4);
  return frame;
}
