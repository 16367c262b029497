import { describe, expect, it } from 'vitest';
import { SHOWN_ARTICLE_CATEGORIES, isShownArticleCategory } from './article';
import { CHANNELS, clientColumnForChannel } from './channel';
import { SENTIMENT_MAX, SENTIMENT_MIN, sentimentLabel } from './chat';
import { CLIENT_GENDER_OPTIONS, CLIENT_RECORD_TYPES, clientRecordTakesFile } from './client';
import { SCHEDULE_RECURRENCE_INTERVAL_DAYS, SLOT_OCCUPYING_SCHEDULE_STATUSES } from './schedule';
import * as timings from './timings';
import { TOAST_TYPES, toastClosesOnClick, toastTimeout } from './toast';
import { formatCountdown, isValidTwoFactorCode, sanitizeTwoFactorCode } from './two-factor';
import { Z_INDEX, truncate } from './ui';

describe('channels', () => {
  it('web uses the WhatsApp column and test uses e-mail', () => {
    expect(clientColumnForChannel('web')).toBe('whatsapp_remote_jid');
    expect(clientColumnForChannel('test')).toBe('email');
    expect(clientColumnForChannel('instagram')).toBe('instagram_username');
    expect(CHANNELS).toHaveLength(7);
  });
});

describe('client', () => {
  it('stores "Prefiro não informar" as null', () => {
    expect(CLIENT_GENDER_OPTIONS.find((o) => o.label === 'Prefiro não informar')?.value).toBeNull();
    expect(CLIENT_GENDER_OPTIONS.filter((o) => o.value === null)).toHaveLength(1);
  });

  it('only photo, video and audio records take a file', () => {
    expect(CLIENT_RECORD_TYPES.filter(clientRecordTakesFile)).toEqual(['photo', 'video', 'audio']);
  });
});

describe('articles', () => {
  it('show only tutorials, news and articles', () => {
    expect(SHOWN_ARTICLE_CATEGORIES).toEqual(['tutorials', 'news', 'articles']);
    expect(isShownArticleCategory('tips')).toBe(false);
    expect(isShownArticleCategory('guides')).toBe(false);
    expect(isShownArticleCategory('news')).toBe(true);
  });
});

describe('schedule', () => {
  it('canceled schedules do not hold a slot', () => {
    expect(SLOT_OCCUPYING_SCHEDULE_STATUSES).toEqual(['scheduled', 'confirmed', 'confirmed_not_attended']);
  });

  it('monthly recurrence is every 4 weeks', () => {
    expect(SCHEDULE_RECURRENCE_INTERVAL_DAYS.monthly).toBe(28);
    expect(SCHEDULE_RECURRENCE_INTERVAL_DAYS.weekly).toBe(7);
  });
});

describe('sentiment', () => {
  it('names the ends and the middle', () => {
    expect(sentimentLabel(SENTIMENT_MIN)).toBe('Extremamente negativo');
    expect(sentimentLabel(0)).toBe('Neutro');
    expect(sentimentLabel(SENTIMENT_MAX)).toBe('Extremamente positivo');
    expect(sentimentLabel(-1)).toBe('Negativo');
    expect(sentimentLabel(99)).toBe('Extremamente positivo');
    expect(() => sentimentLabel(Number.NaN)).toThrow(RangeError);
  });
});

describe('toasts', () => {
  it('last 5 s, errors 10 s, unless a timeout is given', () => {
    expect(TOAST_TYPES.map((t) => toastTimeout(t))).toEqual([5000, 5000, 5000, 10000]);
    expect(toastTimeout('error', 2000)).toBe(2000);
  });

  it('errors do not close on click', () => {
    expect(TOAST_TYPES.filter(toastClosesOnClick)).toEqual(['warning', 'info', 'success']);
  });
});

describe('two-factor', () => {
  it('takes exactly 6 digits', () => {
    expect(isValidTwoFactorCode('123456')).toBe(true);
    expect(isValidTwoFactorCode('12345')).toBe(false);
    expect(isValidTwoFactorCode('1234567')).toBe(false);
    expect(isValidTwoFactorCode('12345a')).toBe(false);
    expect(sanitizeTwoFactorCode(' 12-34 56 78')).toBe('123456');
  });

  it('shows the countdown as mm:ss', () => {
    expect(formatCountdown(45)).toBe('00:45');
    expect(formatCountdown(125)).toBe('02:05');
    expect(formatCountdown(-3)).toBe('00:00');
  });
});

describe('timings', () => {
  it('are positive integers', () => {
    for (const [name, value] of Object.entries(timings)) {
      if (typeof value !== 'number') continue;
      expect(Number.isInteger(value) && value > 0, name).toBe(true);
    }
  });

  it('match docs/spec.md §9', () => {
    expect(timings.SESSION_COOKIE_MAX_AGE_SECONDS).toBe(2_592_000);
    expect(timings.COOKIE_BANNER_MAX_AGE_SECONDS).toBe(365 * 24 * 60 * 60);
    expect(timings.VERSION_CHECK_INTERVAL_MS).toBe(3_600_000);
    expect(timings.TWO_FACTOR_RESEND_MS).toBe(45_000);
    expect(timings.IP_INFO_CACHE_MS).toBe(21_600_000);
  });
});

describe('ui', () => {
  it('stacks toasts over drawers over the cookie banner', () => {
    expect(Z_INDEX.toast).toBeGreaterThan(Z_INDEX.drawer);
    expect(Z_INDEX.drawer).toBeGreaterThan(Z_INDEX.cookieBanner);
  });

  it('truncate keeps short text and cuts long text to the limit', () => {
    expect(truncate('curto')).toBe('curto');
    const cut = truncate('a'.repeat(41));
    expect(cut).toHaveLength(40);
    expect(cut.endsWith('…')).toBe(true);
    expect(truncate('abcdef', 4)).toBe('abc…');
    expect(truncate('a'.repeat(40))).toBe('a'.repeat(40));
  });
});
