/** A document laid out as positioned text, rendered to PDF, images or DOCX. Points, top-left origin. */
export type FontName = 'regular' | 'bold' | 'mono' | 'serif' | 'italic' | 'mono-bold';
export type Cell = {
  text: string;
  x: number;
  size?: number;
  font?: FontName;
  align?: 'left' | 'right';
  /** Noise such as a "PAID" stamp: turned text (degrees, counter-clockwise) in a light grey. PDF and images only. */
  rotate?: number;
  /** 0 (black) .. 1 (white); default near-black. */
  grey?: number;
};
export type PlacedCell = Required<Omit<Cell, 'rotate' | 'grey'>> & Pick<Cell, 'rotate' | 'grey'> & { y: number };
export type DocSpec = { width: number; height: number; pages: PlacedCell[][] };

export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;

export class Sheet {
  readonly pages: PlacedCell[][] = [[]];
  private y: number;
  constructor(
    private readonly defaults: { size: number; font: FontName; top?: number; bottom?: number; width?: number; height?: number } = { size: 10, font: 'regular' },
    private readonly onNewPage?: (sheet: Sheet) => void,
  ) {
    this.y = defaults.top ?? 50;
  }

  get spec(): DocSpec {
    return { width: this.defaults.width ?? PAGE_WIDTH, height: this.defaults.height ?? PAGE_HEIGHT, pages: this.pages };
  }

  row(cells: readonly Cell[], gap = 0): this {
    const size = Math.max(...cells.map((c) => c.size ?? this.defaults.size));
    if (this.y + size > (this.defaults.height ?? PAGE_HEIGHT) - (this.defaults.bottom ?? 50)) this.newPage();
    const page = this.pages.at(-1);
    for (const c of cells) {
      page?.push({ text: c.text, x: c.x, y: this.y, size: c.size ?? this.defaults.size, font: c.font ?? this.defaults.font, align: c.align ?? 'left', rotate: c.rotate, grey: c.grey });
    }
    this.y += size * 1.55 + gap;
    return this;
  }

  space(points: number): this {
    this.y += points;
    return this;
  }

  newPage(): this {
    this.pages.push([]);
    this.y = this.defaults.top ?? 50;
    this.onNewPage?.(this);
    return this;
  }

  /** Label and value pairs: side by side, inline ("Label: value") or label above value. */
  fields(pairs: readonly (readonly [string, string])[], mode: 'beside' | 'inline' | 'below', x = 50, valueX = 200, columnWidth = 170): this {
    if (mode === 'below') {
      for (let i = 0; i < pairs.length; i += 3) {
        const chunk = pairs.slice(i, i + 3);
        this.row(chunk.map(([label], j) => ({ text: label, x: x + j * columnWidth, font: 'bold', size: 8 })));
        this.row(chunk.map(([, value], j) => ({ text: value, x: x + j * columnWidth })), 6);
      }
      return this;
    }
    for (const [label, value] of pairs) {
      if (mode === 'inline') this.row([{ text: `${label}: ${value}`, x }]);
      else this.row([{ text: label, x, font: 'bold' }, { text: value, x: valueX }]);
    }
    return this;
  }
}
