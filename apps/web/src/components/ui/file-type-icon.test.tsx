import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fileExtension, FileTypeIcon } from './file-type-icon';

describe('FileTypeIcon', () => {
  it.each([
    ['contrato.pdf', 'red', 'text-red-700'],
    ['proposta.doc', 'blue', 'text-blue-700'],
    ['Proposta.DOCX', 'blue', 'text-blue-700'],
    ['planilha.xls', 'green', 'text-green-700'],
    ['caixa.xlsx', 'green', 'text-green-700'],
    ['foto.jpg', 'yellow', 'text-amber-700'],
    ['image/png', 'yellow', 'text-amber-700'],
    ['video.mp4', 'yellow', 'text-amber-700'],
    ['video/quicktime', 'yellow', 'text-amber-700'],
    ['notas.txt', 'grey', 'text-ink-600'],
    ['arquivo.zip', 'grey', 'text-ink-600'],
    ['audio.mp3', 'grey', 'text-ink-600'],
  ])('%s is %s', (file, color, className) => {
    render(<FileTypeIcon file={file} />);
    const icon = screen.getByRole('img');
    expect(icon).toHaveAttribute('data-color', color);
    expect(icon).toHaveClass(className);
  });

  it('names the type for screen readers and can show the extension', () => {
    render(<FileTypeIcon file="contrato.pdf" showExtension size="lg" />);
    expect(screen.getByRole('img', { name: 'Arquivo PDF' })).toHaveTextContent('pdf');
  });

  it('fileExtension reads names and MIME types', () => {
    expect(fileExtension('a.b.PDF')).toBe('pdf');
    expect(fileExtension('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('xlsx');
    expect(fileExtension('image/svg+xml')).toBe('svg');
  });
});
