/**
 * A QR code drawn as SVG paths by React: no image URL (the CSP allows none from data:), no markup injected. The
 * encoder (`qrcode`, about 10 KB gzip) loads only when a QR code is shown — turning on two-factor sign-in — never with
 * the first load of a page.
 */
import { useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';

/** Modules of white border around the symbol, as the QR standard asks. */
const QUIET_ZONE = 4;

/** One SVG path with a 1×1 square per dark module. */
async function qrPath(text: string): Promise<{ size: number; path: string }> {
  const qrcode = await import('qrcode');
  const { modules } = (qrcode.default ?? qrcode).create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.data[row * modules.size + column]) path += `M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path };
}

export function QrCode({ text, label, loadingLabel }: { text: string; label: string; loadingLabel: string }) {
  const [drawn, setDrawn] = useState<{ text: string; size: number; path: string } | null>(null);
  useEffect(() => {
    let current = true;
    qrPath(text)
      .then((result) => {
        if (current) setDrawn({ text, ...result });
      })
      .catch((error: unknown) => console.error('QR code', error));
    return () => {
      current = false;
    };
  }, [text]);

  if (!drawn || drawn.text !== text) {
    return (
      <div className="flex h-48 w-48 items-center justify-center rounded-lg border border-stone-200 bg-white">
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${drawn.size} ${drawn.size}`}
      shapeRendering="crispEdges"
      className="h-48 w-48 rounded-lg border border-stone-200 bg-white"
    >
      <rect width={drawn.size} height={drawn.size} fill="#fff" />
      <path d={drawn.path} fill="#000" />
    </svg>
  );
}
