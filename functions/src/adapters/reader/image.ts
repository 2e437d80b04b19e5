import { DocumentReadError } from '../../domain/reading/ports';

/** Longest side fed to OCR: enough for ~200 dpi letter pages, bounded in time and memory. */
const OCR_MAX_SIDE = 2400;
const OCR_DPI = 144;

export type PreparedImage = { png: Buffer; width: number; height: number };

/** Checks an image's declared size before decoding it, then greyscales and scales it for OCR. */
export async function prepareImageForOcr(bytes: Uint8Array, maxPixels: number): Promise<PreparedImage> {
  const { default: sharp } = await import('sharp');
  let metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new DocumentReadError('This image could not be opened: the file is damaged or not a PNG or JPEG image.', { cause: error });
  }
  const { width = 0, height = 0 } = metadata;
  if (width === 0 || height === 0) throw new DocumentReadError('This image could not be opened: it has no pixels.');
  if (width * height > maxPixels) {
    throw new DocumentReadError(`This image is too large to read (${width} x ${height} pixels). Please upload a smaller photo or a PDF.`);
  }
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: maxPixels })
      .rotate() // honour EXIF orientation of phone photos
      .flatten({ background: '#ffffff' })
      .greyscale()
      .resize({ width: OCR_MAX_SIDE, height: OCR_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 1 })
      // A declared resolution stops tesseract guessing one (and warning about it).
      .withMetadata({ density: OCR_DPI })
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch (error) {
    throw new DocumentReadError('This image could not be read: the file is damaged.', { cause: error });
  }
}

/** Turns a prepared image by a multiple of 90 degrees (clockwise). */
export async function rotateImage(image: PreparedImage, degrees: 90 | 180 | 270): Promise<PreparedImage> {
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(image.png).rotate(degrees).png({ compressionLevel: 1 }).withMetadata({ density: OCR_DPI }).toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}
