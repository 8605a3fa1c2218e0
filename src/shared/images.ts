import { IMAGE_MAX_MB } from "./constants.ts";

// seed 001 §5: jpg/jpeg/png only, judged by the bytes; a file whose size in whole MB is at least the limit
// is refused. The dashboard checks before uploading and the server checks again.

export const MB = 1024 * 1024;

export type ImageFormat = "jpeg" | "png";

/** The format the first bytes announce, whatever the file is called. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((byte, index) => bytes[index] === byte)) return "png";
  return null;
}

export function isOverSizeLimit(sizeInBytes: number, limitMb = IMAGE_MAX_MB): boolean {
  return Math.floor(sizeInBytes / MB) >= limitMb;
}
