import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS, fileTypeColor, formatFileSize, isWithinUploadLimit } from './files';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1,5 KB'],
    [1048575, '1 MB'],
    [1048576, '1 MB'],
    [1.25 * 1048576, '1,3 MB'],
    [5 * 1048576, '5 MB'],
    [1.75 * 1024 ** 3, '1,8 GB'],
    [3 * 1024 ** 4, '3 TB'],
    [2048 * 1024 ** 4, '2048 TB'],
  ])('%d → %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('throws on %d', (bytes) => {
    expect(() => formatFileSize(bytes)).toThrow(RangeError);
  });
});

describe('upload limits', () => {
  it('are 5, 50 and 10 MB in base 1024', () => {
    expect(UPLOAD_LIMITS).toEqual({ photo: 5_242_880, video: 52_428_800, audio: 10_485_760 });
  });

  it.each(['photo', 'video', 'audio'] as const)('%s allows its limit and refuses one byte more', (type) => {
    expect(isWithinUploadLimit(type, UPLOAD_LIMITS[type])).toBe(true);
    expect(isWithinUploadLimit(type, UPLOAD_LIMITS[type] + 1)).toBe(false);
    expect(isWithinUploadLimit(type, 1)).toBe(true);
    expect(isWithinUploadLimit(type, 0)).toBe(false);
  });

  it('a video that fits is still too big for a photo', () => {
    expect(isWithinUploadLimit('video', 6 * 1024 * 1024)).toBe(true);
    expect(isWithinUploadLimit('photo', 6 * 1024 * 1024)).toBe(false);
  });
});

describe('fileTypeColor', () => {
  it.each([
    ['pdf', 'red'],
    ['.PDF', 'red'],
    ['contrato.final.pdf', 'red'],
    ['doc', 'blue'],
    ['docx', 'blue'],
    ['xls', 'green'],
    ['planilha.xlsx', 'green'],
    ['foto.JPG', 'yellow'],
    ['png', 'yellow'],
    ['video.mp4', 'yellow'],
    ['mov', 'yellow'],
    ['image/heic', 'yellow'],
    ['video/quicktime', 'yellow'],
    ['application/pdf', 'red'],
    ['txt', 'grey'],
    ['zip', 'grey'],
    ['constructor', 'grey'],
    ['', 'grey'],
  ])('%j → %s', (input, expected) => {
    expect(fileTypeColor(input)).toBe(expected);
  });
});
