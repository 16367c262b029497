// Families of phrasings for services, professionals, offered times and the person served.
import { describe, expect, it } from 'vitest';
import { frameOf } from './test-context.js';

describe('services', () => {
  it.each([
    ['quero cortar o cabelo', ['s1']],
    ['qro um corte', ['s1']],
    ['barbinha sexta', ['s2']],
    ['tirar o bigode amanha', ['s2']],
    ['corte e barba', ['s3']],
  ])('%s → %j', (text, ids) => {
    expect(frameOf(text).serviceIds).toEqual(ids);
  });
});

describe('professionals', () => {
  it.each([
    ['com o Dudu', { calendar_id: 'c1' }],
    ['com o dudú', { calendar_id: 'c1' }],
    ['quero com o Marcão', { calendar_id: 'c2' }],
    ['com o marcao amanha', { calendar_id: 'c2' }],
    ['com o Marcos', { calendar_id: 'c2' }],
    ['com o Zeca', { unknownName: 'zeca' }],
  ])('%s', (text, who) => {
    expect(frameOf(`quero marcar corte ${text}`).professional).toEqual(who);
  });
  it.each(['tanto faz quem', 'qualquer um', 'com quem tiver livre'])('"%s" is any professional', (text) => {
    expect(frameOf(text).anyProfessional).toBe(true);
  });
  it('same as last time', () => {
    expect(frameOf('com o mesmo barbeiro da última vez').sameProfessionalAsLast).toBe(true);
  });
});

describe('offered times', () => {
  const offered = ['09:00', '11:00', '16:30'];
  it.each([
    ['o primeiro', { index: 0 }],
    ['a segunda opção', { index: 1 }],
    ['o ultimo', 'latest'],
    ['o mais tarde', 'latest'],
    ['esse último', 'latest'],
    ['o mais cedo', 'earliest'],
    ['o do meio', { index: 1 }],
    ['o primeiro livre', 'earliest'],
    ['tanto faz', 'any'],
    ['qualquer um', 'any'],
    ['o das 11', { time: '11:00' }],
    ['a de 16h30', { time: '16:30' }],
    ['pode ser o das 9', { time: '09:00' }],
    ['2', { index: 1 }],
    ['o penúltimo', { index: 1 }],
    ['pode ser o de 11', { time: '11:00' }],
    ['a de 9 mesmo', { time: '09:00' }],
  ])('%s', (text, ref) => {
    expect(frameOf(text, offered).offerRef).toEqual(ref);
  });
});

describe('for someone else, usual', () => {
  it.each([
    ['quero marcar pro meu filho', { relation: 'filho', name: null }],
    ['pra minha esposa Ana', { relation: 'esposa', name: 'Ana' }],
    ['é pra minha filha Júlia', { relation: 'filha', name: 'Júlia' }],
    ['corte pro meu pai amanha', { relation: 'pai', name: null }],
  ])('%s', (text, who) => {
    expect(frameOf(text).forOther).toEqual(who);
  });
  it.each(['o de sempre', 'o mesmo da última vez', 'igual da ultima vez'])('"%s" is the usual', (text) => {
    expect(frameOf(text).usual).toBe(true);
  });
});
