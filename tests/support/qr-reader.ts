import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';

// jsqr is CommonJS: its module.exports is the decoder, which also carries itself as `default`.
const jsQR = jsQRModule.default;

/** The text of the QR code a scanner finds in a PNG image, or undefined when it finds none. */
export function readQrCode(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  return (
    jsQR(
      new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length),
      image.width,
      image.height,
    )?.data ?? undefined
  );
}
