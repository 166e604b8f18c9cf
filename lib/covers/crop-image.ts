/**
 * A hosted model's picture cut to one of the cover sizes, in a browser: the largest centred area of the target's
 * shape (coverCrop), scaled to exactly width × height, as a PNG. Uses createImageBitmap and OffscreenCanvas
 * (every current browser, also in workers); the console uses it when the chosen cover came from an image API.
 */

/** The largest centred crop of a source with the target's aspect ratio (for hosted images cut to the two cover sizes). */
export function coverCrop(sourceWidth: number, sourceHeight: number, targetWidth: number, targetHeight: number) {
  const target = targetWidth / targetHeight;
  if (sourceWidth / sourceHeight > target) {
    const width = Math.round(sourceHeight * target);
    return { x: Math.round((sourceWidth - width) / 2), y: 0, width, height: sourceHeight };
  }
  const height = Math.round(sourceWidth / target);
  return { x: 0, y: Math.round((sourceHeight - height) / 2), width: sourceWidth, height };
}

export async function cropImageToPng(image: Blob, width: number, height: number): Promise<Blob> {
  const bitmap = await createImageBitmap(image);
  try {
    const crop = coverCrop(bitmap.width, bitmap.height, width, height);
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw the cover');
    context.drawImage(bitmap, crop.x, crop.y, crop.width, crop.height, 0, 0, width, height);
    return await canvas.convertToBlob({ type: 'image/png' });
  } finally {
    bitmap.close();
  }
}
