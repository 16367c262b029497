import { describe, expect, it } from 'vitest';
import { withoutKeptClauses } from './kept-clauses.js';

describe('withoutKeptClauses', () => {
  it('drops the clause that keeps another appointment', () => {
    expect(withoutKeptClauses('cancela so a unha de amanha, a escova eu vou')).toBe('cancela so a unha de amanha');
    expect(withoutKeptClauses('quero mudar so a pedicure de sabado pras 15h, a manicure de sexta fica')).toBe(
      'quero mudar so a pedicure de sabado pras 15h',
    );
    expect(withoutKeptClauses('desmarca o de sexta, mas o de sábado continua')).toBe('desmarca o de sexta');
    // An emoticon ends the clause; a trailing "tá" / "né" does not hide the keep.
    expect(withoutKeptClauses('surgiu um imprevisto no sabado e vou ter q desmarcar :( a de quinta continua ta')).toBe(
      'surgiu um imprevisto no sabado e vou ter q desmarcar :(',
    );
  });

  it('keeps messages that only keep, or whose clause is no keep', () => {
    expect(withoutKeptClauses('a escova eu vou')).toBe('a escova eu vou');
    expect(withoutKeptClauses('barba e sobrancelha, a sobrancelha fica pra outro dia')).toBe(
      'barba e sobrancelha, a sobrancelha fica pra outro dia',
    );
    expect(withoutKeptClauses('quero corte amanha, o de sexta fica')).toBe('quero corte amanha, o de sexta fica');
  });
});
