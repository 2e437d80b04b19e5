import type SharpFactory from 'sharp';
import { estimateGlyphHeight, estimateSkew, histogramOf, otsuThreshold } from './glyphs';
import { DocumentReadError } from '../../domain/errors';

/**
 * Height of the text's capitals and digits handed to tesseract. Its LSTM reads lines scaled to
 * 36 px, but the thin strokes of 7-12 px glyphs (a receipt scanned on a whole page, a photo taken
 * from afar) are lost before that. Enlarged to 18 px they read (dev corpus scans: field accuracy
 * 0.904 -> 0.927); 22 px read no better on real receipt scans and made the corpus run far slower.
 */
const TARGET_GLYPH_PX = 18;
/** Enlargement beyond this only magnifies blur and JPEG blocks. */
const MAX_SCALE = 2.5;
/** OCR time grows with the pixels: the prepared image stays within these. */
const OCR_MAX_PIXELS = 8_000_000;
const OCR_MAX_SIDE = 4000;
/** Without measurable text (a blank or very noisy page), the long side it is fitted into. */
const FALLBACK_SIDE = 2400;
/** The copy the text is measured on: enough for 5 px glyphs on a letter page, ~20-60 ms to measure. */
const MEASURE_SIDE = 1600;
/** Fewer character-like shapes than this is no measurement (a photo of a logo, a blank page). */
const MIN_GLYPHS = 30;
/**
 * Local contrast, tile by tile, when the paper is not white (a receipt on a scanner's grey lid,
 * a shadowed photo, faded thermal print): the ink comes out dark on light around it. It costs
 * ~0.3 s a megapixel, so clean white pages (renders, office scans) skip it.
 */
const CLAHE = { width: 64, height: 64, maxSlope: 3 };
const WHITE_PAPER = 215;
const OCR_DPI = 144;
/**
 * Text lines sloping less than this are left as they are: tesseract follows a slight slope within a
 * line. Beyond it a receipt's label and its amount at the far end drift a line apart.
 */
const MIN_SKEW_DEGREES = 0.5;

export type PreparedImage = { png: Buffer; width: number; height: number };


/**
 * How much to scale an upright `width` x `height` image for OCR: its capitals to TARGET_GLYPH_PX,
 * within the enlargement and pixel bounds.
 */
export function ocrScale(width: number, height: number, glyphHeight: number | undefined): number {
  const wanted = glyphHeight ? TARGET_GLYPH_PX / glyphHeight : Math.min(1, FALLBACK_SIDE / Math.max(width, height));
  const bound = Math.min(MAX_SCALE, OCR_MAX_SIDE / Math.max(width, height), Math.sqrt(OCR_MAX_PIXELS / (width * height)));
  return Math.min(wanted, bound);
}

type Grey = { data: Buffer; width: number; height: number };

/** A pipeline over one-channel pixels; without `greyscale()` sharp hands them back as three channels. */
const fromGrey = (sharp: typeof SharpFactory, grey: Grey) => sharp(grey.data, { raw: { width: grey.width, height: grey.height, channels: 1 } }).greyscale();

type Measure = {
  /** Median capital height in the image's pixels; undefined when too little text-like ink is found. */
  glyphHeight: number | undefined;
  /** The median pixel's brightness: most of a page is paper. */
  paper: number;
  /** The slope of the text lines, degrees clockwise; 0 when too little text is found. */
  skew: number;
};

async function measure(sharp: typeof SharpFactory, grey: Grey): Promise<Measure> {
  const { data, info } = await fromGrey(sharp, grey)
    .resize({ width: MEASURE_SIDE, height: MEASURE_SIDE, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = new Uint8Array(data.buffer, data.byteOffset, data.length);
  const histogram = histogramOf(pixels);
  const { glyphHeight, glyphs, points } = estimateGlyphHeight({ data: pixels, width: info.width, height: info.height }, otsuThreshold(histogram));
  let paper = 0;
  for (let seen = 0; paper < 255 && (seen += histogram[paper] ?? 0) < pixels.length / 2; ) paper++;
  const enough = glyphs >= MIN_GLYPHS;
  return { glyphHeight: enough ? glyphHeight * (grey.width / info.width) : undefined, paper, skew: enough ? estimateSkew(points, glyphHeight) : 0 };
}

/** The image turned so its text lines run level, the corners filled with its paper's shade. */
async function level(sharp: typeof SharpFactory, grey: Grey, skew: number, paper: number): Promise<Grey> {
  if (Math.abs(skew) < MIN_SKEW_DEGREES) return grey;
  const { data, info } = await fromGrey(sharp, grey)
    .rotate(-skew, { background: { r: paper, g: paper, b: paper } })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Checks an image's declared size before decoding it, then prepares it for OCR: upright (EXIF),
 * grey, its text lines levelled, scaled so its text is the size tesseract reads best, and its
 * contrast evened out.
 */
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
    // Decoded once, upright (EXIF) and grey: measured, then evened out and scaled from the same pixels.
    const decoded = await sharp(bytes, { limitInputPixels: maxPixels }).rotate().flatten({ background: '#ffffff' }).greyscale().raw().toBuffer({ resolveWithObject: true });
    const upright: Grey = { data: decoded.data, width: decoded.info.width, height: decoded.info.height };
    const { glyphHeight, paper, skew } = await measure(sharp, upright);
    const grey = await level(sharp, upright, skew, paper);
    const scale = ocrScale(grey.width, grey.height, glyphHeight);
    const size = { width: Math.max(1, Math.round(grey.width * scale)), height: Math.max(1, Math.round(grey.height * scale)), fit: 'fill' as const, kernel: scale > 1 ? ('cubic' as const) : ('lanczos3' as const) };
    // CLAHE costs by the pixel, and sharp applies it after resizing: an enlarged image is evened out
    // first, at its original size.
    const source =
      paper >= WHITE_PAPER
        ? fromGrey(sharp, grey).resize(size)
        : scale > 1
          ? fromGrey(sharp, { ...grey, data: await fromGrey(sharp, grey).clahe(CLAHE).raw().toBuffer() }).resize(size)
          : fromGrey(sharp, grey).resize(size).clahe(CLAHE);
    const { data, info } = await source
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
