// The home page's "how it works" and FAQ: what an owner needs to decide in a minute.
const STEPS = [
  { title: 'Crie sua conta', text: 'Cadastre sua empresa, seus serviços, preços e os horários de cada profissional em poucos minutos.' },
  { title: 'Conecte o WhatsApp', text: 'Leia o QR Code com o celular da empresa. A secretária passa a responder no seu próprio número.' },
  {
    title: 'Receba agendamentos',
    text: 'Ela conversa, oferece horários livres, agenda e lembra o cliente. Você acompanha tudo pela agenda.',
  },
];

const FAQ = [
  {
    q: 'Preciso trocar meu número de WhatsApp?',
    a: 'Não. A secretária atende no número que seus clientes já conhecem, e você continua vendo as conversas e pode assumir quando quiser.',
  },
  {
    q: 'A secretária marca horários que já estão ocupados?',
    a: 'Não. Ela só oferece horários livres da agenda de cada profissional, respeitando bloqueios, intervalos e compromissos do Google Agenda vinculado.',
  },
  {
    q: 'Meus clientes podem agendar sozinhos?',
    a: 'Sim. Sua empresa ganha uma página pública de agendamento para divulgar no Instagram, no Google e onde quiser.',
  },
  {
    q: 'Como funciona o teste grátis?',
    a: 'Você usa tudo do plano durante o período de teste, sem cartão de crédito. Depois escolhe o plano e paga por Pix ou cartão.',
  },
  {
    q: 'Posso cancelar quando quiser?',
    a: 'Pode. Não há fidelidade: a assinatura é mensal e o cancelamento é feito na própria plataforma.',
  },
];

export function HomeSteps() {
  return (
    <section aria-labelledby="como-funciona" className="bg-surface-muted/60 py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="como-funciona" className="text-center text-3xl font-bold tracking-tight text-foreground">
          Como funciona
        </h2>
        <ol className="mt-10 grid gap-4 md:grid-cols-3">
          {STEPS.map((s, i) => (
            <li key={s.title} className="rounded-2xl border border-border bg-surface p-6 shadow-xs">
              <span
                className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
                aria-hidden
              >
                {i + 1}
              </span>
              <h3 className="mt-4 font-semibold text-foreground">{s.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{s.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function HomeFaq() {
  return (
    <section aria-labelledby="perguntas" className="mx-auto max-w-3xl px-4 pb-20">
      <h2 id="perguntas" className="text-center text-3xl font-bold tracking-tight text-foreground">
        Perguntas frequentes
      </h2>
      <div className="mt-8 divide-y divide-border rounded-2xl border border-border bg-surface">
        {FAQ.map((f) => (
          <details key={f.q} className="group p-5">
            <summary className="cursor-pointer list-none font-semibold text-foreground marker:hidden">
              <span className="flex items-center justify-between gap-4">
                {f.q}
                <span aria-hidden className="text-primary transition-transform group-open:rotate-45">
                  +
                </span>
              </span>
            </summary>
            <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{f.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
