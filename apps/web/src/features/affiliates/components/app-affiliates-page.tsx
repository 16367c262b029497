// /app/afiliados: the referral program inside the company app. Every user already has a sharing code, so
// there is nothing to join: the page says how the program works, then shows the link, the referrals and the
// commissions of /afiliados/home.
import { Gift, Link2, Wallet } from 'lucide-react';
import type { TAffiliateHome } from '@agenda/shared/schemas/affiliates-dto';
import { AffiliatesHomePage } from './affiliates-home-page';
import { Section } from './affiliate-parts';

function HowItWorks({ home }: { home: TAffiliateHome }) {
  const months = `${home.commission_months} ${home.commission_months === 1 ? 'mês' : 'meses'}`;
  const steps = [
    { icon: Link2, title: 'Compartilhe', text: `Envie seu link ou o código ${home.sharing_code} para outros negócios.` },
    { icon: Gift, title: 'Eles assinam', text: 'Quem se cadastra por ele fica ligado a você e começa pelo teste grátis.' },
    {
      icon: Wallet,
      title: 'Você ganha',
      text: `${home.commission_percent.toLocaleString('pt-BR')}% de cada fatura paga por ${months}.`,
    },
  ];
  return (
    <Section title="Como funciona" id="app-affiliates-how">
      <ol className="grid gap-3 sm:grid-cols-3">
        {steps.map((s, i) => (
          <li key={s.title} className="flex gap-3 rounded-xl bg-surface-muted p-3 text-sm">
            <s.icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <div>
              <p className="font-semibold text-foreground">
                {i + 1}. {s.title}
              </p>
              <p className="text-muted-foreground">{s.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function AppAffiliatesPage() {
  return <AffiliatesHomePage heading="Indique e ganhe" intro={(home) => <HowItWorks home={home} />} />;
}
