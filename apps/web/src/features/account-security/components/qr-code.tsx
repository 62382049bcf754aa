import { useEffect, useState } from "react";

const QUIET_ZONE = 4;

/** The dark modules of a QR code as one SVG path (drawn here: no markup from a library). */
async function qrPath(text: string): Promise<{ size: number; d: string }> {
  const { create } = await import("qrcode");
  const { modules } = create(text, { errorCorrectionLevel: "M" });
  let d = "";
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, d };
}

/**
 * The otpauth:// URI as a QR code, made in the browser (the secret never leaves it for
 * an image service). Dark on white in both themes, as cameras expect.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [drawn, setDrawn] = useState<{ value: string; size: number; d: string } | null>(null);

  useEffect(() => {
    let live = true;
    void qrPath(value).then((qr) => live && setDrawn({ value, ...qr }));
    return () => {
      live = false;
    };
  }, [value]);

  if (drawn?.value !== value) return <div className="size-48 animate-pulse rounded-md bg-muted" role="img" aria-label={`${label} (loading)`} />;
  return (
    <svg viewBox={`0 0 ${drawn.size} ${drawn.size}`} className="size-48 rounded-md bg-white" role="img" aria-label={label} shapeRendering="crispEdges">
      <path d={drawn.d} fill="#000" />
    </svg>
  );
}
