import { useEffect, useRef } from 'react';
import SignaturePad from 'signature_pad';
import { Button } from '../Button';
import { usePageMessages } from '../../lib/i18n/page-messages';

/**
 * The tourist's signature drawn with a finger (signature_pad): a PNG data address once a stroke
 * ends, null when cleared. The canvas is sized to its box at the screen's pixel ratio.
 */
export function SignatureField({ onChange, error }: { onChange: (png: string | null) => void; error?: string }) {
  const T = usePageMessages().handoverUi;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const changeRef = useRef(onChange);
  changeRef.current = onChange;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = canvas.offsetHeight * ratio;
    canvas.getContext('2d')?.scale(ratio, ratio);
    const pad = new SignaturePad(canvas, { penColor: '#0f172a', minWidth: 1, maxWidth: 2.5 });
    const ended = () => changeRef.current(pad.isEmpty() ? null : pad.toDataURL('image/png'));
    pad.addEventListener('endStroke', ended);
    padRef.current = pad;
    return () => {
      pad.removeEventListener('endStroke', ended);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    onChange(null);
  };

  return (
    <fieldset>
      <legend className="text-base font-bold text-slate-900">{T.signature}</legend>
      <p id="signature-hint" className="mt-1 text-sm text-slate-600">
        {T.signatureHint}
      </p>
      <canvas
        ref={canvasRef}
        aria-label={T.signatureArea}
        aria-describedby="signature-hint"
        role="img"
        data-testid="signature-canvas"
        className="mt-2 block h-40 w-full touch-none rounded-xl border-2 border-dashed border-slate-300 bg-white"
      />
      {error && (
        <p className="mt-1 text-sm text-red-800" role="alert">
          {error}
        </p>
      )}
      <Button variant="ghost" size="sm" className="mt-2" onClick={clear}>
        {T.clearSignature}
      </Button>
    </fieldset>
  );
}
