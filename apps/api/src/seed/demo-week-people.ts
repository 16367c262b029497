// The people of the demo's week: clients, the team's portraits, the shop's photos and a few
// conversations with the secretary (minutes are before now).
import type { TPortrait } from './demo-images.js';

export const DEMO_CLIENTS = [
  { name: 'João Pereira', phone: '+5511987660001' },
  { name: 'Ana Beatriz Souza', phone: '+5511987660002' },
  { name: 'Pedro Henrique Almeida', phone: '+5511987660003' },
  { name: 'Lucas Oliveira', phone: '+5511987660004' },
  { name: 'Mariana Costa', phone: '+5511987660005' },
  { name: 'Rafael Lima', phone: '+5511987660006' },
  { name: 'Gabriel Santos', phone: '+5511987660007' },
  { name: 'Fernanda Rocha', phone: '+5511987660008' },
  { name: 'Thiago Martins', phone: '+5511987660009' },
  { name: 'Camila Ribeiro', phone: '+5511987660010' },
  { name: 'Bruno Carvalho', phone: '+5511987660011' },
  { name: 'Juliana Mendes', phone: '+5511987660012' },
] as const;

/** By the calendar's title; a professional not listed here keeps the initials. */
export const DEMO_PORTRAITS: Record<string, TPortrait> = {
  Carlos: {
    background: [
      [99, 102, 241],
      [20, 184, 166],
    ],
    skin: [224, 172, 138],
    hair: [52, 36, 28],
    shirt: [30, 41, 59],
    beard: true,
  },
  Marina: {
    background: [
      [236, 72, 153],
      [251, 191, 36],
    ],
    skin: [198, 134, 96],
    hair: [70, 40, 24],
    shirt: [15, 118, 110],
    longHair: true,
  },
};

export const DEMO_SHOP_PHOTOS: {
  wall: [[number, number, number], [number, number, number]];
  accent: [number, number, number];
  mirrors: number;
}[] = [
  {
    wall: [
      [71, 85, 105],
      [30, 41, 59],
    ],
    accent: [120, 72, 40],
    mirrors: 3,
  },
  {
    wall: [
      [241, 245, 249],
      [203, 213, 225],
    ],
    accent: [30, 41, 59],
    mirrors: 2,
  },
  {
    wall: [
      [20, 83, 45],
      [6, 78, 59],
    ],
    accent: [161, 98, 7],
    mirrors: 4,
  },
];

type TLine = { role: 'client' | 'ai' | 'user'; text: string; minutesAgo: number };

/** Conversations on WhatsApp, each with one client of DEMO_CLIENTS (by index). */
export const DEMO_CHATS: { clientIndex: number; transferred?: boolean; unread: number; lines: TLine[] }[] = [
  {
    clientIndex: 0,
    unread: 0,
    lines: [
      { role: 'client', text: 'Oi, boa tarde! Tem horário amanhã à tarde pra corte?', minutesAgo: 185 },
      { role: 'ai', text: 'Oi, João! Amanhã o Carlos tem 14:00 e 16:30 livres. Qual fica melhor para você?', minutesAgo: 184 },
      { role: 'client', text: 'Pode ser 14h', minutesAgo: 180 },
      { role: 'ai', text: 'Prontinho! Corte masculino com o Carlos amanhã às 14:00. Te mando um lembrete antes. 😉', minutesAgo: 179 },
      { role: 'client', text: 'Valeu!', minutesAgo: 178 },
    ],
  },
  {
    clientIndex: 3,
    unread: 0,
    lines: [
      { role: 'client', text: 'Quanto tá o corte com barba?', minutesAgo: 52 },
      {
        role: 'ai',
        text: 'Oi, Lucas! Corte e barba sai de R$ 70,00 a R$ 90,00 e leva cerca de 1 hora. Quer que eu veja um horário?',
        minutesAgo: 51,
      },
      { role: 'client', text: 'Sábado de manhã tem?', minutesAgo: 12 },
      { role: 'ai', text: 'Tem sim! Sábado a Marina atende às 09:30 e o Carlos às 10:00. Qual prefere?', minutesAgo: 11 },
    ],
  },
  {
    clientIndex: 7,
    transferred: true,
    unread: 1,
    lines: [
      { role: 'client', text: 'Oi, esqueci meu guarda-chuva aí ontem, alguém achou?', minutesAgo: 25 },
      { role: 'ai', text: 'Oi, Fernanda! Vou chamar alguém da equipe para verificar, só um instante.', minutesAgo: 24 },
    ],
  },
];
