import { Link, useLocation } from 'react-router';
import { BellRing, CalendarCheck, Globe, MessageCircle, Sparkles, Users } from 'lucide-react';
import { HomeDemoChat } from './home-demo-chat';
import { HomePricing } from './home-pricing';
import { HomeFaq, HomeSteps } from './home-sections';
import { signUpHref } from './sign-up-link';

const FEATURES = [
  {
    icon: MessageCircle,
    title: 'Atende no WhatsApp 24 horas',
    text: 'A secretária com IA responde seus clientes na hora, tira dúvidas sobre serviços e preços e nunca deixa ninguém esperando.',
  },
  {
    icon: CalendarCheck,
    title: 'Agenda, confirma e remarca',
    text: 'Ela consulta seus horários livres, marca o atendimento e confirma com o cliente, sem conflitos na agenda.',
  },
  {
    icon: BellRing,
    title: 'Lembretes que reduzem faltas',
    text: 'Mensagens automáticas antes do horário e depois do atendimento trazem o cliente de volta.',
  },
  {
    icon: Globe,
    title: 'Página pública de agendamento',
    text: 'Um endereço da sua empresa para o cliente ver serviços, preços e marcar sozinho, a qualquer hora.',
  },
  {
    icon: Users,
    title: 'CRM com histórico do cliente',
    text: 'Conversas, atendimentos, prontuário e etapas do funil de cada cliente em um só lugar.',
  },
];

export function HomePage() {
  const { search } = useLocation();
  return (
    <div>
      <section className="relative overflow-hidden">
        <div
          aria-hidden
          className="absolute -top-40 left-1/2 -z-10 h-[28rem] w-[56rem] -translate-x-1/2 rounded-full bg-primary-soft blur-3xl"
        />
        <div className="mx-auto flex max-w-4xl flex-col items-center px-4 pt-16 pb-14 text-center sm:pt-24">
          <span className="mb-5 inline-flex items-center gap-2 rounded-full border border-border bg-surface px-3 py-1 text-xs font-semibold text-primary shadow-xs">
            <Sparkles className="size-3.5" aria-hidden /> Secretária com inteligência artificial
          </span>
          <h1 className="text-balance text-4xl font-extrabold tracking-tight text-foreground sm:text-6xl">
            Sua agenda cheia, <span className="text-primary">sem você parar</span> para responder mensagens
          </h1>
          <p className="mt-5 max-w-2xl text-pretty text-lg text-muted-foreground">
            Para salões, barbearias, clínicas e estúdios: a Agenda Inteligente atende seus clientes no WhatsApp, agenda os horários e envia
            lembretes automaticamente.
          </p>
          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Link
              to={signUpHref(search)}
              className="inline-flex h-12 items-center justify-center rounded-xl bg-primary px-7 font-semibold text-primary-foreground shadow-brand hover:bg-primary-hover"
            >
              Começar teste grátis
            </Link>
            <Link
              to="/login"
              className="inline-flex h-12 items-center justify-center rounded-xl border border-border-strong bg-surface px-7 font-semibold text-foreground hover:bg-surface-muted"
            >
              Já tenho conta
            </Link>
          </div>
          <p className="mt-3 text-sm text-subtle-foreground">Sem cartão de crédito para começar.</p>
        </div>
      </section>
      <HomeDemoChat />
      <section aria-labelledby="funcionalidades" className="mx-auto grid max-w-6xl gap-4 px-4 pb-20 sm:grid-cols-2 lg:grid-cols-3">
        <h2 id="funcionalidades" className="sr-only">
          Funcionalidades
        </h2>
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <article key={title} className="rounded-2xl border border-border bg-surface p-6 shadow-sm">
            <div className="mb-4 flex size-11 items-center justify-center rounded-xl bg-accent-soft text-accent-soft-foreground">
              <Icon className="size-5" aria-hidden />
            </div>
            <h3 className="font-semibold text-foreground">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
          </article>
        ))}
      </section>
      <HomeSteps />
      <HomePricing />
      <HomeFaq />
    </div>
  );
}
