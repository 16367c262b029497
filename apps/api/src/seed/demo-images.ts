// Small pictures drawn in code for the demo company (nothing is downloaded): a portrait per
// professional and a few "photos" of the shop, encoded as PNG.
import { crc32, deflateSync } from 'node:zlib';

type TRgb = readonly [number, number, number];

class Canvas {
  readonly px: Uint8Array;
  constructor(
    readonly w: number,
    readonly h: number,
  ) {
    this.px = new Uint8Array(w * h * 3);
  }

  set(x: number, y: number, c: TRgb, alpha = 1): void {
    if (x < 0 || y < 0 || x >= this.w || y >= this.h) return;
    const i = (y * this.w + x) * 3;
    for (let k = 0; k < 3; k++) this.px[i + k] = Math.round(this.px[i + k]! * (1 - alpha) + c[k]! * alpha);
  }

  gradient(from: TRgb, to: TRgb): void {
    for (let y = 0; y < this.h; y++)
      for (let x = 0; x < this.w; x++) {
        const t = (x / this.w) * 0.35 + (y / this.h) * 0.65;
        this.set(x, y, [0, 1, 2].map((k) => from[k]! + (to[k]! - from[k]!) * t) as unknown as TRgb);
      }
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, c: TRgb, alpha = 1): void {
    for (let y = Math.floor(cy - ry); y <= cy + ry; y++)
      for (let x = Math.floor(cx - rx); x <= cx + rx; x++) {
        const d = ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2;
        // A one-pixel soft edge keeps the shapes from looking jagged.
        if (d <= 1) this.set(x, y, c, alpha * Math.min(1, (1 - d) * rx));
      }
  }

  rect(x0: number, y0: number, w: number, h: number, c: TRgb, alpha = 1): void {
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) this.set(x, y, c, alpha);
  }

  png(): Buffer {
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
      const out = Buffer.alloc(12 + data.length);
      out.writeUInt32BE(data.length, 0);
      body.copy(out, 4);
      out.writeUInt32BE(crc32(body), 8 + data.length);
      return out;
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(this.w, 0);
    ihdr.writeUInt32BE(this.h, 4);
    ihdr.set([8, 2, 0, 0, 0], 8);
    const raw = Buffer.alloc((this.w * 3 + 1) * this.h);
    for (let y = 0; y < this.h; y++) Buffer.from(this.px.buffer, y * this.w * 3, this.w * 3).copy(raw, y * (this.w * 3 + 1) + 1);
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

export interface TPortrait {
  background: [TRgb, TRgb];
  skin: TRgb;
  hair: TRgb;
  shirt: TRgb;
  /** Long hair falls beside the face. */
  longHair?: boolean;
  beard?: boolean;
}

/** A friendly head-and-shoulders portrait, 192×192. */
export function portraitPng(p: TPortrait): Buffer {
  const c = new Canvas(192, 192);
  c.gradient(p.background[0], p.background[1]);
  if (p.longHair) c.ellipse(96, 104, 46, 58, p.hair);
  c.ellipse(96, 196, 72, 58, p.shirt);
  c.rect(84, 118, 24, 22, p.skin);
  c.ellipse(96, 70, 40, 38, p.hair);
  c.ellipse(96, 88, 34, 40, p.skin);
  if (p.beard) {
    c.ellipse(96, 112, 31, 17, p.hair, 0.92);
    c.ellipse(96, 101, 20, 8, p.skin);
  }
  const lips: TRgb = [Math.round(p.skin[0] * 0.7), Math.round(p.skin[1] * 0.5), Math.round(p.skin[2] * 0.5)];
  c.ellipse(96, 106, 9, 2.5, lips);
  c.ellipse(84, 86, 3.5, 4, [40, 30, 30]);
  c.ellipse(108, 86, 3.5, 4, [40, 30, 30]);
  return c.png();
}

/** A "photo" of the shop, 640×427: a wall in two tones, round mirrors with lamps, a counter. */
export function shopPhotoPng(wall: [TRgb, TRgb], accent: TRgb, mirrors: number): Buffer {
  const c = new Canvas(640, 427);
  c.gradient(wall[0], wall[1]);
  const step = 640 / (mirrors + 1);
  for (let i = 1; i <= mirrors; i++) {
    const x = Math.round(step * i);
    c.ellipse(x, 150, 58, 78, [236, 240, 245], 0.95);
    c.ellipse(x, 150, 50, 70, [176, 196, 214], 0.9);
    c.ellipse(x, 48, 14, 10, [255, 236, 179]);
    c.ellipse(x, 60, 46, 34, [255, 244, 214], 0.1);
  }
  c.rect(0, 300, 640, 127, accent, 0.92);
  c.rect(0, 300, 640, 8, [255, 255, 255], 0.25);
  return c.png();
}
