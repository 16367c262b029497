import { describe, expect, it } from 'vitest';
import { displayPhone, instagramLink, openStatus, whatsappLink } from './company-info';

const week = [0, 1, 2, 3, 4, 5, 6].map((dow) => ({
  dow,
  is_available: dow >= 2,
  work_hours:
    dow >= 2
      ? [
          { start: '09:00', end: '12:00' },
          { start: '13:00', end: '19:00' },
        ]
      : [],
}));

describe('public page helpers', () => {
  it('formats Brazilian phones and WhatsApp links without libphonenumber', () => {
    expect(displayPhone('+5511987654321')).toBe('(11) 98765-4321');
    expect(displayPhone('+551133334444')).toBe('(11) 3333-4444');
    expect(whatsappLink('+5511987654321')).toBe('https://wa.me/5511987654321');
    expect(whatsappLink('11987654321')).toBe('https://wa.me/5511987654321');
    expect(instagramLink('https://instagram.com/Barbearia/').label).toBe('@Barbearia');
  });

  it('says whether the company is open now and when it opens next', () => {
    expect(openStatus(week, { dow: 2, minutes: 10 * 60 })).toEqual({ open: true, text: 'Aberto agora · até 12:00' });
    expect(openStatus(week, { dow: 2, minutes: 12 * 60 + 30 })).toEqual({ open: false, text: 'Fechado agora · abre hoje às 13:00' });
    expect(openStatus(week, { dow: 6, minutes: 20 * 60 })).toEqual({ open: false, text: 'Fechado agora · abre ter às 09:00' });
    expect(openStatus(week, { dow: 1, minutes: 20 * 60 })).toEqual({ open: false, text: 'Fechado agora · abre amanhã às 09:00' });
  });
});
