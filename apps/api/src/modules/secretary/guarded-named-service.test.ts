import { describe, expect, it } from 'vitest';
import { namesUnshownService } from './guarded-named-service.js';

const TITLES = ['Corte masculino', 'Barba', 'Corte + Barba', 'Corte infantil', 'Sessão de fisioterapia', 'Consulta nutricional'];
const CANCEL_CORTE = 'Você confirma o cancelamento de *Corte masculino* com *Marcão* no sábado, 07/03, às 09:00?';

describe('a yes that names a service the reply did not show', () => {
  it('asks for another: "isso, cancela só a barba" to the Corte\'s cancel', () => {
    expect(namesUnshownService('isso, cancela só a barba', CANCEL_CORTE, TITLES)).toBe(true);
    expect(namesUnshownService('isso, o infantil', CANCEL_CORTE, TITLES)).toBe(true);
  });
  it('never for the service shown, a generic word, a service let go, or a question beside the yes', () => {
    expect(namesUnshownService('isso, pode cancelar o corte', CANCEL_CORTE, TITLES)).toBe(false);
    expect(namesUnshownService('sim, a consulta', CANCEL_CORTE, TITLES)).toBe(false);
    expect(namesUnshownService('isso, pode cancelar, a barba não', CANCEL_CORTE, TITLES)).toBe(false);
    expect(namesUnshownService('isso, pode cancelar. e quanto tá a barba?', CANCEL_CORTE, TITLES)).toBe(false);
    expect(namesUnshownService('isso, cancela a barba', 'Você confirma o cancelamento de *Corte + Barba*?', TITLES)).toBe(false);
    expect(namesUnshownService('isso, cancela só a barba', CANCEL_CORTE)).toBe(false);
  });
});
