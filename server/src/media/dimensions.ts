import { imageSize } from "image-size";

/** Width and height in pixels read from the image header; 0 × 0 when the file does not state them (e.g. an SVG sized in %). */
export function imageDimensions(bytes: Uint8Array): { width: number; height: number } {
  try {
    const size = imageSize(bytes);
    // An .ico holds several sizes: report the largest.
    const largest = size.images?.reduce((best, image) => (image.width * image.height > best.width * best.height ? image : best), {
      width: size.width ?? 0,
      height: size.height ?? 0,
    });
    const { width, height } = largest ?? { width: size.width ?? 0, height: size.height ?? 0 };
    return { width: Math.round(width ?? 0), height: Math.round(height ?? 0) };
  } catch {
    return { width: 0, height: 0 };
  }
}
