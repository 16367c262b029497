import { Mail, Search, SendHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CurrencyInput, formatCents } from '@/components/ui/currency-input';
import { Input } from '@/components/ui/input';
import { PhoneInput } from '@/components/ui/phone-input';
import { Textarea } from '@/components/ui/textarea';
import { forcedFieldFocus, Panel, Section, Specimen } from './parts';

export function FieldsSection() {
  const [messages, setMessages] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const [price, setPrice] = useState<number | null>(12990);
  const [phone, setPhone] = useState('');
  const [phoneValid, setPhoneValid] = useState(false);
  const [enterCount, setEnterCount] = useState(0);

  const send = () => {
    if (!draft.trim()) return;
    setMessages((m) => [...m.slice(-2), draft.trim()]);
    setDraft('');
  };

  return (
    <Section
      id="campos"
      title="Campos de texto"
      description="Em erro, o rótulo ganha um asterisco vermelho e o texto padrão é “Campo obrigatório”. Enter sem Shift dispara o evento de envio."
    >
      <Panel title="Input">
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          <Specimen label="Padrão">
            <Input label="Nome completo" placeholder="Ex.: Ana Paula Souza" />
          </Specimen>
          <Specimen label="Com descrição e ícone">
            <Input
              label="E-mail"
              type="email"
              placeholder="voce@salao.com.br"
              leftIcon={<Mail />}
              description="Usado para recibos e avisos."
            />
          </Specimen>
          <Specimen label="Foco">
            <Input label="Cidade" defaultValue="Belo Horizonte" className={forcedFieldFocus} tabIndex={-1} />
          </Specimen>
          <Specimen label="Desabilitado">
            <Input label="CNPJ" defaultValue="12.345.678/0001-90" disabled />
          </Specimen>
          <Specimen label="Erro padrão">
            <Input label="Nome do serviço" placeholder="Ex.: Corte feminino" error />
          </Specimen>
          <Specimen label="Erro com mensagem">
            <Input label="E-mail" defaultValue="ana@" error="Informe um e-mail válido" leftIcon={<Mail />} />
          </Specimen>
          <Specimen label="Enter dispara onEnter" className="sm:col-span-2 lg:col-span-3">
            <Input
              label="Buscar cliente"
              placeholder="Digite e pressione Enter"
              leftIcon={<Search />}
              onEnter={() => setEnterCount((n) => n + 1)}
              description={enterCount ? `Enter pressionado ${enterCount}× ` : 'Nenhuma busca ainda.'}
            />
          </Specimen>
        </div>
      </Panel>

      <div className="grid gap-5 lg:grid-cols-2">
        <Panel title="Textarea" hint="Cresce de 4 a 12 linhas">
          <div className="flex flex-col gap-4">
            {messages.length ? (
              <div className="flex flex-col items-end gap-1.5">
                {messages.map((m, i) => (
                  <p
                    key={i}
                    className="max-w-[80%] rounded-2xl rounded-br-md bg-primary px-3.5 py-2 text-sm whitespace-pre-wrap text-primary-foreground"
                  >
                    {m}
                  </p>
                ))}
              </div>
            ) : null}
            <Textarea
              label="Mensagem para o cliente"
              placeholder="Enter envia · Shift+Enter quebra a linha"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onEnter={send}
              maxLength={500}
              showCount
            />
            <div className="flex justify-end">
              <Button size="sm" rightIcon={<SendHorizontal />} onClick={send} disabled={!draft.trim()}>
                Enviar
              </Button>
            </div>
            <Textarea label="Observações" error="Descreva o procedimento" />
            <Textarea label="Observações internas" disabled defaultValue="Cliente prefere horários pela manhã." />
          </div>
        </Panel>

        <div className="flex flex-col gap-5">
          <Panel title="Valor em reais" hint="Valor em centavos, formato R$ 1.234,56">
            <div className="flex flex-col gap-5">
              <CurrencyInput
                label="Preço do serviço"
                value={price}
                onValueChange={setPrice}
                description={`Valor salvo: ${price === null ? 'vazio' : `${price} centavos`}`}
              />
              <div className="grid gap-5 sm:grid-cols-2">
                <CurrencyInput label="Sinal" defaultValue={null} error />
                <CurrencyInput label="Taxa fixa" defaultValue={4990} disabled />
              </div>
              <p className="text-xs text-muted-foreground">
                Exemplo: {formatCents(123456)} — letras são ignoradas; se o texto não for número, volta ao valor anterior.
              </p>
            </div>
          </Panel>

          <Panel title="Telefone" hint="Prefixo padrão +55, máscara por país">
            <div className="flex flex-col gap-5">
              <PhoneInput
                label="WhatsApp"
                value={phone}
                onValueChange={(value, result) => {
                  setPhone(value);
                  setPhoneValid(result.valid);
                }}
                description={phone ? (phoneValid ? `Número válido: ${phone}` : 'Continue digitando…') : 'Digite DDD e número.'}
              />
              <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
                <PhoneInput label="Celular (válido)" defaultValue="+5531987654321" />
                <PhoneInput label="Portugal" defaultValue="+351912345678" />
                <PhoneInput label="Incompleto" defaultValue="+55119876" error="Telefone inválido" />
                <PhoneInput label="Desabilitado" defaultValue="+12025550123" disabled />
              </div>
            </div>
          </Panel>
        </div>
      </div>
    </Section>
  );
}
