// Hours said in words refuse a yes that names another time; counts ("as duas") and amounts do not.
import { describe, expect, it } from 'vitest';
import { spokenClockMinutes } from './consent-mentions.js';

describe('spokenClockMinutes', () => {
  it('reads the spoken clock both ways', () => {
    expect(spokenClockMinutes('dez tá bom, pode marcar')).toEqual([600, 1320]);
    expect(spokenClockMinutes('pode ser às nove e meia')).toEqual([570, 1290]);
    expect(spokenClockMinutes('meio dia')).toEqual([0, 720]);
  });
  it('leaves counts and amounts alone', () => {
    expect(spokenClockMinutes('pode marcar as duas')).toEqual([]);
    expect(spokenClockMinutes('os dois então')).toEqual([]);
    expect(spokenClockMinutes('são dez reais a mais?')).toEqual([]);
    expect(spokenClockMinutes('uma pergunta: pode ser?')).toEqual([]);
  });
  it('to agree, an hour word counts with its minutes or its article ("as nove tá bom"), never bare', () => {
    expect(spokenClockMinutes('as nove ta bom pode marcar', true)).toEqual([540, 1260]);
    expect(spokenClockMinutes('pode ser às nove e meia', true)).toEqual([570, 1290]);
    expect(spokenClockMinutes('dez tá bom, pode marcar', true)).toEqual([]);
    expect(spokenClockMinutes('pode marcar as duas', true)).toEqual([]);
  });
});
