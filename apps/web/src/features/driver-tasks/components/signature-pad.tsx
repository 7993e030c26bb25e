import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';

export interface SignaturePadHandle {
  /** The drawing as a PNG, or null when nothing is drawn. */
  toBlob(): Promise<Blob | null>;
  clear(): void;
}

export interface SignaturePadProps {
  label: string;
  onChange: (hasInk: boolean) => void;
  ref?: Ref<SignaturePadHandle>;
}

const WIDTH = 600;
const HEIGHT = 240;

/**
 * FT-18: a signature drawn on the screen with a finger, a pen or a mouse (pointer events, one
 * stroke per press). Written here rather than taking `signature_pad`: pointer events cover all
 * three in some sixty lines, and the page needs nothing else from a library. The canvas keeps a
 * fixed drawing size and is scaled by CSS, so the PNG stays small whatever the phone.
 */
export function SignaturePad({ label, onChange, ref }: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const inked = useRef(false);

  const context = () => canvasRef.current?.getContext('2d') ?? null;

  const clear = () => {
    const ctx = context();
    if (ctx) {
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, WIDTH, HEIGHT);
    }
    inked.current = false;
    onChange(false);
  };

  useEffect(() => {
    const ctx = context();
    if (!ctx) return;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, WIDTH, HEIGHT);
  }, []);

  useImperativeHandle(ref, () => ({
    clear,
    toBlob: () =>
      new Promise((resolve) => {
        const canvas = canvasRef.current;
        if (!canvas || !inked.current) return resolve(null);
        canvas.toBlob((blob) => resolve(blob), 'image/png');
      }),
  }));

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - rect.left) / Math.max(rect.width, 1)) * WIDTH,
      y: ((event.clientY - rect.top) / Math.max(rect.height, 1)) * HEIGHT,
    };
  };

  return (
    <canvas
      ref={canvasRef}
      className="driver-tasks__signature"
      width={WIDTH}
      height={HEIGHT}
      role="img"
      aria-label={label}
      data-testid="signature-pad"
      onPointerDown={(event) => {
        const ctx = context();
        if (!ctx) return;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        drawing.current = true;
        const { x, y } = point(event);
        ctx.strokeStyle = '#1a2a5e';
        ctx.lineWidth = 4;
        ctx.lineCap = 'round';
        ctx.lineJoin = 'round';
        ctx.beginPath();
        ctx.moveTo(x, y);
      }}
      onPointerMove={(event) => {
        const ctx = context();
        if (!drawing.current || !ctx) return;
        const { x, y } = point(event);
        ctx.lineTo(x, y);
        ctx.stroke();
        if (!inked.current) {
          inked.current = true;
          onChange(true);
        }
      }}
      onPointerUp={() => {
        drawing.current = false;
      }}
      onPointerCancel={() => {
        drawing.current = false;
      }}
    />
  );
}
