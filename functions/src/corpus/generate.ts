import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { layouts, type CorpusType, type Layout, type Truth } from './layouts';
import { Rng } from './random';
import { randomImageOptions, renderDocx, renderImage, renderPdf } from './render';

export type SampleFormat = 'pdf' | 'png' | 'jpeg' | 'docx';
export type CorpusSample = { id: string; type: CorpusType; layout: string; split: 'dev' | 'heldout'; format: SampleFormat; file: string; contentType: string; truth: Truth };

const CONTENT_TYPES: Record<SampleFormat, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
const EXTENSIONS: Record<SampleFormat, string> = { pdf: 'pdf', png: 'png', jpeg: 'jpg', docx: 'docx' };

export type CorpusOptions = {
  seed: number;
  outDir: string;
  /** Text PDFs per layout. */
  pdfsPerLayout: number;
  /** Image renders per layout (single-page documents), alternating PNG and JPEG. */
  imagesPerLayout: number;
  /** DOCX per layout. */
  docxPerLayout: number;
  /** Only these layouts (all when omitted), e.g. for fast tests or one split. */
  only?: (layout: { type: CorpusType; name: string; split: 'dev' | 'heldout' }) => boolean;
};

/** FNV-1a of a layout's name, folded to 0..999. */
function nameSeed(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash % 1000;
}

/** Writes the documents and a ground-truth JSON beside each, plus manifest.json; the same seed gives the same corpus. */
export async function generateCorpus(options: CorpusOptions): Promise<CorpusSample[]> {
  await mkdir(options.outDir, { recursive: true });
  const samples: CorpusSample[] = [];
  const write = async (id: string, layout: Layout, format: SampleFormat, bytes: Uint8Array, truth: Truth) => {
    const file = `${id}.${EXTENSIONS[format]}`;
    await writeFile(path.join(options.outDir, file), bytes);
    const sample: CorpusSample = { id, type: layout.type, layout: layout.name, split: layout.split, format, file, contentType: CONTENT_TYPES[format], truth };
    await writeFile(path.join(options.outDir, `${id}.json`), `${JSON.stringify(sample, null, 2)}\n`);
    samples.push(sample);
  };
  for (const layout of layouts) {
    if (options.only && !options.only(layout)) continue;
    // A seed per layout, from its name, keeps each layout's samples stable when others are added.
    const rng = new Rng(options.seed * 1000 + nameSeed(`${layout.type}/${layout.name}`));
    const base = `${layout.type}-${layout.name}`;
    for (let i = 0; i < options.pdfsPerLayout; i++) {
      const { truth, doc } = layout.build(rng, { onePage: false });
      await write(`${base}-${String(i + 1).padStart(2, '0')}`, layout, 'pdf', await renderPdf(doc), truth);
    }
    for (let i = 0; i < options.imagesPerLayout; i++) {
      const { truth, doc } = layout.build(rng, { onePage: true });
      const format = i % 2 === 0 ? 'png' : 'jpeg';
      const image = await renderImage(await renderPdf(doc), randomImageOptions(rng, format), rng);
      await write(`${base}-img-${String(i + 1).padStart(2, '0')}`, layout, format, image, truth);
    }
    for (let i = 0; i < options.docxPerLayout; i++) {
      const { truth, doc } = layout.build(rng, { onePage: true });
      await write(`${base}-docx-${String(i + 1).padStart(2, '0')}`, layout, 'docx', await renderDocx(doc), truth);
    }
  }
  await writeFile(path.join(options.outDir, 'manifest.json'), `${JSON.stringify(samples.map(({ truth: _t, ...rest }) => rest), null, 2)}\n`);
  return samples;
}
