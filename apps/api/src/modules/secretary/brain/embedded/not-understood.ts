// The last word of a turn nothing else answered: what the secretary knows of the professional under
// discussion, else a plain "não entendi"; the second time in a row, a person takes over.
import { transfer } from './answers.js';
import type { Turn } from './state.js';

export function notUnderstood(turn: Turn): void {
  const { input } = turn;
  const st = turn.state;
  const pro = input.professionals?.find((p) => p.calendar_id === st.professional_id);
  if (pro && !st.awaiting) {
    const does = input.services.filter((s) => pro.service_ids.includes(s.id)).map((s) => s.title);
    return void turn.say(
      `${pro.title} faz ${does.length ? does.join(', ') : 'os nossos serviços'} aqui com a gente 🙂. Quer que eu veja um horário com ${pro.title}?`,
    );
  }
  st.misunderstood = (st.misunderstood ?? 0) + 1;
  if (st.misunderstood >= 2) return transfer(turn, 'brain_unsure');
  if (st.awaiting === 'slot')
    return void turn.say('Não entendi qual horário você prefere 🤔. Pode responder com o número da opção ou me dizer outro dia e período.');
  turn.say(
    'Desculpe, não entendi muito bem 🤔. Posso te ajudar a agendar, remarcar ou cancelar um horário, ver preços ou tirar dúvidas. O que você precisa?',
  );
}
